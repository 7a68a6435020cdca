# fragid-wasm.js: the module and npm/index.mjs's API as one classic script, for
# the edge-case pages' "try it" panel (publish/src/site/playground.hpp).
# Chromium refuses ES module imports from file:// (origin null, CORS), and the
# pages must work from file://; a classic <script src> loads there. The ES
# module's two ES-only lines become their classic equivalents (import.meta.url:
# the script's own URL, taken as it runs), index.mjs loses its import and its
# export keywords, and the whole is wrapped in a function that leaves
# createFragid and FragidError as globals. Each edit must match
# exactly once: an emscripten or index.mjs that no longer looks so stops the
# build here rather than writing a script that fails in a page.
#   cmake -DMODULE=fragid-wasm.mjs -DAPI=npm/index.mjs -DOUTPUT=fragid-wasm.js -P site_script.cmake
cmake_minimum_required(VERSION 3.25)

function(replace_once text_var what with where)
  string(FIND "${${text_var}}" "${what}" first)
  if(first EQUAL -1)
    message(FATAL_ERROR "site_script.cmake: '${what}' is not in ${where}")
  endif()
  string(REPLACE "${what}" "${with}" replaced "${${text_var}}")
  string(LENGTH "${${text_var}}" before)
  string(LENGTH "${replaced}" after)
  string(LENGTH "${what}" w)
  string(LENGTH "${with}" n)
  math(EXPR times "(${before} - ${after}) / (${w} - ${n})")
  if(NOT times EQUAL 1)
    message(FATAL_ERROR "site_script.cmake: '${what}' is ${times} times in ${where}, not once")
  endif()
  set(${text_var} "${replaced}" PARENT_SCOPE)
endfunction()

file(READ "${MODULE}" module)
# The script's own URL (fragid_script_url, below), which SINGLE_FILE's loader never needs (the binary is inside).
replace_once(module "import.meta.url" "fragid_script_url" "${MODULE}")
replace_once(module "\nexport default createFragidModule;" "\n" "${MODULE}")

file(READ "${API}" api)
replace_once(api "import createFragidModule from './fragid-wasm.mjs';\n" "" "${API}")
replace_once(api "\nexport class FragidError " "\nclass FragidError " "${API}")
replace_once(api "\nexport function createFragid(" "\nfunction createFragid(" "${API}")
# resolveBounded()'s worker is found beside the script (it needs a server: a page from file:// may start no worker).
string(REPLACE "import.meta.url" "fragid_script_url" api "${api}")
if(api MATCHES "(^|\n)(import|export)[ {]" OR api MATCHES "import\\.meta" OR module MATCHES "import\\.meta")
  message(FATAL_ERROR "site_script.cmake: ${API} has an import or export this script does not know how to make classic")
endif()

file(WRITE "${OUTPUT}.tmp"
  "// fragid's reference resolver as WebAssembly, for the edge-case pages' \"try it\" panel: the module\n"
  "// (fragid-wasm.mjs) and the API of npm/index.mjs as one classic script (wasm/site_script.cmake),\n"
  "// which a page opened from file:// can load. Defines createFragid() and FragidError.\n"
  "(function () {\nvar fragid_script_url = typeof document != 'undefined' && document.currentScript ? document.currentScript.src : undefined;\n${module}\n${api}\nglobalThis.createFragid = createFragid;\nglobalThis.FragidError = FragidError;\n})();\n")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
