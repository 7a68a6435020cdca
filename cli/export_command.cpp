#include "export_command.hpp"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "option_checks.hpp"
#include "output.hpp"
#include "suite_command_options.hpp"
#include "suite_support.hpp"
#include "fragid/conformance/export.hpp"

namespace fragid::cli {

CLI::App* add_export_command(CLI::App& app, ExportOptions& options) {
    auto* command = app.add_subcommand(
        "export", "Write the whole suite as one JSON file (conformance/dist/fragid-suite.json) for test runners in "
                  "any language: every case with its request, accepted outcomes, fragid's choice and needs");
    command->add_option("--suite", options.suite, suite_help)->check(checks::non_empty());
    command->add_option("--output", options.output, "The file to write (- for standard output)")->capture_default_str()->check(checks::non_empty());
    command->add_flag("--check", options.check, "Write nothing; exit 1 if --output is out of date");
    return command;
}

int run_export(const ExportOptions& options) {
    return guarded_suite([&] {
        const auto info = conformance::read_suite_info(options.suite);
        const auto text = conformance::export_suite(info, load_cases(options.suite, true));
        const std::filesystem::path output = options.output;
        if (options.check) {
            refuse_check_of_standard_output(output);
            if (read_whole_file(output) == text) return 0;
            std::cerr << "fragid: " << output.string() << " is out of date: run fragid export (scripts/export.sh)\n";
            return 1;
        }
        create_parent_directories(output);
        write_file_checked(output, text);
        if (output != "-") std::cerr << "fragid: wrote " << output.string() << '\n';
        return 0;
    });
}

}  // namespace fragid::cli
