// The byte charsets' CSV reader reads a well-formed record in one go, finding
// ',' CR and LF eight bytes at a time and checking text bytes only where a
// byte 0x80 or above came before the separator, UTF-8 in bulk 64 KiB at a
// time (csv_byte_text.hpp, csv_separator_search.hpp). These properties put separators, quotes,
// multi-byte characters and damage at every place within and across 8-byte
// words, and check CsvReader and CsvView against SimpleCsvView, which decodes
// every character first: the same records, or the same error in the same words.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "fragid/entity/csv_reader.hpp"
#include "fragid/entity/csv_view.hpp"
#include "fragid/entity/simple_csv_view.hpp"

namespace fragid {
namespace {


// Bytes, not code points: ASCII runs of every length up to two words, UTF-8
// sequences of each length, Latin-1 letters (invalid alone in UTF-8 and in
// US-ASCII), broken and overlong sequences, separators and quotes.
const std::vector<std::string> byte_pieces = {
    ",", ",", "\r\n", "\n", "\r", "\"", "\"\"", "\"a,b\r\nc\"", "\xC3\xA9", "\xE2\x82\xAC", "\xF0\x9F\x98\x80",
    "\xE9", "\xC3", "\xE2\x82", "\xC0\xAF", "\xED\xA0\x80", "\x80", "\x81",
};

rc::Gen<std::string> gen_ascii_run() {
    return rc::gen::map(rc::gen::inRange(0, 17), [](int n) { return std::string(static_cast<std::size_t>(n), 'x'); });
}

rc::Gen<std::string> gen_bytes() {
    return rc::gen::exec([] {
        const auto count = *rc::gen::inRange(0, 40);
        std::string bytes;
        for (int i = 0; i < count; ++i)
            bytes += *rc::gen::arbitrary<bool>() ? *gen_ascii_run() : *rc::gen::elementOf(byte_pieces);
        return bytes;
    });
}

const std::vector<std::string> byte_charsets = {"UTF-8", "US-ASCII", "ISO-8859-1", "windows-1252"};

RC_GTEST_PROP(CsvPlainRecordProperties, prop_reader_reads_as_the_simple_view, ()) {
    const std::string bytes = *gen_bytes();
    const std::string charset_name = *rc::gen::elementOf(byte_charsets);
    const auto charset = lookup_charset(charset_name);
    RC_ASSERT(charset.has_value());
    const Entity entity{bytes, charset_name, LineEndingSet::all()};
    const SimpleCsvView simple(entity, *charset);
    RC_TAG(simple.error() ? "damaged" : "valid");
    CsvReader reader(entity.bytes, *charset);
    std::vector<FieldBytes> fields;
    for (const auto& expected : simple.records()) {
        RC_ASSERT(reader.next(fields) == CsvReader::Step::record);
        RC_ASSERT(fields == expected);
    }
    const CsvReader::Step last = reader.next(fields);
    RC_ASSERT(last == (simple.error() ? CsvReader::Step::error : CsvReader::Step::end));
    if (simple.error()) {
        RC_ASSERT(reader.error().byte_offset == simple.error()->byte_offset);
        RC_ASSERT(reader.error().reason == simple.error()->reason);
    }
}

// Entities longer than the stretches the reader checks in bulk (64 KiB), of
// valid pieces with multi-byte characters everywhere, so that stretches end
// next to and inside characters, and at most one piece of damage anywhere.
const std::vector<std::string> valid_pieces = {
    ",", "\r\n", "\n", "xyzzy", "abc", "\xC3\xA9", "\xE2\x82\xAC", "\xF0\x9F\x98\x80", ",\"q\"\"\xC3\xA9\r\n\",",
};
const std::vector<std::string> damage = {"\xC3", "\xE2\x82", "\x80", "\xFF", "\xED\xA0\x80", "\"x\"y"};

RC_GTEST_PROP(CsvPlainRecordProperties, prop_long_entity_reads_as_the_simple_view, ()) {
    const auto target = *rc::gen::inRange<std::size_t>(60000, 200000);
    const auto picks = *rc::gen::container<std::vector<std::size_t>>(64, rc::gen::inRange<std::size_t>(0, valid_pieces.size()));
    std::string bytes;
    for (std::size_t i = 0; bytes.size() < target; ++i)
        bytes += valid_pieces[(picks[i % picks.size()] + i / picks.size()) % valid_pieces.size()];
    if (*rc::gen::arbitrary<bool>())
        bytes.insert(*rc::gen::inRange<std::size_t>(0, bytes.size() + 1), *rc::gen::elementOf(damage));
    const auto charset = lookup_charset("UTF-8");
    const Entity entity{bytes, std::string("UTF-8"), LineEndingSet::all()};
    const SimpleCsvView simple(entity, *charset);
    RC_TAG(simple.error() ? "damaged" : "valid");
    CsvReader reader(entity.bytes, *charset);
    std::vector<FieldBytes> fields;
    for (const auto& expected : simple.records()) {
        RC_ASSERT(reader.next(fields) == CsvReader::Step::record);
        RC_ASSERT(fields == expected);
    }
    RC_ASSERT(reader.next(fields) == (simple.error() ? CsvReader::Step::error : CsvReader::Step::end));
    if (simple.error()) RC_ASSERT(reader.error().byte_offset == simple.error()->byte_offset);
}

// The view's size questions read record after record the same way.
RC_GTEST_PROP(CsvPlainRecordProperties, prop_view_counts_as_the_simple_view, ()) {
    const std::string bytes = *gen_bytes();
    const std::string charset_name = *rc::gen::elementOf(byte_charsets);
    const auto charset = lookup_charset(charset_name);
    RC_ASSERT(charset.has_value());
    const Entity entity{bytes, charset_name, LineEndingSet::all()};
    const SimpleCsvView simple(entity, *charset);
    CsvView view(entity, *charset, 2);
    auto count = [](auto& v) {
        try {
            return std::to_string(v.rows_through(CsvView::all)) + " rows, " +
                   std::to_string(v.columns_through(CsvView::all)) + " columns";
        } catch (const CsvUnreadable& e) {
            return "error at " + std::to_string(e.error.byte_offset) + ": " + e.error.reason;
        }
    };
    RC_ASSERT(count(view) == count(simple));
}

}  // namespace
}  // namespace fragid
