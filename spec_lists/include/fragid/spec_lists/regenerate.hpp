// What scripts/spec_lists.sh writes: the lists of a JSON Schema, a fuzz
// dictionary or the action's metadata that come from the spec table, rewritten from it, every other
// byte kept. The ctest spec_lists.current runs it with --check, so a list
// edited by hand, or a table changed without running it, fails there.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace fragid::spec_lists {

// A schema node whose "$comment" starts with this names the list its keyword
// holds: {"$comment": "written from spec_table (scripts/spec_lists.sh): names",
// "enum": [...]}. "$comment" is a note for a schema's maintainers that
// validation ignores (draft-07 core, "Comments With $comment"; valijson
// reads only the keywords it knows), so the marks change nothing a schema
// accepts.
inline constexpr std::string_view schema_mark = "written from spec_table (scripts/spec_lists.sh): ";

// In a fuzz dictionary, the line that starts the table's entries, followed by
// an entry with `<name>` where each spec's name goes, then that entry a spec a
// line, then `dictionary_end`: libFuzzer skips lines that start with '#'.
inline constexpr std::string_view dictionary_mark = "# written from spec_table (scripts/spec_lists.sh): for each spec, ";
inline constexpr std::string_view dictionary_end = "# end of what spec_table writes";

// In a YAML file (action.yml), a comment at the end of a line that names the
// list the line's first parentheses hold: `description: Specs to run (...)  #
// written from spec_table (scripts/spec_lists.sh): names`. YAML ends a plain
// scalar at " #", so the mark is not part of the value.
inline constexpr std::string_view line_mark = "# written from spec_table (scripts/spec_lists.sh): ";

struct Regenerated {
    std::string text;
    std::size_t lists = 0;  // how many marked lists the text holds
};

// `text` (a JSON Schema) with each marked node's list written from the table.
// Throws std::runtime_error (naming the node's JSON pointer) for a mark that
// names no list or a node that cannot take its list.
Regenerated regenerate_schema(std::string_view text);

// `text` (a libFuzzer dictionary) with the entries between each mark and its
// end written from the table. Throws std::runtime_error (naming the line) for
// a mark without `<name>` or without its end.
Regenerated regenerate_dictionary(std::string_view text);

// `text` with the parentheses of each line marked by `line_mark` holding the
// table's spec names, joined by ", " (listed(), spec.hpp). Throws
// std::runtime_error (naming the line) for a mark that names another list or
// a line without "(...)" before its mark.
Regenerated regenerate_line_lists(std::string_view text);

}  // namespace fragid::spec_lists
