#include "report_commands.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "case_selection.hpp"
#include "interrupt.hpp"
#include "output.hpp"
#include "output_directory.hpp"
#include "progress.hpp"
#include "suite_support.hpp"
#include "fragid/conformance/process_adapter.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/requirements.hpp"
#include "fragid/publish/edge_cases.hpp"
#include "fragid/publish/matrix.hpp"
#include "fragid/publish/matrix_report.hpp"

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

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::map<Spec, Catalogue> catalogues_of(const std::string& suite) {
    std::vector<Problem> problems;
    auto catalogues = load_catalogues(suite, problems);
    for (const auto& p : problems) std::cerr << "fragid: " << p.text() << '\n';
    return catalogues;
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
        const auto cases = load_cases(o.suite, true);
        const auto selected = select_cases(cases, filters_of(o.filters));
        const auto catalogues = catalogues_of(o.suite);

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
        out.write("matrix.md", matrix_markdown(matrix, catalogues));
        out.write("matrix-pruned.md", matrix_pruned_markdown(matrix));
        out.write("matrix.html", matrix_html(matrix, catalogues));
        out.write("results.json", results_text(results_json(matrix)));
        for (std::size_t k = 0; k < matrix.columns.size(); ++k)
            if (!matrix.columns[k].reference)
                out.write(fs::path("deviations") / deviation_file_name(matrix.columns[k].name),
                          deviation_markdown(matrix, k, catalogues));
        // The reports of implementations the last run had and this one has not would mislead:
        // they go, and only they (output_directory.hpp).
        out.finish();

        for (const auto& column : matrix.columns) {
            std::map<std::string, int> counts;
            for (const auto& r : column.summary.records) ++counts[std::string(cell_word(r.verdict))];
            std::cerr << "fragid: " << column.name << ":";
            for (const auto& [word, n] : counts) std::cerr << " " << n << " " << word;
            std::cerr << '\n';
        }
        std::cerr << "fragid: wrote " << (out.path() / "matrix.md").string()
                  << ", matrix-pruned.md, matrix.html, results.json, deviations/ (listed in " << OutputDirectory::manifest_name
                  << ")\n";
        // The vectors are the truth; a reference that fails a must case means the suite or the reference is wrong.
        const auto failures = reference_must_failures(matrix);
        for (const auto& f : failures) std::cerr << "fragid: the reference failed a must case: " << f << '\n';
        return failures.empty() ? 0 : 1;
    });
}

int run_docs(const DocsOptions& o) {
    return guarded_suite([&] {
        const auto cases = load_cases(o.suite);
        EdgeCaseInputs inputs;
        for (const auto& c : cases) inputs.cases.push_back(&c);
        inputs.catalogues = catalogues_of(o.suite);
        inputs.interpretations = load_interpretations(o.interpretations);
        const fs::path results = o.results.value_or("docs/matrix/results.json");
        if (o.results || fs::exists(results)) {
            const auto text = read_file(results);
            if (text.empty()) throw UsageError("cannot read " + results.string());
            try {
                inputs.deviations = deviations_from_results(nlohmann::json::parse(text));
            } catch (const std::exception& e) {
                throw UsageError(results.string() + ": " + e.what());
            }
        }
        const auto markdown = edge_cases_markdown(inputs);
        const auto html = edge_cases_html(inputs);
        if (o.check) {
            refuse_check_of_standard_output(o.output);
            refuse_check_of_standard_output(o.html);
            bool current = true;
            for (const auto& [path, text] : {std::pair{o.output, markdown}, std::pair{o.html, html}}) {
                if (read_file(path) == text) continue;
                std::cerr << "fragid: " << path << " is out of date: run fragid docs\n";
                current = false;
            }
            return current ? 0 : 1;
        }
        // Like matrix and export, docs makes its directory (docs/ by default) where it is missing.
        for (const auto& [path, text] : {std::pair{o.output, markdown}, std::pair{o.html, html}}) {
            create_parent_directories(path);
            write_file(path, text);
        }
        for (const auto& path : {o.output, o.html})
            if (path != "-") std::cerr << "fragid: wrote " << path << '\n';
        return 0;
    });
}

}  // namespace fragid::cli
