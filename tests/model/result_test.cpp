// The names of statuses and check outcomes: one spelling shared by JSON
// output, vectors and the adapter protocol (model/include/fragid/model/result.hpp).
#include <gtest/gtest.h>

#include <array>
#include <set>
#include <string>
#include <utility>

#include "fragid/model/result.hpp"

namespace fragid {
namespace {

const std::array<std::pair<Status, std::string_view>, 6> every_status{{
    {Status::ok, "ok"},
    {Status::syntax_error, "syntax-error"},
    {Status::ignored, "ignored"},
    {Status::integrity_mismatch, "integrity-mismatch"},
    {Status::entity_error, "entity-error"},
    {Status::resource_limit, "resource-limit"},
}};

TEST(Status, EveryStatusHasItsProtocolNameAndReadsBack) {
    std::set<std::string_view> names;
    for (const auto& [status, name] : every_status) {
        EXPECT_EQ(to_string(status), name);
        EXPECT_EQ(status_from_string(name), status) << name;
        names.insert(to_string(status));
    }
    EXPECT_EQ(names.size(), every_status.size());
}

TEST(Status, OtherSpellingsAreUnknown) {
    for (const char* name : {"", "OK", "syntax_error", "Syntax-Error", "error", "ok "})
        EXPECT_EQ(status_from_string(name), std::nullopt) << '"' << name << '"';
}

TEST(CheckOutcome, Names) {
    EXPECT_EQ(to_string(CheckOutcome::passed), "passed");
    EXPECT_EQ(to_string(CheckOutcome::failed), "failed");
    EXPECT_EQ(to_string(CheckOutcome::not_used), "not-used");
    EXPECT_EQ(to_string(CheckOutcome::ignored), "ignored");
}

}  // namespace
}  // namespace fragid
