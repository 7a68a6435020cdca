// --playground of `fragid matrix`, `docs` and `report`: which WebAssembly
// module (a classic script, wasm/'s fragid-wasm.js) the site gets for its
// edge-case pages' "try it" panel (publish/src/site/playground.hpp).
#pragma once

#include <optional>
#include <string>

namespace fragid::cli {

// The option's help: `report` writes a directory of its own, and takes this
// build's module by default; `matrix` and `docs` write docs/matrix/ by
// default, the committed site, which has no copy of the module (a build
// output): they take it only when asked, so that no committed page asks for a
// file that is not there.
extern const char* const playground_help;       // report
extern const char* const site_playground_help;  // matrix, docs

// The script to put in the site: "built", this build's module when it was
// built (a build without em++ has none: the pages then have no panel); "none":
// none; empty: "built" if `built_by_default`, else none; else the file named,
// which must be readable (UsageError).
std::optional<std::string> playground_script(const std::string& option, bool built_by_default);

// "; the edge-case pages run the WebAssembly reference (fragid-wasm.js, 812 KiB)", or nothing.
std::string playground_note(const std::optional<std::string>& script);

}  // namespace fragid::cli
