#include "generated_docs_command.hpp"

#include <iostream>

#include "cli_description.hpp"
#include "commands.hpp"
#include "completions.hpp"
#include "guarded.hpp"
#include "man_page.hpp"
#include "option_checks.hpp"
#include "output.hpp"
#include "fragid/conformance/runner.hpp"

namespace fragid::cli {

void add_generated_docs_commands(CLI::App& app, GeneratedDocsOptions& options) {
    options.completions = app.add_subcommand("completions", "Print the shell completion script for SHELL");
    options.completions->group("");  // hidden
    options.completions->add_option("SHELL", options.shell, "The shell")->required()->transform(checks::one_of(completion_shells()));
    options.completions->add_option("--output", options.output, "Write it to this file")->check(checks::non_empty());
    options.man = app.add_subcommand("man", "Print the man page, fragid(1), in roff");
    options.man->group("");
    options.man->add_option("--output", options.output, "Write it to this file")->check(checks::non_empty());
}

std::optional<int> run_generated_docs(CLI::App& app, const GeneratedDocsOptions& options) {
    if (!*options.completions && !*options.man) return std::nullopt;
    return guarded([&] {
        const auto cli = describe_cli(app);
        const auto text = *options.man ? man_page(cli, conformance::tool_version()) : completion_script(cli, options.shell);
        write_file_checked(options.output.empty() ? "-" : options.output, text);
        return exit_identified;
    });
}

}  // namespace fragid::cli
