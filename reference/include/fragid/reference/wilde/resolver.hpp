// The draft-wilde-text-fragment-01 resolver: char(), line() and match() of the
// 2002 predecessor of RFC 5147 (docs/interpretations-wilde.md).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"
#include "fragid/model/wilde_fragment.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/regex_search.hpp"

namespace fragid {

// Each scheme part on its own, then their union (s.3.1.6). Counts start at 1
// and clamp to the last character or line (s.4.1); every line ending is one
// character, whatever `entity.line_endings` says (s.2.1.1 makes all five
// mandatory). Reads the entity only as far as char() and line() need, unless
// a match() needs all of it; matching runs under `limits` (s.6), and reaching
// one gives status resource_limit.
// `charset` is the entity's, looked up once by the caller (resolve.hpp).
WildeResult resolve_wilde(const WildeFragment& fragment, const Entity& entity, const Charset& charset,
                          const RegexLimits& limits = {});
// Looks the entity's charset up first (US-ASCII when none is declared).
WildeResult resolve_wilde(const WildeFragment& fragment, const Entity& entity, const RegexLimits& limits = {});


// The union of character ranges (s.3.1.6: "the union of all identified
// ranges"): sorted by start, overlapping and adjacent ranges merged, empty ones
// dropped. The resolver gives WildeResult::identified by it; the conformance
// runner reads an implementation's spans through it too, so that how they are
// split or ordered does not matter.
std::vector<IdentifiedRange> union_of(std::vector<IdentifiedRange> ranges);

// "line 10 to line 20 (counted from 1), with their line endings; and every occurrence of the BRE 'x'".
// Why each scheme part is ignored whatever the entity (count 0, an inverted
// range), in fragment order; nothing for a part only an entity can decide.
std::vector<std::optional<std::string>> ignored_as_written(const WildeFragment& fragment);

std::string explain_wilde(const WildeFragment& fragment);

}  // namespace fragid
