// Charset names: IANA names and aliases, case-insensitively (RFC 2978 s.2.3).
#include <gtest/gtest.h>

#include "fragid/entity/charset.hpp"

namespace fragid {
namespace {

struct Known {
    const char* name;
    CharsetId id;
    const char* preferred;
};

TEST(LookupCharset, RegisteredNamesAndAliasesInAnyCase) {
    const Known cases[] = {
        {"US-ASCII", CharsetId::us_ascii, "US-ASCII"},
        {"us-ascii", CharsetId::us_ascii, "US-ASCII"},
        {"iso-ir-6", CharsetId::us_ascii, "US-ASCII"},
        {"ANSI_X3.4-1968", CharsetId::us_ascii, "US-ASCII"},
        {"ansi_x3.4-1986", CharsetId::us_ascii, "US-ASCII"},
        {"ISO_646.irv:1991", CharsetId::us_ascii, "US-ASCII"},
        {"ISO646-US", CharsetId::us_ascii, "US-ASCII"},
        {"us", CharsetId::us_ascii, "US-ASCII"},
        {"IBM367", CharsetId::us_ascii, "US-ASCII"},
        {"cp367", CharsetId::us_ascii, "US-ASCII"},
        {"csASCII", CharsetId::us_ascii, "US-ASCII"},
        {"ascii", CharsetId::us_ascii, "US-ASCII"},
        {"utf-8", CharsetId::utf8, "UTF-8"},
        {"UTF-8", CharsetId::utf8, "UTF-8"},
        {"CSUTF8", CharsetId::utf8, "UTF-8"},
        {"utf-16", CharsetId::utf16, "UTF-16"},
        {"csUTF16", CharsetId::utf16, "UTF-16"},
        {"utf-16be", CharsetId::utf16be, "UTF-16BE"},
        {"csUTF16BE", CharsetId::utf16be, "UTF-16BE"},
        {"Utf-16Le", CharsetId::utf16le, "UTF-16LE"},
        {"csUTF16LE", CharsetId::utf16le, "UTF-16LE"},
        {"iso-8859-1", CharsetId::iso_8859_1, "ISO-8859-1"},
        {"iso-ir-100", CharsetId::iso_8859_1, "ISO-8859-1"},
        {"ISO_8859-1", CharsetId::iso_8859_1, "ISO-8859-1"},
        {"ISO_8859-1:1987", CharsetId::iso_8859_1, "ISO-8859-1"},
        {"LATIN1", CharsetId::iso_8859_1, "ISO-8859-1"},
        {"L1", CharsetId::iso_8859_1, "ISO-8859-1"},
        {"ibm819", CharsetId::iso_8859_1, "ISO-8859-1"},
        {"CP819", CharsetId::iso_8859_1, "ISO-8859-1"},
        {"csISOLatin1", CharsetId::iso_8859_1, "ISO-8859-1"},
        {"WINDOWS-1252", CharsetId::windows_1252, "windows-1252"},
        {"cswindows1252", CharsetId::windows_1252, "windows-1252"},
    };
    for (const auto& c : cases) {
        const auto found = lookup_charset(c.name);
        ASSERT_TRUE(found) << c.name;
        EXPECT_EQ(found->id, c.id) << c.name;
        EXPECT_EQ(found->name, c.preferred) << c.name;
    }
}

TEST(LookupCharset, IconvCharsetsAreOtherWithTheNameAsGiven) {
    const auto found = lookup_charset("Shift_JIS");
    ASSERT_TRUE(found);
    EXPECT_EQ(found->id, CharsetId::other);
    EXPECT_EQ(found->name, "Shift_JIS");
    ASSERT_TRUE(lookup_charset("EUC-JP"));
    EXPECT_EQ(lookup_charset("EUC-JP")->id, CharsetId::other);
}

TEST(LookupCharset, UnknownNamesAreNothing) {
    EXPECT_FALSE(lookup_charset("no-such-charset"));
    EXPECT_FALSE(lookup_charset(""));
    EXPECT_FALSE(lookup_charset("UTF-8 "));  // no trimming: the name is exact
    EXPECT_FALSE(lookup_charset("utf_8x"));
}

TEST(LookupCharset, IconvSuffixesAndControlCharactersAreRefused) {
    // "//IGNORE" would make iconv skip invalid bytes silently; a NUL would cut
    // the name iconv sees short.
    EXPECT_FALSE(lookup_charset("SHIFT_JIS//IGNORE"));
    EXPECT_FALSE(lookup_charset("EUC-JP//TRANSLIT"));
    EXPECT_FALSE(lookup_charset(std::string_view("EUC-JP\0x", 8)));
}

TEST(SameCharset, AliasesOfOneBuiltInAreEqual) {
    EXPECT_TRUE(same_charset("UTF-8", "utf-8"));
    EXPECT_TRUE(same_charset("UTF-8", "csUTF8"));
    EXPECT_TRUE(same_charset("latin1", "ISO-8859-1"));
    EXPECT_TRUE(same_charset("csISOLatin1", "l1"));
    EXPECT_TRUE(same_charset("US-ASCII", "ANSI_X3.4-1968"));
    EXPECT_TRUE(same_charset("windows-1252", "CSWINDOWS1252"));
}

TEST(SameCharset, DifferentCharsetsAreNotEqual) {
    EXPECT_FALSE(same_charset("UTF-8", "US-ASCII"));
    EXPECT_FALSE(same_charset("UTF-16", "UTF-16BE"));
    EXPECT_FALSE(same_charset("UTF-16BE", "UTF-16LE"));
    EXPECT_FALSE(same_charset("ISO-8859-1", "windows-1252"));
    EXPECT_FALSE(same_charset("Shift_JIS", "EUC-JP"));
}

TEST(SameCharset, OtherNamesCompareCaseInsensitively) {
    EXPECT_TRUE(same_charset("Shift_JIS", "SHIFT_JIS"));
    EXPECT_TRUE(same_charset("x-unknown", "X-UNKNOWN"));
    EXPECT_FALSE(same_charset("Shift_JIS", "UTF-8"));
}

}  // namespace
}  // namespace fragid
