#!/usr/bin/env bash
# The main job: set-up, a release build, then the conformance suite
# (conformance/vectors) run against the reference resolver, in-process and
# through the adapter protocol, with the summary. Exit 0 when every must case passes.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DFRAGID_BUILD_TESTS=OFF >/dev/null
# fragid, and with it what `cmake --install build/release` installs (the completions and the man
# page are written as fragid is built).
cmake --build build/release -j "$(nproc)" --target fragid
fragid=build/release/cli/fragid

# Where lint's quote check finds the specifications' texts: the directory CMake was given.
specs=$(sed -n 's/^FRAGID_SPECS_DIR:PATH=//p' build/release/CMakeCache.txt)
if [[ -n $specs ]]; then
  echo "== lint of the vectors, quotes against the specifications' texts in $specs"
  echo "   (CMake's FRAGID_SPECS_DIR: by default ../shared/specs beside the sources; never in the repository)"
else
  echo "== lint of the vectors; quotes NOT checked: FRAGID_SPECS_DIR is empty"
  echo "   (cmake -S . -B build/release -DFRAGID_SPECS_DIR=DIR names the directory of the specifications' texts)"
fi
"$fragid" lint
echo "== the reference, through the adapter protocol"
"$fragid" check --impl "$fragid adapter" | tail -n 1
echo "== the reference, in-process"
"$fragid" check
