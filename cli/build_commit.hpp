// The commit fragid was built from, for `fragid --version`. Defined in a
// file the build generates (cmake/commit_id.cmake), compiled into the CLI only.
#pragma once

#include <string_view>

namespace fragid::cli {

// "1a2b3c4", "1a2b3c4-dirty" (tracked files changed), or "unknown" (the
// sources were not a git checkout, as in a release tarball).
std::string_view build_commit() noexcept;

}  // namespace fragid::cli
