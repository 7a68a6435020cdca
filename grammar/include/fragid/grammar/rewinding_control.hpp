// The PEGTL control the three grammars parse with: pegtl::must_if raising the
// messages of a spec's error table at its commit points, plus rewinding.
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/must_if.hpp>

namespace fragid::grammar {

// A committed rule (one inside must / if_must / opt_must) that fails part way
// through is rewound before the error is raised, so that the reported offset
// is where the expected production starts: RFC 5147's "md5=" followed by 31
// hex digits reports the offset of the first of them, the place where 32 were
// expected. (must<> itself matches with rewind_mode::dontcare, leaving the
// input wherever the failed rule stopped.) Rules without a message are never
// committed to, and keep the mode they are given.
//
// ErrorTable is the class must_if takes: `message<Rule>` and
// `raise_on_failure<Rule>` member templates (see rfc5147_errors.hpp).
template <class ErrorTable, class Rule>
struct rewinding_control : tao::pegtl::must_if<ErrorTable>::template control<Rule> {
    template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <class...> class Action,
              template <class...> class Control, class ParseInput, class... States>
    [[nodiscard]] static bool match(ParseInput& in, States&&... st) {
        using base = typename tao::pegtl::must_if<ErrorTable>::template control<Rule>;
        if constexpr (ErrorTable::template message<Rule> != nullptr) {
            return base::template match<A, tao::pegtl::rewind_mode::required, Action, Control>(in, st...);
        } else {
            return base::template match<A, M, Action, Control>(in, st...);
        }
    }
};

}  // namespace fragid::grammar
