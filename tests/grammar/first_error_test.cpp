// The grammars' control records a parse's first error instead of throwing it
// while a grammar::FirstError is active (rewinding_control.hpp). Recording
// must report what the throw reports: the same offset and message for every
// fragment, in each of the three grammars; and without a FirstError the
// control still throws, as before.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <optional>
#include <string>
#include <tao/pegtl.hpp>
#include <utility>
#include <variant>

#include "fragid/generators/fragment_text.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/grammar/rfc5147_errors.hpp"
#include "fragid/grammar/rfc7111_errors.hpp"
#include "fragid/grammar/wilde_errors.hpp"

namespace fragid {
namespace {

namespace pegtl = tao::pegtl;
using Error = std::optional<std::pair<std::size_t, std::string>>;

// The parse as it was: the control throws a parse_error at the first failed
// commit point. (No actions: none of the grammars' actions can fail a rule.)
template <class Grammar, template <class> class Control>
Error thrown_error(const std::string& text) {
    pegtl::memory_input in(text, "fragment");
    try {
        (void)pegtl::parse<Grammar, pegtl::nothing, Control>(in);
    } catch (const pegtl::parse_error& e) {
        return std::pair{e.positions().front().byte, std::string(e.message())};
    }
    return std::nullopt;
}

// The parse through the front door, with the control recording the error.
template <class Fragment>
Error recorded_error(const std::string& text) {
    const auto parsed = parse_fragment_as<Fragment>(text);
    if (const auto* error = std::get_if<SyntaxError>(&parsed)) return std::pair{error->offset, error->expected};
    return std::nullopt;
}

// Fragments without '%', so that the decoded text the grammar sees is the
// text as written and the offsets of both parses count the same octets.
std::string unescaped(std::string text) {
    for (char& c : text)
        if (c == '%') c = '.';
    return text;
}

RC_GTEST_PROP(FirstError, Rfc5147RecordsWhatTheThrowReports, ()) {
    const auto text = unescaped(*generators::gen_fragment_text(Spec::rfc5147));
    RC_ASSERT(recorded_error<TextFragment>(text) == (thrown_error<grammar::rfc5147::grammar, grammar::rfc5147::control>(text)));
}

RC_GTEST_PROP(FirstError, Rfc7111RecordsWhatTheThrowReports, ()) {
    const auto text = unescaped(*generators::gen_fragment_text(Spec::rfc7111));
    RC_ASSERT(recorded_error<CsvFragment>(text) == (thrown_error<grammar::rfc7111::grammar, grammar::rfc7111::control>(text)));
}

RC_GTEST_PROP(FirstError, WildeRecordsWhatTheThrowReports, ()) {
    const auto text = unescaped(*generators::gen_fragment_text(Spec::wilde));
    RC_ASSERT(recorded_error<WildeFragment>(text) == (thrown_error<grammar::wilde::grammar, grammar::wilde::control>(text)));
}

// The thrown and the recorded error of `text`, in the grammar its scheme names.
std::pair<Error, Error> thrown_and_recorded(const std::string& text) {
    if (text.starts_with("char=") || text.starts_with("line="))
        return {thrown_error<grammar::rfc5147::grammar, grammar::rfc5147::control>(text), recorded_error<TextFragment>(text)};
    if (text.starts_with("row=") || text.starts_with("cell="))
        return {thrown_error<grammar::rfc7111::grammar, grammar::rfc7111::control>(text), recorded_error<CsvFragment>(text)};
    return {thrown_error<grammar::wilde::grammar, grammar::wilde::control>(text), recorded_error<WildeFragment>(text)};
}

// Errors at a nested commit point, where a commit point above it would raise
// again after must<> returned: the first (innermost) error is the one reported.
TEST(FirstError, TheInnermostCommitPointIsReported) {
    for (const std::string text : {"char=1;md5=abc", "line=,", "row=1-", "row=1x", "cell=*,*-*,00,0-0,0", "cell=1,2-3", "match((a)", "char(1,2", "match(^x)"}) {
        SCOPED_TRACE(text);
        const auto [thrown, recorded] = thrown_and_recorded(text);
        ASSERT_TRUE(thrown.has_value());
        EXPECT_EQ(recorded, thrown);
    }
}

// Outside a FirstError the control throws, and inside one it does not.
TEST(FirstError, ThrowsOnlyWithoutARecorder) {
    pegtl::memory_input outside("char=x", "fragment");
    EXPECT_THROW((void)(pegtl::parse<grammar::rfc5147::grammar, pegtl::nothing, grammar::rfc5147::control>(outside)),
                 pegtl::parse_error);
    pegtl::memory_input inside("char=x", "fragment");
    grammar::FirstError first;
    EXPECT_NO_THROW((void)(pegtl::parse<grammar::rfc5147::grammar, pegtl::nothing, grammar::rfc5147::control>(inside)));
    ASSERT_TRUE(first.raised());
    EXPECT_EQ(first.offset(), 5u);
}

}  // namespace
}  // namespace fragid
