# CPACK_PRE_BUILD_SCRIPTS (cmake/fragidPackaging.cmake): run by cpack on the staged install tree of
# each package, after `cmake --install` into it and before it is packed (and, for the .deb, before
# its md5sums are computed).
#  - Not packed: share/fragid/specs, the specifications' texts the build was configured with
#    (FRAGID_SPECS_DIR). They are not fragid's to redistribute (CMakeLists.txt); `fragid lint
#    --specs DIR` checks quotes against a copy the user has, and says "quotes NOT checked" without.
#  - Stripped of their debug information: the static libraries of the CMake package (CPACK_STRIP_FILES
#    strips the program only); they were 145 MB with it, as Debian's dh_strip does (strip -g).
#  - Added: share/doc/fragid/copyright (Debian Policy 12.5; also in the .tar.gz) and, for the .deb,
#    changelog.gz (Policy 12.7) and the man page gzip-compressed (Policy 12.1), as lintian asks;
#    for the .tar.gz, LICENSE (MIT) at its top, where whoever unpacks a portable archive looks
#    (the .deb says it in its copyright file: a second licence file there is lintian's extra-license-file).
set(fragid_stage "${CPACK_TEMPORARY_INSTALL_DIRECTORY}")
if(CPACK_GENERATOR STREQUAL "DEB")
  string(APPEND fragid_stage "${CPACK_PACKAGING_INSTALL_PREFIX}")
endif()
if(NOT EXISTS "${fragid_stage}/share/fragid/suite.json")
  message(FATAL_ERROR "prepare_staging.cmake: no share/fragid/suite.json under ${fragid_stage}: the staged tree is not where expected")
endif()
file(REMOVE_RECURSE "${fragid_stage}/share/fragid/specs")

file(GLOB_RECURSE fragid_static_libraries "${fragid_stage}/lib*/*.a")
foreach(library IN LISTS fragid_static_libraries)
  execute_process(COMMAND strip --strip-debug --enable-deterministic-archives "${library}" RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "prepare_staging.cmake: strip --strip-debug ${library} failed (${status})")
  endif()
endforeach()

set(fragid_doc "${fragid_stage}/share/doc/fragid")
file(MAKE_DIRECTORY "${fragid_doc}")
file(COPY_FILE "${CPACK_FRAGID_COPYRIGHT}" "${fragid_doc}/copyright")
if(CPACK_GENERATOR STREQUAL "TGZ")
  file(COPY_FILE "${CPACK_FRAGID_LICENSE}" "${fragid_stage}/LICENSE")
endif()

# gzip_n(FILE): FILE becomes FILE.gz, compressed with -9n (no name or time stamp inside:
# lintian package-contains-timestamped-gzip), mode 0644.
function(gzip_n file)
  execute_process(COMMAND gzip -9nf "${file}" RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "prepare_staging.cmake: gzip -9n ${file} failed (${status})")
  endif()
  file(CHMOD "${file}.gz" PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
endfunction()
if(CPACK_GENERATOR STREQUAL "DEB")
  file(GLOB fragid_man_pages "${fragid_stage}/share/man/man*/*.[0-9]")
  foreach(page IN LISTS fragid_man_pages)
    gzip_n("${page}")
  endforeach()
  file(COPY_FILE "${CPACK_FRAGID_CHANGELOG}" "${fragid_doc}/changelog")
  gzip_n("${fragid_doc}/changelog")
endif()
