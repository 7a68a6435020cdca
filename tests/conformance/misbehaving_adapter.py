#!/usr/bin/env python3
"""An adapter that breaks adapter protocol v1 on purpose, to test the runner's robustness.

Usage: misbehaving_adapter.py MODE [CASE_ID_SUBSTRING]

It handshakes correctly (specs rfc5147 and rfc7111, charsets ["*"], line_endings true,
integrity length and md5) and answers every case with {"seq": N, "skipped": "misbehaving
adapter"}, except the cases whose id contains CASE_ID_SUBSTRING (every case, if it is
left out), where it misbehaves according to MODE:

  crash         writes "dying now" to stderr and exits with status 3 without answering
  hang          never answers (sleeps forever)
  garbage       answers the line: this is not json
  out-of-order  answers skipped, with seq+1000 instead of seq
  wrong-type    answers {"seq": N, "result": {"status": 42}}
  ok-answer     answers a text ok result: a range from character 0 to 0, byte 0 to 0
  stderr-flood  writes 1 MB to stderr (ending with the line "end of flood"), then answers skipped
  twice         answers skipped, twice (the same seq both times)
  close-stdout  closes its standard output, and stays alive (sleeps forever)
  later-version answers skipped with a field protocol version 1 does not define ("x": 1), as a
                later version may add (docs/adapter-protocol.md s.5); its handshake has one at the top
                and in supports too
  dirty         writes invalid UTF-8 and terminal escapes (ESC]0;...BEL, ESC[2J) to stderr, then
                answers a line that is not JSON, with those bytes in it; the other cases it answers
                errored (odd seq) or skipped (even seq) with escapes and a line break in the message
  deep-answer   answers {"seq": N, "result": {"status": "ignored", "x": [[[...]]]}}, the list nested
                $MISBEHAVING_DEPTH levels deep (default 100000)
  huge-answer   answers a line of 65 MiB (more than the runner reads)

Modes that spoil the handshake (CASE_ID_SUBSTRING is not used):

  bad-handshake   answers start with {"hello": 1}
  wrong-protocol  answers start with a correct handshake that says protocol 99
  silent-start    never answers start (reads and ignores its input, exits 0 at its end)
  exit-at-start   exits with status 1 at once, before reading anything
  deep-handshake  answers start with a correct handshake and "x": [[[...]]], nested $MISBEHAVING_DEPTH
                  levels deep (default 100000)

On stop or at the end of input it exits 0. An unknown MODE is a usage error (exit 2).

With $MISBEHAVING_EVENTS naming a file, it appends a line there at each event a test may wait
for, instead of guessing how long a start takes: "started" once its handshake is sent, and
"misbehaving ID" just before it misbehaves on case ID (a hang then hangs from that moment).
"""
import json
import os
import sys
import time

CASE_MODES = ["crash", "hang", "garbage", "out-of-order", "wrong-type", "ok-answer", "stderr-flood", "dirty", "close-stdout", "twice",
              "later-version", "deep-answer", "huge-answer"]
START_MODES = ["bad-handshake", "wrong-protocol", "silent-start", "exit-at-start", "deep-handshake"]

HANDSHAKE = {
    "protocol": 1,
    "implementation": {"name": "misbehaving-adapter", "version": "1.0.0", "language": "Python"},
    "supports": {"specs": ["rfc5147", "rfc7111"], "integrity": ["length", "md5"],
                 "charsets": ["*"], "line_endings": True},
}
TEXT_OK = {"status": "ok", "position": False,
           "start": {"character": 0, "byte": 0}, "end": {"character": 0, "byte": 0}}


def send(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def event(what):
    """Tells a waiting test that `what` happened (the file $MISBEHAVING_EVENTS names, if any)."""
    path = os.environ.get("MISBEHAVING_EVENTS")
    if path:
        with open(path, "a") as events:
            events.write(what + "\n")


def nested(depth=None):
    """A list nested `depth` levels deep, as JSON text: [[[...]]]."""
    depth = depth or int(os.environ.get("MISBEHAVING_DEPTH", "100000"))
    return "[" * depth + "]" * depth


def hang():
    while True:
        time.sleep(3600)


DIRTY_BYTES = b"\xff\xfe\xc3 \x1b]0;pwned\x07\x1b[2J\x9b31m"
DIRTY_TEXT = "\x1b]0;pwned\x07 \x1b[2J\u009b \x00 # not a directive\nsecond line"


def send_dirty(seq):
    """Answers one case with escapes, the dirty mode's ordinary answer."""
    key = "errored" if seq % 2 else "skipped"
    sys.stderr.buffer.write(DIRTY_BYTES + b" on stderr\n")
    sys.stderr.flush()
    send(json.dumps({"seq": seq, key: DIRTY_TEXT}))


def misbehave(mode, seq):
    """Answers (or fails to answer) run number seq as MODE says."""
    skipped = {"seq": seq, "skipped": "misbehaving adapter"}
    if mode == "crash":
        sys.stderr.write("dying now\n")
        sys.stderr.flush()
        sys.exit(3)
    elif mode == "hang":
        hang()
    elif mode == "garbage":
        send("this is not json")
    elif mode == "out-of-order":
        send(json.dumps(dict(skipped, seq=seq + 1000)))
    elif mode == "wrong-type":
        send(json.dumps({"seq": seq, "result": {"status": 42}}))
    elif mode == "ok-answer":
        send(json.dumps({"seq": seq, "result": TEXT_OK}))
    elif mode == "stderr-flood":
        line = "flood " * 15 + "\n"  # 91 bytes
        sys.stderr.write(line * -(-1024 * 1024 // len(line)) + "end of flood\n")  # >= 1 MiB
        sys.stderr.flush()
        send(json.dumps(skipped))
    elif mode == "later-version":
        send(json.dumps(dict(skipped, x=1)))
    elif mode == "huge-answer":
        send("x" * (65 << 20))
    elif mode == "deep-answer":
        send('{"seq": %d, "result": {"status": "ignored", "x": %s}}' % (seq, nested()))
    elif mode == "twice":
        send(json.dumps(skipped))
        send(json.dumps(skipped))
    elif mode == "close-stdout":
        sys.stdout.flush()
        os.close(1)
        hang()
    elif mode == "dirty":
        sys.stderr.buffer.write(DIRTY_BYTES + b"\n")
        sys.stderr.flush()
        sys.stdout.buffer.write(b'{"seq": %d, "errored": "' % seq + DIRTY_BYTES + b'"}\n')
        sys.stdout.flush()


def main(argv):
    if len(argv) not in (2, 3) or argv[1] not in CASE_MODES + START_MODES:
        sys.stderr.write("usage: misbehaving_adapter.py MODE [CASE_ID_SUBSTRING]\nmodes: %s\n"
                         % " ".join(CASE_MODES + START_MODES))
        return 2
    mode = argv[1]
    target = argv[2] if len(argv) == 3 else ""
    if mode == "exit-at-start":
        return 1
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        cmd = request.get("cmd")
        if cmd == "stop":
            return 0
        if mode == "silent-start":
            continue
        if cmd == "start":
            if mode == "bad-handshake":
                send(json.dumps({"hello": 1}))
            elif mode == "later-version":
                send(json.dumps(dict(HANDSHAKE, x=1, supports=dict(HANDSHAKE["supports"], x=1))))
            elif mode == "deep-handshake":
                send(json.dumps(HANDSHAKE)[:-1] + ', "x": ' + nested() + "}")
            else:
                send(json.dumps(dict(HANDSHAKE, protocol=99 if mode == "wrong-protocol" else 1)))
            event("started")
        elif cmd == "run":
            seq = request["seq"]
            if mode in CASE_MODES and target in request["case"]["id"]:
                event("misbehaving " + request["case"]["id"])
                misbehave(mode, seq)
            elif mode == "dirty":
                send_dirty(seq)
            else:
                send(json.dumps({"seq": seq, "skipped": "misbehaving adapter"}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
