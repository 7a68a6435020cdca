// fragid(1), the man page, written in roff from the command line's own
// definition (cli_description.hpp): `fragid man`, run by the build, which
// installs what it prints as share/man/man1/fragid.1.
#pragma once

#include <string>
#include <string_view>

#include "cli_description.hpp"

namespace fragid::cli {

// The page, for fragid `version`: name, synopsis, description, the
// program's options, then each command with its arguments and options.
std::string man_page(const CliDescription& cli, std::string_view version);

}  // namespace fragid::cli
