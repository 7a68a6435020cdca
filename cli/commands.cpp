#include "commands.hpp"

#include <algorithm>
#include <cstdio>
#include <exception>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <variant>

#include "fragid/grammar/fragment.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/result_json.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/reference/rfc7111/resolver.hpp"
#include "fragid/entity/mapped_file.hpp"
#include "fragid/reference/resolve.hpp"
#include "fragid/entity/span_writer.hpp"
#include "fragid/reference/rfc5147/explain.hpp"
#include "fragid/reference/wilde/resolver.hpp"
#include "guarded.hpp"
#include "spec_choice.hpp"

namespace fragid::cli {

int exit_code_for(Status status) { return status == Status::ok ? exit_identified : exit_not_identified; }

LoadedEntity load_entity(const EntityOptions& options, const std::string& path) {
    LoadedEntity loaded;
    const auto endings = LineEndingSet::parse(options.line_endings);
    if (!endings)
        throw UsageError("--line-endings: '" + options.line_endings +
                         "' is not a comma-separated list of CRLF, LF, CR, NEL, CR+NEL (or all, none)");
    try {
        loaded.file = std::make_unique<MappedFile>(path);
    } catch (const std::exception& e) {
        throw UsageError(e.what());
    }
    loaded.entity = Entity{loaded.file->bytes(), options.charset, *endings, loaded.file->stream()};
    return loaded;
}

void hold_whole(LoadedEntity& loaded) { loaded.entity = held_whole(loaded.entity); }

void after_resolving(LoadedEntity& loaded) {
    if (!loaded.entity.stream) return;
    loaded.entity.bytes = loaded.entity.stream->bytes();
    loaded.entity.stream = nullptr;
}

namespace {

// The first bytes, where a byte order mark would be: of a stream, read now
// (its first page stays readable, entity_stream.hpp).
std::string_view first_bytes(const Entity& entity) {
    constexpr std::size_t mark = 3;
    return (entity.stream ? entity.stream->extend(mark) : entity.bytes).substr(0, mark);
}

}  // namespace

EntityCharset charset_for(const EntityOptions& options, Spec spec, const LoadedEntity& loaded) {
    auto chosen = choose_charset(options.charset, options.type, spec, first_bytes(loaded.entity));
    auto charset = lookup_charset(chosen.name);
    if (!charset) throw UsageError(unknown_charset_reason(chosen.name));
    return {std::move(*charset), std::move(chosen)};
}

Entity in_charset(Entity entity, const EntityCharset& charset) {
    entity.charset = charset.charset.name;
    return entity;
}

nlohmann::json result_json(const FragmentResult& result, const EntityCharset& charset) {
    auto json = std::visit([](const auto& r) { return nlohmann::json(r); }, result);
    json["charset"] = {{"name", charset.charset.name}, {"source", to_string(charset.chosen.source)}};
    return json;
}

void report_status(Status status, const std::string& reason) {
    std::cerr << "fragid: " << to_string(status) << ": " << reason << '\n';
}

namespace {

// A position, or a range that identifies no character, prints nothing: where
// it is goes to standard error, so that an empty output is never unexplained.
void report_position(const TextResult& r, const char* what) {
    std::cerr << "fragid: " << what << "character " << r.start.character << " (byte " << r.start.byte << ", line "
              << r.start.line << ", column " << r.start.column << ")\n";
}

// A check that was not used changes nothing in the result, so it would pass
// unseen; each is said once (s.2.3 not used, s.3.1 ignored).
void report_unused_checks(const TextResult& r) {
    for (const auto& check : r.checks)
        if (check.outcome == CheckOutcome::ignored || check.outcome == CheckOutcome::not_used)
            std::cerr << "fragid: note: integrity check "
                      << (check.outcome == CheckOutcome::ignored ? "ignored: " : "not used: ") << check.detail << '\n';
}

int print_resolved(const TextResult& result, const ResolveCommandOptions&, const Entity& entity) {
    report_unused_checks(result);
    if (result.status != Status::ok) {
        report_status(result.status, result.reason);
    } else if (result.is_position) {
        report_position(result, "position: ");
    } else if (result.start.character == result.end.character) {
        report_position(result, "empty range, nothing to print: at ");
    } else {
        // The identified text exactly as its bytes are: no transcoding; a
        // long span piece by piece, so memory stays bounded (span_writer.hpp).
        write_span(std::cout, entity.bytes, result.start.byte, result.end.byte);
    }
    return exit_code_for(result.status);
}

int print_resolved(const CsvResult& result, const ResolveCommandOptions&, const Entity& entity) {
    for (const auto& ignored : result.ignored)
        std::cerr << "fragid: note: selection " << ignored.selection + 1 << " ignored: " << ignored.reason << '\n';
    if (result.status != Status::ok)
        report_status(result.status, result.reason);
    else
        render_csv(result, entity, std::cout);
    return exit_code_for(result.status);
}

int print_resolved(const WildeResult& result, const ResolveCommandOptions& options, const Entity& entity) {
    return print_wilde_result(result, options, entity);
}

void explain_syntax_error(Spec spec, const SyntaxError& error) {
    const auto& d = describe(spec);
    std::cout << "not a fragment identifier of " << d.title << ": syntax error at " << error.message();
    if (!d.syntax_error_rule.empty()) std::cout << "; it MUST be ignored (" << d.syntax_error_rule << ")";
    std::cout << '\n';
}

std::string explain_parsed(const TextFragment& f) { return explain_text(f); }
std::string explain_parsed(const CsvFragment& f) { return explain_csv(f); }
std::string explain_parsed(const WildeFragment& f) { return explain_wilde(f); }

// The result's points mix two countings; explain says which is which.
constexpr const char* counting_note =
    "  (characters and bytes count from 0, as positions in the fragment do; lines and columns count from 1)";

// The one rule of `explain`'s exit status: as `resolve` would exit wherever
// the fragment alone decides. A syntax error, or a fragment every part of
// which is ignored whatever the entity (an inverted range, row 0, line(0)),
// exits 1; anything an entity could make identify something exits 0.
bool ignored_everywhere(const TextFragment& f) { return ignored_as_written(f).has_value(); }
template <class Fragment>
bool ignored_everywhere(const Fragment& f) {
    const auto reasons = ignored_as_written(f);
    return std::all_of(reasons.begin(), reasons.end(), [](const auto& why) { return why.has_value(); });
}

int explain_resolved(const TextResult& result, const std::string& path) {
    std::cout << "in " << path << ": " << to_string(result.status) << ": " << result.reason << '\n';
    for (const auto& check : result.checks) std::cout << "  check " << to_string(check.outcome) << ": " << check.detail << '\n';
    if (result.status == Status::ok || result.status == Status::integrity_mismatch) std::cout << counting_note << '\n';
    return exit_code_for(result.status);
}

int explain_resolved(const CsvResult& result, const std::string& path) {
    std::cout << "in " << path << ": " << to_string(result.status) << ": " << result.reason << '\n';
    for (const auto& ignored : result.ignored)
        std::cout << "  selection " << ignored.selection + 1 << " ignored: " << ignored.reason << '\n';
    return exit_code_for(result.status);
}

int explain_resolved(const WildeResult& result, const std::string& path) { return explain_wilde_result(result, path); }

int print_json(const FragmentResult& result, const EntityCharset& charset) {
    std::cout << conformance::json_text(result_json(result, charset), 2) << '\n';
    return exit_code_for(status_of(result));
}

}  // namespace

// The result stays the resolver's; only a note says what to try. Told the
// charset (--charset), fragid suggests nothing.
void suggest_charset(const EntityCharset& charset, Spec spec, const Entity& entity) {
    const auto source = charset.chosen.source;
    if (source == CharsetSource::option) return;
    const auto& bytes = entity.bytes;
    if (source == CharsetSource::media_type_default) {
        if (bytes.starts_with("\xFF\xFE") || bytes.starts_with("\xFE\xFF"))
            std::cerr << "fragid: note: the file starts with a UTF-16 byte order mark: try --charset UTF-16\n";
        else if (describe(spec).default_charset == "US-ASCII")
            std::cerr << "fragid: note: --type " << describe(spec).media_type << " reads the file as a MIME entity "
                      << "without a charset parameter, which is US-ASCII (RFC 5147 s.1.1); for a UTF-8 file, try "
                         "--charset UTF-8\n";
        return;
    }
    std::cerr << "fragid: note: the file was read in " << described(charset.chosen, spec)
              << "; if it is in another charset, say which: --charset ISO-8859-1, --charset windows-1252, ...\n";
}


// Printed as CSV, a part need not list its fields: render_csv reads a large
// one from the entity as it prints (csv_resolver.hpp, CsvFieldListing).
fragid::ResolveOptions resolve_options(const ResolveCommandOptions& options) {
    fragid::ResolveOptions resolving;
    resolving.regex.cpu = std::chrono::milliseconds(static_cast<long long>(options.regex_seconds * 1000));
    resolving.regex.megabytes = options.regex_megabytes;
    if (!options.json) resolving.csv_fields = CsvFieldListing::small_parts_only;
    return resolving;
}

int run_resolve(const ResolveCommandOptions& options) {
    return guarded([&] {
        const auto recognised = recognise_fragment(options.fragment_or_entity, candidate_specs(options.entity.type, options.file));
        auto loaded = load_entity(options.entity, options.file);
        const auto charset = charset_for(options.entity, recognised.spec, loaded);
        loaded.entity = in_charset(loaded.entity, charset);
        const auto* error = std::get_if<SyntaxError>(&recognised.parsed);
        const FragmentResult result =
            error ? syntax_error_result(recognised.spec, *error)
                  : resolve(std::get<ParsedFragment>(recognised.parsed), loaded.entity, charset.charset,
                            resolve_options(options));
        after_resolving(loaded);
        const int code = options.json ? print_json(result, charset)
                                      : std::visit([&](const auto& r) { return print_resolved(r, options, loaded.entity); }, result);
        if (status_of(result) == Status::entity_error) suggest_charset(charset, recognised.spec, loaded.entity);
        return code;
    });
}

int run_explain(const ExplainOptions& options) {
    return guarded([&] {
        const auto recognised =
            recognise_fragment(options.fragment, candidate_specs(options.entity.type, options.file.value_or("")));
        if (const auto* error = std::get_if<SyntaxError>(&recognised.parsed)) {
            explain_syntax_error(recognised.spec, *error);
            return exit_not_identified;
        }
        const auto& parsed = std::get<ParsedFragment>(recognised.parsed);
        std::cout << to_string(parsed) << ": " << std::visit([](const auto& f) { return explain_parsed(f); }, parsed)
                  << '\n';
        if (!options.file)
            return std::visit([](const auto& f) { return ignored_everywhere(f); }, parsed) ? exit_not_identified
                                                                                             : exit_identified;
        auto loaded = load_entity(options.entity, *options.file);
        const auto charset = charset_for(options.entity, recognised.spec, loaded);
        loaded.entity = in_charset(loaded.entity, charset);
        const auto result = resolve(parsed, loaded.entity, charset.charset);
        after_resolving(loaded);
        const int code = std::visit([&](const auto& r) { return explain_resolved(r, *options.file); }, result);
        std::cout << "  read in " << described(charset.chosen, recognised.spec) << '\n';
        if (status_of(result) == Status::entity_error) suggest_charset(charset, recognised.spec, loaded.entity);
        return code;
    });
}

}  // namespace fragid::cli
