#!/bin/bash -eu
# The build of fragid's differential fuzzer pointed at YOUR implementation (issues 32 and 42), for
# OSS-Fuzz / ClusterFuzzLite: your .clusterfuzzlite/build.sh (fuzz/template/.clusterfuzzlite/build.sh)
# sets the variables below and runs this script from the fragid sources. It builds
# fuzz/differential.cpp with the builder's compiler, flags (OSS-Fuzz's CXXFLAGS have -stdlib=libc++)
# and $LIB_FUZZING_ENGINE, with your adapter command compiled in (ClusterFuzzLite runs the fuzzer
# with no environment of yours), and puts into $OUT:
#   $FRAGID_FUZZER                 the fuzzer (default fuzz_fragid_differential)
#   $FRAGID_FUZZER.options         its libFuzzer settings (fuzz/differential.options) and dictionary
#   ${FRAGID_FUZZER}_seed_corpus.zip  fragid's seed inputs (fuzz/corpus/differential)
#   fragid-suite/                  the suite's schemas, which the fuzzer validates answers with
#   adapter/                       your FRAGID_ADAPTER_FILES, copied
# A finding is minimised (libFuzzer's -minimize_crash=1, fuzz/minimise_finding.hpp), then printed as
# a ready-to-commit YAML vector with libFuzzer's crash input; ClusterFuzzLite reports both.
#
# The fuzzer runs where nothing of the build is installed, so it needs no shared library but the C
# library's (checked here, by scripts/portable_dependencies.sh): the C++ library (libc++ under
# OSS-Fuzz's flags, else libstdc++) and libgcc linked statically; OpenSSL's libcrypto.a; simdjson
# left out (fragid's slower UTF-8 loop); yaml-cpp, which Debian builds against libstdc++, built
# here from Debian 12's source package with the builder's own compiler and flags, static. The
# header-only libraries (PEGTL >= 3.2, which OSS-Fuzz's base image lacks; nlohmann-json, CLI11,
# valijson) are Debian 12's packages, unpacked, and so is RapidCheck's (librapidcheck-dev): fragid's
# build needs it found, but the fuzzer uses none of it (random_check's comparison is apart from its
# generated runs, random_run.cpp), so no object of its libstdc++ archive is linked: were one ever
# needed, the link under -stdlib=libc++ would fail on its std:: symbols, not pass silently. All are
# fetched by apt-get through scripts/debian_package.sh (checked against Debian's archive key; the
# image needs apt, dpkg-dev and debian-archive-keyring) into $FRAGID_DEPS_DIR, and built once.
#
# Variables (OSS-Fuzz's: SRC, OUT, WORK, CC, CXX, CFLAGS, CXXFLAGS, LIB_FUZZING_ENGINE):
#   FRAGID_ADAPTER_COMMAND  (required) the command that starts your adapter, run with /bin/sh -c; it
#                           finds what FRAGID_ADAPTER_FILES copied under "$FRAGID_FUZZ_DIR/adapter/"
#                           ($FRAGID_FUZZ_DIR: the fuzzer's own directory, set by the fuzzer)
#   FRAGID_ADAPTER_FILES    files and directories to copy into $OUT/adapter/ (space separated)
#   FRAGID_SOURCE           fragid's sources (default: the directory above this script's)
#   FRAGID_FUZZER           the fuzzer's name in $OUT (default fuzz_fragid_differential)
#   FRAGID_BUILD_DIR        the CMake build directory (default $WORK/fragid-differential, else /tmp/...)
#   FRAGID_DEPS_DIR         the libraries built and unpacked for it (default $FRAGID_BUILD_DIR-deps)
here=$(cd "$(dirname "$0")" && pwd)
source_dir=${FRAGID_SOURCE:-$(cd "$here/../.." && pwd)}
fuzzer=${FRAGID_FUZZER:-fuzz_fragid_differential}
build=${FRAGID_BUILD_DIR:-${WORK:-/tmp}/fragid-differential}
deps=${FRAGID_DEPS_DIR:-$build-deps}
: "${OUT:?OUT: where the fuzzer goes (OSS-Fuzz sets it)}"
: "${FRAGID_ADAPTER_COMMAND:?FRAGID_ADAPTER_COMMAND: the command that starts your adapter}"
: "${CC:=clang}" "${CXX:=clang++}" "${CFLAGS:=}" "${CXXFLAGS:=}" "${LIB_FUZZING_ENGINE:=-fsanitize=fuzzer}"
export CC CXX
jobs=$(nproc)

# The libraries: the builder's flags without the fuzzer's coverage (only fragid's code guides it).
library_cflags=${CFLAGS//-fsanitize=fuzzer-no-link/}
library_cxxflags=${CXXFLAGS//-fsanitize=fuzzer-no-link/}
stamp="$CC $CXX $library_cflags $library_cxxflags"
if [[ $(cat "$deps/built-with" 2>/dev/null) != "$stamp" ]]; then
  rm -rf "$deps/prefix" "$deps/headers" "$deps/builds"
  mkdir -p "$deps/headers"
  for package in tao-pegtl-dev nlohmann-json3-dev libcli11-dev libvalijson-dev librapidcheck-dev; do
    dpkg-deb -x "$(bash "$source_dir/scripts/debian_package.sh" download "$package" "$deps/debian")" "$deps/headers"
  done
  build_library() {  # PACKAGE CMAKE_OPTION...: Debian 12's source of PACKAGE, static, into $deps/prefix
    local package=$1 sources; shift
    sources=$(bash "$source_dir/scripts/debian_package.sh" source "$package" "$deps/debian")
    cmake -S "$sources" -B "$deps/builds/$package" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF \
      -DCMAKE_C_FLAGS="$library_cflags" -DCMAKE_CXX_FLAGS="$library_cxxflags" -DCMAKE_POSITION_INDEPENDENT_CODE=ON \
      -DCMAKE_INSTALL_PREFIX="$deps/prefix" -DCMAKE_INSTALL_LIBDIR=lib "$@" >/dev/null
    cmake --build "$deps/builds/$package" -j "$jobs" >/dev/null
    cmake --install "$deps/builds/$package" >/dev/null
  }
  build_library yaml-cpp -DYAML_BUILD_SHARED_LIBS=OFF -DYAML_CPP_BUILD_TESTS=OFF -DYAML_CPP_BUILD_TOOLS=OFF \
    -DYAML_CPP_BUILD_CONTRIB=OFF
  echo "$stamp" >"$deps/built-with"
fi

# The C++ library and libgcc statically. Debian's libc++.a leaves libc++abi out (its libc++.so is a
# linker script that adds it); OSS-Fuzz's has it inside: libc++abi.a is named where it exists.
static_runtime="-static-libstdc++ -static-libgcc"
if [[ " $CXXFLAGS " == *" -stdlib=libc++ "* ]]; then
  libcxxabi=$("$CXX" -print-file-name=libc++abi.a)
  [[ $libcxxabi == /* && -f $libcxxabi ]] && static_runtime+=" -Wl,--push-state,-Bstatic -lc++abi -Wl,--pop-state"
fi

cmake -S "$source_dir" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFRAGID_BUILD_TESTS=OFF -DFRAGID_WASM=OFF \
  -DFRAGID_BUILD_FUZZERS=ON -DFRAGID_OSS_FUZZ=ON -DFRAGID_DIFFERENTIAL_COMMAND="$FRAGID_ADAPTER_COMMAND" \
  -DCMAKE_PREFIX_PATH="$deps/prefix;$deps/headers/usr" -DOPENSSL_USE_STATIC_LIBS=TRUE \
  -Drapidcheck_DIR="$(dirname "$(find "$deps/headers" -name rapidcheckConfig.cmake | head -n 1)")" \
  -DCMAKE_DISABLE_FIND_PACKAGE_simdjson=ON -DCMAKE_EXE_LINKER_FLAGS="$static_runtime" >/dev/null
cmake --build "$build" -j "$jobs" --target fuzz_differential

mkdir -p "$OUT"
cp "$build/fuzz/fuzz_differential" "$OUT/$fuzzer"
# Where the fuzzer runs, nothing of this build is installed: the C library's objects only.
bash "$source_dir/scripts/portable_dependencies.sh" "$OUT/$fuzzer" 99
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
