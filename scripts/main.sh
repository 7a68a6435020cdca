#!/usr/bin/env bash
# The main job: set-up, a release build, then the conformance suite
# (conformance/vectors) run against the reference resolver, in-process and
# through the adapter protocol, with the summary. Exit 0 when every must case passes.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DFRAGID_BUILD_TESTS=OFF >/dev/null
cmake --build build/release -j "$(nproc)" --target fragid
fragid=build/release/cli/fragid

echo "== lint of the vectors"
"$fragid" lint
echo "== the reference, through the adapter protocol"
"$fragid" check --impl "$fragid adapter" | tail -n 1
echo "== the reference, in-process"
"$fragid" check
