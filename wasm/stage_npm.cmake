# Stages the npm package in the build tree (cmake -P, from wasm/CMakeLists.txt):
# npm/'s files, the module just built, the suite bundle and the project's
# LICENSE, with package.json's version set to the project's; and the CommonJS
# entry, written from the ES modules (index.cjs from index.mjs, fragid-wasm.cjs
# from fragid-wasm.mjs, index.d.cts from index.d.ts), so that require('fragid')
# works on every Node the package names, not only where Node can require an
# ES module. Also copies the module into the source tree's npm/ (git-ignored),
# where npm/index.mjs imports it from, for whoever runs the sources in place.
#   -DSOURCE=<npm/> -DMODULE=<fragid-wasm.mjs> -DSUITE=<fragid-suite.json> -DLICENSE=<LICENSE>
#   -DOUTPUT=<staged dir> -DVERSION=<x.y.z>
cmake_minimum_required(VERSION 3.25)
include("${CMAKE_CURRENT_LIST_DIR}/replace_once.cmake")

file(MAKE_DIRECTORY "${OUTPUT}")
foreach(name index.mjs index.d.ts suite.d.ts worker.mjs README.md)
  file(COPY_FILE "${SOURCE}/${name}" "${OUTPUT}/${name}" ONLY_IF_DIFFERENT)
endforeach()
file(COPY_FILE "${LICENSE}" "${OUTPUT}/LICENSE" ONLY_IF_DIFFERENT)
file(COPY_FILE "${MODULE}" "${OUTPUT}/fragid-wasm.mjs" ONLY_IF_DIFFERENT)
file(COPY_FILE "${MODULE}" "${SOURCE}/fragid-wasm.mjs" ONLY_IF_DIFFERENT)
file(COPY_FILE "${SUITE}" "${OUTPUT}/fragid-suite.json" ONLY_IF_DIFFERENT)
file(READ "${SOURCE}/package.json" package)
string(REGEX REPLACE "\"version\": \"[^\"]*\"" "\"version\": \"${VERSION}\"" package "${package}")
file(CONFIGURE OUTPUT "${OUTPUT}/package.json" CONTENT "${package}")

# Writes CONTENT as it stands (file(CONFIGURE) would read @...@ in it), touching PATH only when it changes.
function(write_if_changed path content)
  file(WRITE "${path}.tmp" "${content}")
  file(COPY_FILE "${path}.tmp" "${path}" ONLY_IF_DIFFERENT)
  file(REMOVE "${path}.tmp")
endfunction()

# The CommonJS entry. Its file URL stands for import.meta.url: the module's
# loader never needs it (the binary is inside), index.mjs finds worker.mjs by it.
set(own_url "require('node:url').pathToFileURL(__filename)")
set(written "// Written from %s by wasm/stage_npm.cmake: the CommonJS entry of the package (require('fragid')).\n'use strict';\n")

file(READ "${MODULE}" module)
replace_once(module "import.meta.url" "${own_url}.href" "${MODULE}")
replace_once(module "\nexport default createFragidModule;" "\nmodule.exports = createFragidModule;" "${MODULE}")
string(REPLACE "%s" "fragid-wasm.mjs" header "${written}")
write_if_changed("${OUTPUT}/fragid-wasm.cjs" "${header}${module}")

file(READ "${SOURCE}/index.mjs" api)
replace_once(api "import createFragidModule from './fragid-wasm.mjs';\n" "const createFragidModule = require('./fragid-wasm.cjs');\n"
             "${SOURCE}/index.mjs")
replace_once(api "\nexport class FragidError " "\nclass FragidError " "${SOURCE}/index.mjs")
replace_once(api "\nexport function createFragid(" "\nfunction createFragid(" "${SOURCE}/index.mjs")
string(REPLACE "import.meta.url" "${own_url}" api "${api}")
if(api MATCHES "(^|\n)(import|export)[ {]" OR api MATCHES "import\\.meta")
  message(FATAL_ERROR "stage_npm.cmake: ${SOURCE}/index.mjs has an import or export this script does not know how to make CommonJS")
endif()
string(REPLACE "%s" "index.mjs" header "${written}")
write_if_changed("${OUTPUT}/index.cjs" "${header}${api}\nmodule.exports = { createFragid, FragidError };\n")

# The same declarations, read as CommonJS's where the package is required.
file(COPY_FILE "${SOURCE}/index.d.ts" "${OUTPUT}/index.d.cts" ONLY_IF_DIFFERENT)
