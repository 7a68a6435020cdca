# The differential fuzzer's throughput against an adapter out of process (issue 32 item 3), a
# separate part of scripts/bench.sh, sourced by it: fuzz_differential (clang, libFuzzer, ASan+UBSan,
# build/fuzz) runs alone for SECONDS from a copy of its seed corpus with the flags of
# fuzz/differential.options, with FRAGID_DIFFERENTIAL_IMPL='<fragid> adapter' (the fragid measured,
# an ordinary build, as an implementer's adapter is); its rate is libFuzzer's own average
# (stat::average_exec_per_sec), held against the target of 2,000 cases/s. Beside it, for
# comparison, `fragid check --random 2000` through the same adapter.
#   differential_throughput SECONDS WORKDIR FRAGID   (prints a Markdown table; adds to $failures)

source "$(dirname "${BASH_SOURCE[0]}")/../fuzz_common.sh"  # fuzz_build, options_of

differential_throughput() {
  local seconds=$1 work=$2/differential fragid=$3 build=$fuzz_repo/build/fuzz target=2000
  mkdir -p "$work/corpus" "$work/findings"
  echo
  echo "### The differential fuzzer against \`fragid adapter\` (issue 32)"
  echo
  echo "fuzz_differential alone for ${seconds} s, its adapter \`$fragid adapter\`; load average before:"
  echo "$(cut -d ' ' -f 1-3 /proc/loadavg)."
  echo
  echo "| run | cases/s | target | met? |"
  echo "|---|---|---|---|"
  if ! command -v clang++ >/dev/null || ! fuzz_build "$build" fuzz_differential >"$work/build.log" 2>&1; then
    echo "| fuzz_differential | **not run: no clang++ or the build of build/fuzz failed ($work/build.log)** | ≥ $target | — |"
    failures=$((failures + 1))
    return 0
  fi
  cp "$fuzz_repo"/fuzz/corpus/differential/* "$work/corpus/" 2>/dev/null || true
  local options=() rc=0 rate
  mapfile -t options < <(options_of differential)
  FRAGID_SUITE="${FRAGID_SUITE:-$fuzz_repo/conformance}" FRAGID_DIFFERENTIAL_IMPL="$fragid adapter" \
    timeout $((seconds + 120)) "$build/fuzz/fuzz_differential" -max_total_time="$seconds" "${options[@]}" \
    -print_final_stats=1 -artifact_prefix="$work/findings/" "$work/corpus" >"$work/fuzz.log" 2>&1 || rc=$?
  rate=$(awk '/^stat::average_exec_per_sec:/ { print $2 }' "$work/fuzz.log" | tail -n 1)
  if ((rc != 0)) || [[ -z $rate ]]; then
    echo "| fuzz_differential | **FAILED: exit $rc (a finding against the reference's own adapter, or a crash: $work/fuzz.log)** | ≥ $target | — |"
    failures=$((failures + 1))
  elif ((rate >= target)); then
    echo "| fuzz_differential, libFuzzer's average | $rate | ≥ $target | yes |"
  else
    echo "| fuzz_differential, libFuzzer's average | $rate | ≥ $target | **no** |"
  fi
  local start end
  start=$(date +%s.%N)
  if "$fragid" check --impl "$fragid adapter" --random 2000 --seed 1 >/dev/null 2>&1; then
    end=$(date +%s.%N)
    echo "| \`fragid check --random 2000\`, the same adapter (for comparison) | $(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.0f", 2000 / (e - s) }') | — | — |"
  else
    echo "| \`fragid check --random 2000\` | **FAILED** | — | — |"
    failures=$((failures + 1))
  fi
}
