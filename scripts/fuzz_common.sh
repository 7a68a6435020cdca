# What scripts/fuzz.sh and scripts/bench/fuzz_throughput.sh share, sourced by
# both: the clang (libFuzzer, ASan+UBSan) build of the harnesses, and each
# harness's libFuzzer flags as fuzz/<harness>.options gives them.

fuzz_repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# fuzz_harnesses: every harness, one a line (each is a fuzz/<harness>.options,
# as in fuzz/CMakeLists.txt and oss-fuzz/build.sh).
fuzz_harnesses() {
  local options
  for options in "$fuzz_repo"/fuzz/*.options; do basename "$options" .options; done
}

# fuzz_build BUILD_DIR TARGET...: configures BUILD_DIR for the fuzzers with
# clang and builds the targets (fuzz_<harness>, fragid), one job per core; fuzz_differential
# without a compiled-in adapter command (scripts/fuzz_template_check.sh may have left one).
fuzz_build() {
  local build=$1; shift
  CC=clang CXX=clang++ cmake -S "$fuzz_repo" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DFRAGID_BUILD_FUZZERS=ON -DFRAGID_BUILD_TESTS=OFF -DFRAGID_DIFFERENTIAL_COMMAND= >/dev/null &&
    cmake --build "$build" -j "$(nproc)" --target "$@"
}

# options_of HARNESS: the [libfuzzer] settings of fuzz/HARNESS.options as flags
# (-dict=<repo>/fuzz/rfc5147.dict -max_len=4096 ...), the way OSS-Fuzz applies them.
options_of() {
  local line key value section=
  while IFS= read -r line || [[ -n $line ]]; do
    if [[ $line =~ ^[[:space:]]*\[([a-z_]+)\][[:space:]]*$ ]]; then
      section=${BASH_REMATCH[1]}
    elif [[ $section == libfuzzer && $line =~ ^[[:space:]]*([a-z_]+)[[:space:]]*=[[:space:]]*(.*[^[:space:]])[[:space:]]*$ ]]; then
      key=${BASH_REMATCH[1]} value=${BASH_REMATCH[2]}
      [[ $key == dict ]] && value=$fuzz_repo/fuzz/$value
      printf '%s\n' "-$key=$value"
    fi
  done <"$fuzz_repo/fuzz/$1.options"
}
