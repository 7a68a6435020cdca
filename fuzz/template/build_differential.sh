#!/bin/bash -eu
# The build of fragid's differential fuzzer pointed at YOUR implementation (issue 32 item 3), for
# OSS-Fuzz / ClusterFuzzLite: your .clusterfuzzlite/build.sh (fuzz/template/.clusterfuzzlite/build.sh)
# sets the variables below and runs this script from the fragid sources. It builds
# fuzz/differential.cpp with the builder's compiler, sanitizer flags and $LIB_FUZZING_ENGINE, with
# your adapter command compiled in (ClusterFuzzLite runs the fuzzer with no environment of yours),
# and puts into $OUT:
#   $FRAGID_FUZZER                 the fuzzer (default fuzz_fragid_differential)
#   $FRAGID_FUZZER.options         its libFuzzer settings (fuzz/differential.options) and dictionary
#   ${FRAGID_FUZZER}_seed_corpus.zip  fragid's seed inputs (fuzz/corpus/differential)
#   fragid-suite/                  the suite's schemas, which the fuzzer validates answers with
#   adapter/                       your FRAGID_ADAPTER_FILES, copied
# A finding stops the fuzzer with the case printed as a ready-to-commit YAML vector (fragid's
# vector writer) and libFuzzer's crash input; ClusterFuzzLite reports both on the pull request.
#
# Variables (OSS-Fuzz's: SRC, OUT, CC, CXX, CFLAGS, CXXFLAGS, LIB_FUZZING_ENGINE):
#   FRAGID_ADAPTER_COMMAND  (required) the command that starts your adapter, run with /bin/sh -c; it
#                           finds what FRAGID_ADAPTER_FILES copied under "$FRAGID_FUZZ_DIR/adapter/"
#                           ($FRAGID_FUZZ_DIR: the fuzzer's own directory, set by the fuzzer)
#   FRAGID_ADAPTER_FILES    files and directories to copy into $OUT/adapter/ (space separated)
#   FRAGID_SOURCE           fragid's sources (default: the directory above this script's)
#   FRAGID_FUZZER           the fuzzer's name in $OUT (default fuzz_fragid_differential)
#   FRAGID_BUILD_DIR        the CMake build directory (default $WORK/fragid-differential, else /tmp/...)
#   FRAGID_OSS_FUZZ         ON (default): the flags come from OSS-Fuzz's variables; OFF: fragid's own
#                           clang flags (scripts/fuzz_template_check.sh reuses build/fuzz that way)
here=$(cd "$(dirname "$0")" && pwd)
source_dir=${FRAGID_SOURCE:-$(cd "$here/../.." && pwd)}
fuzzer=${FRAGID_FUZZER:-fuzz_fragid_differential}
build=${FRAGID_BUILD_DIR:-${WORK:-/tmp}/fragid-differential}
: "${OUT:?OUT: where the fuzzer goes (OSS-Fuzz sets it)}"
: "${FRAGID_ADAPTER_COMMAND:?FRAGID_ADAPTER_COMMAND: the command that starts your adapter}"

cmake -S "$source_dir" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFRAGID_BUILD_TESTS=OFF \
  -DFRAGID_BUILD_FUZZERS=ON -DFRAGID_OSS_FUZZ="${FRAGID_OSS_FUZZ:-ON}" -DFRAGID_DIFFERENTIAL_COMMAND="$FRAGID_ADAPTER_COMMAND" >/dev/null
cmake --build "$build" -j "$(nproc)" --target fuzz_differential

mkdir -p "$OUT"
cp "$build/fuzz/fuzz_differential" "$OUT/$fuzzer"
cp "$source_dir/fuzz/differential.options" "$OUT/$fuzzer.options"
dict=$(sed -n 's/^[[:space:]]*dict[[:space:]]*=[[:space:]]*\([^[:space:]]*\).*/\1/p' "$source_dir/fuzz/differential.options")
cp "$source_dir/fuzz/$dict" "$OUT/$dict"
rm -f "$OUT/${fuzzer}_seed_corpus.zip"
(cd "$source_dir/fuzz/corpus/differential" && zip -q -r "$OUT/${fuzzer}_seed_corpus.zip" .)
rm -rf "$OUT/fragid-suite" && mkdir -p "$OUT/fragid-suite"
cp -r "$source_dir/conformance/schema" "$OUT/fragid-suite/"
rm -rf "$OUT/adapter" && mkdir -p "$OUT/adapter"
for file in ${FRAGID_ADAPTER_FILES:-}; do cp -r "$file" "$OUT/adapter/"; done
echo "fragid: $OUT/$fuzzer fuzzes: $FRAGID_ADAPTER_COMMAND"
