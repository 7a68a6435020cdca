#include "site_sources.hpp"


#include "guarded.hpp"
#include "output.hpp"
#include "fragid/conformance/json_schema.hpp"

namespace fragid::cli {

namespace fs = std::filesystem;
using publish::ImplementationTriage;

namespace {

// The adapters table of the source tree the suite comes from: suite.json is
// conformance/suite.json there (a link to it beside a built program), so the
// table is ../adapters/matrix.tsv from its real directory. Never the current
// directory: run from elsewhere, the pages lost every triage without a word.
fs::path default_table(const fs::path& suite) {
    std::error_code ec;
    const auto real = fs::weakly_canonical(suite / "suite.json", ec);
    return ec ? fs::path() : real.parent_path().parent_path() / "adapters" / "matrix.tsv";
}
constexpr const char* default_readme = "README.md";
constexpr const char* default_site_dir = "docs/matrix";

conformance::JsonSchema triage_schema(const fs::path& suite) {
    return conformance::JsonSchema::from_file(suite / "schema" / "triage.schema.json");
}

conformance::TriageFile load(const fs::path& path, const std::string& name, const conformance::JsonSchema& schema) {
    try {
        return conformance::load_triage(path, name, schema);
    } catch (const std::runtime_error& e) {
        throw UsageError(e.what());
    }
}

}  // namespace

const char* const adapters_help =
    "The adapters table (name, command, deviations, triage; tab-separated): each implementation's triage file, what "
    "happened upstream to each of its causes, shown beside its groups (default: adapters/matrix.tsv of the source "
    "tree the suite comes from, when it exists; none: no triage)";
const char* const site_url_help =
    "Where the site's directory is served (https://.../): the implementation pages' badge snippets point shields.io "
    "at its badge JSON there (default: a SITE_URL/ placeholder to fill in)";

std::map<std::string, ImplementationTriage> triage_of_adapters(const std::string& option, const fs::path& suite) {
    const fs::path table = option.empty() ? default_table(suite) : fs::path(option);
    if (option == "none" || (option.empty() && (table.empty() || !fs::exists(table)))) return {};
    const auto schema = triage_schema(suite);
    try {
        // The files are named from the repository's root, the directory above the table's.
        return conformance::triage_of_adapters_table(table, fs::absolute(table).parent_path().parent_path(), schema);
    } catch (const std::runtime_error& e) {
        throw UsageError(e.what());
    }
}

ImplementationTriage triage_of_file(const std::string& file, const std::string& implementation, const fs::path& suite) {
    const auto triage = load(file, file, triage_schema(suite));
    if (const auto it = triage.implementations.find(implementation); it != triage.implementations.end())
        return {file, it->second};
    if (triage.implementations.size() == 1) return {file, triage.implementations.begin()->second};
    std::string names;
    for (const auto& [name, causes] : triage.implementations) names += (names.empty() ? "" : ", ") + name;
    throw UsageError("--triage " + file + ": no section for " + implementation + " (it has " +
                     (names.empty() ? std::string("none") : names) + "; --name chooses the implementation's name)");
}

std::optional<ReadmeTarget> readme_target(const std::string& option, const fs::path& site) {
    // The default README is the one beside the default site (README.md and docs/matrix/ of the
    // source tree): a site written elsewhere must not rewrite the table of the README where it runs.
    const bool default_site = fs::path(site).lexically_normal() == fs::path(default_site_dir).lexically_normal();
    if (option == "none" || (option.empty() && (!default_site || !fs::exists(default_readme)))) return std::nullopt;
    const fs::path file = option.empty() ? fs::path(default_readme) : fs::path(option);
    auto text = read_whole_file(file);
    if (!text) throw UsageError("--readme: cannot read " + file.string());
    if (text->find(publish::results_table_begin) == std::string::npos) {
        if (option.empty()) return std::nullopt;  // a README of another project, with no table of ours
        throw UsageError("--readme: " + file.string() + " has no line " + publish::results_table_begin +
                         " to put the results table after");
    }
    const auto from = fs::absolute(file).parent_path();
    return ReadmeTarget{file, std::move(*text), fs::relative(fs::absolute(site), from).lexically_normal().generic_string()};
}

}  // namespace fragid::cli
