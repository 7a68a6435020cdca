// The site's files for programs: implementations.json (each implementation:
// what it is, its counts by spec and level, its causes with their triage and
// where its pages are)
// and a shields.io endpoint badge per implementation
// (https://shields.io/badges/endpoint-badge: {"schemaVersion": 1, "label",
// "message", "color"}), so that a README can show its result:
// https://img.shields.io/endpoint?url=<where badges/NAME.json is served>.
#include <nlohmann/json.hpp>

#include "../cause_view.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/publish/html.hpp"
#include "site_pages.hpp"

namespace fragid::publish::site {

using namespace conformance;
using conformance::TriageEntry;
using conformance::TriageState;

namespace {

// A cause's triage as implementations.json gives it: its state and what backs it.
nlohmann::json triage_json(const TriageEntry* entry) {
    nlohmann::json out = {{"state", to_string(entry ? entry->state : TriageState::not_reported)}};
    if (entry && !entry->url.empty()) out["url"] = entry->url;
    if (entry && !entry->why.empty()) out["why"] = entry->why;
    if (entry && !entry->version.empty()) out["version"] = entry->version;
    return out;
}

const char* const kind_keys[4] = {"passed", "failed", "skipped", "no_answer"};

nlohmann::json counts_json(const MatrixColumn& column) {
    nlohmann::json by_spec = nlohmann::json::object();
    for (const auto& [key, n] : cause_view::counts_by_spec_and_level(column)) {
        auto& entry = by_spec[std::string(to_string(key.first))][std::string(to_string(key.second))];
        for (int k = 0; k < 4; ++k) entry[kind_keys[k]] = n[k];
    }
    return by_spec;
}

// The must cases it was sent (not skipped), and how many of those passed.
std::pair<int, int> must_passed(const MatrixColumn& column) {
    int ran = 0, passed = 0;
    for (const auto& r : column.summary.records) {
        if (r.c->level != Level::must || r.verdict == Verdict::skipped) continue;
        ++ran;
        passed += r.verdict == Verdict::passed;
    }
    return {passed, ran};
}

}  // namespace

BadgeText badge_text(const Implementation& impl) {
    const auto& column = *impl.column;
    const auto [passed, ran] = must_passed(column);
    if (column.start_failure) return {"did not start", "lightgrey"};
    if (ran == 0) return {"no must case run", "lightgrey"};
    const auto counts = std::to_string(passed) + "/" + std::to_string(ran) + " must";
    // The triage clause only where there is a triage file: without one, "0 reported" would be a guess.
    const auto triage = impl.triage ? triage_badge_clause(triage_counts(impl.causes, impl.triage->causes)) : std::string();
    // A run cut short is never green: the cases it has no answer to may fail (cut_short_sentence()).
    if (!column.summary.stopped.empty()) return {counts + triage + ", run cut short", passed == ran ? "lightgrey" : "red"};
    return {counts + triage, passed == ran ? "brightgreen" : "red"};
}

std::string badge_html(const Implementation& impl) {
    const auto badge = badge_text(impl);
    const bool ok = badge.color == "brightgreen";
    return "<span class=\"badge " + std::string(ok ? "ok" : badge.color == "red" ? "dev" : "") +
           "\" title=\"the must cases it ran, and how many of them it passed" +
           (impl.triage ? "; of its causes, how many were reported upstream, and how many are disputed" : "") +
           "\">fragid " + html_escape(badge.message) + "</span>";
}

std::string badge_json(const Implementation& impl) {
    const auto badge = badge_text(impl);
    return conformance::json_text(
               {{"schemaVersion", 1}, {"label", "fragid"}, {"message", badge.message}, {"color", badge.color}}, 2) +
           "\n";
}

nlohmann::json implementation_json(const Model& m, const Implementation& impl) {
    const auto& column = *impl.column;
    const auto& info = column.handshake.implementation;
    const auto totals = column_totals(column);
    nlohmann::json specs = nlohmann::json::array();
    for (auto s : column.handshake.supports.specs) specs.push_back(to_string(s));
    nlohmann::json causes = nlohmann::json::array();
    for (const auto& cause : impl.causes) {
        nlohmann::json group = {{"kind", cause.kind},
                                {"statement", cause.statement},
                                {"cases", cause.records.size()},
                                {"anchor", cause.anchor},
                                {"link", m.implementation_page(column.name) + "#" + cause.anchor}};
        if (impl.triage) group["triage"] = triage_json(impl.triage_of(cause));
        if (!cause.symptom()) {
            auto names = nlohmann::json::array(), requirements = nlohmann::json::array();
            for (const auto* mutant : cause.misreadings) {
                names.push_back(mutant->name);
                requirements.push_back(mutant->requirement);
            }
            group["misreadings"] = names;
            group["requirements"] = requirements;
            group["explains"] = {{"failures", cause.failures_explained}, {"of", impl.failures}};
            group["adapter_computes"] = cause.adapter_parts;
        }
        if (cause.kind == "misreading") {
            auto exceptions = nlohmann::json::array();
            for (const auto* r : cause.exceptions) exceptions.push_back(r->c->id);
            group["evidence"] = {{"differs", cause.differs}, {"agrees", cause.agrees}, {"exceptions", exceptions}};
        }
        causes.push_back(std::move(group));
    }
    nlohmann::json out = {{"name", column.name},
                          {"package", info.name},
                          {"version", info.version},
                          {"language", info.language},
                          {"homepage", info.homepage},
                          {"adapter", column.adapter},
                          {"semantic_only", column.handshake.supports.semantic_only},
                          {"specs", specs},
                          {"totals",
                           {{"cases", column.summary.records.size()},
                            {"passed", totals.of(CellKind::pass)},
                            {"failed", totals.of(CellKind::fail)},
                            {"no_answer", totals.of(CellKind::broken)},
                            {"skipped", totals.of(CellKind::skip)}}},
                          {"counts", counts_json(column)},
                          {"conformant", column.summary.conformant()},
                          {"causes", causes},
                          {"link", m.implementation_page(column.name)},
                          {"badge", m.report ? std::string("badge.json") : Model::badge_file(column.name)},
                          {"expected_failures", m.baseline_file(column.name)}};
    if (!m.report) out["report"] = Model::deviation_report(column.name);
    if (impl.triage) {
        const auto counts = triage_counts(impl.causes, impl.triage->causes);
        out["triage"] = {{"file", impl.triage->file},
                         {"causes", counts.causes},
                         {"reported", counts.reported},
                         {"disputed", counts.disputed}};
    }
    if (column.start_failure) out["start_failure"] = *column.start_failure;
    return out;
}

std::string implementations_json(const Model& m) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& impl : m.implementations) list.push_back(implementation_json(m, impl));
    const auto& suite = m.in.matrix.suite;
    return conformance::json_text({{"format", "fragid-implementations"},
                                   {"version", 1},
                                   {"suite", {{"name", suite.name}, {"version", suite.version}}},
                                   {"implementations", list}},
                                  1) +
           "\n";
}

}  // namespace fragid::publish::site
