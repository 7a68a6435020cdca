// Every example of RFC 5147 s.5, as the RFC words them.
#include <gtest/gtest.h>

#include <string>

#include "rfc5147_resolver_support.hpp"

namespace fragid::test {
namespace {

// "line 1\nline 2\n..." with `count` lines.
std::string numbered_lines(int count) {
    std::string text;
    for (int i = 1; i <= count; ++i) text += "line " + std::to_string(i) + "\n";
    return text;
}

// "char=100 ... identifies the position after the
// 100th character".
TEST(Rfc5147Examples, Char100IsThePositionAfterThe100thCharacter) {
    const std::string text(150, 'x');
    const auto r = resolve("char=100", text);
    ASSERT_EQ(r.status, Status::ok);
    EXPECT_TRUE(r.is_position);
    EXPECT_EQ(chars(r), (Span{100, 100}));
}

// "If the MIME entity has fewer than 100 characters, the URI identifies the
// position after the MIME entity's last character."
TEST(Rfc5147Examples, Char100InAShortEntityIsAfterTheLastCharacter) {
    const auto r = resolve("char=100", "short");
    EXPECT_EQ(chars(r), (Span{5, 5}));
}

// "#line=10,20 ... identifies lines 11 to 20".
TEST(Rfc5147Examples, Line10To20IsLines11To20) {
    const auto text = numbered_lines(30);
    const auto r = resolve("line=10,20", text);
    ASSERT_EQ(r.status, Status::ok);
    EXPECT_EQ(text_of(r, text).substr(0, 8), "line 11\n");
    EXPECT_TRUE(text_of(r, text).ends_with("line 20\n"));
    EXPECT_EQ(r.start.line, 11u);
    EXPECT_EQ(r.end.line, 21u);
}

// "If the MIME entity has fewer than 11 lines, it identifies the position
// after the last line."
TEST(Rfc5147Examples, Line10To20WithFewerThan11Lines) {
    const auto text = numbered_lines(7);
    const auto r = resolve("line=10,20", text);
    ASSERT_EQ(r.status, Status::ok);
    EXPECT_EQ(r.start.character, text.size());
    EXPECT_EQ(r.end.character, text.size());
}

// "If the MIME entity has less than 20 but at least 11 lines, it identifies
// the range from line 11 to the last line".
TEST(Rfc5147Examples, Line10To20WithBetween11And20Lines) {
    const auto text = numbered_lines(15);
    const auto r = resolve("line=10,20", text);
    EXPECT_EQ(text_of(r, text).substr(0, 8), "line 11\n");
    EXPECT_EQ(r.end.character, text.size());
}

// "line=,1 This URI identifies the first line."
TEST(Rfc5147Examples, LineComma1IsTheFirstLine) {
    const auto text = numbered_lines(3);
    EXPECT_EQ(text_of(resolve("line=,1", text), text), "line 1\n");
}

// "#line=10,20;length=9876,UTF-8 ... the MIME entity has a length of 9876
// characters when encoded in UTF-8 ... it may test the retrieved MIME entity
// for its length, but only if the retrieved MIME entity uses the UTF-8
// encoding".
TEST(Rfc5147Examples, LengthCheckInUtf8) {
    std::string text = numbered_lines(30);
    text.append(9876 - text.size() - 1, 'x');
    text += "\xC3\xA9";  // one more character in two bytes: 9876 characters, 9877 bytes
    const auto fragment = "line=10,20;length=9876,UTF-8";

    const auto r = resolve(fragment, text, "UTF-8");
    ASSERT_EQ(r.status, Status::ok) << r.reason;
    EXPECT_EQ(r.start.line, 11u);
    ASSERT_EQ(r.checks.size(), 1u);
    EXPECT_EQ(r.checks[0].outcome, CheckOutcome::passed);

    text += "y";  // the entity changed
    EXPECT_EQ(resolve(fragment, text, "UTF-8").status, Status::integrity_mismatch);
    // In another charset the check is not used at all (s.2.3).
    const auto latin1 = resolve(fragment, text, "ISO-8859-1");
    EXPECT_EQ(latin1.status, Status::ok);
    EXPECT_EQ(latin1.checks[0].outcome, CheckOutcome::not_used);
}

}  // namespace
}  // namespace fragid::test
