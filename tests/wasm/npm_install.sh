#!/bin/sh
# The npm package as a user gets it (issue 31): `npm pack` of the staged
# package gives fragid-VERSION.tgz; an empty project installs it with
# `npm install --offline` (no network); and npm/README.md's examples run there
# against the example implementation adapters/examples/node (its resolveCsv()
# as the README's ./my-csv.js): the first as a script, the node:test ones
# with `node --test`, which must pass. The differential example needs
# fast-check, taken from npm/node_modules (scripts/setup.sh); without it that
# example alone is left out, and said so.
#     sh npm_install.sh PACKAGE_DIR REPOSITORY WORK_DIR VERSION
set -eu
package=$1 root=$2 work=$3 version=$4
rm -rf "$work"
mkdir -p "$work/project"
(cd "$work" && npm pack "$package" --silent >/dev/null)
tarball="$work/fragid-$version.tgz"
[ -f "$tarball" ] || { echo "npm pack did not write fragid-$version.tgz: $(ls "$work")"; exit 1; }
cd "$work/project"
echo '{"name": "readme-examples", "private": true, "type": "module"}' > package.json
npm install --offline --no-audit --no-fund --loglevel=error "$tarball" >/dev/null
echo "export { resolveCsv } from '$root/adapters/examples/node/adapter.js';" > my-csv.js
# The README's ```js blocks, in order: the first, the node:test file, the differential test.
awk -v dir="$work/project" '
  /^```js$/ { n++; inside = 1; file = dir "/example-" n ".mjs"; next }
  /^```$/ { inside = 0; next }
  inside { print > file }' "$root/npm/README.md"
for n in 1 2 3; do [ -f "example-$n.mjs" ] || { echo "npm/README.md has no example $n"; exit 1; }; done
node example-1.mjs
node --test example-2.mjs > example-2.log 2>&1 || { tail -40 example-2.log; exit 1; }
grep '^# pass' example-2.log
if [ -d "$root/npm/node_modules/fast-check" ]; then
  mkdir -p node_modules
  ln -s "$root/npm/node_modules/fast-check" "$root/npm/node_modules/pure-rand" node_modules/
  node --test example-3.mjs > example-3.log 2>&1 || { tail -40 example-3.log; exit 1; }
  grep '^# pass' example-3.log
else
  echo "fast-check is not in npm/node_modules (scripts/setup.sh): the differential example was not run"
fi
echo "fragid-$version.tgz installed offline; the README's examples passed"
