#!/bin/sh
# The README's test loop cannot lie (issue 40): npm/README.md's my-csv.test.mjs,
# extracted from the README and run as written with `node --test` in a project
# that installed the packed package, must pass with the reference as its
# ./my-csv.mjs (readme/reference.mjs) and FAIL with each wrong implementation:
# readme/wrong-shape.mjs (every answer `errored`, which a loop asserting only
# "not failed" passed) and readme/off-by-one.mjs (`failed`). A skipped case's
# test says why it was skipped.
#     sh readme_loop.sh PACKAGE_DIR REPOSITORY WORK_DIR VERSION
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/install_package.sh"
install_package "$1" "$3" "$4"
root=$2
cd "$project"
node "$here/readme_blocks.mjs" "$root/npm/README.md" . > blocks.txt
grep -qx 'my-csv.test.mjs' blocks.txt || { echo "npm/README.md has no block named my-csv.test.mjs"; exit 1; }

# run IMPLEMENTATION: the loop with readme/IMPLEMENTATION.mjs as ./my-csv.mjs; its TAP in IMPLEMENTATION.tap.
run() {
  cp "$here/readme/$1.mjs" my-csv.mjs
  node --test --test-reporter=tap my-csv.test.mjs > "$1.tap" 2>&1
}
count() { sed -n "s/^# $1 \([0-9]*\)$/\1/p" "$2"; }

run reference || { echo "the loop failed with the reference:"; grep -B2 -A12 '^not ok' reference.tap | head -60; exit 1; }
passed=$(count pass reference.tap) skipped=$(count skipped reference.tap)
[ "${passed:-0}" -gt 0 ] || { echo "the loop passed no case with the reference"; tail -20 reference.tap; exit 1; }
[ "${skipped:-0}" -gt 0 ] || { echo "the loop skipped no case: the README's supports rules none out"; exit 1; }
# node:test writes a skip's reason after "# SKIP": the field of supports that rules the case out.
if ! grep -q '# SKIP supports\.' reference.tap; then
  echo "a skipped case does not say why:"; grep -m3 '# SKIP' reference.tap; exit 1
fi
echo "the reference: $passed passed, $skipped skipped (each with its reason), 0 failed"

for wrong in wrong-shape off-by-one; do
  if run "$wrong"; then
    echo "the README's loop PASSED the deliberately wrong readme/$wrong.mjs: it lies"
    exit 1
  fi
  failed=$(count fail "$wrong.tap")
  verdict=$([ "$wrong" = wrong-shape ] && echo errored || echo failed)
  grep -q "$verdict: " "$wrong.tap" || { echo "$wrong: no test says '$verdict'"; grep -m5 -A8 '^not ok' "$wrong.tap"; exit 1; }
  echo "readme/$wrong.mjs: the loop fails, $failed cases $verdict"
done
