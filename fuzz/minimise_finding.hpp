// A finding of fuzz/differential.cpp, minimised before it is printed (issue 42 item 5): libFuzzer
// stops at the first input that differs, often long and mostly noise (a 39-byte entity of NULs
// where 6 bytes, `char=4` on CR LF, say the same), and ClusterFuzzLite reports it as found. So the
// harness, on a finding, runs this very program again with libFuzzer's -minimize_crash=1 on the
// input: the child's harness, told by FRAGID_DIFFERENTIAL_MINIMISING, aborts on any difference
// without printing or minimising, and libFuzzer keeps the smallest input that still aborts in
// -exact_artifact_path after each step. The parent prints that one.
//
// Bounded: FRAGID_DIFFERENTIAL_MINIMISE_SECONDS (default 60; 0: no minimising) for the whole, each
// step of libFuzzer's given a twelfth of it; past it the child's process group is killed and the
// smallest input so far is taken. libFuzzer's own -timeout alarm would take the minimising for a
// hang of the input being run, so the parent ignores SIGALRM from then on (it aborts afterwards).
#pragma once

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

namespace fragid::fuzz {

// Whether this process is the minimising child: it must abort on a finding, and do nothing more.
inline bool minimising_child() {
    const char* flag = std::getenv("FRAGID_DIFFERENTIAL_MINIMISING");
    return flag && *flag;
}

inline int minimise_seconds() {
    const char* seconds = std::getenv("FRAGID_DIFFERENTIAL_MINIMISE_SECONDS");
    return seconds && *seconds ? std::atoi(seconds) : 60;
}

inline std::string read_whole(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The smallest input libFuzzer's -minimize_crash=1, run on `program`, found to abort as `input`
// does; nothing if it found none smaller or could not run. Its log stays in `log` for the reader.
inline std::optional<std::string> minimise_with_libfuzzer(const std::string& input, const std::filesystem::path& program,
                                                          int seconds, std::string& log) {
    if (seconds <= 0) return std::nullopt;
    std::signal(SIGALRM, SIG_IGN);
    const char* tmp = std::getenv("TMPDIR");
    std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/fragid-minimise-XXXXXX";
    if (!::mkdtemp(pattern.data())) return std::nullopt;
    const std::filesystem::path dir = pattern;
    std::ofstream(dir / "finding", std::ios::binary) << input;

    std::vector<std::string> args = {program.string(), "-minimize_crash=1",
                                     "-max_total_time=" + std::to_string(seconds / 12 > 0 ? seconds / 12 : 1),
                                     "-exact_artifact_path=" + (dir / "smallest").string(), (dir / "finding").string()};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    std::vector<std::string> environment = {"FRAGID_DIFFERENTIAL_MINIMISING=1"};
    for (char** e = environ; *e; ++e) environment.emplace_back(*e);
    std::vector<char*> envp;
    for (auto& e : environment) envp.push_back(e.data());
    envp.push_back(nullptr);

    // Its own process group, so that libFuzzer's children (it runs each step through the shell) end with it.
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_t files;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawn_file_actions_init(&files);
    const auto log_path = (dir / "log").string();
    posix_spawn_file_actions_addopen(&files, 1, log_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&files, 1, 2);
    pid_t child = 0;
    const int spawned = posix_spawn(&child, argv[0], &files, &attributes, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&files);
    posix_spawnattr_destroy(&attributes);
    if (spawned == 0) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
        int status = 0;
        while (::waitpid(child, &status, WNOHANG) == 0) {
            if (std::chrono::steady_clock::now() > deadline) {
                ::kill(-child, SIGKILL);
                ::waitpid(child, &status, 0);
                break;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        ::kill(-child, SIGKILL);  // what the last step left running, if anything
    }
    log = read_whole(dir / "log");
    std::optional<std::string> smallest;
    if (std::filesystem::exists(dir / "smallest")) smallest = read_whole(dir / "smallest");
    std::error_code ignored;
    std::filesystem::remove_all(dir, ignored);
    if (smallest && smallest->size() < input.size()) return smallest;
    return std::nullopt;
}

}  // namespace fragid::fuzz
