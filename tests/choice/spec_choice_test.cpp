// Which specs a fragment may be in before its grammar says (choice/spec_choice.hpp):
// --type first, then the file's extension, else every spec in the table's order.
// The program (`resolve`, `explain`) and the npm package's resolve() both ask it.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "fragid/choice/spec_choice.hpp"
#include "fragid/choice/usage_error.hpp"

namespace fragid::choice {
namespace {

using Specs = std::vector<Spec>;

Specs for_type(const std::string& type, std::string_view path = "") { return candidate_specs(type, path); }

const Specs every_spec{Spec::rfc5147, Spec::rfc7111, Spec::wilde};

// A media type is its registered fragment syntax alone: text/plain's is RFC 5147's (RFC 5147 s.5),
// never the draft's, which is asked for by name.
TEST(SpecChoice, AMediaTypeIsItsRegisteredSpecWhateverItsCase) {
    EXPECT_EQ(for_type("text/plain"), Specs{Spec::rfc5147});
    EXPECT_EQ(for_type("Text/Plain"), Specs{Spec::rfc5147});
    EXPECT_EQ(for_type("TEXT/CSV"), Specs{Spec::rfc7111});
}

TEST(SpecChoice, TheShortSpellingsAndTheSpecsNamesChooseOneSpec) {
    EXPECT_EQ(for_type("text"), Specs{Spec::rfc5147});
    EXPECT_EQ(for_type("csv"), Specs{Spec::rfc7111});
    EXPECT_EQ(for_type("wilde"), Specs{Spec::wilde});
    EXPECT_EQ(for_type("draft-wilde-text-fragment-01"), Specs{Spec::wilde});
    EXPECT_EQ(for_type("RFC7111"), Specs{Spec::rfc7111});
}

// "txt" is an extension both text/plain syntaxes share: the grammars tell them apart.
TEST(SpecChoice, AnExtensionAsTypeIsEverySpecOfThatExtension) {
    EXPECT_EQ(for_type("txt"), (Specs{Spec::rfc5147, Spec::wilde}));
}

TEST(SpecChoice, AnUnknownTypeIsAUsageErrorNamingIt) {
    try {
        for_type("text/html");
        FAIL() << "text/html was taken";
    } catch (const UsageError& e) {
        EXPECT_NE(std::string(e.what()).find("--type: 'text/html' is none of text, csv, wilde"), std::string::npos)
            << e.what();
    }
}

TEST(SpecChoice, WithoutATypeTheFilesExtensionChooses) {
    EXPECT_EQ(candidate_specs(std::nullopt, "data/table.CSV"), Specs{Spec::rfc7111});  // RFC 7111 s.5.1: "CSV"
    EXPECT_EQ(candidate_specs(std::nullopt, "notes.txt"), (Specs{Spec::rfc5147, Spec::wilde}));
}

TEST(SpecChoice, TheTypeWinsOverTheExtension) {
    EXPECT_EQ(candidate_specs(std::string("text"), "table.csv"), Specs{Spec::rfc5147});
}

// A dot in a directory's name is no extension, and an unknown extension says nothing.
TEST(SpecChoice, OtherwiseEverySpecInTheTablesOrder) {
    EXPECT_EQ(candidate_specs(std::nullopt, ""), every_spec);
    EXPECT_EQ(candidate_specs(std::nullopt, "v1.csv/notes"), every_spec);
    EXPECT_EQ(candidate_specs(std::nullopt, "notes.md"), every_spec);
    EXPECT_EQ(candidate_specs(std::nullopt, "-"), every_spec);
}

}  // namespace
}  // namespace fragid::choice
