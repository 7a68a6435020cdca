#!/usr/bin/env bash
# Builds the libFuzzer harnesses with clang (ASan+UBSan) and runs each for a
# fixed time, starting from its seed corpus (fuzz/corpus/<harness>, copied, so
# the repository is not touched). A finding stops the script with exit 1 and
# leaves the crashing input in build/fuzz/findings/<harness>/.
#   bash scripts/fuzz.sh [SECONDS] [HARNESS...]     (default 60 s, every harness)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

seconds=${1:-60}
shift || true
build=build/fuzz
CC=clang CXX=clang++ cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DFRAGID_BUILD_FUZZERS=ON -DFRAGID_BUILD_TESTS=OFF >/dev/null
harnesses=("$@")
if ((${#harnesses[@]} == 0)); then
  harnesses=(grammar_rfc5147 grammar_rfc7111 grammar_wilde resolve_text resolve_csv resolve_wilde protocol_messages
             load_vectors)
fi
cmake --build "$build" -j "$(nproc)" --target "${harnesses[@]/#/fuzz_}"

dict_for() {
  case $1 in
    *rfc5147|resolve_text) echo fuzz/rfc5147.dict ;;
    *rfc7111|resolve_csv) echo fuzz/rfc7111.dict ;;
    protocol_messages) echo fuzz/protocol.dict ;;
    load_vectors) echo fuzz/vectors.dict ;;
    *) echo fuzz/wilde.dict ;;
  esac
}

status=0
for h in "${harnesses[@]}"; do
  corpus=$build/corpus/$h findings=$build/findings/$h
  mkdir -p "$corpus" "$findings"
  cp -n fuzz/corpus/"$h"/* "$corpus"/ 2>/dev/null || true
  echo "== fuzz_$h for ${seconds}s"
  if ! "$build/fuzz/fuzz_$h" -max_total_time="$seconds" -dict="$(dict_for "$h")" -max_len=4096 \
        -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$findings/" "$corpus" \
        2>"$build/fuzz_$h.log"; then
    tail -n 40 "$build/fuzz_$h.log"
    echo "fuzz_$h: FINDING, input saved in $findings/"
    status=1
  else
    grep -E '^stat::number_of_executed_units|^#[0-9]+.*DONE' "$build/fuzz_$h.log" | tail -n 2 || true
  fi
done
exit $status
