// The draft's entries, as the front doors reach them by the type of its
// fragment or result (spec_entries.hpp): its resolver, its printing
// (wilde/print.hpp: print_notes, print_identified, explain_details) and its
// words (explain_wilde, ignored_as_written: wilde/resolver.hpp).
#pragma once

#include "fragid/entity/entity_stream.hpp"
#include "fragid/reference/resolve.hpp"
#include "fragid/reference/wilde/print.hpp"
#include "fragid/reference/wilde/resolver.hpp"

namespace fragid::entry {

// match() runs a regular expression over the whole text (s.3.1.5), so the
// resolver reads a stream whole.
inline WildeResult resolve(const WildeFragment& f, const Entity& e, const Charset& c, const ResolveOptions& o) {
    if (e.stream) return resolve_wilde(f, held_whole(e), c, o.regex);
    return resolve_wilde(f, e, c, o.regex);
}

inline std::string explain(const WildeFragment& f) { return explain_wilde(f); }

}  // namespace fragid::entry
