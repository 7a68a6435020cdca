#!/usr/bin/env bash
# Every test: set-up, a warnings-as-errors build with all ctest tests, then the
# same tests once more under AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each part's wall time, printed as it ends and summed at the end (CI's budget is given in parts).
parts=()
part_started=$SECONDS
part_done() {  # NAME: the time since the last part ended
  parts+=("$(printf '%5d s  %s' $((SECONDS - part_started)) "$1")")
  echo "-- $1: $((SECONDS - part_started)) s"
  part_started=$SECONDS
}
trap 'printf "== time by part (total %d s)\n" $SECONDS; printf "%s\n" "${parts[@]}"' EXIT
bash scripts/setup.sh
part_done "set-up"

jobs=$(nproc)
# Compiles through ccache, so that ctest's package.readme_install, which runs the README's main
# command (a Release build of fragid) in a copy of the sources inside build/ci, finds every library
# source already compiled by the plain pass below: that pass uses main.sh's flags (Release), the
# copy's paths are rewritten relative to this checkout (base_dir), and -Werror, which only the
# plain pass gives, is left out of the hash (a source that warns never reaches the cache: it fails
# here). Without it that test was a second full build, a quarter of CI's time.
export CMAKE_CXX_COMPILER_LAUNCHER=ccache CMAKE_C_COMPILER_LAUNCHER=ccache
export CCACHE_BASEDIR=$PWD CCACHE_IGNOREOPTIONS=-Werror
build_and_test() {  # DIR CMAKE_OPTION... [-- CTEST_OPTION...]
  local dir=$1 configure=() selection=(); shift
  while (($#)) && [[ $1 != -- ]]; do configure+=("$1"); shift; done
  (($#)) && shift && selection=("$@")
  cmake -S . -B "$dir" -DFRAGID_WERROR=ON "${configure[@]}" >/dev/null
  cmake --build "$dir" -j "$jobs"
  part_done "build $dir"
  ctest --test-dir "$dir" -j "$jobs" --output-on-failure "${selection[@]}"
  part_done "ctest $dir"
}

echo "== tests (Release, as scripts/main.sh builds, with -Werror)"
build_and_test build/ci -DCMAKE_BUILD_TYPE=Release
echo "== RapidCheck properties again: 1000 cases each, a fresh seed (printed; RC_PARAMS=\"seed=...\" replays);"
echo "   the fast CSV view against the simple one, longer: 20000 generated entities"
# Each test executable is one process on one core: they run side by side, $jobs at once (90 s one
# after the other on CI's 2 cores, the longest alone 43 s), each one's output kept and printed in order.
seed=$(date +%s)
longer=$(mktemp -d)
run_longer() {  # NAME COMMAND...: started in the background, at most $jobs at once
  local name=$1; shift
  while (($(jobs -rp | wc -l) >= jobs)); do wait -n || true; done
  ( "$@" >"$longer/$name.log" 2>&1; echo $? >"$longer/$name.status" ) &
}
for t in build/ci/tests/test_*; do
  [[ -f $t && -x $t ]] || continue
  run_longer "$(basename "$t")" env RC_PARAMS="seed=$seed max_success=1000" "$t" --gtest_brief=1 \
    --gtest_filter='*Propert*:*Recogniser*:*Metamorphic*:VectorWriter.*'
done
# (The properties moved to test_entity with the entity library; this step ran none for a while:
# a filter that selects no test now stops CI.)
run_longer zz_csv_view env RC_PARAMS="seed=$seed max_success=20000" build/ci/tests/test_entity --gtest_brief=1 \
  --gtest_filter='CsvViewProperties.*'
wait
failed=0
for status in "$longer"/*.status; do
  name=$(basename "$status" .status)
  cat "$longer/$name.log"
  [[ $(cat "$status") == 0 ]] || { echo "test.sh: $name failed (seed $seed)"; failed=1; }
done
grep -q '^\[  PASSED  \] [1-9]' "$longer/zz_csv_view.log" ||
  { echo "test.sh: no test selected by CsvViewProperties.* in test_entity"; failed=1; }
rm -rf "$longer"
((failed == 0)) || exit 1
part_done "RapidCheck properties, longer"
echo "== tests under ASan+UBSan, and the libFuzzer harnesses, in one clang tree (-O1, as OSS-Fuzz builds)"
# One sanitized tree for both: the libraries are compiled once under the sanitizers (with libFuzzer's
# coverage, whose comparison tracing the tests pay for: a fragid start loading the suite takes about
# 1.5 s of CPU here, most of this pass's test time), where a GCC tree for the tests and a clang tree for the
# fuzzers compiled them twice; clang compiles them under the sanitizers in half GCC's time (20.6 s
# -> 13.9 s for conformance/src/triage.cpp, 30.3 s -> 13.3 s for tests/cli/progress_test.cpp). -O1
# keeps assertions, line tables for the stack traces and every check the sanitizers make; at -O0
# every fragid the CLI tests start took 1.3 s of CPU to load the suite. Left out here: what the
# sanitizers add nothing to, because no fragid code of this tree runs in it (the packaging, the
# Action, the browser pages, the npm libraries' reproductions, the fuzzing template), and what runs
# fragid's code on the repository's own committed data only, never on input from outside (the
# mutants and the diagnosis by simulation over the catalogue, the site rendered from
# docs/matrix/results.json, the suite exported to JSON: a third of this pass's test time); and the npm
# libraries answering the whole suite through `fragid check` (cli.Packages/NpmAdapter.*: their answers
# are well-formed, and the runner's reading of answers from outside is this pass's in the robustness
# and deep-nesting tests and the protocol fuzzer). The plain pass runs them all.
# ASan keeps the stack of every allocation for its reports, 30 frames by default: a fragid start that
# loads the suite took 1.43 s of CPU with 30, 1.29 with 10 and 1.23 with 4 (means of 8 starts). 5
# frames name the allocating place and its callers; a report's own stack, where the bad access is,
# stays whole, and ASAN_OPTIONS=malloc_context_size=30 gives the full allocation stacks again.
# The line tables name the checkout's directory, so ccache keeps a clone's objects for that clone
# alone (it hashes the directory where there is debug information): mapped to ".", every clone shares
# them, and a stack trace names files relative to the checkout.
debug_flags="-O1 -gline-tables-only -fdebug-prefix-map=$PWD=."
# ccache hashes an option it does not know as written: the coverage ignorelist (the top
# CMakeLists.txt), an absolute path, made every object of this tree one clone's own, and a warm run
# compiled it all again (729 s). The option is left out of the hash and the list's content put in,
# so that a changed list still compiles anew (this tree only: the plain tree's hashes stay as they are).
CCACHE_IGNOREOPTIONS="$CCACHE_IGNOREOPTIONS -fsanitize-coverage-ignorelist=*" \
CCACHE_EXTRAFILES=$PWD/fuzz/coverage_ignorelist.txt \
CC=clang CXX=clang++ ASAN_OPTIONS=detect_leaks=1:malloc_context_size=5 UBSAN_OPTIONS=print_stacktrace=1 \
  build_and_test build/asan -DCMAKE_BUILD_TYPE=Debug -DFRAGID_BUILD_FUZZERS=ON \
    "-DCMAKE_CXX_FLAGS_DEBUG=$debug_flags" "-DCMAKE_C_FLAGS_DEBUG=$debug_flags" \
    -- -LE '^(package|action|portable|browser|repro|fuzz_template|mutants|diagnosis)$' \
       -E '^publish\.(Site|DocsCommand)\.|^conformance\.Export(Command)?\.|^cli\.Packages/NpmAdapter\.'
echo "== fuzzing: every libFuzzer harness for 20 s from its seed corpus, one per core; the differential self-test"
# The protocol run's adapter is the plain pass's fragid, an ordinary build as an implementer's adapter is.
# CI's fuzzing is a short run from the seeds on every change (20 s: 30 s took 171 s of CI's 45 minutes
# for 11 harnesses on 2 cores); `bash scripts/fuzz.sh 600` is the long run (docs/guide-contributors.md).
FRAGID_FUZZ_TREE=build/asan FRAGID_ADAPTER_PROGRAM=$PWD/build/ci/cli/fragid bash scripts/fuzz.sh 20
part_done "fuzzing"
