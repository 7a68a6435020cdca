# The fuzzing section of scripts/bench.sh (issue 13's throughput targets),
# sourced by it: each libFuzzer harness (clang, ASan+UBSan, build/fuzz) runs
# alone for a fixed time from a copy of its seed corpus, with the flags of its
# fuzz/<harness>.options, and libFuzzer's own average (stat::average_exec_per_sec
# of -print_final_stats=1) is reported against its target. The differential
# harness checks the reference in process (FRAGID_DIFFERENTIAL_IMPL unset).
# A harness that cannot be built or run gets a row that says so; a finding
# counts as a failure and its input is kept in build/fuzz/findings/bench_<harness>/.
#   fuzz_throughput SECONDS WORKDIR     (prints a Markdown table; adds to $failures)

source "$(dirname "${BASH_SOURCE[0]}")/../fuzz_common.sh"  # fuzz_harnesses, fuzz_build, options_of

# The target of issue 13 in exec/s, or - where it names none.
fuzz_target() {
  case $1 in
    grammar_* | resolve_text | resolve_csv) echo 50000 ;;
    resolve_wilde | differential) echo 10000 ;;
    *) echo - ;;  # protocol_messages, load_vectors: no number in the issue
  esac
}

# The target as the table shows it.
fuzz_target_cell() { local t; t=$(fuzz_target "$1"); if [[ $t == - ]]; then echo —; else echo "≥ $t"; fi; }

# fuzz_row HARNESS SECONDS WORKDIR BUILD: one harness's run and its table row.
fuzz_row() {
  local h=$1 seconds=$2 work=$3 build=$4 target rc=0 rate options=()
  target=$(fuzz_target "$h")
  local corpus=$work/corpus_$h log=$work/fuzz_$h.log findings=$build/findings/bench_$h
  mkdir -p "$corpus" "$findings"
  cp "$fuzz_repo"/fuzz/corpus/"$h"/* "$corpus"/ 2>/dev/null || true
  mapfile -t options < <(options_of "$h")
  # The outer limit only catches a harness that never stops; libFuzzer's own
  # -timeout (per input, from the options) reports a slow input as a finding.
  env -u FRAGID_DIFFERENTIAL_IMPL FRAGID_SUITE="${FRAGID_SUITE:-$fuzz_repo/conformance}" \
    timeout $((seconds + 120)) "$build/fuzz/fuzz_$h" -max_total_time="$seconds" "${options[@]}" \
    -print_final_stats=1 -artifact_prefix="$findings/" "$corpus" >"$log" 2>&1 || rc=$?
  rate=$(awk '/^stat::average_exec_per_sec:/ { print $2 }' "$log" | tail -n 1)
  if ((rc != 0)); then
    echo "| $h | **FAILED: exit $rc (finding or crash; input in $findings/)** | $(fuzz_target_cell "$h") | — |"
    failures=$((failures + 1))
  elif [[ -z $rate ]]; then
    echo "| $h | **no exec/s in libFuzzer's output** | $(fuzz_target_cell "$h") | — |"
    failures=$((failures + 1))
  elif [[ $target == - ]]; then
    echo "| $h | $rate | — | — |"  # no target to meet
  elif ((rate >= target)); then
    echo "| $h | $rate | ≥ $target | yes |"
  else
    echo "| $h | $rate | ≥ $target | **no** |"
  fi
}

fuzz_throughput() {
  local seconds=$1 work=$2/fuzz build=$fuzz_repo/build/fuzz h harnesses=()
  mapfile -t harnesses < <(fuzz_harnesses)
  mkdir -p "$work"
  echo
  echo "Fuzzing, each harness alone for ${seconds} s from a copy of its seed corpus (fuzz/corpus/<harness>),"
  echo "with the flags of its fuzz/<harness>.options, under ASan+UBSan; exec/s is libFuzzer's average"
  echo "(-print_final_stats=1); load average before: $(cut -d ' ' -f 1-3 /proc/loadavg)."
  echo
  echo "| harness | exec/s | target | met? |"
  echo "|---|---|---|---|"
  local built=yes why=
  if ! command -v clang++ >/dev/null; then
    built=no why="no clang++ (scripts/setup.sh installs clang)"
  elif ! fuzz_build "$build" "${harnesses[@]/#/fuzz_}" >"$work/build.log" 2>&1; then
    built=no why="the build of build/fuzz failed (tail of its log below)"
  fi
  for h in "${harnesses[@]}"; do
    if [[ $built == no ]]; then
      echo "| $h | **not run: $why** | $(fuzz_target_cell "$h") | — |"
      failures=$((failures + 1))
    else
      fuzz_row "$h" "$seconds" "$work" "$build"
    fi
  done
  [[ $built == no && -s $work/build.log ]] && { echo; echo '```'; tail -n 15 "$work/build.log"; echo '```'; }
  return 0
}
