#!/usr/bin/env bash
# The check of the differential fuzzing template (fuzz/template/, issues 32 and 42), the ctest
# fuzz.template of the clang fuzz build tree (label fuzz_template; fuzz/CMakeLists.txt), which
# scripts/fuzz.sh runs after its own runs. The template's build script runs as OSS-Fuzz runs it for
# libFuzzer with AddressSanitizer: clang, OSS-Fuzz's CFLAGS and CXXFLAGS (-stdlib=libc++ among
# them), LIB_FUZZING_ENGINE=-fsanitize=fuzzer, a temporary $OUT; its own build tree
# ($FRAGID_FUZZ_BUILD/template, default build/fuzz/template) and libraries (yaml-cpp and RapidCheck
# from Debian's sources against libc++, the header-only ones from Debian's packages: fetched once,
# then reused). Then:
#  - the fuzzer needs no shared library but the C library's (scripts/portable_dependencies.sh);
#  - run from another directory, with no FRAGID_* variable, from its seed corpus, against
#    adapters/examples/python/adapter.py for SECONDS: no finding;
#  - against adapter.py --broken: it must stop with a finding printed as a YAML vector, minimised
#    (-minimize_crash=1) to at most 16 bytes of input.
# Heavy the first time (Debian's sources fetched, the libraries and fragid built with ASan and
# libc++: minutes); skipped (77) when Debian's archive cannot be reached or libc++ is missing.
#   scripts/fuzz_template_check.sh [SECONDS]   (default 5; exit 0 when all hold)
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-5}
repo=$PWD
build=${FRAGID_FUZZ_BUILD:-$repo/build/fuzz}/template
scratch=$(mktemp -d "${TMPDIR:-/tmp}/fragid-fuzz-template-XXXXXX")
trap 'rm -rf "$scratch"' EXIT
status=0
if ! echo 'int main(){}' | clang++ -stdlib=libc++ -x c++ - -o "$scratch/libcxx-probe" 2>/dev/null; then
  echo "SKIPPED: clang++ -stdlib=libc++ cannot link here (apt-get install libc++-14-dev libc++abi-14-dev)"
  exit 77
fi

# OSS-Fuzz's environment for libFuzzer and AddressSanitizer (its base-builder image sets these).
export CC=clang CXX=clang++ LIB_FUZZING_ENGINE=-fsanitize=fuzzer
export CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
export CXXFLAGS="$CFLAGS -stdlib=libc++"

# template NAME COMMAND: builds the template into $scratch/NAME/out and runs it from $scratch/NAME/run.
template() {
  local name=$1 command=$2 out=$scratch/$1/out run=$scratch/$1/run rc=0
  mkdir -p "$out" "$run/corpus"
  OUT=$out FRAGID_BUILD_DIR=$build FRAGID_ADAPTER_FILES="$repo/adapters/examples/python/adapter.py" \
    FRAGID_ADAPTER_COMMAND="$command" bash fuzz/template/build_differential.sh >"$scratch/$name.build.log" 2>&1 || rc=$?
  if ((rc == 77)) || grep -q "cannot be reached" "$scratch/$name.build.log"; then
    tail -n 3 "$scratch/$name.build.log"; echo "SKIPPED: Debian's archive cannot be reached"; exit 77
  fi
  if ((rc != 0)); then
    tail -n 20 "$scratch/$name.build.log"; echo "fuzz template ($name): the build script failed"; return 2
  fi
  grep -E "portable: needs only" "$scratch/$name.build.log" | sed "s|$out/||"
  (cd "$run/corpus" && unzip -q "$out/fuzz_fragid_differential_seed_corpus.zip")
  local options=()
  while IFS= read -r line; do
    [[ $line =~ ^([a-z_]+)\ =\ (.*)$ ]] && options+=("-${BASH_REMATCH[1]}=${BASH_REMATCH[2]}")
  done <"$out/fuzz_fragid_differential.options"
  options=("${options[@]/#-dict=/-dict=$out/}")
  (cd "$run" && env -u FRAGID_SUITE -u FRAGID_DIFFERENTIAL_IMPL -u FRAGID_DIFFERENTIAL_MINIMISING timeout $((seconds + 300)) \
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
  echo "caught:"; grep -E '^    fragment:|FINDING|minimised' "$scratch/broken.log" | head -n 3
  # The printed case is the minimised input: at most 16 bytes (the spec, the selector, `char=0,0`, the entity).
  minimised=$(sed -n 's/.*minimised by libFuzzer.s -minimize_crash=1 from [0-9]* to \([0-9]*\) bytes.*/\1/p' "$scratch/broken.log" | head -n 1)
  if [[ -z $minimised || $minimised -gt 16 ]]; then
    grep -E 'minimis' "$scratch/broken.log" | head -n 3; echo "fuzz template: the finding was not minimised to 16 bytes or fewer"; status=1
  fi
else
  tail -n 20 "$scratch/broken.log"; echo "fuzz template: the broken adapter was NOT caught (exit $rc)"; status=1
fi
exit $status
