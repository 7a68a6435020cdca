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
#include "fragid/conformance/run_case.hpp"
#include "fragid/conformance/stop_request.hpp"
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
    // Each filter value that matches no case of `cases` on its own, as the
    // command line spells it ("--id 'rfc5147-eol-*'"): most likely a typo, and a
    // --skip that skips nothing is as surprising as an --id that picks nothing.
    std::vector<std::string> unmatched(const std::vector<Case>& cases) const;
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
    bool conformant() const { return must_ran > 0 && !must_failed && stopped.empty(); }
    bool nothing_checked() const { return must_ran == 0; }
    double seconds = 0;
    // Why the run ended before its last case (StopRequest::reason()); empty
    // if every case has its record. A stopped run is never conformant.
    std::string stopped;
};

using RecordSink = std::function<void(const CaseRecord&)>;

struct RunOptions {
    int max_restarts = 5;
    // Set when the adapter could not even start: every case is recorded
    // `errored` with this reason and nothing is sent.
    std::optional<std::string> start_failure;
    // Checked before each case: once requested, no further case is sent, and
    // the case in flight (cut short) gets no record.
    const StopRequest* stop = nullptr;
};

// Runs every case once in order on a started adapter, then stops it. A case the implementation does not support is
// skipped unsent. After a crash, time-out or protocol violation the adapter
// is restarted; once restarts run out, or one fails, every remaining case is
// recorded `errored` with the reason. Every case gets exactly one record,
// unless a stop is requested: then the cases before it have theirs and
// RunSummary::stopped says why the rest have none.
RunSummary run_suite(Adapter& adapter, const Handshake& handshake, const std::vector<const Case*>& cases,
                     const RunOptions& options, const RecordSink& sink);

// The version of this build of fragid (CMake's PROJECT_VERSION): the report's tool.version.
std::string_view tool_version() noexcept;

// The JSON Lines report (the primary record; every other format renders from it).
nlohmann::json header_json(const RunHeader& header);
nlohmann::json record_json(const CaseRecord& record);
nlohmann::json footer_json(const RunSummary& summary);

}  // namespace fragid::conformance
