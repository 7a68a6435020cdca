# text/csv, RFC 7111: the reference's files for it, included by reference/CMakeLists.txt for every
# spec of the table (paths from reference/).
target_sources(fragid_reference PRIVATE
  src/rfc7111/resolver.cpp
  src/rfc7111/resolve_door.cpp
  src/rfc7111/selections.cpp
  src/rfc7111/explain.cpp
  src/rfc7111/print.cpp
  src/rfc7111/make.cpp)
target_sources(fragid_reference PUBLIC FILE_SET HEADERS FILES
  include/fragid/reference/rfc7111/print.hpp
  include/fragid/reference/rfc7111/resolver.hpp)
