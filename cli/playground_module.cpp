#include "playground_module.hpp"

#include <filesystem>

#include "guarded.hpp"
#include "output.hpp"

// Where this build writes the module (wasm/CMakeLists.txt); set by cli/CMakeLists.txt.
#ifndef FRAGID_PLAYGROUND_SCRIPT
#define FRAGID_PLAYGROUND_SCRIPT ""
#endif

namespace fragid::cli {

namespace fs = std::filesystem;

const char* const playground_help =
    "The WebAssembly reference as a classic script, copied into the site as fragid-wasm.js: the edge-case pages then "
    "have a 'try it' panel that resolves what the reader types (default: built, this build's wasm/fragid-wasm.js when "
    "the build has it; none: no module, and the pages have no panel)";
const char* const site_playground_help =
    "The WebAssembly reference as a classic script, copied into the site as fragid-wasm.js: the edge-case pages then "
    "have a 'try it' panel that resolves what the reader types (built: this build's wasm/fragid-wasm.js; default none: "
    "the committed site has no copy of the module, so its pages have no panel and ask for no such file)";

std::optional<std::string> playground_script(const std::string& option, bool built_by_default) {
    if (option == "none" || (option.empty() && !built_by_default)) return std::nullopt;
    if (option.empty() || option == "built") {
        const fs::path built = FRAGID_PLAYGROUND_SCRIPT;
        std::error_code ec;
        if (built.empty() || !fs::is_regular_file(built, ec)) {
            if (option.empty()) return std::nullopt;
            throw UsageError("--playground built: this build has no WebAssembly module (it was built without em++)");
        }
        return read_whole_file(built);
    }
    std::error_code ec;
    if (!fs::is_regular_file(option, ec)) throw UsageError("--playground: " + option + " is not a file");
    auto script = read_whole_file(option);
    if (!script || script->empty()) throw UsageError("--playground: cannot read " + option);
    return script;
}

std::string playground_note(const std::optional<std::string>& script) {
    if (!script) return {};
    return "; the edge-case pages run the WebAssembly reference (fragid-wasm.js, " +
           std::to_string((script->size() + 1023) / 1024) + " KiB)";
}

}  // namespace fragid::cli
