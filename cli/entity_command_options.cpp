#include "entity_command_options.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>

#include "fragid/entity/charset.hpp"
#include "fragid/model/spec.hpp"
#include "option_checks.hpp"

namespace fragid::cli {
namespace {

// What --type and --charset's help say of each spec, from its row: "text
// (text/plain, RFC 5147: char=, line=)" and "US-ASCII for text/plain (RFC
// 2046 s.4.1.2, RFC 5147 s.1.1)".
std::string type_words_help() {
    std::string out;
    for (std::size_t i = 0; i < spec_count; ++i) {
        const auto& d = spec_table[i];
        std::string schemes;
        for (const auto& scheme : schemes_of(d.spec))
            schemes += (schemes.empty() ? "" : ", ") + scheme + std::string(d.spelling.opening) +
                       std::string(d.spelling.closing);
        out += std::string(i == 0 ? "" : i + 1 == spec_count ? " or " : ", ") + std::string(d.type_word) + " (" +
               std::string(d.media_type) + ", " + std::string(d.citation) + ": " + schemes + ")";
    }
    return out;
}
std::string media_type_defaults_help() {
    std::string out;
    std::vector<std::string_view> seen;
    for (const auto& d : spec_table) {
        if (std::find(seen.begin(), seen.end(), d.media_type) != seen.end()) continue;
        seen.push_back(d.media_type);
        out += std::string(out.empty() ? "" : ", ") + std::string(d.default_charset) + " for " +
               std::string(d.media_type) + " (" + std::string(d.default_charset_cited) + ")";
    }
    return out;
}

// --charset and --line-endings: how the entity's characters and lines are
// counted. `with_type`: the command has --type, whose media types change the
// default (make has none: its selection tells the media type).
void add_charset_options(CLI::App& command, EntityOptions& options, bool with_type) {
    auto* charset = command.add_option(
        "--charset", options.charset,
        std::string("Charset of the entity (any name the system's iconv knows); default: a byte order mark's (UTF-8, "
                    "UTF-16), else UTF-8 for a local file, of which US-ASCII is a part") +
            (with_type ? "; with --type given as a media type, the MIME default: " + media_type_defaults_help() : ""));
    charset->check(checks::non_empty());
    std::vector<std::string> built_in;
    for (const auto name : built_in_charset_names()) built_in.emplace_back(name);
    checks::suggest(*charset, std::move(built_in));
    command.add_option("--line-endings", options.line_endings,
                       "Line-ending conventions in force, comma-separated from CRLF,LF,CR,NEL,CR+NEL, or all/none "
                       "(RFC 5147 s.4.1)")
        ->capture_default_str()
        ->check(checks::line_endings());
}

void add_entity_options(CLI::App& command, EntityOptions& options) {
    auto* type = command.add_option(
        "--type", options.type,
        "Media type: " + type_words_help() +
            ", in any case; default from the file extension, then from the fragment's scheme. Given as a media type (" +
            listed(&SpecDescriptor::media_type) +
            "), the file is read as a MIME entity without a charset parameter (the RFC's default charset)");
    type->check(checks::non_empty());
    std::vector<std::string> words;
    for (const auto& d : spec_table) words.emplace_back(d.type_word);
    for (const auto& d : spec_table)
        if (std::find(words.begin(), words.end(), d.media_type) == words.end()) words.emplace_back(d.media_type);
    checks::suggest(*type, std::move(words));
    add_charset_options(command, options, true);
}

// The limits of the regex child process (regex_search.hpp), with the words
// of the command whose regular expressions they bound.
void add_regex_limit_options(CLI::App& command, double& seconds, std::uint64_t& megabytes, const std::string& seconds_help,
                             const std::string& megabytes_help) {
    command.add_option("--regex-seconds", seconds, seconds_help)->capture_default_str()->check(checks::seconds());
    command.add_option("--regex-megabytes", megabytes, megabytes_help)
        ->capture_default_str()
        ->check(checks::whole_number(16, 1 << 20));
}

}  // namespace

CLI::App* add_resolve_command(CLI::App& app, ResolveCommandOptions& options) {
    auto* command = app.add_subcommand(
        "resolve", "Print what FRAGMENT identifies in FILE (a position prints nothing and says where on stderr)");
    add_entity_options(*command, options.entity);
    command->add_flag("--json", options.json, "Print the whole result as JSON");
    add_regex_limit_options(*command, options.regex_seconds, options.regex_megabytes,
                            "The draft's match(): seconds of CPU time all of a fragment's regular expressions may take "
                            "together in their child process (s.6); beyond it the result is resource-limit",
                            "The draft's match(): memory each regular expression may use, in MiB, beyond what its child "
                            "process holds as it starts (s.6)");
    command
        ->add_option("--fragments", options.fragments,
                     "Resolve every line of this file (- for standard input) in the one ENTITY given as the only "
                     "argument, each answered as one JSON line: what --json prints, with the fragment and its line")
        ->check(checks::non_empty());
    command->add_option("FRAGMENT", options.fragment_or_entity, "A fragment, #fragment or URI reference (with --fragments: the ENTITY)")
        ->required();
    command->add_option("FILE", options.file, std::string(file_help) + "; without FILE, the file a file: URI names");
    return command;
}

CLI::App* add_explain_command(CLI::App& app, ExplainOptions& options) {
    auto* command = app.add_subcommand("explain", "Say in plain words what FRAGMENT means, and with FILE where that is");
    add_entity_options(*command, options.entity);
    command->add_option("FRAGMENT", options.fragment, "A fragment, #fragment or URI reference")->required();
    command->add_option("FILE", options.file, file_help);
    return command;
}

CLI::App* add_migrate_command(CLI::App& app, std::string& fragment) {
    auto* command = app.add_subcommand(
        "migrate", "Print the RFC 5147 fragment that identifies the same text as a draft-wilde-text-fragment-01 "
                   "one (line(10,20) -> line=9,20), or say why none exists; exit 1 then");
    command->add_option("FRAGMENT", fragment, "A fragment in the 2002 syntax: char(), line(), match()")->required();
    return command;
}

CLI::App* add_make_command(CLI::App& app, MakeOptions& options) {
    auto* command = app.add_subcommand(
        "make", "Print the canonical fragment for a selection of FILE named as people name it (--lines 10-20 -> "
                "line=9,20), checked against FILE first; exit 1 if FILE lacks what is asked for");
    add_make_options(*command, options);
    add_charset_options(*command, options.entity, false);
    add_regex_limit_options(*command, options.regex_seconds, options.regex_megabytes,
                            "--match: seconds of CPU time its searches (with --all, every one) may take together in "
                            "their child process; beyond it the answer is resource-limit (exit 1)",
                            "--match: memory the regular expression may use, in MiB, beyond what its child process "
                            "holds as it starts");
    return command;
}

}  // namespace fragid::cli
