// Whole conformance cases for randomised checking: a fragment (valid, one
// mutation away from valid, or arbitrary) with an entity it is likely to
// reach into. `fragid check --random` and the property tests draw from these;
// RapidCheck shrinks both halves, so a counterexample ends small.
#pragma once

#include <rapidcheck.h>

#include <string>
#include <string_view>

#include "fragid/conformance/case.hpp"

namespace fragid::random_check {

// The characters fragments are made of, for mutations that stay near the grammar.
std::string fragment_alphabet(conformance::Spec spec);

// `valid` changed in one place: a character deleted, inserted, replaced or
// doubled, two swapped, or the text cut short. Most results are invalid;
// some are valid fragments that mean something else.
rc::Gen<std::string> gen_near(std::string valid, std::string_view alphabet);

// A fragment for `spec` as it stands after '#': 6 in 10 valid (in any of its
// spellings for RFC 5147), 3 in 10 near-valid, 1 in 10 any octets.
rc::Gen<std::string> gen_fragment_text(conformance::Spec spec);

// A CSV document (csv_generators.hpp: GeneratedCsv) in a declared charset,
// which may be other than the default UTF-8 (RFC 7111 s.5.1: "charset"): the
// same records re-encoded in UTF-8, ISO-8859-1, windows-1252, UTF-16LE or
// UTF-16BE, whichever can hold them, without a BOM.
rc::Gen<conformance::CaseEntity> gen_csv_in_declared_charset();

// CSV as other dialects write it, which RFC 4180 reads differently or not at
// all: a first line `sep=;` (a spreadsheet's hint), `;` or tab between
// fields, `'` quotes, `\"` escapes, blank lines, rows of different lengths;
// one line break (CR LF or LF) after every line, no charset declared.
rc::Gen<conformance::CaseEntity> gen_csv_dialect_trap();

// A case for `spec`: gen_fragment_text() with an entity of the spec's media
// type (text: entity_generators.hpp; csv: csv_generators.hpp, also
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
