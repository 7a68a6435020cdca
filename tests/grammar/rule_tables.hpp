// What the per-rule tests of the three grammars share: whether one rule
// matches a whole input, tables of inputs it must and must not match, and the
// error a whole grammar raises where an input fails.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <initializer_list>
#include <ostream>
#include <string>
#include <string_view>
#include <tao/pegtl.hpp>

namespace fragid::test {

// True when `Rule` matches all of `text` under `Control`. A raised error (a
// commit point that failed) counts as no match.
template <class Rule, template <class> class Control>
bool matches_whole(std::string_view text) {
    using whole = tao::pegtl::seq<Rule, tao::pegtl::eof>;
    tao::pegtl::memory_input in(text, "test");
    try {
        return tao::pegtl::parse<whole, tao::pegtl::nothing, Control>(in);
    } catch (const tao::pegtl::parse_error&) {
        return false;
    }
}

template <class Rule, template <class> class Control>
void check_rule(std::initializer_list<std::string_view> ok, std::initializer_list<std::string_view> bad) {
    for (const auto text : ok) EXPECT_TRUE((matches_whole<Rule, Control>(text))) << "should match: \"" << text << "\"";
    for (const auto text : bad)
        EXPECT_FALSE((matches_whole<Rule, Control>(text))) << "should not match: \"" << text << "\"";
}

// The error raised where `input` fails as a whole fragment.
struct Raised {
    std::size_t offset = 0;
    std::string message;
    friend bool operator==(const Raised&, const Raised&) = default;
    friend std::ostream& operator<<(std::ostream& out, const Raised& r) { return out << r.offset << ": " << r.message; }
};

template <class Grammar, template <class> class Control>
Raised raised_by(std::string_view input) {
    tao::pegtl::memory_input in(input, "test");
    try {
        (void)tao::pegtl::parse<Grammar, tao::pegtl::nothing, Control>(in);
    } catch (const tao::pegtl::parse_error& e) {
        return Raised{e.positions().front().byte, std::string(e.message())};
    }
    return Raised{input.size(), "(accepted)"};
}

struct ErrorCase {
    std::string_view input;
    Raised expected;
};

}  // namespace fragid::test
