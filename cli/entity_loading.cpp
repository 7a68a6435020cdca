// What the commands that read one entity share (commands.hpp): loading it,
// choosing and looking up its charset, the result's JSON, what to try after
// an entity error, and the exit status.
#include "commands.hpp"

#include <algorithm>
#include <cstdio>
#include <exception>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <variant>

#include "fragid/conformance/result_json.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/entity_stream.hpp"
#include "fragid/entity/mapped_file.hpp"
#include "fragid/reference/resolve.hpp"
#include "guarded.hpp"

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

void after_resolving(LoadedEntity& loaded) { loaded.entity = as_read(loaded.entity); }

namespace {

// The first bytes, where a byte order mark would be: of a stream, read now
// (its first page stays readable, entity_stream.hpp).
std::string_view first_bytes(const Entity& entity) {
    constexpr std::size_t mark = 3;
    return (entity.stream ? entity.stream->extend(mark) : entity.bytes).substr(0, mark);
}

}  // namespace

EntityCharset charset_for(const EntityOptions& options, Spec spec, const LoadedEntity& loaded) {
    auto chosen = choice::choose_charset(options.charset, options.type, spec, first_bytes(loaded.entity));
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
    json["charset"] = {{"name", charset.charset.name}, {"source", choice::to_string(charset.chosen.source)}};
    return json;
}

// The result stays the resolver's; only a note says what to try. Told the
// charset (--charset), fragid suggests nothing.
void suggest_charset(const EntityCharset& charset, Spec spec, const Entity& entity) {
    const auto source = charset.chosen.source;
    if (source == choice::CharsetSource::option) return;
    const auto& bytes = entity.bytes;
    if (source == choice::CharsetSource::media_type_default) {
        if (bytes.starts_with("\xFF\xFE") || bytes.starts_with("\xFE\xFF"))
            std::cerr << "fragid: note: the file starts with a UTF-16 byte order mark: try --charset UTF-16\n";
        else if (describe(spec).default_charset == "US-ASCII")
            std::cerr << "fragid: note: --type " << describe(spec).media_type << " reads the file as a MIME entity "
                      << "without a charset parameter, which is US-ASCII (RFC 5147 s.1.1); for a UTF-8 file, try "
                         "--charset UTF-8\n";
        return;
    }
    std::cerr << "fragid: note: the file was read in " << choice::described(charset.chosen, spec)
              << "; if it is in another charset, say which: --charset ISO-8859-1, --charset windows-1252, ...\n";
}

fragid::ResolveOptions resolve_options(const ResolveCommandOptions& options) {
    fragid::ResolveOptions resolving;
    resolving.regex = regex_limits(options.regex_seconds, options.regex_megabytes);
    return resolving;
}

RegexLimits regex_limits(double seconds, std::uint64_t megabytes) {
    RegexLimits limits;
    limits.cpu = std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
    limits.megabytes = megabytes;
    return limits;
}

}  // namespace fragid::cli
