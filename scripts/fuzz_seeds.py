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
import re
import sys
from collections import namedtuple

import yaml  # python3-yaml

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CHARSETS = [None, "UTF-8", "US-ASCII", "UTF-16", "UTF-16LE", "ISO-8859-1", "windows-1252", "UTF-16BE"]
ENDINGS = ["CRLF", "LF", "CR", "NEL", "CR+NEL"]
# A spec as the fuzzers know it: its name as the vectors write it, its media type, and the harnesses
# that take its fragments (fuzz/<harness>.options): grammar_<short name> and resolve_<type word>,
# the names fuzz/CMakeLists.txt gives them. Read from the spec table, whose rows spec_rows() reads.
Spec = namedtuple("Spec", "name media_type grammar_harness resolver_harness")

# The positions, among a row's quoted strings, of the fields read here (SpecDescriptor's order in
# model/include/fragid/model/spec.hpp).
NAME, SHORT_NAME, MEDIA_TYPE, TYPE_WORD = 0, 1, 5, 15


def spec_rows():
    """Each row of the spec table: its quoted strings in order."""
    with open(os.path.join(ROOT, "model", "include", "fragid", "model", "spec.hpp"), encoding="utf-8") as header:
        table = header.read().split("spec_table{{", 1)[1].split("}};", 1)[0]
    return [re.findall(r'"((?:[^"\\]|\\.)*)"', row) for row in table.split("{Spec::")[1:]]


def table_specs():
    """The specs of the table, each with its harnesses; stops if a harness is not in fuzz/ (a table
    written in a way this reading misses, or a spec without its harnesses)."""
    specs = {}
    for row in spec_rows():
        spec = Spec(row[NAME], row[MEDIA_TYPE], "grammar_" + row[SHORT_NAME], "resolve_" + row[TYPE_WORD])
        # A reordered SpecDescriptor would move the fields; the media type is the one a wrong
        # position would not stop on below, so it is checked for its shape.
        if not re.fullmatch(r"text/[a-z]+", spec.media_type):
            sys.exit(f"scripts/fuzz_seeds.py: {spec.name}'s field {MEDIA_TYPE} is {spec.media_type!r}, not a media "
                     "type: has SpecDescriptor's order changed?")
        for harness in (spec.grammar_harness, spec.resolver_harness):
            if not os.path.exists(os.path.join(ROOT, "fuzz", harness + ".options")):
                sys.exit(f"scripts/fuzz_seeds.py: {spec.name}'s harness {harness} has no fuzz/{harness}.options")
        specs[spec.name] = spec
    return specs


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


def protocol_session(case, media_type):
    """A whole adapter session for one case, as the runner would send it (docs/adapter-protocol.md)."""
    entity = {"base64": base64.b64encode(entity_bytes(case["entity"])).decode("ascii"),
              "line_endings": case["entity"].get("line_endings", "all")}
    if "charset" in case["entity"]:
        entity["charset"] = case["entity"]["charset"]
    run = {"cmd": "run", "seq": 1, "case": {"id": case["id"], "spec": case["spec"], "fragment": case["fragment"],
                                             "media_type": media_type,
                                             "entity": entity}}
    lines = [{"cmd": "start", "protocol": 1}, run, {"cmd": "stop"}]
    return "".join(json.dumps(line) + "\n" for line in lines).encode("utf-8")


def deep_nesting_seeds(levels=512):
    """Protocol lines nested `levels` deep, past the 128 levels fragid reads (json_depth.hpp): an answer
    to the runner and a request to the adapter, so that fuzzing starts at the depth limit (issue 38;
    protocol.dict's runs of brackets take it further)."""
    nested = "[" * levels + "]" * levels
    answer = '{"seq":1,"result":{"status":"ignored","x":' + nested + "}}\n"
    request = ('{"cmd":"start","protocol":1}\n{"cmd":"run","seq":1,"case":{"id":"rfc5147-deep","spec":"rfc5147",'
               '"fragment":"char=0,1","entity":{"base64":"YQ==","x":' + nested + '}}}\n{"cmd":"stop"}\n')
    return [answer.encode("ascii"), request.encode("ascii")]


def write(harness, data):
    folder = os.path.join(ROOT, "fuzz", "corpus", harness)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, hashlib.sha1(data).hexdigest()), "wb") as out:
        out.write(data)


def main():
    specs = table_specs()
    count = 0
    for path in sorted(glob.glob(os.path.join(ROOT, "conformance", "vectors", "*.yaml"))):
        with open(path, "rb") as whole:
            write("load_vectors", whole.read())
        for case in yaml.safe_load(open(path, encoding="utf-8"))["cases"]:
            spec = specs[case["spec"]]
            write("protocol_messages", protocol_session(case, spec.media_type))
            fragment = case["fragment"].encode("utf-8")
            write(spec.grammar_harness, fragment)
            if b"\n" not in fragment:
                write(spec.resolver_harness, selector(case["entity"]) + fragment + b"\n" + entity_bytes(case["entity"]))
            count += 1
    for seed in deep_nesting_seeds():
        write("protocol_messages", seed)
    print(f"seeds from {count} cases, and {len(deep_nesting_seeds())} nested deep", file=sys.stderr)


if __name__ == "__main__":
    main()
