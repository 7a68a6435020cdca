// The README's results table (site.hpp): generated from the matrix, so that no
// count in the README is written by hand (issue 39). Each implementation: its
// package and version, its role and what it covers (from what it ran and its
// handshake), its counts, its causes and how many were reported upstream, and
// its pages.
#include <set>
#include <sstream>
#include <stdexcept>

#include "fragid/model/counted.hpp"
#include "fragid/publish/markdown.hpp"
#include "site_pages.hpp"

namespace fragid::publish {

using namespace conformance;
using namespace site;

namespace {

// What it did of the cases it was sent: resolved fragments, produced them, or both.
std::string role(const MatrixColumn& column) {
    bool resolver = false, producer = false;
    for (const auto& r : column.summary.records)
        if (r.verdict != Verdict::skipped) (r.c->produces() ? producer : resolver) = true;
    if (column.handshake.supports.semantic_only) return "semantic-only";
    if (resolver && producer) return "resolver, producer";
    return resolver ? "resolver" : producer ? "producer" : "none run";
}

// "RFC 7111 `row=`; produces `rfc7111-rows`": the schemes of each spec it ran, and what it produces.
std::string covers(const MatrixColumn& column) {
    std::set<Spec> resolved;
    bool produced = false;
    for (const auto& r : column.summary.records)
        if (r.verdict != Verdict::skipped) {
            if (r.c->produces()) produced = true;
            else resolved.insert(r.c->spec);
        }
    const auto& supports = column.handshake.supports;
    std::string out;
    for (auto spec : resolved) {
        out += (out.empty() ? "" : "; ") + std::string(describe(spec).citation);
        // Each scheme as the spec spells it (its row): `row=`, `match(…)`.
        const auto& spelling = describe(spec).spelling;
        for (const auto& scheme : supports.schemes_for(spec))
            out += " `" + scheme + std::string(spelling.opening) + (spelling.closing.empty() ? "" : "…") +
                   std::string(spelling.closing) + "`";
    }
    if (produced) {
        out += (out.empty() ? "" : "; ") + std::string("produces");
        for (const auto& kind : supports.produce) out += " `" + kind + "`";
    }
    return out.empty() ? "-" : out;
}

std::string causes_cell(const Implementation& impl) {
    if (impl.causes.empty()) return "none";
    std::string out = std::to_string(impl.causes.size());
    if (!impl.triage) return out;
    const auto counts = triage_counts(impl.causes, impl.triage->causes);
    return out + " (" + std::to_string(counts.reported) + " reported" +
           (counts.disputed ? ", " + std::to_string(counts.disputed) + " disputed" : "") + ")";
}

}  // namespace

std::string results_table_markdown(const SiteInputs& inputs, const std::string& site) {
    const Model m(inputs, false);
    const auto at = [&](const std::string& path) { return site + "/" + path; };
    std::ostringstream out;
    out << "\nResults as `fragid docs` last rendered them from [results.json](" << at("results.json") << ") ("
        << counted(inputs.matrix.cases.size(), "case")
        << "; pass / FAIL / skip / no answer; each implementation's root causes, and what happened to each upstream, are on "
           "its page of [the site]("
        << at("index.html") << ")):\n\n"
        << "| implementation | version | role | what it covers | pass / FAIL / skip / no answer | causes (triage) | report |\n"
        << "|---|---|---|---|---|---|---|\n";
    bool semantic_only = false;
    for (const auto& impl : m.implementations) {
        const auto& column = *impl.column;
        const auto& info = column.handshake.implementation;
        const auto totals = column_totals(column);
        semantic_only = semantic_only || column.handshake.supports.semantic_only;
        out << "| [" << markdown_text(info.name.empty() ? column.name : info.name, true) << "]("
            << at(m.implementation_page(column.name)) << ")"
            << (column.handshake.supports.semantic_only ? std::string(" ") + semantic_only_mark : "") << " | "
            << markdown_text(column.start_failure ? "did not start" : info.version, true) << " | " << role(column) << " | "
            << covers(column) << " | " << totals.of(CellKind::pass) << " / " << totals.of(CellKind::fail) << " / "
            << totals.of(CellKind::skip) << " / " << totals.of(CellKind::broken) << " | " << causes_cell(impl) << " | [deviations]("
            << at(Model::deviation_report(column.name)) << ") |\n";
    }
    if (semantic_only) out << "\n" << semantic_only_mark << " " << semantic_only_meaning << ".\n";
    return out.str() + "\n";
}

std::optional<std::string> with_results_table(const std::string& readme, const std::string& table) {
    const auto begin = readme.find(results_table_begin);
    if (begin == std::string::npos) return std::nullopt;
    const auto body = readme.find('\n', begin);
    const auto end = body == std::string::npos ? body : readme.find(results_table_end, body);
    if (end == std::string::npos)
        throw std::runtime_error(std::string("the results table's begin mark has no end mark after it (") + results_table_end + ")");
    return readme.substr(0, body + 1) + table + readme.substr(end);
}

}  // namespace fragid::publish
