# The checks, a part of scripts/bench.sh (issue 13) that it sources: each compares $out
# (fragid's output) with the anchor's and sets $verdict to "same" or a mismatch.

mismatch() { verdict="**MISMATCH: $***"; }
# Bytes equal to the file $expected.
check_bytes() {
  if cmp -s "$expected" "$out"; then verdict=same
  else
    mismatch "$(cmp "$expected" "$out" 2>&1 | head -n 1 | sed "s|$expected|anchor|; s|$out|fragid|; s/|/ /g")"
  fi
}
# Bytes as check_bytes, and wc -l (wc -m) counts the lines (characters) the
# generator counted, as line= (length=) was computed from its count.
check_lines() {
  check_bytes
  ((wc_lines == text_lines)) || mismatch "wc -l counts $wc_lines lines, the generator $text_lines"
}
check_chars() {
  check_bytes
  ((wc_chars == text_chars)) || mismatch "wc -m counts $wc_chars characters, the generator $text_chars"
}
# Bytes equal to the first $head_lines lines of the text, compared as they
# are read rather than from a second copy of most of the file.
check_head() {
  if head -n "$head_lines" "$text" | cmp -s - "$out"; then verdict=same
  else mismatch "not the first $head_lines lines: $(head -n "$head_lines" "$text" | cmp - "$out" 2>&1 | head -n 1 | tr '|' ' ')"
  fi
}
# Every answer of a --fragments run ($out) ok, at the bytes where the text's
# lines start (counted by scripts/bench/batch.py, LF by LF).
check_batch() {
  local said
  if said=$(python3 "$helpers/batch.py" check "$batch_text" "$out"); then verdict=same
  else mismatch "$(tr '|' ' ' <<<"$said")"; fi
}
# The same CSV records as the file $expected, as parsed (fragid writes its
# own serialisation of a record, Python's csv module another).
check_records() {
  local said
  if said=$(python3 "$helpers/anchor.py" same "$expected" "$out"); then
    if [[ -n ${want_records:-} && $said != "$want_records" ]]; then
      mismatch "$said records, expected $want_records"
    else verdict=same; fi
  else mismatch "$(tr '|' ' ' <<<"$said")"; fi
}
