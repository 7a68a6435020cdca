#include "mutants_command.hpp"

#include <iostream>

#include "commands.hpp"
#include "conformance_commands.hpp"
#include "guarded.hpp"
#include "option_checks.hpp"
#include "suite_command_options.hpp"
#include "suite_support.hpp"
#include "fragid/conformance/protocol.hpp"
#include "fragid/diagnosis/self_test.hpp"
#include "fragid/mutants/score.hpp"

namespace fragid::cli {

using namespace fragid::mutants;

namespace {

int run_self_test(const MutantsOptions& o, const std::vector<const Mutant*>& chosen,
                  const std::vector<const conformance::Case*>& cases) {
    diagnosis::SelfTestOptions options;
    options.pairs = o.pairs;
    options.seed = o.seed;
    if (!o.names.empty())
        for (const auto* m : chosen)
            if (!m->defensible) options.only.push_back(m);
    const auto test = diagnosis::self_test(cases, options);
    std::cout << diagnosis::self_test_text(test, o.verbose);
    const bool wrong_cause = diagnosis::SelfTest::share(test.left_out) < 1.0;
    const bool good = diagnosis::SelfTest::share(test.singles) == 1.0 && diagnosis::SelfTest::share(test.pairs) >= 0.95 && !wrong_cause;
    std::cout << (good ? "diagnosis self-test passed\n" : "diagnosis self-test FAILED\n");
    return good ? 0 : exit_not_identified;
}

}  // namespace

CLI::App* add_mutants_command(CLI::App& app, MutantsOptions& options) {
    auto* command = app.add_subcommand(
        "mutants", "Run the mutant implementations (known misreadings of the specs, and readings they allow) on the suite "
                   "and report its mutation score: every misreading must fail some case, no defensible reading any "
                   "(docs/mutation-testing.md); exit 1 if one does not");
    command->add_option("--suite", options.suite, suite_help)->check(checks::non_empty());
    command->add_option("--mutant", options.names, "Run only this mutant (repeatable); `--list` names them")
        ->check(checks::non_empty());
    command->add_flag("--verbose", options.verbose, "List every mutant, and the cases that killed each misreading");
    command->add_flag("--list", options.list, "List the catalogue: each mutant, its family, what it reads, the requirement it violates");
    command->add_flag("--diagnose", options.diagnose,
                      "Score the diagnosis of root causes on the catalogue (docs/diagnosis.md): each misreading (or those of "
                      "--mutant) run as an implementation must be diagnosed as itself, pairs of misreadings from different "
                      "families as their two names, and with a misreading left out of the catalogue no wrong cause may be named; "
                      "exit 1 below 100%, 95% and 0 wrong causes");
    command->add_option("--pairs", options.pairs, "With --diagnose: how many pairs of misreadings to draw (default 200)")
        ->check(CLI::Range(0, 100000));
    command->add_option("--seed", options.seed, "With --diagnose: the seed of the pairs' draw (default 43)");
    return command;
}

int run_mutants(const MutantsOptions& o) {
    return guarded_suite([&] {
        std::vector<const Mutant*> chosen;
        for (const auto& name : o.names) {
            const auto* m = find_mutant(name);
            if (!m) throw UsageError("--mutant: no mutant named '" + name + "' (fragid mutants --list)");
            chosen.push_back(m);
        }
        if (chosen.empty())
            for (const auto& m : catalogue()) chosen.push_back(&m);
        if (o.list) {
            for (const auto* m : chosen)
                std::cout << m->name << "\t" << (m->defensible ? "defensible" : "misreading " + m->family) << "\t" << m->requirement
                          << "\t" << m->reading << (m->seen_in.empty() ? "" : " (seen in " + m->seen_in + ")") << "\n";
            return 0;
        }
        const auto cases = load_cases(o.suite);
        std::vector<const conformance::Case*> all;
        for (const auto& c : cases) all.push_back(&c);
        if (o.diagnose) return run_self_test(o, chosen, all);
        const auto score = mutation_score(chosen, all);
        std::cout << score_text(score, o.verbose);
        return score.perfect() ? 0 : exit_not_identified;
    });
}

CLI::App* add_adapter_command(CLI::App& app, std::string& mutant) {
    auto* command = app.add_subcommand("adapter", "Serve the reference resolver over the adapter protocol on stdin/stdout "
                                                  "(docs/adapter-protocol.md)");
    command->add_option("--mutant", mutant,
                        "Serve this mutant of the reference instead: one known misreading, or a defensible reading "
                        "(fragid mutants --list)")
        ->check(checks::non_empty());
    return command;
}

int run_adapter_command(const std::string& mutant) {
    if (mutant.empty()) return run_adapter();
    const auto* m = find_mutant(mutant);
    if (!m) {
        std::cerr << "fragid: --mutant: no mutant named '" << mutant << "' (fragid mutants --list)\n";
        return exit_usage;
    }
    MutantAdapter adapter(*m);
    return conformance::serve_protocol(adapter, std::cin, std::cout);
}

}  // namespace fragid::cli
