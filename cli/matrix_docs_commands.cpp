#include "matrix_docs_commands.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "case_selection.hpp"
#include "interpretations_directory.hpp"
#include "interrupt.hpp"
#include "output.hpp"
#include "output_directory.hpp"
#include "playground_module.hpp"
#include "progress.hpp"
#include "site_sources.hpp"
#include "suite_support.hpp"
#include "fragid/conformance/json_depth.hpp"
#include "fragid/conformance/process_adapter.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/requirements.hpp"
#include "fragid/publish/edge_cases.hpp"
#include "fragid/publish/matrix.hpp"
#include "fragid/publish/matrix_report.hpp"
#include "fragid/publish/recorded_run.hpp"
#include "fragid/publish/site.hpp"

namespace fragid::cli {
namespace {

using namespace fragid::conformance;
using namespace fragid::publish;
namespace fs = std::filesystem;

struct Impl {
    std::string name;
    std::string command;
};

// NAME=CMD: the name is what the matrix and the report file are called by.
std::vector<Impl> parse_impls(const std::vector<std::string>& specs) {
    std::vector<Impl> impls;
    std::set<std::string> names{"reference"};
    for (const auto& s : specs) {
        const auto eq = s.find('=');
        if (eq == std::string::npos || eq == 0 || eq + 1 == s.size())
            throw UsageError("--impl: expected NAME=CMD, got '" + s + "'");
        Impl impl{s.substr(0, eq), s.substr(eq + 1)};
        if (!names.insert(impl.name).second)
            throw UsageError("--impl: the name '" + impl.name + "' is used twice (\"reference\" is the reference's)");
        impls.push_back(std::move(impl));
    }
    return impls;
}

void write_file(const fs::path& path, const std::string& text) {
    write_file_checked(path, text);
}

std::map<Spec, Catalogue> catalogues_of(const std::string& suite) {
    std::vector<Problem> problems;
    auto catalogues = load_catalogues(suite, problems);
    for (const auto& p : problems) std::cerr << "fragid: " << p.text() << '\n';
    return catalogues;
}

// What makes a site from runs: the suite's cases, its catalogues and the
// interpretation docs (docs/ beside the suite when it is the source tree).
SiteInputs site_inputs(const std::vector<Case>& cases, const std::string& suite,
                       const std::optional<std::string>& interpretations) {
    SiteInputs in;
    for (const auto& c : cases) in.cases.push_back(&c);
    in.catalogues = catalogues_of(suite);
    in.interpretations = load_interpretations(interpretations_for_pages(interpretations, suite));
    return in;
}

// results.json read back as a matrix of the suite's cases; its warnings said on stderr.
Matrix matrix_of(const std::string& text, const std::string& where, const std::vector<const Case*>& cases) {
    std::vector<std::string> warnings;
    try {
        auto matrix = matrix_of_results(parse_json_bounded(text), cases_by_id(cases), warnings);
        for (const auto& w : warnings) std::cerr << "fragid: warning: " << where << ": " << w << '\n';
        return matrix;
    } catch (const std::exception& e) {
        throw UsageError(where + ": " + e.what());
    }
}

// The files the site's last run wrote (its manifest, output_directory.hpp)
// that it would not write now: an implementation no longer run, a spec with no
// edge case left.
std::vector<fs::path> stale_files(const fs::path& dir, const std::vector<SiteFile>& files) {
    std::set<fs::path> current;
    for (const auto& f : files) current.insert(fs::path(f.path).lexically_normal());
    std::vector<fs::path> stale;
    const OutputDirectory site(dir, "fragid docs --check: --site");
    for (const auto& old : site.previous())
        if (!current.contains(old)) stale.push_back(dir / old);
    return stale;
}

// Each file of the site into `out`; the files its last run wrote and this one
// does not go when the caller finishes `out`.
void write_site(OutputDirectory& out, const std::vector<SiteFile>& files) {
    for (const auto& f : files) out.write(f.path, f.text);
}

// The reference's column, then each implementation's, with a progress line
// on a terminal. Ends early if `stop` is requested.
void run_columns(const MatrixOptions& o, const std::vector<Impl>& impls, Matrix& matrix, StopRequest& stop) {
    Progress progress(std::cerr, progress_wanted(o.no_progress));
    std::string name = "reference";
    std::size_t done = 0, failed = 0;
    const auto sink = [&](const CaseRecord& r) {
        failed += cell_kind(r.verdict) != CellKind::pass && cell_kind(r.verdict) != CellKind::skip;
        progress.update(name, ++done, matrix.cases.size(), failed);
    };
    ReferenceAdapter reference;
    matrix.columns.push_back(run_column(name, "in-process reference", true, reference, matrix.cases, 0, &stop, sink));
    for (const auto& impl : impls) {
        if (stop.requested()) break;
        ProcessOptions p;
        p.stop = &stop;
        p.command = impl.command;
        p.timeout = std::chrono::milliseconds(static_cast<long long>(o.timeout_seconds * 1000));
        p.start_timeout = std::chrono::milliseconds(static_cast<long long>(o.start_timeout_seconds * 1000));
        p.schema_dir = fs::path(o.suite) / "schema" / "protocol";
        ProcessAdapter adapter(p);
        progress.clear();
        std::cerr << "fragid: running " << impl.name << " (" << impl.command << ")\n";
        name = impl.name;
        done = failed = 0;
        matrix.columns.push_back(run_column(name, impl.command, false, adapter, matrix.cases, o.max_restarts, &stop, sink));
        progress.clear();
        if (const auto& failure = matrix.columns.back().start_failure)
            std::cerr << "fragid: " << impl.name << " did not start: " << *failure << '\n';
    }
}

}  // namespace

int run_matrix(const MatrixOptions& o) {
    return guarded_suite([&] {
        const auto impls = parse_impls(o.impls);
        // Checked before the run: a directory fragid may not write into is said at once.
        OutputDirectory out(o.output_dir, "matrix: --output-dir");
        const auto playground = playground_script(o.playground, false);
        // Read before the run: a mistake in a triage file is said at once, not after the run.
        auto triage = triage_of_adapters(o.adapters, o.suite);
        const auto cases = load_cases(o.suite, true);
        const auto selected = select_cases(cases, filters_of(o.filters));

        Matrix matrix;
        matrix.cases = matrix_order(selected);
        matrix.suite = read_suite_info(o.suite);
        // A matrix cut short would compare columns of different cases: on Ctrl-C
        // the adapter is killed and nothing is written.
        StopRequest stop;
        const StopOnSignals stop_on_signals(stop);
        run_columns(o, impls, matrix, stop);

        if (const int status = exit_status_of_stop(stop)) {
            std::cerr << "fragid: the matrix was stopped (" << stop.reason() << "); nothing was written\n";
            return status;
        }
        // Every page is rendered from the records as results.json keeps them
        // (publish/recorded_run.hpp), as `fragid docs` renders them later.
        const auto results = results_text(results_json(matrix));
        out.write("results.json", results);
        auto inputs = site_inputs(cases, o.suite, o.interpretations);
        inputs.matrix = matrix_of(results, (out.path() / "results.json").string(), inputs.cases);
        inputs.playground_script = playground;
        inputs.triage = std::move(triage);
        inputs.site_url = o.site_url;
        std::vector<SiteFile> site_files;
        try {
            site_files = matrix_site(inputs);
        } catch (const std::runtime_error& e) {  // a triage anchor that is no group of this run
            // No finish(): the last run's pages stay as they were, listed in the manifest with results.json.
            throw UsageError(std::string(e.what()) + "\nresults.json is written: correct the triage file, then run fragid docs");
        }
        write_site(out, site_files);
        // The pages of implementations the last run had and this one has not would mislead:
        // they go, and only they (output_directory.hpp).
        out.finish();

        for (const auto& column : matrix.columns) {
            std::map<std::string, int> counts;
            for (const auto& r : column.summary.records) ++counts[std::string(cell_word(r.verdict))];
            std::cerr << "fragid: " << column.name << ":";
            for (const auto& [word, n] : counts) std::cerr << " " << n << " " << word;
            std::cerr << '\n';
        }
        std::cerr << "fragid: wrote the site to " << out.path().string() << "/ (index.html, matrix.html, implementations/, "
                     "edge-cases/, the Markdown reports, results.json, implementations.json, badges/; listed in "
                  << OutputDirectory::manifest_name << ")" << playground_note(playground) << "\n";
        // The vectors are the truth; a reference that fails a must case means the suite or the reference is wrong.
        const auto failures = reference_must_failures(matrix);
        for (const auto& f : failures) std::cerr << "fragid: the reference failed a must case: " << f << '\n';
        return failures.empty() ? 0 : 1;
    });
}

int run_docs(const DocsOptions& o) {
    return guarded_suite([&] {
        const auto cases = load_cases(o.suite, true);
        auto inputs = site_inputs(cases, o.suite, o.interpretations);
        inputs.playground_script = playground_script(o.playground, false);
        inputs.triage = triage_of_adapters(o.adapters, o.suite);
        inputs.site_url = o.site_url;
        const fs::path site = o.site;
        const auto readme = readme_target(o.readme, site);
        const fs::path results = o.results.value_or((site / "results.json").string());
        std::string results_text_read;
        if (o.results || fs::exists(results)) {
            results_text_read = read_whole_file(results).value_or("");
            if (results_text_read.empty()) throw UsageError("cannot read " + results.string());
            inputs.matrix = matrix_of(results_text_read, results.string(), inputs.cases);
        }
        EdgeCaseInputs edge;
        edge.cases = inputs.cases;
        edge.catalogues = inputs.catalogues;
        edge.interpretations = inputs.interpretations;
        if (!inputs.matrix.columns.empty()) edge.deviations = deviations_of(inputs.matrix);
        const auto markdown = edge_cases_markdown(edge);
        auto files = matrix_site(inputs);
        // The README with its results table as the results have it (nothing when there is no README to write).
        const auto readme_text = readme ? with_results_table(readme->text, results_table_markdown(inputs, readme->site))
                                        : std::nullopt;
        if (o.check) {
            refuse_check_of_standard_output(o.output);
            bool current = true;
            files.push_back({fs::relative(fs::absolute(o.output), fs::absolute(site)).string(), markdown});
            if (!results_text_read.empty()) files.push_back({"results.json", results_text_read});
            for (const auto& f : files) {
                // The module is this build's, copied in; it is not generated from the site's sources.
                if (f.path == "fragid-wasm.js" || read_whole_file(site / f.path) == f.text) continue;
                std::cerr << "fragid: " << (site / f.path).lexically_normal().string() << " is out of date: run fragid docs\n";
                current = false;
            }
            for (const auto& path : stale_files(site, files)) {
                std::cerr << "fragid: " << path.string() << " is no longer generated: run fragid docs\n";
                current = false;
            }
            if (readme_text && *readme_text != readme->text) {
                std::cerr << "fragid: the results table of " << readme->file.string() << " is out of date: run fragid docs\n";
                current = false;
            }
            return current ? 0 : 1;
        }
        // Like matrix and export, docs makes its directory (docs/ by default) where it is missing.
        create_parent_directories(o.output);
        write_file(o.output, markdown);
        OutputDirectory out(site, "fragid docs: --site");
        // The site keeps the results it was rendered from.
        if (!results_text_read.empty()) out.write("results.json", results_text_read);
        write_site(out, files);
        out.finish();
        if (readme_text && *readme_text != readme->text) {
            write_file(readme->file, *readme_text);
            std::cerr << "fragid: wrote the results table of " << readme->file.string() << '\n';
        }
        if (o.output != "-") std::cerr << "fragid: wrote " << o.output << '\n';
        std::cerr << "fragid: wrote the site in " << site.string() << "/" << playground_note(inputs.playground_script) << "\n";
        return 0;
    });
}

}  // namespace fragid::cli
