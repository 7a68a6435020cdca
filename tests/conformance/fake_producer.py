#!/usr/bin/env python3
"""A producer adapter for the runner's producer checks (docs/adapter-protocol.md s.6).

Usage: fake_producer.py honest|lying|wrong-shape

It declares supports.produce ["rfc7111-rows"] and answers each produce request
for a CSV entity of N records (split naively on LF; the producer cases it is
run on have no quoted line breaks when this matters) with row=1..N:
  honest       claims the cells of record k for row=k
  lying        claims record k+1 for row=k (an off-by-one producer)
  wrong-shape  answers a produce request with "result" instead of "produced"
"""
import base64
import json
import sys


def main(mode):
    for line in sys.stdin:
        request = json.loads(line)
        if request["cmd"] == "start":
            answer = {"protocol": 1, "implementation": {"name": "fake-producer", "version": "1"},
                      "supports": {"specs": ["rfc7111"], "produce": ["rfc7111-rows"]}}
        elif request["cmd"] == "stop":
            return
        elif request["cmd"] == "run":
            answer = {"seq": request["seq"], "skipped": "a producer only"}
        else:
            text = base64.b64decode(request["case"]["entity"]["base64"]).decode("utf-8").lstrip("\ufeff")
            records = [r.rstrip("\r").split(",") for r in text.rstrip("\n").split("\n")]
            shift = 1 if mode == "lying" else 0
            produced = [{"fragment": f"row={k}",
                         "claim": {"status": "ok", "parts": [{"fields": [
                             {"row": k + shift, "col": c} for c in range(1, len(records[k - 1]) + 1)]}]}}
                        for k in range(1, len(records) + 1)]
            answer = {"seq": request["seq"], "produced": produced}
            if mode == "wrong-shape":
                answer = {"seq": request["seq"], "result": {"status": "ignored"}}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1])
