#include "fragid/conformance/run_case.hpp"

#include <algorithm>
#include <type_traits>
#include <variant>

#include "fragid/conformance/json_text.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/text_scanner.hpp"

namespace fragid::conformance {
namespace {

template <class T>
bool contains(const std::vector<T>& list, const T& value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

// The line endings an implementation would see in `entity` if it read it
// with `conventions` in force: where each one starts and ends.
std::vector<std::pair<std::uint64_t, std::uint64_t>> line_endings_read(const Entity& entity, std::string_view charset_name,
                                                                       LineEndingSet conventions) {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> endings;
    const auto charset = lookup_charset(charset_name);
    if (!charset) return endings;
    TextScanner scanner(entity.bytes, *charset, conventions);
    TextChar c;
    while (scanner.next(c) == TextScanner::Step::character)
        if (c.is_line_ending) endings.emplace_back(c.byte_start, c.byte_end);
    return endings;
}

// RFC 5147 s.4.1 leaves the conventions to the implementation's context. A
// case whose expected answer was worked out with other conventions than the
// implementation's own would fail it for a choice the RFC allows, unless
// both read the entity's line endings alike.
std::optional<std::string> line_ending_context_differs(const Case& c, const Support& s, std::string_view charset) {
    if (!describe(c.spec).line_endings_matter || s.line_endings || c.produces() || contains(c.tags, std::string("line-ending-support")))
        return std::nullopt;
    if (s.line_ending_context == c.entity.line_endings) return std::nullopt;
    const auto entity = c.entity.view();
    if (line_endings_read(entity, charset, c.entity.line_endings) == line_endings_read(entity, charset, s.line_ending_context))
        return std::nullopt;
    return "supports.line_ending_context (" + s.line_ending_context.to_string() +
           ") reads the entity's line endings otherwise than the case's conventions in force (" +
           c.entity.line_endings.to_string() + "), and supports.line_endings is false";
}

// An integrity check (RFC 5147 s.3.1) the case's fragment carries, as its
// grammar reads it, that the implementation has not declared. A case about a
// check's syntax ("char=1;length=") needs the check as much as one about its
// value does.
std::optional<std::string> unsupported_integrity_check(const Case& c, const Support& s) {
    const auto* resolves = c.resolves();
    if (!resolves || !describe(c.spec).integrity_checks) return std::nullopt;
    for (const auto& check : integrity_checks_read(resolves->fragment)) {
        if (!s.length_check && std::holds_alternative<LengthCheck>(check.check))
            return std::string("supports.integrity does not list length, and the fragment has that integrity check");
        if (!s.md5_check && std::holds_alternative<Md5Check>(check.check))
            return std::string("supports.integrity does not list md5, and the fragment has that integrity check");
    }
    return std::nullopt;
}

// A scheme the case's fragment names that the implementation has not declared
// (supports.schemes): a line-only editor is not failed on char= cases, and
// its report says what it implements instead.
std::optional<std::string> unsupported_scheme(const Case& c, const Support& s) {
    const auto* resolves = c.resolves();
    if (!resolves) return std::nullopt;
    const auto implemented = s.schemes_for(c.spec);
    for (const auto& scheme : schemes_named(c.spec, resolves->fragment))
        if (!contains(implemented, scheme))
            return "supports.schemes does not list " + scheme + " for " + std::string(to_string(c.spec));
    return std::nullopt;
}

Verdict verdict_of(Failure::How how) {
    switch (how) {
        case Failure::How::errored: return Verdict::errored;
        case Failure::How::crashed: return Verdict::crashed;
        case Failure::How::timed_out: return Verdict::timed_out;
    }
    return Verdict::errored;
}

// A resolver case's result: passed if it means one of the acceptable
// outcomes (noting whether it is fragid's reading), else failed with the difference.
void judge_result(CaseRecord& record, const ResolveCheck& check, const Outcome& outcome, bool compare_bytes) {
    record.actual = outcome;
    const auto matched = matching_outcome(check, outcome, compare_bytes);
    if (!matched) {
        record.verdict = Verdict::failed;
        record.difference = difference(check, outcome, compare_bytes);
        record.detail = to_string(*record.difference);
    } else if (check.expect_any && *matched != check.fragids_reading()) {
        record.other_reading = true;
        record.detail = "allowed; differs from fragid's reading (" +
                        describe(check.acceptable[check.fragids_reading()], compare_bytes) + ")";
    }
}

// A producer case's fragments: passed if it produced some and every claim holds.
void judge_produced(CaseRecord& record, const Case& c, const std::vector<Produced>& produced, bool compare_bytes) {
    record.produced = check_produced(c, produced, compare_bytes);
    auto why = producer_verdict(record.produced);
    record.verdict = why ? Verdict::failed : Verdict::passed;
    record.detail = why.value_or("");
}

// Judges a reply by the kind of case it answers.
struct Judge {
    CaseRecord& record;
    const Case& c;
    bool compare_bytes;

    void operator()(const Outcome& outcome) const {
        if (const auto* check = c.resolves()) judge_result(record, *check, outcome, compare_bytes);
        else wrong_kind("a result in answer to a produce request");
    }
    void operator()(const Emitted& emitted) const {
        if (c.produces()) judge_produced(record, c, emitted.fragments, compare_bytes);
        else wrong_kind("fragments in answer to a run request");
    }
    void operator()(const Skipped& skipped) const {
        record.verdict = Verdict::skipped;
        record.detail = skipped.reason;
    }
    void operator()(const Failure& failure) const {
        record.verdict = verdict_of(failure.how);
        record.detail = failure.message;
    }
    void wrong_kind(const char* what) const {
        record.verdict = Verdict::errored;
        record.detail = std::string("protocol violation: ") + what;
    }
};

}  // namespace

std::optional<std::string> unsupported_need(const Case& c, const Support& s) {
    if (const auto* produces = c.produces()) {
        const auto capability = produce_capability(c.spec, produces->kind);
        if (!contains(s.produce, capability)) return "supports.produce does not list " + capability;
    } else if (!s.specs.contains(c.spec)) {
        return "supports.specs does not list " + std::string(to_string(c.spec));
    }
    if (auto scheme = unsupported_scheme(c, s)) return scheme;
    if (auto check = unsupported_integrity_check(c, s)) return check;
    const std::string charset = charset_or_default(c.entity.charset, c.spec);
    const auto& charsets = s.charsets_for(c.spec);
    if (!contains(charsets, std::string("*")) &&
        std::none_of(charsets.begin(), charsets.end(), [&](const auto& n) { return same_charset(n, charset); }))
        return "supports.charsets does not list " + charset + " for " + std::string(to_string(c.spec));
    const auto only_entity_error = [&] {
        const auto* resolves = c.resolves();
        return resolves && !resolves->acceptable.empty() &&
               std::all_of(resolves->acceptable.begin(), resolves->acceptable.end(),
                           [](const Outcome& o) { return status_of(o) == Status::entity_error; });
    };
    if (!s.validates_entities && only_entity_error())
        return std::string("supports.validates_entities is false, and entity-error is the only answer the case allows");
    if (auto differs = line_ending_context_differs(c, s, charset)) return differs;
    for (const auto& f : c.features)
        if (!contains(s.features, f)) return "supports.features does not list " + f;
    return std::nullopt;
}

std::string_view to_string(Verdict verdict) noexcept {
    switch (verdict) {
        case Verdict::passed: return "passed";
        case Verdict::failed: return "failed";
        case Verdict::skipped: return "skipped";
        case Verdict::errored: return "errored";
        case Verdict::crashed: return "crashed";
        case Verdict::timed_out: return "timed-out";
    }
    return "?";
}

CaseRecord run_case(Adapter& adapter, const Support& supports, const Case& c) {
    CaseRecord record;
    record.c = &c;
    if (auto need = unsupported_need(c, supports)) {
        record.verdict = Verdict::skipped;
        record.detail = *need;
        record.unsent = true;
        return record;
    }
    auto answer = std::visit(
        [&](const auto& check) {
            if constexpr (std::is_same_v<std::decay_t<decltype(check)>, ProduceCheck>)
                return adapter.produce(produce_request_for(c, check));
            else
                return adapter.run(request_for(c, check));
        },
        c.check);
    record.raw = std::move(answer.raw);
    record.stderr_tail = std::move(answer.stderr_tail);
    record.notes = std::move(answer.notes);
    record.adapter_unusable = answer.adapter_unusable;
    std::visit(Judge{record, c, supports.byte_offsets}, answer.reply);
    // What a report quotes: the line as received, or an in-process whole
    // result, dumped here only for a case that did not pass, the only kind any
    // report quotes (runner.cpp, deviation_report.cpp, the differential's
    // findings); a dump per passed case cost more than resolving it.
    if (record.raw.empty() && !answer.result.is_null() && record.verdict != Verdict::passed)
        record.raw = json_text(answer.result);
    return record;
}

}  // namespace fragid::conformance
