// fragid: resolve, explain and check fragment identifiers of text/plain and text/csv.
#include <CLI/CLI.hpp>

#include <iostream>

int main(int argc, char** argv) {
    CLI::App app{"fragid: reference resolver and conformance suite for text/plain (RFC 5147) and text/csv (RFC 7111) fragment identifiers"};
    app.set_version_flag("--version", "fragid 0.1.0");
    app.require_subcommand(1);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        // Usage errors exit 2, like I/O errors (README, exit codes).
        return app.exit(e) == 0 ? 0 : 2;
    }
    return 0;
}
