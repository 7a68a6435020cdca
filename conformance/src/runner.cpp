#include "fragid/conformance/runner.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <nlohmann/json.hpp>

#include "fragid/conformance/protocol.hpp"

namespace fragid::conformance {

RunSummary run_suite(Adapter& adapter, const Handshake& handshake, const std::vector<const Case*>& cases,
                     const RunOptions& options, const RecordSink& sink) {
    RunSummary summary;
    const auto run_start = std::chrono::steady_clock::now();
    int restarts = 0;
    std::optional<std::string> given_up = options.start_failure;  // once set, no case is sent again
    bool needs_restart = false;

    const auto stop_requested = [&] { return options.stop && options.stop->requested(); };
    for (const Case* c : cases) {
        if (stop_requested()) break;
        CaseRecord record;
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
        if (given_up) {
            // The adapter is gone, or never started: nothing is sent. A case its
            // handshake rules out is skipped all the same, as it would have been.
            const auto need = options.start_failure ? std::nullopt : unsupported_need(*c, handshake.supports);
            record.c = c;
            record.verdict = need ? Verdict::skipped : Verdict::errored;
            record.detail = need.value_or(*given_up);
            record.unsent = true;
        } else {
            record = run_case(adapter, handshake.supports, *c);
            needs_restart = record.adapter_unusable;
            // An answer cut short by the stop is no answer of the adapter's.
            if (stop_requested()) break;
        }
        record.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (c->level == Level::must && record.verdict != Verdict::skipped) {
            ++summary.must_ran;
            if (record.verdict != Verdict::passed) summary.must_failed = true;
        }
        sink(record);
        summary.records.push_back(std::move(record));
    }
    if (stop_requested()) summary.stopped = options.stop->reason();
    if (!options.start_failure) adapter.stop();
    summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - run_start).count();
    return summary;
}

std::string_view tool_version() noexcept { return FRAGID_VERSION; }

namespace {

// What the runner noticed of the handshake that is not part of it: fields it
// ignored (s.5), listed so that a misspelt capability is seen.
nlohmann::json handshake_notes(const Handshake& h) {
    auto notes = nlohmann::json::array();
    if (h.ignored_fields.empty()) return notes;
    std::string fields;
    for (const auto& f : h.ignored_fields) fields += (fields.empty() ? "" : ", ") + f;
    notes.push_back("the handshake's " + std::string(h.ignored_fields.size() == 1 ? "field " : "fields ") + fields +
                    (h.ignored_fields.size() == 1 ? " is" : " are") + " not defined by protocol " +
                    std::to_string(protocol_version) + " and " + (h.ignored_fields.size() == 1 ? "was" : "were") +
                    " ignored (docs/adapter-protocol.md s.5)");
    return notes;
}

}  // namespace

nlohmann::json header_json(const RunHeader& header) {
    const auto& h = header.handshake;
    nlohmann::json j = {{"record", "header"},
            {"tool", {{"name", "fragid"}, {"version", tool_version()}}},
            {"suite", {{"name", header.suite.name}, {"version", header.suite.version}, {"cases", header.cases}}},
            {"protocol", 1},
            {"adapter", header.adapter},
            {"implementation",
             {{"name", h.implementation.name},
              {"version", h.implementation.version},
              {"language", h.implementation.language},
              {"homepage", h.implementation.homepage}}},
            // As the handshake spells it, by the same function (handshake_json.hpp).
            {"supports", supports_json(h.supports)}};
    if (auto notes = handshake_notes(h); !notes.empty()) j["notes"] = std::move(notes);
    return j;
}

// A resolver case's part of its record: the reading a passing answer took
// (reference_choice), and what was expected and answered.
void add_resolve_record(nlohmann::json& j, const CaseRecord& r, const ResolveCheck& check) {
    if (r.verdict == Verdict::passed) j["reading"] = r.other_reading ? "other" : "fragid";
    if (r.verdict != Verdict::failed && r.verdict != Verdict::passed) return;
    j["expected"] = check.expect_any ? nlohmann::json(check.acceptable) : nlohmann::json(check.acceptable.front());
    j["actual"] = *r.actual;
}

// A producer case's part: what was asked, and each fragment with its claim and
// what the reference says it identifies.
void add_produce_record(nlohmann::json& j, const CaseRecord& r, const ProduceCheck& check) {
    j["produce"] = check.kind;
    if (r.verdict != Verdict::failed && r.verdict != Verdict::passed) return;
    auto list = nlohmann::json::array();
    for (const auto& p : r.produced) {
        nlohmann::json item = {{"fragment", p.produced.fragment},
                               {"claim", p.produced.claim},
                               {"identified", p.identified},
                               {"holds", !p.difference}};
        if (p.difference) item["detail"] = claim_text(p);
        list.push_back(item);
    }
    j["produced"] = list;
}

nlohmann::json record_json(const CaseRecord& r) {
    const Case& c = *r.c;
    const auto* resolves = c.resolves();
    nlohmann::json j = {{"record", "case"},
                        {"id", c.id},
                        {"spec", to_string(c.spec)},
                        {"section", c.section},
                        {"level", to_string(c.level)},
                        {"fragment", resolves ? resolves->fragment : ""},  // the report schema: empty for a producer case
                        {"verdict", to_string(r.verdict)},
                        {"seconds", r.seconds}};
    if (!r.detail.empty()) j["detail"] = r.detail;
    if (r.unsent) j["sent"] = false;
    if (resolves) add_resolve_record(j, r, *resolves);
    else add_produce_record(j, r, *c.produces());
    if (r.verdict != Verdict::passed && !r.raw.empty()) j["answer"] = r.raw;
    if (!r.stderr_tail.empty()) j["stderr"] = r.stderr_tail;
    if (!r.notes.empty()) j["notes"] = r.notes;
    return j;
}

namespace {

// The skipped cases counted by reason, most frequent first (then those the
// handshake ruled out before those the implementation refused, then by
// reason): a run that skips most of the suite says which declarations did it.
nlohmann::json skipped_by_reason(const std::vector<CaseRecord>& records) {
    std::map<std::pair<bool, std::string>, std::size_t> counts;  // (answered, reason): handshake first
    for (const auto& r : records)
        if (r.verdict == Verdict::skipped) ++counts[{!r.unsent, r.detail}];
    std::vector<std::pair<std::pair<bool, std::string>, std::size_t>> ordered(counts.begin(), counts.end());
    std::stable_sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    auto list = nlohmann::json::array();
    for (const auto& [key, n] : ordered)
        list.push_back({{"by", key.first ? "answer" : "handshake"}, {"reason", key.second}, {"cases", n}});
    return list;
}

}  // namespace

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
    nlohmann::json footer = {{"record", "footer"},
                             {"totals", totals},
                             {"counts", counts},
                             {"conformant", summary.conformant()},
                             {"must_ran", summary.must_ran},
                             {"other_readings", other_readings},
                             {"skipped_by_reason", skipped_by_reason(summary.records)},
                             {"seconds", summary.seconds}};
    if (!summary.stopped.empty()) footer["stopped"] = summary.stopped;
    return footer;
}

}  // namespace fragid::conformance
