#include "fragid/publish/matrix.hpp"

#include "fragid/conformance/protocol.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "fragid/conformance/json_text.hpp"
#include "fragid/model/counted.hpp"
#include "fragid/conformance/protocol.hpp"

namespace fragid::publish {

using namespace conformance;

namespace {

// "2.1.10" -> {2, 1, 10}; a part that is not a number (appendix "A") sorts after numbers.
std::vector<long> section_key(const std::string& section) {
    std::vector<long> key;
    std::size_t at = 0;
    while (at <= section.size()) {
        const auto dot = std::min(section.find('.', at), section.size());
        const auto part = section.substr(at, dot - at);
        const bool number = !part.empty() && part.find_first_not_of("0123456789") == std::string::npos;
        key.push_back(number ? std::stol(part) : 1'000'000L + (part.empty() ? 0 : static_cast<unsigned char>(part[0])));
        at = dot + 1;
    }
    return key;
}

}  // namespace

std::vector<const Case*> matrix_order(std::vector<const Case*> cases) {
    std::stable_sort(cases.begin(), cases.end(), [](const Case* a, const Case* b) {
        if (a->spec != b->spec) return a->spec < b->spec;
        if (a->section != b->section) return section_key(a->section) < section_key(b->section);
        if (a->level != b->level) return a->level < b->level;
        return a->id < b->id;
    });
    return cases;
}

MatrixColumn run_column(std::string name, std::string adapter_label, bool reference, Adapter& adapter,
                        const std::vector<const Case*>& cases, int max_restarts, const StopRequest* stop,
                        const RecordSink& sink) {
    MatrixColumn column;
    column.name = std::move(name);
    column.adapter = std::move(adapter_label);
    column.reference = reference;
    RunOptions options{max_restarts, std::nullopt, stop};
    try {
        column.handshake = adapter.start();
    } catch (const std::exception& e) {
        column.start_failure = e.what();
        options.start_failure = e.what();
    }
    column.summary = run_suite(adapter, column.handshake, cases, options, [&](const CaseRecord& r) {
        if (sink) sink(r);
    });
    return column;
}

std::string declared_sentence(const Support& supports) {
    const auto declared = schemes_declared(schemes_json(supports));
    if (declared.empty()) return {};
    return " It declares only some schemes (supports.schemes): " + declared +
           "; the cases of the others are skipped, as a declaration, not a failure.";
}

std::string cut_short_sentence(const MatrixColumn& column) {
    if (column.summary.stopped.empty()) return {};
    return "The run was cut short (" + column.summary.stopped + ") after " +
           counted(column.summary.records.size(), "case") +
           ": it has no answer to the suite's other cases, so nothing is known of them.";
}

ColumnTotals column_totals(const MatrixColumn& column) {
    ColumnTotals totals;
    for (const auto& r : column.summary.records) ++totals.by_kind[static_cast<int>(cell_kind(r.verdict))];
    const auto& supports = column.handshake.supports;
    for (auto s : supports.specs) {
        totals.specs += (totals.specs.empty() ? "" : ", ") + std::string(to_string(s));
        // A partial implementation's declaration (supports.schemes), said
        // where its specs are: "rfc5147 (implements `line=` only)".
        if (const auto it = supports.schemes_by_spec.find(s); it != supports.schemes_by_spec.end()) {
            auto declared = schemes_declared({{std::string(to_string(s)), it->second}});
            declared = declared.substr(declared.find(": ") + 2);
            // A table cell, in Markdown and HTML alike: the words without code marks.
            declared.erase(std::remove(declared.begin(), declared.end(), '`'), declared.end());
            totals.specs += " (" + declared + ")";
        }
    }
    return totals;
}

bool any_semantic_only(const Matrix& matrix) {
    return std::any_of(matrix.columns.begin(), matrix.columns.end(),
                       [](const MatrixColumn& c) { return c.handshake.supports.semantic_only; });
}

CellKind cell_kind(Verdict verdict) noexcept {
    switch (verdict) {
        case Verdict::passed: return CellKind::pass;
        case Verdict::failed: return CellKind::fail;
        case Verdict::skipped: return CellKind::skip;
        default: return CellKind::broken;
    }
}

std::string_view cell_word(Verdict verdict) noexcept {
    switch (verdict) {
        case Verdict::passed: return "pass";
        case Verdict::failed: return "FAIL";
        case Verdict::skipped: return "skip";
        case Verdict::errored: return "error";
        case Verdict::crashed: return "crash";
        case Verdict::timed_out: return "timeout";
    }
    return "?";
}

std::string cell_detail(const MatrixColumn& column, const CaseRecord& r) {
    if (r.verdict == Verdict::failed && r.actual)
        return "answered " + describe(*r.actual, column.handshake.supports.byte_offsets);
    if (r.verdict == Verdict::passed) return {};
    return r.detail;
}

std::vector<std::vector<std::size_t>> agreeing_failures(const Matrix& m, std::size_t case_index) {
    std::vector<std::vector<std::size_t>> groups;
    std::vector<bool> taken(m.columns.size(), false);
    for (std::size_t a = 0; a < m.columns.size(); ++a) {
        const auto& ra = m.columns[a].summary.records[case_index];
        if (m.columns[a].reference || taken[a] || ra.verdict != Verdict::failed) continue;
        std::vector<std::size_t> group{a};
        for (std::size_t b = a + 1; b < m.columns.size(); ++b) {
            const auto& rb = m.columns[b].summary.records[case_index];
            if (!m.columns[b].reference && rb.verdict == Verdict::failed && rb.actual == ra.actual) {
                group.push_back(b);
                taken[b] = true;
            }
        }
        if (group.size() > 1) groups.push_back(std::move(group));
    }
    return groups;
}

std::vector<ResultGroup> result_groups(const Matrix& m) {
    std::vector<ResultGroup> groups;
    std::map<std::vector<Verdict>, std::size_t> index;
    for (std::size_t i = 0; i < m.cases.size(); ++i) {
        std::vector<Verdict> verdicts;
        for (const auto& column : m.columns) verdicts.push_back(column.summary.records[i].verdict);
        auto [it, fresh] = index.emplace(verdicts, groups.size());
        if (fresh) groups.push_back({std::move(verdicts), {}});
        groups[it->second].cases.push_back(i);
    }
    // Largest first; among equals, the order of first appearance (stable).
    std::stable_sort(groups.begin(), groups.end(),
                     [](const ResultGroup& a, const ResultGroup& b) { return a.cases.size() > b.cases.size(); });
    return groups;
}

std::vector<std::string> reference_must_failures(const Matrix& m) {
    std::vector<std::string> failures;
    for (const auto& column : m.columns) {
        if (!column.reference) continue;
        for (const auto& r : column.summary.records)
            if (r.c->level == Level::must && r.verdict != Verdict::passed)
                failures.push_back(r.c->id + ": " + std::string(to_string(r.verdict)) + " " + r.detail);
    }
    return failures;
}

nlohmann::json results_json(const Matrix& m) {
    nlohmann::json columns = nlohmann::json::array();
    for (const auto& column : m.columns) {
        nlohmann::json records = nlohmann::json::array();
        for (const auto& r : column.summary.records) {
            auto j = record_json(r);
            j.erase("seconds");
            j.erase("stderr");
            j.erase("expected");  // the vector's, not the run's: the suite has it
            records.push_back(std::move(j));
        }
        auto footer = footer_json(column.summary);
        footer.erase("seconds");
        nlohmann::json entry = {{"name", column.name},
                                {"reference", column.reference},
                                {"header", header_json({column.handshake, column.adapter, m.cases.size(), m.suite})},
                                {"records", std::move(records)},
                                {"footer", std::move(footer)}};
        if (column.start_failure) entry["start_failure"] = *column.start_failure;
        columns.push_back(std::move(entry));
    }
    return {{"format", "fragid-matrix-results"}, {"version", 1}, {"implementations", std::move(columns)}};
}

std::string results_text(const nlohmann::json& results) {
    std::string out = "{\"format\": " + conformance::json_text(results["format"]) + ", \"version\": " + conformance::json_text(results["version"]) +
                      ", \"implementations\": [";
    bool first_column = true;
    for (const auto& column : results["implementations"]) {
        out += first_column ? "\n {" : ",\n {";
        first_column = false;
        bool first_key = true;
        for (const auto& [key, value] : column.items()) {
            if (key == "records") continue;
            out += (first_key ? "" : ",\n  ") + conformance::json_text(key) + ": " + conformance::json_text(value);
            first_key = false;
        }
        out += ",\n  \"records\": [";
        bool first_record = true;
        for (const auto& r : column["records"]) {
            out += (first_record ? "\n   " : ",\n   ") + conformance::json_text(r);
            first_record = false;
        }
        out += "\n  ]}";
    }
    return out + "\n]}\n";
}

Deviations deviations_from_results(const nlohmann::json& results) {
    Deviations deviations;
    if (!results.is_object() || !results.contains("implementations") || !results["implementations"].is_array())
        throw std::runtime_error("not a fragid matrix results file (no \"implementations\" list)");
    for (const auto& column : results["implementations"]) {
        if (column.value("reference", false)) continue;
        const auto name = column.value("name", std::string("?"));
        deviations.implementations.push_back(name);
        for (const auto& r : column.value("records", nlohmann::json::array())) {
            const auto verdict = r.value("verdict", std::string());
            deviations.by_case[r.value("id", std::string())].push_back({name, verdict, r.value("detail", std::string())});
        }
    }
    return deviations;
}

Deviations deviations_of(const Matrix& m) {
    Deviations deviations;
    for (const auto& column : m.columns) {
        if (column.reference) continue;
        deviations.implementations.push_back(column.name);
        for (const auto& r : column.summary.records)
            deviations.by_case[r.c->id].push_back({column.name, std::string(to_string(r.verdict)), r.detail});
    }
    return deviations;
}

std::string deviation_file_name(const std::string& implementation) { return implementation_file_stem(implementation) + ".md"; }

std::string case_page_file(const Case& c) {
    return "cases/" + implementation_file_stem(std::string(describe(c.spec).short_name) + "-s" + c.section) + ".html";
}

std::string implementation_file_stem(const std::string& implementation) {
    std::string out;
    for (char c : implementation) {
        const bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
                          c == '_' || c == '-';
        out += keep ? c : '-';
    }
    if (out.empty() || out.front() == '.') out.insert(out.begin(), '_');
    return out;
}

}  // namespace fragid::publish
