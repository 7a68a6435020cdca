// Runs the built `fragid` binary the way a user would, capturing everything.
#pragma once

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "build_paths.hpp"

namespace fragid::test {

struct Run {
    int exit_code = -1;
    std::string out;
    std::string err;
};

inline std::string shell_quote(const std::string& s) {
    std::string q = "'";
    for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

inline std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// A scratch directory per test binary, removed by the OS's tmp cleaning.
inline std::filesystem::path scratch() {
    static const auto dir = [] {
        auto d = std::filesystem::temp_directory_path() / ("fragid-cli-test-" + std::to_string(::getpid()));
        std::filesystem::create_directories(d);
        return d;
    }();
    return dir;
}

inline std::filesystem::path write_file(const std::string& name, const std::string& bytes) {
    const auto path = scratch() / name;
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
}

// Standard output goes to `stdout_path` (e.g. /dev/full) instead of being
// captured; Run::out is then empty.
inline Run fragid_with_stdout(const std::vector<std::string>& args, const std::filesystem::path& stdout_path,
                              const std::string& stdin_bytes = "") {
    std::string command = shell_quote(build::program);
    for (const auto& a : args) command += " " + shell_quote(a);
    const auto in = write_file("stdin", stdin_bytes);
    const auto err = scratch() / "stderr";
    command += " <" + shell_quote(in) + " >" + shell_quote(stdout_path) + " 2>" + shell_quote(err);
    const int status = std::system(command.c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, "", slurp(err)};
}

// Runs `script` in bash with $FRAGID naming the program, in `dir` (the
// scratch directory if empty): for what needs the shell's own redirections
// (`"$FRAGID" check >&-`) or a pipe. Run::exit_code, out and err are the
// script's; stdin is empty.
inline Run shell(const std::string& script, std::filesystem::path dir = {}) {
    if (dir.empty()) dir = scratch();
    const auto file = write_file("script.sh", script);
    const auto out = scratch() / "shell-stdout", err = scratch() / "shell-stderr";
    const std::string command = "cd " + shell_quote(dir) + " && FRAGID=" + shell_quote(build::program) + " bash " +
                                shell_quote(file) + " </dev/null >" + shell_quote(out) + " 2>" + shell_quote(err);
    const int status = std::system(command.c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(out), slurp(err)};
}

// A line of sh that waits until `file` has a line matching the basic regex
// `pattern` (grep), for an event another process writes there (the fake
// adapter's MISBEHAVING_EVENTS), instead of guessing how long it takes: a
// python3 may take a second to start (a pyenv shim), longer on a busy
// machine. It gives up after two minutes, and the test's own checks then
// fail saying what is missing.
inline std::string wait_for_line(const std::filesystem::path& file, const std::string& pattern) {
    return "for i in $(seq 2400); do grep -q " + shell_quote(pattern) + " " + shell_quote(file.string()) +
           " 2>/dev/null && break; sleep 0.05; done\n";
}

inline Run fragid(const std::vector<std::string>& args, const std::string& stdin_bytes = "") {
    const auto out = scratch() / "stdout";
    auto run = fragid_with_stdout(args, out, stdin_bytes);
    run.out = slurp(out);
    return run;
}

}  // namespace fragid::test
