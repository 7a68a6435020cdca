# CPACK_PROJECT_CONFIG_FILE (cmake/fragidPackaging.cmake): read by cpack once per generator.
# The .deb installs under /usr; the .tar.gz holds the install tree relative to its top directory
# (fragid-<version>-Linux/bin/fragid, .../share/fragid), so it works wherever it is unpacked:
# fragid finds its suite at <directory of the program>/../share/fragid.
if(CPACK_GENERATOR STREQUAL "TGZ")
  set(CPACK_PACKAGING_INSTALL_PREFIX "/")
endif()
