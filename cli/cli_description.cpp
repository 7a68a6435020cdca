#include "cli_description.hpp"

#include "option_checks.hpp"

namespace fragid::cli {
namespace {

OptionDescription describe_option(CLI::Option& option) {
    OptionDescription out;
    for (const auto& s : option.get_snames()) out.names.push_back("-" + s);
    for (const auto& l : option.get_lnames()) out.names.push_back("--" + l);
    out.description = option.get_description();
    if (option.get_items_expected_max() > 0) {
        // CLI11's type name is "UINT" or "TEXT:NONEMPTY": the type, then each check's description.
        const auto type = option.get_type_name();
        out.value_name = type.substr(0, type.find(':'));
        if (out.value_name.empty()) out.value_name = "VALUE";
        out.values = checks::allowed_values(option);
        if (out.values.empty()) {
            out.values = checks::suggested_values(option);
            out.values_open = !out.values.empty();
        }
        out.repeatable = option.get_items_expected_max() > 1;
        out.default_value = option.get_default_str();
    }
    return out;
}

CommandDescription describe_command(CLI::App& app) {
    CommandDescription out{app.get_name(), app.get_description(), {}, {}};
    for (auto* option : app.get_options()) {
        if (!option->nonpositional())
            out.positionals.push_back({option->get_name(true), option->get_description(), option->get_required()});
        else
            out.options.push_back(describe_option(*option));
    }
    return out;
}

}  // namespace

CliDescription describe_cli(CLI::App& app) {
    CliDescription out{describe_command(app), {}};
    out.program.name = "fragid";
    for (auto* sub : app.get_subcommands([](CLI::App* s) { return !s->get_group().empty(); }))
        out.commands.push_back(describe_command(*sub));
    return out;
}

std::string summary(const std::string& description, std::size_t width) {
    std::string line = description.substr(0, description.find('\n'));
    // The first "; " outside parentheses ends the summary: "(default: from the clock; printed)" stays whole.
    int depth = 0;
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        depth += line[i] == '(' ? 1 : line[i] == ')' ? -1 : 0;
        if (depth == 0 && line[i] == ';' && line[i + 1] == ' ') {
            line.resize(i);
            break;
        }
    }
    if (line.size() <= width) return line;
    const auto space = line.rfind(' ', width);
    return line.substr(0, space == std::string::npos ? width : space) + "...";
}

}  // namespace fragid::cli
