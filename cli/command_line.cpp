#include "command_line.hpp"

#include <string_view>

namespace fragid::cli {
namespace {

std::string command_names(CLI::App& app) {
    std::string names;
    // Hidden commands (an empty group: `completions`, `man`) are for the build, not listed.
    for (const auto* sub : app.get_subcommands([](CLI::App* s) { return !s->get_group().empty(); }))
        names += (names.empty() ? "" : ", ") + sub->get_name();
    return names;
}

CLI::App* command_named(CLI::App& app, std::string_view name) {
    for (auto* sub : app.get_subcommands([](CLI::App*) { return true; }))
        if (sub->get_name() == name) return sub;
    return nullptr;
}

bool is_help(std::string_view token) { return token == "-h" || token == "--help"; }

// An unknown option of `command`, skipping each option's value (which may
// look like an option: `--random -5`), up to "--".
std::optional<std::string> unknown_option(CLI::App& command, int argc, const char* const* argv) {
    for (int i = 2; i < argc; ++i) {
        const std::string_view token = argv[i];
        if (token == "--") break;
        if (token.size() < 2 || token[0] != '-' || is_help(token)) continue;
        const auto eq = token.find('=');
        const std::string name(token.substr(0, eq));
        const auto* option = command.get_option_no_throw(name);
        if (!option) {
            std::string message = command.get_name() + ": unknown option '" + name + "'";
            if (name == "--version") message += " (the version is `fragid --version`, before any command)";
            return message;
        }
        if (eq == std::string_view::npos && option->get_items_expected_max() > 0) ++i;
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> misplaced_token(CLI::App& app, int argc, const char* const* argv) {
    if (argc < 2) return "a command is required: " + command_names(app);
    const std::string_view first = argv[1];
    if (is_help(first) || first == "--version") return std::nullopt;
    if (first.starts_with('-'))
        return "unknown option '" + std::string(first) + "' (before a command: --help, --version)";
    auto* command = command_named(app, first);
    if (!command) {
        std::string message = "'" + std::string(first) + "' is not a command; the commands are: " + command_names(app);
        if (first == "help") message += " (for help: fragid --help, or fragid COMMAND --help)";
        return message;
    }
    return unknown_option(*command, argc, argv);
}

std::string failure_message(const CLI::App* app, const CLI::Error& error) {
    std::string where;
    for (const auto* sub : app->get_subcommands()) where = sub->get_name() + ": ";
    return "fragid: " + where + error.what() + "\nfragid: run `fragid " + (where.empty() ? "" : where.substr(0, where.size() - 2) + " ") +
           "--help` for more information\n";
}

}  // namespace fragid::cli
