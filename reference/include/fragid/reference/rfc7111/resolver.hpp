// Resolving RFC 7111 (text/csv) fragment identifiers against a CSV entity.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/model/csv_fragment.hpp"
#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"
#include "fragid/entity/charset.hpp"

namespace fragid {

// Evaluates each selection on its own (RFC 7111 s.4.2) against the entity's
// records (CsvView): rows and columns counted from 1, the header row (if
// any) is row 1, "*" is the last row or column. A single selection beyond the
// CSV, a range starting beyond it, and an inverted range are listed in
// `ignored` with their reason; a range running past the end is cut to it.
// Status: ok if any part remains, ignored if none, entity_error (with the byte
// offset) if the entity is not valid CSV in its charset where it was read.
//
// The size of the CSV is its number of records and, for columns, the largest
// number of fields of any record. The entity is read once, and only as far as
// the answer needs: a row or cell selection stops after its last row (a cell
// selection, once a record as wide as its last column has been seen too);
// '*', a column selection, or a selection beyond the CSV read to the end.
// Every choice the RFC leaves open is in docs/interpretations-rfc7111.md.
// `charset` is the entity's, looked up once by the caller (resolve.hpp).
// Every part lists its fields (CsvPart::fields), as the suite and JSON need;
// printing needs only the rectangles (resolve_and_print, print.hpp).
CsvResult resolve_csv(const CsvFragment& fragment, const Entity& entity, const Charset& charset);
// Whether resolve_csv reads a stream (Entity::stream) as it arrives, keeping
// only the records from the first one a selection may name: when every
// selection is a row or cell selection with numbered rows (no '*'), and the
// charset can be read from a record's start (not iconv's). Otherwise the
// caller reads the stream whole first (resolve.hpp does).
bool csv_streams(const CsvFragment& fragment, const Charset& charset);
// Looks the entity's charset up first (UTF-8 when none is declared, s.5.1).
CsvResult resolve_csv(const CsvFragment& fragment, const Entity& entity);


// Why each selection is ignored whatever the CSV (row 0, a range that
// "selects inversely", s.4.2), in fragment order; nothing for a selection
// only an entity can decide. Every one ignored: the fragment is.
std::vector<std::optional<std::string>> ignored_as_written(const CsvFragment& fragment);

// What the fragment selects, in plain words, one phrase per selection joined
// by "; ": "rows 5 to the last row", "the cell in row 4, column 1"; a
// selection ignored as written says so ("nothing from row=0: row 0 does not
// exist: rows are counted from 1 (s.4.2)").
std::string explain_csv(const CsvFragment& fragment);

}  // namespace fragid
