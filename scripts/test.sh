#!/usr/bin/env bash
# Every test: set-up, a warnings-as-errors build with all ctest tests, then the
# same tests once more under AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

jobs=$(nproc)
build_and_test() {
  local dir=$1; shift
  cmake -S . -B "$dir" -DFRAGID_WERROR=ON "$@" >/dev/null
  cmake --build "$dir" -j "$jobs"
  ctest --test-dir "$dir" -j "$jobs" --output-on-failure
}

echo "== tests (RelWithDebInfo, -Werror)"
build_and_test build/ci -DCMAKE_BUILD_TYPE=RelWithDebInfo
echo "== RapidCheck properties again: 1000 cases each, a fresh seed (printed; RC_PARAMS=\"seed=...\" replays)"
seed=$(date +%s)
for t in build/ci/tests/test_*; do
  [[ -f $t && -x $t ]] || continue
  RC_PARAMS="seed=$seed max_success=1000" "$t" --gtest_brief=1 \
    --gtest_filter='*Propert*:*Recogniser*:*Metamorphic*:VectorWriter.*'
done
echo "== the fast CSV view against the simple one, longer: 20000 generated entities"
RC_PARAMS="seed=$seed max_success=20000" build/ci/tests/test_reference --gtest_brief=1 \
  --gtest_filter='CsvViewProperties.*'
echo "== tests under ASan+UBSan"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  build_and_test build/asan -DCMAKE_BUILD_TYPE=Debug -DFRAGID_SANITIZE=ON
echo "== fuzzing: every libFuzzer harness for 60 s from its seed corpus, one per core; the differential self-test"
bash scripts/fuzz.sh 60
