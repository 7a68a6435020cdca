// Where docs/interpretations*.md are, for the commands that link or quote
// fragid's readings of the specs: `matrix` and `docs` (the edge-case pages),
// `report` and `show`. One rule for the four (issue 38 item 5): the
// --interpretations directory, which must hold at least one of the files (a
// directory that does not exist, or holds none, is a usage error naming it);
// else docs/ beside the suite, as installed (share/fragid/docs) or as in the
// source tree (conformance/../docs). Never the current directory: run from
// elsewhere, `matrix` and `docs` lost every link to fragid's readings without
// a word.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace fragid::cli {

// The option's help, the same for the four commands.
inline constexpr const char* interpretations_help =
    "The directory of interpretations*.md, for the links to and quotes of fragid's readings of the specs (default: "
    "docs/ beside the suite, installed or in the source tree; a directory named here must hold them)";

struct InterpretationsDirectory {
    std::optional<std::filesystem::path> dir;  // nothing: not found beside the suite
    std::string looked;  // where fragid looked, when not found: "looked in A and B; pass --interpretations DIR"
};

InterpretationsDirectory interpretations_directory(const std::optional<std::string>& option, const std::string& suite);

// The same, for a command that writes pages: not found is said on stderr as
// a warning (the pages then link none of fragid's readings); the directory to
// read, which may hold nothing.
std::filesystem::path interpretations_for_pages(const std::optional<std::string>& option, const std::string& suite);

}  // namespace fragid::cli
