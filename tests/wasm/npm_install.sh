#!/bin/sh
# The npm package as a user gets it (issues 31, 40): `npm pack` of the staged
# package gives fragid-VERSION.tgz, which carries the MIT licence (LICENSE and
# package.json's "license") and the registry's metadata; an empty project
# made as `npm init -y` makes one ("type": "commonjs") installs it with `npm
# install --offline` (no network); there npm/README.md's examples run as
# written (extracted by their file names, readme_blocks.mjs) against the
# example implementation adapters/examples/node (its resolveCsv() as the
# README's ./my-csv.mjs): resolve.mjs as a script, the node:test ones with
# `node --test`, which must pass; and require('fragid') works, the CommonJS
# entry answering as the ES module does. The differential example needs
# fast-check, taken from npm/node_modules (scripts/setup.sh); without it that
# example alone is left out, and said so.
#     sh npm_install.sh PACKAGE_DIR REPOSITORY WORK_DIR VERSION
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/install_package.sh"
install_package "$1" "$3" "$4"
root=$2 version=$4
cd "$project"

# The tarball: the licence and the metadata a registry page shows.
tar -tzf "$tarball" > contents.txt
for file in package/LICENSE package/README.md package/index.mjs package/index.cjs package/index.d.ts package/index.d.cts \
            package/worker.mjs package/fragid-wasm.mjs package/fragid-wasm.cjs package/fragid-suite.json package/suite.d.ts; do
  grep -qx "$file" contents.txt || { echo "fragid-$version.tgz lacks $file"; cat contents.txt; exit 1; }
done
cmp -s node_modules/fragid/LICENSE "$root/LICENSE" || { echo "the package's LICENSE is not the repository's"; exit 1; }
node -e '
  const p = require("fragid/package.json");
  const missing = ["license", "repository", "homepage", "keywords", "files", "engines"].filter((k) => !p[k]);
  if (p.license !== "MIT" || missing.length) { console.log("package.json: license " + p.license + ", missing " + missing); process.exit(1); }'

node "$here/readme_blocks.mjs" "$root/npm/README.md" . > blocks.txt
for name in resolve.mjs my-csv.test.mjs differential.test.mjs; do
  grep -qx "$name" blocks.txt || { echo "npm/README.md has no block named $name"; exit 1; }
done
echo "export { resolveCsv } from '$root/adapters/examples/node/adapter.js';" > my-csv.mjs
node resolve.mjs > resolve.log
cat resolve.log
grep -q "^ok \[ 2, 4 \]$" resolve.log || { echo "resolve.mjs did not print what the README says"; exit 1; }
node --test my-csv.test.mjs > my-csv.log 2>&1 || { tail -40 my-csv.log; exit 1; }
grep '^# pass' my-csv.log

# CommonJS: require('fragid') and require('fragid/suite.json'), answering as the ES module.
node -e '
  const { createFragid, FragidError } = require("fragid");
  const suite = require("fragid/suite.json");
  createFragid().then(async (fragid) => {
    const { createFragid: esm } = await import("fragid");
    const same = JSON.stringify(fragid.resolve("line=1,2", "a\nb\n")) === JSON.stringify((await esm()).resolve("line=1,2", "a\nb\n"));
    let refused = false;
    try { fragid.resolve("char=1", "x", { charSet: "UTF-8" }); } catch (e) { refused = e instanceof FragidError && e.code === "usage"; }
    if (!same || !refused || suite.cases.length === 0) { console.log("require(fragid):", { same, refused }); process.exit(1); }
    console.log("require(\"fragid\"): " + suite.cases.length + " cases; answers as import(\"fragid\") does");
  });'

if [ -d "$root/npm/node_modules/fast-check" ]; then
  ln -s "$root/npm/node_modules/fast-check" "$root/npm/node_modules/pure-rand" node_modules/
  node --test differential.test.mjs > differential.log 2>&1 || { tail -40 differential.log; exit 1; }
  grep '^# pass' differential.log
else
  echo "fast-check is not in npm/node_modules (scripts/setup.sh): the differential example was not run"
fi
echo "fragid-$version.tgz installed offline; the README's examples passed"
