#!/usr/bin/env bash
# Builds the libFuzzer harnesses with clang (ASan+UBSan) and runs each for a
# fixed time, starting from its seed corpus (fuzz/corpus/<harness>, copied, so
# the repository is not touched). A finding stops the script with exit 1 and
# leaves the crashing input in build/fuzz/findings/<harness>/.
#   bash scripts/fuzz.sh [SECONDS] [HARNESS...]     (default 60 s, every harness)
# With every harness, the differential one runs twice (the reference in process, and
# the reference's own protocol adapter `fragid adapter` out of process: neither may
# differ), and then once against the deliberately broken example adapter, which must
# be caught (fuzz/differential.cpp; FRAGID_DIFFERENTIAL_IMPL selects an adapter); last, with
# FRAGID_FUZZ_TEMPLATE=1, the differential fuzzing template of fuzz/template/ is built and checked
# the same way (ctest -L fuzz_template in build/fuzz: scripts/fuzz_template_check.sh).
# FRAGID_ADAPTER_PROGRAM names the fragid whose `fragid adapter` the protocol run uses (scripts/test.sh
# gives its Release build, an ordinary build as an implementer's adapter is); without it, fragid is
# built here too, with clang and the sanitizers. FRAGID_FUZZ_TREE names a build tree already configured
# with FRAGID_BUILD_FUZZERS=ON (scripts/test.sh's sanitized tree, which builds the tests there too):
# the harnesses are built in it as it is configured, instead of in build/fuzz.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

seconds=${1:-60}
shift || true
build=${FRAGID_FUZZ_TREE:-build/fuzz}
source scripts/fuzz_common.sh  # fuzz_harnesses, fuzz_build, options_of
if [[ -n ${FRAGID_FUZZ_TREE:-} ]] && ! grep -qx 'FRAGID_BUILD_FUZZERS:BOOL=ON' "$build/CMakeCache.txt" 2>/dev/null; then
  echo "fuzz.sh: FRAGID_FUZZ_TREE '$build' is not a build tree configured with -DFRAGID_BUILD_FUZZERS=ON" >&2; exit 2
fi
harnesses=("$@")
if ((${#harnesses[@]} == 0)); then
  mapfile -t harnesses < <(fuzz_harnesses)
  all=1
fi
for h in "${harnesses[@]}"; do
  [[ -f fuzz/$h.options ]] || { echo "fuzz.sh: no harness $h (no fuzz/$h.options)" >&2; exit 2; }
done
adapter_program=${FRAGID_ADAPTER_PROGRAM:-}
if [[ -n $adapter_program ]]; then
  [[ -x $adapter_program ]] || { echo "fuzz.sh: FRAGID_ADAPTER_PROGRAM '$adapter_program' is not an executable" >&2; exit 2; }
fi
if [[ -n ${FRAGID_FUZZ_TREE:-} ]]; then
  cmake --build "$build" -j "$(nproc)" --target "${harnesses[@]/#/fuzz_}" fragid
  adapter_program=${adapter_program:-$build/cli/fragid}
elif [[ -n $adapter_program ]]; then
  fuzz_build "$build" "${harnesses[@]/#/fuzz_}"
else
  fuzz_build "$build" "${harnesses[@]/#/fuzz_}" fragid
  adapter_program=$build/cli/fragid
fi

# fuzz HARNESS LOGNAME: runs it from its corpus; 0 if nothing was found.
fuzz() {
  local h=$1 log=$build/fuzz_$2.log corpus=$build/corpus/$1 findings=$build/findings/$2 options
  mkdir -p "$corpus" "$findings"
  cp -n fuzz/corpus/"$h"/* "$corpus"/ 2>/dev/null || true
  cp -n fuzz/regressions/"$h"/* "$corpus"/ 2>/dev/null || true  # past findings start it too
  mapfile -t options < <(options_of "$h")
  "$build/fuzz/fuzz_$h" -max_total_time="$seconds" "${options[@]}" -print_final_stats=1 \
    -artifact_prefix="$findings/" "$corpus" 2>"$log"
}

report() {  # LOGNAME STATUS
  if (($2 != 0)); then
    tail -n 40 "$build/fuzz_$1.log"
    echo "fuzz_$1: FINDING, input saved in $build/findings/$1/"
    status=1
  else
    grep -E '^stat::number_of_executed_units|cases/s' "$build/fuzz_$1.log" | tail -n 2 || true
  fi
}

# One run per core at a time; each leaves its exit status beside its log.
start_run() {  # HARNESS LOGNAME [ENV=VALUE...]
  local h=$1 name=$2; shift 2
  while (($(jobs -rp | wc -l) >= $(nproc))); do wait -n || true; done
  echo "== fuzz_$name for ${seconds}s"
  ( rc=0; for setting in "$@"; do export "${setting?}"; done
    fuzz "$h" "$name" || rc=$?
    echo $rc >"$build/fuzz_$name.rc" ) &
}

status=0
runs=()
for h in "${harnesses[@]}"; do
  start_run "$h" "$h"; runs+=("$h")
done
if [[ ${all:-0} == 1 ]]; then
  # The reference's own protocol adapter must never differ from the reference.
  start_run differential differential_protocol FRAGID_DIFFERENTIAL_IMPL="$adapter_program adapter"
  runs+=(differential_protocol)
fi
wait
for name in "${runs[@]}"; do
  echo "-- fuzz_$name"; report "$name" "$(cat "$build/fuzz_$name.rc")"
done

if [[ ${all:-0} == 1 ]]; then
  # The self-test: an adapter with a known bug must be caught, and quickly.
  echo "== fuzz_differential against the broken example adapter (must be caught within ${seconds}s)"
  start=$SECONDS
  if FRAGID_DIFFERENTIAL_IMPL="python3 adapters/examples/python/adapter.py --broken" \
       fuzz differential differential_broken; then
    echo "fuzz_differential did NOT catch adapters/examples/python/adapter.py --broken"
    status=1
  elif grep -q 'FINDING' "$build/fuzz_differential_broken.log"; then
    echo "caught in $((SECONDS - start)) s:"; grep -A3 '^    fragment:' "$build/fuzz_differential_broken.log" | head -n 4
  else
    tail -n 20 "$build/fuzz_differential_broken.log"; echo "fuzz_differential failed without a finding"; status=1
  fi
fi
# The implementers' template (fuzz/template/), with FRAGID_FUZZ_TEMPLATE=1: built by its own
# script as OSS-Fuzz builds it, run from elsewhere; the ctest of this tree (fuzz/CMakeLists.txt:
# fuzz.template). Not by default: it fetches Debian's sources of its libraries and builds them and
# fragid again with libc++ and ASan (six minutes and more, a seventh of CI's budget on a cold cache),
# so it is a check of its own (scripts/fuzz_template_check.sh), run when fuzz/template/ changes.
if [[ ${FRAGID_FUZZ_TEMPLATE:-0} == 1 ]]; then
  ctest --test-dir "$build" -L fuzz_template --no-tests=error -V || status=1
fi
exit $status
