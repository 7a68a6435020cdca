// What an RFC 5147 fragment identifier means, in plain words.
#pragma once

#include <string>

#include "fragid/model/text_fragment.hpp"
#include "fragid/reference/rfc5147/resolver.hpp"  // ignored_as_written, the rule explain says in words

namespace fragid {

// E.g. "line=10,20" -> "lines 11 to 20 (1-based), including their line
// endings". Positions are 0-based in the fragment (s.2.1.1) but people count
// lines and characters from 1, so ranges are said 1-based and positions are
// said as "after character N" / "at the start of line N".
// A fragment ignored whatever the entity is said as "nothing: " and the
// resolver's reason (ignored_as_written, resolver.hpp).
std::string explain_text(const TextFragment& fragment);

}  // namespace fragid
