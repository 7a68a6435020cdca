#!/usr/bin/env bash
# Packages of fragid (issues 32 and 42): set-up, the release build of scripts/main.sh, then cpack.
#   bash scripts/package.sh deb       ->  build/packages/fragid_<version>_<arch>.deb
#   bash scripts/package.sh tgz       ->  build/packages/fragid-<version>-Linux.tar.gz (relocatable)
#   bash scripts/package.sh           ->  both
#   bash scripts/package.sh portable  ->  build/packages/fragid-<version>-x86_64-linux.tar.gz and its
#                                         .sha256: the release's portable program (scripts/portable_build.sh)
#   bash scripts/package.sh npm       ->  build/packages/fragid-<version>.tgz, the npm package (npm/,
#                                         staged by the build's fragid_npm target; needs emscripten)
# What goes in them and why: cmake/fragidPackaging.cmake, packaging/. The ctest
# package.deb_and_tgz unpacks both and runs the program from elsewhere.
set -euo pipefail
cd "$(dirname "$0")/.."
case ${1:-all} in
  deb) generators=DEB ;;
  tgz) generators=TGZ ;;
  all) generators="DEB;TGZ" ;;
  portable) bash scripts/setup.sh --minimal && exec bash scripts/portable_build.sh ;;
  npm) generators="" ;;
  -h | --help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "scripts/package.sh: deb, tgz, portable, npm or nothing (deb and tgz), not '$1'" >&2; exit 2 ;;
esac
bash scripts/setup.sh

cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DFRAGID_BUILD_TESTS=OFF >/dev/null
if [[ -z $generators ]]; then
  # npm/'s own packing: the build stages the package (the module, the suite bundle), npm packs it.
  cmake -S . -B build/release -DFRAGID_WASM=ON >/dev/null
  cmake --build build/release -j "$(nproc)" --target fragid_npm
  mkdir -p build/packages
  (cd build/release/npm && npm pack --pack-destination "$PWD/../../packages")
  exit 0
fi
cmake --build build/release -j "$(nproc)"
cpack --config build/release/CPackConfig.cmake -G "$generators" -B build/packages
rm -rf build/packages/_CPack_Packages  # cpack's staging trees
ls -l build/packages
