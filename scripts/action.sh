#!/usr/bin/env bash
# The logic of the GitHub Action (action.yml, issue 32 item 2): runs an implementation's protocol
# adapter through `fragid check` and leaves, in the reports directory, what a CI job keeps:
#   results.jsonl      the run, case by case (fragid check --format jsonl)
#   results.junit.xml  the same cases as JUnit, for test-report viewers (a second run of the same selection)
#   report/            fragid report's page: README.md (root causes, each with its reproduce command),
#                      index.html, implementation.json, badge.json
#   badge.json         the shields.io endpoint JSON (https://shields.io/badges/endpoint-badge), a copy
#   random.yaml        with FRAGID_RANDOM: the findings of `check --random`, as ready-to-commit YAML vectors
# and appends a Markdown summary to $GITHUB_STEP_SUMMARY (the counts per spec and level, the
# failing cases grouped by root cause, the random findings), its outputs to $GITHUB_OUTPUT.
# Everything written is fragid's own output; this script only chooses the commands and puts it together.
#
# The settings come from the environment (action.yml maps its inputs onto them):
#   FRAGID_ADAPTER      the command that starts the adapter (required), run with /bin/sh -c
#   FRAGID              the fragid program (default: fragid on PATH)
#   FRAGID_SPECS        specs to run, separated by spaces or commas (default: every spec the adapter declares)
#   FRAGID_LEVELS, FRAGID_TAGS, FRAGID_IDS, FRAGID_SKIP
#                       case filters, separated by spaces or commas (--level, --tag, --id, --skip)
#   FRAGID_FAIL_ON      must (default), should or any: which levels' failures fail the job
#   FRAGID_RANDOM       N > 0: N generated cases compared with the reference as well (default 0)
#   FRAGID_SEED         the seed for FRAGID_RANDOM (default: GITHUB_RUN_ID, else the clock; printed)
#   FRAGID_REPORTS_DIR  where the reports go (default fragid-reports)
#   FRAGID_EXPECT_FAILURES  a baseline file (check --expect-failures): the run fails on a change only
#   FRAGID_EXTRA_VECTORS    a directory of vectors (YAML, as conformance/vectors/: the same schema, ids
#                       starting with the spec's short name) run beside the suite's
#   FRAGID_TIMEOUT, FRAGID_START_TIMEOUT, FRAGID_MAX_RESTARTS   check's --timeout, --start-timeout,
#                       --max-restarts (empty: fragid's defaults)
#   FRAGID_ARTIFACT_NAME    the artifact's name; empty: fragid-reports-<job>-<matrix index>-<hash of
#                       the adapter and the selection>, unique per job (FRAGID_JOB_INDEX: strategy.job-index)
#   GITHUB_STEP_SUMMARY, GITHUB_OUTPUT   as GitHub sets them (unset: not written)
# Each failing must case that fails the run gets a GitHub annotation (::error) with its rerun
# command (at most 50; the rest are in the reports). The summary's links are absolute or none: the
# report page's own files are named, in the artifact.
# Exit status: 0 when the run passed by FRAGID_FAIL_ON and --random found nothing; 1 when a case
# at the FRAGID_FAIL_ON levels failed or --random found a difference; 2 for a usage error or a
# run that could not be made (the summary says which).
set -uo pipefail
set -f  # the lists below are split on spaces and commas, never expanded as globs (--id takes globs)

fragid=${FRAGID:-fragid}
adapter=${FRAGID_ADAPTER:-}
fail_on=${FRAGID_FAIL_ON:-must}
random=${FRAGID_RANDOM:-0}
reports=${FRAGID_REPORTS_DIR:-fragid-reports}
summary=${GITHUB_STEP_SUMMARY:-/dev/null}
outputs=${GITHUB_OUTPUT:-/dev/null}

# The artifact's name: the input, else one no other job of the workflow run (a matrix, or the action
# twice in a job) makes: the job, its index in the matrix, and a hash of what this run runs.
artifact=${FRAGID_ARTIFACT_NAME:-}
if [[ -z $artifact ]]; then
  digest=$(printf '%s\0' "$adapter" "${FRAGID_SPECS:-}" "${FRAGID_LEVELS:-}" "${FRAGID_TAGS:-}" "${FRAGID_IDS:-}" \
    "${FRAGID_SKIP:-}" "$reports" | sha256sum | cut -c1-8)
  artifact=fragid-reports-${GITHUB_JOB:-job}-${FRAGID_JOB_INDEX:-0}-$digest
fi
artifact=$(printf '%s' "$artifact" | tr -c 'A-Za-z0-9._-' '-')

echo "artifact-name=$artifact" >>"$outputs"

fail() {  # MESSAGE: a run that could not be made, said in the log and in the summary
  echo "fragid action: $1" >&2
  printf '## fragid conformance\n\n**Not run:** %s\n' "$1" >>"$summary"
  echo "exit-code=2" >>"$outputs"
  exit 2
}
[[ -n $adapter ]] || fail "no adapter command: set the input 'adapter' (FRAGID_ADAPTER)"
command -v "$fragid" >/dev/null || fail "no fragid program at '$fragid' (FRAGID)"
[[ $random =~ ^[0-9]+$ ]] || fail "'random' must be a number of cases, not '$random'"
mkdir -p "$reports" || fail "cannot make the reports directory $reports"

# The selection, the same for every run: each list item becomes a repeated option.
# --random generates its cases, so of the filters it takes only the specs.
selection=() specs=()
add_list() {  # OPTION VALUES: "--level" "must, should" -> --level must --level should
  local option=$1 item
  for item in ${2//,/ }; do selection+=("$option" "$item"); done
}
spec_list=${FRAGID_SPECS:-}
for spec in ${spec_list//,/ }; do specs+=(--spec "$spec"); done
selection+=("${specs[@]}")
add_list --level "${FRAGID_LEVELS:-}"
add_list --tag "${FRAGID_TAGS:-}"
add_list --id "${FRAGID_IDS:-}"
add_list --skip "${FRAGID_SKIP:-}"

# How the run is made, the same for every run too.
run_options=()
[[ -n ${FRAGID_TIMEOUT:-} ]] && run_options+=(--timeout "$FRAGID_TIMEOUT")
[[ -n ${FRAGID_START_TIMEOUT:-} ]] && run_options+=(--start-timeout "$FRAGID_START_TIMEOUT")
[[ -n ${FRAGID_MAX_RESTARTS:-} ]] && run_options+=(--max-restarts "$FRAGID_MAX_RESTARTS")
if [[ -n ${FRAGID_EXPECT_FAILURES:-} ]]; then
  [[ -f $FRAGID_EXPECT_FAILURES ]] || fail "no expect-failures file '$FRAGID_EXPECT_FAILURES'"
  run_options+=(--expect-failures "$FRAGID_EXPECT_FAILURES")
fi
# Extra vectors: a copy of the installed suite with them in vectors/extra/ (the suite reads vectors/
# recursively; a symbolic link to a directory it would not follow).
if [[ -n ${FRAGID_EXTRA_VECTORS:-} ]]; then
  [[ -d $FRAGID_EXTRA_VECTORS ]] || fail "no directory of extra vectors '$FRAGID_EXTRA_VECTORS'"
  installed=${FRAGID_SUITE:-$(dirname "$(dirname "$(readlink -f "$(command -v "$fragid")")")")/share/fragid}
  [[ -d $installed/vectors ]] || fail "no suite at $installed to add the extra vectors to"
  merged=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/fragid-suite-XXXXXX") || fail "cannot make a directory for the suite"
  trap 'rm -rf "$merged"' EXIT
  while IFS= read -r -d '' part; do  # (set -f: no glob here)
    [[ $(basename "$part") == vectors ]] || ln -s "$(readlink -f "$part")" "$merged/"
  done < <(find "$installed/" -mindepth 1 -maxdepth 1 -print0)
  cp -rL "$installed/vectors" "$merged/vectors" && mkdir -p "$merged/vectors/extra" &&
    cp -r "$FRAGID_EXTRA_VECTORS"/. "$merged/vectors/extra/" || fail "cannot copy the extra vectors"
  run_options+=(--suite "$merged")
fi

# 1. The vectors, as JSON Lines; the text summary (counts per spec and level, the verdict) goes to
#    standard error with --output, and is kept for the job summary.
rc=0
"$fragid" check --impl "$adapter" "${selection[@]}" "${run_options[@]}" --fail-on "$fail_on" --no-progress \
  --format jsonl --output "$reports/results.jsonl" 2>"$reports/summary.txt" || rc=$?
cat "$reports/summary.txt" >&2
if ((rc != 0 && rc != 1)); then
  {
    printf '## fragid conformance\n\n**The run could not be made** (`fragid check` exited %s):\n\n```text\n' "$rc"
    tail -n 40 "$reports/summary.txt"
    printf '```\n'
  } >>"$summary"
  echo "exit-code=2" >>"$outputs"
  exit 2
fi

# Each failing must case that fails the run, as an annotation with its rerun command: the records
# of results.jsonl with level must, a verdict that is a problem, counted, and not an expected failure.
escape_annotation() {  # TEXT: as GitHub's workflow commands take a message
  local text=${1//%/%25}
  text=${text//$'\r'/%0D}
  printf '%s' "${text//$'\n'/%0A}"
}
annotated=0 unannotated=0
while IFS= read -r line; do
  [[ $line == *'"record":"case"'* && $line == *'"level":"must"'* ]] || continue
  [[ $line =~ \"verdict\":\"(failed|errored|crashed|timed-out)\" ]] || continue
  verdict=${BASH_REMATCH[1]}
  [[ $line == *'"counted":false'* || $line == *'"expected_failure":true'* ]] && continue
  [[ $line =~ \"id\":\"([A-Za-z0-9._-]+)\" ]] || continue
  id=${BASH_REMATCH[1]}
  if ((annotated == 50)); then unannotated=$((unannotated + 1)); continue; fi
  annotated=$((annotated + 1))
  rerun="fragid check --impl '$adapter' --id $id"
  echo "::error title=fragid $id ($verdict)::$(escape_annotation "must case $id $verdict; rerun: $rerun")"
done <"$reports/results.jsonl"
((unannotated == 0)) || echo "::warning title=fragid::$unannotated more failing must cases: see results.jsonl in the reports"

# 2. The same selection as JUnit. (A second run: check writes one format per run.)
"$fragid" check --impl "$adapter" "${selection[@]}" "${run_options[@]}" --fail-on "$fail_on" --no-progress \
  --format junit --output "$reports/results.junit.xml" 2>/dev/null
junit_rc=$?
((junit_rc == 0 || junit_rc == 1)) || echo "fragid action: the JUnit run exited $junit_rc" >&2

# 3. The root causes, the page and the badge, from the JSON Lines run.
report_rc=0
"$fragid" report "$reports/results.jsonl" --output-dir "$reports/report" >&2 || report_rc=$?
if ((report_rc == 0)); then
  cp "$reports/report/badge.json" "$reports/badge.json"
else
  echo "fragid action: fragid report exited $report_rc" >&2
fi

# 4. Generated cases against the reference.
random_rc=0
if ((random > 0)); then
  seed=${FRAGID_SEED:-${GITHUB_RUN_ID:-$(date +%s)}}
  "$fragid" check --impl "$adapter" "${specs[@]}" --random "$random" --seed "$seed" \
    >"$reports/random.yaml" 2>"$reports/random.txt" || random_rc=$?
  cat "$reports/random.txt" >&2
fi

# The job summary: at most about 900 KiB of it (GitHub takes 1 MiB a step); the rest is in the reports.
{
  printf '## fragid conformance: `%s`\n\n' "$adapter"
  if ((rc == 0)); then
    printf 'Passed: no failure at the `--fail-on %s` levels.\n\n' "$fail_on"
  else
    printf '**Failed**: cases failed at the `--fail-on %s` levels.\n\n' "$fail_on"
  fi
  printf '```text\n'
  cat "$reports/summary.txt"
  printf '```\n\n'
  if ((report_rc == 0)); then
    # fragid report's Markdown, every heading two levels down (below this summary's own); a link
    # to one of the page's files would be dead in the job's summary: it becomes its text and the
    # file's name in the artifact (links with a scheme stay).
    sed -E -e 's/^(#+) /\1## /' \
      -e 's/\[([^]]*)\]\(([^):#]+)(#[^)]*)?\)/\1 (`report\/\2` in the artifact)/g' \
      -e 's/\[([^]]*)\]\(#[^)]*\)/\1/g' "$reports/report/README.md" | head -c 900000
    printf '\n'
  else
    printf '**fragid report failed (exit %s)**: no root causes here; the cases are in results.jsonl.\n\n' "$report_rc"
  fi
  if ((random > 0)); then
    printf '### %s generated cases, --seed %s\n\n```text\n' "$random" "$seed"
    cat "$reports/random.txt"
    printf '```\n\n'
    if ((random_rc != 0)) && [[ -s $reports/random.yaml ]]; then
      printf 'The findings as YAML vectors (also in random.yaml):\n\n```yaml\n'
      head -c 100000 "$reports/random.yaml"
      printf '```\n'
    fi
  fi
  printf '\nReports: `%s` (results.jsonl, results.junit.xml, report/, badge.json), uploaded as the artifact `%s`.\n' \
    "$reports" "$artifact"
} >>"$summary"

status=$rc
((random_rc == 0)) || status=$((random_rc == 1 ? (status > 1 ? status : 1) : 2))
{
  echo "exit-code=$status"
  echo "reports=$reports"
  echo "jsonl=$reports/results.jsonl"
  echo "junit=$reports/results.junit.xml"
  ((report_rc == 0)) && echo "badge=$reports/badge.json"
} >>"$outputs"
exit "$status"
