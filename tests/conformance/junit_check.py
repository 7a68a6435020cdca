#!/usr/bin/env python3
"""Checks a JUnit report the way CI tools read it: python3 junit_check.py FILE [--counts].

Exits 0 if FILE is well-formed XML in UTF-8, every `time` is a plain
decimal (no exponent), each <testsuite> has a name no other has and the
attributes tests, failures, errors and skipped, each equal to the count of its
testcases with such an element (issue 42 item 4: a dashboard that reads the
attributes and one that counts the testcases agree). Otherwise prints why and
exits 1. With --counts it also prints what a CI dashboard counts, from the
testcases: tests=N failures=N errors=N skipped=N.
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
    names = set()
    for suite in root.iter("testsuite"):
        name = suite.get("name")
        if name in names:
            problems.append("<testsuite name=%r> appears twice" % name)
        names.add(name)
        cases = list(suite.iter("testcase"))
        having = {"tests": len(cases)}
        for tag in ("failure", "error", "skipped"):
            having[tag + "s" if tag != "skipped" else tag] = sum(1 for case in cases if case.find(tag) is not None)
        for attribute, count in having.items():
            if suite.get(attribute) != str(count):
                problems.append("<testsuite name=%r %s=%r>: its testcases say %d" % (name, attribute, suite.get(attribute), count))
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
