// RFC 5147's entries, as the front doors reach them by the type of its
// fragment or result (spec_entries.hpp): its resolver, its printing
// (rfc5147/print.hpp: print_notes, print_identified, explain_details) and its
// words (rfc5147/explain.hpp; ignored_as_written, rfc5147/resolver.hpp).
#pragma once

#include "fragid/reference/resolve.hpp"
#include "fragid/reference/rfc5147/explain.hpp"
#include "fragid/reference/rfc5147/print.hpp"
#include "fragid/reference/rfc5147/resolver.hpp"

namespace fragid::entry {

// The resolver reads a stream as far as it needs (rfc5147/resolver.hpp).
inline TextResult resolve(const TextFragment& f, const Entity& e, const Charset& c, const ResolveOptions& o) {
    return resolve_text(f, e, c, o.memo);
}

inline std::string explain(const TextFragment& f) { return explain_text(f); }

}  // namespace fragid::entry
