#!/usr/bin/env python3
"""The benchmark's batch of fragments (scripts/bench.sh, issue 29 item 10).

    batch.py fragments LINES COUNT     COUNT fragments line=A,A+11 with A
                                       drawn (seeded) from the second half of
                                       a text of LINES lines, in no order: one
                                       a line, for `fragid resolve --fragments`
    batch.py check TEXT JSONL          exit 0 if every answer in JSONL (the
                                       output of `resolve --fragments`) is ok
                                       and starts and ends at the bytes where
                                       TEXT's lines A+1 and B+1 start (counted
                                       here, LF by LF), else say which is not

The fragments go deep and in no order so that a resolver that reads the
entity from its start for each of them (as fragid did) takes COUNT half
passes, and one that remembers where lines are takes about one.
"""
import json
import random
import re
import sys

SEED = 2910


def fragments(lines, count):
    rng = random.Random(SEED)
    for _ in range(count):
        a = lines // 2 + rng.randrange(lines // 2 - 12)
        print(f"line={a},{a + 11}")


def check(text_path, answers_path):
    answers = [json.loads(line) for line in open(answers_path, encoding="utf-8")]
    wanted = set()
    for a in answers:
        m = re.fullmatch(r"line=(\d+),(\d+)", a.get("fragment", ""))
        if not m or a.get("status") != "ok":
            print(f"not an ok answer to a line=A,B fragment: {json.dumps(a)[:200]}")
            return 1
        wanted.update((int(m[1]), int(m[2])))
    # The byte where the line after the N-th LF starts, for each N wanted.
    starts = {0: 0}
    targets = sorted(n for n in wanted if n > 0)
    i = seen = offset = 0
    with open(text_path, "rb") as f:
        while i < len(targets) and (chunk := f.read(1 << 24)):
            lfs = chunk.count(b"\n")
            at, passed = -1, seen
            while i < len(targets) and targets[i] <= seen + lfs:
                while passed < targets[i]:
                    at = chunk.find(b"\n", at + 1)
                    passed += 1
                starts[targets[i]] = offset + at + 1
                i += 1
            seen += lfs
            offset += len(chunk)
    for a in answers:
        m = re.fullmatch(r"line=(\d+),(\d+)", a["fragment"])
        first, last = int(m[1]), int(m[2])
        got = (a["start"]["byte"], a["end"]["byte"], a["start"]["line"])
        want = (starts.get(first), starts.get(last), first + 1)
        if got != want:
            print(f"{a['fragment']}: fragid says bytes {got[0]}..{got[1]} line {got[2]}, "
                  f"the text {want[0]}..{want[1]} line {want[2]}")
            return 1
    print(f"{len(answers)} answers")
    return 0


def main(argv):
    if argv[1] == "fragments":
        fragments(int(argv[2]), int(argv[3]))
        return 0
    if argv[1] == "check":
        return check(argv[2], argv[3])
    sys.exit(f"batch.py: unknown mode {argv[1]}")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
