#include "commands.hpp"

#include <cstdio>
#include <exception>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <variant>

#include "fragid/grammar/csv_parser.hpp"
#include "fragid/grammar/text_parser.hpp"
#include "fragid/model/json.hpp"
#include "fragid/reference/charset.hpp"
#include "fragid/reference/csv_resolver.hpp"
#include "fragid/reference/mapped_file.hpp"
#include "fragid/reference/text_explain.hpp"
#include "fragid/reference/text_resolver.hpp"
#include "guarded.hpp"
#include "media_type.hpp"

namespace fragid::cli {

int exit_code_for(Status status) { return status == Status::ok ? exit_identified : exit_not_identified; }

LoadedEntity load_entity(const EntityOptions& options, const std::string& path) {
    LoadedEntity loaded;
    if (options.charset && !lookup_charset(*options.charset))
        throw UsageError("unknown charset '" + *options.charset + "' (neither IANA-registered nor known to iconv)");
    const auto endings = LineEndingSet::parse(options.line_endings);
    if (!endings)
        throw UsageError("--line-endings: '" + options.line_endings +
                         "' is not a comma-separated list of CRLF, LF, CR, NEL, CR+NEL (or all, none)");
    try {
        loaded.file = std::make_unique<MappedFile>(path);
    } catch (const std::exception& e) {
        throw UsageError(e.what());
    }
    loaded.entity = Entity{loaded.file->bytes(), options.charset, *endings};
    return loaded;
}

void report_status(Status status, const std::string& reason) {
    std::cerr << "fragid: " << to_string(status) << ": " << reason << '\n';
}

namespace {


void check_type_flag(const EntityOptions& options) {
    if (options.type && !media_type_named(*options.type))
        throw UsageError("--type: '" + *options.type + "' is none of text, csv, wilde");
}


void report_position(const TextResult& r) {
    std::cerr << "position: character " << r.start.character << " (byte " << r.start.byte << ", line "
              << r.start.line << ", column " << r.start.column << ")\n";
}

int resolve_text_entity(const ResolveOptions& options, const Entity& entity) {
    const auto result = resolve_text(options.fragment, entity);
    if (options.json) {
        std::cout << nlohmann::json(result).dump(2) << '\n';
    } else if (result.status != Status::ok) {
        report_status(result.status, result.reason);
    } else if (result.is_position) {
        report_position(result);
    } else {
        // The identified text exactly as its bytes are: no transcoding.
        const auto bytes = entity.bytes.substr(result.start.byte, result.end.byte - result.start.byte);
        std::cout.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    }
    return exit_code_for(result.status);
}

int resolve_csv_entity(const ResolveOptions& options, const Entity& entity) {
    const auto result = resolve_csv(options.fragment, entity);
    if (options.json) {
        std::cout << nlohmann::json(result).dump(2) << '\n';
        return exit_code_for(result.status);
    }
    for (const auto& ignored : result.ignored)
        std::cerr << "note: selection " << ignored.selection + 1 << " ignored: " << ignored.reason << '\n';
    if (result.status != Status::ok)
        report_status(result.status, result.reason);
    else
        std::cout << render_csv(result, entity);
    return exit_code_for(result.status);
}

int explain_text_fragment(const ExplainOptions& options) {
    const auto parsed = parse_text_fragment(options.fragment);
    if (const auto* error = std::get_if<SyntaxError>(&parsed)) {
        std::cout << "not a text/plain fragment identifier: syntax error at " << error->message()
                  << "; it MUST be ignored (RFC 5147 s.4.4)\n";
        return exit_not_identified;
    }
    const auto& fragment = std::get<TextFragment>(parsed);
    std::cout << to_string(fragment) << ": " << explain_text(fragment) << '\n';
    if (!options.file) return exit_identified;
    const auto loaded = load_entity(options.entity, *options.file);
    const auto result = resolve_text(fragment, loaded.entity);
    std::cout << "in " << *options.file << ": " << to_string(result.status) << ": " << result.reason << '\n';
    for (const auto& check : result.checks) std::cout << "  check " << to_string(check.outcome) << ": " << check.detail << '\n';
    return exit_code_for(result.status);
}

int explain_csv_fragment(const ExplainOptions& options) {
    const auto parsed = parse_csv_fragment(options.fragment);
    if (const auto* error = std::get_if<SyntaxError>(&parsed)) {
        std::cout << "not a text/csv fragment identifier: syntax error at " << error->message()
                  << "; it MUST be ignored (RFC 7111 s.4.1)\n";
        return exit_not_identified;
    }
    const auto& fragment = std::get<CsvFragment>(parsed);
    std::cout << to_string(fragment) << ": " << explain_csv(fragment) << '\n';
    if (!options.file) return exit_identified;
    const auto loaded = load_entity(options.entity, *options.file);
    const auto result = resolve_csv(fragment, loaded.entity);
    std::cout << "in " << *options.file << ": " << to_string(result.status) << ": " << result.reason << '\n';
    for (const auto& ignored : result.ignored)
        std::cout << "  selection " << ignored.selection + 1 << " ignored: " << ignored.reason << '\n';
    return exit_code_for(result.status);
}


}  // namespace

int run_resolve(const ResolveOptions& options) {
    return guarded([&] {
        check_type_flag(options.entity);
        const auto type = choose_media_type(options.entity.type, options.file, options.fragment);
        auto loaded = load_entity(options.entity, options.file);
        if (type == MediaType::wilde) return resolve_wilde_entity(options, loaded.entity);
        return type == MediaType::csv ? resolve_csv_entity(options, loaded.entity)
                                      : resolve_text_entity(options, loaded.entity);
    });
}

int run_explain(const ExplainOptions& options) {
    return guarded([&] {
        check_type_flag(options.entity);
        const auto type = choose_media_type(options.entity.type, options.file.value_or(""), options.fragment);
        if (type == MediaType::wilde) return explain_wilde_fragment(options);
        return type == MediaType::csv ? explain_csv_fragment(options) : explain_text_fragment(options);
    });
}

}  // namespace fragid::cli
