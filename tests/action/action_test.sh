#!/usr/bin/env bash
# ctest action.script (issue 32 item 2): scripts/action.sh, the logic of action.yml, run as GitHub
# runs it: GITHUB_STEP_SUMMARY and GITHUB_OUTPUT point at temporary files, the working directory
# is an empty temporary one. Against the example adapters it passes (exit 0, a green badge);
# against the deliberately broken one (adapters/examples/python/adapter.py --broken: char= ranges
# end one character late) it fails (exit 1) and the summary names the root cause and the failing
# cases with their reproduce commands; --fail-on decides the exit code for failures at levels
# below must; --random finds the broken adapter's bug and writes it as a YAML vector.
#   action_test.sh FRAGID SOURCE_DIR
set -uo pipefail
fragid=$1 source=$2
scratch=$(mktemp -d "${TMPDIR:-/tmp}/fragid-action-XXXXXX")
trap 'rm -rf "$scratch"' EXIT
failures=0
python=(python3 "$source/adapters/examples/python/adapter.py")

check() {  # DESCRIPTION CONDITION...: counts a failure unless CONDITION holds
  local what=$1; shift
  if "$@"; then echo "ok: $what"; else echo "FAILED: $what"; failures=$((failures + 1)); fi
}
contains() { grep -qF -- "$2" "$1"; }
lacks() { ! grep -qF -- "$2" "$1"; }

# action NAME EXPECTED_EXIT VAR=VALUE...: runs scripts/action.sh in $scratch/NAME with the settings.
action() {
  local name=$1 expected=$2; shift 2
  local dir=$scratch/$name rc=0
  mkdir -p "$dir"
  : >"$dir/summary.md"; : >"$dir/output.txt"
  (cd "$dir" && env -u FRAGID_SUITE FRAGID="$fragid" GITHUB_STEP_SUMMARY="$dir/summary.md" \
     GITHUB_OUTPUT="$dir/output.txt" "$@" bash "$source/scripts/action.sh" >"$dir/log.txt" 2>&1) || rc=$?
  check "$name: exit $expected (was $rc)" test "$rc" = "$expected"
  check "$name: exit-code=$expected in GITHUB_OUTPUT" contains "$dir/output.txt" "exit-code=$expected"
  ((rc == expected)) || tail -n 30 "$dir/log.txt"
}
# reports NAME COLOR: the reports a finished run leaves, its badge of COLOR.
reports() {
  local dir=$scratch/$1/fragid-reports
  check "$1: results.jsonl has a record per case" test "$(grep -c '"id"' "$dir/results.jsonl" 2>/dev/null)" -gt 10
  check "$1: JUnit report" contains "$dir/results.junit.xml" "<testsuites"
  check "$1: the report page" test -s "$dir/report/index.html"
  check "$1: shields.io badge ($2)" python3 -c '
import json, sys
b = json.load(open(sys.argv[1]))
sys.exit(not (b["schemaVersion"] == 1 and b["label"] and b["message"] and b["color"] == sys.argv[2]))' "$dir/badge.json" "$2"
  check "$1: the counts per spec and level in the summary" grep -qE "^rfc(5147|7111) must: [0-9]+ passed" "$scratch/$1/summary.md"
}

action python 0 FRAGID_ADAPTER="${python[*]}"
reports python brightgreen
check "python: summary says it passed" contains "$scratch/python/summary.md" "Passed: no failure at the \`--fail-on must\` levels"

if command -v node >/dev/null; then
  action node 0 FRAGID_ADAPTER="node $source/adapters/examples/node/adapter.js" FRAGID_SPECS=rfc7111
  reports node brightgreen
  check "node: only rfc7111 ran" lacks "$scratch/node/summary.md" "rfc5147 must: "
else
  echo "node not found: the Node example adapter is not run"
fi

action broken 1 FRAGID_ADAPTER="${python[*]} --broken"
reports broken red
summary=$scratch/broken/summary.md
check "broken: summary says it failed" contains "$summary" "**Failed**"
check "broken: the root cause is named" contains "$summary" "the range ends 1 character too late"
check "broken: a failing case is named with its reproduce command" \
  contains "$summary" "fragid check --impl '${python[*]} --broken' --id rfc5147-"
check "broken: a failing must case is listed" contains "$summary" "| \`rfc5147-char-range-one-character\` | must |"
check "broken: no annotation for a case --fail-on does not count" lacks "$scratch/broken/log.txt" "::error title=fragid rfc5147-bom-utf8-position-zero"

# --fail-on decides: the broken adapter passes the line= cases (all must) and fails one impl-defined
# case (a BOM before char=0): that fails the run only with --fail-on any.
action impl_defined_must 0 FRAGID_ADAPTER="${python[*]} --broken" FRAGID_IDS='rfc5147-line-* rfc5147-bom-utf8-position-zero'
action impl_defined_any 1 FRAGID_ADAPTER="${python[*]} --broken" FRAGID_IDS='rfc5147-line-* rfc5147-bom-utf8-position-zero' FRAGID_FAIL_ON=any

# Generated cases: the example adapter agrees with the reference; the broken one is caught.
action random_python 0 FRAGID_ADAPTER="${python[*]}" FRAGID_SPECS=rfc5147 FRAGID_IDS="rfc5147-char-*" FRAGID_RANDOM=200 FRAGID_SEED=11
check "random_python: the seed is printed" contains "$scratch/random_python/summary.md" "200 generated cases, --seed 11"
action random_broken 1 FRAGID_ADAPTER="${python[*]} --broken" FRAGID_SPECS=rfc5147 FRAGID_IDS="rfc5147-example-*" FRAGID_RANDOM=200 FRAGID_SEED=11
check "random_broken: the findings as YAML vectors in the summary" contains "$scratch/random_broken/summary.md" 'id: "rfc5147-differential-finding-1"'

# Each failing must case that fails the run is annotated with its rerun command (issue 42 item 3);
# the summary links only to absolute addresses (the report page's files are named, in the artifact).
check "broken: a ::error annotation per failing must case, with its rerun command" \
  contains "$scratch/broken/log.txt" "::error title=fragid rfc5147-char-range-one-character (failed)::must case rfc5147-char-range-one-character failed; rerun: fragid check --impl '${python[*]} --broken' --id rfc5147-char-range-one-character"
check "every link of the summary is absolute" python3 -c '
import re, sys
links = re.findall(r"\]\(([^)]*)\)", open(sys.argv[1]).read())
bad = [l for l in links if not re.match(r"https?://", l)]
print("links not absolute:", bad[:5])
sys.exit(bool(bad))' "$summary"
check "broken: the report page's files are named in the artifact" contains "$summary" '(`report/'

# The artifact's name: unique per job, matrix index and run; as given when given.
name_of() { sed -n 's/^artifact-name=//p' "$scratch/$1/output.txt"; }
check "python: a default artifact name" test -n "$(name_of python)"
check "broken: another run, another artifact name" test "$(name_of python)" != "$(name_of broken)"
action named 0 FRAGID_ADAPTER="${python[*]}" FRAGID_IDS='rfc5147-example-*' FRAGID_ARTIFACT_NAME='my reports' GITHUB_JOB=conformance
check "named: the given name, made safe" test "$(name_of named)" = "my-reports"
action matrix_0 0 FRAGID_ADAPTER="${python[*]}" FRAGID_IDS='rfc5147-example-*' GITHUB_JOB=conformance FRAGID_JOB_INDEX=0
action matrix_1 0 FRAGID_ADAPTER="${python[*]}" FRAGID_IDS='rfc5147-example-*' GITHUB_JOB=conformance FRAGID_JOB_INDEX=1
check "matrix: two jobs of a matrix, two artifact names" test "$(name_of matrix_0)" != "$(name_of matrix_1)"
check "matrix: the job is in the name" grep -q "^fragid-reports-conformance-1-" <<<"$(name_of matrix_1)"

# expect-failures: a baseline of the broken adapter's failures passes; a baseline missing is exit 2.
"$fragid" check --impl "${python[*]} --broken" --id 'rfc5147-char-*' --write-baseline "$scratch/broken.baseline" >/dev/null 2>&1
action baseline 0 FRAGID_ADAPTER="${python[*]} --broken" FRAGID_IDS='rfc5147-char-*' FRAGID_EXPECT_FAILURES="$scratch/broken.baseline"
check "baseline: no annotation for an expected failure" lacks "$scratch/baseline/log.txt" "::error"
check "baseline: JUnit shows no failure" lacks "$scratch/baseline/fragid-reports/results.junit.xml" "<failure"
action no_baseline 2 FRAGID_ADAPTER="${python[*]}" FRAGID_EXPECT_FAILURES="$scratch/missing.baseline"

# suite: extra vectors run beside the suite's.
mkdir -p "$scratch/my-vectors"
cat >"$scratch/my-vectors/mine.yaml" <<'EOF'
cases:
  - id: rfc5147-mine-char-one
    description: our own case, char=0,1 on two characters
    spec: rfc5147
    section: "2.1.1"
    quote: "char=0,1"
    level: must
    fragment: "char=0,1"
    entity: {text: "ab"}
    expect: {status: ok, position: false, start: {character: 0, byte: 0}, end: {character: 1, byte: 1}}
EOF
action extra 0 FRAGID_ADAPTER="${python[*]}" FRAGID_IDS='rfc5147-mine-* rfc5147-example-*' FRAGID_EXTRA_VECTORS="$scratch/my-vectors"
check "extra: the extra case ran" contains "$scratch/extra/fragid-reports/results.jsonl" '"id":"rfc5147-mine-char-one"'
action extra_broken 1 FRAGID_ADAPTER="${python[*]} --broken" FRAGID_IDS='rfc5147-mine-*' FRAGID_EXTRA_VECTORS="$scratch/my-vectors"
check "extra_broken: the extra case is annotated" contains "$scratch/extra_broken/log.txt" "::error title=fragid rfc5147-mine-char-one (failed)"

# timeout, start-timeout, max-restarts reach fragid check (a bad value is its usage error, exit 2).
action timeouts 0 FRAGID_ADAPTER="${python[*]}" FRAGID_IDS='rfc5147-example-*' FRAGID_TIMEOUT=20 FRAGID_START_TIMEOUT=20 FRAGID_MAX_RESTARTS=1
action bad_timeout 2 FRAGID_ADAPTER="${python[*]}" FRAGID_IDS='rfc5147-example-*' FRAGID_START_TIMEOUT=soon
check "bad_timeout: fragid's message in the summary" contains "$scratch/bad_timeout/summary.md" "start-timeout"

# A run that cannot be made is exit 2, said in the summary.
action no_adapter 2
check "no_adapter: the summary says why" contains "$scratch/no_adapter/summary.md" "no adapter command"
action unknown_level 2 FRAGID_ADAPTER="${python[*]}" FRAGID_LEVELS=mustn
check "unknown_level: the summary shows fragid's message" contains "$scratch/unknown_level/summary.md" "The run could not be made"

# action.yml hands every input to the script: each input is used in a step, and each FRAGID_*
# variable the check step sets is one scripts/action.sh reads.
check "action.yml: every input used, every variable read by scripts/action.sh" python3 -c '
import re, sys, yaml
action = yaml.safe_load(open(sys.argv[1]))
script = open(sys.argv[2]).read()
steps = yaml.safe_dump(action["runs"]["steps"])
unused = [name for name in action["inputs"] if "inputs." + name not in steps]
check_env = next(s for s in action["runs"]["steps"] if s.get("id") == "check")["env"]
unread = [var for var in check_env if not re.search(r"\$\{" + var + r"[:}]", script)]
print("unused inputs:", unused, "variables not read:", unread)
sys.exit(bool(unused or unread))' "$source/action.yml" "$source/scripts/action.sh"

echo "$failures failures"
((failures == 0))
