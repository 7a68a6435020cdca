// What an RFC 7111 result prints as, for a person (`fragid resolve`,
// `fragid explain`): the selected CSV, as the examples of s.2 show it, and the
// result in words. The one door for every spec is print.hpp.
#pragma once

#include <ostream>
#include <string>

#include "fragid/entity/charset.hpp"
#include "fragid/entity/csv_view.hpp"
#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"

namespace fragid {

// The selection as CSV, as the examples of s.2 show it: each part in fragment
// order, one line per row of the part ending in "\n", the row's selected
// fields joined by ',' as their original bytes (quotes and embedded line
// breaks kept). A row of a part with none of its columns present (a short,
// ragged row) is an empty line. Nothing unless the status is ok. The printer
// needs only the parts' rectangles, never their listed fields: it reads each
// rectangle through `csv`, the view the result was resolved through (over
// `entity`, in `charset`), one record at a time, so the output is written as
// it is read. The pages of a mapped entity's printed fields are handed back as
// it goes, and a field longer than the output's block is written from the
// entity in pieces (span_writer.hpp), so memory stays bounded whatever is
// printed.
void render_csv(const CsvResult& result, CsvView& csv, const Entity& entity, const Charset& charset, std::ostream& out);
// The same for a result resolved elsewhere: `entity` is viewed anew, in its
// charset (or the default, s.5.1), and read from its start.
void render_csv(const CsvResult& result, const Entity& entity, std::ostream& out);
std::string render_csv(const CsvResult& result, const Entity& entity);

// Before the answer, on `notes`: each selection ignored and why (s.4.2).
void print_notes(const CsvResult& result, std::ostream& notes);
// An identified result: render_csv.
void print_identified(const CsvResult& result, const Entity& entity, std::ostream& out, std::ostream& notes);
// After the status and reason, in words: each selection ignored and why.
void explain_details(const CsvResult& result, std::ostream& out);

}  // namespace fragid
