#!/usr/bin/env bash
# The check of the differential fuzzing template (fuzz/template/, issue 32 item 3), the ctest
# fuzz.template of the clang fuzz build tree (label fuzz_template; fuzz/CMakeLists.txt), which
# scripts/fuzz.sh runs after its own runs: the template's build script, in a temporary $OUT, builds
# fuzz_differential with the example adapter's command compiled in and copies the adapter beside
# it; the fuzzer then runs from another directory, with no FRAGID_* variable, from its seed corpus:
#  - against adapters/examples/python/adapter.py for SECONDS: no finding;
#  - against adapter.py --broken: it must stop with a finding, printed as a YAML vector.
# To stay cheap it reuses the fuzz build tree ($FRAGID_FUZZ_BUILD, which the ctest sets to its own;
# default build/fuzz) with fragid's own clang flags (FRAGID_OSS_FUZZ=OFF): only
# fuzz/differential.cpp is compiled again, and once more at the end to leave the tree as it was.
# (OSS-Fuzz's own flags: fuzz/oss-fuzz/README.md.)
#   scripts/fuzz_template_check.sh [SECONDS]   (default 5; exit 0 when both hold)
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-5}
repo=$PWD
build=${FRAGID_FUZZ_BUILD:-$repo/build/fuzz}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/fragid-fuzz-template-XXXXXX")
trap 'rm -rf "$scratch"' EXIT
status=0

# template NAME COMMAND: builds the template into $scratch/NAME/out and runs it from $scratch/NAME/run.
template() {
  local name=$1 command=$2 out=$scratch/$1/out run=$scratch/$1/run
  mkdir -p "$out" "$run/corpus"
  if ! CC=clang CXX=clang++ OUT=$out FRAGID_BUILD_DIR=$build FRAGID_OSS_FUZZ=OFF \
       FRAGID_ADAPTER_FILES="$repo/adapters/examples/python/adapter.py" FRAGID_ADAPTER_COMMAND="$command" \
       bash fuzz/template/build_differential.sh >"$scratch/$name.build.log" 2>&1; then
    tail -n 20 "$scratch/$name.build.log"; echo "fuzz template ($name): the build script failed"; return 2
  fi
  (cd "$run/corpus" && unzip -q "$out/fuzz_fragid_differential_seed_corpus.zip")
  local options=()
  while IFS= read -r line; do
    [[ $line =~ ^([a-z_]+)\ =\ (.*)$ ]] && options+=("-${BASH_REMATCH[1]}=${BASH_REMATCH[2]}")
  done <"$out/fuzz_fragid_differential.options"
  options=("${options[@]/#-dict=/-dict=$out/}")
  (cd "$run" && env -u FRAGID_SUITE -u FRAGID_DIFFERENTIAL_IMPL timeout $((seconds + 60)) \
     "$out/fuzz_fragid_differential" -max_total_time="$seconds" "${options[@]}" -artifact_prefix="$run/" corpus \
     >"$scratch/$name.log" 2>&1)
}

echo "== the fuzzing template against the example adapter (${seconds} s: no finding)"
template example 'python3 "$FRAGID_FUZZ_DIR/adapter/adapter.py"'
rc=$?
if ((rc != 0)) || ! grep -q "fragid-example-python .* against the reference" "$scratch/example.log"; then
  tail -n 20 "$scratch/example.log"; echo "fuzz template: the example adapter run failed (exit $rc)"; status=1
else
  grep -E '^Done [0-9]+ runs' "$scratch/example.log"
fi
echo "== the fuzzing template against the broken example adapter (must be caught)"
template broken 'python3 "$FRAGID_FUZZ_DIR/adapter/adapter.py" --broken'
rc=$?
if ((rc != 0)) && grep -q 'fragid differential: FINDING' "$scratch/broken.log" && grep -q '^  - id: ' "$scratch/broken.log"; then
  echo "caught:"; grep -E '^    fragment:|FINDING' "$scratch/broken.log" | head -n 2
else
  tail -n 20 "$scratch/broken.log"; echo "fuzz template: the broken adapter was NOT caught (exit $rc)"; status=1
fi
# The tree's fuzz_differential without a compiled-in command again, as scripts/fuzz.sh leaves it.
source scripts/fuzz_common.sh
fuzz_build "$build" fuzz_differential >"$scratch/restore.log" 2>&1 || { tail -n 20 "$scratch/restore.log"; status=1; }
exit $status
