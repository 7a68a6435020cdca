#include "man_page.hpp"

#include <cstdio>
#include <iterator>
#include <sstream>

#include "fragid/model/spec.hpp"
#include "man_sections.hpp"

namespace fragid::cli {
namespace {

// A character outside ASCII as groff's \[uXXXX], from its UTF-8 bytes.
std::size_t append_code_point(std::string& out, std::string_view text, std::size_t i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    unsigned code = length == 1 ? lead : lead & (0x3Fu >> (length - 1));
    for (std::size_t k = 1; k < length && i + k < text.size(); ++k)
        code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3Fu);
    char hex[16];
    std::snprintf(hex, sizeof hex, "\\[u%04X]", code);
    out += hex;
    return length;
}

// Text for a roff line: '\' as \e, '-' as \- (a real minus, so that options
// can be searched for and copied), non-ASCII as \[uXXXX]; \& before a line
// that would otherwise start with a control character ('.' or ''').
std::string roff(std::string_view text) {
    std::string out = text.starts_with('.') || text.starts_with('\'') ? "\\&" : "";
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (static_cast<unsigned char>(c) >= 0x80) {
            i += append_code_point(out, text, i);
            continue;
        }
        out += c == '\\' ? std::string("\\e") : c == '-' ? std::string("\\-") : std::string(1, c);
        ++i;
    }
    return out;
}

// A description as a sentence, so that what follows it starts a new one.
std::string sentence(const std::string& text) { return text.empty() || text.ends_with('.') ? text : text + "."; }

// Each line of a description as its own paragraph.
void paragraphs(std::ostream& out, const std::string& text) {
    std::istringstream lines(text);
    bool first = true;
    for (std::string line; std::getline(lines, line); first = false) out << (first ? "" : ".PP\n") << roff(line) << '\n';
}

void option_entry(std::ostream& out, const OptionDescription& option) {
    out << ".TP\n";
    for (std::size_t i = 0; i < option.names.size(); ++i) out << (i ? ", " : "") << "\\fB" << roff(option.names[i]) << "\\fR";
    if (!option.value_name.empty()) out << " \\fI" << roff(option.value_name) << "\\fR";
    out << '\n' << roff(sentence(option.description));
    if (!option.values.empty()) {
        out << (option.values_open ? " For example:" : " One of:");
        for (std::size_t i = 0; i < option.values.size(); ++i) out << (i ? ", " : " ") << "\\fB" << roff(option.values[i]) << "\\fR";
        out << '.';
    }
    if (!option.default_value.empty()) out << " Default: \\fB" << roff(option.default_value) << "\\fR.";
    if (option.repeatable) out << " May be given more than once.";
    out << '\n';
}

void command_section(std::ostream& out, const CommandDescription& command) {
    out << ".SS " << roff(command.name) << "\n.B fragid " << roff(command.name) << '\n';
    if (!command.options.empty()) out << "[\\fIOPTIONS\\fR]\n";
    for (const auto& p : command.positionals)
        out << (p.required ? "\\fI" + roff(p.name) + "\\fR" : "[\\fI" + roff(p.name) + "\\fR]") << '\n';
    out << ".PP\n";
    paragraphs(out, command.description);
    for (const auto& p : command.positionals)
        out << ".TP\n\\fI" << roff(p.name) << "\\fR\n" << roff(sentence(p.description)) << '\n';
    for (const auto& option : command.options) option_entry(out, option);
}

// EXAMPLES, ENVIRONMENT and SEE ALSO, from the tables of man_sections.hpp.
void closing_sections(std::ostream& out) {
    out << ".SH EXAMPLES\n";
    for (const auto& example : man_examples)
        out << ".TP\n\\fB" << roff(example.command) << "\\fR\n" << roff(example.what) << '\n';
    out << ".SH ENVIRONMENT\n";
    for (const auto& variable : man_environment)
        out << ".TP\n\\fB" << roff(variable.name) << "\\fR\n" << roff(variable.what) << '\n';
    out << ".PP\nThe environment is passed on to the adapters that \\fB\\-\\-impl\\fR starts.\n";
    // Every spec of the table first, by its title ("RFC 5147 (text/plain)"), then the other pages.
    out << ".SH \"SEE ALSO\"\n";
    for (const auto& spec : spec_table) out << roff(spec.title) << "\n.br\n";
    for (std::size_t i = 0; i < std::size(man_see_also); ++i)
        out << (i ? ".br\n" : "") << roff(man_see_also[i]) << '\n';
}

}  // namespace

std::string man_page(const CliDescription& cli, std::string_view version) {
    std::ostringstream out;
    const auto& description = cli.program.description;
    std::string name_line = description.substr(0, description.find('\n'));
    if (name_line.starts_with("fragid: ")) name_line.erase(0, 8);
    out << ".\\\" fragid.1, generated from fragid's command-line definition by `fragid man`: do not edit.\n"
        << ".TH FRAGID 1 \"\" \"fragid " << roff(version) << "\" \"User Commands\"\n"
        << ".SH NAME\nfragid \\- " << roff(name_line) << '\n'
        << ".SH SYNOPSIS\n.B fragid\n\\fICOMMAND\\fR [\\fIOPTIONS\\fR] [\\fIARGUMENTS\\fR]\n"
        << ".br\n.B fragid \\-\\-help\n.br\n.B fragid \\-\\-version\n"
        << ".SH DESCRIPTION\n";
    // The program's description: its first line names it; a line "Exit codes: ..." is the exit status.
    std::string exit_status;
    std::istringstream lines(description);
    for (std::string line; std::getline(lines, line);) {
        if (line.starts_with("Exit codes: ")) exit_status += line.substr(12) + "\n";
        else paragraphs(out, line);
    }
    if (!exit_status.empty()) {
        out << ".SH \"EXIT STATUS\"\n";
        paragraphs(out, exit_status);
    }
    out << ".SH OPTIONS\n";
    for (const auto& option : cli.program.options) option_entry(out, option);
    out << ".SH COMMANDS\nEach command takes \\fB\\-\\-help\\fR for its own summary.\n";
    for (const auto& command : cli.commands) command_section(out, command);
    closing_sections(out);
    return out.str();
}

}  // namespace fragid::cli
