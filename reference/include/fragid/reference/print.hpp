// What a resolution prints as, for a person: the one door for every spec
// (`fragid resolve` without --json; `fragid explain`'s words: explain.hpp).
// Each spec's folder says how its result prints (<spec>/print.hpp); data
// flows one way, result -> text.
#pragma once

#include <ostream>

#include "fragid/entity/charset.hpp"
#include "fragid/model/entity.hpp"
#include "fragid/model/fragment.hpp"
#include "fragid/model/result.hpp"
#include "fragid/reference/resolve.hpp"

namespace fragid {

// resolve() and print_result() in one, the entity read once, in `charset`
// (looked up once, by the caller): RFC 7111's printer is handed the view the
// resolver read through and prints each part's rectangle from it
// (rfc7111/print.hpp), so a large part's fields are never listed and memory
// does not grow with the selection. A stream is printed from the bytes the
// resolution left readable. Gives the result's status.
Status resolve_and_print(const ParsedFragment& fragment, const Entity& entity, const Charset& charset,
                         const ResolveOptions& options, std::ostream& out, std::ostream& notes);

// The result for a person: on `notes` (standard error, for the CLI) what the
// spec's notes are (checks that changed nothing, parts ignored), then
// "fragid: STATUS: REASON" unless it is ok; if it is, what it identifies on
// `out` as the entity's own bytes. `entity` is the one resolved; a stream's
// bytes are those the resolver left readable.
void print_result(const FragmentResult& result, const Entity& entity, std::ostream& out, std::ostream& notes);

}  // namespace fragid
