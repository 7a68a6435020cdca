#include "site_model.hpp"

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
        for (const auto& cause : impl.causes)
            for (const auto* r : cause.records) impl.cause_of.emplace(r->c, nullptr);
        implementations.push_back(std::move(impl));
    }
    // The pointers into `causes` are taken once the vector no longer moves.
    for (auto& impl : implementations)
        for (const auto& cause : impl.causes)
            for (const auto* r : cause.records)
                if (!impl.cause_of[r->c]) impl.cause_of[r->c] = &cause;
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
}

const Implementation* Model::implementation(const std::string& name) const {
    for (const auto& impl : implementations)
        if (impl.name() == name) return &impl;
    return nullptr;
}

std::string Model::implementation_page(const std::string& name) const {
    if (report) return "index.html";
    return "implementations/" + implementation_file_stem(name) + ".html";
}

std::string Model::edge_page(Spec spec) { return "edge-cases/" + std::string(describe(spec).short_name) + ".html"; }

std::string Model::deviation_report(const std::string& name) { return "deviations/" + deviation_file_name(name); }

std::string Model::badge_file(const std::string& name) { return "badges/" + implementation_file_stem(name) + ".json"; }

std::string Model::edge_link(const Case& c, const std::string& root) const {
    if (!on_edge_page(c)) return {};
    return root + edge_page(c.spec) + "#" + html_id(c.id);
}

std::string Model::matrix_link(const Case& c, const std::string& root) const {
    if (report) return {};
    return root + "matrix.html#case-" + html_id(c.id);
}

std::string Model::group_link(const std::string& name, const Case& c, const std::string& root) const {
    const auto* impl = implementation(name);
    if (!impl) return {};
    const auto it = impl->cause_of.find(&c);
    if (it == impl->cause_of.end() || !it->second) return {};
    return root + implementation_page(name) + "#" + it->second->anchor;
}

std::string nav_html(const Model& m, const std::string& root, const std::string& current) {
    std::vector<std::pair<std::string, std::string>> links;  // href, text
    if (!m.report) {
        links.emplace_back("index.html", "Implementations");
        links.emplace_back("matrix.html", "Matrix");
    } else {
        links.emplace_back("index.html", "Report");
    }
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
