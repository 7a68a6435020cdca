// fragid: resolve and explain fragment identifiers of text/plain and text/csv.
#include <CLI/CLI.hpp>

#include "commands.hpp"

namespace {

void add_entity_options(CLI::App& command, fragid::cli::EntityOptions& options) {
    command.add_option("--type", options.type,
                       "Media type: text (text/plain, RFC 5147) or csv (text/csv, RFC 7111); default from the "
                       "file extension, then from the fragment's scheme");
    command.add_option("--charset", options.charset,
                       "Charset of the entity; default US-ASCII for text/plain (RFC 5147 s.1.1), UTF-8 for "
                       "text/csv (RFC 7111 s.5.1)");
    command.add_option("--line-endings", options.line_endings,
                       "Line-ending conventions in force, comma-separated from CRLF,LF,CR,NEL,CR+NEL, or all/none "
                       "(RFC 5147 s.4.1)")
        ->capture_default_str();
}

}  // namespace

int main(int argc, char** argv) {
    using namespace fragid::cli;
    CLI::App app{"fragid: reference resolver and conformance suite for text/plain (RFC 5147) and text/csv "
                 "(RFC 7111) fragment identifiers.\nExit codes: 0 identified, 1 syntax error/ignored/integrity "
                 "mismatch/entity error, 2 usage or I/O error."};
    app.set_version_flag("--version", "fragid 0.1.0");
    app.require_subcommand(1);

    ResolveOptions resolve;
    auto* resolve_command = app.add_subcommand(
        "resolve", "Print what FRAGMENT identifies in FILE (a position prints nothing and says where on stderr)");
    add_entity_options(*resolve_command, resolve.entity);
    resolve_command->add_flag("--json", resolve.json, "Print the whole result as JSON");
    resolve_command->add_option("FRAGMENT", resolve.fragment, "A fragment, #fragment or URI reference")->required();
    resolve_command->add_option("FILE", resolve.file, "The entity, or - for standard input")->required();

    ExplainOptions explain;
    auto* explain_command = app.add_subcommand("explain", "Say in plain words what FRAGMENT means, and with FILE "
                                                          "where that is");
    add_entity_options(*explain_command, explain.entity);
    explain_command->add_option("FRAGMENT", explain.fragment, "A fragment, #fragment or URI reference")->required();
    explain_command->add_option("FILE", explain.file, "The entity, or - for standard input");

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? exit_identified : exit_usage;
    }
    if (*resolve_command) return run_resolve(resolve);
    return run_explain(explain);
}
