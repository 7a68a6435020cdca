#!/usr/bin/env bash
# Regenerates the committed suite file conformance/dist/fragid-suite.json (`fragid export`),
# which ctest checks is current (tests/conformance/export_test.cpp).
#   bash scripts/export.sh [BUILD_DIR]      (default build/release; build it first)
set -euo pipefail
cd "$(dirname "$0")/.."
fragid=${1:-build/release}/cli/fragid
"$fragid" export --suite conformance --output conformance/dist/fragid-suite.json
