// The comparison of an implementation's answer with the reference's (differential.hpp), and a
// finding written as a vector; `check --random`'s run of generated cases is random_run.cpp.
#include "fragid/random_check/differential.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "finding_class.hpp"
#include "fragid/conformance/run_case.hpp"
#include "fragid/random_check/vector_writer.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/model/counted.hpp"

namespace fragid::random_check {

using conformance::Outcome;
using conformance::ResolveCheck;
using conformance::Unresolved;
using conformance::Adapter;
using conformance::Case;
using conformance::Handshake;
using conformance::Spec;
using conformance::Verdict;
using NotCompared = Comparison::NotCompared;

namespace {

// How an implementation that gave no result failed, in words.
std::string_view failure_name(conformance::Verdict verdict) {
    switch (verdict) {
        case conformance::Verdict::crashed: return "crashed";
        case conformance::Verdict::timed_out: return "timed out";
        default: return "errored";
    }
}

// The reference's outcome for `c` with `fragment`. The reference answers every
// resolver case with a result (reference_adapter.hpp); nothing if it did not.
std::optional<Outcome> reference_outcome(Adapter& reference, const Case& c, std::string_view fragment) {
    ResolveCheck check;
    check.fragment = fragment;
    const auto answer = reference.run(conformance::request_for(c, check));
    return answer.outcome() ? std::optional<Outcome>(*answer.outcome()) : std::nullopt;
}


// The CSV reading of an empty entity as one record of one empty field
// (docs/interpretations-rfc7111.md, "Empty entity"): the reference's answer
// for an entity of one empty line. Not for UTF-16, where CR LF is four bytes.
std::optional<Outcome> one_empty_record_reading(Adapter& reference, Case c) {
    if (c.entity.charset) {
        const auto charset = lookup_charset(*c.entity.charset);  // aliases included
        if (charset && (charset->id == CharsetId::utf16 || charset->id == CharsetId::utf16be ||
                        charset->id == CharsetId::utf16le))
            return std::nullopt;
    }
    c.entity.bytes = "\r\n";
    return reference_outcome(reference, c, std::get<ResolveCheck>(c.check).fragment);
}

// What else the vectors' rules accept where the answers differ: see
// compare_with_reference() in differential.hpp. Appends to the case's acceptable outcomes.
detail::Openness add_other_readings(Adapter& reference, Case& c) {
    detail::Openness open;
    auto& acceptable = std::get<ResolveCheck>(c.check).acceptable;
    const auto answer = acceptable.front();
    // The whole-entity fragment makes the reference decode every character.
    const auto whole = reference_outcome(reference, c, describe(c.spec).whole_entity_fragment);
    open.entity_invalid = whole && status_of(*whole) == Status::entity_error;
    open.entity_empty = c.entity.bytes.empty() || c.entity.bytes == "\xEF\xBB\xBF";
    if (open.entity_invalid) {
        open.reasons.push_back("The entity is not valid in its charset (docs/interpretations*.md: invalid bytes).");
        // "Reading only what is needed": bytes after the answer may or may not be read.
        if (status_of(answer) != Status::entity_error) acceptable.push_back(Unresolved{Status::entity_error});
    }
    if (open.entity_empty && !describe(c.spec).empty_entity_open.empty()) {
        open.reasons.push_back(std::string(describe(c.spec).empty_entity_open));
        // CSV's other reading is a record of one empty field, which the
        // reference gives for an entity of one empty line.
        if (describe(c.spec).media_type == "text/csv")
            if (auto one = one_empty_record_reading(reference, c); one && !(*one == answer)) acceptable.push_back(*one);
    }
    return open;
}

// Restarts an implementation that crashed or hung; false if it cannot be.
bool restarted(Adapter& implementation) {
    try {
        implementation.restart();
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

Comparison not_compared(Comparison comparison, NotCompared why, std::string what) {
    comparison.kind = Comparison::Kind::skipped;
    comparison.not_compared = why;
    comparison.what = std::move(what);
    return comparison;
}

// A result that differs from the reference's answer, judged again against the
// other readings the vectors' rules accept for such a case.
Comparison judge_other_readings(Adapter& reference, Comparison comparison, const Handshake& handshake) {
    auto& expected = comparison.expected;
    auto& record = comparison.implementation;
    const auto& actual = *record.actual;
    const bool bytes = handshake.supports.byte_offsets;
    const auto open = add_other_readings(reference, expected);
    auto& check = std::get<ResolveCheck>(expected.check);
    check.expect_any = check.acceptable.size() > 1;
    if (conformance::matching_outcome(check, actual, bytes)) {
        record.verdict = conformance::Verdict::passed;
        record.difference.reset();
        record.detail.clear();
        return comparison;
    }
    // Text the reference finds invalid: a reader that substitutes U+FFFD (one
    // per maximal subpart) answers something this checker does not compute.
    if (describe(expected.spec).media_type == "text/plain" && open.entity_invalid &&
        status_of(check.acceptable.front()) == Status::entity_error && status_of(actual) != Status::syntax_error)
        return not_compared(std::move(comparison), NotCompared::open,
                            "invalid bytes: a reader that substitutes U+FFFD may answer so (not computed here)");
    record.difference = conformance::difference(check, actual, bytes);
    record.detail = to_string(*record.difference);
    comparison.kind = Comparison::Kind::differ;
    comparison.what = record.detail;
    comparison.finding_kind = detail::finding_kind(record);
    detail::classify(expected, record, open);
    return comparison;
}

}  // namespace

Comparison compare_with_reference(Adapter& reference, Adapter& implementation, const Handshake& handshake,
                                  const Case& c) {
    Comparison comparison;
    comparison.expected = c;
    if (auto need = conformance::unsupported_need(c, handshake.supports))
        return not_compared(std::move(comparison), NotCompared::by_handshake, *need);
    auto& check = std::get<ResolveCheck>(comparison.expected.check);  // generated cases are resolver cases
    const auto expected = reference_outcome(reference, c, check.fragment);
    // The reference answers every case; if it does not, nothing can be compared.
    if (!expected) return not_compared(std::move(comparison), NotCompared::by_reference, "the reference gave no result");
    // Whether match() hits its limit depends on the machine (draft s.6).
    if (status_of(*expected) == Status::resource_limit)
        return not_compared(std::move(comparison), NotCompared::by_reference, "the reference hit a resource limit");
    check.acceptable = {*expected};
    check.expect_any = false;

    // The case with the reference's answer as its one expected outcome, run
    // and judged as the conformance runner does.
    comparison.implementation = conformance::run_case(implementation, handshake.supports, comparison.expected);
    auto& record = comparison.implementation;
    record.c = nullptr;  // the case is comparison.expected, which moves with the comparison
    if (record.adapter_unusable) comparison.implementation_lost = !restarted(implementation);
    switch (record.verdict) {
        case Verdict::passed: return comparison;
        case Verdict::failed: return judge_other_readings(reference, std::move(comparison), handshake);
        case Verdict::skipped: return not_compared(std::move(comparison), NotCompared::by_answer, record.detail);
        default: break;
    }
    comparison.kind = Comparison::Kind::differ;
    comparison.what = "the implementation " + std::string(failure_name(record.verdict)) + ": " + record.detail;
    comparison.finding_kind = detail::finding_kind(record);
    const auto open = add_other_readings(reference, comparison.expected);
    detail::classify(comparison.expected, record, open);
    return comparison;
}

namespace {

// What an adapter said (its answer, its name) in a comment line: every line
// break and special character spelled (vector_writer.hpp).
std::string one_line(const std::string& text) { return yaml_comment_text(text); }

Case finding_case(const Comparison& finding, const std::string& id_suffix) {
    Case c = finding.expected;
    c.id = std::string(describe(c.spec).short_name) + "-differential-finding" + id_suffix;
    c.description = "An implementation disagreed with the reference here (" + finding.finding_kind + ").";
    c.tags = {"differential"};
    return c;
}

std::vector<std::string> finding_comments(const Comparison& finding) {
    std::vector<std::string> comments;
    comments.push_back("The implementation: " + one_line(finding.what));
    if (!finding.implementation.raw.empty()) comments.push_back("It answered: " + one_line(finding.implementation.raw));
    comments.push_back("Section and level are derived from what differs; the first answer is the reference's.");
    comments.push_back("Before committing: choose a stable id and check the spec: where it leaves a choice open,");
    comments.push_back("the level is impl-defined and expect_any lists every defensible answer (docs/interpretations*.md).");
    return comments;
}

}  // namespace

std::string finding_yaml(const Comparison& finding, const std::vector<std::string>& how_found) {
    std::vector<std::string> comments;
    for (const auto& line : how_found) comments.push_back(one_line(line));
    for (auto& line : finding_comments(finding)) comments.push_back(std::move(line));
    return vector_yaml(finding_case(finding, ""), comments);
}

std::string summary_line(const RandomReport& report) {
    std::map<std::string, std::size_t> kinds;
    for (const auto& f : report.findings) ++kinds[f.comparison.finding_kind];
    std::string out = counted(report.findings.size(), "finding");
    if (!kinds.empty()) {
        out += " (";
        bool first = true;
        for (const auto& [kind, n] : kinds) out += (first ? "" : ", ") + kind + ": " + std::to_string(n), first = false;
        out += ")";
    }
    out += ", " + std::to_string(report.repeated) + " more of a kind already found; " + counted(report.compared, "case") +
           " compared, " + std::to_string(report.skipped_by_handshake) + " skipped by the handshake, " +
           std::to_string(report.skipped_by_answer) + " skipped by the implementation's answer, " +
           std::to_string(report.not_judged) + " not judged";
    if (report.other_readings) out += ", " + std::to_string(report.other_readings) + " answered with another allowed reading";
    if (report.stopped) out += "; stopped: " + *report.stopped;
    return out;
}

std::string findings_yaml(const RandomReport& report, const std::vector<std::string>& how_found) {
    std::string out;
    for (const auto& line : how_found) out += "# " + one_line(line) + "\n";
    out += "cases:\n";
    for (std::size_t n = 0; n < report.findings.size(); ++n) {
        const auto& f = report.findings[n];
        auto yaml = vector_yaml(finding_case(f.comparison, "-" + std::to_string(n + 1)));
        yaml.erase(0, yaml.find('\n') + 1);  // "cases:" is written once, above
        out += "  # Finding " + std::to_string(n + 1) + ": " + f.comparison.finding_kind + "; generated case " +
               std::to_string(f.case_index) + ", shrunk in " + counted(f.shrink_steps, "step") + "\n";
        for (const auto& line : finding_comments(f.comparison)) out += "  # " + line + "\n";
        out += yaml;
    }
    out += "# Summary: " + summary_line(report) + "\n";
    return out;
}

}  // namespace fragid::random_check
