# The specs, as CMake needs them, read from the one spec table
# (model/include/fragid/model/spec.hpp) so that no CMakeLists.txt keeps a list
# of its own that a new spec would have to extend (docs/architecture.md,
# "Adding a specification"):
#   fragid_specs                 the values of enum Spec, which are the specs'
#                                short names: a library adds each spec's own
#                                files by it (grammar/src/<spec>_parser.cpp, ...)
#   fragid_spec_texts            each row's text_file: the texts lint reads quotes in
#   fragid_spec_interpretations  each row's interpretations document
#   fragid_spec_type_words       each row's type_word ("text", "csv", "wilde"),
#                                by which model/ and mutants/ add the files
#                                they name for the spec's media type
#                                (model/.../<word>_fragment.hpp, mutants/src/<word>_*.cpp)
# All four in the table's order. The ctest model.SpecTableInCMake.* compares
# them with the table, so a table written in a way this reading misses fails
# there rather than building a library without a spec's files.
file(READ "${PROJECT_SOURCE_DIR}/model/include/fragid/model/spec.hpp" fragid_spec_header)

if(NOT fragid_spec_header MATCHES "enum class Spec : std::uint8_t {([^}]*)}")
  message(FATAL_ERROR "cmake/fragidSpecs.cmake: no `enum class Spec : std::uint8_t { ... }` in model/include/fragid/model/spec.hpp")
endif()
string(REGEX REPLACE "[ \t\r\n]" "" fragid_specs "${CMAKE_MATCH_1}")
string(REPLACE "," ";" fragid_specs "${fragid_specs}")

# The rows: every quoted file name ending in .txt or .md after `spec_table`,
# a text_file or (under docs/) an interpretations document, one of each per row.
string(FIND "${fragid_spec_header}" "spec_table{{" fragid_table_begin)
string(SUBSTRING "${fragid_spec_header}" ${fragid_table_begin} -1 fragid_spec_rows)
string(REGEX MATCHALL "\"[^\" ]+\\.(txt|md)\"" fragid_spec_files "${fragid_spec_rows}")
set(fragid_spec_texts "")
set(fragid_spec_interpretations "")
foreach(quoted IN LISTS fragid_spec_files)
  string(REPLACE "\"" "" file "${quoted}")
  if(file MATCHES "^docs/")
    list(APPEND fragid_spec_interpretations "${file}")
  else()
    list(APPEND fragid_spec_texts "${file}")
  endif()
endforeach()

# The type words: the quoted word just before the row's default_charset_cited
# and its spelling's opening brace (`"csv", "RFC 7111 s.5.1", {"=", ...`).
string(REGEX MATCHALL "\"[a-z0-9]+\",[ \t\r\n]*\"[^\"]*\",[ \t\r\n]*{" fragid_spec_word_fields "${fragid_spec_rows}")
set(fragid_spec_type_words "")
foreach(fields IN LISTS fragid_spec_word_fields)
  string(REGEX REPLACE "^\"([a-z0-9]+)\".*" "\\1" word "${fields}")
  list(APPEND fragid_spec_type_words "${word}")
endforeach()

list(LENGTH fragid_specs fragid_spec_count)
foreach(list_name fragid_spec_texts fragid_spec_interpretations fragid_spec_type_words)
  list(LENGTH ${list_name} found)
  if(NOT found EQUAL fragid_spec_count)
    message(FATAL_ERROR "cmake/fragidSpecs.cmake: ${found} ${list_name} in spec_table for ${fragid_spec_count} specs "
                        "(${fragid_specs}): each row names one")
  endif()
endforeach()
unset(fragid_spec_header)
unset(fragid_spec_rows)
unset(fragid_spec_files)
unset(fragid_spec_word_fields)

# fragid_spec_includes(<target> <header> <pattern> [<base>]): the one list of
# a layer's spec entries, written by the build rather than by hand, so that a
# new spec adds its own files and edits no list (docs/architecture.md, "Adding
# a specification"). Writes <header> into the target's build folder with one
# #include per spec of the table, in its order, `<spec>` in <pattern> replaced
# by the spec's short name ("<spec>/entry.hpp") and `<word>` by its type word
# ("<word>_mutants.hpp"), found from <base> (a private
# folder of the target's sources) or from the target's include path. Both
# folders go on the target's private include path and into its property
# FRAGID_SPEC_INCLUDE_DIRS, which the WebAssembly build reads
# (wasm/CMakeLists.txt). file(CONFIGURE) leaves an unchanged header alone, so
# nothing recompiles for it.
function(fragid_spec_includes target header pattern)
  set(text "// Written by the build from the spec table (cmake/fragidSpecs.cmake,\n")
  string(APPEND text "// fragid_spec_includes): one include per spec, in the table's order.\n#pragma once\n\n")
  foreach(spec word IN ZIP_LISTS fragid_specs fragid_spec_type_words)
    string(REPLACE "<spec>" "${spec}" included "${pattern}")
    string(REPLACE "<word>" "${word}" included "${included}")
    string(APPEND text "#include \"${included}\"\n")
  endforeach()
  set(folders "${CMAKE_CURRENT_BINARY_DIR}/spec_includes" ${ARGN})
  file(CONFIGURE OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/spec_includes/${header}" CONTENT "${text}" @ONLY)
  target_include_directories(${target} PRIVATE ${folders})
  set_property(TARGET ${target} APPEND PROPERTY FRAGID_SPEC_INCLUDE_DIRS ${folders})
endfunction()
