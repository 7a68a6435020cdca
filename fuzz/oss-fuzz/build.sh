#!/bin/bash -eu
# OSS-Fuzz / ClusterFuzzLite build: every harness of fuzz/ into $OUT, with its
# options (fuzz/<harness>.options as $OUT/fuzz_<harness>.options), the
# dictionary those name, and its seed corpus (fuzz/corpus/<harness> and the past findings of
# fuzz/regressions/<harness>) as fuzz_<harness>_seed_corpus.zip.
# The compiler, sanitizer flags and $LIB_FUZZING_ENGINE come from the builder's environment.
cd "$SRC/fragid"
harnesses=()
for options in fuzz/*.options; do harnesses+=("$(basename "$options" .options)"); done
cmake -S . -B build-oss-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFRAGID_BUILD_TESTS=OFF \
  -DFRAGID_BUILD_FUZZERS=ON -DFRAGID_OSS_FUZZ=ON
cmake --build build-oss-fuzz -j "$(nproc)" --target "${harnesses[@]/#/fuzz_}"
for h in "${harnesses[@]}"; do
  cp "build-oss-fuzz/fuzz/fuzz_$h" "$OUT/fuzz_$h"
  cp "fuzz/$h.options" "$OUT/fuzz_$h.options"
  dict=$(sed -n 's/^[[:space:]]*dict[[:space:]]*=[[:space:]]*\([^[:space:]]*\).*/\1/p' "fuzz/$h.options")
  cp "fuzz/$dict" "$OUT/$dict"
  (cd "fuzz/corpus/$h" && zip -q -r "$OUT/fuzz_${h}_seed_corpus.zip" .)
  # Past findings start the fuzzing too (fuzz/regressions/README.md).
  if [ -d "fuzz/regressions/$h" ]; then (cd "fuzz/regressions/$h" && zip -q -r "$OUT/fuzz_${h}_seed_corpus.zip" .); fi
done
# The harnesses that read the suite's schemas (protocol_messages, load_vectors,
# differential) find it beside themselves as fragid-suite (fuzz/fuzz_support.hpp).
mkdir -p "$OUT/fragid-suite" && cp -r conformance/schema conformance/vectors conformance/requirements "$OUT/fragid-suite/"
