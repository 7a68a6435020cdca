# text/plain, draft-wilde-text-fragment-01: the judge's files for it, its entry
# (include/fragid/conformance/wilde/entry.hpp) and their sources, included by
# conformance/judge/CMakeLists.txt for every spec of the table (paths from conformance/judge/).
target_sources(fragid_judge PRIVATE
  src/wilde/outcome.cpp
  src/wilde/result_json.cpp)
target_sources(fragid_judge PUBLIC FILE_SET HEADERS FILES
  include/fragid/conformance/wilde/entry.hpp)
