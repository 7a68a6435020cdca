# fragid-wasm.js: the module, npm/index.mjs's API and npm/worker.mjs as one
# classic script, for the edge-case pages' "try it" panel
# (publish/src/site/playground.hpp). Chromium refuses ES module imports from
# file:// (origin null, CORS), and the pages must work from file://; a classic
# <script src> loads there. The ES module's two ES-only lines become their
# classic equivalents (import.meta.url: the script's own URL, taken as it
# runs), index.mjs loses its import and its export keywords, worker.mjs its
# import, and the whole is wrapped in a function that leaves createFragid,
# FragidError and fragidWorkerUrl as globals. Each edit must match exactly
# once: an emscripten, index.mjs or worker.mjs that no longer looks so stops
# the build here rather than writing a script that fails in a page.
#   cmake -DMODULE=fragid-wasm.mjs -DAPI=npm/index.mjs -DWORKER=npm/worker.mjs -DOUTPUT=fragid-wasm.js -P site_script.cmake
cmake_minimum_required(VERSION 3.25)

include("${CMAKE_CURRENT_LIST_DIR}/replace_once.cmake")

file(READ "${MODULE}" module)
# The script's own URL (fragid_script_url, below), which SINGLE_FILE's loader never needs (the binary is inside).
replace_once(module "import.meta.url" "fragid_script_url" "${MODULE}")
replace_once(module "\nexport default createFragidModule;" "\n" "${MODULE}")

file(READ "${API}" api)
replace_once(api "import createFragidModule from './fragid-wasm.mjs';\n" "" "${API}")
replace_once(api "\nexport class FragidError " "\nclass FragidError " "${API}")
replace_once(api "\nexport function createFragid(" "\nfunction createFragid(" "${API}")
# resolveBounded()'s default worker is found beside the script (it needs a server); from file:// the
# page passes fragidWorkerUrl() (below) as its workerUrl instead: this script, which a Worker runs
# as a classic script (Chromium starts no module Worker from a blob: URL in a page from file://).
string(REPLACE "import.meta.url" "fragid_script_url" api "${api}")
replace_once(api "new Worker(workerUrl, { type: 'module' })" "new Worker(workerUrl)" "${API}")
if(api MATCHES "(^|\n)(import|export)[ {]" OR api MATCHES "import\\.meta" OR module MATCHES "import\\.meta")
  message(FATAL_ERROR "site_script.cmake: ${API} has an import or export this script does not know how to make classic")
endif()

# The worker's own code (npm/worker.mjs) without its import: in a Worker, createFragid is this script's.
file(READ "${WORKER}" worker)
replace_once(worker "import { createFragid } from './index.mjs';\n" "" "${WORKER}")
if(worker MATCHES "(^|\n)(import|export)[ {]" OR worker MATCHES "import\\.meta")
  message(FATAL_ERROR "site_script.cmake: ${WORKER} has an import or export this script does not know how to make classic")
endif()

# A page opened from file:// can start a Worker only from a blob: URL, and cannot read this script's
# file to make one; the script's function can give its own text (Function.prototype.toString), so
# fragidWorkerUrl() makes the Worker from the whole script, run with fragid_worker set, which then
# serves resolveBounded() as worker.mjs does.
file(WRITE "${OUTPUT}.tmp"
  "// fragid's reference resolver as WebAssembly, for the edge-case pages' \"try it\" panel: the module\n"
  "// (fragid-wasm.mjs), the API of npm/index.mjs and its worker.mjs as one classic script\n"
  "// (wasm/site_script.cmake), which a page opened from file:// can load. Defines createFragid(),\n"
  "// FragidError and fragidWorkerUrl(): the URL of a Worker for resolveBounded()'s workerUrl.\n"
  "(function fragid_site_script() {\nvar fragid_script_url = typeof document != 'undefined' && document.currentScript ? document.currentScript.src : undefined;\n${module}\n${api}\n"
  "globalThis.createFragid = createFragid;\nglobalThis.FragidError = FragidError;\n"
  "var fragid_worker_url;\n"
  "globalThis.fragidWorkerUrl = function () {\n"
  "  fragid_worker_url = fragid_worker_url || URL.createObjectURL(new Blob(['self.fragid_worker = true;\\n(' + fragid_site_script + ')();\\n'], { type: 'text/javascript' }));\n"
  "  return fragid_worker_url;\n};\n"
  "if (globalThis.fragid_worker) {\n${worker}\n}\n"
  "})();\n")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
