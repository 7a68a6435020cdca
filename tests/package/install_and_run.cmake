# ctest package.install_and_run: the suite travels with the program. fragid is
# installed into an empty temporary prefix (nothing else is copied), then run
# from an empty temporary directory outside the source and build trees, with
# FRAGID_SUITE and FRAGID_SPECS unset: `fragid --version`, `check`,
# `check --impl "<prefix>/bin/fragid adapter"` and `lint` must find the
# installed suite (and the installed specifications' texts, when the build had them).
# Arguments: -DSOURCE -DBINARY -DVERSION (PROJECT_VERSION) -DSPECS (ON if FRAGID_SPECS_DIR was set).
set(tmp "$ENV{TMPDIR}")
if(NOT IS_DIRECTORY "${tmp}")
  set(tmp /tmp)
endif()
string(RANDOM LENGTH 12 ALPHABET abcdefghijklmnopqrstuvwxyz0123456789 unique)
set(scratch "${tmp}/fragid-install-and-run-${unique}")
foreach(tree "${SOURCE}" "${BINARY}")
  cmake_path(IS_PREFIX tree "${scratch}" NORMALIZE inside)
  if(inside)
    message(FATAL_ERROR "${scratch} is inside ${tree}: set TMPDIR to a directory outside the source and build trees")
  endif()
endforeach()
set(prefix "${scratch}/prefix")
set(work "${scratch}/work")
file(MAKE_DIRECTORY "${work}")

execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BINARY}" --prefix "${prefix}"
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${result}):\n${out}\n${err}")
endif()

# installed(EXPECTED_EXIT OUTPUT_VARIABLE ARGS...): runs <prefix>/bin/fragid ARGS in ${work}, the environment
# without FRAGID_SUITE and FRAGID_SPECS; fails unless it exits EXPECTED_EXIT.
function(installed expected_exit output)
  set(command "${prefix}/bin/fragid" ${ARGN})
  string(JOIN " " shown ${command})
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env --unset=FRAGID_SUITE --unset=FRAGID_SPECS ${command}
                  WORKING_DIRECTORY "${work}" RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message("$ ${shown}   (exit ${result})\n${out}${err}")
  if(NOT result EQUAL expected_exit)
    message(FATAL_ERROR "${shown} exited ${result}, not ${expected_exit}; left in ${scratch}")
  endif()
  set(${output} "${out}" PARENT_SCOPE)
endfunction()
function(expect output regex)
  if(NOT output MATCHES "${regex}")
    message(FATAL_ERROR "no match for: ${regex}; left in ${scratch}")
  endif()
endfunction()

file(READ "${SOURCE}/conformance/suite.json" suite_json)
string(JSON suite_version GET "${suite_json}" version)
string(REPLACE "." "\\." version_regex "${VERSION}")
string(REPLACE "." "\\." suite_version_regex "${suite_version}")

installed(0 out --version)
expect("${out}" "^fragid ${version_regex}, commit [0-9a-z-]+ \\(suite fragid-conformance ${suite_version_regex}, ${prefix}/share/fragid\\)\n$")

# The whole installed suite: every vector and producer file of the sources, no problem.
file(GLOB vector_files "${SOURCE}/conformance/vectors/*.yaml" "${SOURCE}/conformance/producer/*.yaml")
list(LENGTH vector_files vector_files)
installed(0 out lint)
expect("${out}" "(^|\n)${vector_files} files, [1-9][0-9]* cases, 0 problems\n")
if(SPECS)
  expect("${out}" "quotes checked: [1-9][0-9]* looked up in the texts in ${prefix}/share/fragid/specs \\(beside the program\\): rfc5147.txt draft-hausenblas-csv-fragment-07.md draft-wilde-text-fragment-01.txt;")
else()
  expect("${out}" "quotes NOT checked: no specifications' texts in ${prefix}/share/fragid/specs")
endif()

# The reference in-process and through the installed adapter, on the specifications' own examples
# (the whole suite runs once, in conformance.Suite.TheReferencePassesEveryCaseThroughTheProtocol).
installed(0 in_process check --tag example)
expect("${in_process}" "conformant: every must case that ran passed")
expect("${in_process}" "(^|\n)[1-9][0-9]* passed, 0 failed, 0 errored, 0 skipped\n$")
string(REGEX MATCH "([0-9]+) passed, 0 failed, 0 errored, 0 skipped\n$" totals "${in_process}")
set(examples "${CMAKE_MATCH_1}")
installed(0 adapter check --tag example --impl "${prefix}/bin/fragid adapter")
expect("${adapter}" "(^|\n)${examples} passed, 0 failed, 0 errored, 0 skipped\n$")

file(REMOVE_RECURSE "${scratch}")
