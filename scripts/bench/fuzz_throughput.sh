# The fuzzing section of scripts/bench.sh (issue 13's throughput targets),
# sourced by it: each libFuzzer harness (clang, ASan+UBSan, build/fuzz) runs
# alone for a fixed time from a copy of its seed corpus, with the flags of its
# fuzz/<harness>.options, several times, and the median of libFuzzer's own
# averages (stat::average_exec_per_sec of -print_final_stats=1) is reported
# against its target. The differential
# harness checks the reference in process (FRAGID_DIFFERENTIAL_IMPL unset).
# A harness that cannot be built or run gets a row that says so; a finding
# counts as a failure and its input is kept in build/fuzz/findings/bench_<harness>/.
#   fuzz_throughput SECONDS WORKDIR [RUNS]   (RUNS per harness, default 3; prints a
#                                            Markdown table of medians; adds to $failures)

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

# The median of the numbers given (the mean of the middle two for an even count).
median_of() {
  local sorted=()
  mapfile -t sorted < <(printf '%s\n' "$@" | sort -n)
  local n=${#sorted[@]}
  echo $(((sorted[(n - 1) / 2] + sorted[n / 2]) / 2))
}

# fuzz_row HARNESS SECONDS RUNS WORKDIR BUILD: one harness's runs and its table
# row. A fuzzing run is a random walk (what the corpus grows into sets the cost
# of an input), so each of the RUNS starts afresh from the seed corpus and the
# median is what is held against the target.
fuzz_row() {
  local h=$1 seconds=$2 runs=$3 work=$4 build=$5 target run rc rate rates=() options=()
  target=$(fuzz_target "$h")
  local findings=$build/findings/bench_$h
  mkdir -p "$findings"
  mapfile -t options < <(options_of "$h")
  for ((run = 1; run <= runs; run++)); do
    local corpus=$work/corpus_${h}_$run log=$work/fuzz_${h}_$run.log
    mkdir -p "$corpus"
    cp "$fuzz_repo"/fuzz/corpus/"$h"/* "$corpus"/ 2>/dev/null || true
    rc=0
    # The outer limit only catches a harness that never stops; libFuzzer's own
    # -timeout (per input, from the options) reports a slow input as a finding.
    env -u FRAGID_DIFFERENTIAL_IMPL FRAGID_SUITE="${FRAGID_SUITE:-$fuzz_repo/conformance}" \
      timeout $((seconds + 120)) "$build/fuzz/fuzz_$h" -max_total_time="$seconds" "${options[@]}" \
      -print_final_stats=1 -artifact_prefix="$findings/" "$corpus" >"$log" 2>&1 || rc=$?
    if ((rc != 0)); then
      echo "| $h | **FAILED in run $run: exit $rc (finding or crash; input in $findings/)** | $(fuzz_target_cell "$h") | — | — |"
      failures=$((failures + 1))
      return 0
    fi
    rate=$(awk '/^stat::average_exec_per_sec:/ { print $2 }' "$log" | tail -n 1)
    if [[ -z $rate ]]; then
      echo "| $h | **no exec/s in libFuzzer's output (run $run)** | $(fuzz_target_cell "$h") | — | — |"
      failures=$((failures + 1))
      return 0
    fi
    rates+=("$rate")
  done
  local median range
  median=$(median_of "${rates[@]}")
  range=$(printf '%s\n' "${rates[@]}" | sort -n | sed -n '1p;$p' | paste -sd '-' | sed 's/-/–/')
  if [[ $target == - ]]; then
    echo "| $h | $median | $range | — | — |"  # no target to meet
  elif ((median >= target)); then
    echo "| $h | $median | $range | ≥ $target | yes |"
  else
    echo "| $h | $median | $range | ≥ $target | **no** |"
  fi
}

fuzz_throughput() {
  local seconds=$1 work=$2/fuzz runs=${3:-3} build=$fuzz_repo/build/fuzz h harnesses=()
  mapfile -t harnesses < <(fuzz_harnesses)
  mkdir -p "$work"
  echo
  echo "Fuzzing, each harness alone for ${seconds} s from a copy of its seed corpus (fuzz/corpus/<harness>),"
  echo "$runs times, with the flags of its fuzz/<harness>.options, under ASan+UBSan; exec/s is the median"
  echo "of libFuzzer's averages (-print_final_stats=1); load average before: $(cut -d ' ' -f 1-3 /proc/loadavg)."
  echo
  echo "| harness | exec/s (median) | runs (min–max) | target | met? |"
  echo "|---|---|---|---|---|"
  local built=yes why=
  if ! command -v clang++ >/dev/null; then
    built=no why="no clang++ (scripts/setup.sh installs clang)"
  elif ! fuzz_build "$build" "${harnesses[@]/#/fuzz_}" >"$work/build.log" 2>&1; then
    built=no why="the build of build/fuzz failed (tail of its log below)"
  fi
  for h in "${harnesses[@]}"; do
    if [[ $built == no ]]; then
      echo "| $h | **not run: $why** | — | $(fuzz_target_cell "$h") | — |"
      failures=$((failures + 1))
    else
      fuzz_row "$h" "$seconds" "$runs" "$work" "$build"
    fi
  done
  [[ $built == no && -s $work/build.log ]] && { echo; echo '```'; tail -n 15 "$work/build.log"; echo '```'; }
  return 0
}
