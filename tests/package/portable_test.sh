#!/usr/bin/env bash
# ctests portable.rejects_shared and portable.archive (issue 42 item 1).
#   portable_test.sh shared PROGRAM SOURCE_DIR
#       scripts/portable_dependencies.sh must refuse PROGRAM, a normal build's fragid, naming the
#       shared libraries it needs that are not the C library's (yaml-cpp, libstdc++).
#   portable_test.sh archive ARCHIVE SOURCE_DIR VERSION
#       the portable archive (scripts/portable_build.sh; skipped, 77, until it has been made):
#       its .sha256 matches; unpacked into an empty directory it holds bin/fragid, the suite,
#       LICENSE and no lib/ or include/; the program needs only the C library and no symbol newer
#       than GLIBC_2.35; run from another directory with FRAGID_SUITE unset, --version names the
#       unpacked suite, check and check --impl '<it> adapter' pass, lint finds no problem.
#       scripts/portable_check.sh runs the same in a minimal Debian 12 chroot (root).
set -uo pipefail
mode=$1
failures=0
check() {  # DESCRIPTION CONDITION...
  local what=$1; shift
  if "$@"; then echo "ok: $what"; else echo "FAILED: $what"; failures=$((failures + 1)); fi
}
case $mode in
  shared)
    program=$2 source=$3
    out=$(bash "$source/scripts/portable_dependencies.sh" "$program" 2>&1)
    rc=$?
    echo "$out"
    check "a normal build's fragid is refused (exit $rc)" test "$rc" = 1
    check "its yaml-cpp is named" grep -q "needs libyaml-cpp" <<<"$out"
    check "its libstdc++ is named" grep -q "needs libstdc++" <<<"$out"
    ;;
  archive)
    archive=$2 source=$3 version=$4
    if [[ ! -f $archive ]]; then
      echo "SKIPPED: no $archive: make it with scripts/portable_build.sh (minutes), then run ctest -L portable"
      exit 77
    fi
    name=$(basename "$archive" .tar.gz)
    check "the name is fragid-$version-x86_64-linux.tar.gz" test "$name" = "fragid-$version-x86_64-linux"
    check "its .sha256 matches" bash -c 'cd "$(dirname "$0")" && sha256sum --quiet -c "$(basename "$0").sha256"' "$archive"
    scratch=$(mktemp -d "${TMPDIR:-/tmp}/fragid-portable-XXXXXX")
    trap 'rm -rf "$scratch"' EXIT
    mkdir -p "$scratch/unpacked" "$scratch/work"
    tar -xzf "$archive" -C "$scratch/unpacked"
    root=$scratch/unpacked/$name
    for file in bin/fragid LICENSE share/fragid/suite.json share/fragid/vectors share/man/man1/fragid.1; do
      check "holds $file" test -e "$root/$file"
    done
    check "holds no lib/ or include/" test ! -e "$root/lib" -a ! -e "$root/include"
    check "LICENSE is the MIT licence" grep -q "MIT License" "$root/LICENSE"
    bash "$source/scripts/portable_dependencies.sh" "$root/bin/fragid"
    check "only the C library, no symbol newer than GLIBC_2.35" test $? = 0
    run() {  # EXPECTED_REGEX COMMAND...: from $scratch/work, without FRAGID_SUITE and FRAGID_SPECS
      local expected=$1 out rc=0; shift
      out=$(cd "$scratch/work" && env -u FRAGID_SUITE -u FRAGID_SPECS "$@" 2>&1) || rc=$?
      check "$(basename "$1") ${*:2:3}: exit 0 and /$expected/" test "$rc" = 0 -a -n "$(grep -E -- "$expected" <<<"$out")"
      ((rc == 0)) || tail -n 5 <<<"$out"
    }
    run "^fragid $version, commit .*$root/share/fragid\)" "$root/bin/fragid" --version
    run "^[1-9][0-9]* passed, 0 failed, 0 errored, [0-9]+ skipped$" "$root/bin/fragid" check --no-progress
    run " 0 problems" "$root/bin/fragid" lint
    run "^[1-9][0-9]* passed, 0 failed, 0 errored, [0-9]+ skipped$" "$root/bin/fragid" check --no-progress --tag example --impl "$root/bin/fragid adapter"
    ;;
  *) echo "portable_test.sh: shared or archive, not '$mode'" >&2; exit 2 ;;
esac
echo "$failures failures"
((failures == 0))
