// Running conformance cases against an adapter: choosing, skipping,
// comparing by meaning, surviving a broken adapter, and recording every case.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/case.hpp"
#include "fragid/conformance/producer.hpp"
#include "fragid/conformance/vectors.hpp"

namespace fragid::conformance {

// --spec, --level, --tag (any of each, all kinds must match), --id and --skip (shell globs on ids).
struct Filters {
    std::vector<Spec> specs;
    std::vector<Level> levels;
    std::vector<std::string> tags;
    std::vector<std::string> ids;
    std::vector<std::string> skips;
    bool selects(const Case& c) const;
};

// Why the implementation cannot take the case (conformance/README.md, "What a case
// needs, and skipping"), or nothing if it can.
std::optional<std::string> unsupported_need(const Case& c, const Support& supports);

// Which of the case's acceptable outcomes `actual` means, if any. Meaning,
// not form: a position and a zero-length range are the same (RFC 5147
// s.2.1.1 "equivalent to a position"), so `position` is not judged.
std::optional<std::size_t> matching_outcome(const Case& c, const Outcome& actual, bool compare_bytes);
// Nothing if `actual` means one of the case's acceptable outcomes; otherwise
// what differs, in words ("character range [4,8) expected, got [4,9)").
std::optional<std::string> difference(const Case& c, const Outcome& actual, bool compare_bytes);
// An outcome in the words difference() uses: "ok range characters [4,8) bytes [4,8)".
std::string describe(const Outcome& outcome, bool with_bytes);

enum class Verdict { passed, failed, skipped, errored, crashed, timed_out };
std::string_view to_string(Verdict verdict) noexcept;  // "passed", ..., "timed-out"

struct CaseRecord {
    const Case* c = nullptr;
    Verdict verdict = Verdict::passed;
    std::string detail;             // why it failed, was skipped or errored
    std::optional<Outcome> actual;  // for passed and failed
    // Passed with an answer the case allows that is not fragid's own reading
    // (expect_any, reference_choice): "allowed; differs from fragid's reading".
    bool other_reading = false;
    std::vector<ProducedCheck> produced;  // a producer case's fragments, checked
    std::string raw;                // the adapter's answer line, out of process
    std::string stderr_tail;
    double seconds = 0;
};

// Where records go as they are made: the JSON Lines report writes each at
// once, so a run cut short still has every case it finished.
struct RunHeader {
    Handshake handshake;
    std::string adapter;  // "in-process reference" or the --impl command
    std::size_t cases = 0;
    SuiteInfo suite;      // read_suite_info() of the suite the cases come from
};
struct RunSummary {
    std::vector<CaseRecord> records;
    std::size_t must_ran = 0;  // must cases sent and answered (not skipped)
    bool must_failed = false;  // a must case failed, errored, crashed or timed out
    // Conformant only if must cases ran and every one passed: a run that
    // checked nothing proves nothing.
    bool conformant() const { return must_ran > 0 && !must_failed; }
    bool nothing_checked() const { return must_ran == 0; }
    double seconds = 0;
};

using RecordSink = std::function<void(const CaseRecord&)>;

struct RunOptions {
    int max_restarts = 5;
    // Set when the adapter could not even start: every case is recorded
    // `errored` with this reason and nothing is sent.
    std::optional<std::string> start_failure;
};

// Runs every case once in order on a started adapter, then stops it. A case the implementation does not support is
// skipped unsent. After a crash, time-out or protocol violation the adapter
// is restarted; once restarts run out, or one fails, every remaining case is
// recorded `errored` with the reason. Every case gets exactly one record.
RunSummary run_suite(Adapter& adapter, const Handshake& handshake, const std::vector<const Case*>& cases,
                     const RunOptions& options, const RecordSink& sink);

// The version of this build of fragid (CMake's PROJECT_VERSION): the report's tool.version.
std::string_view tool_version() noexcept;

// The JSON Lines report (the primary record; every other format renders from it).
nlohmann::json header_json(const RunHeader& header);
nlohmann::json record_json(const CaseRecord& record);
nlohmann::json footer_json(const RunSummary& summary);

}  // namespace fragid::conformance
