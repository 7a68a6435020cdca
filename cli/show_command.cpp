#include "show_command.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>

#include "guarded.hpp"
#include "interpretations_directory.hpp"
#include "option_checks.hpp"
#include "rerun.hpp"
#include "suite_command_options.hpp"
#include "suite_support.hpp"
#include "fragid/conformance/closest_names.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/requirements.hpp"
#include "fragid/publish/case_view.hpp"

namespace fragid::cli {

CLI::App* add_show_command(CLI::App& app, ShowOptions& options) {
    auto* command = app.add_subcommand(
        "show", "Show one case in full: what it tests and the spec's words, its level, the fragment, the entity "
                "drawn (line endings and invisible characters made visible) and in hex, every accepted answer in "
                "words and as the protocol writes it, which is fragid's reading, and the interpretation docs' "
                "paragraph on that reading; exit 0, or 2 for an id the suite does not have (the closest are named)");
    command->add_option("ID", options.id, "The case's id, as a report names it (one id, not a glob)")->required()->check(checks::non_empty());
    command->add_option("--suite", options.suite, suite_help)->check(checks::non_empty());
    command->add_option("--interpretations", options.interpretations, interpretations_help)->check(checks::non_empty());
    command->add_flag("--json", options.json, "Print the case as one JSON object (the entity's bytes in hex, whole)");
    return command;
}

int run_show(const ShowOptions& o) {
    return guarded_suite([&] {
        const auto cases = load_cases(o.suite, true);
        const auto it = std::find_if(cases.begin(), cases.end(), [&](const auto& c) { return c.id == o.id; });
        if (it == cases.end()) {
            std::vector<std::string> ids;
            for (const auto& c : cases) ids.push_back(c.id);
            std::string message = "no case " + o.id + " in the suite (" + o.suite + ")";
            // A glob is what --id and --skip take; show takes one id (issue 38 item 8).
            if (o.id.find_first_of("*?[") != std::string::npos)
                throw UsageError(message + "; show takes one case id, not a glob: fragid check --list --id " +
                                 shell_quoted(o.id) + " lists the cases the glob matches");
            const auto close = conformance::closest_names(o.id, ids);
            for (std::size_t i = 0; i < close.size(); ++i) message += (i ? ", " : "; did you mean: ") + close[i];
            if (close.empty()) message += "; fragid check --list lists every case";
            throw UsageError(message);
        }
        std::vector<conformance::Problem> problems;
        const auto catalogues = conformance::load_catalogues(o.suite, problems);
        for (const auto& p : problems) std::cerr << "fragid: " << p.text() << '\n';
        publish::CaseViewInputs inputs;
        inputs.catalogues = &catalogues;
        const auto found = interpretations_directory(o.interpretations, o.suite);
        if (found.dir) inputs.interpretations = publish::load_interpretations(*found.dir);
        else inputs.interpretations_missing = found.looked;
        if (o.json) std::cout << conformance::json_text(publish::case_json(*it, inputs), 2) << '\n';
        else std::cout << publish::case_text(*it, inputs);
        return exit_identified;
    });
}

}  // namespace fragid::cli
