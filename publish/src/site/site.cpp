#include "fragid/publish/site.hpp"

#include <nlohmann/json.hpp>

#include "fragid/conformance/json_text.hpp"
#include "fragid/publish/matrix_report.hpp"
#include "playground.hpp"
#include "site_pages.hpp"

namespace fragid::publish {

using namespace site;

namespace {

// What a deviation report adds for `impl`: its triage, and links to the case pages from `root`.
DeviationReportExtras report_extras(const Implementation& impl, const std::string& root) {
    DeviationReportExtras extras;
    if (impl.triage) {
        extras.triage = &impl.triage->causes;
        extras.triage_file = impl.triage->file;
    }
    extras.site_root = root;
    return extras;
}

void add_case_pages(const Model& m, std::vector<SiteFile>& files) {
    if (m.case_pages().empty()) return;
    files.push_back({Model::cases_index, cases_index_page(m)});
    for (const auto& [file, cases] : m.case_pages()) files.push_back({file, case_page(m, file, cases)});
}

}  // namespace

const std::vector<std::string>& generated_directories() {
    static const std::vector<std::string> dirs = {"implementations", "deviations", "badges", "edge-cases", "cases"};
    return dirs;
}

std::vector<SiteFile> matrix_site(const SiteInputs& inputs) {
    const Model m(inputs, false);
    std::vector<SiteFile> files;
    files.push_back({"index.html", index_page(m)});
    files.push_back({"matrix.html", matrix_page(m)});
    files.push_back({"matrix.md", matrix_markdown(inputs.matrix, inputs.catalogues)});
    files.push_back({"matrix-pruned.md", matrix_pruned_markdown(inputs.matrix)});
    files.push_back({"implementations.json", implementations_json(m)});
    for (const auto& impl : m.implementations) {
        files.push_back({m.implementation_page(impl.name()), implementation_page(m, impl)});
        files.push_back({m.baseline_file(impl.name()), baseline_text_of(impl)});
        files.push_back({Model::deviation_report(impl.name()),
                         deviation_markdown(inputs.matrix, m.column_index.at(impl.name()), inputs.catalogues,
                                            "../" + m.implementation_page(impl.name()), "fragid matrix", report_extras(impl, "../"))});
        files.push_back({Model::badge_file(impl.name()), badge_json(impl)});
    }
    add_case_pages(m, files);
    for (auto spec : m.edge_specs()) files.push_back({Model::edge_page(spec), edge_case_page(m, spec)});
    if (inputs.playground_script) files.push_back({playground_module_file, *inputs.playground_script});
    return files;
}

std::vector<SiteFile> report_site(const SiteInputs& inputs) {
    const Model m(inputs, true);
    std::vector<SiteFile> files;
    if (m.implementations.empty()) return files;
    const auto& impl = m.implementations.front();
    files.push_back({"index.html", implementation_page(m, impl)});
    files.push_back({"README.md", deviation_markdown(inputs.matrix, m.column_index.at(impl.name()), inputs.catalogues,
                                                     "index.html", "fragid report", report_extras(impl, ""))});
    files.push_back({"badge.json", badge_json(impl)});
    files.push_back({"implementation.json", conformance::json_text(implementation_json(m, impl), 1) + "\n"});
    files.push_back({m.baseline_file(impl.name()), baseline_text_of(impl)});
    add_case_pages(m, files);
    for (auto spec : m.edge_specs()) files.push_back({Model::edge_page(spec), edge_case_page(m, spec)});
    if (inputs.playground_script && !m.edge_specs().empty())
        files.push_back({playground_module_file, *inputs.playground_script});
    return files;
}

}  // namespace fragid::publish
