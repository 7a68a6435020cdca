#!/bin/sh
# The packed package installed into a project, bundled for the browser by
# esbuild and run in Chromium (tests/browser/npm_bundle_test.mjs; issue 40).
#     sh browser_bundle.sh PACKAGE_DIR REPOSITORY WORK_DIR VERSION
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/install_package.sh"
install_package "$1" "$3" "$4"
exec node "$2/tests/browser/npm_bundle_test.mjs" "$project" "$2/npm/node_modules/esbuild" "$3/bundle"
