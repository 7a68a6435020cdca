#!/usr/bin/env bash
# The portable release archive (issue 42 item 1):
#   build/packages/fragid-<version>-x86_64-linux.tar.gz       the program, the suite, the docs, LICENSE
#   build/packages/fragid-<version>-x86_64-linux.tar.gz.sha256 its SHA-256 (sha256sum's format)
# for any x86-64 Linux with glibc >= 2.35 (Ubuntu 22.04 and 24.04, Debian 12, current Fedora) with
# nothing else installed: every library but the C library's is linked statically
# (cmake/fragidPortable.cmake says how); simdjson's static archive is built first, from Debian's
# source package (scripts/debian_package.sh), into build/portable/deps. The program is checked
# with scripts/portable_dependencies.sh before it is packed; scripts/portable_check.sh runs the
# archive in a minimal Debian 12 chroot. Heavy (a Release build of its own, in build/portable;
# ccache shares the plain build's objects only where the flags agree): minutes.
#   bash scripts/portable_build.sh        (or: bash scripts/package.sh portable)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
case ${1:-} in
  -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  "") ;;
  *) echo "scripts/portable_build.sh takes no argument, not '$1'" >&2; exit 2 ;;
esac
[[ $(uname -m) == x86_64 ]] || { echo "portable_build.sh: builds the x86-64 archive, on x86-64 only" >&2; exit 2; }
work=$root/build/portable
deps=$work/deps
jobs=$(nproc)

# 1. simdjson as a static archive, from Debian's source of the version Debian 12 ships.
if [[ ! -e $deps/lib/libsimdjson.a ]]; then
  source_dir=$(bash scripts/debian_package.sh source simdjson "$work/debian")
  cmake -S "$source_dir" -B "$work/simdjson" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF \
    -DSIMDJSON_DEVELOPER_MODE=OFF -DCMAKE_INSTALL_PREFIX="$deps" -DCMAKE_INSTALL_LIBDIR=lib >/dev/null
  cmake --build "$work/simdjson" -j "$jobs"
  cmake --install "$work/simdjson" >/dev/null
fi

# 2. fragid, portable, Release as scripts/main.sh builds it; no tests, no WebAssembly, and no
#    specifications' texts (not fragid's to redistribute: lint says "quotes NOT checked").
cmake -S . -B "$work/fragid" -DCMAKE_BUILD_TYPE=Release -DFRAGID_BUILD_TESTS=OFF -DFRAGID_PORTABLE=ON \
  -DFRAGID_WASM=OFF -DFRAGID_SPECS_DIR= -DCMAKE_PREFIX_PATH="$deps" >/dev/null
cmake --build "$work/fragid" -j "$jobs"
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$work/fragid/CMakeCache.txt")
name=fragid-$version-x86_64-linux

# 3. The archive's tree: what `cmake --install` puts under bin/ and share/ (the program finds its
#    suite at <bin>/../share/fragid wherever it is unpacked), without the CMake package's static
#    libraries and headers (lib/, include/: the .deb's business), the program stripped, LICENSE on top.
stage=$work/stage
rm -rf "$stage" && mkdir -p "$stage"
cmake --install "$work/fragid" --prefix "$stage/$name" >/dev/null
rm -rf "$stage/$name/lib" "$stage/$name/include"
strip "$stage/$name/bin/fragid"
cp LICENSE "$stage/$name/LICENSE"
bash scripts/portable_dependencies.sh "$stage/$name/bin/fragid"

# 4. Packed the same way every time: sorted, no owner, the commit's time on every file.
mkdir -p build/packages
epoch=$(git log -1 --format=%ct 2>/dev/null || date +%s)
archive=build/packages/$name.tar.gz
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C "$stage" -cf - "$name" | gzip -9n >"$archive"
(cd build/packages && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")
cat "$archive.sha256"
ls -l "$archive"
