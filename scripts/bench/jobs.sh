# The jobs, a part of scripts/bench.sh (issue 13) that it sources: one fragid command timed
# against its anchors, its output checked (checks.sh) and its peak RSS measured, as a row of the
# table of one size; the same from a pipe; the batch of line= fragments; the table itself. Uses
# the entry point's settings ($fragid, $tmp, $helpers, $failures).

# The table of one size: rows appended by job(), printed by print_table().
rows=()
# fragid's median of each job in order (— when not timed), and the jobs'
# names: the growth table compares them between the two sizes.
fragid_medians=()
job_names=()

# job NAME SHELL FRAGID_CMD CHECK [ANCHOR_LABEL ANCHOR_CMD TARGET]...
#   NAME        the job as shown (e.g. `line=…` (middle))
#   SHELL       yes when the commands are pipelines
#   FRAGID_CMD  the fragid command line; @TIME@ marks where /usr/bin/time goes
#               for the one run that measures peak RSS (so that in a pipeline
#               it measures fragid, not cat)
#   CHECK       a function run after that measuring run with the output in
#               $out; it sets $verdict to "same" or a mismatch description
#   TARGET      "0.75" (fragid/anchor must be at most that) or "-" (none)
job() {
  local name=$1 shell=$2 fcmd=$3 check=$4; shift 4
  local key=job$((${#rows[@]}))
  note "  ${name//\\|/|}"
  out=$tmp/$key.out
  local rss_file=$tmp/$key.rss rc=0 rss=
  bash -c "${fcmd//@TIME@/\/usr\/bin\/time -f %M -o $(printf %q "$rss_file")}" >"$out" 2>"$tmp/$key.err" || rc=$?
  [[ -s $rss_file ]] && rss=$(tail -n 1 "$rss_file")
  verdict=
  if ((rc != 0)); then
    verdict="**FAILED: exit $rc: $(head -c 200 "$tmp/$key.err" | tr '\n|' '  ')**"
  else
    "$check"
  fi
  local rss_cell=—
  if [[ $rss =~ ^[0-9]+$ ]]; then
    local mib=$(((rss + 1023) / 1024))
    if ((mib <= 64)); then rss_cell="$mib MiB ✓"; else rss_cell="**$mib MiB ✗**"; fi
  fi

  local labels=() cmds=() targets=()
  while (($#)); do labels+=("$1"); cmds+=("$2"); targets+=("$3"); shift 3; done
  # Timed even when the output mismatched (the mismatch stays in the row):
  # not when fragid failed, there is nothing to time then.
  local medians=()
  if ((rc == 0)); then
    mapfile -t medians < <(time_commands "$tmp/$key.json" "$shell" "${cmds[@]}" "${fcmd//@TIME@ /}") || true
    ((${#medians[@]} == ${#cmds[@]} + 1)) || verdict="**FAILED: timing did not run** ${verdict/#same/}"
  fi
  [[ $verdict == same ]] || failures=$((failures + 1))
  job_names+=("$name")
  if ((${#medians[@]})); then fragid_medians+=("${medians[-1]}"); else fragid_medians+=(—); fi
  if ((${#medians[@]} != ${#cmds[@]} + 1)); then
    local i
    for i in "${!labels[@]}"; do
      rows+=("| $name | ${labels[i]} | — | — | — | $(target_cell "${targets[i]}") | — | $verdict | $rss_cell |")
      name=same
    done
    return 0
  fi
  local fmed=${medians[-1]} i
  for i in "${!labels[@]}"; do
    local amed=${medians[i]} t=${targets[i]}
    local ratio met=—
    ratio=$(awk -v f="$fmed" -v a="$amed" 'BEGIN { r = f / a; printf (r < 0.1 ? "%.3f" : "%.2f"), r }')
    # A target counts as met only by a right answer.
    if [[ $t != - && $verdict == same ]]; then
      if awk -v r="$ratio" -v t="$t" 'BEGIN { exit !(r <= t) }'; then met=yes; else met="**no**"; fi
    fi
    rows+=("| $name | ${labels[i]} | $(fmt_time "$amed") | $(fmt_time "$fmed") | ${ratio}× | $(target_cell "$t") | $met | $verdict | $rss_cell |")
    name=same   # further anchors of the same job
  done
}

# pipe_job FILE CHECK ANCHOR_LABEL ANCHOR_TAIL FRAGID_ARGS...: the job just
# run on FILE, run again on a pipe (`cat FILE | fragid resolve ARGS -`), with
# its anchor reading the same pipe (`cat FILE | ANCHOR_TAIL`); the peak RSS is
# fragid's, not cat's. A stream is read in chunks, and held where an answer
# needs it whole (in a temporary file beyond 8 MiB): the memory target holds
# for files and pipes alike.
pipe_job() {
  local file=$1 check=$2 label=$3 tail=$4; shift 4
  job "same from a pipe (\`cat \\| fragid … -\`)" yes \
    "cat $(printf %q "$file") | @TIME@ $(cmdline "$fragid" resolve "$@" -)" "$check" \
    "$label" "cat $(printf %q "$file") | $tail" -
}

# batch_job TEXT LINES: 300 line= fragments deep in TEXT and in no order, in
# one `resolve --fragments` run (issue 29 item 10), against one pass of wc -l:
# fragid remembers where lines are, so the batch reads the text about once,
# plus a block or two again for each fragment. Hence the target of a whole
# pass (`char=` near the end: 2×); 300 separate runs took ~150 passes.
batch_job() {
  local fragments=$tmp/fragments.txt
  batch_text=$1
  python3 "$helpers/batch.py" fragments "$2" 300 >"$fragments"
  job "300 \`line=\` deep, no order, one \`--fragments\` run" no \
    "@TIME@ $(cmdline "$fragid" resolve --charset UTF-8 --fragments "$fragments" "$1")" check_batch \
    "\`wc -l\` whole file" "$(cmdline wc -l "$1")" 2
}


target_cell() { if [[ $1 == - ]]; then echo —; else echo "≤ $1×"; fi; }

print_table() {
  echo "| job | anchor | anchor median | fragid median | fragid / anchor | target | met? | output | peak RSS (fragid, ≤ 64 MiB) |"
  echo "|---|---|---|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
  rows=()
}
