// The second property of the grammar harnesses: the PEGTL grammar accepts a
// fragment exactly when testkit's independent split-and-match recogniser of
// the same ABNF does (testkit/recognisers.hpp). Both see the fragment after
// percent-decoding; an input that does not even decode is the grammar's alone.
#pragma once

#include <string>
#include <variant>

#include "fragid/grammar/fragment.hpp"
#include "fuzz_support.hpp"

namespace fragid::fuzz {

template <class Fragment, class Parse, class Recognise>
void check_agreement(std::string_view input, Parse parse, Recognise recognise) {
    const auto decoded = DecodedFragment::decode(input);
    if (!std::holds_alternative<DecodedFragment>(decoded)) return;
    const bool by_grammar = std::holds_alternative<Fragment>(parse(input));
    const bool by_recogniser = recognise(std::get<DecodedFragment>(decoded).text());
    if (by_grammar != by_recogniser)
        fail(by_grammar ? "the grammar accepts what the second recogniser rejects"
                        : "the grammar rejects what the second recogniser accepts",
             input);
}

}  // namespace fragid::fuzz
