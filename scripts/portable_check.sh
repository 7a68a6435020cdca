#!/usr/bin/env bash
# Runs the portable release archive (scripts/portable_build.sh) where nothing of its build is
# installed (issue 42 item 1): a minimal Debian 12 made with debootstrap (--variant=minbase, kept in
# build/portable-chroot/bookworm once made), from which the C++ runtime (libstdc++6, libgcc-s1) is
# removed too; no yaml-cpp, simdjson or OpenSSL library is in it. In that chroot the unpacked program
# runs `--version`, `check` (in process), `lint`, and `check --impl '<itself> adapter'` (the
# protocol, through /bin/sh), each of which must pass.
#   sudo bash scripts/portable_check.sh [ARCHIVE]   (default build/packages/fragid-<version>-x86_64-linux.tar.gz)
# Needs root (chroot, mounting /proc) and debootstrap; the first run downloads Debian 12's base
# system (about 3 minutes). Exit status: 0 passed; 1 a check failed; 77 skipped (not root, no
# debootstrap, Debian's archive out of reach), said on stderr.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
version=$(sed -n 's/^project(fragid VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
archive=${1:-build/packages/fragid-$version-x86_64-linux.tar.gz}
skip() { echo "portable_check.sh: SKIPPED: $1" >&2; exit 77; }
[[ -f $archive ]] || { echo "portable_check.sh: no $archive: make it with scripts/portable_build.sh" >&2; exit 1; }
[[ $(id -u) == 0 ]] || skip "chroot needs root"
command -v debootstrap >/dev/null || skip "debootstrap is not installed (apt-get install debootstrap)"

chroot_dir=$root/build/portable-chroot/bookworm
if [[ ! -e $chroot_dir/etc/debian_version ]]; then
  echo "== a minimal Debian 12 in $chroot_dir (debootstrap --variant=minbase)"
  rm -rf "$chroot_dir.tmp"
  mkdir -p "$(dirname "$chroot_dir")"
  debootstrap --variant=minbase bookworm "$chroot_dir.tmp" "${FRAGID_DEBIAN_MIRROR:-http://deb.debian.org/debian}" \
    >"$chroot_dir.log" 2>&1 || { tail -n 5 "$chroot_dir.log" >&2; skip "debootstrap failed (is Debian's archive reachable?)"; }
  mv "$chroot_dir.tmp" "$chroot_dir"
fi
# The C++ runtime goes (apt needs it; nothing run here does): what is left is the C library's.
chroot "$chroot_dir" dpkg --purge --force-depends --force-remove-essential --force-remove-protected apt libstdc++6 libgcc-s1 \
  >/dev/null 2>&1
leftovers=$(cd "$chroot_dir" && find usr/lib lib -name 'libstdc++.so*' -o -name 'libgcc_s.so*' -o -name 'libyaml-cpp*' \
  -o -name 'libsimdjson*' -o -name 'libcrypto.so*' -o -name 'libssl.so*' 2>/dev/null)
if [[ -n $leftovers ]]; then
  echo "portable_check.sh: the chroot still has libraries of the build:" $leftovers >&2
  exit 1
fi

work=$chroot_dir/opt/fragid-check
rm -rf "$work" && mkdir -p "$work"
tar -xzf "$archive" -C "$work" || exit 1
name=$(basename "$archive" .tar.gz)
fragid=/opt/fragid-check/$name/bin/fragid
mount -t proc proc "$chroot_dir/proc" || exit 1
trap 'umount "$chroot_dir/proc"' EXIT
echo "== in $(cat "$chroot_dir/etc/debian_version") ($(chroot "$chroot_dir" /usr/bin/ldd --version 2>/dev/null | head -n 1 || true)), without libstdc++, libgcc_s, yaml-cpp, simdjson, OpenSSL:"
status=0
run() {  # EXPECTED_REGEX COMMAND...: runs in the chroot, from /tmp; fails unless it exits 0 and prints EXPECTED_REGEX
  local expected=$1; shift
  echo "\$ $*"
  local out
  out=$(cd / && chroot "$chroot_dir" /bin/sh -c 'cd /tmp && exec "$@"' sh "$@" 2>&1)
  local rc=$?
  printf '%s\n' "$out" | tail -n 4
  if ((rc != 0)) || ! grep -Eq -- "$expected" <<<"$out"; then
    echo "FAILED (exit $rc; expected /$expected/)"
    status=1
  fi
}
run "^fragid $version, commit .*/opt/fragid-check/$name/share/fragid\)" "$fragid" --version
run "^[1-9][0-9]* passed, 0 failed, 0 errored, [0-9]+ skipped$" "$fragid" check --no-progress
run " 0 problems" "$fragid" lint
run "^[1-9][0-9]* passed, 0 failed, 0 errored, [0-9]+ skipped$" "$fragid" check --no-progress --impl "$fragid adapter"
run '"status": ?"ok"' "$fragid" resolve --json 'line=0,1' /etc/debian_version
((status == 0)) && echo "portable_check.sh: $name runs in a minimal Debian 12 with only the C library" ||
  echo "portable_check.sh: FAILED"
exit $status
