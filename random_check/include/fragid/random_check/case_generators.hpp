// Whole conformance cases for randomised checking: a fragment (valid, one
// mutation away from valid, or arbitrary: generators/fragment_text.hpp) with
// an entity it is likely to reach into. `fragid check --random` and the property tests draw from these;
// RapidCheck shrinks both halves, so a counterexample ends small.
#pragma once

#include <rapidcheck.h>

#include <string>
#include <string_view>

#include "fragid/conformance/case.hpp"

namespace fragid::random_check {

// A text/plain entity: mostly gen_text()'s bytes (generators/text_entity.hpp)
// with their charset declared; now and then arbitrary bytes (binary, invalid
// for the charset) or an empty entity; line endings in force all, or a subset.
rc::Gen<conformance::CaseEntity> gen_text_case_entity();

// RFC 7111's entities (random_check/src/rfc7111_cases.cpp), for its tests:
// a CSV document (generators/rfc7111.hpp: GeneratedCsv) in a declared charset,
// which may be other than the default UTF-8 (RFC 7111 s.5.1: "charset"): the
// same records re-encoded in UTF-8, ISO-8859-1, windows-1252, UTF-16LE or
// UTF-16BE, whichever can hold them, without a BOM.
rc::Gen<conformance::CaseEntity> gen_csv_in_declared_charset();

// CSV as other dialects write it, which RFC 4180 reads differently or not at
// all: a first line `sep=;` (a spreadsheet's hint), `;` or tab between
// fields, `'` quotes, `\"` escapes, blank lines, rows of different lengths;
// one line break (CR LF or LF) after every line, no charset declared.
rc::Gen<conformance::CaseEntity> gen_csv_dialect_trap();

// A case for `spec`: generators::gen_fragment_text() with an entity of the
// spec's media type, as the spec's own file draws it (random_check/src/<spec>_cases.cpp:
// text/plain: gen_text_case_entity(); text/csv: generators/rfc7111.hpp, also
// re-encoded in a declared charset (ISO-8859-1, windows-1252, UTF-16LE/BE),
// as other CSV dialects write it (`sep=;`, `;` and tab delimiters, `'`
// quotes, `\"` escapes, blank lines, ragged rows), and now and then
// arbitrary bytes). Fragments with md5= often carry the entity's own digest.
// Level `must`, no expectation: the reference provides it.
rc::Gen<conformance::Case> gen_case(conformance::Spec spec);

}  // namespace fragid::random_check

namespace fragid::conformance {
// ADL finds this from rc::show(): the case as fragment and entity bytes.
void showValue(const Case& c, std::ostream& os);
}  // namespace fragid::conformance
