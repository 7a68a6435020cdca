#include "playground_module.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "guarded.hpp"

// Where this build writes the module (wasm/CMakeLists.txt); set by cli/CMakeLists.txt.
#ifndef FRAGID_PLAYGROUND_SCRIPT
#define FRAGID_PLAYGROUND_SCRIPT ""
#endif

namespace fragid::cli {

namespace fs = std::filesystem;

const char* const playground_help =
    "The WebAssembly reference as a classic script, copied into the site as fragid-wasm.js: the edge-case pages then "
    "have a 'try it' panel that resolves what the reader types (default: this build's wasm/fragid-wasm.js when the "
    "build has it; none: no module, and the panel stays hidden)";

namespace {

std::optional<std::string> read_whole(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::stringstream s;
    s << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return s.str();
}

}  // namespace

std::optional<std::string> playground_script(const std::string& option) {
    if (option == "none") return std::nullopt;
    if (option.empty()) {
        const fs::path built = FRAGID_PLAYGROUND_SCRIPT;
        std::error_code ec;
        if (built.empty() || !fs::is_regular_file(built, ec)) return std::nullopt;
        return read_whole(built);
    }
    std::error_code ec;
    if (!fs::is_regular_file(option, ec)) throw UsageError("--playground: " + option + " is not a file");
    auto script = read_whole(option);
    if (!script || script->empty()) throw UsageError("--playground: cannot read " + option);
    return script;
}

std::string playground_note(const std::optional<std::string>& script) {
    if (!script) return {};
    return "; the edge-case pages run the WebAssembly reference (fragid-wasm.js, " +
           std::to_string((script->size() + 1023) / 1024) + " KiB)";
}

}  // namespace fragid::cli
