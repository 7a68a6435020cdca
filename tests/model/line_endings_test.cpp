// LineEndingSet: the conventions in force (RFC 5147 s.4.1) as vectors, the
// protocol and --line-endings spell them (model/include/fragid/model/entity.hpp).
#include <gtest/gtest.h>

#include <array>
#include <optional>
#include <string>

#include "fragid/model/entity.hpp"

namespace fragid {
namespace {

constexpr std::array<LineEnding, 5> every_ending{LineEnding::crlf, LineEnding::lf, LineEnding::cr, LineEnding::nel,
                                                 LineEnding::cr_nel};

TEST(LineEndingSet, ParsesNamesInAnyOrderAndCase) {
    const auto set = LineEndingSet::parse("nel,Cr,LF");
    ASSERT_TRUE(set);
    EXPECT_TRUE(set->contains(LineEnding::nel));
    EXPECT_TRUE(set->contains(LineEnding::cr));
    EXPECT_TRUE(set->contains(LineEnding::lf));
    EXPECT_FALSE(set->contains(LineEnding::crlf));
    EXPECT_FALSE(set->contains(LineEnding::cr_nel));
    EXPECT_EQ(LineEndingSet::parse("cr+nel"), LineEndingSet().with(LineEnding::cr_nel));
}

TEST(LineEndingSet, AllAndNone) {
    EXPECT_EQ(LineEndingSet::parse("all"), LineEndingSet::all());
    EXPECT_EQ(LineEndingSet::parse("ALL"), LineEndingSet::all());
    EXPECT_EQ(LineEndingSet::parse("none"), LineEndingSet());
    EXPECT_EQ(LineEndingSet::parse("CRLF,LF,CR,NEL,CR+NEL"), LineEndingSet::all());
    EXPECT_TRUE(LineEndingSet().empty());
    EXPECT_FALSE(LineEndingSet::all().empty());
    for (auto e : every_ending) {
        EXPECT_TRUE(LineEndingSet::all().contains(e));
        EXPECT_FALSE(LineEndingSet().contains(e));
    }
}

TEST(LineEndingSet, RefusesWhatIsNotAList) {
    EXPECT_EQ(LineEndingSet::parse("LS"), std::nullopt);
    EXPECT_EQ(LineEndingSet::parse("LF,"), std::nullopt);   // trailing comma
    EXPECT_EQ(LineEndingSet::parse(",LF"), std::nullopt);   // empty name
    EXPECT_EQ(LineEndingSet::parse("LF,,CR"), std::nullopt);
    EXPECT_EQ(LineEndingSet::parse("LF CR"), std::nullopt);
    EXPECT_EQ(LineEndingSet::parse("CR+LF"), std::nullopt);  // CRLF is spelled CRLF
    EXPECT_EQ(LineEndingSet::parse("all,LF"), std::nullopt);
}

TEST(LineEndingSet, CanonicalSpellingInTheOrderOfSection4_1) {
    EXPECT_EQ(LineEndingSet::all().to_string(), "CRLF,LF,CR,NEL,CR+NEL");
    EXPECT_EQ(LineEndingSet().to_string(), "none");
    EXPECT_EQ(LineEndingSet::parse("cr+nel,lf,crlf")->to_string(), "CRLF,LF,CR+NEL");
}

// Every one of the 32 sets reads back from its canonical spelling.
TEST(LineEndingSet, EverySetRoundTrips) {
    for (unsigned bits = 0; bits < 32; ++bits) {
        LineEndingSet set;
        for (unsigned i = 0; i < every_ending.size(); ++i)
            if (bits & (1u << i)) set = set.with(every_ending[i]);
        EXPECT_EQ(LineEndingSet::parse(set.to_string()), set) << set.to_string();
        for (unsigned i = 0; i < every_ending.size(); ++i) EXPECT_EQ(set.contains(every_ending[i]), (bits & (1u << i)) != 0);
    }
}

TEST(Entity, DefaultsAreEveryLineEndingAndNoDeclaredCharset) {
    const Entity entity{};
    EXPECT_EQ(entity.line_endings, LineEndingSet::all());
    EXPECT_FALSE(entity.charset);
}

}  // namespace
}  // namespace fragid
