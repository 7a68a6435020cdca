#!/usr/bin/env bash
# Runs one of conformance/examples/ over the committed suite file in its language's own test
# framework; exits 77 (ctest's SKIP_RETURN_CODE) with a message when the interpreter or test
# framework is not installed.
#   run_example.sh python|node SOURCE_DIR
set -uo pipefail
lang=$1
cd "$2" || exit 2
case "$lang" in
  python)
    # Any python3 with pytest: the one on PATH, else Debian's (python3-pytest, scripts/setup.sh).
    for py in python3 /usr/bin/python3; do
      if command -v "$py" >/dev/null 2>&1 && "$py" -m pytest --version >/dev/null 2>&1; then
        exec "$py" -m pytest -q -rs -p no:cacheprovider conformance/examples/python/test_suite.py
      fi
    done
    echo "SKIPPED: no python3 with pytest (Debian: apt-get install python3-pytest; scripts/setup.sh does)"
    exit 77 ;;
  node)
    if ! command -v node >/dev/null 2>&1; then
      echo "SKIPPED: node is not installed"
      exit 77
    fi
    # node:test needs Node 18 or later.
    major=$(node -p 'process.versions.node.split(".")[0]')
    if [ "$major" -lt 18 ]; then
      echo "SKIPPED: node $major has no node:test (18 or later needed)"
      exit 77
    fi
    exec node --test conformance/examples/node/suite.test.js ;;
  *)
    echo "run_example.sh: unknown language $lang" >&2
    exit 2 ;;
esac
