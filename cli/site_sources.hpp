// What `fragid matrix`, `docs` and `report` read beside the runs to make the
// site: the triage of each implementation's causes (conformance/triage.hpp),
// found through the adapters table (adapters/matrix.tsv, its fourth column) or
// given as --triage FILE; and the README whose results table `docs` rewrites.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "fragid/publish/site.hpp"

namespace fragid::cli {

// The options' help, shared by the commands that take them.
extern const char* const adapters_help;  // --adapters of matrix and docs
extern const char* const site_url_help;  // --site-url of matrix, docs and report

// --adapters of matrix and docs: "none", a table, or empty for the default
// (adapters/matrix.tsv beside the suite's sources, when it exists). Each implementation's triage from the
// file its row names (conformance::triage_of_adapters_table(), the files named
// from the directory above the table's). Throws UsageError, each problem at its line.
std::map<std::string, publish::ImplementationTriage> triage_of_adapters(const std::string& option,
                                                                          const std::filesystem::path& suite);

// --triage FILE of report: the section of `implementation`, or the file's only
// section. Throws UsageError naming the sections when neither is there.
publish::ImplementationTriage triage_of_file(const std::string& file, const std::string& implementation,
                                             const std::filesystem::path& suite);

// --readme of docs: "none", a file, or empty for the default (README.md when it
// exists and `site` is the default docs/matrix: a site written elsewhere leaves
// the README where fragid runs alone). The file, and what the site's directory is called from it (for the
// table's links); nothing for none, or a default README without the table's mark.
struct ReadmeTarget {
    std::filesystem::path file;
    std::string text;  // as read
    std::string site;  // the site's directory relative to the README's ("docs/matrix")
};
std::optional<ReadmeTarget> readme_target(const std::string& option, const std::filesystem::path& site);

}  // namespace fragid::cli
