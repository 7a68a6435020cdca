// `fragid migrate` checked on the draft-wilde vectors: wherever the draft's
// fragment has an RFC 5147 counterpart and its counts are within the entity,
// the migrated fragment identifies exactly the same characters and bytes.
#include <gtest/gtest.h>

#include "fragid/conformance/vectors.hpp"
#include "fragid/reference/resolve.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/rfc5147/resolver.hpp"
#include "fragid/reference/wilde/migrate.hpp"
#include "fragid/reference/wilde/resolver.hpp"
#include "build_paths.hpp"

namespace fragid {
namespace {

using namespace conformance;

// The entity's number of characters and of lines, as the draft counts them.
std::pair<std::uint64_t, std::uint64_t> size_of(const Entity& entity) {
    const auto all = resolve_as<Spec::wilde>("char(1,)line(99999999999999999999)", entity);
    std::uint64_t characters = 0, lines = 1;
    for (const auto& s : all.spans) {
        if (s.part == 0) characters = s.end.character;
        if (s.part == 1) lines = s.start.line;
    }
    return {characters, lines};
}

bool counts_within(const WildeFragment& f, std::uint64_t characters, std::uint64_t lines) {
    for (const auto& p : f.parts) {
        const auto limit = p.scheme == WildeScheme::line ? lines : characters;
        if (p.counts.first > Number(limit) || (p.counts.last && *p.counts.last > Number(limit))) return false;
    }
    return true;
}

TEST(Migration, TheMigratedFragmentIdentifiesTheSameTextOnEveryDraftVector) {
    std::size_t compared = 0;
    for (const auto& file : load_vectors(std::filesystem::path(build::source_dir) / "conformance")) {
        for (const auto& c : file.cases) {
            const auto* check = c.resolves();
            if (c.spec != Spec::wilde || !check || status_of(check->acceptable.front()) != Status::ok) continue;
            const auto parsed = parse_fragment_as<WildeFragment>(check->fragment);
            if (!std::holds_alternative<WildeFragment>(parsed)) continue;
            const auto& fragment = std::get<WildeFragment>(parsed);
            const auto migrated = migrate_to_rfc5147(fragment);
            if (!std::holds_alternative<TextFragment>(migrated)) continue;
            const auto [characters, lines] = size_of(c.entity.view());
            if (characters == 0 || !counts_within(fragment, characters, lines)) continue;

            const auto old_way = std::get<conformance::WildeSpans>(outcome_of(resolve_wilde(fragment, c.entity.view()))).spans;
            Entity every_line_ending = c.entity.view();
            every_line_ending.line_endings = LineEndingSet::all();  // the draft's line endings (s.2.1.1)
            const auto new_way = resolve_text(std::get<TextFragment>(migrated), every_line_ending);
            ASSERT_EQ(old_way.size(), 1u) << c.id;
            ASSERT_EQ(new_way.status, Status::ok) << c.id << ": " << new_way.reason;
            EXPECT_EQ(new_way.start.character, old_way[0].start_character) << c.id;
            EXPECT_EQ(new_way.end.character, old_way[0].end_character) << c.id;
            EXPECT_EQ(new_way.start.byte, old_way[0].start_byte) << c.id;
            EXPECT_EQ(new_way.end.byte, old_way[0].end_byte) << c.id;
            ++compared;
        }
    }
    EXPECT_GE(compared, 20u) << "the draft's vectors hold enough migratable cases";
}

}  // namespace
}  // namespace fragid
