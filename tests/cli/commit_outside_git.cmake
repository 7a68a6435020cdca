# ctest cli.commit_outside_git: cmake/commit_id.cmake on sources that are not a git checkout gives
# the commit "unknown": a directory in no repository (a release tarball unpacked in /tmp), and one
# inside another repository (a tarball unpacked in someone's checkout: here, the build tree, which
# may lie in the source checkout), whose commit is not the sources'.
# Arguments: -DSOURCE (the source tree, for the script) -DSCRATCH (a directory it may use).
set(tmp "$ENV{TMPDIR}")
if(NOT IS_DIRECTORY "${tmp}")
  set(tmp /tmp)
endif()
string(RANDOM LENGTH 12 ALPHABET abcdefghijklmnopqrstuvwxyz0123456789 unique)
foreach(tarball "${tmp}/fragid-commit-outside-git-${unique}" "${SCRATCH}/tarball")
  file(REMOVE_RECURSE "${tarball}")
  file(MAKE_DIRECTORY "${tarball}")
  execute_process(COMMAND "${CMAKE_COMMAND}" -DSOURCE=${tarball} -DOUTPUT=${tarball}/build_commit.cpp
                          -P "${SOURCE}/cmake/commit_id.cmake" RESULT_VARIABLE result)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "commit_id.cmake failed (${result}) for ${tarball}")
  endif()
  file(READ "${tarball}/build_commit.cpp" text)
  if(NOT text MATCHES "return \"unknown\";")
    message(FATAL_ERROR "sources in ${tarball}, not a git checkout, gave a commit:\n${text}")
  endif()
  message("${tarball}: commit unknown")
  file(REMOVE_RECURSE "${tarball}")
endforeach()
