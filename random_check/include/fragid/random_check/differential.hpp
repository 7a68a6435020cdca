// Differential checking: an implementation against the reference, case by
// case, with the reference's answer as fragid's reading. Used by
// `fragid check --random` (generated cases, shrunk on disagreement) and by
// fuzz/differential.cpp (cases decoded from fuzz data).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/stop_request.hpp"
#include "fragid/conformance/case.hpp"
#include "fragid/conformance/run_case.hpp"

namespace fragid::random_check {

struct Comparison {
    enum class Kind { agree, skipped, differ };
    // Why a case was not compared (Kind::skipped): counted apart, because a
    // run that compared nothing shows nothing.
    enum class NotCompared {
        none,
        by_handshake,  // unsupported_need(): never sent
        by_answer,     // the implementation answered `skipped`
        by_reference,  // the reference gave no answer to compare with (or hit a resource limit)
        open,          // an allowed answer this checker does not compute (a substituting reader's)
    };
    Kind kind = Kind::agree;
    NotCompared not_compared = NotCompared::none;
    std::string what;  // why skipped, or how they differ
    // The case as a vector: the reference's answer first (reference_choice 0)
    // and every other answer the vectors' rules accept for such a case;
    // for a difference also its section and level (see compare_with_reference).
    conformance::Case expected;
    // The implementation's answer as run_case() judged it against `expected`
    // (its `c` is not set: the case is `expected`). A failed one carries its
    // Difference; the raw answer line, out of process.
    conformance::CaseRecord implementation;
    // For a difference, what kind it is: "differs: status", "differs: range",
    // "differs: bytes", "differs: cells", "differs: spans", "crashed",
    // "timed out", "protocol error". Findings are grouped by it.
    std::string finding_kind;
    bool implementation_lost = false;  // it crashed or hung and could not be restarted
};

// Runs `c` on both (unless the implementation's handshake rules it out:
// skipped, unsent) and judges the implementation's answer with run_case(), as
// the conformance runner does, the reference's answer being the one expected.
// Only when the answers differ does it work out what else the vectors'
// rules accept for such a case (docs/interpretations*.md), so that agreeing
// cases cost one run each:
//  - bytes the reference never read because the answer was known before them
//    ("Reading only what is needed"): if reading the whole entity is an
//    entity error, `entity-error` too;
//  - an empty (or BOM-only) CSV entity: also the reading of one record of
//    one empty field (docs/interpretations-rfc7111.md, "Empty entity");
//  - text with invalid bytes that the reference answers `entity-error`: a
//    reader that substitutes U+FFFD may answer otherwise ("Invalid bytes");
//    that answer is not computed here, so the case is not judged (open).
// An implementation that errs, crashes or times out differs. After a crash
// or time-out the implementation is restarted if it can be.
// A difference gets its vector's section and level: `must` only where the
// reference's answer is the only one accepted and rests on the grammar or a
// MUST (syntax errors, plain selections); `should` for integrity checks
// (s.4.3); `impl-defined` otherwise, with expect_any or a single_answer.
Comparison compare_with_reference(conformance::Adapter& reference, conformance::Adapter& implementation,
                                  const conformance::Handshake& handshake, const conformance::Case& c);

struct RandomOptions {
    std::size_t count = 100;      // cases to generate
    std::uint64_t seed = 0;
    std::vector<conformance::Spec> specs;  // empty: every spec the implementation declares
    std::size_t max_shrink_steps = 5000;  // comparisons spent shrinking one disagreement
    std::size_t max_findings = 3;         // stop after this many (distinct) findings
    // Checked before each case (Ctrl-C): once requested, no further case is
    // generated and RandomReport::stopped says why.
    const conformance::StopRequest* stop = nullptr;
};

struct Finding {
    Comparison comparison;  // shrunk
    std::size_t case_index = 0;    // which generated case disagreed
    std::size_t shrink_steps = 0;  // smaller disagreements found on the way
};

struct RandomReport {
    std::size_t generated = 0;
    std::size_t compared = 0;             // sent to both and judged (agreeing or not)
    std::size_t skipped_by_handshake = 0;  // never sent
    std::size_t skipped_by_answer = 0;     // the implementation answered `skipped`
    std::size_t not_judged = 0;            // by_reference or open
    std::size_t other_readings = 0;        // agreed with an answer other than the reference's
    std::vector<Finding> findings;         // distinct by kind, spec and section
    std::size_t repeated = 0;  // further disagreements of a kind, spec and section already found
    std::optional<std::string> stopped;  // why the run ended early (the implementation was lost)
};

// Generates options.count cases (case_generators.hpp; line endings always
// `all`, where RFC 5147 leaves nothing open) from options.seed. A
// disagreement is shrunk (keeping its kind, spec and section) and recorded;
// the run goes on until options.max_findings are found. A disagreement of a
// kind, spec and section already found is only counted, so that one known
// difference does not hide the rest. `progress` is called after every case
// with the cases done and how many of them disagreed.
RandomReport run_random(conformance::Adapter& reference, conformance::Adapter& implementation,
                        const conformance::Handshake& handshake, const RandomOptions& options,
                        const std::function<void(std::size_t done, std::size_t disagreed)>& progress = {});

// The disagreement as a ready-to-paste vector, with comments saying how it
// was found, what the implementation answered and what to check before
// committing it.
std::string finding_yaml(const Comparison& finding, const std::vector<std::string>& how_found);

// Every finding of a run in one vector file (ids numbered), then the run's
// summary as comments.
std::string findings_yaml(const RandomReport& report, const std::vector<std::string>& how_found);

// One line: findings per kind, compared, skipped (by handshake, by answer), not judged.
std::string summary_line(const RandomReport& report);

}  // namespace fragid::random_check
