// A TAP 13 checker in the way a TAP consumer reads a stream, shared by the
// tests of `check --format tap`.
#pragma once

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <regex>
#include <sstream>
#include <string>

namespace fragid::test {

// A TAP 13 stream as a TAP consumer reads it: the version, the plan, one
// `ok`/`not ok` line per case numbered in order (a description with no bare
// '#', then at most one SKIP/TODO directive), YAML blocks indented under
// them between "---" and "...", each line `key: value` with a JSON-compatible
// value, and comment lines ("# ..."). A "Bail out!" line ends the stream: the
// plan may be unmet before it. Returns the first problem, or "".
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
        } else if (line.rfind("Bail out!", 0) == 0) {
            std::string rest;
            if (std::getline(in, rest)) return where + "a line after Bail out!: " + rest;
            return "";
        } else if (line.rfind("# ", 0) == 0) {
            continue;  // a comment
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

// The reason of the stream's "Bail out!" line, or "" if it has none.
inline std::string tap_bail_out(const std::string& tap) {
    const auto at = tap.find("\nBail out!");
    if (at == std::string::npos) return "";
    const auto start = at + 10;
    const auto end = tap.find('\n', start);
    const auto reason = tap.substr(start, end == std::string::npos ? std::string::npos : end - start);
    return reason.empty() || reason[0] != ' ' ? reason : reason.substr(1);
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

// How perl's `prove` (TAP::Harness, in Debian's perl) judges a TAP file: its
// exit status and its output ("Result: PASS" / "Result: FAIL"); nothing if
// prove is not installed.
struct ProveVerdict {
    int status = -1;
    std::string output;
};
inline std::optional<ProveVerdict> prove(const std::filesystem::path& tap) {
    if (std::system("command -v prove >/dev/null 2>&1") != 0) return std::nullopt;
    const auto out = tap.string() + ".prove";
    const auto command = "prove -e cat '" + tap.string() + "' >'" + out + "' 2>&1";
    const int status = std::system(command.c_str());
    std::ifstream in(out, std::ios::binary);
    return ProveVerdict{WIFEXITED(status) ? WEXITSTATUS(status) : -1, std::string(std::istreambuf_iterator<char>(in), {})};
}

}  // namespace fragid::test
