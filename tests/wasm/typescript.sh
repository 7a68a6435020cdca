#!/bin/sh
# The package's types as a TypeScript user meets them (issue 40): in a project
# that installed the packed package, TypeScript (from npm/node_modules, the
# package's devDependency) checks under --strict, with checkJs, the README's
# examples as written (every ```js block named with its file, extracted from
# npm/README.md), with typescript/my-csv.d.mts typing the README's ./my-csv.mjs;
# typescript/shapes.mts, every result shape narrowed and the suite's spec names
# as a union; and typescript/commonjs.cts, the CommonJS entry's types. No
# example may cast (JSDoc's `/** @type {T} */ (expression)`, JavaScript's only cast).
#     sh typescript.sh PACKAGE_DIR REPOSITORY WORK_DIR VERSION
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/install_package.sh"
install_package "$1" "$3" "$4"
root=$2
link_dev_packages "$root" typescript fast-check pure-rand @types/node undici-types
cd "$project"
node "$here/readme_blocks.mjs" "$root/npm/README.md" . > blocks.txt
for name in my-csv.test.mjs resolve.mjs differential.test.mjs; do
  grep -qx "$name" blocks.txt || { echo "npm/README.md has no block named $name"; exit 1; }
done
# In JavaScript a cast can only be JSDoc's (`x as T` is TypeScript's syntax, an error in a .mjs file).
if grep -nE '@type *\{[^}]*\}[^/]*\*/ *\(' $(cat blocks.txt); then
  echo "the README's examples cast (above): they must type-check as written"
  exit 1
fi
cp "$here/typescript/tsconfig.json" "$here/typescript/my-csv.d.mts" "$here/typescript/shapes.mts" \
   "$here/typescript/commonjs.cts" .
node node_modules/typescript/bin/tsc --version
node node_modules/typescript/bin/tsc -p tsconfig.json
echo "TypeScript --strict: the README's examples ($(tr '\n' ' ' < blocks.txt)), shapes.mts and commonjs.cts check, without casts"
