#!/bin/bash -eu
# ClusterFuzzLite runs the same build as OSS-Fuzz.
exec "$SRC/fragid/fuzz/oss-fuzz/build.sh"
