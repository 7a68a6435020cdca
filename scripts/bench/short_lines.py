#!/usr/bin/env python3
"""Generate the benchmark's text of short lines, deterministically (scripts/bench.sh).

    short_lines.py TEXT_PATH TEXT_BYTES

A UTF-8 text of short LF-ended lines, 57 bytes a line on average (from
about 20 to 100), in which a third of the words are Greek or CJK: the kind of
text (subtitles, chat logs, word lists in several scripts) on which issue 29
found `line=` slower against `wc -l` than on generate.py's text, whose lines
run from 0 to ~120 bytes. Many line endings per block and few long ASCII runs
are what the resolver's scanning loop finds hardest.

Built as generate.py builds its text (a seeded pool of 65,536 lines, picked
by 16-bit draws), with its own words: two thirds ASCII pseudo-words, one
sixth Greek, one sixth CJK, drawn as words (not as vocabulary entries). It
prints the same shell assignments as generate.py's text, prefixed short_:
short_bytes, short_lines, short_chars (code points), short_sha256.
"""
import random
import sys

from generate import POOL, write

SEED = 29_0010  # issue 29, item 10: the same file on every run


def word(rng, syllables, greek):
    """One word: ASCII (2 in 3), Greek (1 in 6) or CJK (1 in 6)."""
    kind = rng.getrandbits(16) % 6
    if kind < 4:
        return "".join(syllables[rng.getrandbits(16) % len(syllables)]
                       for _ in range(1 + rng.getrandbits(8) % 3))
    if kind == 4:
        return "".join(greek[rng.getrandbits(16) % len(greek)]
                       for _ in range(2 + rng.getrandbits(8) % 6))
    return "".join(chr(0x4E00 + rng.getrandbits(16) % 0x5000)
                   for _ in range(1 + rng.getrandbits(8) % 3))


def short_pool(rng):
    """Lines of words up to a target of 20 to 87 bytes, LF-ended: 57 bytes
    a line on average with the word that passes the target and the LF."""
    syllables = [c + v for c in "bcdfghklmnprstvwz" for v in "aeiou"]
    greek = "αβγδεζηθικλμνξοπρστυφχψω"
    pool = []
    for _ in range(POOL):
        target = 20 + rng.getrandbits(16) % 68
        line = []
        length = 0
        while length < target:
            w = word(rng, syllables, greek)
            line.append(w)
            length += len(w.encode()) + 1
        pool.append((" ".join(line) + "\n").encode())
    return pool


def main():
    text_path, text_size = sys.argv[1:3]
    rng = random.Random(SEED)
    pool = short_pool(rng)
    b, n, c, h = write(text_path, int(text_size), pool, random.Random(SEED + 1))
    print(f"short_bytes={b}\nshort_lines={n}\nshort_chars={c}\nshort_sha256={h}")


if __name__ == "__main__":
    main()
