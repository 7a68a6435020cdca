#!/usr/bin/env python3
"""An example fragid adapter: a small RFC 5147 (text/plain) resolver, standard library only.

Run it under the conformance runner:

    fragid check --impl 'python3 adapters/examples/python/adapter.py'

The file has two halves. resolve_text() is the implementation under test: replace it
with a call into your own library. The protocol loop at the bottom (docs/adapter-protocol.md,
version 1) reads one JSON request per line and writes one JSON answer per line; it stays as it is.

Where RFC 5147 leaves a choice open, this resolver follows docs/interpretations.md. It decodes
the whole entity before answering, so an invalid byte anywhere is an entity-error, even after
the part identified (the reference reads only as far as it needs; the vectors accept both).
"""
import base64
import hashlib
import json
import re
import sys

# ----------------------------------------------------------------------------------------
# The resolver
# ----------------------------------------------------------------------------------------

# IANA names and aliases of the two charsets read here (RFC 2978: case-insensitive).
# "ASCII" is not registered, but the reference accepts it too.
CHARSETS = {
    "US-ASCII": ["us-ascii", "iso-ir-6", "ansi_x3.4-1968", "ansi_x3.4-1986", "iso_646.irv:1991",
                 "iso646-us", "us", "ibm367", "cp367", "csascii", "ascii"],
    "UTF-8": ["utf-8", "csutf8"],
}


def charset_id(name):
    for canonical, aliases in CHARSETS.items():
        if name.lower() in aliases:
            return canonical
    return None


def same_charset(a, b):
    """s.2.3: a check's charset is compared with the entity's, as encodings."""
    ia, ib = charset_id(a), charset_id(b)
    return ia == ib if ia and ib else a.lower() == b.lower()


class Unsupported(Exception):
    """Raised for input this resolver cannot take; the adapter answers 'skipped'."""


# RFC 5147 s.3, on the percent-decoded fragment (each octet one str character, latin-1):
#   text-scheme = ("char=" / "line=") ( position / range )
#   range = ( position "," [ position ] ) / ( "," position )
SCHEME = re.compile(r"(char|line)=(?:([0-9]+)|([0-9]+),([0-9]*)|,([0-9]+))")
CHARSET = r"(?:,([A-Za-z0-9!#$%&'+\-^_`{}~]+))?"          # [ "," mime-charset ], RFC 2978 s.2.3
LENGTH = re.compile(r"length=([0-9]+)" + CHARSET)
MD5 = re.compile(r"md5=([0-9A-Fa-f]{32})" + CHARSET)
UNKNOWN = re.compile(r"[A-Za-z][A-Za-z0-9_-]*=[^;]*", re.S)  # s.3.1: new check types are ignored


def percent_decode(fragment):
    """RFC 3986 s.2.1; a '%' without two hex digits is a syntax error. None on error."""
    raw = fragment.encode("utf-8", "surrogatepass")
    # The fragment itself (after the URI's '#'): a '#' in it is not a separator
    # but an octet no rule admits (RFC 3986 s.3.5), so it fails the grammar.
    out, i = bytearray(), 0
    while i < len(raw):
        if raw[i] == ord("%"):
            digits = raw[i + 1:i + 3]
            if len(digits) != 2 or not all(chr(d) in "0123456789abcdefABCDEF" for d in digits):
                return None
            out.append(int(digits, 16))
            i += 3
        else:
            out.append(raw[i])
            i += 1
    return out.decode("latin-1")


def parse(fragment):
    """Returns (scheme, start, end, is_position, checks) or None for a syntax error.
    start/end are ints or None (absent); checks is a list of (kind, value, charset)."""
    text = percent_decode(fragment)
    if text is None:
        return None
    head, *rest = text.split(";")  # ';' occurs in no check, so it always separates
    m = SCHEME.fullmatch(head)
    if not m:
        return None
    scheme, pos, first, second, only_second = m.groups()
    if pos is not None:
        start = end = int(pos)
    elif first is not None:
        start, end = int(first), int(second) if second else None
    else:
        start, end = None, int(only_second)
    checks = []
    for piece in rest:
        # "length=" and "md5=" always start the known checks: "md5=xyz" is an error.
        if piece.startswith("length="):
            c = LENGTH.fullmatch(piece)
            kind = "length"
        elif piece.startswith("md5="):
            c = MD5.fullmatch(piece)
            kind = "md5"
        else:
            c, kind = UNKNOWN.fullmatch(piece), "unknown"
        if not c:
            return None
        if kind != "unknown":
            checks.append((kind, c.group(1), c.group(2)))
    return scheme, start, end, pos is not None, checks


def characters(data, charset):
    """Decodes the entity into characters as s.2.1.2 and s.4.1 count them. Returns
    (offsets, line_ends): offsets[k] is the byte where character position k starts
    (offsets[-1] == len(data)); line_ends lists the character positions that directly
    follow a line ending. None if the bytes are not valid in the charset."""
    start = 0
    if charset == "UTF-8" and data.startswith(b"\xef\xbb\xbf"):
        start = 3  # the BOM is not a character (s.2.1.2) but counts in byte offsets
    try:
        text = data[start:].decode("utf-8" if charset == "UTF-8" else "ascii")  # strict
    except UnicodeDecodeError:
        return None
    offsets, line_ends, byte, i = [start], [], start, 0
    while i < len(text):
        width = 1
        if text[i] == "\r" and text[i + 1:i + 2] in ("\n", "\x85"):
            width = 2  # CR+LF and CR+NEL are one character (s.4.1)
        chunk = text[i:i + width]
        byte += len(chunk.encode("utf-8"))
        i += width
        offsets.append(byte)
        if chunk[0] in "\r\n\x85":  # CR+LF, LF, CR, NEL, CR+NEL: all five are in force
            line_ends.append(len(offsets) - 1)
    return offsets, line_ends


def resolve_text(fragment, data, charset=None):
    """The implementation under test: what FRAGMENT identifies in the entity DATA (bytes)
    declared in CHARSET (None: US-ASCII, s.1.1), as a result of `fragid resolve --json`."""
    parsed = parse(fragment)
    if parsed is None:
        return {"status": "syntax-error"}  # s.4.4
    scheme, start, end, is_position, checks = parsed
    # s.4.2, erratum: a range is inverted when its first number is GREATER than its second,
    # compared as written, before clamping.
    if start is not None and end is not None and start > end:
        return {"status": "ignored"}
    name = charset or "US-ASCII"
    cs = charset_id(name)
    if cs is None:
        raise Unsupported("charset %s is not supported" % name)
    decoded = characters(data, cs)
    if decoded is None:
        return {"status": "entity-error"}
    offsets, line_ends = decoded
    n = len(offsets) - 1

    def point(k):
        """Character position for position k of the scheme, clamped to the end (s.4.2)."""
        if scheme == "char":
            return min(k, n)
        if k == 0:
            return 0  # line position 0 is character position 0 (s.2.1.2)
        return line_ends[k - 1] if k <= len(line_ends) else n

    first = point(start) if start is not None else 0   # absent: from the start (s.4.2)
    last = point(end) if end is not None else n        # absent: to the end (s.4.2)
    if BROKEN and scheme == "char" and end is not None:
        last = min(last + 1, n)  # the deliberate bug of --broken: an inclusive end (s.2.1.1 says exclusive)

    for kind, value, check_charset in checks:
        if check_charset is not None and not same_charset(check_charset, name):
            continue  # s.2.3: MUST NOT be used when the charsets differ
        if kind == "length":
            passed = int(value) == n
        else:  # md5 over the exact bytes, BOM included; hex in either case (s.3.1)
            passed = hashlib.md5(data).hexdigest() == value.lower()
        if not passed:
            return {"status": "integrity-mismatch"}  # s.4.3
    return {"status": "ok", "position": is_position,
            "start": {"character": first, "byte": offsets[first]},
            "end": {"character": last, "byte": offsets[last]}}


# ----------------------------------------------------------------------------------------
# The protocol loop (docs/adapter-protocol.md, version 1): keep as it is.
# ----------------------------------------------------------------------------------------

HANDSHAKE = {
    "protocol": 1,
    "implementation": {"name": "fragid-example-python", "version": "1.0.0", "language": "Python"},
    "supports": {"specs": ["rfc5147"], "integrity": ["length", "md5"],
                 "charsets": ["US-ASCII", "UTF-8"], "line_endings": False,
                 # The conventions it splits lines at by itself (RFC 5147 s.4.1):
                 # cases whose entity it would read otherwise are skipped.
                 "line_ending_context": "all",
                 "byte_offsets": True, "features": []},
}


def run(seq, case):
    entity = case["entity"]
    try:
        data = base64.b64decode(entity["base64"], validate=True)
        result = resolve_text(case["fragment"], data, entity.get("charset"))
        return {"seq": seq, "result": result}
    except Unsupported as e:
        return {"seq": seq, "skipped": str(e)}
    except Exception as e:  # a bug in the implementation is reported, not fatal
        return {"seq": seq, "errored": "%s: %s" % (type(e).__name__, e)}


def answer(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()  # the runner waits for each answer before the next request


# `adapter.py --broken` is this adapter with one classic mistake: char= ranges end one
# character late, as if the end were inclusive. Differential testing must catch it
# (tests/cli/random_check_test.cpp, fuzz/differential.cpp).
# Set by main(), so that importing this file (conformance/examples/python/test_suite.py)
# never reads another program's command line.
BROKEN = False


def main():
    global BROKEN
    BROKEN = "--broken" in sys.argv[1:]
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)  # numbers have no upper bound (s.3); Python 3.11+ limits int("...")
    sys.stdin.reconfigure(encoding="utf-8")
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        cmd = request.get("cmd")
        if cmd == "start":
            answer(HANDSHAKE)
        elif cmd == "run":
            answer(run(request["seq"], request["case"]))
        elif cmd == "stop":
            return 0
        elif "seq" in request:  # a cmd of a later version (s.5)
            answer({"seq": request["seq"], "errored": "unknown cmd"})
    return 0  # end of input


if __name__ == "__main__":
    sys.exit(main())
