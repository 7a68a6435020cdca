# Sourced by the tests of the npm package as a user gets it (issue 31, 40):
# install_package PACKAGE_DIR WORK VERSION packs the staged package (`npm
# pack`: what the registry would get) and installs the tarball offline into an
# empty project WORK/project made as `npm init -y` makes one, "type":
# "commonjs", so that what the README says works there. Sets $tarball and
# $project.
install_package() {
  package=$(cd "$1" && pwd) work=$2 version=$3
  rm -rf "$work"
  mkdir -p "$work/project"
  (cd "$work" && npm pack "$package" --silent >/dev/null) || { echo "npm pack $package failed"; exit 1; }
  tarball="$work/fragid-$version.tgz"
  [ -f "$tarball" ] || { echo "npm pack did not write fragid-$version.tgz: $(ls "$work")"; exit 1; }
  project="$work/project"
  echo '{"name": "readme-examples", "version": "1.0.0", "private": true, "type": "commonjs"}' > "$project/package.json"
  (cd "$project" && npm install --offline --no-audit --no-fund --loglevel=error "$tarball" >/dev/null)
}

# link_dev_packages REPOSITORY NAME...: the package's devDependencies the
# examples need (fast-check, typescript, @types/node), from npm/node_modules
# (scripts/setup.sh: npm ci there), linked into the project; 77 (skip) without them.
link_dev_packages() {
  root=$1; shift
  mkdir -p "$project/node_modules/@types"
  for name in "$@"; do
    if [ ! -d "$root/npm/node_modules/$name" ]; then
      echo "$name is not in npm/node_modules (scripts/setup.sh runs npm ci there): skipped"
      exit 77
    fi
    ln -s "$root/npm/node_modules/$name" "$project/node_modules/$name"
  done
}
