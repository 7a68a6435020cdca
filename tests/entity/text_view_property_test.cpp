// The fast text view (text_view.hpp) answers every question exactly
// as the simple one (entity/simple_text_view.hpp), which decodes every
// character first: on generated entities in every charset the reference
// decodes, with invalid bytes, BOMs, every line ending, and every set of line
// endings in force.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <iconv.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <memory>
#include <stdexcept>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "fragid/entity/charset.hpp"
#include "fragid/entity/entity_stream.hpp"
#include "fragid/entity/text_view.hpp"
#include "fragid/entity/simple_text_view.hpp"
#include "fragid/generators/any_charset_text.hpp"

namespace fragid {
namespace {

struct Question {
    enum Kind { character, line, end, count } kind = character;
    std::uint64_t n = 0;
};

std::ostream& operator<<(std::ostream& os, const Question& q) {
    static const char* names[] = {"character", "line", "end", "count"};
    return os << names[q.kind] << " " << q.n;
}

struct Answer {
    std::optional<TextPoint> point;
    std::optional<std::uint64_t> error_offset;
    std::string error_reason;
    friend bool operator==(const Answer&, const Answer&) = default;
};

std::ostream& operator<<(std::ostream& os, const Answer& a) {
    if (!a.point) return os << "error at " << *a.error_offset << ": " << a.error_reason;
    return os << "character " << a.point->character << ", byte " << a.point->byte << ", line " << a.point->line
              << ", column " << a.point->column;
}

template <class View, class ErrorOf>
Answer ask(View& view, const Question& q, ErrorOf error_of) {
    Answer a;
    switch (q.kind) {
        case Question::character: a.point = view.point_at_character(q.n); break;
        case Question::line: a.point = view.point_at_line(q.n); break;
        case Question::end: a.point = view.end(); break;
        case Question::count:
            if (const auto n = view.character_count()) a.point = TextPoint{*n, 0, 0, 0};
            break;
    }
    if (!a.point) {
        const DecodeError& e = error_of(view);
        a.error_offset = e.byte_offset;
        a.error_reason = e.reason;
    }
    return a;
}

// In any order of questions, so that the reading goes back to its start, to a
// checkpoint, to the end or to where the bytes stop decoding, and forward.
RC_GTEST_PROP(TextViewProperty, FastViewAnswersAsTheSimpleOne, ()) {
    const auto charset_name = *rc::gen::elementOf(generators::iconv_charsets());
    const auto charset = lookup_charset(charset_name);
    RC_PRE(charset.has_value());  // an iconv without this charset
    const auto pieces = *rc::gen::container<std::vector<std::u32string>>(generators::gen_block_edge_piece());
    std::u32string text;
    for (const auto& piece : pieces) text += piece;
    const auto bom = *rc::gen::element<std::string>("", "", "", "\xEF\xBB\xBF", "\xFE\xFF", "\xFF\xFE");
    const auto junk_count = *rc::gen::weightedElement<std::size_t>({{4, 0}, {3, 1}, {1, 3}});
    const auto junk = *rc::gen::container<std::vector<std::pair<std::size_t, std::string>>>(
        junk_count, rc::gen::pair(rc::gen::arbitrary<std::size_t>(), generators::gen_undecodable()));
    const std::string bytes = bom + generators::with_inserted(generators::encode_with_iconv(text, charset_name), junk);
    LineEndingSet endings;
    for (const auto e : {LineEnding::crlf, LineEnding::lf, LineEnding::cr, LineEnding::nel, LineEnding::cr_nel})
        if (*rc::gen::arbitrary<bool>()) endings = endings.with(e);
    RC_TAG(charset_name);

    const auto most = static_cast<std::uint64_t>(bytes.size()) + 2;
    const auto questions = *rc::gen::container<std::vector<Question>>(rc::gen::build<Question>(
        rc::gen::set(&Question::kind, rc::gen::element(Question::character, Question::line, Question::end, Question::count)),
        rc::gen::set(&Question::n, rc::gen::inRange<std::uint64_t>(0, most))));

    // Checkpoints at every block end (64), now and then (100, 1000), or as
    // in use: a question behind the reading starts from one of them.
    const auto spacing = *rc::gen::element<std::uint64_t>(64, 100, 1000, TextView::default_checkpoint_spacing);
    RC_TAG(spacing);
    TextView fast(bytes, *charset, endings, spacing);
    const SimpleTextView simple(bytes, *charset, endings);
    for (const auto& q : questions) {
        const auto expected = ask(simple, q, [](const SimpleTextView& v) -> const DecodeError& { return *v.error(); });
        const auto got = ask(fast, q, [](const TextView& v) -> const DecodeError& { return v.error(); });
        RC_LOG() << charset_name << " " << endings.to_string() << " " << bytes.size() << " bytes; " << q << ": expected "
                 << expected << ", got " << got << "\n";
        RC_ASSERT(got == expected);
    }
}

// The same bytes as a stream, read `chunk` bytes at a time (a memfd, which
// read() serves exactly `chunk` at a time as a pipe would at most).
std::unique_ptr<EntityStream> stream_of(const std::string& bytes, std::uint64_t chunk,
                                        std::uint64_t spool_after = EntityStream::Limits{}.spool_after) {
    const int fd = ::memfd_create("entity", MFD_CLOEXEC);
    if (fd < 0 || ::write(fd, bytes.data(), bytes.size()) != static_cast<ssize_t>(bytes.size()) ||
        ::lseek(fd, 0, SEEK_SET) != 0)
        throw std::runtime_error("memfd");
    return std::make_unique<EntityStream>(
        fd, true, "test stream", EntityStream::Limits{chunk, std::uint64_t{1} << 30, std::uint64_t{1} << 30, spool_after});
}

// Over a stream read in chunks of 1 to 7 bytes, so that every boundary falls
// inside something (a CR LF pair, a UTF-8 or UTF-16 or GB18030 sequence, a
// BOM, an iconv shift sequence), the view answers questions that go forward
// (as the resolvers ask them) exactly as over the same bytes mapped, and the
// bytes from the first answer on stay readable (TextView::keep).
RC_GTEST_PROP(TextViewProperty, StreamedViewAnswersAsTheMappedOne, ()) {
    const auto charset_name = *rc::gen::elementOf(generators::iconv_charsets());
    const auto charset = lookup_charset(charset_name);
    RC_PRE(charset.has_value());
    const auto pieces = *rc::gen::container<std::vector<std::u32string>>(generators::gen_block_edge_piece());
    std::u32string text;
    for (const auto& piece : pieces) text += piece;
    const auto bom = *rc::gen::element<std::string>("", "", "\xEF\xBB\xBF", "\xFE\xFF", "\xFF\xFE");
    const auto junk_count = *rc::gen::weightedElement<std::size_t>({{6, 0}, {1, 1}});
    const auto junk = *rc::gen::container<std::vector<std::pair<std::size_t, std::string>>>(
        junk_count, rc::gen::pair(rc::gen::arbitrary<std::size_t>(), generators::gen_undecodable()));
    const std::string bytes = bom + generators::with_inserted(generators::encode_with_iconv(text, charset_name), junk);
    LineEndingSet endings;
    for (const auto e : {LineEnding::crlf, LineEnding::lf, LineEnding::cr, LineEnding::nel, LineEnding::cr_nel})
        if (*rc::gen::arbitrary<bool>()) endings = endings.with(e);
    const auto chunk = *rc::gen::inRange<std::uint64_t>(1, 8);
    const auto kind = *rc::gen::element(Question::character, Question::line);
    auto targets = *rc::gen::container<std::vector<std::uint64_t>>(
        rc::gen::inRange<std::uint64_t>(0, static_cast<std::uint64_t>(bytes.size()) + 2));
    std::sort(targets.begin(), targets.end());
    std::vector<Question> questions;
    for (const auto n : targets) questions.push_back({kind, n});
    if (*rc::gen::arbitrary<bool>()) questions.push_back({*rc::gen::element(Question::end, Question::count), 0});

    TextView mapped(bytes, *charset, endings);
    const auto stream = stream_of(bytes, chunk);
    TextView streamed(*stream, *charset, endings);
    std::optional<TextPoint> first;
    for (const auto& q : questions) {
        const auto expected = ask(mapped, q, [](const TextView& v) -> const DecodeError& { return v.error(); });
        const auto got = ask(streamed, q, [](const TextView& v) -> const DecodeError& { return v.error(); });
        RC_LOG() << charset_name << " " << endings.to_string() << " chunk " << chunk << ", " << bytes.size()
                 << " bytes; " << q << ": expected " << expected << ", got " << got << "\n";
        RC_ASSERT(got == expected);
        if (!got.point || q.kind == Question::count) break;
        if (!first) {
            first = got.point;
            streamed.keep(first->byte);
        }
        RC_ASSERT(streamed.bytes(*first, *got.point) == mapped.bytes(*first, *got.point));
    }
}

// A kept span's pages go to a temporary file as the stream fills them
// (spool_after 0: each whole page at once) and are mapped back in place:
// wherever the span starts and ends, whatever the chunk, its bytes read as
// they were, after the stream has been read to its end.
RC_GTEST_PROP(TextViewProperty, KeptBytesSpilledToAFileReadAsTheyWere, ()) {
    const auto size = *rc::gen::inRange<std::size_t>(1, 200000);
    const auto seed = *rc::gen::arbitrary<std::uint32_t>();
    std::string bytes(size, ' ');
    std::uint32_t x = seed | 1;
    for (char& c : bytes) {
        x ^= x << 13, x ^= x >> 17, x ^= x << 5;
        c = x % 61 == 0 ? '\n' : static_cast<char>('!' + x % 94);
    }
    const auto chunk = *rc::gen::inRange<std::uint64_t>(1, 70000);
    const auto from = *rc::gen::inRange<std::uint64_t>(0, size + 1);
    const auto to = *rc::gen::inRange<std::uint64_t>(from, size + 1);
    const auto stream = stream_of(bytes, chunk, 0);
    TextView view(*stream, *lookup_charset("UTF-8"), LineEndingSet::all());
    const auto start = view.point_at_character(from);
    RC_ASSERT(start.has_value());
    view.keep(start->byte);
    const auto end = view.point_at_character(to);
    RC_ASSERT(end.has_value());
    view.keep(start->byte, end->byte);
    RC_ASSERT(view.character_count() == std::optional<std::uint64_t>(size));
    RC_ASSERT(view.bytes(*start, *end) == std::string_view(bytes).substr(from, to - from));
}

// A stream's bytes behind the reading are gone: a question about them is a
// bug of the caller and fails loudly, never answered from zeroed memory.
TEST(TextViewStream, AQuestionBehindTheReadingThrows) {
    const auto charset = lookup_charset("UTF-8");
    const auto stream = stream_of(std::string(3u << 20, 'a'), 4096);
    TextView view(*stream, *charset, LineEndingSet::all());
    ASSERT_EQ(view.point_at_character(3u << 19)->byte, 3u << 19);
    EXPECT_THROW(view.point_at_character(10), std::logic_error);
}

}  // namespace
}  // namespace fragid
