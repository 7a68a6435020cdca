// The subcommands that render views of the suite for people: `fragid matrix`
// (implementations side by side, deviation reports) and `fragid docs` (the
// edge-case page, the site again from results.json, the README's results
// table). Exit codes: 0 written, 1 the reference failed a must case (matrix)
// or a file is out of date (docs --check), 2 usage or I/O error (matrix: also
// a selection with no case; both: a triage file with a mistake, or an anchor
// that is no group), 128 + the signal for a matrix stopped by SIGINT or SIGTERM.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "case_selection.hpp"

namespace fragid::cli {

struct MatrixOptions {
    std::vector<std::string> impls;  // NAME=CMD
    std::string suite;
    FilterOptions filters;
    double timeout_seconds = 10;
    double start_timeout_seconds = 30;  // the handshake, the process's start included
    int max_restarts = 5;
    std::string output_dir = "docs/matrix";
    std::optional<std::string> interpretations;  // interpretations_directory.hpp
    bool no_progress = false;  // --no-progress
    std::string playground;    // --playground (playground_module.hpp)
    std::string adapters;      // --adapters (site_sources.hpp): the triage files
    std::string site_url;      // --site-url: where the site is served, for the badge snippets
};

struct DocsOptions {
    std::string suite;
    std::string site = "docs/matrix";    // the site's directory (publish/site.hpp)
    std::optional<std::string> results;  // absent: SITE/results.json if it exists
    std::string output = "docs/edge-cases.md";
    std::optional<std::string> interpretations;  // interpretations_directory.hpp
    bool check = false;           // write nothing; exit 1 if a file is out of date or no longer generated
    std::string playground;       // --playground (playground_module.hpp)
    std::string adapters;         // --adapters (site_sources.hpp): the triage files
    std::string site_url;         // --site-url: where the site is served, for the badge snippets
    std::string readme;           // --readme (site_sources.hpp): the README whose results table is rewritten
};

int run_matrix(const MatrixOptions& options);
int run_docs(const DocsOptions& options);

}  // namespace fragid::cli
