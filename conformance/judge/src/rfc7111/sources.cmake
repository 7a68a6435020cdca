# text/csv, RFC 7111: the judge's files for it, its entry (include/fragid/conformance/rfc7111/entry.hpp)
# and their sources, included by conformance/judge/CMakeLists.txt for every spec of the table
# (paths from conformance/judge/).
target_sources(fragid_judge PRIVATE
  src/rfc7111/outcome.cpp
  src/rfc7111/result_json.cpp
  src/rfc7111/producer.cpp)
target_sources(fragid_judge PUBLIC FILE_SET HEADERS FILES
  include/fragid/conformance/rfc7111/entry.hpp)
