// `fragid check --random`: generated cases (case_generators.hpp) compared with the reference one
// by one, each finding shrunk by RapidCheck and kept once per kind, spec and section. Apart from
// the comparison itself (differential.cpp), which the differential fuzzer links without RapidCheck
// (issue 42 item 5: its template builds under OSS-Fuzz's libc++ with no RapidCheck built for it).
#include <map>
#include <rapidcheck.h>
#include <set>

#include "fragid/random_check/case_generators.hpp"
#include "fragid/random_check/differential.hpp"

namespace fragid::random_check {

using conformance::Adapter;
using conformance::Case;
using conformance::Handshake;
using conformance::Spec;
using NotCompared = Comparison::NotCompared;

namespace {

// Findings are told apart by kind, spec and section.
std::string key_of(const Comparison& comparison) {
    return comparison.finding_kind + " " + std::string(to_string(comparison.expected.spec)) + " s." +
           comparison.expected.section;
}

void tally(RandomReport& report, const Comparison& comparison) {
    switch (comparison.not_compared) {
        case NotCompared::none:
            ++report.compared;
            if (comparison.kind == Comparison::Kind::agree && comparison.expected.resolves()->expect_any)
                ++report.other_readings;
            break;
        case NotCompared::by_handshake: ++report.skipped_by_handshake; break;
        case NotCompared::by_answer: ++report.skipped_by_answer; break;
        case NotCompared::by_reference:
        case NotCompared::open: ++report.not_judged; break;
    }
}

// Cases as the generator makes them, but with every line ending in force:
// where conventions are explicit RFC 5147 leaves CR LF open (docs/interpretations.md).
std::optional<Case> generated(const rc::Shrinkable<Case>& s, const std::string& id) {
    try {
        auto c = s.value();
        c.entity.line_endings = LineEndingSet::all();
        c.id = id;
        return c;
    } catch (const std::exception&) {
        return std::nullopt;  // a generator gave up (rc::gen::suchThat)
    }
}

// The two adapters and what the implementation said it supports: what every comparison needs.
struct Comparing {
    Adapter& reference;
    Adapter& implementation;
    const Handshake& handshake;
};

// Greedy shrinking: take the first smaller case (RapidCheck's shrinks of
// `current`) that still disagrees in the same way (kind, spec, section), until
// none does or `max_steps` candidates were tried. A lost implementation stops
// it, and says so in `stopped`.
void shrink(Finding& finding, rc::Shrinkable<Case> current, const std::string& id, const Comparing& comparing,
            std::size_t max_steps, std::optional<std::string>& stopped) {
    const auto key = key_of(finding.comparison);
    bool smaller = true;
    std::size_t spent = 0;
    while (smaller && spent < max_steps) {
        smaller = false;
        auto candidates = current.shrinks();
        while (auto candidate = candidates.next()) {
            if (++spent > max_steps) break;
            const auto next = generated(*candidate, id);
            if (!next) continue;
            auto still = compare_with_reference(comparing.reference, comparing.implementation, comparing.handshake, *next);
            if (still.implementation_lost) stopped = "the implementation could not be restarted while shrinking";
            if (still.kind == Comparison::Kind::differ && key_of(still) == key) {
                current = *candidate;
                finding.comparison = std::move(still);
                ++finding.shrink_steps;
                smaller = !stopped;
                break;
            }
            if (stopped) break;
        }
    }
}

}  // namespace

RandomReport run_random(Adapter& reference, Adapter& implementation, const Handshake& handshake,
                        const RandomOptions& options,
                        const std::function<void(std::size_t, std::size_t)>& progress) {
    std::vector<Spec> specs = options.specs;
    if (specs.empty()) specs.assign(handshake.supports.specs.begin(), handshake.supports.specs.end());
    RandomReport report;
    if (specs.empty()) return report;

    rc::Random random(options.seed);
    std::set<std::string> known;  // keys of the findings reported
    std::size_t disagreed = 0;     // cases that disagreed, repeats included
    for (std::size_t i = 0; i < options.count && report.findings.size() < options.max_findings; ++i) {
        if (options.stop && options.stop->requested()) {
            report.stopped = "the run was stopped (" + options.stop->reason() + ") after " + std::to_string(i) + " cases";
            break;
        }
        const auto spec = specs[i % specs.size()];
        // Sizes sweep 0..99 as RapidCheck's own runs do: small cases first.
        const auto shrinkable = gen_case(spec)(random.split(), static_cast<int>(i % 100));
        const auto c = generated(shrinkable, "random-" + std::to_string(i));
        if (!c) continue;
        ++report.generated;
        auto comparison = compare_with_reference(reference, implementation, handshake, *c);
        tally(report, comparison);
        disagreed += comparison.kind == Comparison::Kind::differ;
        if (progress) progress(i + 1, disagreed);
        if (comparison.implementation_lost) {
            report.stopped = "the implementation could not be restarted after case " + std::to_string(i);
        }
        if (comparison.kind != Comparison::Kind::differ) {
            if (report.stopped) break;
            continue;
        }
        const auto key = key_of(comparison);
        if (known.contains(key)) {
            ++report.repeated;
            if (report.stopped) break;
            continue;
        }
        Finding finding{std::move(comparison), i, 0};
        if (!report.stopped) {
            const Comparing comparing{reference, implementation, handshake};
            shrink(finding, shrinkable, c->id, comparing, options.max_shrink_steps, report.stopped);
        }
        known.insert(key);
        report.findings.push_back(std::move(finding));
        if (report.stopped) break;
    }
    return report;
}

}  // namespace fragid::random_check
