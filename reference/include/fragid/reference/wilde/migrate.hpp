// From the 2002 draft's syntax to RFC 5147's: the fragment that identifies
// the same text, or why there is none.
#pragma once

#include <string>
#include <variant>

#include "fragid/model/text_fragment.hpp"
#include "fragid/model/wilde_fragment.hpp"

namespace fragid {

struct NoMigration {
    std::string why;
};

// char(N) -> char=N-1,N; char(a,b) -> char=a-1,b; char(a,) -> char=a-1,
// (counts from 1 become positions from 0, and the draft's inclusive ranges
// end after their last character); line() likewise. Several parts migrate
// only when they are of one scheme and their ranges overlap or touch, so
// that their union is one range. match() has no counterpart in RFC 5147,
// and a part the draft ignores (count 0, inverted) has nothing to migrate.
//
// The result identifies the same text whenever every count is within the
// entity. Beyond its end they differ: the draft clamps to the last character
// or line (s.4.1), RFC 5147 to the position after it (s.4.2).
std::variant<TextFragment, NoMigration> migrate_to_rfc5147(const WildeFragment& fragment);

}  // namespace fragid
