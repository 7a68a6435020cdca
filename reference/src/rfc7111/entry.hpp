// RFC 7111's entries, as the front doors reach them by the type of its
// fragment or result (spec_entries.hpp): its resolver, its printing
// (rfc7111/print.hpp: print_notes, print_identified, explain_details) and its
// words (explain_csv, ignored_as_written: rfc7111/resolver.hpp).
#pragma once

#include <ostream>

#include "fragid/entity/csv_view.hpp"
#include "fragid/entity/entity_stream.hpp"
#include "fragid/reference/resolve.hpp"
#include "fragid/reference/rfc7111/print.hpp"
#include "fragid/reference/rfc7111/resolver.hpp"
#include "parts.hpp"

namespace fragid::entry {

// The entity as RFC 7111's resolver reads it: a stream as it arrives where
// the fragment allows (csv_streams), else held whole first.
inline Entity csv_entity_read(const CsvFragment& f, const Entity& e, const Charset& c) {
    return e.stream && !csv_streams(f, c) ? held_whole(e) : e;
}

inline CsvResult resolve(const CsvFragment& f, const Entity& e, const Charset& c, const ResolveOptions&) {
    return resolve_csv(f, csv_entity_read(f, e, c), c);
}

// Resolved and printed in one reading: the printer reads each part's
// rectangle through the view the resolver read through (rfc7111/parts.hpp),
// so memory does not grow with the selection.
inline Status resolve_and_print(const CsvFragment& f, const Entity& e, const Charset& c, const ResolveOptions&,
                                std::ostream& out, std::ostream& notes) {
    const Entity read = csv_entity_read(f, e, c);
    CsvView csv(read, c);
    const CsvResult result = csv_detail::resolve_parts(f, csv);
    print_notes(result, notes);
    if (result.status != Status::ok) notes << "fragid: " << to_string(result.status) << ": " << result.reason << '\n';
    else render_csv(result, csv, read, c, out);
    return result.status;
}

inline std::string explain(const CsvFragment& f) { return explain_csv(f); }

}  // namespace fragid::entry
