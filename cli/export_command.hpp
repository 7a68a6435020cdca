// `fragid export`: the suite as one JSON file, conformance/dist/fragid-suite.json,
// for test runners in any language (conformance/README.md, "The suite as data").
// Exit codes: 0 written (or current, with --check), 1 out of date (--check),
// 2 usage or I/O error.
#pragma once

#include <string>

namespace CLI {
class App;
}

namespace fragid::cli {

struct ExportOptions {
    std::string suite;
    std::string output = "conformance/dist/fragid-suite.json";  // like docs: run from the source tree
    bool check = false;  // write nothing; exit 1 if `output` is out of date
};

// Registers the subcommand and its options on `app`.
CLI::App* add_export_command(CLI::App& app, ExportOptions& options);

// Runs it; `options.suite` is the suite directory, already found.
int run_export(const ExportOptions& options);

}  // namespace fragid::cli
