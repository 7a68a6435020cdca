// The sentence of the specification a report quotes for a case: the case's own
// quote, else a requirement it lists that says what it tests, never a
// section's preamble ("Applications implementing support for the mechanism
// described in this memo MUST behave as described in the following sections.",
// RFC 5147 s.4 and RFC 7111 s.4), which says nothing a maintainer can check
// (issue 33).
#include <gtest/gtest.h>

#include "fragid/conformance/requirements.hpp"
#include "../conformance/support.hpp"

namespace fragid {
namespace {

using namespace conformance;

TEST(SpecWords, NoCaseIsQuotedWithAPreamble) {
    std::vector<Problem> problems;
    const auto catalogues = load_catalogues(test::suite_dir, problems);
    ASSERT_TRUE(problems.empty());
    // The preambles: flagged in the catalogues, and the two known by their ids.
    std::set<std::string> preambles;
    for (const auto& [spec, catalogue] : catalogues)
        for (const auto& r : catalogue.requirements)
            if (r.preamble || r.id == "rfc5147-s4-1" || r.id == "rfc7111-s4-1") preambles.insert(r.quote);
    ASSERT_EQ(preambles.size(), 1u) << "both specs word their s.4 preamble alike";
    std::vector<std::string> quoting_a_preamble;
    for (const auto& c : test::shipped_cases())
        if (const auto words = words_for(c, catalogues); words && preambles.contains(*words)) quoting_a_preamble.push_back(c.id);
    EXPECT_TRUE(quoting_a_preamble.empty()) << quoting_a_preamble.size() << " cases, e.g. " << quoting_a_preamble.front();
}

TEST(SpecWords, APreambleRequirementIsPassedOverForTheNextOne) {
    Catalogue catalogue;
    catalogue.spec = Spec::rfc5147;
    catalogue.requirements = {{"r-preamble", "4", Level::must, "MUST behave as described", true, "", true},
                              {"r-real", "4.1", Level::must, "each line ending MUST be counted as one", true, "", false}};
    const std::map<Spec, Catalogue> catalogues{{Spec::rfc5147, catalogue}};
    Case c;
    c.requirements = {"r-preamble", "r-real"};
    EXPECT_EQ(words_for(c, catalogues), "each line ending MUST be counted as one");
    c.requirements = {"r-preamble"};
    EXPECT_EQ(words_for(c, catalogues), std::nullopt) << "no words rather than a preamble's";
    c.quote = "the case's own words";
    EXPECT_EQ(words_for(c, catalogues), "the case's own words");
}

}  // namespace
}  // namespace fragid
