#include "fragid/publish/recorded_run.hpp"

#include <array>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "fragid/conformance/difference.hpp"
#include "fragid/model/counted.hpp"

namespace fragid::publish {

using namespace conformance;

namespace {

constexpr std::array verdicts{Verdict::passed, Verdict::failed,  Verdict::skipped,
                              Verdict::errored, Verdict::crashed, Verdict::timed_out};

Verdict verdict_named(const std::string& name, const std::string& id) {
    for (auto v : verdicts)
        if (to_string(v) == name) return v;
    throw std::runtime_error("record " + id + ": unknown verdict \"" + name + "\"");
}

Outcome outcome_at(const nlohmann::json& j, const std::string& where) {
    auto outcome = outcome_from_json(j);
    if (const auto* error = std::get_if<std::string>(&outcome)) throw std::runtime_error(where + ": " + *error);
    return std::get<Outcome>(outcome);
}

// The header's "supports" (runner.hpp's header_json()); a handshake's own
// spelling of the integrity checks ("integrity": ["length", "md5"]) is read too.
Support supports_of(const nlohmann::json& s) {
    Support supports;
    for (const auto& name : s.value("specs", nlohmann::json::array()))
        if (const auto spec = spec_from_string(name.get<std::string>())) supports.specs.insert(*spec);
    supports.length_check = s.value("length", false);
    supports.md5_check = s.value("md5", false);
    for (const auto& check : s.value("integrity", nlohmann::json::array())) {
        supports.length_check = supports.length_check || check == "length";
        supports.md5_check = supports.md5_check || check == "md5";
    }
    if (s.contains("charsets") && s.at("charsets").is_object()) {
        for (const auto& [name, list] : s.at("charsets").items())
            if (const auto spec = spec_from_string(name)) supports.charsets_by_spec[*spec] = list.get<std::vector<std::string>>();
    } else if (s.contains("charsets")) {
        supports.charsets = s.at("charsets").get<std::vector<std::string>>();
    }
    if (s.contains("schemes") && s.at("schemes").is_object())
        for (const auto& [name, list] : s.at("schemes").items())
            if (const auto spec = spec_from_string(name)) supports.declare_schemes(*spec, list.get<std::vector<std::string>>());
    if (s.contains("line_ending_context"))
        if (const auto context = LineEndingSet::parse(s.at("line_ending_context").get<std::string>()))
            supports.line_ending_context = *context;
    supports.validates_entities = s.value("validates_entities", true);
    supports.semantic_only = s.value("semantic_only", false);
    if (s.contains("adapter_computes")) supports.adapter_computes = s.at("adapter_computes").get<std::vector<std::string>>();
    supports.line_endings = s.value("line_endings", false);
    supports.byte_offsets = s.value("byte_offsets", true);
    if (s.contains("features")) supports.features = s.at("features").get<std::vector<std::string>>();
    if (s.contains("produce")) supports.produce = s.at("produce").get<std::vector<std::string>>();
    return supports;
}

Handshake handshake_of(const nlohmann::json& header) {
    Handshake h;
    const auto impl = header.value("implementation", nlohmann::json::object());
    h.implementation = {impl.value("name", ""), impl.value("version", ""), impl.value("language", ""),
                        impl.value("homepage", "")};
    h.supports = supports_of(header.value("supports", nlohmann::json::object()));
    return h;
}

// A producer record's fragments, each checked again as check_produced() did:
// the claim is the expected outcome, what the reference identified the actual one.
std::vector<ProducedCheck> produced_of(const nlohmann::json& list, bool byte_offsets, const std::string& id) {
    std::vector<ProducedCheck> checks;
    for (const auto& p : list) {
        ProducedCheck check;
        check.produced.fragment = p.value("fragment", "");
        check.produced.claim = outcome_at(p.at("claim"), "record " + id + " /produced/claim");
        check.identified = outcome_at(p.at("identified"), "record " + id + " /produced/identified");
        ResolveCheck claimed;
        claimed.acceptable = {check.produced.claim};
        check.difference = difference(claimed, check.identified, byte_offsets);
        checks.push_back(std::move(check));
    }
    return checks;
}

CaseRecord record_of(const nlohmann::json& j, const Case& c, const Support& supports) {
    CaseRecord r;
    r.c = &c;
    r.verdict = verdict_named(j.value("verdict", ""), c.id);
    r.detail = j.value("detail", "");
    r.raw = j.value("answer", "");
    r.stderr_tail = j.value("stderr", "");
    if (j.contains("notes")) r.notes = j.at("notes").get<std::vector<std::string>>();
    r.other_reading = j.value("reading", "") == "other";
    // "sent": false marks a case never sent (run_case.hpp). Runs written before
    // it was: a skip the handshake decided names the declaration first
    // ("supports.specs does not list rfc7111"), and a case after the adapter
    // was given up says so (runner.cpp).
    r.unsent = !j.value("sent", true) || (r.verdict == Verdict::skipped && r.detail.starts_with("supports.")) ||
               (r.verdict == Verdict::errored &&
                (r.detail.starts_with("adapter given up after ") || r.detail.starts_with("the adapter cannot be restarted") ||
                 r.detail.starts_with("the adapter could not be restarted")));
    if (j.contains("actual")) r.actual = outcome_at(j.at("actual"), "record " + c.id + " /actual");
    if (const auto* check = c.resolves(); check && r.verdict == Verdict::failed && r.actual)
        r.difference = difference(*check, *r.actual, supports.byte_offsets);
    if (j.contains("produced")) r.produced = produced_of(j.at("produced"), supports.byte_offsets, c.id);
    return r;
}

}  // namespace

CasesById cases_by_id(const std::vector<const Case*>& cases) {
    CasesById by_id;
    for (const auto* c : cases) by_id.emplace(c->id, c);
    return by_id;
}

MatrixColumn column_of_run(std::string name, bool reference, const RecordedRun& run, const CasesById& cases,
                           std::vector<std::string>& warnings) {
    MatrixColumn column;
    column.name = std::move(name);
    column.reference = reference;
    column.adapter = run.header.value("adapter", "");
    column.handshake = handshake_of(run.header);
    std::size_t unknown = 0, changed = 0;
    for (const auto& j : run.records) {
        const auto id = j.value("id", "");
        const auto it = cases.find(id);
        if (it == cases.end()) {
            ++unknown;
            continue;
        }
        const Case& c = *it->second;
        if (j.value("spec", "") != to_string(c.spec) || j.value("level", "") != to_string(c.level)) ++changed;
        column.summary.records.push_back(record_of(j, c, column.handshake.supports));
        const auto& r = column.summary.records.back();
        if (c.level == Level::must && r.verdict != Verdict::skipped) {
            ++column.summary.must_ran;
            column.summary.must_failed = column.summary.must_failed || r.verdict != Verdict::passed;
        }
    }
    if (!run.footer.is_object()) column.summary.stopped = "its report ends without a footer";
    else column.summary.stopped = run.footer.value("stopped", "");
    const auto records = [](std::size_t n) { return fragid::counted(n, "record of a case", "records of cases"); };
    if (unknown)
        warnings.push_back("the run of " + column.name + " has " + records(unknown) + " the suite does not have (left out)");
    if (changed)
        warnings.push_back("the run of " + column.name + " has " + records(changed) +
                           " whose spec or level the suite now gives otherwise: the suite has changed since the run");
    return column;
}

Matrix matrix_of_results(const nlohmann::json& results, const CasesById& cases, std::vector<std::string>& warnings) {
    if (!results.is_object() || !results.contains("implementations") || !results["implementations"].is_array())
        throw std::runtime_error("not a fragid matrix results file (no \"implementations\" list)");
    Matrix m;
    for (const auto& entry : results["implementations"]) {
        RecordedRun run{entry.value("header", nlohmann::json::object()),
                        entry.value("records", nlohmann::json::array()).get<std::vector<nlohmann::json>>(),
                        entry.value("footer", nlohmann::json())};
        auto column = column_of_run(entry.value("name", "?"), entry.value("reference", false), run, cases, warnings);
        if (entry.contains("start_failure")) column.start_failure = entry["start_failure"].get<std::string>();
        if (m.columns.empty()) {
            for (const auto& r : column.summary.records) m.cases.push_back(r.c);
            const auto suite = run.header.value("suite", nlohmann::json::object());
            m.suite = {suite.value("name", ""), suite.value("version", "")};
        }
        const auto& records = column.summary.records;
        bool aligned = records.size() == m.cases.size();
        for (std::size_t i = 0; aligned && i < records.size(); ++i) aligned = records[i].c == m.cases[i];
        if (!aligned) throw std::runtime_error("the column " + column.name + " has records of other cases than the first column");
        m.columns.push_back(std::move(column));
    }
    return m;
}

}  // namespace fragid::publish
