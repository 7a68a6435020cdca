// --playground of `fragid matrix`, `docs` and `report`: which WebAssembly
// module (a classic script, wasm/'s fragid-wasm.js) the site gets for its
// edge-case pages' "try it" panel (publish/src/site/playground.hpp).
#pragma once

#include <optional>
#include <string>

namespace fragid::cli {

// The option's help, shared by the three commands.
extern const char* const playground_help;

// The script to put in the site: with `option` empty, this build's module when
// it was built (a build without em++ has none: the pages then have no panel);
// "none": none; else the file named, which must be readable (UsageError).
std::optional<std::string> playground_script(const std::string& option);

// "; the edge-case pages run the WebAssembly reference (fragid-wasm.js, 812 KiB)", or nothing.
std::string playground_note(const std::optional<std::string>& script);

}  // namespace fragid::cli
