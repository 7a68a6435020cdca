#!/bin/sh
# The report site the browser test reads (tests/browser/pages_test.js): a run of the
# example Python adapter with char= left unimplemented (tests/publish/char_ignoring_adapter.py),
# made into its page by `fragid report`.
#   sh make_report.sh FRAGID ADAPTER_PY OUT_DIR      (writes OUT_DIR/run.jsonl and OUT_DIR/report/)
set -u
fragid=$1 adapter=$2 out=$3
rm -rf "$out" && mkdir -p "$out" || exit 1
# check exits 1: the run has failures, as it should.
"$fragid" check --impl "python3 $adapter" --format jsonl --output "$out/run.jsonl" --no-progress >/dev/null
status=$?
if [ "$status" -gt 1 ]; then
  echo "make_report.sh: fragid check exited $status" >&2
  exit 1
fi
exec "$fragid" report "$out/run.jsonl" --output-dir "$out/report"
