// Resolving RFC 7111 (text/csv) fragment identifiers against a CSV entity.
#pragma once

#include <string>
#include <string_view>

#include "fragid/model/csv_fragment.hpp"
#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"
#include "fragid/reference/charset.hpp"

namespace fragid {

// Evaluates each selection on its own (RFC 7111 s.4.2) against the entity's
// records (CsvReader): rows and columns counted from 1, the header row (if
// any) is row 1, "*" is the last row or column. A single selection beyond the
// CSV, a range starting beyond it, and an inverted range are listed in
// `ignored` with their reason; a range running past the end is cut to it.
// Status: ok if any part remains, ignored if none, entity_error (with the byte
// offset) if the entity is not valid CSV in its charset where it was read.
//
// The size of the CSV is its number of records and, for columns, the largest
// number of fields of any record. Memory holds only the selected fields; the
// entity is read twice only when a "*" needs the size first, and a row
// selection stops reading after its last row. Every choice the RFC leaves
// open is in docs/interpretations-rfc7111.md.
// `charset` is the entity's, looked up once by the caller (resolve.hpp).
CsvResult resolve_csv(const CsvFragment& fragment, const Entity& entity, const Charset& charset);
// Looks the entity's charset up first (UTF-8 when none is declared, s.5.1).
CsvResult resolve_csv(const CsvFragment& fragment, const Entity& entity);


// The selection as CSV, as the examples of s.2 show it: each part in fragment
// order, one line per row of the part ending in "\n", the row's selected
// fields joined by ',' as their original bytes (quotes and embedded line
// breaks kept). A row of a part with none of its columns present (a short,
// ragged row) is an empty line. Empty unless the status is ok.
std::string render_csv(const CsvResult& result, const Entity& entity);

// What the fragment selects, in plain words, one phrase per selection joined
// by "; ": "rows 5 to the last row", "the cell in row 4, column 1".
std::string explain_csv(const CsvFragment& fragment);

}  // namespace fragid
