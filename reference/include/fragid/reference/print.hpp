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

// resolve() for a result that is only printed, never compared or written as
// JSON: a CSV part of more than 65,536 fields (a whole column, say) lists none
// (CsvPart::fields_listed), and print_result reads them from the entity
// again, so memory does not grow with the selection.
FragmentResult resolve_to_print(const ParsedFragment& fragment, const Entity& entity, const Charset& charset,
                                const ResolveOptions& options = {});

// The result for a person: on `notes` (standard error, for the CLI) what the
// spec's notes are (checks that changed nothing, parts ignored), then
// "fragid: STATUS: REASON" unless it is ok; if it is, what it identifies on
// `out` as the entity's own bytes. `entity` is the one resolved; a stream's
// bytes are those the resolver left readable.
void print_result(const FragmentResult& result, const Entity& entity, std::ostream& out, std::ostream& notes);

}  // namespace fragid
