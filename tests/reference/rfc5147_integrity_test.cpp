// RFC 5147 s.2.3, s.3.1 and s.4.3: integrity checks.
#include <gtest/gtest.h>

#include "rfc5147_resolver_support.hpp"

namespace fragid::test {
namespace {

// md5("hello\n") = b1946ac92492d2347c6235b4d2611184
constexpr std::string_view hello = "hello\n";
constexpr const char* hello_md5 = "b1946ac92492d2347c6235b4d2611184";

CheckOutcome only_outcome(const TextResult& r) {
    EXPECT_EQ(r.checks.size(), 1u);
    return r.checks.empty() ? CheckOutcome::ignored : r.checks.front().outcome;
}

TEST(TextIntegrity, LengthCountsCharacters) {
    const auto r = resolve("char=0,1;length=6", hello);
    EXPECT_EQ(r.status, Status::ok);
    EXPECT_EQ(only_outcome(r), CheckOutcome::passed);
}

// s.4.3 "detects that the entity has changed ... SHOULD NOT interpret".
TEST(TextIntegrity, WrongLengthIsAMismatch) {
    const auto r = resolve("char=0,1;length=7", hello);
    EXPECT_EQ(r.status, Status::integrity_mismatch);
    EXPECT_EQ(only_outcome(r), CheckOutcome::failed);
    EXPECT_EQ(chars(r), (Span{0, 1}));  // what would have been identified
}

// s.3.1 "The length ... is calculated by using the principles defined in
// Section 2.1.2": a CR+LF is one character, a BOM none.
TEST(TextIntegrity, LengthCountsLineEndingsAsOneAndNoBom) {
    EXPECT_EQ(resolve("line=0;length=4", "a\r\nb\r\n").status, Status::ok);
    EXPECT_EQ(resolve("line=0;length=2,UTF-8", "\xEF\xBB\xBF" "ab", "UTF-8").status, Status::ok);
}

// s.3.1 "encoding the result in 32 hexadecimal digits (using uppercase or lowercase letters)".
TEST(TextIntegrity, Md5InEitherCase) {
    EXPECT_EQ(resolve(std::string("line=0;md5=") + hello_md5, hello).status, Status::ok);
    EXPECT_EQ(resolve("line=0;md5=B1946AC92492D2347C6235B4D2611184", hello).status, Status::ok);
    EXPECT_EQ(resolve("line=0;md5=b1946ac92492d2347c6235b4d2611185", hello).status, Status::integrity_mismatch);
}

// s.3.1 "the MD5 algorithm works on the binary representation": the bytes,
// BOM included.
TEST(TextIntegrity, Md5IsOverTheExactBytes) {
    // md5 of the UTF-8 BOM followed by "ab" differs from md5("ab").
    EXPECT_EQ(resolve("char=0;md5=187ef4436122d1cc2f40dc2b92f0eba0", "ab").status, Status::ok);
    EXPECT_EQ(resolve("char=0;md5=187ef4436122d1cc2f40dc2b92f0eba0", "\xEF\xBB\xBF" "ab", "UTF-8").status,
              Status::integrity_mismatch);
}

// s.2.3 "clients MUST NOT use the integrity check information if these values differ".
TEST(TextIntegrity, CheckForAnotherCharsetIsNotUsed) {
    const auto r = resolve("char=0;length=999,UTF-8", hello, "ISO-8859-1");
    EXPECT_EQ(r.status, Status::ok);
    EXPECT_EQ(only_outcome(r), CheckOutcome::not_used);
}

// s.2.3 compares encodings, so names are compared case-insensitively and
// through their IANA aliases.
TEST(TextIntegrity, CharsetNamesCompareAsEncodings) {
    EXPECT_EQ(resolve("char=0;length=999,utf-8", hello, "UTF-8").status, Status::integrity_mismatch);
    EXPECT_EQ(resolve("char=0;length=999,latin1", hello, "ISO-8859-1").status, Status::integrity_mismatch);
    EXPECT_EQ(resolve("char=0;length=6,US-ASCII", hello).status, Status::ok);  // default charset
}

// s.3.1 "implementations MUST ignore new types of integrity checks, with
// names other than 'length' and 'md5'".
TEST(TextIntegrity, UnknownChecksAreIgnored) {
    const auto r = resolve("char=0,1;sha1=0123", hello);
    EXPECT_EQ(r.status, Status::ok);
    EXPECT_EQ(only_outcome(r), CheckOutcome::ignored);
}

// s.3.1 "If several integrity checks are present": any used one that fails is a mismatch.
TEST(TextIntegrity, SeveralChecks) {
    EXPECT_EQ(resolve(std::string("char=0;length=6;md5=") + hello_md5, hello).status, Status::ok);
    EXPECT_EQ(resolve(std::string("char=0;length=5;md5=") + hello_md5, hello).status, Status::integrity_mismatch);
    EXPECT_EQ(resolve("char=0;length=5,UTF-16;length=6", hello).status, Status::ok);
}

// s.3.1's Vietnamese example: the same text has a different length in
// windows-1258, where some letters are a base letter plus a combining mark.
TEST(TextIntegrity, LengthDependsOnTheCharset) {
    // U+1EC7 LATIN SMALL LETTER E WITH CIRCUMFLEX AND DOT BELOW.
    EXPECT_EQ(resolve("char=0;length=1,UTF-8", "\xE1\xBB\x87", "UTF-8").status, Status::ok);
    // windows-1258: 0xEA (e with circumflex) + 0xF2 (combining dot below).
    EXPECT_EQ(resolve("char=0;length=2,windows-1258", "\xEA\xF2", "windows-1258").status, Status::ok);
}

TEST(TextIntegrity, HugeLengthDoesNotWrap) {
    // 2^64 + 6 must not be mistaken for 6.
    EXPECT_EQ(resolve("char=0;length=18446744073709551622", hello).status, Status::integrity_mismatch);
}

}  // namespace
}  // namespace fragid::test
