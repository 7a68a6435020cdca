// make for JavaScript: {lines | chars | beforeLine | beforeChar | match |
// rows | cols | cells, all, integrity, url, charset, lineEndings} as `fragid
// make --json` takes --lines ... --line-endings (cli/make_command.cpp, whose
// option checks this mirrors, in its words with the option's JavaScript name;
// a key it does not take is refused, call_options.hpp), answered with the object (with `all`, the array) it prints. A selection the
// entity does not have is an error with code "refused" ("the entity has 3
// lines; lines 5-6 asks for line 5"), as the CLI refuses it with exit code 1.
#include <nlohmann/json.hpp>
#include <string>
#include <variant>
#include <vector>

#include "call_options.hpp"
#include "entity_options.hpp"
#include "exported_call.hpp"
#include "fragid/choice/usage_error.hpp"
#include "fragid/conformance/result_json.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/grammar/fragment.hpp"  // to_string of a fragment
#include "fragid/grammar/uri_reference.hpp"
#include "fragid/reference/make.hpp"

namespace fragid::wasm {
namespace {

// One of the request's selections: a string, or for rows/cols/cells a string or an array of them.
std::vector<std::string> values_of(const nlohmann::json& request, const char* name) {
    if (!request.contains(name) || request[name].is_null()) return {};
    const auto& v = request[name];
    if (v.is_string()) return {v.get<std::string>()};
    if (!v.is_array()) throw BadRequest(std::string(name) + " must be a string or an array of strings");
    std::vector<std::string> out;
    for (const auto& item : v) {
        if (!item.is_string()) throw BadRequest(std::string(name) + " must be a string or an array of strings");
        out.push_back(item.get<std::string>());
    }
    return out;
}

OrdinalSpan span_or_usage(const std::string& name, const std::string& value) {
    if (auto span = parse_ordinal_span(value)) return *span;
    throw choice::UsageError(name + ": '" + value + "' is not N or N-M with 1 <= N <= M (M may be *)");
}

struct Selection {
    std::string said;  // "lines 10-20", for a refusal
    std::variant<std::monostate, TextSelection, std::string, CsvSelection> what;  // string: a --match pattern
};

Selection selection_of(const nlohmann::json& r) {
    const char* text_names[] = {"lines", "chars", "beforeLine", "beforeChar", "match"};
    const char* csv_names[] = {"rows", "cols", "cells"};
    int kinds = 0;
    Selection s;
    for (const char* name : text_names)
        if (auto v = optional_string(r, name)) {
            ++kinds;
            s.said = std::string(name) + " " + *v;
            const std::string n = name;
            if (n == "match") {
                s.what = *v;
            } else if (n == "lines" || n == "chars") {
                s.what = TextSelection{TextSpanSelection{n == "lines" ? TextScheme::line : TextScheme::character,
                                                         span_or_usage(n, *v)}};
            } else {
                const auto span = span_or_usage(n, *v);
                if (span.first != span.last) throw choice::UsageError(n + ": '" + *v + "' is not one number (or *)");
                s.what = TextSelection{TextPointSelection{n == "beforeLine" ? TextScheme::line : TextScheme::character,
                                                          span.first}};
            }
        }
    CsvSelection csv;
    for (const char* name : csv_names) {
        const auto values = values_of(r, name);
        if (values.empty()) continue;
        ++kinds;
        const std::string n = name;
        csv.scheme = n == "rows" ? CsvScheme::row : n == "cols" ? CsvScheme::col : CsvScheme::cell;
        for (const auto& v : values) {
            s.said += (s.said.empty() ? "" : " ") + n + " " + v;
            if (n != "cells") {
                csv.spans.push_back(span_or_usage(n, v));
                continue;
            }
            const auto cells = parse_cell_span(v);
            if (!cells)
                throw choice::UsageError("cells: '" + v +
                                         "' is not R,C or R,C-R,C with each number from 1 and the first "
                                         "cell above and left of the second (* is the last)");
            csv.cells.push_back(*cells);
        }
        s.what = csv;
    }
    if (kinds != 1)
        throw choice::UsageError("make: give one selection: lines, chars, beforeLine, beforeChar, match, rows, cols or cells");
    return s;
}

template <class Made>
nlohmann::json made_json(const Made& made, const EntityCharset& charset, const std::optional<std::string>& url) {
    nlohmann::json json = made.identified;
    json["charset"] = charset_json(charset);
    json["fragment"] = to_string(made.fragment);
    if (url) json["uri"] = *url + "#" + to_string(made.fragment);
    return json;
}

nlohmann::json make_request(const nlohmann::json& r, std::string_view bytes) {
    refuse_unknown_keys(r, {"lines", "chars", "beforeLine", "beforeChar", "match", "all", "rows", "cols", "cells",
                            "integrity", "url", "charset", "lineEndings"}, "make");
    const auto selection = selection_of(r);
    const bool csv = std::holds_alternative<CsvSelection>(selection.what);
    const bool all = flag_of(r, "all");
    const auto integrity_asked = optional_string(r, "integrity");
    const auto url = optional_string(r, "url");
    if (all && !std::holds_alternative<std::string>(selection.what)) throw choice::UsageError("make: all goes with match");
    if (csv && integrity_asked)
        throw choice::UsageError("make: integrity is for text/plain (RFC 5147 s.3.1); text/csv has none");
    if (integrity_asked && *integrity_asked != "length" && *integrity_asked != "md5" && *integrity_asked != "both")
        throw choice::UsageError("make: integrity: '" + *integrity_asked + "' is none of length, md5, both");
    if (url && url->find('#') != std::string::npos) throw choice::UsageError("make: url '" + *url + "' has a fragment already");
    if (url)
        if (const auto problem = url_problem(*url)) throw choice::UsageError("make: url is not a URI reference: " + *problem);
    const auto endings = line_endings_of(r);
    // make takes no type (its selection says the media type): the CLI's choice for a local file.
    const auto charset = charset_for(optional_string(r, "charset"), bytes);
    const Entity entity{bytes, charset.charset.name, endings, nullptr};
    const auto refused = [&](const MakeError& e) -> nlohmann::json {
        throw MakeRefused("the entity has " + e.has + "; " + selection.said + " asks for " + e.asked);
    };
    if (const auto* csv_selection = std::get_if<CsvSelection>(&selection.what)) {
        auto made = make_csv(entity, charset.charset, *csv_selection);
        if (const auto* e = std::get_if<MakeError>(&made)) return refused(*e);
        return made_json(std::get<MadeCsv>(made), charset, url);
    }
    const IntegrityRequest integrity{integrity_asked == "length" || integrity_asked == "both",
                                     integrity_asked == "md5" || integrity_asked == "both"};
    if (const auto* pattern = std::get_if<std::string>(&selection.what)) {
        std::variant<std::vector<MadeText>, MakeError> made;
        try {
            made = make_matches(entity, charset.charset, *pattern, all, integrity);
        } catch (const PatternError& e) {
            throw choice::UsageError(std::string("match: ") + e.what());
        }
        if (const auto* e = std::get_if<MakeError>(&made)) return refused(*e);
        auto list = nlohmann::json::array();
        for (const auto& m : std::get<std::vector<MadeText>>(made)) list.push_back(made_json(m, charset, url));
        return all ? list : list.at(0);
    }
    auto made = make_text(entity, charset.charset, std::get<TextSelection>(selection.what), integrity);
    if (const auto* e = std::get_if<MakeError>(&made)) return refused(*e);
    return made_json(std::get<MadeText>(made), charset, url);
}

}  // namespace
}  // namespace fragid::wasm

extern "C" const char* fragid_make(const char* request, std::size_t size, const char* entity, std::size_t entity_size) {
    return fragid::wasm::exported_call(request, size, [&](const nlohmann::json& r) {
        return fragid::wasm::make_request(r, std::string_view(entity, entity_size));
    });
}
