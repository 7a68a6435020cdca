#!/usr/bin/env python3
"""Checks a JUnit report the way CI tools read it: python3 junit_check.py FILE [--counts].

Exits 0 if FILE is well-formed XML in UTF-8 and every `time` is a plain
decimal (no exponent). Otherwise prints why and exits 1. With --counts it
also prints what a CI dashboard counts, from the testcases as such tools do
(a testsuite's own count attributes are not trusted):
tests=N failures=N errors=N skipped=N.
"""
import re
import sys
import xml.etree.ElementTree as ET


def main(path, counts=False):
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
    if counts and not problems:
        cases = list(root.iter("testcase"))
        having = lambda tag: sum(1 for case in cases if case.find(tag) is not None)
        print("tests=%d failures=%d errors=%d skipped=%d"
              % (len(cases), having("failure"), having("error"), having("skipped")))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], "--counts" in sys.argv[2:]))
