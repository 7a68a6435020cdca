// CsvView, which reads bytes and stops early, against SimpleCsvView, which
// decodes everything and parses every record first: the same answer to every
// question, or the same error at the same offset in the same words, on
// generated entities in every charset fragid reads CSV in. CsvReader, the same
// fast reader without the questions, is checked record by record too.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <iconv.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <memory>
#include <stdexcept>

#include <ostream>
#include <string>
#include <vector>

#include "fragid/entity/csv_view.hpp"
#include "fragid/entity/entity_stream.hpp"
#include "fragid/entity/simple_csv_view.hpp"

namespace fragid {
namespace {


// A CSV entity: its bytes and the charset they are read in.
struct CsvSample {
    std::string charset;
    std::string bytes;
};

void showValue(const CsvSample& s, std::ostream& os) {
    static constexpr char hex[] = "0123456789ABCDEF";
    os << s.charset << " \"";
    for (unsigned char c : s.bytes) {
        if (c >= 0x20 && c < 0x7F && c != '\\') os << c;
        else os << "\\x" << hex[c >> 4] << hex[c & 0xF];
    }
    os << "\"";
}

enum class Ask { record, rows_through, columns_through };
struct Question {
    Ask ask = Ask::record;
    std::uint64_t n = 0;
};

void showValue(const Question& q, std::ostream& os) {
    os << (q.ask == Ask::record ? "record(" : q.ask == Ask::rows_through ? "rows_through(" : "columns_through(") << q.n << ")";
}

// Pieces of CSV as code points: separators, text (ASCII, Latin-1, BMP, astral,
// NEL), quoted fields with "" and line breaks in them, and stray quotes. The
// well-formed pieces put separators around every quoted field, so that long
// entities stay valid CSV often enough for deep rows to be asked about.
const std::vector<std::u32string> well_formed_pieces = {
    U",", U",", U"\r\n", U"\n", U"\r", U"a", U"bc", U" ", U"\u00E9", U"\u20AC", U"\U0001F600", U"\u0085",
    U"\u3042", U",\"x,\r\ny\"\"z\",", U"\n\"\"\r\n", U",\"q\"\n",
};
const std::vector<std::u32string> any_pieces = {
    U",", U"\r\n", U"\n", U"\r", U"a", U"\u00E9", U"\U0001F600", U"\"x,\r\ny\"\"z\"", U"\"\"", U"\"q\"", U"\"",
};

// Bytes that are invalid in some charset or break a character in two.
const std::vector<std::string> charset_damage = {"\xFF", "\xC3", "\xED\xA0\x80", "\x81", "\x80", "\xD8\x00", "\x00\xDC",
                                         "A",    "\x8E", "\xF4\x90\x80\x80"};

// The charset a sample is written in, and the name iconv writes it with.
struct Writing {
    const char* charset;
    const char* iconv_name;
    const char* bom;  // written first when asked for: a BOM, or a ZWNBSP character
};
const std::vector<Writing> writings = {
    {"UTF-8", "UTF-8", "\xEF\xBB\xBF"},          {"US-ASCII", "US-ASCII", ""},
    {"ISO-8859-1", "ISO-8859-1", ""},            {"windows-1252", "CP1252", ""},
    {"UTF-16", "UTF-16BE", "\xFE\xFF"},          {"UTF-16", "UTF-16LE", "\xFF\xFE"},
    {"UTF-16BE", "UTF-16BE", "\xFE\xFF"},        {"UTF-16LE", "UTF-16LE", "\xFF\xFE"},
    {"ISO-8859-15", "ISO-8859-15", ""},          {"EUC-JP", "EUC-JP", ""},
};

// Encodes each code point on its own; one the charset lacks becomes "z".
std::string encode(const std::u32string& text, const char* iconv_name) {
    iconv_t cd = iconv_open(iconv_name, "UTF-32LE");
    std::string out;
    for (char32_t c : text) {
        char in_bytes[4] = {static_cast<char>(c & 0xFF), static_cast<char>((c >> 8) & 0xFF),
                            static_cast<char>((c >> 16) & 0xFF), static_cast<char>(c >> 24)};
        char buffer[16];
        char* in = in_bytes;
        char* o = buffer;
        std::size_t in_left = 4, out_left = sizeof buffer;
        iconv(cd, nullptr, nullptr, nullptr, nullptr);
        if (iconv(cd, &in, &in_left, &o, &out_left) == static_cast<std::size_t>(-1)) {
            out += encode(U"z", iconv_name);
            continue;
        }
        out.append(buffer, sizeof buffer - out_left);
    }
    iconv_close(cd);
    return out;
}

rc::Gen<CsvSample> gen_sample() {
    return rc::gen::exec([] {
        const Writing w = *rc::gen::elementOf(writings);
        const auto& pieces = *rc::gen::arbitrary<bool>() ? well_formed_pieces : any_pieces;
        const auto chosen = *rc::gen::container<std::vector<std::u32string>>(rc::gen::elementOf(pieces));
        std::u32string text;
        for (const auto& p : chosen) text += p;
        std::string bytes = encode(text, w.iconv_name);
        if (*rc::gen::inRange(0, 4) == 0) bytes = w.bom + bytes;
        if (*rc::gen::inRange(0, 4) == 0) {
            const auto at = *rc::gen::inRange<std::size_t>(0, bytes.size() + 1);
            bytes.insert(at, *rc::gen::elementOf(charset_damage));
        }
        return CsvSample{w.charset, bytes};
    });
}

rc::Gen<Question> gen_question() {
    return rc::gen::construct<Question>(
        rc::gen::element(Ask::record, Ask::rows_through, Ask::columns_through),
        rc::gen::weightedOneOf<std::uint64_t>({{8, rc::gen::inRange<std::uint64_t>(0, 12)}, {1, rc::gen::just(CsvView::all)}}));
}

// One question to either view: its answer, or the error it throws.
template <class View>
std::string answer(View& view, const Question& q) {
    try {
        switch (q.ask) {
            case Ask::record: {
                const std::vector<FieldBytes>* r = view.record(q.n);
                if (!r) return "none";
                std::string text;
                for (const FieldBytes& f : *r) text += "[" + std::to_string(f.start) + "," + std::to_string(f.end) + ")";
                return text;
            }
            case Ask::rows_through: return std::to_string(view.rows_through(q.n));
            case Ask::columns_through: return std::to_string(view.columns_through(q.n));
        }
    } catch (const CsvUnreadable& e) {
        return "error at " + std::to_string(e.error.byte_offset) + ": " + e.error.reason;
    }
    return "";
}

RC_GTEST_PROP(CsvViewProperties, prop_fast_view_answers_as_the_simple_view, ()) {
    const CsvSample sample = *gen_sample();
    const auto questions = *rc::gen::container<std::vector<Question>>(gen_question());
    const auto charset = lookup_charset(sample.charset);
    RC_ASSERT(charset.has_value());
    const Entity entity{sample.bytes, sample.charset, LineEndingSet::all()};
    const SimpleCsvView simple(entity, *charset);
    CsvView fast(entity, *charset, *rc::gen::inRange<std::uint64_t>(1, 5));  // goes back from many record starts
    RC_TAG(simple.error() ? "damaged" : "valid", simple.records().size() > 3 ? "4+ records" : "0-3 records");
    for (const Question& q : questions) {
        const std::string expected = answer(simple, q);
        RC_ASSERT(answer(fast, q) == expected);
        if (expected.starts_with("error")) break;  // the view is done with this entity
    }
}

RC_GTEST_PROP(CsvViewProperties, prop_reader_reads_the_records_of_the_simple_view, ()) {
    const CsvSample sample = *gen_sample();
    const auto charset = lookup_charset(sample.charset);
    RC_ASSERT(charset.has_value());
    const Entity entity{sample.bytes, sample.charset, LineEndingSet::all()};
    const SimpleCsvView simple(entity, *charset);
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

// The same bytes as a stream, read `chunk` bytes at a time (a memfd, which
// read() serves exactly `chunk` at a time, as a pipe would at most).
std::unique_ptr<EntityStream> stream_of(const std::string& bytes, std::uint64_t chunk) {
    const int fd = ::memfd_create("csv", MFD_CLOEXEC);
    if (fd < 0 || ::write(fd, bytes.data(), bytes.size()) != static_cast<ssize_t>(bytes.size()) ||
        ::lseek(fd, 0, SEEK_SET) != 0)
        throw std::runtime_error("memfd");
    // spool_after 0: the kept records' whole pages go to a temporary file at once.
    return std::make_unique<EntityStream>(fd, true, "test stream",
                                          EntityStream::Limits{chunk, std::uint64_t{1} << 30, std::uint64_t{1} << 30, 0});
}

// Over a stream read in chunks of 1 to 7 bytes (so that records, quoted
// fields, CR LF pairs, multi-byte characters and BOMs are cut at every
// place), the view answers as over the same bytes mapped, for questions as
// the resolver asks them: none before the row kept (keep_from_row), and the
// kept records' bytes stay readable. iconv's charsets are not streamed
// (csv_streams), so the writings here are those read as bytes or 16-bit units.
RC_GTEST_PROP(CsvViewProperties, prop_streamed_view_answers_as_the_mapped_view, ()) {
    const CsvSample sample = *gen_sample();
    const auto charset = lookup_charset(sample.charset);
    RC_ASSERT(charset.has_value());
    RC_PRE(charset->id != CharsetId::other);
    const auto chunk = *rc::gen::inRange<std::uint64_t>(1, 8);
    const auto kept = *rc::gen::inRange<std::uint64_t>(1, 6);
    auto questions = *rc::gen::container<std::vector<Question>>(gen_question());
    for (auto& q : questions)
        if (q.ask == Ask::record) q.n = std::max(q.n, kept);
    const Entity mapped_entity{sample.bytes, sample.charset, LineEndingSet::all()};
    CsvView mapped(mapped_entity, *charset);
    const auto stream = stream_of(sample.bytes, chunk);
    Entity streamed_entity{{}, sample.charset, LineEndingSet::all(), stream.get()};
    CsvView streamed(streamed_entity, *charset, *rc::gen::inRange<std::uint64_t>(1, 5));
    streamed.keep_from_row(kept);
    RC_LOG() << sample.charset << ", chunk " << chunk << ", kept from row " << kept << "\n";
    for (const Question& q : questions) {
        const std::string expected = answer(mapped, q);
        RC_ASSERT(answer(streamed, q) == expected);
        if (expected.starts_with("error")) break;
        if (q.ask != Ask::record || expected == "none") continue;
        for (const FieldBytes& f : *streamed.record(q.n))
            RC_ASSERT(stream->bytes().substr(f.start, f.end - f.start) == sample.bytes.substr(f.start, f.end - f.start));
    }
}

// Going back before the kept row of a stream fails loudly.
TEST(CsvViewStream, GoingBackBeforeTheKeptRowThrows) {
    std::string csv;
    for (int i = 0; i < 100; ++i) csv += std::to_string(i) + ",x\n";
    const auto stream = stream_of(csv, 7);
    const auto charset = lookup_charset("UTF-8");
    Entity entity{{}, "UTF-8", LineEndingSet::all(), stream.get()};
    CsvView view(entity, *charset);
    view.keep_from_row(50);
    ASSERT_NE(view.record(60), nullptr);
    ASSERT_NE(view.record(50), nullptr);  // kept
    EXPECT_THROW(view.record(10), std::logic_error);
}

}  // namespace
}  // namespace fragid
