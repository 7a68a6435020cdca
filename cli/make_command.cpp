#include "make_command.hpp"

#include <iostream>
#include <nlohmann/json.hpp>
#include <variant>

#include "fragid/conformance/result_json.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/grammar/uri_reference.hpp"
#include "fragid/reference/make.hpp"
#include "guarded.hpp"
#include "option_checks.hpp"

namespace fragid::cli {

void add_make_options(CLI::App& command, MakeOptions& o) {
    command.add_option("FILE", o.file, file_help)->required();
    command.add_option("--lines", o.lines, "Lines N-M, counted from 1, both included (as people say it); M may be *")
        ->check(checks::non_empty());
    command.add_option("--chars", o.chars, "Characters N-M, counted from 1, both included; M may be *")
        ->check(checks::non_empty());
    command.add_option("--before-line", o.before_line, "The position just before line N (N-1 in RFC 5147's count)")
        ->check(checks::non_empty());
    command.add_option("--before-char", o.before_char, "The position just before character N")
        ->check(checks::non_empty());
    command.add_option("--match", o.match,
                       "The characters of the first match of this POSIX extended regular expression (line endings "
                       "are one LF to it)")->check(checks::non_empty());
    command.add_flag("--all", o.all, "With --match: every match, one fragment a line");
    command.add_option("--rows", o.rows, "text/csv rows N-M (from 1, both included; * is the last); repeatable")
        ->check(checks::non_empty());
    command.add_option("--cols", o.cols, "text/csv columns N-M; repeatable")->check(checks::non_empty());
    command.add_option("--cells", o.cells, "text/csv cells R,C or R,C-R,C (upper-left to lower-right); repeatable")
        ->check(checks::non_empty());
    command.add_option("--integrity", o.integrity,
                       "Add RFC 5147 integrity checks, each with the charset: length, md5 or both")
        ->transform(checks::one_of({"length", "md5", "both"}));
    command.add_option("--url", o.url, "Print the whole URI: this URL, '#', the fragment")->check(checks::non_empty());
    command.add_flag("--json", o.json, "Print the fragment with what it identifies, as resolve --json does");
}

namespace {

// The option the selection came from and its value, for messages: "--lines 10-20".
struct Named {
    std::string option;
    std::string value;
    std::string said() const { return value.empty() ? option : option + " " + value; }
};

OrdinalSpan span_or_usage(const Named& n) {
    if (auto span = parse_ordinal_span(n.value)) return *span;
    throw UsageError(n.option + ": '" + n.value + "' is not N or N-M with 1 <= N <= M (M may be *)");
}

TextSelection text_selection(const MakeOptions& o, Named& named) {
    if (o.lines || o.chars) {
        named = o.lines ? Named{"--lines", *o.lines} : Named{"--chars", *o.chars};
        return TextSpanSelection{o.lines ? TextScheme::line : TextScheme::character, span_or_usage(named)};
    }
    const bool line = o.before_line.has_value();
    named = {line ? "--before-line" : "--before-char", line ? *o.before_line : *o.before_char};
    const auto span = span_or_usage(named);
    if (span.first != span.last) throw UsageError(named.option + ": '" + named.value + "' is not one number (or *)");
    return TextPointSelection{line ? TextScheme::line : TextScheme::character, span.first};
}

CsvSelection csv_selection(const MakeOptions& o, Named& named) {
    CsvSelection selection;
    const auto add_spans = [&](const std::vector<std::string>& values, const char* option, CsvScheme scheme) {
        selection.scheme = scheme;
        for (const auto& v : values) selection.spans.push_back(span_or_usage(named = {option, v}));
    };
    if (!o.rows.empty()) add_spans(o.rows, "--rows", CsvScheme::row);
    if (!o.cols.empty()) add_spans(o.cols, "--cols", CsvScheme::col);
    selection.scheme = o.cells.empty() ? selection.scheme : CsvScheme::cell;
    for (const auto& v : o.cells) {
        named = {"--cells", v};
        const auto cells = parse_cell_span(v);
        if (!cells) throw UsageError("--cells: '" + v + "' is not R,C or R,C-R,C with each number from 1 and the "
                                     "first cell above and left of the second (* is the last)");
        selection.cells.push_back(*cells);
    }
    if (o.rows.size() + o.cols.size() + o.cells.size() > 1) {  // name them all: "--rows 1-2 --rows 9"
        const char* option = !o.rows.empty() ? "--rows" : !o.cols.empty() ? "--cols" : "--cells";
        named = {};
        for (const auto& v : !o.rows.empty() ? o.rows : !o.cols.empty() ? o.cols : o.cells)
            named.option += (named.option.empty() ? "" : " ") + std::string(option) + " " + v;
    }
    return selection;
}

// Exactly one kind of selection, and options that fit it.
bool check_choice(const MakeOptions& o) {
    const int text = o.lines.has_value() + o.chars.has_value() + o.before_line.has_value() + o.before_char.has_value() +
                     o.match.has_value();
    const int csv = !o.rows.empty() + !o.cols.empty() + !o.cells.empty();
    if (text + csv != 1)
        throw UsageError("make: give one selection: --lines, --chars, --before-line, --before-char, --match, --rows, "
                         "--cols or --cells");
    if (o.all && !o.match) throw UsageError("make: --all goes with --match");
    if (csv && o.integrity) throw UsageError("make: --integrity is for text/plain (RFC 5147 s.3.1); text/csv has none");
    if (o.url && o.url->find('#') != std::string::npos)
        throw UsageError("make: --url '" + *o.url + "' has a fragment already");
    if (o.url)
        if (const auto problem = url_problem(*o.url))
            throw UsageError("make: --url is not a URI reference: " + *problem);
    return text == 1;
}

IntegrityRequest integrity_of(const MakeOptions& o) {
    const std::string asked = o.integrity.value_or("");
    return {asked == "length" || asked == "both", asked == "md5" || asked == "both"};
}

// Bytes the charset does not allow get the note resolve gives them.
int refuse(const MakeError& error, const Named& named, const EntityCharset& charset, Spec spec, const Entity& entity) {
    std::cerr << "fragid: the file has " << error.has << "; " << named.said() << " asks for " << error.asked << '\n';
    if (error.undecodable) suggest_charset(charset, spec, entity);
    return exit_not_identified;
}

// One fragment a line, or the JSON (what resolve --json prints, with the
// fragment): an object, or with --all an array.
template <class Made>
int print(const std::vector<Made>& made, const MakeOptions& o, const EntityCharset& charset) {
    nlohmann::json all = nlohmann::json::array();
    for (const auto& m : made) {
        const auto written = to_string(m.fragment);
        const auto printed = o.url ? *o.url + "#" + written : written;
        if (!o.json) std::cout << printed << '\n';
        all.push_back(result_json(m.identified, charset));
        all.back()["fragment"] = written;
        if (o.url) all.back()["uri"] = printed;
    }
    if (o.json) std::cout << conformance::json_text(o.all ? all : all.front(), 2) << '\n';
    return exit_identified;
}

// The entity is read in the charset resolve would read it in (local_charset.hpp),
// and an integrity check names that charset.
int make_text_fragment(const MakeOptions& o, const LoadedEntity& loaded) {
    const auto charset = charset_for(o.entity, Spec::rfc5147, loaded);
    const auto entity = in_charset(loaded.entity, charset);
    const auto integrity = integrity_of(o);
    if (o.match) {
        auto made = make_matches(entity, charset.charset, *o.match, o.all, integrity,
                                 regex_limits(o.regex_seconds, o.regex_megabytes));
        if (auto* error = std::get_if<MakeError>(&made))
            return refuse(*error, {"--match", *o.match}, charset, Spec::rfc5147, entity);
        return print(std::get<std::vector<MadeText>>(made), o, charset);
    }
    Named named;
    const auto selection = text_selection(o, named);
    auto made = make_text(entity, charset.charset, selection, integrity);
    if (auto* error = std::get_if<MakeError>(&made)) return refuse(*error, named, charset, Spec::rfc5147, entity);
    return print(std::vector<MadeText>{std::move(std::get<MadeText>(made))}, o, charset);
}

int make_csv_fragment(const MakeOptions& o, const LoadedEntity& loaded) {
    const auto charset = charset_for(o.entity, Spec::rfc7111, loaded);
    const auto entity = in_charset(loaded.entity, charset);
    Named named;
    const auto selection = csv_selection(o, named);
    auto made = make_csv(entity, charset.charset, selection);
    if (auto* error = std::get_if<MakeError>(&made)) return refuse(*error, named, charset, Spec::rfc7111, entity);
    return print(std::vector<MadeCsv>{std::move(std::get<MadeCsv>(made))}, o, charset);
}

}  // namespace

int run_make(const MakeOptions& options) {
    return guarded([&] {
        const bool text = check_choice(options);
        auto loaded = load_entity(options.entity, options.file);
        hold_whole(loaded);
        try {
            return text ? make_text_fragment(options, loaded) : make_csv_fragment(options, loaded);
        } catch (const PatternError& e) {
            // A limit reached is resolve's resource-limit: the file is not known to
            // have a match, exit 1 (docs/guide-spec-readers.md, "Making fragments"), the limit named.
            if (e.limit_reached) {
                std::cerr << "fragid: --match " << e.what()
                          << " (a resource limit: --regex-seconds and --regex-megabytes set them)\n";
                return exit_not_identified;
            }
            throw UsageError(std::string("--match: ") + e.what());
        }
    });
}

}  // namespace fragid::cli
