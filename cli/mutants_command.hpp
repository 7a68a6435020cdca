// `fragid mutants`: the suite's mutation score (docs/mutation-testing.md), and
// `fragid adapter --mutant NAME`: one mutant served over the adapter protocol.
// Exit codes: 0 every misreading killed and every defensible reading passed,
// 1 otherwise, 2 usage or suite errors. With --diagnose, the diagnosis's
// self-test instead (docs/diagnosis.md): 1 if a single misreading is not
// diagnosed as itself, fewer than 95% of the pairs are, or leave-one-out names
// a wrong cause.
#pragma once

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace fragid::cli {

struct MutantsOptions {
    std::string suite;
    std::vector<std::string> names;  // --mutant, repeatable; none: every mutant
    bool verbose = false;            // every mutant and the cases that killed it
    bool list = false;               // the catalogue only
    bool diagnose = false;           // the diagnosis's self-test
    std::size_t pairs = 200;         // with --diagnose: pairs of misreadings drawn
    unsigned seed = 43;              // with --diagnose: the draw's seed
};

CLI::App* add_mutants_command(CLI::App& app, MutantsOptions& options);
int run_mutants(const MutantsOptions& options);

// `fragid adapter`: the reference, or with --mutant one mutant of the catalogue.
CLI::App* add_adapter_command(CLI::App& app, std::string& mutant);
int run_adapter_command(const std::string& mutant);

}  // namespace fragid::cli
