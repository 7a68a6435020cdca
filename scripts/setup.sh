#!/usr/bin/env bash
# Installs the Debian 12 packages fragid builds with, only if any is missing.
# Idempotent: a second run installs nothing and does not touch the network.
set -euo pipefail

packages=(
  build-essential cmake pkg-config
  tao-pegtl-dev          # PEGTL grammars (taocpp::pegtl)
  librapidcheck-dev      # property-based tests
  libgtest-dev           # GoogleTest
  libyaml-cpp-dev        # conformance vectors
  nlohmann-json3-dev     # JSON output and adapter protocol
  libcli11-dev           # command line
  libssl-dev             # MD5 through OpenSSL EVP
  clang libclang-rt-14-dev  # libFuzzer
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
