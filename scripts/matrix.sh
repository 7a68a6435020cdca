#!/usr/bin/env bash
# Regenerates the committed comparison matrix (docs/matrix/) over every adapter in the
# repository - the examples and the real npm packages, listed in adapters/matrix.tsv - and the
# edge-case pages from it.
#   bash scripts/matrix.sh [BUILD_DIR]      (default build/release; build it first)
set -euo pipefail
cd "$(dirname "$0")/.."
fragid=${1:-build/release}/cli/fragid
# The adapters and their order: adapters/matrix.tsv (name, command, deviations, triage;
# tab-separated); fragid matrix and docs read the triage files from it themselves.
impls=()
while IFS=$'\t' read -r name command deviations triage; do
  [[ -z $name || $name == \#* ]] && continue
  impls+=(--impl "$name=$command")
done < adapters/matrix.tsv
"$fragid" matrix "${impls[@]}"
"$fragid" docs
