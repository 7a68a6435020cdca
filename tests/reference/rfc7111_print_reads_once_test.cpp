// Issue 41: the RFC 7111 resolver resolves and the printer prints. A result
// carries what a fragment identifies, nothing about how it will be printed,
// and printing reads the entity through the view the resolver read it
// through, in the charset the caller looked up, never looking it up again.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "fragid/entity/charset.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/model/result.hpp"
#include "fragid/reference/print.hpp"

namespace fragid {
namespace {

// A printing flag in the model's part (as `fields_listed` once was) would be
// the resolver doing the printer's work.
template <class Part>
constexpr bool part_says_how_it_prints = requires(Part p) { p.fields_listed; };

TEST(CsvPrintReadsOnce, a_result_carries_no_printing_data) {
    EXPECT_FALSE(part_says_how_it_prints<CsvPart>);
}

// The entity declares a charset nobody knows; the caller chose UTF-8 for it
// (as `fragid resolve --charset` does). A printer that looked the entity's
// charset up again, or read it through a view of its own, would print nothing.
TEST(CsvPrintReadsOnce, printing_uses_the_callers_charset_and_the_resolvers_view) {
    const std::string bytes = "a,b\nc,d\ne,f\n";
    const Entity entity{bytes, "x-no-such-charset"};
    const auto charset = *lookup_charset("UTF-8");
    for (const auto& [written, expected] : {std::pair{"col=2", "b\nd\nf\n"}, std::pair{"cell=2,1-3,1", "c\ne\n"},
                                          std::pair{"row=3;1", "e,f\na,b\n"}}) {
        SCOPED_TRACE(written);
        const auto fragment = std::get<CsvFragment>(parse_fragment_as<CsvFragment>(written));
        std::ostringstream out, notes;
        EXPECT_EQ(resolve_and_print(fragment, entity, charset, {}, out, notes), Status::ok);
        EXPECT_EQ(out.str(), expected);
        EXPECT_EQ(notes.str(), "");
    }
}

}  // namespace
}  // namespace fragid
