# text/plain, RFC 5147: the judge's files for it, its entry (include/fragid/conformance/rfc5147/entry.hpp)
# and their sources, included by conformance/judge/CMakeLists.txt for every spec of the table
# (paths from conformance/judge/).
target_sources(fragid_judge PRIVATE
  src/rfc5147/outcome.cpp
  src/rfc5147/result_json.cpp
  src/rfc5147/producer.cpp)
target_sources(fragid_judge PUBLIC FILE_SET HEADERS FILES
  include/fragid/conformance/rfc5147/entry.hpp)
