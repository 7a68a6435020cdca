// The suite as one JSON file (export.hpp; conformance/README.md, "The suite as data").
#include "fragid/conformance/export.hpp"

#include <openssl/evp.h>

#include <algorithm>
#include <array>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "fragid/conformance/json_text.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/conformance/protocol.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/run_case.hpp"
#include "fragid/entity/charset.hpp"

namespace fragid::conformance {
namespace {

// A handshake that supports everything the case could need, so that
// withholding one capability shows whether the case needs it.
Support supports_everything(const Case& c) {
    Support s;
    s.specs = {c.spec};
    s.length_check = s.md5_check = true;
    s.charsets = {"*"};
    s.validates_entities = true;
    s.line_endings = true;
    s.features = c.features;
    if (const auto* produces = c.produces()) s.produce = {produce_capability(c.spec, produces->kind)};
    return s;
}

template <class Withhold>
bool needs(const Case& c, Withhold withhold) {
    auto s = supports_everything(c);
    withhold(s);
    return unsupported_need(c, s).has_value();
}

// Every set of the five conventions of RFC 5147 s.4.1, "none" to "all".
std::vector<LineEndingSet> every_line_ending_context() {
    constexpr std::array<LineEnding, 5> each{LineEnding::crlf, LineEnding::lf, LineEnding::cr, LineEnding::nel,
                                             LineEnding::cr_nel};
    std::vector<LineEndingSet> sets;
    for (unsigned bits = 0; bits < (1u << each.size()); ++bits) {
        LineEndingSet set;
        for (std::size_t i = 0; i < each.size(); ++i)
            if (bits & (1u << i)) set = set.with(each[i]);
        sets.push_back(set);
    }
    return sets;
}

// The contexts an implementation that is not told the conventions may have
// and still be sent the case; nothing when every context may (the runner's
// line-ending rule does not apply, or the entity reads alike under all).
std::optional<nlohmann::json> line_ending_contexts(const Case& c) {
    auto agreeing = nlohmann::json::array();
    std::size_t all = 0;
    for (const auto context : every_line_ending_context()) {
        ++all;
        const bool skipped = needs(c, [&](Support& s) {
            s.line_endings = false;
            s.line_ending_context = context;
        });
        if (!skipped) agreeing.push_back(line_endings_json(context));
    }
    if (agreeing.size() == all) return std::nullopt;
    return agreeing;
}

// The charset the case's entity is in, as the runner compares it: the IANA
// preferred name of a built-in charset whatever alias is written, else the
// name as written (compared case-insensitively).
std::string charset_compared(const Case& c) {
    const auto written = charset_or_default(c.entity.charset, c.spec);
    const auto known = lookup_charset(written);
    return known && known->id != CharsetId::other ? known->name : written;
}

// What describes a case, common to both kinds.
nlohmann::json description_json(const Case& c) {
    nlohmann::json j = {{"id", c.id},
                        {"description", c.description},
                        {"spec", to_string(c.spec)},
                        {"section", c.section},
                        {"level", to_string(c.level)},
                        {"requirements", c.requirements},
                        {"tags", c.tags},
                        {"features", c.features}};
    if (c.quote) j["quote"] = *c.quote;
    if (c.quote_source) j["quote_source"] = *c.quote_source;
    if (is_utf8(c.entity.bytes)) j["entity_text"] = c.entity.bytes;
    j["needs"] = needs_json(c);
    return j;
}

}  // namespace

nlohmann::json needs_json(const Case& c) {
    auto integrity = nlohmann::json::array();
    if (needs(c, [](Support& s) { s.length_check = false; })) integrity.push_back("length");
    if (needs(c, [](Support& s) { s.md5_check = false; })) integrity.push_back("md5");
    auto schemes = nlohmann::json::array();
    if (const auto* resolves = c.resolves()) schemes = schemes_named(c.spec, resolves->fragment);
    nlohmann::json j = {{"schemes", schemes},
                        {"integrity", integrity},
                        {"charset", charset_compared(c)},
                        {"only_entity_error", needs(c, [](Support& s) { s.validates_entities = false; })}};
    if (auto contexts = line_ending_contexts(c)) j["line_ending_contexts"] = std::move(*contexts);
    return j;
}

nlohmann::json resolve_case_json(const Case& c, const ResolveCheck& check) {
    auto j = description_json(c);
    j["request"] = run_message(1, request_for(c, check)).at("case");
    auto accepted = nlohmann::json::array();
    for (const auto& outcome : check.acceptable) accepted.push_back(outcome);
    j["accepted"] = std::move(accepted);
    j["reference_choice"] = check.fragids_reading();
    if (check.single_answer) j["single_answer"] = *check.single_answer;
    return j;
}

nlohmann::json produce_case_json(const Case& c, const ProduceCheck& check) {
    auto j = description_json(c);
    j["request"] = produce_message(1, produce_request_for(c, check)).at("case");
    ReferenceAdapter reference;
    const auto answer = reference.produce(produce_request_for(c, check));
    auto produced = nlohmann::json::array();
    if (const auto* emitted = std::get_if<Emitted>(&answer.reply))
        for (const auto& p : emitted->fragments) produced.push_back({{"fragment", p.fragment}, {"claim", p.claim}});
    j["reference_produced"] = std::move(produced);
    return j;
}

std::string cases_digest_input(const nlohmann::json& cases, const nlohmann::json& producer_cases) {
    // nlohmann's objects keep their keys sorted, so json_text() is canonical.
    return json_text(nlohmann::json{{"cases", cases}, {"producer_cases", producer_cases}});
}

std::string sha256_hex(std::string_view bytes) {
    const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned length = 0;
    if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1 ||
        EVP_DigestUpdate(ctx.get(), bytes.data(), bytes.size()) != 1 ||
        EVP_DigestFinal_ex(ctx.get(), digest.data(), &length) != 1)
        throw std::runtime_error("SHA-256 through OpenSSL EVP failed");
    static constexpr char hex[] = "0123456789abcdef";
    std::string text;
    for (unsigned i = 0; i < length; ++i) {
        text.push_back(hex[digest[i] >> 4]);
        text.push_back(hex[digest[i] & 0xf]);
    }
    return text;
}

namespace {

// The order a case's fields are written in, for people reading the file;
// the digest sorts them (cases_digest_input), so order carries no meaning.
constexpr std::array<std::string_view, 17> field_order{
    "id",      "description", "spec",        "section",  "level",           "quote",    "quote_source",
    "request", "entity_text", "accepted",    "reference_choice", "single_answer", "reference_produced",
    "needs",   "requirements", "tags",       "features"};

// `object` with its fields in field_order (any other after them, sorted), on one line.
std::string in_field_order(const nlohmann::json& object) {
    std::string text;
    const auto add = [&](const std::string& key) {
        text.append(text.empty() ? "{" : ",").append(json_text(key)).append(":").append(json_text(object.at(key)));
    };
    for (const auto key : field_order)
        if (object.contains(key)) add(std::string(key));
    for (const auto& [key, value] : object.items())
        if (std::find(field_order.begin(), field_order.end(), key) == field_order.end()) add(key);
    return text + "}";
}

// A list of cases, one case to a line, so that a change to a case is a
// change to its line in a diff.
std::string one_per_line(const nlohmann::json& list) {
    if (list.empty()) return "[]";
    std::string text = "[\n";
    for (std::size_t i = 0; i < list.size(); ++i)
        text += "    " + in_field_order(list[i]) + (i + 1 < list.size() ? ",\n" : "\n");
    return text + "  ]";
}

}  // namespace

std::string export_suite(const SuiteInfo& suite, const std::vector<Case>& cases) {
    auto resolving = nlohmann::json::array(), producing = nlohmann::json::array();
    for (const auto& c : cases) {
        if (const auto* check = c.resolves()) resolving.push_back(resolve_case_json(c, *check));
        if (const auto* check = c.produces()) producing.push_back(produce_case_json(c, *check));
    }
    const auto digest = sha256_hex(cases_digest_input(resolving, producing));
    const std::array<std::pair<const char*, nlohmann::json>, 5> head{{{"format", export_format},
                                                                       {"name", suite.name},
                                                                       {"suite_version", suite.version},
                                                                       {"version", suite.version + "+" + digest.substr(0, 12)},
                                                                       {"sha256", digest}}};
    std::string text = "{\n";
    for (const auto& [key, value] : head) text += "  \"" + std::string(key) + "\": " + json_text(value) + ",\n";
    text += "  \"cases\": " + one_per_line(resolving) + ",\n";
    text += "  \"producer_cases\": " + one_per_line(producing) + "\n}\n";
    return text;
}

}  // namespace fragid::conformance
