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
`resolve --fragments` run (scripts/bench/batch.py). Last, the npm package's
resolve() against a fragment of `resolve --fragments`, per call, in CPU time,
side by side (scripts/bench/wasm_calls.mjs).

Options:
  --fragid PATH   the fragid to measure (default: build/ci/cli/fragid, else
                  fragid on PATH)
  --runs N        timed runs per command (default 5; medians are reported)
  --quick         a small try: SIZE 64M, --short-lines 64M and 2 runs unless given
  --short-lines SIZE  the text of short lines (default 256M; 0 skips it)
  --short-lines-only  only that text: its `line=` row against `wc -l` (issue 38's
                  target) and its batch, no big files, suite or fuzzing
  --fuzz SECONDS  how long each fuzz harness runs (default 30; 0 skips fuzzing)
  --fuzz-runs N   how many times each fuzz harness runs (default 3; medians are reported)
  --fuzz-only     only the fuzzing section: no big files, no fragid needed
  --differential SECONDS  the differential fuzzer against `fragid adapter` out of process
                  (issue 32; default 20; 0 skips it; scripts/bench/differential_throughput.sh)
  --differential-only  only that part
  --npm DIR       the npm package whose resolve() is timed against the native
                  program's per-fragment cost (default: build/ci/npm; issue 40)
  --wasm-only     only that part
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
short_only=no
differential_seconds=20
differential_only=no
npm_package=
wasm_only=no
while (($#)); do
  case $1 in
    --fragid) fragid=${2:?--fragid needs a path}; shift 2 ;;
    --fragid=*) fragid=${1#*=}; shift ;;
    --runs) runs=${2:?--runs needs a number}; shift 2 ;;
    --runs=*) runs=${1#*=}; shift ;;
    --quick) quick=yes; shift ;;
    --short-lines) short_arg=${2:?--short-lines needs a SIZE}; shift 2 ;;
    --short-lines=*) short_arg=${1#*=}; shift ;;
    --short-lines-only) short_only=yes; shift ;;
    --fuzz) fuzz_seconds=${2:?--fuzz needs a number of seconds}; shift 2 ;;
    --fuzz=*) fuzz_seconds=${1#*=}; shift ;;
    --fuzz-runs) fuzz_runs=${2:?--fuzz-runs needs a number}; shift 2 ;;
    --fuzz-runs=*) fuzz_runs=${1#*=}; shift ;;
    --fuzz-only) fuzz_only=yes; shift ;;
    --differential) differential_seconds=${2:?--differential needs a number of seconds}; shift 2 ;;
    --differential=*) differential_seconds=${1#*=}; shift ;;
    --differential-only) differential_only=yes; shift ;;
    --npm) npm_package=${2:?--npm needs a directory}; shift 2 ;;
    --npm=*) npm_package=${1#*=}; shift ;;
    --wasm-only) wasm_only=yes; shift ;;
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
npm_package=${npm_package:-$repo/build/ci/npm}
# The parts run alone take their directory and fragid when they run (run_alone sets both).
wasm_calls_here() { wasm_calls "$tmp" "$fragid" "$npm_package"; }
differential_here() { differential_throughput "$differential_seconds" "$tmp" "$fragid"; }
# run_alone HEADING PART ARGS...: one part of the benchmark by itself, with the fragid built in
# build/ci (or --fragid), in a temporary directory ($tmp); exits 1 if it failed, else 0.
run_alone() {
  local heading=$1; shift
  fragid=${fragid:-$repo/build/ci/cli/fragid}
  [[ -x $fragid ]] || { echo "bench.sh: no fragid at $fragid (build it, or pass --fragid)" >&2; exit 2; }
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/fragid-bench.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  failures=0
  echo "## fragid benchmark, $heading"
  echo
  echo "- $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores; scripts/bench.sh at $(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo '?')"
  "$@"
  ((failures == 0)) || exit 1
  exit 0
}
if [[ $wasm_only == yes ]]; then
  [[ -x /usr/bin/time ]] || { echo "bench.sh: needs /usr/bin/time for the native CPU time (Debian package time)" >&2; exit 2; }
  source "$helpers/wasm_calls.sh"
  run_alone "the npm package's calls only (scripts/bench.sh --wasm-only, issue 40)" wasm_calls_here
fi
if [[ $differential_only == yes ]]; then
  ((differential_seconds > 0)) || { echo "bench.sh: --differential-only with --differential 0 leaves nothing to run" >&2; exit 2; }
  source "$helpers/differential_throughput.sh"
  run_alone "the differential fuzzer only (scripts/bench.sh --differential-only, issue 32)" differential_here
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

# The processor, and the vector instructions the text view's UTF-8 pass
# chooses between at run time (entity/src/utf8_counts.cpp): the line= rows
# depend on them.
processor() {
  local model flags kernel=none
  model=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)
  flags=" $(sed -n 's/^flags[[:space:]]*: //p' /proc/cpuinfo | head -n 1) "
  if [[ $flags == *" avx512bw "* ]]; then kernel=AVX-512BW
  elif [[ $flags == *" avx2 "* ]]; then kernel=AVX2
  fi
  echo "processor: ${model:-unknown}; the UTF-8 pass's instructions: $kernel"
}

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
[[ $short_only == no ]] || ((short_size > 0)) || { echo "bench.sh: --short-lines-only with --short-lines 0 leaves nothing to run" >&2; exit 2; }

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

# The parts, one job each (scripts/bench/*.sh).
for part in timing jobs checks sizes suite; do source "$helpers/$part.sh"; done

# ---- the run ----

echo "## fragid benchmark (scripts/bench.sh, issue 13)"
echo
echo "- $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d ' ' -f 1-3 /proc/loadavg)"
echo "- $(processor)"
echo "- $("$fragid" --version | head -n 1) at $fragid"
echo "- scripts/bench.sh at $(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo '?'); timer: $timer; medians of $runs timed runs after $warmup warm-up"
echo "- fragid / anchor < 1: fragid is faster. output: fragid's against the anchor's, as bytes for text (sed's, Python's), as parsed records for CSV (Python's)"
if [[ $short_only == yes ]]; then
  run_short_lines
  echo
  ((failures == 0)) || { echo "**$failures job(s) failed to run or disagreed with their anchor: see the table.**"; exit 1; }
  exit 0
fi
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
source "$helpers/wasm_calls.sh"; wasm_calls "$tmp" "$fragid" "$npm_package"

echo
if ((failures)); then
  echo "**$failures job(s) failed to run or disagreed with their anchor: see the tables.**"
  exit 1
fi
