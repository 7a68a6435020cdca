#!/usr/bin/env python3
"""The README and the guides it sends each reader to hold together (issue 41): README.md links
every docs/guide-*.md, and every relative link in README.md and the guides names a file of the
repository (not one git ignores, such as a build output), and a heading of it where the link
gives one (`file.md#heading`, as GitHub spells a heading's anchor). A section moved from the
README to a guide keeps its links working only if they were rewritten for docs/; this says
which were not.

    check_doc_links.py SOURCE_DIR

Links are Markdown's `[text](target)`, outside code spans and fenced blocks; absolute URLs are
not followed (nothing here reaches the network)."""
import os
import re
import subprocess
import sys

LINK = re.compile(r"\]\(([^()\s]+)\)")


def links(path):
    """(line number, target) of each Markdown link in the file, code left out."""
    fenced = False
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        for target in LINK.findall(re.sub(r"`[^`]*`", "", line)):
            yield number, target


def anchor(heading):
    """GitHub's anchor of a heading: lower case, punctuation but - and _ dropped, spaces as -."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(path):
    found, fenced = set(), False
    for line in open(path, encoding="utf-8"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif not fenced and re.match(r"#{1,6} ", line):
            name = anchor(line.lstrip("#"))
            suffix = 0
            while (name if suffix == 0 else f"{name}-{suffix}") in found:
                suffix += 1
            found.add(name if suffix == 0 else f"{name}-{suffix}")
    return found


def repository_files(root):
    """The files git would commit (tracked, or new and not ignored); None outside a checkout."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=root,
                                capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    files = {os.path.normpath(p) for p in listed.decode("utf-8").split("\0") if p}
    directories = {os.path.dirname(p) for p in files}
    while "" not in directories and directories:
        directories |= {os.path.dirname(d) for d in directories}
    return files | directories


def problems(root):
    guides = sorted(f"docs/{f}" for f in os.listdir(os.path.join(root, "docs")) if re.fullmatch(r"guide-.+\.md", f))
    if not guides:
        yield "docs/ has no guide-*.md"
    known = repository_files(root)
    readme_targets = set()
    for page in ["README.md"] + guides:
        base = os.path.dirname(page)
        for number, target in links(os.path.join(root, page)):
            if re.match(r"[a-z][a-z0-9+.-]*:", target):
                continue
            path, _, fragment = target.partition("#")
            named = os.path.normpath(os.path.join(base, path)) if path else page
            where = f"{page}:{number}: ({target})"
            if named.startswith(".."):
                yield f"{where} leaves the repository"
                continue
            if page == "README.md":
                readme_targets.add(named)
            if not os.path.exists(os.path.join(root, named)):
                yield f"{where}: {named} does not exist"
            elif known is not None and named not in known:
                yield f"{where}: {named} is not a file of the repository (git ignores it)"
            elif fragment and named.endswith(".md") and fragment not in anchors(os.path.join(root, named)):
                yield f"{where}: {named} has no heading #{fragment}"
    for guide in guides:
        if guide not in readme_targets:
            yield f"README.md does not link {guide}"


def main():
    root = sys.argv[1]
    found = list(problems(root))
    for p in found:
        print(p)
    if found:
        return 1
    print("README.md links every guide; every relative link of README.md and docs/guide-*.md resolves")
    return 0


if __name__ == "__main__":
    sys.exit(main())
