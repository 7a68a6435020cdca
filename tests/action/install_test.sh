#!/usr/bin/env bash
# ctest action.install (issue 42 item 3): the Action's `version:` path (scripts/action_install.sh)
# against a release on disk made from this build: the build's install tree in the portable
# archive's layout (fragid-<version>-x86_64-linux/bin, share, LICENSE), packed with its .sha256
# beside it, served as a file:// URL. The install downloads and checks it, unpacks it into its
# cache directory and names the program in GITHUB_ENV and GITHUB_PATH; a second install takes it
# from the cache; an archive that does not match its .sha256 is refused; without a repository or a
# URL the install says what to set; the repository is read from where GitHub puts an action, and
# the URL made from it (a curl on PATH that records its arguments stands in for the network). The
# installed program then runs scripts/action.sh against the example adapter. Also: the source
# build's set-up installs only what the program needs (scripts/setup.sh --minimal).
#   install_test.sh FRAGID_BUILD_DIR SOURCE_DIR VERSION
set -uo pipefail
binary=$1 source=$2 version=$3
scratch=$(mktemp -d "${TMPDIR:-/tmp}/fragid-install-XXXXXX")
trap 'rm -rf "$scratch"' EXIT
failures=0
check() {  # DESCRIPTION CONDITION...
  local what=$1; shift
  if "$@"; then echo "ok: $what"; else echo "FAILED: $what"; failures=$((failures + 1)); fi
}
contains() { grep -qF -- "$2" "$1"; }

# The release: this build installed, in the portable layout.
name=fragid-$version-x86_64-linux
release=$scratch/release
mkdir -p "$release" "$scratch/stage"
if ! cmake --install "$binary" --prefix "$scratch/stage/$name" >"$scratch/install.log" 2>&1; then
  cat "$scratch/install.log"; echo "FAILED: cmake --install of the build"; exit 1
fi
rm -rf "$scratch/stage/$name/lib" "$scratch/stage/$name/include"
cp "$source/LICENSE" "$scratch/stage/$name/"
tar -C "$scratch/stage" -czf "$release/$name.tar.gz" "$name"
(cd "$release" && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")

# install RUN EXPECTED_EXIT VAR=VALUE...: scripts/action_install.sh with GitHub's files in $scratch/NAME.
install() {
  local name=$1 run=$scratch/$1 expected=$2 rc=0; shift 2
  mkdir -p "$run"
  : >"$run/env"; : >"$run/path"
  env GITHUB_ENV="$run/env" GITHUB_PATH="$run/path" RUNNER_TEMP="$run" FRAGID_VERSION="$version" \
    FRAGID_INSTALL_DIR="$scratch/cache/fragid" "$@" bash "$source/scripts/action_install.sh" >"$run/log" 2>&1 || rc=$?
  check "$name: exit $expected (was $rc)" test "$rc" = "$expected"
  ((rc == expected)) || cat "$run/log"
}
url=file://$release
install first 0 FRAGID_RELEASE_URL="$url"
check "first: the program is in GITHUB_ENV" contains "$scratch/first/env" "FRAGID=$scratch/cache/fragid/bin/fragid"
check "first: its directory is in GITHUB_PATH" contains "$scratch/first/path" "$scratch/cache/fragid/bin"
check "first: checked and unpacked" contains "$scratch/first/log" "$name.tar.gz (SHA-256 $(cut -d' ' -f1 "$release/$name.tar.gz.sha256")) into"
check "first: --version names the unpacked suite" contains "$scratch/first/log" "$scratch/cache/fragid/share/fragid)"
check "first: LICENSE beside the program" test -f "$scratch/cache/fragid/LICENSE"
install cached 0 FRAGID_RELEASE_URL="$url"
check "cached: from the cache, not downloaded" contains "$scratch/cached/log" "$name.tar.gz from the cache"

# A release whose archive was changed after its checksum: refused, the cache left alone.
mkdir -p "$scratch/tampered-release"
cp "$release/$name.tar.gz.sha256" "$scratch/tampered-release/"
{ cat "$release/$name.tar.gz"; printf 'x'; } >"$scratch/tampered-release/$name.tar.gz"
rm -rf "$scratch/cache"
install tampered 1 FRAGID_RELEASE_URL="file://$scratch/tampered-release"
check "tampered: the SHA-256 is named" contains "$scratch/tampered/log" "but the release says"
check "tampered: nothing installed" test ! -e "$scratch/cache/fragid/bin/fragid"

install no_release 2
check "no_release: says what to set" contains "$scratch/no_release/log" "set 'repository' (OWNER/fragid) or 'release-url'"
install bad_version 2 FRAGID_VERSION='1.0; rm -rf /'
# Where GitHub puts an action (.../_actions/OWNER/NAME/REF): the release's URL is made from it.
mkdir -p "$scratch/fake-bin"
printf '#!/bin/sh\necho "$@" >>"%s/curl-args"\nexit 22\n' "$scratch" >"$scratch/fake-bin/curl"
chmod +x "$scratch/fake-bin/curl"
install from_action_path 1 PATH="$scratch/fake-bin:$PATH" FRAGID_ACTION_PATH=/home/runner/work/_actions/acme/fragid/v$version
check "from_action_path: the URL of acme/fragid's release" \
  contains "$scratch/curl-args" "https://github.com/acme/fragid/releases/download/v$version/$name.tar.gz.sha256"

# The installed release runs the Action's check against the example adapter.
install for_action 0 FRAGID_RELEASE_URL="$url"
mkdir -p "$scratch/action"
rc=0
(cd "$scratch/action" && env -u FRAGID_SUITE FRAGID="$scratch/cache/fragid/bin/fragid" GITHUB_OUTPUT="$scratch/action/out" \
   FRAGID_ADAPTER="python3 $source/adapters/examples/python/adapter.py" FRAGID_IDS='rfc5147-example-*' \
   bash "$source/scripts/action.sh" >"$scratch/action/log" 2>&1) || rc=$?
check "the installed release runs scripts/action.sh (exit $rc)" test "$rc" = 0
((rc == 0)) || tail -n 20 "$scratch/action/log"

# The source build's set-up: only what the program needs.
minimal=$(bash "$source/scripts/setup.sh" --minimal --list)
for package in chromium emscripten lintian npm nodejs clang; do
  check "setup.sh --minimal leaves out $package" test -z "$(grep -x "$package" <<<"$minimal")"
done
check "setup.sh --minimal has the libraries" test -n "$(grep -x libyaml-cpp-dev <<<"$minimal")"

echo "$failures failures"
((failures == 0))
