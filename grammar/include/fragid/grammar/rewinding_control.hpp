// The PEGTL control the three grammars parse with: pegtl::must_if raising the
// messages of a spec's error table at its commit points, plus rewinding, plus
// recording the first error instead of throwing it while a FirstError is active.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include <tao/pegtl.hpp>
#include <tao/pegtl/must_if.hpp>

#include "fragid/model/syntax_error.hpp"

// Under coverage tracing (clang's -fsanitize=fuzzer) every comparison in the
// grammar becomes a call that records its operands, which is how the fuzzer
// learns what the rules want. The FirstError flag below is tested before
// every rule and says nothing about the input, so there it is read out of
// line and untraced: a plain call instead of a traced comparison per rule.
#if defined(__has_feature)
#if __has_feature(coverage_sanitizer)
#define FRAGID_UNTRACED __attribute__((noinline, no_sanitize("coverage")))
#endif
#endif
#ifndef FRAGID_UNTRACED
#define FRAGID_UNTRACED
#endif

namespace fragid::grammar {

// The first error of one parse, recorded by the control's raise() in place of
// PEGTL's throw of a parse_error. Most fragments a fuzzer (or a user) writes
// are syntax errors, and a throw unwinds through one stack frame per rule
// being matched: under ASan that unwinding was the largest single cost of
// parsing (a third of fuzz_grammar_wilde's time in perf). While a FirstError
// is active on the thread, the first raise records the offset and message the
// parse_error would have carried; from then on every match fails at once and
// no action runs, so the parse returns with the fragment exactly as the throw
// would have left it. Without an active FirstError the control throws as
// before (the tests that call pegtl::parse directly rely on that). A control
// specialised for one rule (rfc7111_errors.hpp's eof) records the same way.
class FirstError {
public:
    FirstError() noexcept : outer_(active_), outer_stopped_(stopped_) {
        active_ = this;
        stopped_ = false;
    }
    ~FirstError() {
        active_ = outer_;
        stopped_ = outer_stopped_;
    }
    FirstError(const FirstError&) = delete;
    FirstError& operator=(const FirstError&) = delete;

    bool raised() const noexcept { return raised_; }
    std::size_t offset() const noexcept { return offset_; }
    std::string_view message() const noexcept { return message_; }

    static FirstError* active() noexcept { return active_; }
    // Asked before every rule and action, so one flag (the active FirstError's
    // raised()) rather than a pointer test and a load through it: under the
    // fuzzers' comparison tracing every test is a call.
    FRAGID_UNTRACED static bool stopped() noexcept { return stopped_; }
    // `message` is an error table's constant (static storage), so it is kept
    // as it is: no copy for an error that an outer commit point may replace.
    void record(std::size_t offset, std::string_view message) noexcept {
        if (raised_) return;  // a commit point above the first one: the first error is the error
        raised_ = true;
        stopped_ = true;
        offset_ = offset;
        message_ = message;
    }

private:
    static inline thread_local FirstError* active_ = nullptr;
    static inline thread_local bool stopped_ = false;
    FirstError* outer_;
    bool outer_stopped_;
    bool raised_ = false;
    std::size_t offset_ = 0;
    std::string_view message_;
};

// Runs a spec's grammar over `decoded`, filling `fragment` as far as it
// matches, and returns its first error. Every failure raises (the top rule of
// each grammar is must<>), at a commit point whose rule has a message (must_if
// checks that at compile time); the control records it instead of throwing.
template <class Grammar, template <class...> class Action, template <class...> class Control, class Fragment>
std::optional<SyntaxError> parse_to_first_error(std::string_view decoded, Fragment& fragment) {
    // Lazy tracking: errors are reported by byte offset, never by line and
    // column, so the input need not look at every octet it moves past for a
    // line ending (eager tracking does, in every bump and rewind).
    tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy> in(decoded, "fragment");
    FirstError first;
    (void)tao::pegtl::parse<Grammar, Action, Control>(in, fragment);
    if (first.raised()) return SyntaxError{first.offset(), std::string(first.message())};
    return std::nullopt;
}

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
    using base = typename tao::pegtl::must_if<ErrorTable>::template control<Rule>;

    template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <class...> class Action,
              template <class...> class Control, class ParseInput, class... States>
    [[nodiscard]] static bool match(ParseInput& in, States&&... st) {
        // must_if's failure() would raise through its own raise(), not the one
        // below; no table asks it to (every raise is at a commit point).
        static_assert(!ErrorTable::template raise_on_failure<Rule>);
        if (FirstError::stopped()) return false;  // after the first error nothing matches
        if constexpr (ErrorTable::template message<Rule> != nullptr) {
            return base::template match<A, tao::pegtl::rewind_mode::required, Action, Control>(in, st...);
        } else {
            return base::template match<A, M, Action, Control>(in, st...);
        }
    }

    // must<> calls raise() where the committed rule failed; raise() may return
    // (must<> then reports success, but the match() above fails every rule
    // after it, and apply() below runs no action, so nothing builds on it).
    template <class ParseInput, class... States>
    static void raise(const ParseInput& in, States&&... st) {
        if constexpr (ErrorTable::template message<Rule> != nullptr) {
            if (FirstError* first = FirstError::active()) {
                first->record(in.byte(), ErrorTable::template message<Rule>);
                return;
            }
        }
        base::raise(in, st...);  // throws; must_if checks at compile time that Rule has a message
    }

    template <template <class...> class Action, class Iterator, class ParseInput, class... States>
    static auto apply(const Iterator& begin, const ParseInput& in, States&&... st)
        -> decltype(base::template apply<Action>(begin, in, st...)) {
        using Result = decltype(base::template apply<Action>(begin, in, st...));
        if (FirstError::stopped()) {
            if constexpr (std::is_void_v<Result>) return;
            else return false;
        }
        return base::template apply<Action>(begin, in, st...);
    }

    template <template <class...> class Action, class ParseInput, class... States>
    static auto apply0(const ParseInput& in, States&&... st) -> decltype(base::template apply0<Action>(in, st...)) {
        using Result = decltype(base::template apply0<Action>(in, st...));
        if (FirstError::stopped()) {
            if constexpr (std::is_void_v<Result>) return;
            else return false;
        }
        return base::template apply0<Action>(in, st...);
    }
};

}  // namespace fragid::grammar
