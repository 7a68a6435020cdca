#!/bin/bash -eu
# Your part of the template: which adapter the fuzzer runs. Copy this file to .clusterfuzzlite/build.sh.
# FRAGID_ADAPTER_FILES are copied beside the fuzzer, into $OUT/adapter/, where the command finds
# them as "$FRAGID_FUZZ_DIR/adapter/..." (the fuzzer runs from $OUT, with no environment of yours).
export FRAGID_ADAPTER_FILES="$SRC/project/tests/fragid_adapter.py"
export FRAGID_ADAPTER_COMMAND='python3 "$FRAGID_FUZZ_DIR/adapter/fragid_adapter.py"'
exec "$SRC/fragid/fuzz/template/build_differential.sh"
