// Helpers for the conformance tests: small cases made in code, an adapter with a
// fixed answer, a scratch suite directory, the shipped suite's ids, and a JSON
// Lines report read back.
#pragma once

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unistd.h>
#include <vector>

#include "fragid/conformance/case.hpp"
#include "fragid/conformance/outcome.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/vectors.hpp"
#include "build_paths.hpp"

namespace fragid::test {

using conformance::Outcome;
using conformance::TextSpan;

// The resolver check of a case made in a test (tests make resolver cases unless they say otherwise).
inline conformance::ResolveCheck& resolve_check(conformance::Case& c) {
    return std::get<conformance::ResolveCheck>(c.check);
}
inline const conformance::ResolveCheck& resolve_check(const conformance::Case& c) {
    return std::get<conformance::ResolveCheck>(c.check);
}

// The outcome of an answer that must have one: anything else fails the test.
inline const conformance::Outcome& outcome_of(const conformance::Answer& answer) {
    if (const auto* outcome = answer.outcome()) return *outcome;
    throw std::logic_error("the answer carries no outcome");
}

inline const std::filesystem::path source_dir{build::source_dir};
inline const std::filesystem::path suite_dir = source_dir / "conformance";

// The command that starts the test adapter that misbehaves as ARGS asks (its modes: the script's header).
inline std::string misbehaving_adapter(const std::string& args) {
    return "python3 " + (source_dir / "tests/conformance/misbehaving_adapter.py").string() + " " + args;
}

// What the reference adapter supports: everything.
inline const conformance::Support& reference_supports() {
    static const auto supports = conformance::ReferenceAdapter().start().supports;
    return supports;
}

// Every case `fragid check` runs from the shipped suite: the vectors, then the producer cases.
inline std::vector<conformance::Case> shipped_cases() {
    std::vector<conformance::Case> cases;
    auto files = conformance::load_vectors(suite_dir);
    for (auto& file : conformance::load_producer_cases(suite_dir)) files.push_back(std::move(file));
    for (auto& file : files)
        for (auto& c : file.cases) cases.push_back(std::move(c));
    return cases;
}

// `fragid check --format jsonl` read back: the header, each case record by id
// (how many records each id got in `records_per_id`), and the footer.
struct JsonlReport {
    nlohmann::json header, footer;
    std::vector<nlohmann::json> cases;
    std::map<std::string, int> records_per_id;
};
inline JsonlReport read_jsonl(const std::string& out) {
    JsonlReport report;
    std::istringstream lines(out);
    for (std::string line; std::getline(lines, line);) {
        auto record = nlohmann::json::parse(line);
        const auto kind = record.value("record", "");
        if (kind == "header") report.header = std::move(record);
        else if (kind == "footer") report.footer = std::move(record);
        else {
            ++report.records_per_id[record.value("id", "")];
            report.cases.push_back(std::move(record));
        }
    }
    return report;
}

// A text/plain case: `fragment` on `text`, expecting a range [a, b) of characters (= bytes: ASCII).
inline conformance::Case text_case(std::string id, std::string fragment, std::string text, std::uint64_t a,
                                   std::uint64_t b) {
    conformance::Case c;
    c.id = std::move(id);
    c.spec = conformance::Spec::rfc5147;
    c.section = "2.1.1";
    c.entity.bytes = std::move(text);
    conformance::ResolveCheck check;
    check.fragment = std::move(fragment);
    check.acceptable.push_back(TextSpan{false, a, b, a, b});
    c.check = std::move(check);
    return c;
}

// An implementation that gives the same answer to every case, resolver or
// producer, declaring what the reference declares; it counts the questions.
class FixedAnswer final : public conformance::Adapter {
public:
    explicit FixedAnswer(conformance::Answer answer) : answer_(std::move(answer)) {}
    conformance::Handshake start() override { return conformance::ReferenceAdapter().start(); }
    conformance::Answer run(const conformance::Request&) override {
        ++asked;
        return answer_;
    }
    conformance::Answer produce(const conformance::ProduceRequest&) override {
        ++asked;
        return answer_;
    }
    int asked = 0;

private:
    conformance::Answer answer_;
};

// A fresh directory laid out like conformance/ (suite.json and schema/ copied,
// vectors/ empty), with the shipped requirement catalogues or, for a test of
// lint's catalogue and quote checks, none: `check` refuses a suite lint finds a
// problem in, and lint wants each case's section in its spec's catalogue.
inline std::filesystem::path scratch_suite(const std::string& name, bool with_catalogues = true) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("fragid-conformance-test-" + std::to_string(::getpid())) / name;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir / "vectors");
    std::filesystem::create_directories(dir / "requirements");
    if (with_catalogues)
        std::filesystem::copy(suite_dir / "requirements", dir / "requirements", std::filesystem::copy_options::recursive);
    std::filesystem::copy(suite_dir / "schema", dir / "schema", std::filesystem::copy_options::recursive);
    std::filesystem::copy_file(suite_dir / "suite.json", dir / "suite.json");
    return dir;
}

inline void write(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

}  // namespace fragid::test
