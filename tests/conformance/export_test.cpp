// conformance/dist/fragid-suite.json (`fragid export`): current, valid against
// its schema, versioned by its content, and with needs that skip exactly what
// the runner skips.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "fragid/conformance/export.hpp"
#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/protocol.hpp"
#include "fragid/conformance/run_case.hpp"
#include "../cli/run_fragid.hpp"
#include "support.hpp"

namespace fragid {
namespace {

using namespace conformance;

const std::filesystem::path committed = test::suite_dir / "dist" / "fragid-suite.json";

const std::vector<Case>& cases() {
    static const auto shipped = test::shipped_cases();
    return shipped;
}

std::string exported() { return export_suite(read_suite_info(test::suite_dir), cases()); }

const JsonSchema& schema() {
    static const auto s = JsonSchema::from_file(test::suite_dir / "schema" / "fragid-suite.schema.json");
    return s;
}

TEST(Export, CommittedFileIsCurrent) {
    EXPECT_TRUE(test::slurp(committed) == exported())
        << committed.string() << " is out of date: run scripts/export.sh (fragid export)";
}

TEST(Export, CommittedFileValidatesAgainstItsSchema) {
    const auto file = nlohmann::json::parse(test::slurp(committed));
    const auto errors = schema().validate(file);
    EXPECT_TRUE(errors.empty()) << errors.size() << " errors, the first: " << (errors.empty() ? "" : errors.front());
    EXPECT_EQ(file.at("cases").size() + file.at("producer_cases").size(), cases().size());
}

TEST(Export, SchemaRejectsWhatIsWrong) {
    auto file = nlohmann::json::parse(exported());
    ASSERT_TRUE(schema().validate(file).empty());
    auto no_version = file;
    no_version.erase("version");
    EXPECT_FALSE(schema().validate(no_version).empty());
    auto ok_without_range = file;
    ok_without_range["cases"][0]["accepted"][0] = {{"status", "ok"}, {"position", false}};
    EXPECT_FALSE(schema().validate(ok_without_range).empty());
    auto unknown_field = file;
    unknown_field["producer_cases"][0]["expect"] = nlohmann::json::object();
    EXPECT_FALSE(schema().validate(unknown_field).empty());
}

TEST(Export, VersionFollowsTheCasesAndNothingElse) {
    const auto info = read_suite_info(test::suite_dir);
    const auto a = export_suite(info, cases());
    EXPECT_TRUE(a == export_suite(info, cases()));  // byte-reproducible: no clock, no paths
    const auto version = nlohmann::json::parse(a).at("version").get<std::string>();
    EXPECT_EQ(version.rfind(info.version + "+", 0), 0u);

    auto changed = cases();
    auto& outcome = std::get<TextSpan>(test::resolve_check(changed.front()).acceptable.front());
    outcome.end_character += 1;
    const auto b = nlohmann::json::parse(export_suite(info, changed));
    EXPECT_NE(b.at("version"), version);
    // The digest is over the cases as written, keys sorted: recomputable in any language.
    EXPECT_EQ(b.at("sha256"), sha256_hex(cases_digest_input(b.at("cases"), b.at("producer_cases"))));
    EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");  // FIPS 180-2
}

TEST(Export, ACaseCarriesItsRequestOutcomesAndChoice) {
    const auto file = nlohmann::json::parse(exported());
    std::size_t resolving = 0;
    for (const auto& c : cases()) {
        const auto* check = c.resolves();
        if (!check) continue;
        const auto& j = file.at("cases").at(resolving++);
        ASSERT_EQ(j.at("id"), c.id);
        EXPECT_EQ(j.at("request"), run_message(1, request_for(c, *check)).at("case")) << c.id;
        EXPECT_EQ(j.at("accepted").size(), check->acceptable.size()) << c.id;
        EXPECT_EQ(j.at("reference_choice"), check->fragids_reading()) << c.id;
        for (std::size_t i = 0; i < check->acceptable.size(); ++i) {
            const auto read = outcome_from_json(j.at("accepted")[i]);
            ASSERT_TRUE(std::holds_alternative<Outcome>(read)) << c.id;
            EXPECT_TRUE(std::get<Outcome>(read) == check->acceptable[i]) << c.id;
        }
    }
    const auto by_id = [&](const char* id) {
        const auto& all = file.at("cases");
        return *std::find_if(all.begin(), all.end(), [&](const auto& j) { return j.at("id") == id; });
    };
    // Text only where the bytes are UTF-8: an ISO-8859-1 entity with e9 has none.
    EXPECT_EQ(by_id("rfc5147-char-range-whole").at("entity_text"), "abcdef");
    std::size_t without_text = 0;
    for (const auto& j : file.at("cases")) without_text += j.contains("entity_text") ? 0 : 1;
    EXPECT_GT(without_text, 0u);
    std::size_t producer_cases = 0;
    for (const auto& f : conformance::load_producer_cases(test::suite_dir)) producer_cases += f.cases.size();
    EXPECT_GT(producer_cases, 0u);
    EXPECT_EQ(file.at("producer_cases").size(), producer_cases);
    EXPECT_FALSE(file.at("producer_cases")[0].at("reference_produced").empty());
}

// The skip rule conformance/README.md gives test runners, over the file's
// needs: what conformance/examples/ implement in Python and JavaScript.
std::optional<std::string> skip_by_needs(const nlohmann::json& j, const Support& s) {
    const auto spec = *spec_from_string(j.at("spec").get<std::string>());
    if (!s.specs.contains(spec)) return "spec";
    const auto& needs = j.at("needs");
    for (const auto& check : needs.at("integrity"))
        if ((check == "length" && !s.length_check) || (check == "md5" && !s.md5_check)) return "integrity";
    const auto lower = [](std::string t) {
        std::transform(t.begin(), t.end(), t.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return t;
    };
    const auto& charsets = s.charsets_for(spec);
    if (std::find(charsets.begin(), charsets.end(), "*") == charsets.end() &&
        std::none_of(charsets.begin(), charsets.end(),
                     [&](const std::string& n) { return lower(n) == lower(needs.at("charset").get<std::string>()); }))
        return "charset";
    if (needs.at("only_entity_error").get<bool>() && !s.validates_entities) return "entity";
    if (needs.contains("line_ending_contexts") && !s.line_endings) {
        const auto& contexts = needs.at("line_ending_contexts");
        if (std::find(contexts.begin(), contexts.end(), line_endings_json(s.line_ending_context)) == contexts.end())
            return "line endings";
    }
    for (const auto& f : j.at("features"))
        if (std::find(s.features.begin(), s.features.end(), f.get<std::string>()) == s.features.end()) return "feature";
    return std::nullopt;
}

std::vector<Support> handshakes() {
    std::vector<Support> all;
    Support text;  // adapters/examples/python
    text.specs = {Spec::rfc5147};
    text.length_check = text.md5_check = true;
    text.line_ending_context = LineEndingSet::all();
    all.push_back(text);
    Support csv;  // adapters/examples/node
    csv.specs = {Spec::rfc7111};
    csv.charsets = {"UTF-8"};
    all.push_back(csv);
    Support lenient;  // every spec, the defaults, no entity validation, a narrow context
    lenient.specs = {Spec::rfc5147, Spec::rfc7111, Spec::wilde};
    lenient.length_check = true;
    lenient.validates_entities = false;
    lenient.line_ending_context = *LineEndingSet::parse("LF");
    lenient.charsets = {"utf-16", "ISO-8859-1", "us-ascii"};
    all.push_back(lenient);
    Support told = lenient;  // told the conventions: line endings never skip
    told.line_endings = true;
    told.line_ending_context = LineEndingSet();
    told.charsets_by_spec[Spec::rfc7111] = {"*"};
    all.push_back(told);
    for (const char* context : {"none", "CRLF", "CR,NEL", "CRLF,LF,CR"}) {
        Support s = lenient;
        s.line_ending_context = *LineEndingSet::parse(context);
        all.push_back(s);
    }
    return all;
}

TEST(Export, NeedsSkipExactlyWhatTheRunnerSkips) {
    const auto file = nlohmann::json::parse(exported());
    std::size_t resolving = 0, skipped = 0, sent = 0;
    for (const auto& c : cases()) {
        if (!c.resolves()) continue;
        const auto& j = file.at("cases").at(resolving++);
        for (const auto& s : handshakes()) {
            const bool runner_skips = unsupported_need(c, s).has_value();
            EXPECT_EQ(skip_by_needs(j, s).has_value(), runner_skips) << c.id;
            (runner_skips ? skipped : sent) += 1;
        }
    }
    EXPECT_GT(skipped, 0u);
    EXPECT_GT(sent, 0u);
}

TEST(ExportCommand, WritesTheFileAndChecksIt) {
    const auto path = test::scratch() / "export" / "suite.json";
    const auto suite = test::suite_dir.string();
    ASSERT_EQ(test::fragid({"export", "--suite", suite, "--output", path.string()}).exit_code, 0);
    EXPECT_TRUE(test::slurp(path) == exported());
    EXPECT_EQ(test::fragid({"export", "--suite", suite, "--output", path.string(), "--check"}).exit_code, 0);
    test::write(path, "stale");
    const auto stale = test::fragid({"export", "--suite", suite, "--output", path.string(), "--check"});
    EXPECT_EQ(stale.exit_code, 1);
    EXPECT_NE(stale.err.find("out of date"), std::string::npos);
    EXPECT_EQ(test::fragid({"export", "--suite", suite, "--output", "/dev/full"}).exit_code, 2);
    EXPECT_EQ(test::fragid({"export", "--help"}).exit_code, 0);
}

}  // namespace
}  // namespace fragid
