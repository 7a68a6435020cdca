# ctest package.deb_and_tgz (issue 32, item 1): the Debian package and the .tar.gz that cpack makes
# from this build tree (cmake/fragidPackaging.cmake) are unpacked each into an empty directory
# (dpkg-deb -x, tar) and the unpacked fragid is run from another empty directory, outside the
# source and build trees, with FRAGID_SUITE and FRAGID_SPECS unset: --version names the unpacked
# suite, `check` and `check --impl '<unpacked fragid> adapter'` pass the specifications' examples,
# `lint --specs DIR` checks the unpacked suite. The .deb's name, contents and dependencies are
# checked, and lintian (where installed) must report no error.
# Arguments: -DSOURCE -DBINARY -DVERSION (PROJECT_VERSION) -DSPECS_DIR (FRAGID_SPECS_DIR, may be empty).
include("${CMAKE_CURRENT_LIST_DIR}/scratch_outside.cmake")
outside_scratch(scratch packages)
file(MAKE_DIRECTORY "${scratch}/packages" "${scratch}/deb" "${scratch}/tgz" "${scratch}/work")

# run(EXPECTED_EXIT OUTPUT_VARIABLE COMMAND...): runs COMMAND in ${scratch}/work without
# FRAGID_SUITE and FRAGID_SPECS; fails unless it exits EXPECTED_EXIT.
function(run expected_exit output)
  string(JOIN " " shown ${ARGN})
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env --unset=FRAGID_SUITE --unset=FRAGID_SPECS ${ARGN}
                  WORKING_DIRECTORY "${scratch}/work" RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message("$ ${shown}   (exit ${result})\n${out}${err}")
  if(NOT result STREQUAL expected_exit)
    message(FATAL_ERROR "${shown} exited ${result}, not ${expected_exit}; left in ${scratch}")
  endif()
  set(${output} "${out}${err}" PARENT_SCOPE)
endfunction()
function(expect text regex what)
  if(NOT text MATCHES "${regex}")
    message(FATAL_ERROR "${what}: no match for ${regex}; left in ${scratch}")
  endif()
endfunction()

# Both packages, as a user makes them (CPACK_GENERATOR is DEB;TGZ: cmake/fragidPackaging.cmake).
get_filename_component(cpack "${CMAKE_COMMAND}" DIRECTORY)
set(cpack "${cpack}/cpack")
run(0 made "${cpack}" --config "${BINARY}/CPackConfig.cmake" -B "${scratch}/packages")
run(0 arch dpkg --print-architecture)
string(STRIP "${arch}" arch)
set(deb "${scratch}/packages/fragid_${VERSION}_${arch}.deb")
set(tgz "${scratch}/packages/fragid-${VERSION}-Linux.tar.gz")
foreach(package "${deb}" "${tgz}")
  if(NOT EXISTS "${package}")
    file(GLOB made_files "${scratch}/packages/*.*")
    message(FATAL_ERROR "cpack made no ${package} (it made: ${made_files})")
  endif()
endforeach()

# The .deb: its dependencies are Debian's runtime libraries the program links (dpkg-shlibdeps),
# versioned; it holds the program, the suite, the compressed man page and the completions, and not
# the specifications' texts (packaging/prepare_staging.cmake).
run(0 depends dpkg-deb --field "${deb}" Depends)
foreach(library libc6 libstdc\\+\\+6 libyaml-cpp0\\.7 libssl3)
  expect("${depends}" "(^|, )${library} \\(>= [^)]+\\)" "Depends of the .deb")
endforeach()
run(0 contents dpkg-deb --contents "${deb}")
foreach(file usr/bin/fragid usr/share/fragid/suite.json usr/share/fragid/vectors/ usr/share/man/man1/fragid.1.gz
             usr/share/bash-completion/completions/fragid usr/share/zsh/vendor-completions/_fragid
             usr/share/fish/vendor_completions.d/fragid.fish usr/share/doc/fragid/copyright usr/share/doc/fragid/changelog.gz)
  expect("${contents}" " \\./${file}\n" "contents of the .deb")
endforeach()
# The licence (MIT, LICENSE at the root): the .deb's copyright file names it and holds its text.
run(0 unpacked dpkg-deb -x "${deb}" "${scratch}/deb")
file(READ "${scratch}/deb/usr/share/doc/fragid/copyright" deb_copyright)
expect("${deb_copyright}" "\nFiles: [*]\nCopyright: [^\n]+\nLicense: MIT\n" "the .deb's copyright file")
expect("${deb_copyright}" "\n Permission is hereby granted, free of charge" "the .deb's copyright file")
if(contents MATCHES "share/fragid/specs")
  message(FATAL_ERROR "the .deb holds the specifications' texts (share/fragid/specs); left in ${scratch}")
endif()
find_program(lintian lintian)
if(lintian)
  # Errors fail; warnings are printed. Overrides, if ever needed, go in packaging/ with a reason.
  run(0 lint_report "${lintian}" --fail-on error --tag-display-limit 0 "${deb}")
else()
  message("lintian is not installed: the .deb was not checked by it (apt-get install lintian)")
endif()

# Unpacked each into an empty directory (the .deb above); the program run from elsewhere.
run(0 unpacked "${CMAKE_COMMAND}" -E chdir "${scratch}/tgz" "${CMAKE_COMMAND}" -E tar xzf "${tgz}")
# The .tar.gz carries LICENSE at its top, as it stands at the root of the sources.
file(READ "${scratch}/tgz/fragid-${VERSION}-Linux/LICENSE" tgz_license)
file(READ "${SOURCE}/LICENSE" source_license)
if(NOT tgz_license STREQUAL source_license)
  message(FATAL_ERROR "the .tar.gz's LICENSE is not the sources' LICENSE; left in ${scratch}")
endif()
file(READ "${SOURCE}/conformance/suite.json" suite_json)
string(JSON suite_version GET "${suite_json}" version)
string(REPLACE "." "\\." version_regex "${VERSION}")
string(REPLACE "." "\\." suite_version_regex "${suite_version}")
file(GLOB vector_files "${SOURCE}/conformance/vectors/*.yaml" "${SOURCE}/conformance/producer/*.yaml")
list(LENGTH vector_files vector_files)
foreach(root "${scratch}/deb/usr" "${scratch}/tgz/fragid-${VERSION}-Linux")
  set(fragid "${root}/bin/fragid")
  run(0 out "${fragid}" --version)
  expect("${out}" "^fragid ${version_regex}, commit [0-9a-z-]+ \\(suite fragid-conformance ${suite_version_regex}, ${root}/share/fragid\\)\n$"
         "--version of ${fragid}")
  run(0 in_process "${fragid}" check --tag example)
  expect("${in_process}" "(^|\n)[1-9][0-9]* passed, 0 failed, 0 errored, 0 skipped\n$" "check of ${fragid}")
  string(REGEX MATCH "([0-9]+) passed, 0 failed" totals "${in_process}")
  set(examples "${CMAKE_MATCH_1}")
  run(0 adapter "${fragid}" check --tag example --impl "${fragid} adapter")
  expect("${adapter}" "(^|\n)${examples} passed, 0 failed, 0 errored, 0 skipped\n$" "check --impl of ${fragid}")
  if(SPECS_DIR)
    run(0 linted "${fragid}" lint --specs "${SPECS_DIR}")
    expect("${linted}" "(^|\n)${vector_files} files, [1-9][0-9]* cases, 0 problems\n" "lint of ${fragid}")
    expect("${linted}" "quotes checked: [1-9][0-9]* looked up in the texts in ${SPECS_DIR}" "lint of ${fragid}")
  else()
    run(0 linted "${fragid}" lint)
    expect("${linted}" "(^|\n)${vector_files} files, [1-9][0-9]* cases, 0 problems\n" "lint of ${fragid}")
  endif()
endforeach()

file(REMOVE_RECURSE "${scratch}")
