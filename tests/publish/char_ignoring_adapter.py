#!/usr/bin/env python3
"""The example Python adapter with char= left unimplemented: every fragment whose scheme is
char= (after percent-decoding) is answered "ignored", and the handshake does not say so.
What a real implementation of line= only looks like to the suite (jupyterlab-fileeditor);
tests/publish/root_causes_test.cpp checks that its deviation report puts them in one group,
first, that says so (issue 33)."""
import pathlib
import sys
import urllib.parse

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "adapters" / "examples" / "python"))
import adapter  # noqa: E402

resolve_text = adapter.resolve_text


def char_ignored(fragment, data, charset):
    if urllib.parse.unquote(fragment).startswith("char="):
        return {"status": "ignored"}
    return resolve_text(fragment, data, charset)


adapter.resolve_text = char_ignored
if __name__ == "__main__":
    sys.exit(adapter.main())
