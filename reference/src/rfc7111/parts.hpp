// The RFC 7111 resolver in its two steps, private to the reference: what a
// fragment identifies (each part's rectangle and what is ignored, s.4.2), read
// through a CsvView the caller hands in; and the fields inside those
// rectangles. resolve_csv (resolver.hpp) takes both, as the suite and JSON
// need every field; the printer (print.cpp) takes the first and reads each
// rectangle through the same view, so that the entity is read once and memory
// does not grow with the selection.
#pragma once

#include "fragid/entity/csv_view.hpp"
#include "fragid/model/csv_fragment.hpp"
#include "fragid/model/result.hpp"

namespace fragid::csv_detail {

// The result with each part's rectangle, its fields not yet listed. Over a
// stream, `csv` keeps the records from the first one a selection may name
// (CsvView::keep_from_row), so that the parts can be read again through it.
CsvResult resolve_parts(const CsvFragment& fragment, CsvView& csv);

// Lists the fields of each part of `result`, resolved through `csv`.
void list_fields(CsvResult& result, CsvView& csv);

}  // namespace fragid::csv_detail
