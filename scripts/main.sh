#!/usr/bin/env bash
# The main job: set-up, a release build, then the reference resolver on every
# example the specifications give (RFC 5147 s.5, RFC 7111 s.2 and s.4.2), with
# the summary. (The YAML conformance suite and `fragid check` replace this
# with the full vector run once they land: see the open conformance issue.)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/release -j "$(nproc)"
ctest --test-dir build/release -j "$(nproc)" -R 'Examples\.' --output-on-failure
