#!/usr/bin/env python3
"""Writes the seed corpora of fuzz/ from the conformance vectors (run by hand after the vectors
change; the output is committed). Each seed is named by the SHA-1 of its bytes, as libFuzzer
names corpus files. Grammar harnesses get the fragment; resolver harnesses get the input layout
of fuzz/fuzz_support.hpp: a selector byte (charset, line endings), the fragment, a newline, the
entity's exact bytes."""
import base64
import glob
import json
import hashlib
import os
import sys

import yaml  # python3-yaml

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CHARSETS = [None, "UTF-8", "US-ASCII", "UTF-16", "UTF-16LE", "ISO-8859-1", "windows-1252", "UTF-16BE"]
ENDINGS = ["CRLF", "LF", "CR", "NEL", "CR+NEL"]
GRAMMAR = {"rfc5147": "grammar_rfc5147", "rfc7111": "grammar_rfc7111", "draft-wilde-text-fragment-01": "grammar_wilde"}
RESOLVER = {"rfc5147": "resolve_text", "rfc7111": "resolve_csv", "draft-wilde-text-fragment-01": "resolve_wilde"}


def entity_bytes(entity):
    if "text" in entity:
        return entity["text"].encode("utf-8")
    if "hex" in entity:
        return bytes.fromhex("".join(entity["hex"].split()))
    return base64.b64decode(entity["base64"])


def selector(entity):
    charset = entity.get("charset")
    index = next((i for i, c in enumerate(CHARSETS) if c and charset and c.lower() == charset.lower()), 0)
    listed = entity.get("line_endings", "all")
    names = ENDINGS if listed == "all" else [] if listed == "none" else listed.upper().split(",")
    bits = sum(8 << i for i, name in enumerate(ENDINGS) if name in names)
    return bytes([index | bits])


def protocol_session(case):
    """A whole adapter session for one case, as the runner would send it (docs/adapter-protocol.md)."""
    entity = {"base64": base64.b64encode(entity_bytes(case["entity"])).decode("ascii"),
              "line_endings": case["entity"].get("line_endings", "all")}
    if "charset" in case["entity"]:
        entity["charset"] = case["entity"]["charset"]
    run = {"cmd": "run", "seq": 1, "case": {"id": case["id"], "spec": case["spec"], "fragment": case["fragment"],
                                             "media_type": "text/csv" if case["spec"] == "rfc7111" else "text/plain",
                                             "entity": entity}}
    lines = [{"cmd": "start", "protocol": 1}, run, {"cmd": "stop"}]
    return "".join(json.dumps(line) + "\n" for line in lines).encode("utf-8")


def write(harness, data):
    folder = os.path.join(ROOT, "fuzz", "corpus", harness)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, hashlib.sha1(data).hexdigest()), "wb") as out:
        out.write(data)


def main():
    count = 0
    for path in sorted(glob.glob(os.path.join(ROOT, "conformance", "vectors", "*.yaml"))):
        with open(path, "rb") as whole:
            write("load_vectors", whole.read())
        for case in yaml.safe_load(open(path, encoding="utf-8"))["cases"]:
            write("protocol_messages", protocol_session(case))
            fragment = case["fragment"].encode("utf-8")
            write(GRAMMAR[case["spec"]], fragment)
            if b"\n" not in fragment:
                write(RESOLVER[case["spec"]], selector(case["entity"]) + fragment + b"\n" + entity_bytes(case["entity"]))
            count += 1
    print(f"seeds from {count} cases", file=sys.stderr)


if __name__ == "__main__":
    main()
