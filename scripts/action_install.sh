#!/usr/bin/env bash
# How the GitHub Action (action.yml, issue 42 item 3) gets a fragid program, into a directory that
# the action caches between runs, without root, sudo or gh:
#  - a release (FRAGID_VERSION): the portable archive fragid-<version>-x86_64-linux.tar.gz (any
#    x86-64 Linux with glibc >= 2.35; scripts/portable_build.sh makes it) downloaded by URL with its
#    .sha256 beside it, checked, and unpacked;
#  - else built from the action's own sources (FRAGID_ACTION_PATH) with only the packages the
#    program needs (scripts/setup.sh --minimal; apt-get needs root, or sudo where there is one)
#    and installed there without the CMake package.
# Either way DIR/bin/fragid finds its suite in DIR/share/fragid. A DIR the cache restored is used as
# it is: for a release when its .sha256 is the release's, for a source build always (the cache key
# is the sources' hash).
#
# The settings come from the environment (action.yml maps its inputs onto them):
#   FRAGID_VERSION        a release, e.g. 0.1.0 (empty: build from the sources)
#   FRAGID_RELEASE_URL    where the release's files are (https://..., file:///...); default
#                         https://github.com/<FRAGID_REPOSITORY>/releases/download/v<FRAGID_VERSION>
#   FRAGID_REPOSITORY     OWNER/NAME of the fragid repository (default: read from FRAGID_ACTION_PATH,
#                         .../_actions/OWNER/NAME/REF, since a composite action is not told its own)
#   FRAGID_ACTION_PATH    the action's sources (the source build)
#   FRAGID_INSTALL_DIR    DIR (default $RUNNER_TOOL_CACHE/fragid/<version or "source">)
#   GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT   as GitHub sets them (unset: not written)
# Prints DIR/bin/fragid's --version; sets FRAGID=DIR/bin/fragid in GITHUB_ENV and DIR/bin in GITHUB_PATH.
# Exit status: 0 installed; 1 a download, checksum or build failed; 2 a setting is wrong.
set -euo pipefail
version=${FRAGID_VERSION:-}
fail() { echo "fragid install: $2" >&2; exit "$1"; }
[[ -z $version || $version =~ ^[0-9]+\.[0-9]+\.[0-9]+([.+~-][0-9A-Za-z.+~-]*)?$ ]] ||
  fail 2 "'version' must be a release such as 0.1.0, not '$version'"
dir=${FRAGID_INSTALL_DIR:-${RUNNER_TOOL_CACHE:-${RUNNER_TEMP:-/tmp}}/fragid/${version:-source}}

fetch() {  # URL FILE: curl, else wget (a bare debian:12 container has neither: apt-get, as root)
  if ! command -v curl >/dev/null && ! command -v wget >/dev/null; then
    if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends curl ca-certificates >/dev/null
    else
      fail 1 "neither curl nor wget is installed, and they cannot be installed here (not root)"
    fi
  fi
  if command -v curl >/dev/null; then
    curl --fail --silent --show-error --location --retry 3 --connect-timeout 30 --output "$2" "$1"
  elif [[ $1 == file://* ]]; then
    cp "${1#file://}" "$2"  # wget has no file://
  else
    wget --quiet --tries=3 --output-document="$2" "$1"
  fi
}

install_release() {
  [[ $(uname -m) == x86_64 ]] || fail 1 "the release's portable program is for x86-64 Linux, not $(uname -m): leave 'version' empty to build fragid"
  local url=${FRAGID_RELEASE_URL:-} repository=${FRAGID_REPOSITORY:-}
  if [[ -z $url ]]; then
    if [[ -z $repository && ${FRAGID_ACTION_PATH:-} =~ /_actions/([^/]+)/([^/]+)/[^/]+/?$ ]]; then
      repository=${BASH_REMATCH[1]}/${BASH_REMATCH[2]}
    fi
    [[ $repository =~ ^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$ ]] ||
      fail 2 "no release to download: set 'repository' (OWNER/fragid) or 'release-url'"
    url=https://github.com/$repository/releases/download/v$version
  fi
  local archive=fragid-$version-x86_64-linux.tar.gz
  scratch=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/fragid-install-XXXXXX")
  trap 'rm -rf "$scratch"' EXIT
  echo "fragid install: $archive from ${url%/}/"
  fetch "${url%/}/$archive.sha256" "$scratch/$archive.sha256" || fail 1 "cannot download ${url%/}/$archive.sha256"
  local expected
  expected=$(awk 'NR == 1 {print $1}' "$scratch/$archive.sha256")
  [[ $expected =~ ^[0-9a-f]{64}$ ]] || fail 1 "${url%/}/$archive.sha256 holds no SHA-256"
  if [[ -x $dir/bin/fragid && $(cat "$dir/.archive-sha256" 2>/dev/null) == "$expected" ]]; then
    echo "fragid install: $archive from the cache ($dir)"
    return
  fi
  fetch "${url%/}/$archive" "$scratch/$archive" || fail 1 "cannot download ${url%/}/$archive"
  local actual
  actual=$(sha256sum "$scratch/$archive" | awk '{print $1}')
  [[ $actual == "$expected" ]] || fail 1 "$archive: SHA-256 $actual, but the release says $expected: not installed"
  rm -rf "$dir" && mkdir -p "$dir"
  tar -xzf "$scratch/$archive" -C "$dir" --strip-components=1 || fail 1 "cannot unpack $archive"
  echo "$expected" >"$dir/.archive-sha256"
  echo "fragid install: $archive (SHA-256 $expected) into $dir"
}

install_from_sources() {
  local source=${FRAGID_ACTION_PATH:-}
  [[ -f $source/CMakeLists.txt ]] || fail 2 "no fragid sources at FRAGID_ACTION_PATH='$source'"
  if [[ -x $dir/bin/fragid ]]; then
    echo "fragid install: built from the sources, from the cache ($dir)"
    return
  fi
  local sudo=
  [[ $(id -u) == 0 ]] || sudo=sudo
  $sudo bash "$source/scripts/setup.sh" --minimal || fail 1 "the packages fragid builds with could not be installed"
  local build=${RUNNER_TEMP:-${TMPDIR:-/tmp}}/fragid-build
  cmake -S "$source" -B "$build" -DCMAKE_BUILD_TYPE=Release -DFRAGID_BUILD_TESTS=OFF -DFRAGID_WASM=OFF \
    -DFRAGID_SPECS_DIR= >/dev/null || fail 1 "cmake could not configure the sources"
  cmake --build "$build" -j "$(nproc)" || fail 1 "the build failed"
  rm -rf "$dir"
  cmake --install "$build" --prefix "$dir" >/dev/null || fail 1 "cmake --install failed"
  rm -rf "$dir/lib" "$dir/include"  # the CMake package: not what the action runs
}

if [[ -n $version ]]; then install_release; else install_from_sources; fi
"$dir/bin/fragid" --version || fail 1 "$dir/bin/fragid does not run here"
[[ -n ${GITHUB_ENV:-} ]] && echo "FRAGID=$dir/bin/fragid" >>"$GITHUB_ENV"
[[ -n ${GITHUB_PATH:-} ]] && echo "$dir/bin" >>"$GITHUB_PATH"
[[ -n ${GITHUB_OUTPUT:-} ]] && echo "fragid=$dir/bin/fragid" >>"$GITHUB_OUTPUT"
exit 0
