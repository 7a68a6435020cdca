"""The whole fragid conformance suite as pytest cases, read from conformance/dist/fragid-suite.json.

    python3 -m pytest -q -rs conformance/examples/python/test_suite.py

The implementation under test is the example adapter's resolver,
adapters/examples/python/adapter.py's resolve_text(); to test your own, import it instead and
change resolve() and SUPPORTS below. Everything else is how any test runner judges the file
(conformance/README.md, "The suite as data"): skip what the implementation does not support, as
`fragid check` would, and pass an answer that means any accepted outcome.
FRAGID_SUITE_FILE names another copy of the file.
"""
import base64
import hashlib
import json
import os
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
SUITE_FILE = pathlib.Path(os.environ.get("FRAGID_SUITE_FILE", ROOT / "conformance" / "dist" / "fragid-suite.json"))
SUITE = json.loads(SUITE_FILE.read_text(encoding="utf-8"))

# ---------------------------------------------------------------------------------------------
# The implementation under test, and what it supports (the protocol handshake's `supports`).
# ---------------------------------------------------------------------------------------------
sys.path.insert(0, str(ROOT / "adapters" / "examples" / "python"))
import adapter  # noqa: E402  (the example resolver: RFC 5147, text/plain)

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)  # as adapter.main() does: numbers in fragments have no bound

SUPPORTS = adapter.HANDSHAKE["supports"]


def resolve(request):
    """The answer to one protocol run request, as a result of `fragid resolve --json`'s shape."""
    entity = request["entity"]
    return adapter.resolve_text(request["fragment"], base64.b64decode(entity["base64"]), entity.get("charset"))


# ---------------------------------------------------------------------------------------------
# Skipping: the runner's rule, with the needs the file states for each case.
# ---------------------------------------------------------------------------------------------
DEFAULTS = {"integrity": [], "charsets": ["US-ASCII", "UTF-8"], "validates_entities": True,
            "line_endings": False, "line_ending_context": "CRLF,LF", "byte_offsets": True, "features": []}
CONVENTIONS = ["CRLF", "LF", "CR", "NEL", "CR+NEL"]


def canonical_line_endings(text):
    """'LF,CRLF' -> 'CRLF,LF'; every convention -> 'all'; none -> 'none' (as the file spells them)."""
    named = set(CONVENTIONS) if text == "all" else set() if text == "none" else set(text.split(","))
    if named == set(CONVENTIONS):
        return "all"
    return ",".join(c for c in CONVENTIONS if c in named) or "none"


def skip_reason(case, supports):
    """Why `fragid check` would not send the case to an implementation declaring `supports`."""
    s = {**DEFAULTS, **supports}
    needs, spec = case["needs"], case["spec"]
    if spec not in s["specs"]:
        return "supports.specs does not list " + spec
    schemes = s.get("schemes")  # absent: every scheme of the spec
    if isinstance(schemes, dict):
        schemes = schemes.get(spec)
    for scheme in needs["schemes"]:
        if schemes is not None and scheme not in schemes:
            return "supports.schemes does not list %s for %s" % (scheme, spec)
    for check in needs["integrity"]:
        if check not in s["integrity"]:
            return "supports.integrity does not list %s, and the fragment has that integrity check" % check
    charsets = s["charsets"].get(spec, DEFAULTS["charsets"]) if isinstance(s["charsets"], dict) else s["charsets"]
    if "*" not in charsets and needs["charset"].lower() not in [c.lower() for c in charsets]:
        return "supports.charsets does not list %s for %s" % (needs["charset"], spec)
    if needs["only_entity_error"] and not s["validates_entities"]:
        return "supports.validates_entities is false, and entity-error is the only answer the case allows"
    contexts = needs.get("line_ending_contexts")
    if contexts is not None and not s["line_endings"]:
        context = canonical_line_endings(s["line_ending_context"])
        if context not in contexts:
            return ("supports.line_ending_context (%s) reads the entity's line endings otherwise than the case's "
                    "conventions in force" % context)
    for feature in case["features"]:
        if feature not in s["features"]:
            return "supports.features does not list " + feature
    return None


# ---------------------------------------------------------------------------------------------
# Judging: an answer passes if it means one of the accepted outcomes.
# ---------------------------------------------------------------------------------------------
def same_range(expected, actual, byte_offsets):
    for end in ("start", "end"):
        if expected[end]["character"] != actual[end]["character"]:
            return False
        if byte_offsets and expected[end].get("byte") != actual[end].get("byte"):
            return False
    return True


def cells(result):
    return {(f["row"], f["col"]) for part in result["parts"] for f in part["fields"]}


def union(spans):
    """draft-wilde s.3.1.6: the union of the ranges, empty ones dropped, overlapping or touching merged."""
    merged = []
    for s in sorted((s for s in spans if s["end"]["character"] > s["start"]["character"]),
                    key=lambda s: s["start"]["character"]):
        if merged and s["start"]["character"] <= merged[-1]["end"]["character"]:
            if s["end"]["character"] > merged[-1]["end"]["character"]:
                merged[-1] = {"start": merged[-1]["start"], "end": s["end"]}
        else:
            merged.append(s)
    return merged


def same_meaning(expected, actual, byte_offsets):
    if expected["status"] != "ok" or actual["status"] != "ok":
        # Only `ignored` also meets a syntax error or a failed integrity check: the specs
        # require only that nothing is identified (RFC 5147 s.4.3, s.4.4; RFC 7111 s.4.1).
        return expected["status"] == actual["status"] or (
            actual["status"] == "ignored" and expected["status"] in ("syntax-error", "integrity-mismatch"))
    if "parts" in expected:  # text/csv: the set of cells, however grouped and ordered
        return "parts" in actual and cells(expected) == cells(actual)
    if "spans" in expected:  # draft-wilde: the union of the ranges
        e, a = union(expected["spans"]), union(actual.get("spans", []))
        return len(e) == len(a) and all(same_range(x, y, byte_offsets) for x, y in zip(e, a))
    # text/plain: the character range (and byte range); `position` is not judged (RFC 5147 s.2.1.1)
    return "start" in actual and "end" in actual and same_range(expected, actual, byte_offsets)


@pytest.mark.parametrize("case", SUITE["cases"], ids=[c["id"] for c in SUITE["cases"]])
def test_case(case):
    reason = skip_reason(case, SUPPORTS)
    if reason:
        pytest.skip(reason)
    try:
        actual = resolve(case["request"])
    except adapter.Unsupported as e:  # the adapter would answer "skipped"
        pytest.skip("the implementation cannot take it: %s" % e)
    byte_offsets = SUPPORTS.get("byte_offsets", True)
    accepted = case["accepted"]
    assert any(same_meaning(e, actual, byte_offsets) for e in accepted), (
        "%s (%s, s.%s, %s): #%s answered %s; accepted: %s"
        % (case["id"], case["spec"], case["section"], case["level"], case["request"]["fragment"],
           json.dumps(actual), json.dumps(accepted)))


def test_version_is_the_digest_of_the_cases():
    """The file's version rule, recomputed here: it changes whenever any case changes."""
    canonical = json.dumps({"cases": SUITE["cases"], "producer_cases": SUITE["producer_cases"]},
                           sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    digest = hashlib.sha256(canonical.encode("utf-8")).hexdigest()
    assert SUITE["sha256"] == digest
    assert SUITE["version"] == SUITE["suite_version"] + "+" + digest[:12]
