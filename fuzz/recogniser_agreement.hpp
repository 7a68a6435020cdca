// The second property of the grammar harnesses: the PEGTL grammar accepts a
// fragment exactly when the independent split-and-match recogniser of the
// same ABNF does (test_support/: fragid/test_support/<spec>_recogniser.hpp). Both see the fragment after
// percent-decoding; an input that does not even decode is the grammar's alone.
#pragma once

#include <string>
#include <variant>

#include "fragid/grammar/fragment.hpp"
#include "fuzz_support.hpp"

namespace fragid::fuzz {

// `parsed` is the grammar's answer for `input` (parse_fragment_as), taken from the caller.
template <class Fragment, class Recognise>
void check_agreement(std::string_view input, const std::variant<Fragment, SyntaxError>& parsed, Recognise recognise) {
    const auto decoded = DecodedFragment::decode(input);
    if (!std::holds_alternative<DecodedFragment>(decoded)) return;
    const bool by_grammar = std::holds_alternative<Fragment>(parsed);
    const bool by_recogniser = recognise(std::get<DecodedFragment>(decoded).text());
    if (by_grammar != by_recogniser)
        fail(by_grammar ? "the grammar accepts what the second recogniser rejects"
                        : "the grammar rejects what the second recogniser accepts",
             input);
}

}  // namespace fragid::fuzz
