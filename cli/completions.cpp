#include "completions.hpp"

#include <sstream>

namespace fragid::cli {
namespace completion {

std::string generated_by(const std::string& shell) {
    return shell + " completion for fragid, generated from fragid's command-line definition by `fragid completions " +
           shell + "`: do not edit.";
}

std::string joined(const std::vector<std::string>& words, const std::string& separator) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : separator) + w;
    return out;
}

std::vector<std::string> command_names(const CliDescription& cli) {
    std::vector<std::string> names;
    for (const auto& c : cli.commands) names.push_back(c.name);
    return names;
}

std::vector<std::string> option_names(const CommandDescription& command) {
    std::vector<std::string> names;
    for (const auto& o : command.options) names.insert(names.end(), o.names.begin(), o.names.end());
    return names;
}

std::string sh_single_quoted(const std::string& text) {
    std::string out = "'";
    for (const char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

namespace {

std::string spaced(const std::vector<std::string>& words) { return joined(words, " "); }

// Per command: its options, and the values of the options that list them.
void bash_command_case(std::ostream& out, const CommandDescription& command) {
    out << "        " << command.name << ")\n            options=" << sh_single_quoted(spaced(option_names(command))) << '\n';
    std::ostringstream values;
    for (const auto& option : command.options)
        if (!option.values.empty())
            values << "                " << joined(option.names, "|") << ") values=" << sh_single_quoted(spaced(option.values))
                   << " ;;\n";
    if (!values.str().empty()) out << "            case $prev in\n" << values.str() << "            esac\n";
    out << "            ;;\n";
}

}  // namespace

// The command is the first word (fragid takes nothing before it but --help
// and --version); after an option that lists its values, those values; a
// word starting with '-', the command's options; else bash's file names
// (complete -o default).
std::string bash_script(const CliDescription& cli) {
    std::ostringstream out;
    out << "# " << generated_by("bash") << "\n"
        << "_fragid() {\n"
        << "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
        << "    # --option=value: bash splits the words at '=' (COMP_WORDBREAKS).\n"
        << "    if [[ $cur == = ]]; then\n        cur=\n"
        << "    elif [[ $prev == = ]] && ((COMP_CWORD > 2)); then\n        prev=${COMP_WORDS[COMP_CWORD-2]}\n    fi\n"
        << "    if ((COMP_CWORD == 1)); then\n"
        << "        COMPREPLY=($(compgen -W "
        << sh_single_quoted(spaced(command_names(cli)) + " " + spaced(option_names(cli.program))) << " -- \"$cur\"))\n"
        << "        return\n    fi\n"
        << "    local options= values=\n"
        << "    case ${COMP_WORDS[1]} in\n";
    for (const auto& command : cli.commands) bash_command_case(out, command);
    out << "    esac\n"
        << "    if [[ -n $values ]]; then\n        COMPREPLY=($(compgen -W \"$values\" -- \"$cur\"))\n"
        << "    elif [[ $cur == -* ]]; then\n        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n"
        << "    else\n        COMPREPLY=()\n    fi\n"
        << "}\n"
        << "complete -o default -F _fragid fragid\n";
    return out.str();
}

}  // namespace completion

const std::vector<std::string>& completion_shells() {
    static const std::vector<std::string> shells = {"bash", "zsh", "fish"};
    return shells;
}

std::string completion_script(const CliDescription& cli, const std::string& shell) {
    if (shell == "zsh") return completion::zsh_script(cli);
    if (shell == "fish") return completion::fish_script(cli);
    return completion::bash_script(cli);
}

}  // namespace fragid::cli
