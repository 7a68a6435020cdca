# The npm package's resolve() against the native program's per-fragment cost (issue 40), a part
# of scripts/bench.sh, sourced by it: scripts/bench/wasm_calls.mjs times both in one run, in
# turns, on this machine, and prints the table.
#   wasm_calls WORKDIR FRAGID PACKAGE_DIR   (prints a Markdown table; adds to $failures)

wasm_calls() {
  local work=$1/wasm-calls fragid=$2 package=$3
  echo
  echo "### The npm package's calls against the native program (issue 40)"
  echo
  echo "CPU time per call, medians of $runs turns of 20000 calls: \`resolve()\` of the package at $package"
  echo "(Node $(node --version 2>/dev/null || echo '?')) and a fragment of \`$fragid resolve --json --fragments\`,"
  echo "whose time for one fragment (its start) is taken off; load average before: $(cut -d ' ' -f 1-3 /proc/loadavg)."
  echo
  if ! command -v node >/dev/null || [[ ! -f $package/index.mjs ]]; then
    echo "**not run: no node, or no npm package at $package (a build with em++ stages it: build/ci/npm)**"
    failures=$((failures + 1))
    return 0
  fi
  node "$helpers/wasm_calls.mjs" "$fragid" "$package" "$work" 20000 "$runs" || failures=$((failures + 1))
}
