// A TAP 13 checker in the way a TAP consumer reads a stream, shared by the
// tests of `check --format tap`.
#pragma once

#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>

namespace fragid::test {

// A TAP 13 stream as a TAP consumer reads it: the version, the plan, one
// `ok`/`not ok` line per case numbered in order (a description with no bare
// '#', then at most one SKIP/TODO directive), and YAML blocks indented under
// them between "---" and "...", each line `key: value` with a JSON-compatible
// value. Returns the first problem, or "".
inline std::string tap_problem(const std::string& tap) {
    std::istringstream in(tap);
    std::string line;
    std::size_t planned = 0, seen = 0, at = 0;
    const std::regex plan(R"(1\.\.(\d+))");
    const std::regex test_line(R"((not )?ok (\d+)( - ([^#\\]|\\.)*)?( # (SKIP|TODO)( ([^#\\]|\\.)*)?)?)");
    const std::regex yaml_line(R"(  [a-z_]+: (.*))");
    bool in_yaml = false;
    while (std::getline(in, line)) {
        ++at;
        const auto where = "line " + std::to_string(at) + " (" + line + "): ";
        std::smatch m;
        if (at == 1) {
            if (line != "TAP version 13") return where + "not the version line";
        } else if (at == 2) {
            if (!std::regex_match(line, m, plan)) return where + "not the plan";
            planned = std::stoul(m[1]);
        } else if (in_yaml) {
            if (line == "  ...") in_yaml = false;
            else if (!std::regex_match(line, m, yaml_line)) return where + "not an indented YAML line";
            else if (!nlohmann::json::accept(m[1].str()) && !std::regex_match(m[1].str(), std::regex("[a-z-]+")))
                return where + "a YAML value that is neither a quoted string nor a word";
        } else if (line == "  ---") {
            if (seen == 0) return where + "a YAML block before any test line";
            in_yaml = true;
        } else if (std::regex_match(line, m, test_line)) {
            if (std::stoul(m[2]) != ++seen) return where + "numbered out of order";
        } else {
            return where + "neither a test line nor a YAML block";
        }
    }
    if (in_yaml) return "a YAML block never closed";
    if (seen != planned) return std::to_string(seen) + " test lines for a plan of " + std::to_string(planned);
    return "";
}

// What a TAP consumer counts as failed: `not ok` lines without a TODO
// directive (TAP 13: a TODO test's failure is expected, and a SKIP is none).
inline std::size_t tap_failures(const std::string& tap) {
    std::istringstream in(tap);
    std::size_t failures = 0;
    const std::regex failing(R"(not ok \d+( - ([^#\\]|\\.)*)?)");
    for (std::string line; std::getline(in, line);) failures += std::regex_match(line, failing);
    return failures;
}

}  // namespace fragid::test
