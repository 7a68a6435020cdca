#!/usr/bin/env bash
# Writes the lists that come from the spec table (model/include/fragid/model/spec.hpp) into the
# suite's JSON Schemas and the fuzz dictionaries: run it after changing the table. The ctest
# spec_lists.current fails while a file is out of date (spec_lists/src/main.cpp says which files).
#   bash scripts/spec_lists.sh [BUILD_DIR]      (default build/release; configured first)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
cmake --build "$build" --target spec_lists
"$build"/spec_lists/spec_lists .
