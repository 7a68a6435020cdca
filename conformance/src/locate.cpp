#include "fragid/conformance/locate.hpp"

#include <cstdlib>
#include <stdexcept>
#include <system_error>

namespace fragid::conformance {
namespace {

std::optional<std::filesystem::path> from_environment(const char* name) {
    if (const char* value = std::getenv(name); value && *value) return std::filesystem::path(value);
    return std::nullopt;
}

}  // namespace

std::filesystem::path running_executable() {
    std::error_code error;
    auto path = std::filesystem::read_symlink("/proc/self/exe", error);
    return error ? std::filesystem::path() : path;
}

std::filesystem::path share_dir_beside(const std::filesystem::path& executable) {
    return (executable.parent_path() / ".." / "share" / "fragid").lexically_normal();
}

Located find_suite(const std::optional<std::filesystem::path>& given, const std::filesystem::path& executable) {
    Located found;
    if (given) {
        found = {*given, "--suite"};
    } else if (auto dir = from_environment("FRAGID_SUITE")) {
        found = {*dir, "FRAGID_SUITE"};
    } else if (!executable.empty()) {
        found = {share_dir_beside(executable), "beside the program"};
    } else {
        throw std::runtime_error("no suite found: FRAGID_SUITE is not set and the program's own path is unknown; "
                                 "pass --suite DIR or set FRAGID_SUITE");
    }
    if (std::filesystem::is_directory(found.dir)) return found;
    if (found.how == "beside the program")
        throw std::runtime_error("no suite found: looked in " + found.dir.string() +
                                 " (share/fragid beside the program); pass --suite DIR or set FRAGID_SUITE");
    throw std::runtime_error("no suite found: " + found.how + " names " + found.dir.string() +
                             ", which is not a directory");
}

std::optional<Located> find_specs(const std::optional<std::filesystem::path>& given,
                                  const std::filesystem::path& executable) {
    if (given) return Located{*given, "--specs"};
    if (auto dir = from_environment("FRAGID_SPECS")) return Located{*dir, "FRAGID_SPECS"};
    if (executable.empty()) return std::nullopt;
    auto beside = share_dir_beside(executable) / "specs";
    if (std::filesystem::is_directory(beside)) return Located{std::move(beside), "beside the program"};
    return std::nullopt;
}

}  // namespace fragid::conformance
