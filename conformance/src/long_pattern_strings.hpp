// Long strings and JSON Schema's "pattern" (json_schema.cpp). valijson
// checks a "pattern" with std::regex, whose libstdc++ executor recurses at
// least once per character it matches: a long string overflows the stack.
// `fragid lint` died with SIGSEGV on a vector whose entity was 4 MB of base64,
// and an adapter could kill the runner with one long handshake field. So a
// string longer than kPatternCheckedUpTo under a property the schema gives a
// pattern is never shown to valijson: the patterns of the two encodings an
// entity may be long in (hex and base64, vectors.schema.json) are checked here
// by hand, as the same languages; any other pattern on such a string is an
// error saying why it was not checked. Every shorter string, and every string
// without a pattern, is valijson's as before.
#pragma once

#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace fragid::conformance::detail {

// Well below the depth that overflows 8 MiB at -O0 under AddressSanitizer
// (a thread's default stack; about 600 bytes a character there).
inline constexpr std::size_t kPatternCheckedUpTo = 1024;

// Which patterns apply to the strings of each property name, collected from a
// schema once: a property's own "pattern", its items' (a list of strings is
// its property's), through "$ref" (within the document) and "allOf", "anyOf",
// "oneOf"; `any_name` gathers those of "additionalProperties" and
// "patternProperties", which can apply to any name.
struct PropertyPatterns {
    std::map<std::string, std::set<std::string>> by_name;
    std::set<std::string> any_name;
    static PropertyPatterns of_schema(const nlohmann::json& schema);
};

// Replaces, in `document`, every string longer than kPatternCheckedUpTo that a
// pattern applies to by an empty string, and returns for each the JSON pointer
// (valijson's spelling: names unescaped) and what is wrong with it, if
// anything: "Failed to match regex specified by 'pattern' constraint." as
// valijson says it, or why it was not checked.
std::vector<std::pair<std::string, std::string>> take_out_long_pattern_strings(nlohmann::json& document,
                                                                               const PropertyPatterns& patterns);

// Whether `document` holds such a string (so that it needs a copy to take them out of).
bool has_long_pattern_strings(const nlohmann::json& document, const PropertyPatterns& patterns);

}  // namespace fragid::conformance::detail
