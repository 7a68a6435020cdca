// The zsh and fish completion scripts (completions.hpp). Each option is
// described in the shell's own syntax: zsh's _arguments specs, fish's
// `complete` lines; values a check lists are offered, other values are file
// names for options that take text, nothing for numbers.
#include <sstream>

#include "completions.hpp"

namespace fragid::cli::completion {
namespace {

bool is_text(const OptionDescription& option) { return option.value_name == "TEXT"; }

// Inside an _arguments spec's [explanation], '[' ']' and '\' are escaped.
std::string zsh_explanation(const std::string& description) {
    std::string out;
    for (const char c : summary(description)) {
        if (c == '[' || c == ']' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

// "--format=[Report format]:TEXT:(text json)" (argument after '=' or in the
// next word); '*' first when the option may be repeated.
std::string zsh_option_spec(const OptionDescription& option, const std::string& name) {
    std::string spec = option.repeatable ? "*" : "";
    spec += name;
    if (!option.value_name.empty()) spec += name.starts_with("--") ? "=" : "+";
    spec += "[" + zsh_explanation(option.description) + "]";
    if (!option.value_name.empty()) {
        const std::string action = !option.values.empty() ? "(" + joined(option.values, " ") + ")"
                                   : is_text(option)      ? "_files"
                                                          : " ";
        // The message zsh shows above the values: the option's name ("format"), clearer than its type.
        spec += ":" + name.substr(name.find_first_not_of('-')) + ":" + action;
    }
    return sh_single_quoted(spec);
}

// `call` ("_arguments"), a spec per option name, then the `rest` of the specs.
void zsh_arguments(std::ostream& out, const std::string& call, const std::vector<OptionDescription>& options,
                   const std::vector<std::string>& rest, const std::string& indent) {
    out << indent << call;
    for (const auto& option : options)
        for (const auto& name : option.names) out << " \\\n" << indent << "    " << zsh_option_spec(option, name);
    for (const auto& spec : rest) out << " \\\n" << indent << "    " << spec;
    out << '\n';
}

void zsh_command_list(std::ostream& out, const CliDescription& cli) {
    out << "            local -a commands\n            commands=(\n";
    for (const auto& command : cli.commands)
        out << "                " << sh_single_quoted(command.name + ":" + summary(command.description)) << '\n';
    out << "            )\n            _describe -t commands 'fragid command' commands\n";
}

// fish: '\' and '\'' escaped inside single quotes.
std::string fish_quoted(const std::string& text) {
    std::string out = "'";
    for (const char c : text) {
        if (c == '\\' || c == '\'') out += '\\';
        out += c;
    }
    return out + "'";
}

void fish_option(std::ostream& out, const std::string& condition, const OptionDescription& option) {
    out << "complete -c fragid -n " << fish_quoted(condition);
    for (const auto& name : option.names) out << (name.starts_with("--") ? " -l " + name.substr(2) : " -s " + name.substr(1));
    if (!option.values.empty())
        out << " -x -a " << fish_quoted(joined(option.values, " "));
    else if (is_text(option))
        out << " -r -F";
    else if (!option.value_name.empty())
        out << " -x";
    out << " -d " << fish_quoted(summary(option.description)) << '\n';
}

}  // namespace

std::string zsh_script(const CliDescription& cli) {
    std::ostringstream out;
    out << "#compdef fragid\n# " << generated_by("zsh") << "\n\n"
        << "_fragid() {\n    local curcontext=$curcontext state line\n    typeset -A opt_args\n";
    // The command first, then its own arguments, with the words from the command on ($words[1]).
    zsh_arguments(out, "_arguments -C", cli.program.options, {"'1:command:->command'", "'*::argument:->argument'"},
                  "    ");
    out << "    case $state in\n        (command)\n";
    zsh_command_list(out, cli);
    out << "            ;;\n        (argument)\n            case $words[1] in\n";
    for (const auto& command : cli.commands) {
        out << "                (" << command.name << ")\n";
        const std::vector<std::string> files = {"'*:file:_files'"};  // FRAGMENT, FILE: what is not a fragment is a file
        zsh_arguments(out, "_arguments", command.options, command.positionals.empty() ? std::vector<std::string>{} : files,
                      "                    ");
        out << "                    ;;\n";
    }
    out << "            esac\n            ;;\n    esac\n}\n\n_fragid \"$@\"\n";
    return out.str();
}

std::string fish_script(const CliDescription& cli) {
    std::ostringstream out;
    out << "# " << generated_by("fish") << "\n"
        << "complete -c fragid -f\n";  // file names only where an argument is one (-F below)
    for (const auto& option : cli.program.options) fish_option(out, "__fish_use_subcommand", option);
    for (const auto& command : cli.commands)
        out << "complete -c fragid -n __fish_use_subcommand -a " << command.name << " -d "
            << fish_quoted(summary(command.description)) << '\n';
    for (const auto& command : cli.commands) {
        const std::string condition = "__fish_seen_subcommand_from " + command.name;
        for (const auto& option : command.options) fish_option(out, condition, option);
        if (!command.positionals.empty()) out << "complete -c fragid -n " << fish_quoted(condition) << " -F\n";
    }
    return out.str();
}

}  // namespace fragid::cli::completion
