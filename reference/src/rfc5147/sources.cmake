# text/plain, RFC 5147: the reference's files for it, included by reference/CMakeLists.txt for every
# spec of the table (paths from reference/).
target_sources(fragid_reference PRIVATE
  src/rfc5147/resolver.cpp
  src/rfc5147/resolve_door.cpp
  src/rfc5147/integrity.cpp
  src/rfc5147/explain.cpp
  src/rfc5147/print.cpp
  src/rfc5147/make.cpp
  src/rfc5147/make_match.cpp)
target_sources(fragid_reference PUBLIC FILE_SET HEADERS FILES
  include/fragid/reference/rfc5147/explain.hpp
  include/fragid/reference/rfc5147/integrity.hpp
  include/fragid/reference/rfc5147/print.hpp
  include/fragid/reference/rfc5147/resolver.hpp)
