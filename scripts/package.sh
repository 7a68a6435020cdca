#!/usr/bin/env bash
# Packages of fragid (issue 32): set-up, the release build of scripts/main.sh, then cpack.
#   bash scripts/package.sh deb    ->  build/packages/fragid_<version>_<arch>.deb
#   bash scripts/package.sh tgz    ->  build/packages/fragid-<version>-Linux.tar.gz (relocatable)
#   bash scripts/package.sh        ->  both
# What goes in them and why: cmake/fragidPackaging.cmake, packaging/. The ctest
# package.deb_and_tgz unpacks both and runs the program from elsewhere.
set -euo pipefail
cd "$(dirname "$0")/.."
case ${1:-all} in
  deb) generators=DEB ;;
  tgz) generators=TGZ ;;
  all) generators="DEB;TGZ" ;;
  -h | --help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "scripts/package.sh: deb, tgz or nothing (both), not '$1'" >&2; exit 2 ;;
esac
bash scripts/setup.sh

cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DFRAGID_BUILD_TESTS=OFF >/dev/null
cmake --build build/release -j "$(nproc)"
cpack --config build/release/CPackConfig.cmake -G "$generators" -B build/packages
rm -rf build/packages/_CPack_Packages  # cpack's staging trees
ls -l build/packages
