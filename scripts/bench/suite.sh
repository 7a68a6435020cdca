# The conformance suite in cases per second, in process and through the adapter protocol: a part
# of scripts/bench.sh (issue 13) that it sources. Uses the entry point's settings ($fragid, $tmp).

run_suite() {
  note "the conformance suite"
  echo
  echo "### The conformance suite"
  echo
  echo "| run | cases | median | cases/s | target | met? |"
  echo "|---|---|---|---|---|---|"
  local labels=("\`fragid check\` (in-process)" "\`fragid check --impl 'fragid adapter'\`")
  local targets=(5000 2000)
  local cmds=("$(cmdline "$fragid" check)" "$(cmdline "$fragid" check --impl "$(cmdline "$fragid" adapter)")")
  local counts=() i ok=yes
  for i in 0 1; do
    # The last line says "N passed, M failed, E errored, K skipped": cases run are N + M + E.
    local said rc=0
    said=$(bash -c "${cmds[i]}" 2>&1 | tail -n 1) || rc=$?
    if ((rc != 0)) || ! [[ $said =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed,\ ([0-9]+)\ errored ]]; then
      echo "| ${labels[i]} | **FAILED: exit $rc: $(tr '|' ' ' <<<"$said")** | — | — | ≥ ${targets[i]} | — |"
      failures=$((failures + 1)); ok=no
    else
      counts[i]=$((BASH_REMATCH[1] + BASH_REMATCH[2] + BASH_REMATCH[3]))
    fi
  done
  [[ $ok == yes ]] || return 0
  local medians=()
  mapfile -t medians < <(time_commands "$tmp/suite.json" no "${cmds[@]}") || true
  if ((${#medians[@]} != 2)); then
    echo "| the suite | **FAILED: timing did not run** | — | — | — | — |"
    failures=$((failures + 1)); return 0
  fi
  for i in 0 1; do
    local rate met
    rate=$(awk -v n="${counts[i]}" -v s="${medians[i]}" 'BEGIN { printf "%d", n / s }')
    if ((rate >= targets[i])); then met=yes; else met="**no**"; fi
    echo "| ${labels[i]} | ${counts[i]} | $(fmt_time "${medians[i]}") | $rate | ≥ ${targets[i]} | $met |"
  done
}
