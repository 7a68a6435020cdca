// `fragid show ID`: one case of the suite in full (publish/case_view.hpp), as
// text or --json. Exit codes: 0 shown, 2 usage error (an id the suite does not
// have: the closest ids are suggested).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace fragid::cli {

struct ShowOptions {
    std::string id;
    std::string suite;
    // The directory of interpretations*.md; default: <suite>/docs (installed),
    // else <suite>/../docs (the source tree).
    std::optional<std::string> interpretations;
    bool json = false;
};

CLI::App* add_show_command(CLI::App& app, ShowOptions& options);

// Runs it; `options.suite` is the suite directory, already found.
int run_show(const ShowOptions& options);

}  // namespace fragid::cli
