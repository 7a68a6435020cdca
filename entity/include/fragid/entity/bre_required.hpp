// Characters that every match of a POSIX basic regular expression contains:
// a sound shortcut for the draft's match() (draft-wilde-text-fragment-01 s.3.1.5).
#pragma once

#include <string>
#include <string_view>

namespace fragid {

// The ASCII characters (each once) that occur in every match of `pattern`,
// a BRE that regcomp accepted (GNU syntax: \| \+ \? and \{,n\} included).
// A text that lacks one of them has no match at all, so the search can stop
// before regexec: back-references make regexec exponential, and a pattern
// such as \(a*\)*\1\1b on a text without 'b' otherwise runs for seconds to
// find nothing (conformance/vectors/wilde-limits.yaml).
//
// Only what is certain is returned: the plain literals at the top level of
// the pattern that no quantifier lets occur zero times. Groups, brackets,
// '.', anchors, back-references, other escapes and non-ASCII bytes count as
// unknown, and a top-level \| gives up entirely. An empty answer says nothing.
std::string bre_required_characters(std::string_view pattern);

}  // namespace fragid
