#include "fragid/conformance/runner.hpp"

#include <fnmatch.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <nlohmann/json.hpp>
#include <variant>

#include "fragid/conformance/protocol.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/charset.hpp"
#include "fragid/reference/text_scanner.hpp"

namespace fragid::conformance {
namespace {

bool glob_matches(const std::vector<std::string>& globs, const std::string& id) {
    return std::any_of(globs.begin(), globs.end(),
                       [&](const std::string& g) { return ::fnmatch(g.c_str(), id.c_str(), 0) == 0; });
}

template <class T>
bool contains(const std::vector<T>& list, const T& value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

std::string span_text(std::uint64_t a, std::uint64_t b) { return "[" + std::to_string(a) + "," + std::to_string(b) + ")"; }

std::string describe(const TextSpan& s, bool bytes) {
    std::string d = std::string(s.position ? "position" : "range") + " characters " +
                    span_text(s.start_character, s.end_character);
    if (bytes && s.start_byte) d += " bytes " + span_text(*s.start_byte, *s.end_byte);
    return d;
}

std::string describe(const std::set<CsvCellRef>& cells) {
    std::string d = "cells {";
    std::size_t shown = 0;
    for (const auto& cell : cells) {
        if (shown++ == 12) {
            d += " ... " + std::to_string(cells.size()) + " in all";
            break;
        }
        d += (shown > 1 ? " " : "") + std::to_string(cell.row) + "," + std::to_string(cell.col);
    }
    return d + "}";
}

bool same_range(const TextSpan& e, const TextSpan& a, bool compare_bytes) {
    if (e.start_character != a.start_character || e.end_character != a.end_character) return false;
    return !compare_bytes || (e.start_byte == a.start_byte && e.end_byte == a.end_byte);
}

// What every spec requires of a syntax error or a failed integrity check is
// that nothing is identified; saying why is optional (RFC 5147 s.4.4 and
// RFC 7111 s.4.1 "Syntax errors MAY be reported", RFC 5147 s.4.3 "A client
// MAY signal this situation"; the draft says nothing). So an implementation
// that answers `ignored` there has done all it must.
bool identifies_nothing_as_required(Status expected, Status actual) {
    return actual == Status::ignored && (expected == Status::syntax_error || expected == Status::integrity_mismatch);
}

bool same_meaning(const Outcome& expected, const Outcome& actual, bool compare_bytes) {
    if (identifies_nothing_as_required(expected.status, actual.status)) return true;
    if (expected.status != actual.status) return false;
    if (expected.status != Status::ok) return true;  // the status alone is the meaning
    if (expected.cells || actual.cells) return expected.cells == actual.cells;
    if (expected.spans || actual.spans) {
        if (!expected.spans || !actual.spans || expected.spans->size() != actual.spans->size()) return false;
        for (std::size_t i = 0; i < expected.spans->size(); ++i)
            if (!same_range((*expected.spans)[i], (*actual.spans)[i], compare_bytes)) return false;
        return true;
    }
    // `position` records the form written, not the meaning: s.2.1.1 makes a
    // zero-length range "equivalent to a position", and s.5 calls line=10,20
    // on a short entity "the position after the last line".
    return expected.text && actual.text && same_range(*expected.text, *actual.text, compare_bytes);
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
    if (!describe(c.spec).line_endings_matter || s.line_endings || !c.produce.empty() || contains(c.tags, std::string("line-ending-support")))
        return std::nullopt;
    if (s.line_ending_context == c.entity.line_endings) return std::nullopt;
    const auto entity = c.entity.view();
    if (line_endings_read(entity, charset, c.entity.line_endings) == line_endings_read(entity, charset, s.line_ending_context))
        return std::nullopt;
    return "the entity has line endings that the implementation's context (" + s.line_ending_context.to_string() +
           ") reads differently from the case's conventions in force (" + c.entity.line_endings.to_string() + ")";
}

}  // namespace

std::string describe(const Outcome& o, bool bytes) {
    std::string d(to_string(o.status));
    if (o.text) d += " " + describe(*o.text, bytes);
    if (o.cells) d += " " + describe(*o.cells);
    if (o.spans) {
        d += " spans {";
        for (std::size_t i = 0; i < o.spans->size(); ++i) d += (i ? " " : "") + describe((*o.spans)[i], bytes);
        d += "}";
    }
    return d;
}

bool Filters::selects(const Case& c) const {
    if (!specs.empty() && !contains(specs, c.spec)) return false;
    if (!levels.empty() && !contains(levels, c.level)) return false;
    if (!tags.empty() && std::none_of(tags.begin(), tags.end(), [&](const auto& t) { return contains(c.tags, t); }))
        return false;
    if (!ids.empty() && !glob_matches(ids, c.id)) return false;
    return !glob_matches(skips, c.id);
}

namespace {

// An integrity check (RFC 5147 s.3.1) the case's fragment carries, as its
// grammar reads it, that the implementation has not declared. A case about a
// check's syntax ("char=1;length=") needs the check as much as one about its
// value does.
std::optional<std::string> unsupported_integrity_check(const Case& c, const Support& s) {
    if (!c.produce.empty() || !describe(c.spec).integrity_checks) return std::nullopt;
    for (const auto& check : integrity_checks_read(c.fragment)) {
        if (!s.length_check && std::holds_alternative<LengthCheck>(check.check))
            return std::string("the implementation does not support length= integrity checks");
        if (!s.md5_check && std::holds_alternative<Md5Check>(check.check))
            return std::string("the implementation does not support md5= integrity checks");
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> unsupported_need(const Case& c, const Support& s) {
    if (!c.produce.empty()) {
        const auto capability = produce_capability(c.spec, c.produce);
        if (!contains(s.produce, capability)) return "the implementation does not produce " + capability + " fragments";
    } else if (!s.specs.contains(c.spec)) {
        return "the implementation does not support " + std::string(to_string(c.spec));
    }
    if (auto check = unsupported_integrity_check(c, s)) return check;
    const std::string charset = c.entity.charset.value_or(std::string(describe(c.spec).default_charset));
    const auto& charsets = s.charsets_for(c.spec);
    if (!contains(charsets, std::string("*")) &&
        std::none_of(charsets.begin(), charsets.end(), [&](const auto& n) { return same_charset(n, charset); }))
        return "the implementation does not support charset " + charset + " for " + std::string(to_string(c.spec));
    const auto only_entity_error = [&] {
        return !c.acceptable.empty() && std::all_of(c.acceptable.begin(), c.acceptable.end(),
                                                    [](const Outcome& o) { return o.status == Status::entity_error; });
    };
    if (!s.validates_entities && c.produce.empty() && only_entity_error())
        return std::string("the implementation does not validate entities, and entity-error is the only answer allowed");
    if (auto differs = line_ending_context_differs(c, s, charset)) return differs;
    for (const auto& f : c.features)
        if (!contains(s.features, f)) return "the case needs feature " + f;
    return std::nullopt;
}

std::optional<std::size_t> matching_outcome(const Case& c, const Outcome& actual, bool compare_bytes) {
    // fragid's own reading first, so that an answer meaning it is never
    // reported as another reading.
    const auto fragids = c.fragids_reading();
    if (fragids < c.acceptable.size() && same_meaning(c.acceptable[fragids], actual, compare_bytes)) return fragids;
    for (std::size_t i = 0; i < c.acceptable.size(); ++i)
        if (same_meaning(c.acceptable[i], actual, compare_bytes)) return i;
    return std::nullopt;
}

std::optional<std::string> difference(const Case& c, const Outcome& actual, bool compare_bytes) {
    if (matching_outcome(c, actual, compare_bytes)) return std::nullopt;
    std::string expected_text;
    for (const auto& expected : c.acceptable)
        expected_text += (expected_text.empty() ? "" : " or ") + describe(expected, compare_bytes);
    return "expected " + expected_text + ", got " + describe(actual, compare_bytes);
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

RunSummary run_suite(Adapter& adapter, const Handshake& handshake, const std::vector<const Case*>& cases,
                     const RunOptions& options, const RecordSink& sink) {
    RunSummary summary;
    const auto run_start = std::chrono::steady_clock::now();
    int restarts = 0;
    std::optional<std::string> given_up = options.start_failure;  // once set, no case is sent again
    bool needs_restart = false;

    for (const Case* c : cases) {
        CaseRecord record;
        record.c = c;
        const auto start = std::chrono::steady_clock::now();
        if (needs_restart && !given_up) {
            if (restarts >= options.max_restarts) {
                given_up = "adapter given up after " + std::to_string(restarts) + " restarts";
            } else {
                ++restarts;
                try {
                    if (!adapter.restart()) given_up = "the adapter cannot be restarted";
                } catch (const std::exception& e) {
                    given_up = std::string("the adapter could not be restarted: ") + e.what();
                }
            }
            needs_restart = false;
        }
        const auto need = options.start_failure ? std::nullopt : unsupported_need(*c, handshake.supports);
        if (need) {
            record.verdict = Verdict::skipped;
            record.detail = *need;
        } else if (given_up) {
            record.verdict = Verdict::errored;
            record.detail = *given_up;
        } else {
            auto answer = c->produce.empty() ? adapter.run(request_for(*c)) : adapter.produce(produce_request_for(*c));
            record.raw = std::move(answer.raw);
            record.stderr_tail = std::move(answer.stderr_tail);
            needs_restart = answer.adapter_unusable;
            switch (answer.kind) {
                case Answer::Kind::result: {
                    record.actual = answer.outcome;
                    const auto matched = matching_outcome(*c, answer.outcome, handshake.supports.byte_offsets);
                    record.verdict = matched ? Verdict::passed : Verdict::failed;
                    if (!matched) {
                        record.detail = *difference(*c, answer.outcome, handshake.supports.byte_offsets);
                    } else if (c->expect_any && *matched != c->fragids_reading()) {
                        record.other_reading = true;
                        record.detail = "allowed; differs from fragid's reading (" +
                                        describe(c->acceptable[c->fragids_reading()], handshake.supports.byte_offsets) + ")";
                    }
                    break;
                }
                case Answer::Kind::produced: {
                    record.produced = check_produced(*c, answer.produced, handshake.supports.byte_offsets);
                    auto why = producer_verdict(record.produced);
                    record.verdict = why ? Verdict::failed : Verdict::passed;
                    record.detail = why.value_or("");
                    break;
                }
                case Answer::Kind::skipped: record.verdict = Verdict::skipped; break;
                case Answer::Kind::errored: record.verdict = Verdict::errored; break;
                case Answer::Kind::crashed: record.verdict = Verdict::crashed; break;
                case Answer::Kind::timed_out: record.verdict = Verdict::timed_out; break;
            }
            if (answer.kind != Answer::Kind::result && answer.kind != Answer::Kind::produced) record.detail = answer.message;
        }
        record.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (c->level == Level::must && record.verdict != Verdict::skipped) {
            ++summary.must_ran;
            if (record.verdict != Verdict::passed) summary.must_failed = true;
        }
        sink(record);
        summary.records.push_back(std::move(record));
    }
    if (!options.start_failure) adapter.stop();
    summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - run_start).count();
    return summary;
}

std::string_view tool_version() noexcept { return FRAGID_VERSION; }

nlohmann::json header_json(const RunHeader& header) {
    const auto& h = header.handshake;
    nlohmann::json specs = nlohmann::json::array();
    for (auto s : h.supports.specs) specs.push_back(to_string(s));
    return {{"record", "header"},
            {"tool", {{"name", "fragid"}, {"version", tool_version()}}},
            {"suite", {{"name", header.suite.name}, {"version", header.suite.version}, {"cases", header.cases}}},
            {"protocol", 1},
            {"adapter", header.adapter},
            {"implementation",
             {{"name", h.implementation.name},
              {"version", h.implementation.version},
              {"language", h.implementation.language},
              {"homepage", h.implementation.homepage}}},
            {"supports",
             {{"specs", specs},
              {"length", h.supports.length_check},
              {"md5", h.supports.md5_check},
              {"charsets", charsets_json(h.supports)},
              {"validates_entities", h.supports.validates_entities},
              {"line_endings", h.supports.line_endings},
              {"line_ending_context", line_endings_json(h.supports.line_ending_context)},
              {"byte_offsets", h.supports.byte_offsets},
              {"features", h.supports.features},
              {"produce", h.supports.produce}}}};
}

nlohmann::json record_json(const CaseRecord& r) {
    const Case& c = *r.c;
    nlohmann::json j = {{"record", "case"},
                        {"id", c.id},
                        {"spec", to_string(c.spec)},
                        {"section", c.section},
                        {"level", to_string(c.level)},
                        {"fragment", c.fragment},
                        {"verdict", to_string(r.verdict)},
                        {"seconds", r.seconds}};
    if (!r.detail.empty()) j["detail"] = r.detail;
    // Which allowed reading a passing resolver answer took (reference_choice).
    if (r.verdict == Verdict::passed && c.produce.empty()) j["reading"] = r.other_reading ? "other" : "fragid";
    if (!c.produce.empty()) {
        // A producer case: what was asked, and each fragment with its claim and
        // what the reference says it identifies.
        j["produce"] = c.produce;
        auto list = nlohmann::json::array();
        for (const auto& p : r.produced) {
            nlohmann::json item = {{"fragment", p.produced.fragment},
                                   {"claim", p.produced.claim},
                                   {"identified", p.identified},
                                   {"holds", !p.difference}};
            if (p.difference) item["detail"] = *p.difference;
            list.push_back(item);
        }
        if (r.verdict == Verdict::failed || r.verdict == Verdict::passed) j["produced"] = list;
    } else if (r.verdict == Verdict::failed || r.verdict == Verdict::passed) {
        j["expected"] = c.expect_any ? nlohmann::json(c.acceptable) : nlohmann::json(c.acceptable.front());
        j["actual"] = *r.actual;
    }
    if (r.verdict != Verdict::passed && !r.raw.empty()) j["answer"] = r.raw;
    if (!r.stderr_tail.empty()) j["stderr"] = r.stderr_tail;
    return j;
}

nlohmann::json footer_json(const RunSummary& summary) {
    // counts[spec][level][verdict]
    std::map<std::string, std::map<std::string, std::map<std::string, int>>> counts;
    std::map<std::string, int> totals;
    int other_readings = 0;
    for (const auto& r : summary.records) {
        other_readings += r.other_reading ? 1 : 0;
        ++counts[std::string(to_string(r.c->spec))][std::string(to_string(r.c->level))][std::string(to_string(r.verdict))];
        ++totals[std::string(to_string(r.verdict))];
    }
    return {{"record", "footer"},
            {"totals", totals},
            {"counts", counts},
            {"conformant", summary.conformant()},
            {"must_ran", summary.must_ran},
            {"other_readings", other_readings},
            {"seconds", summary.seconds}};
}

}  // namespace fragid::conformance
