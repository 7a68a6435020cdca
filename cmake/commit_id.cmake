# Run at every build (cli/CMakeLists.txt, target fragid_commit) as
#   cmake -DSOURCE=<source dir> -DOUTPUT=<build_commit.cpp> -P commit_id.cmake
# Writes OUTPUT, the definition of fragid::cli::build_commit(): the commit the
# sources are at (`git rev-parse --short HEAD`, plus "-dirty" when tracked
# files differ from it), or "unknown" when SOURCE is not the top of a git
# checkout (a release tarball, even one unpacked inside another repository).
# OUTPUT is rewritten only when the commit changed, so a build at the same
# commit recompiles nothing and a new commit recompiles one small file.
set(commit unknown)
find_program(fragid_git git)
if(fragid_git)
  execute_process(COMMAND "${fragid_git}" rev-parse --show-toplevel WORKING_DIRECTORY "${SOURCE}"
                  RESULT_VARIABLE status OUTPUT_VARIABLE top OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(status EQUAL 0)
    file(REAL_PATH "${top}" top)
    file(REAL_PATH "${SOURCE}" source)
  endif()
  if(status EQUAL 0 AND top STREQUAL source)
    execute_process(COMMAND "${fragid_git}" rev-parse --short HEAD WORKING_DIRECTORY "${SOURCE}"
                    RESULT_VARIABLE status OUTPUT_VARIABLE head OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    # --no-optional-locks: a build must not take the index lock from a git command the user is running.
    execute_process(COMMAND "${fragid_git}" --no-optional-locks status --porcelain --untracked-files=no
                    WORKING_DIRECTORY "${SOURCE}" OUTPUT_VARIABLE changes ERROR_QUIET)
    if(status EQUAL 0 AND head)
      set(commit "${head}")
      if(changes)
        string(APPEND commit "-dirty")
      endif()
    endif()
  endif()
endif()

set(text "// Generated at build time by cmake/commit_id.cmake from the git checkout: do not edit.
#include \"build_commit.hpp\"

std::string_view fragid::cli::build_commit() noexcept { return \"${commit}\"; }
")
set(old "")
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
endif()
if(NOT old STREQUAL text)
  file(WRITE "${OUTPUT}" "${text}")
endif()
