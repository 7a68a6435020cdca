# ctest package.readme_install: the README's main command, then its install line, exactly as the
# README writes them (issue 29, item 6: `cmake --install build` failed after `bash scripts/main.sh`,
# whose build is in build/release, and `cmake --install build/release` stopped half-way because
# main.sh had not built the man page, leaving a half-installed prefix); the main command builds
# without a warning and says where lint's quote check finds the specifications' texts (item 16).
# The sources are copied (the files git knows, committed or not) into the build tree, so that the
# build is the test's own; the npm packages and the specifications' texts are linked from beside
# the sources, so that the copy's set-up has nothing to install. The install goes to the README's
# prefix under DESTDIR. With ccache on PATH, the compilers are launched through it: the copy is
# always at the same place, so a second run, or one after a release build of the sources with
# ccache below its base_dir, compiles little.
# Arguments: -DSOURCE (the source tree) -DBINARY (the build tree)
find_program(git git)
if(NOT git OR NOT EXISTS "${SOURCE}/.git")
  message("SKIPPED: ${SOURCE} is not a git checkout: the files to copy are not known")
  return()
endif()

# The two lines, as the README has them: its first command, and the command of "## Installing".
file(READ "${SOURCE}/README.md" readme)
if(NOT readme MATCHES "\n    (bash scripts/main\\.sh)[ #]")
  message(FATAL_ERROR "README.md has no `bash scripts/main.sh` line")
endif()
set(main_command "${CMAKE_MATCH_1}")
string(FIND "${readme}" "\n## Installing\n" installing)
if(installing EQUAL -1)
  message(FATAL_ERROR "README.md has no section ## Installing")
endif()
string(SUBSTRING "${readme}" ${installing} -1 installing_section)
if(NOT installing_section MATCHES "\n    (cmake --install [^#\n]*[^ #\n])")
  message(FATAL_ERROR "README.md's ## Installing has no `cmake --install` line")
endif()
set(install_command "${CMAKE_MATCH_1}")
message("README: ${main_command}\nREADME: ${install_command}")

set(scratch "${BINARY}/tests/readme-install")
file(REMOVE_RECURSE "${scratch}")
set(copy "${scratch}/fragid")
set(destdir "${scratch}/destdir")
file(MAKE_DIRECTORY "${copy}")
execute_process(COMMAND sh -c "git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C '${copy}'"
                WORKING_DIRECTORY "${SOURCE}" RESULT_VARIABLE copied)
if(NOT copied EQUAL 0)
  message(FATAL_ERROR "copying the sources to ${copy} failed")
endif()
file(GLOB node_modules RELATIVE "${SOURCE}" "${SOURCE}/adapters/*/node_modules" "${SOURCE}/tests/browser/node_modules")
foreach(dir IN LISTS node_modules)
  file(CREATE_LINK "${SOURCE}/${dir}" "${copy}/${dir}" SYMBOLIC)
endforeach()
if(IS_DIRECTORY "${SOURCE}/../shared")
  file(CREATE_LINK "${SOURCE}/../shared" "${scratch}/shared" SYMBOLIC)
endif()

set(launcher "")
find_program(ccache ccache)
if(ccache)
  set(launcher CMAKE_CXX_COMPILER_LAUNCHER=${ccache} CMAKE_C_COMPILER_LAUNCHER=${ccache})
endif()
# run(NAME OUTPUT COMMAND ENV...): the README's line through bash in the copy; fails unless it exits 0.
function(run name output command)
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env ${ARGN} bash -c "${command}" WORKING_DIRECTORY "${copy}"
                  RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message("$ ${command}   (exit ${result})\n${out}${err}")
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "the README's ${name} exited ${result}; left in ${scratch}")
  endif()
  set(${output} "${out}${err}" PARENT_SCOPE)
endfunction()
run("main command" main_output "${main_command}" ${launcher})
# The build says nothing: main.sh printed 15 -Wrestrict warnings (GCC 12's false positives,
# issue 29, item 16), which told a user nothing they could act on.
if(main_output MATCHES ":[0-9]+:[0-9]+: warning: [^\n]*")
  message(FATAL_ERROR "the main command's build warns: ${CMAKE_MATCH_0}")
endif()
# The main command says where lint's quote check found the specifications' texts (issue 29, item 16).
if(IS_DIRECTORY "${scratch}/shared/specs")
  string(CONCAT specs_said "== lint of the vectors, quotes against the specifications' texts in [^\n]*/shared/specs\n.*"
                "quotes checked: [0-9]+ looked up in the texts in [^\n]*specs \\(beside the program, a link to ")
else()
  string(CONCAT specs_said "== lint of the vectors. quotes NOT checked: FRAGID_SPECS_DIR is empty")
endif()
if(NOT main_output MATCHES "${specs_said}")
  message(FATAL_ERROR "the main command does not say where the specifications' texts are: no match for ${specs_said}")
endif()
run("install line" install_output "${install_command}" DESTDIR=${destdir})

# What the README says is installed, under the README's prefix.
if(NOT install_command MATCHES "--prefix ([^ ]+)")
  message(FATAL_ERROR "the install line has no --prefix")
endif()
set(prefix "${destdir}${CMAKE_MATCH_1}")
foreach(file IN ITEMS bin/fragid share/fragid/suite.json share/bash-completion/completions/fragid
                      share/zsh/vendor-completions/_fragid share/fish/vendor_completions.d/fragid.fish
                      share/man/man1/fragid.1 lib/cmake/fragid/fragidConfig.cmake include/fragid/conformance/adapter.hpp)
  if(NOT EXISTS "${prefix}/${file}")
    message(FATAL_ERROR "not installed: ${prefix}/${file}; left in ${scratch}")
  endif()
endforeach()
execute_process(COMMAND "${prefix}/bin/fragid" --version RESULT_VARIABLE result OUTPUT_VARIABLE version)
if(NOT result EQUAL 0 OR NOT version MATCHES "\\(suite fragid-conformance [^,]+, ${prefix}/share/fragid\\)")
  message(FATAL_ERROR "the installed fragid --version: ${version} (exit ${result})")
endif()
file(REMOVE_RECURSE "${scratch}")
