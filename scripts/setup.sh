#!/usr/bin/env bash
# Installs the Debian 12 packages fragid builds with, only if any is missing.
# Idempotent: a second run installs nothing and does not touch the network.
#   setup.sh             everything the tests need (below)
#   setup.sh --minimal   only what the fragid program needs to build (the GitHub Action's source
#                        build, issue 42 item 3): no Chromium, emscripten, lintian, clang, npm
#   setup.sh [--minimal] --list   prints those packages, one a line, and installs nothing
set -euo pipefail

# What building the program needs: the compiler, CMake, and the libraries of CMakeLists.txt.
minimal=(
  build-essential cmake pkg-config
  tao-pegtl-dev librapidcheck-dev libyaml-cpp-dev libvalijson-dev nlohmann-json3-dev libcli11-dev libssl-dev
  libsimdjson-dev
)
only_program=0 list=0
for argument in "$@"; do
  case $argument in
    --minimal) only_program=1 ;;
    --list) list=1 ;;
    *) echo "setup.sh: --minimal, --list or nothing, not '$argument'" >&2; exit 2 ;;
  esac
done

packages=(
  build-essential cmake pkg-config
  tao-pegtl-dev          # PEGTL grammars (taocpp::pegtl)
  librapidcheck-dev      # property-based tests
  libgtest-dev           # GoogleTest
  libyaml-cpp-dev        # conformance vectors
  libvalijson-dev        # JSON Schema validation of vectors and protocol messages
  nlohmann-json3-dev     # JSON output and adapter protocol
  libcli11-dev           # command line
  libssl-dev             # MD5 through OpenSSL EVP
  libsimdjson-dev        # UTF-8 validation in bulk for text/plain (optional to CMake: a slower loop without it)
  clang libclang-rt-14-dev  # libFuzzer
  python3-pytest         # conformance/examples/python (Debian's python3; ctest finds it there)
  python3-yaml           # a YAML 1.1 reader: test_random_check reads written vectors back with it; scripts/fuzz_seeds.py
  chromium               # renders the published pages in tests/browser (issue 19)
  ccache                 # scripts/test.sh: one compile of a library source serves both the plain build and
                         # the README's main command that package.readme_install runs in a copy
  emscripten             # the WebAssembly module and the npm package (wasm/, npm/; issue 31)
  lintian                # tests/package: the Debian package must draw no lintian error (issue 32)
  zip unzip              # seed corpora of fuzz/template/build_differential.sh, checked by scripts/fuzz_template_check.sh
)

((only_program)) && packages=("${minimal[@]}")
((list)) && { printf '%s\n' "${packages[@]}"; exit 0; }
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

# Interpreters for the example adapters and the runner's robustness tests:
# any python3 and node on PATH will do, Debian's only if there is none.
if ((!only_program)); then
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  command -v node >/dev/null 2>&1 || missing+=(nodejs)
  command -v npm >/dev/null 2>&1 || missing+=(npm)   # installs the npm adapters' pinned packages (below)
fi

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

((only_program)) && exit 0

# The adapters of real npm packages (adapters/<name>/, issue 7), the browser
# test of the published pages (tests/browser/, playwright-core driving the
# chromium above; it downloads no browser) and the npm package's test
# dependency (npm/: fast-check) and the validator of the CI files (tests/action: @action-validator/cli,
# for the ctest action.workflows): their pinned dependencies, from the
# committed lockfile, only where not installed yet. The npm registry may be out
# of reach: then say so and go on; their ctest tests skip. A lockfile changed
# since its install (npm writes node_modules/.package-lock.json) is installed again.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
npm_ci() {  # DIR: its pinned dependencies, or a message and no node_modules
  if ! (cd "$1" && npm ci --no-audit --no-fund --loglevel=error >/dev/null); then
    rm -rf "$1/node_modules"  # a half install would look installed next time
    echo "setup: npm ci failed in ${1#"$root"/} (is the npm registry reachable?); its test will be skipped"
  fi
}
if command -v npm >/dev/null 2>&1; then
  # Side by side, as many as there are cores: each install is mostly npm's own CPU (4 s for one
  # adapter), and one after the other they were most of CI's set-up. npm's cache takes concurrent
  # installs.
  installs=$(nproc)
  for lock in "$root"/adapters/*/package-lock.json "$root"/tests/browser/package-lock.json "$root"/npm/package-lock.json \
    "$root"/tests/action/package-lock.json; do
    [ -e "$lock" ] || continue
    dir="$(dirname "$lock")"
    [ "$dir/node_modules/.package-lock.json" -nt "$lock" ] && continue
    echo "setup: npm ci in ${dir#"$root"/}"
    while [ "$(jobs -rp | wc -l)" -ge "$installs" ]; do wait -n || true; done
    npm_ci "$dir" &
  done
  wait
else
  echo "setup: npm not found; the npm adapter tests and the browser test will be skipped"
fi
