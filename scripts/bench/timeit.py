#!/usr/bin/env python3
"""scripts/bench.sh's timer when hyperfine is not installed.

    timeit.py --runs N --warmup W --json OUT [--shell] CMD...

Runs the commands in turn, WARMUP rounds untimed then RUNS timed rounds, each
round every command once (interleaved, so a slow spell of a busy machine hits
all of them alike), output to /dev/null. Writes the medians as hyperfine's
--export-json does ({"results": [{"command": ..., "median": seconds}]}), so
the script reads either the same way. --shell runs each through /bin/sh -c
(pipelines), else the command is split as a shell would and run directly
(hyperfine -N). Exits 1 if a command exits non-zero.
"""
import argparse
import json
import shlex
import statistics
import subprocess
import sys
import time


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, required=True)
    p.add_argument("--warmup", type=int, default=0)
    p.add_argument("--json", required=True)
    p.add_argument("--shell", action="store_true")
    p.add_argument("commands", nargs="+")
    a = p.parse_args()
    argvs = [["/bin/sh", "-c", c] if a.shell else shlex.split(c) for c in a.commands]
    times = [[] for _ in argvs]
    for round_ in range(a.warmup + a.runs):
        for i, argv in enumerate(argvs):
            t0 = time.perf_counter()
            rc = subprocess.call(argv, stdout=subprocess.DEVNULL)
            dt = time.perf_counter() - t0
            if rc != 0:
                print(f"timeit.py: exit {rc}: {a.commands[i]}", file=sys.stderr)
                return 1
            if round_ >= a.warmup:
                times[i].append(dt)
    results = [{"command": c, "median": statistics.median(t), "times": t}
               for c, t in zip(a.commands, times)]
    with open(a.json, "w") as f:
        json.dump({"results": results}, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
