// bre_required_characters: what it claims every match contains, every match
// found by the system's regexec does contain (the shortcut must never hide a
// match: a missed match() span would be a false verdict).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <locale.h>
#include <regex.h>

#include <string>
#include <vector>

#include "fragid/entity/bre_required.hpp"

namespace fragid {
namespace {

TEST(BreRequired, TopLevelLiteralsThatMustOccur) {
    EXPECT_EQ(bre_required_characters("\\(a*\\)*\\1\\1\\1\\1\\1b"), "b") << "wilde-limit-backref-star-five";
    EXPECT_EQ(bre_required_characters("abc"), "abc");
    EXPECT_EQ(bre_required_characters("aab"), "ab") << "each character once";
    EXPECT_EQ(bre_required_characters("ab*c\\?d\\{0,2\\}e\\{,3\\}f\\+g\\{2\\}"), "afg");
    EXPECT_EQ(bre_required_characters("\\.\\*\\[x"), ".*[x") << "escaped specials are literals";
}

TEST(BreRequired, WhatIsNotKnownIsNotClaimed) {
    EXPECT_EQ(bre_required_characters("a\\|b"), "") << "a top-level alternative";
    EXPECT_EQ(bre_required_characters("\\(b\\)c"), "c") << "a group is opaque";
    EXPECT_EQ(bre_required_characters("\\(a\\|b\\)c"), "c") << "an alternative inside a group stays there";
    EXPECT_EQ(bre_required_characters("[\\(]b"), "b") << "a backslash in brackets is a member";
    EXPECT_EQ(bre_required_characters("[]a]b[[:alpha:]]c[^]x]d"), "bcd");
    EXPECT_EQ(bre_required_characters("^a$"), "a");
    EXPECT_EQ(bre_required_characters(".\\w\\1x"), "x");
    EXPECT_EQ(bre_required_characters("\xc3\xa9*a"), "a") << "non-ASCII bytes are opaque";
    EXPECT_EQ(bre_required_characters("\\(ab"), "") << "an unclosed group";
}

// In-process regexec in C.UTF-8, the sandbox's locale, for this thread only.
class Utf8Locale {
public:
    Utf8Locale() : locale_(::newlocale(LC_ALL_MASK, "C.UTF-8", nullptr)), previous_(::uselocale(locale_)) {}
    ~Utf8Locale() {
        ::uselocale(previous_);
        ::freelocale(locale_);
    }
    Utf8Locale(const Utf8Locale&) = delete;
    Utf8Locale& operator=(const Utf8Locale&) = delete;

private:
    locale_t locale_;
    locale_t previous_;
};

std::vector<std::string> all_matches(const regex_t& re, const std::string& text) {
    std::vector<std::string> found;
    for (std::size_t start = 0; start <= text.size();) {
        regmatch_t m[1];
        m[0].rm_so = static_cast<regoff_t>(start);
        m[0].rm_eo = static_cast<regoff_t>(text.size());
        if (::regexec(&re, text.c_str(), 1, m, REG_STARTEND) != 0) break;
        const auto so = static_cast<std::size_t>(m[0].rm_so), eo = static_cast<std::size_t>(m[0].rm_eo);
        found.push_back(text.substr(so, eo - so));
        start = eo > so ? eo : so + 1;
    }
    return found;
}

// Literal pieces as the text shows them, to put matches in the text.
std::string shown(const std::string& piece) {
    if (piece.size() == 1 && piece[0] >= 'a' && piece[0] <= 'c') return piece;
    if (piece == "\\." || piece == "\\*") return piece.substr(1);
    return piece == "\xc3\xa9" || piece == "(" || piece == "{" ? piece : std::string{};
}

// Patterns built of the pieces that make the analysis hard: groups,
// alternatives, quantifiers after literals and groups, brackets holding
// backslashes and ']', anchors, back-references, escapes, a UTF-8 character;
// one text is the pattern's literals among other characters, so that matches
// happen where a claim is made, and three are random.
RC_GTEST_PROP(BreRequired, EveryMatchContainsTheRequiredCharacters, ()) {
    const std::vector<std::string> pieces = {"a", "b", "c", "a", "b", "c", "*", "*", ".", "\\(", "\\)", "\\|",
                                             "\\{1,2\\}", "\\{0,1\\}", "\\{,2\\}", "\\{2\\}", "\\?", "\\+", "\\1",
                                             "[ab]", "[^a]", "[]b]", "[\\(]", "[[:alpha:]]", "^", "$", "\\.", "\\*",
                                             "\\w", "\\b", "\xc3\xa9", "(", "{"};
    const auto chosen = *rc::gen::container<std::vector<std::string>>(*rc::gen::inRange(0, 8), rc::gen::elementOf(pieces));
    const auto others = rc::gen::elementOf(std::vector<std::string>{"a", "b", "c", ".", "*", "(", "\n", "\xc3\xa9"});
    const auto random_text = [&] {
        std::string text;
        for (const auto& s : *rc::gen::container<std::vector<std::string>>(*rc::gen::inRange(0, 8), others)) text += s;
        return text;
    };
    std::string pattern, shown_text = random_text();
    for (const auto& piece : chosen) {
        pattern += piece;
        shown_text += shown(piece) + (*rc::gen::inRange(0, 4) == 0 ? *others : std::string{});
    }
    const std::vector<std::string> texts = {shown_text, random_text(), random_text(), random_text()};

    const Utf8Locale utf8;
    regex_t re;
    RC_PRE(::regcomp(&re, pattern.c_str(), REG_NEWLINE) == 0);
    const auto required = bre_required_characters(pattern);
    bool claim_tested = false;
    for (const auto& text : texts) {
        const auto matches = all_matches(re, text);
        claim_tested = claim_tested || (!matches.empty() && !required.empty());
        for (const auto& match : matches)
            for (const char c : required) RC_ASSERT(match.find(c) != std::string::npos);
    }
    ::regfree(&re);
    RC_CLASSIFY(claim_tested, "a match where a claim is made");
}

}  // namespace
}  // namespace fragid
