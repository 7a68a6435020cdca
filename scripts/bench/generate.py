#!/usr/bin/env python3
"""Generate the benchmark's two inputs, deterministically (scripts/bench.sh).

    generate.py TEXT_PATH TEXT_BYTES CSV_PATH CSV_BYTES

TEXT: UTF-8 lines of ASCII, Greek and CJK words, LF-terminated, ~18M lines per
GiB. CSV: CRLF records of four fields, ~5M records per 200 MiB; 1 in 50 has a
quoted field spanning two lines and holding a doubled quote ("").

Speed: a pool of 65,536 prepared lines (records) is built once from a seeded
PRNG, then each output line is picked from the pool by 16 random bits from
the same PRNG (randbytes, a C-level call), and a chunk is one bytes.join over
those picks. That writes 1 GiB in a few seconds, and the order of lines never
repeats, so no block of the file is a copy of another.

Each file stops at the last whole line (record) that fits in its size, so it
is a few bytes short of it at most. What the benchmark needs to know about the
files is measured on the bytes written, and printed as shell assignments:
text_bytes, text_lines, text_chars (code points), text_sha256, csv_bytes,
csv_records (including the header), csv_sha256.
"""
import array
import hashlib
import random
import sys

SEED = 5147_7111  # one fixed seed: the same files on every run
POOL = 1 << 16  # picks are 16-bit indices into the pool
CHUNK_LINES = 1 << 20  # lines (records) per join: ~60 MiB of text at a time


def words(rng):
    """ASCII pseudo-words, Greek words and CJK words; ASCII most often."""
    syll = [c + v for c in "bcdfghklmnprstvwz" for v in "aeiou"]
    ascii_words = ["".join(syll[rng.getrandbits(16) % len(syll)]
                           for _ in range(1 + rng.getrandbits(8) % 3))
                   for _ in range(1400)]
    greek = "αβγδεζηθικλμνξοπρστυφχψω"
    greek_words = ["".join(greek[rng.getrandbits(16) % len(greek)]
                           for _ in range(2 + rng.getrandbits(8) % 7))
                   for _ in range(400)]
    cjk_words = ["".join(chr(0x4E00 + rng.getrandbits(16) % 0x5000)
                         for _ in range(1 + rng.getrandbits(8) % 4))
                 for _ in range(248)]
    return ascii_words + greek_words + cjk_words  # 2048: 11 bits pick one


def text_pool(rng, vocab):
    """Lines of 0 to ~120 bytes (mean ~60: 18M lines per GiB), LF-ended."""
    pool = []
    for _ in range(POOL):
        target = rng.getrandbits(16) % 113
        line = []
        length = 0
        while length < target:
            w = vocab[rng.getrandbits(11)]
            line.append(w)
            length += len(w.encode()) + 1
        if rng.getrandbits(5) == 0:  # some lines end in punctuation
            line.append("—" if rng.getrandbits(1) else ".")
        pool.append((" ".join(line) + "\n").encode())
    return pool


def csv_pool(rng, vocab):
    """Records id,name,qty,note CRLF-ended; every 50th one (1 in 50 of the
    picks) with a quoted note spanning two lines and holding a ""."""
    pool = []
    for i in range(POOL):
        ident = "%010x" % rng.getrandbits(40)
        name = vocab[rng.getrandbits(11)]
        qty = str(rng.getrandbits(17))
        note = " ".join(vocab[rng.getrandbits(11)]
                        for _ in range(1 + rng.getrandbits(8) % 4))
        if not note:
            note = "-"  # no empty field: a lone empty field is an empty line
        if i % 50 == 0:
            note = '"%s\r\nsaid ""%s"" twice"' % (note, vocab[rng.getrandbits(11)])
        pool.append(("%s,%s,%s,%s\r\n" % (ident, name, qty, note)).encode())
    return pool


# Continuation bytes of UTF-8 (0x80-0xBF): the code points are the other bytes.
CONTINUATION = bytes(range(0x80, 0xC0))


def write(path, size, pool, rng, header=b""):
    """Write header then picks from pool up to size bytes; return (bytes,
    lines-or-records, code points, sha256)."""
    sha = hashlib.sha256()
    written = count = continuation = 0

    def emit(out, data, n):
        nonlocal written, count, continuation
        out.write(data)
        sha.update(data)
        written += len(data)
        count += n
        continuation += len(data) - len(data.translate(None, CONTINUATION))

    with open(path, "wb") as out:
        emit(out, header, 1 if header else 0)
        while True:
            picks = array.array("H", rng.randbytes(2 * CHUNK_LINES))
            if sys.byteorder == "big":
                picks.byteswap()  # the same picks on every machine
            chunk = b"".join(map(pool.__getitem__, picks))
            if written + len(chunk) <= size:
                emit(out, chunk, len(picks))
                continue
            # The last chunk: line by line, up to the last one that fits.
            tail = []
            room = size - written
            for p in picks:
                line = pool[p]
                if len(line) > room:
                    break
                tail.append(line)
                room -= len(line)
            emit(out, b"".join(tail), len(tail))
            break
    return written, count, written - continuation, sha.hexdigest()


def main():
    text_path, text_size, csv_path, csv_size = sys.argv[1:5]
    rng = random.Random(SEED)
    vocab = words(rng)
    tpool = text_pool(rng, vocab)
    cpool = csv_pool(rng, vocab)
    b, n, c, h = write(text_path, int(text_size), tpool, random.Random(SEED + 1))
    print(f"text_bytes={b}\ntext_lines={n}\ntext_chars={c}\ntext_sha256={h}")
    b, n, _, h = write(csv_path, int(csv_size), cpool, random.Random(SEED + 2),
                       header=b"id,name,qty,note\r\n")
    print(f"csv_bytes={b}\ncsv_records={n}\ncsv_sha256={h}")


if __name__ == "__main__":
    main()
