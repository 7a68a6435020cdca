// Where a program finds the conformance suite and the specifications' texts
// at run time. Nothing about the build machine is compiled in: a directory
// the user names (--suite, --specs), else an environment variable
// (FRAGID_SUITE, FRAGID_SPECS), else share/fragid beside the program:
// <directory of the executable>/../share/fragid, where `cmake --install` puts
// the suite (and the specifications' texts, when the build was given them),
// and where a build tree links them (<build>/share/fragid, beside <build>/cli/).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace fragid::conformance {

// The running program's own path (/proc/self/exe, symbolic links resolved);
// empty if the system does not say.
std::filesystem::path running_executable();

// <directory of `executable`>/../share/fragid.
std::filesystem::path share_dir_beside(const std::filesystem::path& executable);

// A directory, and how it was chosen: "--suite", "FRAGID_SUITE", "beside the program", ...
struct Located {
    std::filesystem::path dir;
    std::string how;
};

// The suite: `given` if set, else $FRAGID_SUITE if set and not empty, else
// share_dir_beside(executable). Throws std::runtime_error when the directory
// chosen does not exist, saying where it looked and what to do.
Located find_suite(const std::optional<std::filesystem::path>& given, const std::filesystem::path& executable);

// The specifications' texts (fragid lint's quotes): `given` if set, else
// $FRAGID_SPECS if set and not empty, else share_dir_beside(executable)/specs
// if that exists. A directory named by the user is returned even if it does
// not exist, so that a check against it fails; nothing is returned only when
// none was named and there are none beside the program.
std::optional<Located> find_specs(const std::optional<std::filesystem::path>& given,
                                  const std::filesystem::path& executable);

}  // namespace fragid::conformance
