// The subcommands of `fragid`. Each returns the process exit code:
// 0 identified, 1 syntax error / ignored / integrity mismatch / entity error,
// 2 usage or I/O error.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

#include "fragid/choice/local_charset.hpp"
#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"
#include "fragid/model/spec.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/mapped_file.hpp"
#include "fragid/reference/resolve.hpp"

namespace fragid::cli {

inline constexpr int exit_identified = 0;
inline constexpr int exit_not_identified = 1;
inline constexpr int exit_usage = 2;

// What FILE may be, for every subcommand's help (entity_stream.hpp says why).
inline constexpr const char* file_help =
    "The entity: a regular file is mapped; - (standard input), a pipe, a device or a /proc file is read as a "
    "stream, in 1 MiB chunks and only as far as the answer needs. Of a stream, a selection's bytes are held in "
    "memory from its start; the whole stream is held for draft-wilde fragments (match() needs the whole text), "
    "text/csv '*' and col= selections and iconv charsets, and make. At most 4 GiB are held; at most 16 GiB are "
    "read from a stream (so /dev/zero ends in an error)";

struct EntityOptions {
    std::optional<std::string> type;          // --type
    std::optional<std::string> charset;       // --charset
    std::string line_endings = "all";         // --line-endings
};

struct ResolveCommandOptions {
    EntityOptions entity;
    bool json = false;
    double regex_seconds = 2;         // --regex-seconds: the draft's match() budget per fragment (s.6)
    std::uint64_t regex_megabytes = 512;  // --regex-megabytes
    // The first operand as typed: a FRAGMENT (a fragment, #fragment or URI reference), or with
    // --fragments the ENTITY; run_resolve_command() makes it the fragment alone.
    std::string fragment_or_entity;
    std::string file;      // empty: the file a file: URI in `fragment_or_entity` names
    std::optional<std::string> fragments;  // --fragments FILE: one fragment per line, - for standard input
};

struct ExplainOptions {
    EntityOptions entity;
    std::string fragment;
    std::optional<std::string> file;
};

// `fragid resolve` as typed: FRAGMENT FILE, a file: URI alone, or
// --fragments FILE ENTITY (resolve_command.cpp).
int run_resolve_command(ResolveCommandOptions options);
// One fragment, already taken out of what was typed, in options.file.
int run_resolve(const ResolveCommandOptions& options);
int run_explain(const ExplainOptions& options);  // explain_command.cpp
int run_migrate(const std::string& fragment);  // migrate_command.cpp

// Shared by the subcommands (entity_loading.cpp).
int exit_code_for(Status status);
// The entity and the file behind it, checked before anything is resolved.
struct LoadedEntity {
    std::unique_ptr<MappedFile> file;
    Entity entity;
};
// Maps the file, or opens it as a stream (MappedFile); the charset is not
// looked up here (charset_for()).
LoadedEntity load_entity(const EntityOptions& options, const std::string& path);
// A stream read whole into memory (under EntityStream's cap), for commands
// that read the entity more than once (make).
void hold_whole(LoadedEntity& loaded);
// After resolving: `entity.bytes` is what the resolver left readable of a
// stream (the selection, at its offsets), for printing it.
void after_resolving(LoadedEntity& loaded);
// The entity's charset for a fragment of `spec`, chosen as a local file's
// (local_charset.hpp: --charset, a media type's default, a byte order mark,
// else UTF-8) and looked up once. Throws UsageError for a name neither IANA
// nor iconv knows.
struct EntityCharset {
    Charset charset;
    choice::ChosenCharset chosen;
};
EntityCharset charset_for(const EntityOptions& options, Spec spec, const LoadedEntity& loaded);
// `entity` as resolved in that charset: it is the entity's charset from then
// on, as if declared (integrity checks compare with it, RFC 5147 s.2.3; CSV
// is written in it).
Entity in_charset(Entity entity, const EntityCharset& charset);
// What `resolve --json` prints: the result, and the charset and why.
nlohmann::json result_json(const FragmentResult& result, const EntityCharset& charset);
// After an entity error, what to try (stderr; nothing if --charset was given).
void suggest_charset(const EntityCharset& charset, Spec spec, const Entity& entity);
// The library's options for resolving as `resolve` was asked to.
fragid::ResolveOptions resolve_options(const ResolveCommandOptions& options);
// --regex-seconds and --regex-megabytes as the regex child's limits.
RegexLimits regex_limits(double seconds, std::uint64_t megabytes);

}  // namespace fragid::cli
