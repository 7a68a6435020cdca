# FRAGID_PORTABLE (issue 42 item 1): the fragid program for any x86-64 Linux whose glibc is 2.35 or
# newer, with nothing else installed. Every library but the C library's is linked in statically:
#  - libstdc++ and libgcc: -static-libstdc++ -static-libgcc;
#  - OpenSSL's libcrypto (md5 and base64 through EVP): Debian's libcrypto.a from libssl-dev;
#  - yaml-cpp: Debian's libyaml-cpp.a from libyaml-cpp-dev, in place of the shared library its
#    CMake package names;
#  - simdjson: Debian ships no static archive; scripts/portable_build.sh builds one from Debian's
#    source package (scripts/debian_package.sh) and points CMAKE_PREFIX_PATH at it; a shared
#    simdjson found here is an error, not a silent dependency;
#  - iconv and the POSIX regex are the C library's own;
#  - arc4random, which libstdc++.a takes from glibc 2.36, is the program's own
#    (cmake/portable_arc4random.cpp, added to fragid by CMakeLists.txt).
# The ctest portable.archive checks the result: only the C library's objects as dependencies, no
# symbol newer than GLIBC_2.35 (scripts/portable_dependencies.sh). Included by CMakeLists.txt
# before the libraries are looked up (OPENSSL_USE_STATIC_LIBS must be set before FindOpenSSL).
if(NOT CMAKE_SYSTEM_NAME STREQUAL "Linux")
  message(FATAL_ERROR "FRAGID_PORTABLE builds a Linux program")
endif()
set(OPENSSL_USE_STATIC_LIBS TRUE)
add_link_options(-static-libstdc++ -static-libgcc)

# fragid_portable_static_libraries(): called once the libraries are found (CMakeLists.txt).
function(fragid_portable_static_libraries)
  find_package(yaml-cpp CONFIG REQUIRED)
  find_library(FRAGID_YAML_CPP_ARCHIVE NAMES libyaml-cpp.a)
  if(NOT FRAGID_YAML_CPP_ARCHIVE)
    message(FATAL_ERROR "FRAGID_PORTABLE: no libyaml-cpp.a (Debian's libyaml-cpp-dev ships it)")
  endif()
  # Debian's yaml-cpp package declares the shared library only; the archive it also ships has the
  # same objects. Every configuration the package knows links the archive instead.
  get_target_property(configurations yaml-cpp IMPORTED_CONFIGURATIONS)
  foreach(configuration IN LISTS configurations)
    set_target_properties(yaml-cpp PROPERTIES IMPORTED_LOCATION_${configuration} "${FRAGID_YAML_CPP_ARCHIVE}")
  endforeach()
  set_target_properties(yaml-cpp PROPERTIES IMPORTED_LOCATION "${FRAGID_YAML_CPP_ARCHIVE}")

  if(NOT TARGET simdjson::simdjson)
    message(FATAL_ERROR "FRAGID_PORTABLE: no simdjson found: scripts/portable_build.sh builds its static archive "
                        "from Debian's source package and passes -DCMAKE_PREFIX_PATH=<where it installed it>")
  endif()
  get_target_property(simdjson_type simdjson::simdjson TYPE)
  if(NOT simdjson_type STREQUAL "STATIC_LIBRARY")
    message(FATAL_ERROR "FRAGID_PORTABLE: the simdjson found is a ${simdjson_type} (${simdjson_DIR}), not a static "
                        "archive: scripts/portable_build.sh builds one and puts it first in CMAKE_PREFIX_PATH")
  endif()
  if(NOT OPENSSL_CRYPTO_LIBRARY MATCHES "\\.a$")
    message(FATAL_ERROR "FRAGID_PORTABLE: OpenSSL's crypto library is ${OPENSSL_CRYPTO_LIBRARY}, not libcrypto.a (libssl-dev)")
  endif()
endfunction()
