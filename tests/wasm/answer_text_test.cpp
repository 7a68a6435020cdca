// resolve()'s answer text in the module (wasm/src/answer_text.cpp) against
// the one definition of the shape, json_text() of result_json()'s tree with
// "charset" (what `fragid resolve --json` prints): the same bytes for the
// reference's result on every case of the shipped suite, and for results made
// here with what the suite's seldom holds: every check and outcome, strings to
// escape or not UTF-8, the largest numbers.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>

#include "../../wasm/src/answer_text.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/result_json.hpp"
#include "fragid/conformance/vectors.hpp"
#include "fragid/reference/resolve.hpp"
#include "build_paths.hpp"

namespace {

using namespace fragid;

std::string tree_text(const FragmentResult& result, const wasm::CharsetNames& charset) {
    nlohmann::json json = std::visit([](const auto& r) { return nlohmann::json(r); }, result);
    json["charset"] = {{"name", charset.name}, {"source", charset.source}};
    return conformance::json_text(json);
}

void expect_same_text(const FragmentResult& result, const wasm::CharsetNames& charset = {"UTF-8", "local-file-default"}) {
    EXPECT_EQ(wasm::answer_text(result, charset), tree_text(result, charset));
}

TEST(AnswerText, EveryCaseOfTheSuiteIsWrittenAsTheTreeIs) {
    std::size_t compared = 0;
    for (const auto& file : conformance::load_vectors(std::string(build::source_dir) + "/conformance")) {
        for (const auto& c : file.cases) {
            const auto* check = c.resolves();
            if (!check) continue;
            SCOPED_TRACE(c.id);
            expect_same_text(resolve(c.spec, check->fragment, c.entity.view()));
            ++compared;
        }
    }
    EXPECT_GT(compared, 600u);  // the suite's 652 resolver cases, give or take
}

// Printable ASCII, '"', '\\', control characters, DEL, UTF-8 and bytes that are not UTF-8.
const std::string awkward[] = {"plain words", "say \"so\"", "a\\b", std::string("nul\0tab\tnl\n\x1f", 13),
                               "del\x7f", "\xce\xb1\xe2\x82\xac\xf0\x9f\x98\x80", "bad \xff\xc3 \xed\xa0\x80 end", ""};

TEST(AnswerText, StringsAreEscapedAsTheTreeEscapesThem) {
    for (const auto& s : awkward) {
        SCOPED_TRACE(s);
        TextResult text;
        text.status = Status::entity_error;
        text.reason = s;
        text.error_offset = 3;
        expect_same_text(text, {s, s});
        CsvResult csv;
        csv.reason = s;
        csv.ignored.push_back({2, s});
        expect_same_text(csv);
        WildeResult wilde;
        wilde.reason = s;
        wilde.ignored.push_back({1, s});
        expect_same_text(wilde);
    }
}

TEST(AnswerText, EveryCheckAndOutcomeAndTheLargestNumbers) {
    constexpr auto most = std::numeric_limits<std::uint64_t>::max();
    TextResult text;
    text.status = Status::integrity_mismatch;
    text.reason = "checked";
    text.is_position = true;
    text.start = {most, most - 1, most - 2, most - 3};
    text.end = {0, 0, 1, 1};
    Md5Check md5;
    md5.digest[0] = 0xab;
    text.checks.push_back({IntegrityCheck{LengthCheck{Number::from_digits("00012")}, "UTF-8"}, CheckOutcome::failed, "12"});
    text.checks.push_back({IntegrityCheck{md5, std::nullopt}, CheckOutcome::passed, ""});
    text.checks.push_back({IntegrityCheck{UnknownCheck{"sha\"1", "x\xff"}, "\xce\xb1"}, CheckOutcome::ignored, "?"});
    text.checks.push_back({IntegrityCheck{LengthCheck{Number(1)}, std::nullopt}, CheckOutcome::not_used, "d"});
    expect_same_text(text);
    text.status = Status::ok;
    text.checks.clear();
    expect_same_text(text);

    CsvResult csv;
    csv.error_offset = most;
    csv.parts.push_back({0, 1, most, 2, 3, {{1, 2, 3, most}, {4, 5, 6, 7}}});
    csv.parts.push_back({1, 5, 5, 1, 1, {}});
    expect_same_text(csv);

    WildeResult wilde;
    wilde.status = Status::resource_limit;
    wilde.error_offset = 0;
    wilde.spans.push_back({0, {1, 2, 3, 4}, {5, 6, 7, 8}});
    wilde.spans.push_back({2, {most, 0, 1, 1}, {most, 0, 1, 1}});
    wilde.identified.push_back({{1, 2, 3, 4}, {most, 6, 7, 8}});
    expect_same_text(wilde);
}

}  // namespace
