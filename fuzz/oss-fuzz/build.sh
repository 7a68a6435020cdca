#!/bin/bash -eu
# OSS-Fuzz / ClusterFuzzLite build: every harness of fuzz/ into $OUT, with its
# dictionary and its seed corpus as <harness>_seed_corpus.zip. The compiler,
# sanitizer flags and $LIB_FUZZING_ENGINE come from the builder's environment.
cd "$SRC/fragid"
cmake -S . -B build-oss-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFRAGID_BUILD_TESTS=OFF \
  -DFRAGID_BUILD_FUZZERS=ON -DFRAGID_OSS_FUZZ=ON
cmake --build build-oss-fuzz -j "$(nproc)" --target \
  fuzz_grammar_rfc5147 fuzz_grammar_rfc7111 fuzz_grammar_wilde fuzz_resolve_text fuzz_resolve_csv \
  fuzz_resolve_wilde fuzz_protocol_messages fuzz_load_vectors fuzz_differential
for harness in build-oss-fuzz/fuzz/fuzz_*; do
  name=$(basename "$harness")
  cp "$harness" "$OUT/$name"
  (cd "fuzz/corpus/${name#fuzz_}" && zip -q -r "$OUT/${name}_seed_corpus.zip" .)
done
# The dictionaries, as fuzz.sh pairs them; the harnesses that read the suite
# (protocol_messages, load_vectors, differential) find it through FRAGID_SUITE.
for pair in grammar_rfc5147:rfc5147 resolve_text:rfc5147 differential:rfc5147 grammar_rfc7111:rfc7111 \
            resolve_csv:rfc7111 grammar_wilde:wilde resolve_wilde:wilde protocol_messages:protocol load_vectors:vectors; do
  cp "fuzz/${pair#*:}.dict" "$OUT/fuzz_${pair%%:*}.dict"
done
mkdir -p "$OUT/fragid-suite" && cp -r conformance/schema conformance/vectors conformance/requirements "$OUT/fragid-suite/"
