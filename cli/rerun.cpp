#include "rerun.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <system_error>

#include "guarded.hpp"
#include "run_report_reading.hpp"
#include "fragid/conformance/locate.hpp"
#include "fragid/publish/visible.hpp"

namespace fragid::cli {
namespace {

namespace fs = std::filesystem;

bool same_file(const fs::path& a, const fs::path& b) {
    std::error_code error;
    return fs::equivalent(a, b, error) && !error;
}

// What to type to run this program again: its name if PATH leads there.
std::string program_name() {
    const auto self = conformance::running_executable();
    if (self.empty()) return "fragid";
    if (const char* path = std::getenv("PATH")) {
        std::istringstream dirs(path);
        for (std::string dir; std::getline(dirs, dir, ':');) {
            const auto candidate = fs::path(dir.empty() ? "." : dir) / "fragid";
            if (fs::exists(candidate)) return same_file(candidate, self) ? "fragid" : shell_quoted(self.string());
        }
    }
    return shell_quoted(self.string());
}

// The shortest decimal that reads back as `seconds` (0.5, 2, 0.001).
std::string seconds_text(double seconds) {
    char text[32];
    for (int digits = 1; digits <= 17; ++digits) {
        std::snprintf(text, sizeof text, "%.*g", digits, seconds);
        if (std::strtod(text, nullptr) == seconds) break;
    }
    return text;
}

bool is_problem_verdict(const std::string& verdict) {
    return verdict == "failed" || verdict == "errored" || verdict == "crashed" || verdict == "timed-out";
}

}  // namespace

std::string shell_quoted(std::string_view s) {
    const bool plain = !s.empty() && s.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                         "0123456789_@%+=:,./-") == std::string_view::npos;
    if (plain) return std::string(s);
    std::string quoted = "'";
    for (char c : s) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

std::string rerun_command(const CheckOptions& o, const std::string& id) {
    static const std::string program = program_name();
    const CheckOptions defaults;
    std::string command = program + " check";
    const auto beside = conformance::share_dir_beside(conformance::running_executable());
    if (!same_file(o.suite, beside)) command += " --suite " + shell_quoted(fs::absolute(o.suite).lexically_normal().string());
    if (o.impl) command += " --impl " + shell_quoted(*o.impl);
    if (o.impl && o.timeout_seconds != defaults.timeout_seconds) command += " --timeout " + seconds_text(o.timeout_seconds);
    if (o.fail_on != defaults.fail_on) command += " --fail-on " + shell_quoted(o.fail_on);
    return command + " --id " + shell_quoted(id);
}

void add_failure_context(nlohmann::json& record, const conformance::Case& c, const std::string& rerun) {
    const auto& bytes = c.entity.bytes;
    const auto drawn = bytes.empty() ? std::string("(empty)")
                                     : "\u201C" + publish::visible_inline(publish::visible_chars(c.entity, c.spec), 0,
                                                                          bytes.size(), 48) + "\u201D";
    record["entity"] = drawn + " (" + publish::entity_summary(c.entity, c.spec) + ")";
    record["rerun"] = rerun;
}

std::set<std::string> failed_ids_of_report(const std::string& path, const std::string& suite) {
    const auto report = read_report(path, suite, "--rerun-failed");
    std::set<std::string> ids;
    for (const auto& [where, record] : report.records)
        if (record.value("record", "") == "case" && is_problem_verdict(record.value("verdict", "")))
            ids.insert(record.value("id", ""));
    if (!report.has_footer)
        std::cerr << "fragid: warning: --rerun-failed " << path
                  << " has no footer: its run was cut short, and the cases it has no record of are not rerun\n";
    return ids;
}

std::set<std::string> cases_to_rerun(const std::string& report, const std::string& suite,
                                     const std::vector<conformance::Case>& cases) {
    auto ids = failed_ids_of_report(report, suite);
    if (ids.empty())
        throw UsageError("--rerun-failed: " + report + " records no case that failed, errored, crashed or timed out: "
                         "nothing to rerun");
    std::set<std::string> known;
    for (const auto& c : cases) known.insert(c.id);
    for (const auto& id : ids)
        if (!known.contains(id))
            std::cerr << "fragid: warning: --rerun-failed: " << id << " (in " << report << ") is not a case of the suite\n";
    return ids;
}

}  // namespace fragid::cli
