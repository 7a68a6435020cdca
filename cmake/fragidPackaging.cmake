# Packages of fragid made by CPack from the normal build's install tree (issue 32, item 1):
#   cpack --config <build>/CPackConfig.cmake -G DEB   ->  fragid_<version>_<arch>.deb
#   cpack --config <build>/CPackConfig.cmake -G TGZ   ->  fragid-<version>-Linux.tar.gz (relocatable)
# (scripts/package.sh does configure, build and cpack in one command.) Both hold what
# `cmake --install` installs: the program, the suite under share/fragid (found from the program's
# own directory, so the unpacked tree works wherever it is put), the man page, the completions and
# the CMake package for in-process runs. packaging/prepare_staging.cmake adjusts the staged tree
# for each generator; tests/package/packages.cmake checks the packages unpacked.

set(CPACK_PACKAGE_NAME fragid)
set(CPACK_PACKAGE_VENDOR "the fragid developers")
set(CPACK_PACKAGE_CONTACT "fragid maintainers <maintainers@users.noreply.a-seed-bf02e9a4.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "conformance suite and resolver for text/plain and text/csv fragments")
# Debian's extended description: lines of at most 80 characters (lintian extended-description-line-too-long).
set(CPACK_PACKAGE_DESCRIPTION
    "fragid checks implementations of URI fragment identifiers for plain text\n"
    "(RFC 5147: char=, line=, length=, md5=), CSV (RFC 7111: row=, col=, cell=)\n"
    "and the 2002 draft-wilde-text-fragment-01 syntax against a conformance suite,\n"
    "in process or through a line-based JSON adapter protocol, and resolves such\n"
    "fragments in files of any size with a reference resolver written to be read\n"
    "beside the RFCs.")
string(JOIN "" CPACK_PACKAGE_DESCRIPTION ${CPACK_PACKAGE_DESCRIPTION})
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR DEB TGZ)
set(CPACK_SOURCE_GENERATOR "")
# Debug information stays in the build tree; the packages hold stripped binaries (lintian
# unstripped-binary-or-object).
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)  # the .deb; the .tar.gz is relative (set below per generator)
set(CPACK_PROJECT_CONFIG_FILE ${PROJECT_SOURCE_DIR}/packaging/generator_settings.cmake)
set(CPACK_PRE_BUILD_SCRIPTS ${PROJECT_SOURCE_DIR}/packaging/prepare_staging.cmake)
# Read by prepare_staging.cmake: the files Debian wants in /usr/share/doc/fragid (the changelog's
# version is the project's, as lintian checks).
set(CPACK_FRAGID_COPYRIGHT ${PROJECT_SOURCE_DIR}/packaging/copyright)
set(CPACK_FRAGID_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)  # the .tar.gz's, at its top
set(CPACK_FRAGID_CHANGELOG ${PROJECT_BINARY_DIR}/packaging/changelog)
configure_file(${PROJECT_SOURCE_DIR}/packaging/changelog.in ${CPACK_FRAGID_CHANGELOG} @ONLY)

# Debian: fragid_<version>_<arch>.deb, the runtime libraries' packages found by dpkg-shlibdeps from
# the program's own ELF dependencies (libyaml-cpp, libssl, libstdc++ ...: whatever this build linked).
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The installed CMake package (find_package(fragid)) needs the headers of the libraries its
# config looks up (cmake/fragidConfig.cmake.in): only that use needs them, hence Suggests.
set(fragid_cmake_package_needs tao-pegtl-dev libssl-dev nlohmann-json3-dev libyaml-cpp-dev libvalijson-dev)
if(simdjson_FOUND)
  list(APPEND fragid_cmake_package_needs libsimdjson-dev)
endif()
string(JOIN ", " CPACK_DEBIAN_PACKAGE_SUGGESTS cmake ${fragid_cmake_package_needs})

include(CPack)
