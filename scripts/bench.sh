#!/usr/bin/env bash
# The benchmark of issue 13: fragid's resolver against standard tools on a
# big UTF-8 text and a big CSV, at SIZE and at a quarter of it.
#
# It is a benchmark, not a test: a missed target is reported in the table, not
# a failure. Exit 0 when everything ran and every output agreed with its
# anchor; non-zero when a job failed to run or an output mismatched.
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: scripts/bench.sh [OPTIONS] [SIZE]

Generates (deterministically, in a temporary directory removed afterwards) a
UTF-8 text of SIZE (default 1G; K, M, G suffixes are powers of 1024; ~18M
lines per GiB of ASCII, Greek and CJK words) and a CSV of SIZE/5 (~5M records
per 200 MiB, 1 in 50 with a quoted two-line field holding ""), then times
each fragid job with its anchor (wc, sed, md5sum, head, Python) and prints a
Markdown table with ratios, the targets of issue 13, and fragid's peak RSS;
then the same at SIZE/4; then a text of short lines (issue 29: 57 bytes a
line, a third of the words Greek or CJK; scripts/bench/short_lines.py) of
--short-lines SIZE; then the conformance suite in cases/s; then each
libFuzzer harness alone (clang, ASan+UBSan, built in build/fuzz) in exec/s
against its target (scripts/bench/fuzz_throughput.sh). At each size, 300
`line=` fragments deep in the text and in no order are resolved in one
`resolve --fragments` run (scripts/bench/batch.py).

Options:
  --fragid PATH   the fragid to measure (default: build/ci/cli/fragid, else
                  fragid on PATH)
  --runs N        timed runs per command (default 5; medians are reported)
  --quick         a small try: SIZE 64M, --short-lines 64M and 2 runs unless given
  --short-lines SIZE  the text of short lines (default 256M; 0 skips it)
  --fuzz SECONDS  how long each fuzz harness runs (default 30; 0 skips fuzzing)
  --fuzz-runs N   how many times each fuzz harness runs (default 3; medians are reported)
  --fuzz-only     only the fuzzing section: no big files, no fragid needed
  --differential SECONDS  the differential fuzzer against `fragid adapter` out of process
                  (issue 32; default 20; 0 skips it; scripts/bench/differential_throughput.sh)
  --differential-only  only that part
  -h, --help      this text

Timing uses hyperfine when installed (apt-get install hyperfine), else a loop
of its own (scripts/bench/timeit.py). Run it on a quiet machine, e.g. with
nice -n 19 when other work must go first.
EOF
}

repo=$(cd "$(dirname "$0")/.." && pwd)
helpers=$repo/scripts/bench

size_arg=
runs=
quick=no
warmup=1
fragid=
fuzz_seconds=30
fuzz_runs=3
fuzz_only=no
short_arg=
differential_seconds=20
differential_only=no
while (($#)); do
  case $1 in
    --fragid) fragid=${2:?--fragid needs a path}; shift 2 ;;
    --fragid=*) fragid=${1#*=}; shift ;;
    --runs) runs=${2:?--runs needs a number}; shift 2 ;;
    --runs=*) runs=${1#*=}; shift ;;
    --quick) quick=yes; shift ;;
    --short-lines) short_arg=${2:?--short-lines needs a SIZE}; shift 2 ;;
    --short-lines=*) short_arg=${1#*=}; shift ;;
    --fuzz) fuzz_seconds=${2:?--fuzz needs a number of seconds}; shift 2 ;;
    --fuzz=*) fuzz_seconds=${1#*=}; shift ;;
    --fuzz-runs) fuzz_runs=${2:?--fuzz-runs needs a number}; shift 2 ;;
    --fuzz-runs=*) fuzz_runs=${1#*=}; shift ;;
    --fuzz-only) fuzz_only=yes; shift ;;
    --differential) differential_seconds=${2:?--differential needs a number of seconds}; shift 2 ;;
    --differential=*) differential_seconds=${1#*=}; shift ;;
    --differential-only) differential_only=yes; shift ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "bench.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) size_arg=$1; shift ;;
  esac
done
# --quick changes the defaults only: --quick 8M and --quick --runs 3 work.
if [[ $quick == yes ]]; then size_arg=${size_arg:-64M}; runs=${runs:-2}; short_arg=${short_arg:-64M}; fi
size_arg=${size_arg:-1G}
short_arg=${short_arg:-256M}
runs=${runs:-5}
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "bench.sh: --runs wants a positive number, not '$runs'" >&2; exit 2; }
[[ $fuzz_seconds =~ ^[0-9]+$ ]] || { echo "bench.sh: --fuzz wants a number of seconds, not '$fuzz_seconds'" >&2; exit 2; }
[[ $fuzz_runs =~ ^[1-9][0-9]*$ ]] || { echo "bench.sh: --fuzz-runs wants a positive number, not '$fuzz_runs'" >&2; exit 2; }
[[ $differential_seconds =~ ^[0-9]+$ ]] || { echo "bench.sh: --differential wants a number of seconds, not '$differential_seconds'" >&2; exit 2; }
if [[ $differential_only == yes ]]; then
  ((differential_seconds > 0)) || { echo "bench.sh: --differential-only with --differential 0 leaves nothing to run" >&2; exit 2; }
  fragid=${fragid:-$repo/build/ci/cli/fragid}
  [[ -x $fragid ]] || { echo "bench.sh: no fragid at $fragid (build it, or pass --fragid)" >&2; exit 2; }
  source "$helpers/differential_throughput.sh"
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/fragid-bench.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  failures=0
  echo "## fragid benchmark, the differential fuzzer only (scripts/bench.sh --differential-only, issue 32)"
  echo
  echo "- $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores; scripts/bench.sh at $(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo '?')"
  differential_throughput "$differential_seconds" "$tmp" "$fragid"
  ((failures == 0)) || exit 1
  exit 0
fi
if [[ $fuzz_only == yes ]]; then
  ((fuzz_seconds > 0)) || { echo "bench.sh: --fuzz-only with --fuzz 0 leaves nothing to run" >&2; exit 2; }
  source "$helpers/fuzz_throughput.sh"
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/fragid-bench.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  failures=0
  echo "## fragid benchmark, fuzzing only (scripts/bench.sh --fuzz-only, issue 13)"
  echo
  echo "- $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores; scripts/bench.sh at $(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo '?')"
  fuzz_throughput "$fuzz_seconds" "$tmp" "$fuzz_runs"
  ((failures == 0)) || { echo; echo "**$failures harness(es) did not run or found a bug: see the table.**"; exit 1; }
  exit 0
fi

# SIZE in bytes: a number with an optional K, M, G or T suffix (powers of 1024).
to_bytes() {
  local n=${1%[KkMmGgTt]} unit=${1##*[0-9]}
  [[ $n =~ ^[0-9]+$ && ${#unit} -le 1 ]] || { echo "bench.sh: bad SIZE '$1' (e.g. 200M, 1G, 4G)" >&2; exit 2; }
  case $unit in
    '') echo "$n" ;;
    [Kk]) echo $((n << 10)) ;;
    [Mm]) echo $((n << 20)) ;;
    [Gg]) echo $((n << 30)) ;;
    [Tt]) echo $((n << 40)) ;;
  esac
}
size=$(to_bytes "$size_arg")
((size >= 1 << 20)) || { echo "bench.sh: SIZE below 1M leaves nothing to measure" >&2; exit 2; }
short_size=$(to_bytes "$short_arg")
((short_size == 0 || short_size >= 1 << 20)) || { echo "bench.sh: --short-lines below 1M leaves nothing to measure (0 skips it)" >&2; exit 2; }

if [[ -z $fragid ]]; then
  if [[ -x $repo/build/ci/cli/fragid ]]; then fragid=$repo/build/ci/cli/fragid
  else fragid=$(command -v fragid) || { echo "bench.sh: no fragid: build it (build/ci/cli/fragid) or pass --fragid PATH" >&2; exit 2; }
  fi
fi
[[ -x $fragid ]] || { echo "bench.sh: $fragid is not an executable" >&2; exit 2; }
fragid=$(cd "$(dirname "$fragid")" && pwd)/$(basename "$fragid")
# `fragid check` needs the conformance suite: an installed fragid finds it
# beside itself; a copied binary is pointed at this checkout's.
if [[ -z ${FRAGID_SUITE:-} ]] && "$fragid" --version | grep -q 'no suite found'; then
  export FRAGID_SUITE=$repo/conformance
fi
[[ -x /usr/bin/time ]] || { echo "bench.sh: needs /usr/bin/time for peak RSS (Debian package time)" >&2; exit 2; }

# sed, wc -l, md5sum, cat: the C locale, byte-wise, as fast as they go.
# wc -m alone runs under a UTF-8 locale, where it counts characters.
export LC_ALL=C
utf8_locale=C.UTF-8

if command -v hyperfine >/dev/null; then
  timer="hyperfine $(hyperfine --version | awk '{print $2}')"
else
  timer="own loop (scripts/bench/timeit.py; install hyperfine for better statistics)"
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/fragid-bench.XXXXXX")
cleanup() { rm -rf "$tmp"; }
trap cleanup EXIT
trap 'echo "bench.sh: interrupted" >&2; exit 130' INT TERM

failures=0   # jobs that failed to run, outputs that mismatched
note() { echo "bench.sh: $*" >&2; }

# A command line as one string, each word quoted for the shell (hyperfine
# -N and timeit.py split it back the same way).
cmdline() { local q; printf -v q '%q ' "$@"; echo "${q% }"; }

# Seconds as "123 ms" or "1.23 s".
fmt_time() {
  awk -v s="$1" 'BEGIN { if (s < 1) printf "%.3g ms", s * 1000; else printf "%.3g s", s }'
}

# time_commands JSON SHELL CMD... : the median seconds of each command, one a
# line. All commands of a job are timed in one invocation, so that anchor and
# fragid meet the same state of the machine. SHELL=yes for pipelines.
time_commands() {
  local json=$1 shell=$2; shift 2
  local log=$json.log
  if command -v hyperfine >/dev/null; then
    local mode=(-N)
    [[ $shell == yes ]] && mode=()
    hyperfine "${mode[@]}" --style basic --warmup "$warmup" --runs "$runs" \
      --export-json "$json" "$@" >"$log" 2>&1 || { cat "$log" >&2; return 1; }
  else
    local mode=()
    [[ $shell == yes ]] && mode=(--shell)
    python3 "$helpers/timeit.py" "${mode[@]}" --warmup "$warmup" --runs "$runs" \
      --json "$json" "$@" 2>"$log" || { cat "$log" >&2; return 1; }
  fi
  python3 -c 'import json, sys
for r in json.load(open(sys.argv[1]))["results"]: print(r["median"])' "$json"
}

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

target_cell() { if [[ $1 == - ]]; then echo —; else echo "≤ $1×"; fi; }

print_table() {
  echo "| job | anchor | anchor median | fragid median | fragid / anchor | target | met? | output | peak RSS (fragid, ≤ 64 MiB) |"
  echo "|---|---|---|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
  rows=()
}

# ---- the checks: each compares $out (fragid's output) with the anchor's ----

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

# ---- one size: generate, then every job ----

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

# Bytes as "1 GiB", "205 MiB": the files stop a few bytes short of SIZE, so
# GiB from 1000 MiB on.
fmt_size() {
  awk -v b="$1" 'BEGIN {
    if (b >= 1000 * 2^20) printf "%.3g GiB", b / 2^30; else if (b >= 2^20) printf "%.3g MiB", b / 2^20;
    else printf "%d bytes", b }'
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

# ---- the suite: cases per second, in-process and through the adapter ----

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

# ---- the run ----

echo "## fragid benchmark (scripts/bench.sh, issue 13)"
echo
echo "- $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d ' ' -f 1-3 /proc/loadavg)"
echo "- $("$fragid" --version | head -n 1) at $fragid"
echo "- scripts/bench.sh at $(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo '?'); timer: $timer; medians of $runs timed runs after $warmup warm-up"
echo "- fragid / anchor < 1: fragid is faster. output: fragid's against the anchor's, as bytes for text (sed's, Python's), as parsed records for CSV (Python's)"
run_size "$size"
big_medians=("${fragid_medians[@]}") big_names=("${job_names[@]}")
fragid_medians=() job_names=()
run_size $((size / 4))
growth_table
if ((short_size > 0)); then run_short_lines; fi
run_suite
if ((fuzz_seconds > 0)); then source "$helpers/fuzz_throughput.sh"; fuzz_throughput "$fuzz_seconds" "$tmp" "$fuzz_runs"; fi
if ((differential_seconds > 0)); then
  source "$helpers/differential_throughput.sh"; differential_throughput "$differential_seconds" "$tmp" "$fragid"
fi
echo
if ((failures)); then
  echo "**$failures job(s) failed to run or disagreed with their anchor: see the tables.**"
  exit 1
fi
