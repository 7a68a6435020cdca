#!/usr/bin/env python3
"""The benchmark's Python anchors, and its CSV comparison (scripts/bench.sh).

    anchor.py char FILE START END      code points START..END of a UTF-8 file,
                                       decoded whole (open().read())
    anchor.py rows FILE FIRST LAST     CSV records FIRST..LAST (1-based, as
                                       RFC 7111's row=FIRST-LAST), stopping
                                       after LAST (itertools.islice)
    anchor.py last FILE                the last CSV record (row=*)
    anchor.py col FILE N               field N of every CSV record (col=N)
    anchor.py cell FILE ROW COL        one field (cell=ROW,COL), stopping after ROW
    anchor.py same A B                 exit 0 if CSV files A and B hold the
                                       same records as parsed, else say where
                                       they first differ and exit 1

Records are written with the csv module (one per line, quoted where needed):
fragid writes its own serialisation, so outputs are compared as parsed
records (`same`), not as bytes. Files are opened with newline="" so that the
line breaks inside quoted fields are kept as they are (csv module docs).
"""
import collections
import csv
import itertools
import sys


def reader(path):
    return csv.reader(open(path, encoding="utf-8", newline=""))


def writer():
    out = open(sys.stdout.fileno(), "w", encoding="utf-8", newline="", closefd=False)
    return out, csv.writer(out, lineterminator="\n")


def main(argv):
    mode, path = argv[1], argv[2]
    if mode == "char":
        start, end = int(argv[3]), int(argv[4])
        text = open(path, encoding="utf-8", newline="").read()
        sys.stdout.buffer.write(text[start:end].encode("utf-8"))
        return 0
    if mode == "same":
        return same(path, argv[3])
    out, w = writer()
    if mode == "rows":
        first, last = int(argv[3]), int(argv[4])
        w.writerows(itertools.islice(reader(path), first - 1, last))
    elif mode == "last":
        w.writerows(collections.deque(reader(path), maxlen=1))
    elif mode == "col":
        n = int(argv[3])
        w.writerows([r[n - 1]] for r in reader(path))
    elif mode == "cell":
        row, col = int(argv[3]), int(argv[4])
        for r in itertools.islice(reader(path), row - 1, row):
            w.writerow([r[col - 1]])
    else:
        sys.exit(f"anchor.py: unknown mode {mode}")
    out.flush()
    return 0


def same(a, b):
    """Compare two CSV outputs record by record; count them on stdout."""
    n = 0
    for n, (ra, rb) in enumerate(itertools.zip_longest(reader(a), reader(b)), 1):
        if ra != rb:
            print(f"record {n} differs: {ra!r} vs {rb!r}"[:300])
            return 1
    print(n)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
