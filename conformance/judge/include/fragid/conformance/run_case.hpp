// One case through one adapter: skipped unsent if the implementation cannot
// take it, else asked (run() or produce(), by the kind of case) and the answer
// judged. The runner, `check --random`'s comparison with the reference and
// producer checks (each claim run on the reference) all go through run_case().
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/case.hpp"
#include "fragid/conformance/difference.hpp"
#include "fragid/conformance/producer.hpp"

namespace fragid::conformance {

// Why the implementation cannot take the case (conformance/README.md, "What a case
// needs, and skipping"), or nothing if it can. The reason starts with the
// handshake field that rules the case out, as the handshake spells it
// ("supports.charsets does not list UTF-16 for rfc5147"), so that a report's
// count of skips by reason says which declaration to look at.
std::optional<std::string> unsupported_need(const Case& c, const Support& supports);

enum class Verdict { passed, failed, skipped, errored, crashed, timed_out };
std::string_view to_string(Verdict verdict) noexcept;  // "passed", ..., "timed-out"

struct CaseRecord {
    const Case* c = nullptr;
    Verdict verdict = Verdict::passed;
    std::string detail;             // why it failed, was skipped or errored
    // Never sent to the implementation: skipped because the handshake's
    // declarations ruled it out (unsupported_need()), as opposed to an
    // implementation that was asked and answered `skipped`; or errored because
    // the adapter had been given up or never started (runner.hpp). Such a
    // record says nothing of how the implementation reads the case.
    bool unsent = false;
    std::optional<Outcome> actual;  // for passed and failed resolver cases
    std::optional<Difference> difference;  // for failed resolver cases; `detail` is its sentence
    // Passed with an answer the case allows that is not fragid's own reading
    // (expect_any, reference_choice): "allowed; differs from fragid's reading".
    bool other_reading = false;
    std::vector<ProducedCheck> produced;  // a producer case's fragments, checked
    // The answer as a report quotes it: the adapter's line out of process; in
    // process the whole result as JSON, for a case that did not pass only.
    std::string raw;
    std::string stderr_tail;
    std::vector<std::string> notes;  // Answer::notes
    bool adapter_unusable = false;  // it crashed, hung or broke the protocol: restart it before the next case
    double seconds = 0;
};

// The record of `c` on `adapter`, judged by `supports` (byte offsets are
// compared only if it declares them). Not timed: `seconds` is the caller's.
// An answer of the wrong kind (a result to a producer case, fragments to a
// resolver case) is `errored`, as the protocol client reports it.
CaseRecord run_case(Adapter& adapter, const Support& supports, const Case& c);

}  // namespace fragid::conformance
