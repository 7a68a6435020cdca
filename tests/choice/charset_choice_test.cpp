// Which charset a local file is read in (choice/local_charset.hpp; docs/interpretations.md,
// "The charset of a local file"): --charset, else a media type's MIME default, else a byte
// order mark, else UTF-8. tests/cli/local_charset_test.cpp runs the same through the program.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>

#include "fragid/choice/local_charset.hpp"

namespace fragid::choice {
namespace {

const std::optional<std::string> no_option;

ChosenCharset chosen_for(std::string_view first_bytes, const std::optional<std::string>& type = std::nullopt,
                         Spec spec = Spec::rfc5147) {
    return choose_charset(no_option, type, spec, first_bytes);
}

TEST(CharsetChoice, TheOptionWinsAsWritten) {
    const auto chosen = choose_charset(std::string("latin1"), std::string("text/plain"), Spec::rfc5147, "\xEF\xBB\xBF");
    EXPECT_EQ(chosen.name, "latin1");
    EXPECT_EQ(chosen.source, CharsetSource::option);
}

// RFC 5147 s.1.1 (after RFC 2046 s.4.1.2): US-ASCII; RFC 7111 s.5.1: UTF-8. A byte order mark
// does not outweigh what the user said the file is.
TEST(CharsetChoice, AMediaTypeKeepsTheDefaultOfItsMimeEntity) {
    const auto text = chosen_for("\xEF\xBB\xBF", std::string("text/plain"));
    EXPECT_EQ(text.name, "US-ASCII");
    EXPECT_EQ(text.source, CharsetSource::media_type_default);
    const auto csv = chosen_for("a,b", std::string("text/csv"), Spec::rfc7111);
    EXPECT_EQ(csv.name, "UTF-8");
    EXPECT_EQ(csv.source, CharsetSource::media_type_default);
}

// The Unicode Standard s.23.8, Table 23-6.
TEST(CharsetChoice, AByteOrderMarkNamesItsEncodingScheme) {
    EXPECT_EQ(chosen_for("\xEF\xBB\xBF" "a").name, "UTF-8");
    EXPECT_EQ(chosen_for("\xFE\xFF").name, "UTF-16");
    EXPECT_EQ(chosen_for(std::string_view("\xFF\xFE\0", 3)).name, "UTF-16");
    EXPECT_EQ(chosen_for("\xFF\xFE").source, CharsetSource::byte_order_mark);
    // A short name (--type text) is no media type: the mark still decides.
    EXPECT_EQ(chosen_for("\xFE\xFF", std::string("text")).source, CharsetSource::byte_order_mark);
}

TEST(CharsetChoice, OtherwiseALocalFileIsUtf8) {
    for (const std::string_view bytes : {"", "ab", "\xEF\xBB", "\xFE"}) {
        const auto chosen = chosen_for(bytes, std::string("wilde"), Spec::wilde);
        EXPECT_EQ(chosen.name, "UTF-8") << bytes;
        EXPECT_EQ(chosen.source, CharsetSource::local_file_default) << bytes;
    }
}

// `make` takes no --type (its selection says the media type), so the npm package's make() and
// `fragid make` choose without a spec: never a media type's default (US-ASCII for text/plain),
// and what every spec would choose given no media type.
TEST(CharsetChoice, WithoutAMediaTypeNoSpecDecides) {
    const auto none = choose_local_charset(no_option, "a,b");
    EXPECT_EQ(none.name, "UTF-8");
    EXPECT_EQ(none.source, CharsetSource::local_file_default);
    const auto marked = choose_local_charset(no_option, "\xFE\xFF");
    EXPECT_EQ(marked.name, "UTF-16");
    EXPECT_EQ(marked.source, CharsetSource::byte_order_mark);
    const auto given = choose_local_charset(std::string("ISO-8859-1"), "\xEF\xBB\xBF");
    EXPECT_EQ(given.name, "ISO-8859-1");
    EXPECT_EQ(given.source, CharsetSource::option);
    for (const auto& d : spec_table)
        for (const std::string_view bytes : {"a,b", "\xFE\xFF"}) {
            EXPECT_EQ(chosen_for(bytes, std::nullopt, d.spec).name, choose_local_charset(no_option, bytes).name) << d.name;
            EXPECT_EQ(chosen_for(bytes, std::nullopt, d.spec).source, choose_local_charset(no_option, bytes).source) << d.name;
        }
}

// The words `--json` writes in its "charset" object, which the npm package's resolve() repeats.
TEST(CharsetChoice, EachSourceHasItsJsonName) {
    EXPECT_EQ(to_string(CharsetSource::option), "option");
    EXPECT_EQ(to_string(CharsetSource::media_type_default), "media-type-default");
    EXPECT_EQ(to_string(CharsetSource::byte_order_mark), "byte-order-mark");
    EXPECT_EQ(to_string(CharsetSource::local_file_default), "local-file-default");
}

TEST(CharsetChoice, TheWordsCiteTheSpecOfTheDefault) {
    const ChosenCharset text{"US-ASCII", CharsetSource::media_type_default};
    EXPECT_EQ(described(text, Spec::rfc5147), "US-ASCII (the default of a text/plain entity without a charset "
                                               "parameter: RFC 2046 s.4.1.2, RFC 5147 s.1.1)");
    const ChosenCharset csv{"UTF-8", CharsetSource::media_type_default};
    EXPECT_EQ(described(csv, Spec::rfc7111),
              "UTF-8 (the default of a text/csv entity without a charset parameter: RFC 7111 s.5.1)");
    EXPECT_EQ(described({"UTF-16", CharsetSource::byte_order_mark}, Spec::wilde),
              "UTF-16 (from the file's byte order mark)");
    EXPECT_EQ(described({"koi8-r", CharsetSource::option}, Spec::rfc5147), "koi8-r (--charset)");
}

}  // namespace
}  // namespace fragid::choice
