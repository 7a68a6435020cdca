// `fragid resolve`: how its arguments become resolutions (one FRAGMENT in
// FILE, a file: URI alone (the file from the URI), or every line of
// --fragments against one ENTITY, each answered as one JSON line), and one
// resolution printed: as JSON, or as the reference prints it (print.hpp).
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <variant>

#include "commands.hpp"
#include "file_uri.hpp"
#include "fragid/choice/spec_choice.hpp"
#include "fragid/conformance/bytes_text.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/result_json.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/entity_memo.hpp"
#include "fragid/reference/print.hpp"
#include "fragid/reference/resolve.hpp"
#include "guarded.hpp"
#include "typed_fragment.hpp"

namespace fragid::cli {
namespace {

// What is shared by every line of a --fragments run: the entity, opened once
// (a multi-gigabyte file is mapped once, standard input read once), what
// resolving its fragments learnt about it (where its lines and characters
// are, its md5: EntityMemo, so that the batch reads it about once however many
// fragments there are), and each spec's charset, looked up the first time a
// fragment of that spec needs it.
struct BatchEntity {
    const ResolveCommandOptions& options;
    LoadedEntity loaded;
    std::vector<Spec> specs;
    std::map<Spec, EntityCharset> charsets;
    EntityMemo memo;  // after `loaded`, whose bytes its views read: destroyed first

    const EntityCharset& charset(Spec spec) {
        auto found = charsets.find(spec);
        if (found == charsets.end()) found = charsets.emplace(spec, charset_for(options.entity, spec, loaded)).first;
        return found->second;
    }
};

bool is_blank(const std::string& line) { return line.find_first_not_of(" \t") == std::string::npos; }

// One line's answer, in the shape `resolve --json` prints; a line that holds
// no fragment (a URI without '#') gets {"error": why} instead.
nlohmann::json answer(const std::string& typed, BatchEntity& batch) {
    std::string fragment;
    try {
        fragment = fragment_of_typed(typed);
    } catch (const UsageError& e) {
        return {{"error", e.what()}};
    }
    const auto recognised = recognise_fragment(fragment, batch.specs);
    const auto* error = std::get_if<SyntaxError>(&recognised.parsed);
    const auto& charset = batch.charset(recognised.spec);
    fragid::ResolveOptions resolving = resolve_options(batch.options);
    resolving.memo = &batch.memo;
    const FragmentResult result =
        error ? syntax_error_result(recognised.spec, *error)
              : resolve(std::get<ParsedFragment>(recognised.parsed), in_charset(batch.loaded.entity, charset),
                        charset.charset, resolving);
    return result_json(result, charset);
}

bool answered(const nlohmann::json& line) { return !line.contains("error") && line.at("status") == "ok"; }

// Reads the fragments one line at a time (a fragments file may be long),
// answering each as it is read.
int resolve_each_line(std::istream& in, const std::string& name, BatchEntity& batch) {
    int code = exit_identified;
    std::string line;
    for (std::uint64_t number = 1; std::getline(in, line); ++number) {
        if (line.ends_with('\r')) line.pop_back();  // a file written with CRLF
        if (is_blank(line)) continue;
        auto json = answer(line, batch);
        json["fragment"] = line;  // written with U+FFFD for each byte that is not UTF-8 (json_text.hpp)...
        if (!conformance::is_utf8(line)) json["fragment_hex"] = conformance::hex_of(line);  // ...so the bytes are here too
        json["line"] = number;
        std::cout << conformance::json_text(json) << '\n';
        if (!answered(json)) code = exit_not_identified;
    }
    // std::cin reads through stdio, which keeps a read error (a closed standard input: EBADF) to itself.
    if (in.bad() || (&in == &std::cin && std::ferror(stdin)))
        throw UsageError("read error: " + name + ": " + std::strerror(errno));
    return code;
}

int resolve_fragments(const ResolveCommandOptions& options) {
    // With --fragments the only argument is the ENTITY, in FRAGMENT's place.
    const std::string& entity_path = options.fragment_or_entity;
    if (!options.file.empty())
        throw UsageError("resolve: with --fragments, give one argument, the ENTITY ('" + options.file +
                         "' is one too many)");
    if (*options.fragments == "-" && entity_path == "-")
        throw UsageError("resolve: --fragments - reads standard input, so the ENTITY cannot be - too");
    // Every fragment reads the entity from its start: a stream is held whole (under its cap).
    auto loaded = load_entity(options.entity, entity_path);
    hold_whole(loaded);
    BatchEntity batch{options, std::move(loaded), choice::candidate_specs(options.entity.type, entity_path), {}, {}};
    if (options.entity.charset) (void)batch.charset(batch.specs.front());  // an unknown --charset ends the run now
    if (*options.fragments == "-") return resolve_each_line(std::cin, "standard input", batch);
    std::ifstream file(*options.fragments, std::ios::binary);
    if (!file) throw UsageError(*options.fragments + ": " + std::strerror(errno));
    return resolve_each_line(file, *options.fragments, batch);
}

void print_json(const FragmentResult& result, const EntityCharset& charset) {
    std::cout << conformance::json_text(result_json(result, charset), 2) << '\n';
}

}  // namespace

// JSON lists every field of a CSV part; printing reads the parts' rectangles
// through the resolver's own view of the entity (resolve_and_print).
int run_resolve(const ResolveCommandOptions& options) {
    return guarded([&] {
        const auto candidates = choice::candidate_specs(options.entity.type, options.file);
        const auto recognised = recognise_fragment(options.fragment_or_entity, candidates);
        auto loaded = load_entity(options.entity, options.file);
        const auto charset = charset_for(options.entity, recognised.spec, loaded);
        loaded.entity = in_charset(loaded.entity, charset);
        const auto* error = std::get_if<SyntaxError>(&recognised.parsed);
        Status status{};
        if (error || options.json) {
            const FragmentResult result = error ? syntax_error_result(recognised.spec, *error)
                                                : resolve(std::get<ParsedFragment>(recognised.parsed), loaded.entity,
                                                          charset.charset, resolve_options(options));
            after_resolving(loaded);
            status = status_of(result);
            if (options.json) print_json(result, charset);
            else print_result(result, loaded.entity, std::cout, std::cerr);
        } else {
            status = resolve_and_print(std::get<ParsedFragment>(recognised.parsed), loaded.entity, charset.charset,
                                       resolve_options(options), std::cout, std::cerr);
            after_resolving(loaded);
        }
        if (status == Status::entity_error) suggest_charset(charset, recognised.spec, loaded.entity);
        return exit_code_for(status);
    });
}

int run_resolve_command(ResolveCommandOptions options) {
    return guarded([&] {
        if (options.fragments) return resolve_fragments(options);
        // Without FILE, the file is the one a file: URI names (RFC 8089).
        if (options.file.empty()) options.file = local_path_of_file_uri(options.fragment_or_entity);
        options.fragment_or_entity = fragment_of_typed(options.fragment_or_entity);
        return run_resolve(options);
    });
}

}  // namespace fragid::cli
