#include "conformance_commands.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "guarded.hpp"
#include "output.hpp"
#include "fragid/model/counted.hpp"
#include "suite_support.hpp"
#include "fragid/conformance/lint.hpp"
#include "fragid/conformance/locate.hpp"
#include "fragid/conformance/protocol.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/requirements.hpp"
#include "fragid/conformance/vectors.hpp"

namespace fragid::cli {

using namespace fragid::conformance;

int run_adapter() {
    ReferenceAdapter reference;
    return serve_protocol(reference, std::cin, std::cout);
}

namespace {

// Where a directory that is a link really is (the build tree's share/fragid/specs
// links to CMake's FRAGID_SPECS_DIR): ", a link to DIR", or nothing.
std::string link_target(const std::filesystem::path& dir) {
    std::error_code error;
    if (!std::filesystem::is_symlink(dir, error)) return "";
    const auto target = std::filesystem::canonical(dir, error);
    return error ? "" : ", a link to " + target.string();
}

}  // namespace

int run_lint(const LintOptions& o) {
    return guarded_suite([&] {
        const auto executable = running_executable();
        const auto specs = find_specs(o.specs ? std::optional<std::filesystem::path>(*o.specs) : std::nullopt, executable);
        const auto report = lint_suite(o.suite, specs ? std::optional(specs->dir) : std::nullopt);
        for (const auto& p : report.problems) std::cout << p.text() << '\n';
        std::cout << counted(report.files, "file") << ", " << counted(report.cases, "case") << ", "
                  << counted(report.problems.size(), "problem") << '\n';
        if (!specs) {
            std::cout << "quotes NOT checked: no specifications' texts";
            if (!executable.empty()) std::cout << " in " << (share_dir_beside(executable) / "specs").string();
            std::cout << " (pass --specs DIR or set FRAGID_SPECS)\n";
        } else if (report.texts.empty()) {
            std::cout << "quotes NOT checked: no specification's text could be read from " << specs->dir.string()
                      << " (" << specs->how << "; see the problems above)\n";
        } else {
            std::cout << "quotes checked: " << report.quotes_looked_up << " looked up in the texts in "
                      << specs->dir.string() << " (" << specs->how << link_target(specs->dir) << "):";
            for (const auto& text : report.texts) std::cout << ' ' << text.filename().string();
            std::cout << "; " << report.quotes_from_elsewhere << " quoting other documents (quote_source), not looked up\n";
        }
        return report.problems.empty() ? 0 : exit_not_identified;
    });
}

int run_coverage(const CoverageOptions& o) {
    return guarded_suite([&] {
        std::vector<Problem> problems;
        const auto catalogues = load_catalogues(o.suite, problems);
        for (const auto& p : problems) std::cerr << "fragid: " << p.text() << '\n';
        const auto cases = load_cases(o.suite);
        std::vector<const Case*> all;
        for (const auto& c : cases) all.push_back(&c);
        std::vector<std::string> uncovered;
        const auto markdown = coverage_markdown(catalogues, all, uncovered);
        for (const auto& id : uncovered) std::cerr << "fragid: must requirement without a case: " << id << '\n';
        if (o.check) {
            // As docs --check and export --check do, the committed file by default.
            const std::string path = o.output.value_or(default_coverage_path);
            refuse_check_of_standard_output(path);
            const bool current = read_whole_file(path) == markdown;
            if (!current)
                std::cerr << "fragid: " << path << " is out of date: run fragid coverage --output " << path << "\n";
            return current && uncovered.empty() && problems.empty() ? 0 : exit_not_identified;
        }
        if (o.output) create_parent_directories(*o.output);
        write_output(o.output, markdown);
        return uncovered.empty() && problems.empty() ? 0 : exit_not_identified;
    });
}

}  // namespace fragid::cli
