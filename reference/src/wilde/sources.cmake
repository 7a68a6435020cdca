# draft-wilde-text-fragment-01, the 2002 predecessor of RFC 5147: the reference's files for it, included by reference/CMakeLists.txt for every
# spec of the table (paths from reference/).
target_sources(fragid_reference PRIVATE
  src/wilde/resolver.cpp
  src/wilde/resolve_door.cpp
  src/wilde/explain.cpp
  src/wilde/print.cpp
  src/wilde/migrate.cpp)
target_sources(fragid_reference PUBLIC FILE_SET HEADERS FILES
  include/fragid/reference/wilde/migrate.hpp
  include/fragid/reference/wilde/print.hpp
  include/fragid/reference/wilde/resolver.hpp)
