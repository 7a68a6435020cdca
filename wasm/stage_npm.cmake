# Stages the npm package in the build tree (cmake -P, from wasm/CMakeLists.txt):
# npm/'s files, the module just built and the suite bundle, with package.json's
# version set to the project's. Also copies the module into the source tree's
# npm/ (git-ignored), where npm/index.mjs imports it from, for whoever runs the
# sources in place (the pages' playground).
#   -DSOURCE=<npm/> -DMODULE=<fragid-wasm.mjs> -DSUITE=<fragid-suite.json> -DOUTPUT=<staged dir> -DVERSION=<x.y.z>
file(MAKE_DIRECTORY "${OUTPUT}")
foreach(name index.mjs index.d.ts worker.mjs README.md)
  file(COPY_FILE "${SOURCE}/${name}" "${OUTPUT}/${name}" ONLY_IF_DIFFERENT)
endforeach()
file(COPY_FILE "${MODULE}" "${OUTPUT}/fragid-wasm.mjs" ONLY_IF_DIFFERENT)
file(COPY_FILE "${MODULE}" "${SOURCE}/fragid-wasm.mjs" ONLY_IF_DIFFERENT)
file(COPY_FILE "${SUITE}" "${OUTPUT}/fragid-suite.json" ONLY_IF_DIFFERENT)
file(READ "${SOURCE}/package.json" package)
string(REGEX REPLACE "\"version\": \"[^\"]*\"" "\"version\": \"${VERSION}\"" package "${package}")
file(CONFIGURE OUTPUT "${OUTPUT}/package.json" CONTENT "${package}")
