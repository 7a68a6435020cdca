# Timing, a part of scripts/bench.sh (issue 13) that it sources: a command line quoted for the
# shell, seconds and sizes as people read them, and the medians of timed runs (hyperfine, else
# timeit.py). Uses the entry point's settings ($runs, $warmup, $helpers).

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


# Bytes as "1 GiB", "205 MiB": the files stop a few bytes short of SIZE, so
# GiB from 1000 MiB on.
fmt_size() {
  awk -v b="$1" 'BEGIN {
    if (b >= 1000 * 2^20) printf "%.3g GiB", b / 2^30; else if (b >= 2^20) printf "%.3g MiB", b / 2^20;
    else printf "%d bytes", b }'
}
