# The inputs, a part of scripts/bench.sh (issue 13) that it sources: one size (a text and a CSV
# generated, then every job of jobs.sh on them), the growth from SIZE/4 to SIZE, and the text of
# short lines (issue 29). Uses the entry point's settings ($fragid, $tmp, $helpers, $size).

run_size() {
  local bytes=$1
  local text=$tmp/big.txt csv=$tmp/big.csv
  note "generating $(fmt_size "$bytes") of text and $(fmt_size $((bytes / 5))) of CSV in $tmp"
  local t0=$SECONDS
  local meta
  meta=$(python3 "$helpers/generate.py" "$text" "$bytes" "$csv" $((bytes / 5)))
  local text_bytes text_lines text_chars text_sha256 csv_bytes csv_records csv_sha256
  eval "$meta"   # the generator's own shell assignments, numbers and hex only
  note "generated in $((SECONDS - t0)) s"

  echo
  echo "### $(fmt_size "$text_bytes") text, $(fmt_size "$csv_bytes") CSV"
  echo
  echo "- text: $text_bytes bytes, $text_lines lines, $text_chars characters, sha256 ${text_sha256:0:16}…"
  echo "- CSV: $csv_bytes bytes, $csv_records records (with the header), sha256 ${csv_sha256:0:16}…"
  echo

  local f=$fragid utf8=(--charset UTF-8)
  # The tools must count what the generator counted, or the fragments below
  # (computed from its counts) miss: check_lines and check_chars put a disagreement in the row.
  wc_lines=$(wc -l <"$text")
  wc_chars=$(LC_ALL=$utf8_locale wc -m <"$text")

  # line= in the middle: 11 lines, M+1..M+11 counted from 1 as sed does.
  local m=$((text_lines / 2))
  local frag="line=$m,$((m + 11))" sed_script="$((m + 1)),$((m + 11))p;$((m + 11))q"
  expected=$tmp/sed.out
  sed -n "$sed_script" "$text" >"$expected"
  want_records=
  job "\`$frag\` (middle)" no "@TIME@ $(cmdline "$f" resolve "${utf8[@]}" "$frag" "$text")" check_lines \
    "\`wc -l\` whole file" "$(cmdline wc -l "$text")" 0.75 \
    "\`sed -n '$sed_script'\`" "$(cmdline sed -n "$sed_script" "$text")" -
  pipe_job "$text" check_bytes "\`cat \\| sed -n …\`" "$(cmdline sed -n "$sed_script")" --type text "${utf8[@]}" "$frag"
  batch_job "$text" "$text_lines"

  # char= near the end: 100 characters, 200 before the end.
  local n=$((text_chars - 200))
  frag="char=$n,$((n + 100))"
  expected=$tmp/char.out
  python3 "$helpers/anchor.py" char "$text" "$n" $((n + 100)) >"$expected"
  job "\`char=N,N+100\` (near the end)" no "@TIME@ $(cmdline "$f" resolve "${utf8[@]}" "$frag" "$text")" check_bytes \
    "\`wc -l\` whole file" "$(cmdline wc -l "$text")" 2 \
    "Python \`open().read()\` decoding" "$(cmdline python3 "$helpers/anchor.py" char "$text" "$n" $((n + 100)))" -
  pipe_job "$text" check_bytes "\`cat \\| wc -l\`" "wc -l" --type text "${utf8[@]}" "$frag"

  # length= and md5= on line 0: the output is the first line, and the check
  # passes only if fragid counts (hashes) what wc -m (md5sum) does.
  expected=$tmp/first.out
  head -n 1 "$text" >"$expected"
  frag="line=0,1;length=$text_chars,UTF-8"
  job "\`line=0,1;length=N,UTF-8\`" no "@TIME@ $(cmdline "$f" resolve "${utf8[@]}" "$frag" "$text")" check_chars \
    "\`wc -m\`" "$(cmdline env LC_ALL=$utf8_locale wc -m "$text")" 0.1
  pipe_job "$text" check_chars "\`cat \\| wc -m\`" "$(cmdline env LC_ALL=$utf8_locale wc -m)" --type text "${utf8[@]}" "$frag"
  local md5
  md5=$(md5sum <"$text"); md5=${md5%% *}
  frag="line=0,1;md5=$md5"
  job "\`line=0,1;md5=…\`" no "@TIME@ $(cmdline "$f" resolve "${utf8[@]}" "$frag" "$text")" check_bytes \
    "\`md5sum\`" "$(cmdline md5sum "$text")" 1.1
  pipe_job "$text" check_bytes "\`cat \\| md5sum\`" md5sum --type text "${utf8[@]}" "$frag"

  # A huge span: every line but the last, printed. Its row is there for the
  # peak RSS column: written from the mapping in one go, the span's pages
  # would all be resident (issue 13); written a piece at a time and handed
  # back, a few megabytes are.
  local most=$((text_lines - 1))
  frag="line=0,$most"
  head_lines=$most
  job "\`$frag\` (most of the file, printed)" no "@TIME@ $(cmdline "$f" resolve "${utf8[@]}" "$frag" "$text")" check_head \
    "\`head -n $most\`" "$(cmdline head -n "$most" "$text")" -
  pipe_job "$text" check_head "\`cat \\| head -n $most\`" "$(cmdline head -n "$most")" --type text "${utf8[@]}" "$frag"

  # CSV: 11 records in the middle; the last; a whole column; one early cell.
  local a=$helpers/anchor.py r=$((csv_records / 2))
  frag="row=$r-$((r + 10))"
  expected=$tmp/rows.out; want_records=11
  python3 "$a" rows "$csv" "$r" $((r + 10)) >"$expected"
  job "\`$frag\` (CSV, middle)" no "@TIME@ $(cmdline "$f" resolve "$frag" "$csv")" check_records \
    "Python \`csv\` + \`islice\`" "$(cmdline python3 "$a" rows "$csv" "$r" $((r + 10)))" 0.5
  # From a pipe: records read as they arrive, the 11 kept.
  pipe_job "$csv" check_records "\`cat \\| python3\` csv + islice" "$(cmdline python3 "$a" rows /dev/stdin "$r" $((r + 10)))" \
    --type csv "$frag"
  expected=$tmp/last.out; want_records=1
  python3 "$a" last "$csv" >"$expected"
  job "\`row=*\` (last record)" no "@TIME@ $(cmdline "$f" resolve 'row=*' "$csv")" check_records \
    "Python \`csv\`" "$(cmdline python3 "$a" last "$csv")" 0.5
  pipe_job "$csv" check_records "\`cat \\| python3\` csv" "$(cmdline python3 "$a" last /dev/stdin)" --type csv 'row=*'
  expected=$tmp/col.out; want_records=$csv_records
  python3 "$a" col "$csv" 2 >"$expected"
  job "\`col=2\` (whole column)" no "@TIME@ $(cmdline "$f" resolve col=2 "$csv")" check_records \
    "Python \`csv\`" "$(cmdline python3 "$a" col "$csv" 2)" 0.25
  pipe_job "$csv" check_records "\`cat \\| python3\` csv" "$(cmdline python3 "$a" col /dev/stdin 2)" --type csv col=2
  expected=$tmp/cell.out; want_records=1
  python3 "$a" cell "$csv" 100 2 >"$expected"
  job "\`cell=100,2\`" no "@TIME@ $(cmdline "$f" resolve cell=100,2 "$csv")" check_records \
    "Python \`csv\` + \`islice\`" "$(cmdline python3 "$a" cell "$csv" 100 2)" 0.5
  pipe_job "$csv" check_records "\`cat \\| python3\` csv + islice" "$(cmdline python3 "$a" cell /dev/stdin 100 2)" \
    --type csv cell=100,2
  want_records=

  print_table
  rm -f "$text" "$csv" "$tmp"/*.out
}

# How fragid's time grows from SIZE/4 to SIZE: 4× for a job that reads the
# whole input, 1× for one that stops early (cell=100,2), in between for the
# middle of the file (2× if it stops at the middle).
growth_table() {
  echo
  echo "### Growth: fragid at $(fmt_size "$size") against $(fmt_size $((size / 4)))"
  echo
  echo "| job | fragid at $(fmt_size $((size / 4))) | fragid at $(fmt_size "$size") | growth for 4× the input |"
  echo "|---|---|---|---|"
  local i
  for i in "${!big_names[@]}"; do
    local big=${big_medians[i]} small=${fragid_medians[i]:-—} growth=—
    [[ $big != — && $small != — ]] && growth=$(awk -v b="$big" -v s="$small" 'BEGIN { printf "%.2f×", b / s }')
    [[ $big != — ]] && big=$(fmt_time "$big")
    [[ $small != — ]] && small=$(fmt_time "$small")
    echo "| ${big_names[i]} | $small | $big | $growth |"
  done
}


# The text of short lines (issue 29 item 10): line= in the middle against
# wc -l, and the batch.
run_short_lines() {
  local text=$tmp/short.txt
  note "generating $(fmt_size "$short_size") of short lines in $tmp"
  local meta short_bytes short_lines short_chars short_sha256
  meta=$(python3 "$helpers/short_lines.py" "$text" "$short_size")
  eval "$meta"   # the generator's own shell assignments, numbers and hex only
  echo
  echo "### $(fmt_size "$short_bytes") text of short lines"
  echo
  echo "- $short_bytes bytes, $short_lines lines ($(awk -v b="$short_bytes" -v l="$short_lines" 'BEGIN { printf "%.1f", b / l }') bytes a line), $short_chars characters, sha256 ${short_sha256:0:16}…; a third of the words Greek or CJK"
  echo
  wc_lines=$(wc -l <"$text")
  local text_lines=$short_lines m=$((short_lines / 2))
  local frag="line=$m,$((m + 11))" sed_script="$((m + 1)),$((m + 11))p;$((m + 11))q"
  expected=$tmp/sed.out
  sed -n "$sed_script" "$text" >"$expected"
  job "\`$frag\` (middle)" no "@TIME@ $(cmdline "$fragid" resolve --charset UTF-8 "$frag" "$text")" check_lines \
    "\`wc -l\` whole file" "$(cmdline wc -l "$text")" 0.75 \
    "\`sed -n '$sed_script'\`" "$(cmdline sed -n "$sed_script" "$text")" -
  batch_job "$text" "$short_lines"
  print_table
  rm -f "$text" "$tmp"/*.out
}
