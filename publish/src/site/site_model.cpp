#include "site_model.hpp"

#include <algorithm>
#include <stdexcept>

#include "fragid/conformance/closest_names.hpp"
#include "fragid/publish/html.hpp"
#include "fragid/publish/matrix_report.hpp"

namespace fragid::publish::site {

using namespace conformance;

Model::Model(const SiteInputs& inputs, bool report_site) : in(inputs), report(report_site) {
    for (std::size_t k = 0; k < in.matrix.columns.size(); ++k) {
        const auto& column = in.matrix.columns[k];
        column_index[column.name] = k;
        if (column.reference) continue;
        auto diagnosis = root_causes(column);
        Implementation impl{&column, std::move(diagnosis.groups), {}, diagnosis.failures, not_diagnosed_sentence(diagnosis)};
        if (const auto t = in.triage.find(column.name); t != in.triage.end()) impl.triage = &t->second;
        for (const auto& cause : impl.causes)
            for (const auto* r : cause.records) impl.cause_of.emplace(r->c, nullptr);
        implementations.push_back(std::move(impl));
    }
    // The pointers into `causes` are taken once the vector no longer moves.
    for (auto& impl : implementations)
        for (const auto& cause : impl.causes)
            for (const auto* r : cause.records)
                if (!impl.cause_of[r->c]) impl.cause_of[r->c] = &cause;
    check_triage();
    for (const auto* c : in.cases)
        if (c->resolves() && !tricky_reasons(*c).empty()) listed_.insert(c);
    // A report has the edge-case pages of the specs its implementation declares only.
    const auto declared = [&](Spec spec) {
        return !report || (!implementations.empty() && implementations.front().column->handshake.supports.specs.contains(spec));
    };
    for (const auto& d : spec_table)
        for (const auto* c : listed_)
            if (c->spec == d.spec && declared(d.spec)) {
                edge_specs_.push_back(d.spec);
                break;
            }
    for (std::size_t i = 0; i < in.matrix.cases.size(); ++i) row_.emplace(in.matrix.cases[i]->id, i);
    // A report's case pages are those of its run; the matrix site's, every case of the suite.
    for (const auto* c : matrix_order(report ? in.matrix.cases : in.cases)) {
        case_pages_[case_page_file(*c)].push_back(c);
        by_id_.emplace(c->id, c);
    }
}

// Every anchor of a triage file is a group of its implementation's page: a
// cause renamed or gone is said with the nearest group, never shown as nothing.
void Model::check_triage() const {
    std::string problems;
    for (const auto& impl : implementations) {
        if (!impl.triage) continue;
        std::vector<std::string> anchors;
        for (const auto& cause : impl.causes) anchors.push_back(cause.anchor);
        for (const auto& entry : impl.triage->causes) {
            if (std::find(anchors.begin(), anchors.end(), entry.anchor) != anchors.end()) continue;
            const auto near = conformance::closest_names(entry.anchor, anchors, 1);
            problems += (problems.empty() ? "" : "\n") + entry.where + ": unknown cause `" + entry.anchor + "`: " + impl.name() +
                        " has no such group on its page (" + implementation_page(impl.name()) + ")";
            if (anchors.empty()) problems += ": it has no group at all";
            else if (!near.empty()) problems += "; the nearest is `" + near.front() + "`";
            else {
                problems += "; its groups are";
                for (std::size_t i = 0; i < anchors.size(); ++i) problems += (i ? ", `" : " `") + anchors[i] + "`";
            }
        }
    }
    if (!problems.empty()) throw std::runtime_error(problems);
}

const Implementation* Model::implementation(const std::string& name) const {
    for (const auto& impl : implementations)
        if (impl.name() == name) return &impl;
    return nullptr;
}

const CaseRecord* Model::record(std::size_t k, const Case& c) const {
    const auto it = row_.find(c.id);
    if (it == row_.end() || k >= in.matrix.columns.size()) return nullptr;
    const auto& records = in.matrix.columns[k].summary.records;
    return it->second < records.size() ? &records[it->second] : nullptr;
}

std::string Model::implementation_page(const std::string& name) const {
    if (report) return "index.html";
    return "implementations/" + implementation_file_stem(name) + ".html";
}

std::string Model::baseline_file(const std::string& name) const {
    if (report) return "expected-failures.txt";
    return "implementations/" + implementation_file_stem(name) + ".expected-failures.txt";
}

std::string Model::edge_page(Spec spec) { return "edge-cases/" + std::string(describe(spec).short_name) + ".html"; }

std::string Model::deviation_report(const std::string& name) { return "deviations/" + deviation_file_name(name); }

std::string Model::badge_file(const std::string& name) { return "badges/" + implementation_file_stem(name) + ".json"; }

std::string Model::case_link(const Case& c, const std::string& root) const {
    const auto it = by_id_.find(c.id);
    if (it == by_id_.end()) return {};
    return root + case_page_file(c) + "#" + html_id(c.id);
}

std::string Model::edge_link(const Case& c, const std::string& root) const {
    if (!on_edge_page(c)) return {};
    return root + edge_page(c.spec) + "#" + html_id(c.id);
}

std::string Model::matrix_link(const Case& c, const std::string& root) const {
    if (report) return {};
    return root + "matrix.html#case-" + html_id(c.id);
}

const RootCause* Model::group_of(const std::string& name, const Case& c) const {
    const auto* impl = implementation(name);
    if (!impl) return nullptr;
    const auto it = impl->cause_of.find(&c);
    return it == impl->cause_of.end() ? nullptr : it->second;
}

const TriageEntry* Model::triage_of(const std::string& name, const Case& c) const {
    const auto* group = group_of(name, c);
    return group ? implementation(name)->triage_of(*group) : nullptr;
}

std::string Model::group_link(const std::string& name, const Case& c, const std::string& root) const {
    const auto* group = group_of(name, c);
    if (!group) return {};
    return root + implementation_page(name) + "#" + group->anchor;
}

std::string Model::case_id_html(const Case& c, const std::string& root) const {
    const auto code = "<code>" + html_escape(c.id) + "</code>";
    const auto href = case_link(c, root);
    return href.empty() ? code : "<a class=\"case-id\" href=\"" + html_escape(href) + "\">" + code + "</a>";
}

std::string Model::with_case_links(const std::string& text, const std::string& root) const {
    // A run of id characters that is a case's id becomes its link; code spans (`...`) stay code.
    const auto plain = [&](std::string_view part) {
        std::string out;
        const auto id_char = [](char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-'; };
        for (std::size_t at = 0; at < part.size();) {
            auto end = at;
            while (end < part.size() && id_char(part[end])) ++end;
            if (end == at) {
                out += html_escape(part.substr(at, 1));
                ++at;
                continue;
            }
            const std::string run(part.substr(at, end - at));
            const auto it = by_id_.find(run);
            out += it == by_id_.end() ? html_escape(run) : case_id_html(*it->second, root);
            at = end;
        }
        return out;
    };
    std::string out;
    bool code = false;
    for (std::size_t at = 0; at <= text.size();) {
        const auto tick = std::min(text.find('`', at), text.size());
        const std::string_view part(text.data() + at, tick - at);
        if (!code) out += plain(part);
        else if (const auto it = by_id_.find(std::string(part)); it != by_id_.end()) out += case_id_html(*it->second, root);
        else out += "<code>" + html_escape(part) + "</code>";
        code = !code;
        at = tick + 1;
    }
    return out;
}

std::string nav_html(const Model& m, const std::string& root, const std::string& current) {
    std::vector<std::pair<std::string, std::string>> links;  // href, text
    if (!m.report) {
        links.emplace_back("index.html", "Implementations");
        links.emplace_back("matrix.html", "Matrix");
    } else {
        links.emplace_back("index.html", "Report");
    }
    if (!m.case_pages().empty()) links.emplace_back(Model::cases_index, "Cases");
    for (auto spec : m.edge_specs())
        links.emplace_back(Model::edge_page(spec), "Edge cases: " + std::string(describe(spec).citation));
    std::string out = "<nav class=\"pages\">";
    for (std::size_t i = 0; i < links.size(); ++i) {
        out += i ? " \u00B7 " : "";
        const auto& [href, text] = links[i];
        if (href == current) out += "<strong aria-current=\"page\">" + html_escape(text) + "</strong>";
        else out += "<a href=\"" + html_escape(root + href) + "\">" + html_escape(text) + "</a>";
    }
    return out + "</nav>\n";
}

}  // namespace fragid::publish::site
