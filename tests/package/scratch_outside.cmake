# outside_scratch(OUT NAME): sets OUT to a new directory ${TMPDIR:-/tmp}/fragid-NAME-<random> that lies
# outside both SOURCE and BINARY, so that a program run there cannot find the suite by walking up
# from its working directory: what the package tests run must find it where it was installed.
function(outside_scratch out name)
  set(tmp "$ENV{TMPDIR}")
  if(NOT IS_DIRECTORY "${tmp}")
    set(tmp /tmp)
  endif()
  string(RANDOM LENGTH 12 ALPHABET abcdefghijklmnopqrstuvwxyz0123456789 unique)
  set(scratch "${tmp}/fragid-${name}-${unique}")
  foreach(tree "${SOURCE}" "${BINARY}")
    cmake_path(IS_PREFIX tree "${scratch}" NORMALIZE inside)
    if(inside)
      message(FATAL_ERROR "${scratch} is inside ${tree}: set TMPDIR to a directory outside the source and build trees")
    endif()
  endforeach()
  set(${out} "${scratch}" PARENT_SCOPE)
endfunction()
