// What the catalogue's files (text_, csv_, wilde_mutants.cpp, defensible_readings.cpp)
// make their mutants with: one way to name a misreading, to test an answer's status, and to
// read an entity in a charset other than the one it declares (the charset-confusion family
// of issue 34: docs/mutation-testing.md).
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "fragid/mutants/mutant.hpp"

namespace fragid::mutants {

using Run = std::function<conformance::Answer(const conformance::Request&, const Resolve&)>;

// A misreading of `spec`, of a family ("numbering"); its name gets the spec's
// id prefix ("rfc5147-lines-from-one").
Mutant misreading_of(Spec spec, std::string family, std::string name, std::string requirement, std::string reading, Run run,
                     std::string seen_in = "");

bool is_status(const conformance::Answer& answer, Status status);
std::string lower(std::string text);

// Resolves with the entity read in charset `to` where it declares `from` (any
// alias-free spelling, case-insensitive; "*": whatever it declares).
Run read_as(std::string from, std::string to);
// Resolves with the entity read as UTF-8 where it declares `from` and its bytes
// are well-formed UTF-8 (RFC 3629 s.4), as a reader that sniffs the encoding
// and trusts what decodes over the label does; otherwise as declared.
Run read_as_utf8_where_valid(std::string from);

}  // namespace fragid::mutants
