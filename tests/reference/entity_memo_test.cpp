// Many fragments resolved in one entity through its memo (entity_memo.hpp,
// `resolve --fragments`): each gets exactly the answer it gets alone, in any
// order, in every charset and set of line endings, from a file or a stream;
// and together they read the entity about once, not once each.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "fragid/model/text_fragment.hpp"
#include "fragid/reference/entity_memo.hpp"
#include "fragid/entity/entity_stream.hpp"
#include "fragid/entity/md5.hpp"
#include "fragid/reference/resolve.hpp"
#include "fragid/generators/any_charset_text.hpp"

namespace fragid {
namespace {

// Everything an RFC 5147 result says, as one line to compare and to log (the
// reference's own words: this test needs nothing above the reference).
std::string said(const FragmentResult& result) {
    const TextResult& r = std::get<TextResult>(result);
    const auto point = [](const TextPoint& p) {
        return std::to_string(p.character) + "/" + std::to_string(p.byte) + "/" + std::to_string(p.line) + ":" +
               std::to_string(p.column);
    };
    std::string line = std::string(to_string(r.status)) + " [" + r.reason + "]";
    if (r.error_offset) line += " at " + std::to_string(*r.error_offset);
    line += (r.is_position ? " position " : " range ") + point(r.start) + "-" + point(r.end);
    for (const CheckReport& c : r.checks) line += "; " + std::string(to_string(c.outcome)) + " [" + c.detail + "]";
    return line;
}

// A fragment of RFC 5147 over an entity of about `size` bytes: positions and
// ranges of either scheme (inverted ones too), numbers past the end, and
// now and then a length or md5 check, right or wrong.
rc::Gen<std::string> gen_fragment(std::uint64_t size, const std::string& charset, const std::string& md5_hex) {
    const auto number = rc::gen::inRange<std::uint64_t>(0, size + 3);
    return rc::gen::apply(
        [=](bool lines, int shape, std::uint64_t a, std::uint64_t b, int check, std::uint64_t length) {
            std::string f = lines ? "line=" : "char=";
            const std::string sa = std::to_string(a), sb = std::to_string(b);
            f += shape == 0 ? sa : shape == 1 ? sa + "," + sb : shape == 2 ? "," + sb : sa + ",";
            if (check == 1) f += ";length=" + std::to_string(length) + "," + charset;
            if (check == 2) f += ";md5=" + md5_hex;
            return f;
        },
        rc::gen::arbitrary<bool>(), rc::gen::inRange(0, 4), number, number,
        rc::gen::weightedElement<int>({{6, 0}, {1, 1}, {1, 2}}), number);
}

// `bytes` as a stream (a memfd read `chunk` bytes at a time, as a pipe would).
std::unique_ptr<EntityStream> stream_of(const std::string& bytes, std::uint64_t chunk) {
    const int fd = ::memfd_create("entity", MFD_CLOEXEC);
    if (fd < 0 || ::write(fd, bytes.data(), bytes.size()) != static_cast<ssize_t>(bytes.size()) ||
        ::lseek(fd, 0, SEEK_SET) != 0)
        throw std::runtime_error("memfd");
    return std::make_unique<EntityStream>(
        fd, true, "test stream", EntityStream::Limits{chunk, std::uint64_t{1} << 30, std::uint64_t{1} << 30, 4096});
}

RC_GTEST_PROP(EntityMemoProperty, EachFragmentIsAnsweredAsItIsAlone, ()) {
    const auto charset_name = *rc::gen::elementOf(generators::iconv_charsets());
    RC_PRE(lookup_charset(charset_name).has_value());
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
    const auto fragments = *rc::gen::container<std::vector<std::string>>(
        gen_fragment(bytes.size(), charset_name, to_hex(md5(bytes))));
    const bool streamed = *rc::gen::arbitrary<bool>();
    RC_TAG(charset_name, streamed);

    const Entity alone{bytes, charset_name, endings};
    // The batch's entity: the bytes, or a stream read whole first (as the CLI
    // holds a stream under --fragments), with a memo.
    const auto stream = stream_of(bytes, *rc::gen::inRange<std::uint64_t>(1, 5000));
    Entity batch = streamed ? held_whole(Entity{{}, charset_name, endings, stream.get()}) : alone;
    EntityMemo memo;
    ResolveOptions sharing;
    sharing.memo = &memo;
    for (const auto& fragment : fragments) {
        const auto expected = said(resolve(Spec::rfc5147, fragment, alone));
        const auto got = said(resolve(Spec::rfc5147, fragment, batch, sharing));
        RC_LOG() << charset_name << " " << endings.to_string() << ", " << bytes.size() << " bytes"
                 << (streamed ? ", streamed" : "") << "; " << fragment << ":\n  alone " << expected << "\n  batch "
                 << got << "\n";
        RC_ASSERT(got == expected);
    }
}

// A text of short lines in UTF-8, about `size` bytes, a third of its words Greek.
std::string short_lines(std::size_t size) {
    std::mt19937 rng(29);
    std::string text;
    while (text.size() < size) {
        const int words = 3 + static_cast<int>(rng() % 8);
        for (int w = 0; w < words; ++w) text += rng() % 3 == 0 ? "λόγος " : "word ";
        text += '\n';
    }
    return text;
}

// 300 line positions deep in a 16 MiB text, in no order, through one memo:
// the reading (bytes summarised in blocks plus bytes decoded one by one) is
// one pass over the text plus a bounded amount per question (a checkpoint's
// spacing and the blocks tried near the answer), where a view per question
// reads from the start each time (~150 passes here).
TEST(EntityMemo, ThreeHundredFragmentsReadTheEntityAboutOnce) {
    const std::string text = short_lines(16u << 20);
    const auto lines = static_cast<std::uint64_t>(std::count(text.begin(), text.end(), '\n'));
    std::vector<std::uint64_t> targets(300);
    std::mt19937_64 rng(10);
    for (auto& t : targets) t = lines / 2 + rng() % (lines / 2);
    Entity entity{text, "UTF-8", LineEndingSet::all()};
    EntityMemo memo;
    ResolveOptions sharing;
    sharing.memo = &memo;
    for (const auto t : targets) {
        const auto r =
            resolve_as<Spec::rfc5147>("line=" + std::to_string(t) + "," + std::to_string(t + 1), entity, sharing);
        ASSERT_EQ(r.status, Status::ok) << r.reason;
        ASSERT_EQ(r.start.line, t + 1);
    }
    const auto charset = *lookup_charset("UTF-8");
    const auto read = memo.text_view(text, charset, LineEndingSet::all()).statistics();
    const std::uint64_t per_question = 4 * TextView::default_checkpoint_spacing;
    EXPECT_LE(read.bytes_summarised + read.characters_decoded, text.size() + targets.size() * per_question)
        << read.bytes_summarised << " bytes summarised, " << read.characters_decoded << " decoded, "
        << read.jumps << " jumps";
    EXPECT_GT(read.checkpoints, 100u);

    // The same questions to one view that keeps no checkpoint worth the name
    // (every one at least the whole text apart): each behind the last reads
    // from the start, so the account above is not one that cannot fail.
    TextView forgetful(text, charset, LineEndingSet::all(), std::uint64_t{1} << 40);
    for (const auto t : targets) ASSERT_TRUE(forgetful.point_at_line(t).has_value());
    const auto again = forgetful.statistics();
    EXPECT_GT(again.bytes_summarised + again.characters_decoded, 20 * text.size());
}

// However large the text, the view keeps at most checkpoint_capacity
// checkpoints (text_checkpoints.hpp): past that, every other one goes and the
// spacing doubles. Character questions 97 apart end a block every 97
// characters or so, each a checkpoint at a spacing of 64: ~40k offered.
TEST(EntityMemo, CheckpointsStayBoundedOnALongText) {
    const std::string text = short_lines(4u << 20);
    const auto charset = *lookup_charset("UTF-8");
    TextView asked(text, charset, LineEndingSet::all(), 64);
    const auto characters = *TextView(text, charset, LineEndingSet::all()).character_count();
    for (std::uint64_t n = 0; n < characters; n += 97) ASSERT_TRUE(asked.point_at_character(n).has_value());
    const auto s = asked.statistics();
    EXPECT_LE(s.checkpoints, TextView::checkpoint_capacity);
    EXPECT_GE(s.checkpoints, TextView::checkpoint_capacity / 2);
    // And they still answer as a fresh view does, behind the reading.
    for (const std::uint64_t line : {1u, 5000u, 20000u}) {
        TextView fresh(text, charset, LineEndingSet::all());
        EXPECT_EQ(asked.point_at_line(line), fresh.point_at_line(line)) << line;
    }
}

// The md5 of an entity is computed once for every fragment that checks it.
TEST(EntityMemo, TheMd5IsComputedOnce) {
    const std::string text = "one\ntwo\n";
    EntityMemo memo;
    const auto& first = memo.md5_of(text);
    EXPECT_EQ(&memo.md5_of(text), &first);
    EXPECT_EQ(to_hex(first), to_hex(md5(text)));
}

}  // namespace
}  // namespace fragid
