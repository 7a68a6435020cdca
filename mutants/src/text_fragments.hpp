// How the catalogue's RFC 5147 misreadings (text_mutants.cpp, text_habits.cpp)
// take a fragment as written apart and put it back: as a simple reader does,
// at its first '=', its first ';' and the ',' of a range, so that a
// misreading edits the fragment that reader would have understood.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fragid/mutants/mutant.hpp"
#include "makers.hpp"

namespace fragid::mutants {

// A misreading of RFC 5147 (misreading_of, makers.hpp).
Mutant text_misreading(std::string family, std::string name, std::string requirement, std::string reading, Run run,
                       std::string seen_in = "", std::string quote = "");

// The scheme's name and what follows its '=' ("char", "1,2;length=3").
struct SchemeAndBody {
    std::string scheme, body;
};
std::optional<SchemeAndBody> split_scheme(std::string_view fragment);

// The position or range, and the integrity checks from the first ';' on.
std::pair<std::string, std::string> range_and_checks(const std::string& body);

bool is_ok(const conformance::Answer& answer);

// The reference's answer to `fragment`; nothing: the reader found nothing to
// identify (`ignored`).
conformance::Answer with_fragment(const conformance::Request& r, const Resolve& resolve,
                                  const std::optional<std::string>& fragment);

// Whether decimal `a` is greater than decimal `b`, however long.
bool greater(std::string_view a, std::string_view b);

// Resolves `scheme`'s numbers counted from 1 (N is the reference's N-1, and
// 0 is no position at all: `ignored`); other schemes as the reference does.
// The habit of lines-from-one and chars-from-one.
Run numbers_from_one(std::string scheme);

// The RFC 5147 misreadings that are habits of real libraries and their
// languages (issue 43 item 4: text_habits.cpp); RFC 5147's mutants_of
// (text_mutants.cpp) lists them after its own.
std::vector<Mutant> text_habits();

}  // namespace fragid::mutants
