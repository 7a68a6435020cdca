#!/usr/bin/env python3
"""Checks a JUnit report the way CI tools read it: python3 junit_check.py FILE.

Exits 0 if FILE is well-formed XML in UTF-8 and every `time` is a plain
decimal (no exponent). Otherwise prints why and exits 1.
"""
import re
import sys
import xml.etree.ElementTree as ET


def main(path):
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        print("%s: not well-formed XML: %s" % (path, e))
        return 1
    problems = []
    for element in root.iter():
        time = element.get("time")
        if time is not None and not re.fullmatch(r"[0-9]+\.[0-9]+", time):
            problems.append("<%s time=%r>: not a plain decimal" % (element.tag, time))
    for p in problems:
        print("%s: %s" % (path, p))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
