#!/usr/bin/env python3
"""ctest action.workflows (issue 42 item 2): the CI files are valid and their shell steps work.

  python3 workflows_test.py SOURCE_DIR

1. Every GitHub workflow (.github/workflows/, fuzz/template/.github/workflows/) and action.yml
   passes @action-validator/cli (pinned in tests/action/package-lock.json; scripts/setup.sh runs
   npm ci there), which checks them against GitHub's schemas; a workflow with a misspelt key is
   rejected by it (so the validator is known to be live).
2. .gitlab-ci.yml: every job has a `script` of strings, and its stage is one GitLab knows.
3. Every shell step (a GitHub `run:`, a GitLab script line) parses with `bash -n`; those that can
   run here are run in a scratch copy with the variables the CI system would set, and must do what
   they are for (the tag check accepts the version's tag and refuses another; the checksums step
   checks the portable archive's .sha256 and lists the files). The others (apt-get installs, the
   heavy builds scripts/test.sh and scripts/package.sh, ctest's own business) are named in
   NOT_RUN_HERE with the reason; a step in neither table fails the test, so none is forgotten.
Exit status: 0 passed, 1 failed, 77 skipped (the validator is not installed: npm ci in tests/action).
"""
import hashlib
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

SOURCE = pathlib.Path(sys.argv[1]).resolve()
VALIDATOR = SOURCE / "tests/action/node_modules/.bin/action-validator"
failures = []


def check(what, condition, detail=""):
    print(("ok: " if condition else "FAILED: ") + what)
    if not condition:
        if detail:
            print(detail)
        failures.append(what)


def validate(path):
    run = subprocess.run([str(VALIDATOR), str(path)], capture_output=True, text=True)
    return run.returncode, run.stdout + run.stderr


# The steps run here (see run_step) and those that are not, by the start of their first line.
RUN_HERE = ("version=$(sed -n", "cd build/packages", "(cd build/packages &&")
NOT_RUN_HERE = {
    "apt-get update": "installs Debian packages into the machine: the CI system's own container",
    "git config --global": "changes the user's git configuration",
    "bash scripts/test.sh": "scripts/test.sh is CI itself (minutes): .ci/run runs it",
    "bash scripts/package.sh": "the packages' builds (minutes): the ctests package.deb_and_tgz, portable.archive and wasm.npm_install check them",
}


def first_line(script):
    return script.strip().splitlines()[0] if script.strip() else ""


def steps_of_github(path):
    workflow = yaml.safe_load(path.read_text())
    for job_name, job in workflow.get("jobs", {}).items():
        for step in job.get("steps", []):
            if "run" in step:
                yield "%s: %s: %s" % (path.name, job_name, step.get("name", first_line(step["run"]))), step["run"]


def not_run_reasons(script):
    reasons = [reason for line in script.splitlines() for prefix, reason in NOT_RUN_HERE.items() if line.strip().startswith(prefix)]
    return list(dict.fromkeys(reasons))


def steps_of_gitlab(config):
    """A job's lines run in one shell: consecutive lines that can run here make one step, each
    line that cannot is a step of its own."""
    for job_name, job in config.items():
        if not isinstance(job, dict):
            continue
        for key in ("before_script", "script"):
            chunk, start = [], 0
            for i, line in enumerate(job.get(key, []) + [None]):
                if line is not None and not not_run_reasons(line):
                    chunk.append(line)
                    continue
                if chunk:
                    yield "%s: %s[%d..%d]" % (job_name, key, start, i - 1), "\n".join(chunk)
                if line is not None:
                    yield "%s: %s[%d]" % (job_name, key, i), line
                chunk, start = [], i + 1


def scratch_tree():
    """A scratch copy of what the steps read: CMakeLists.txt and a build/packages of stand-ins."""
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="fragid-workflows-"))
    shutil.copy(SOURCE / "CMakeLists.txt", scratch / "CMakeLists.txt")
    version = re.search(r"^project\(fragid VERSION ([0-9.]+)", (SOURCE / "CMakeLists.txt").read_text(), re.M).group(1)
    packages = scratch / "build/packages"
    packages.mkdir(parents=True)
    for name in ("fragid_%s_amd64.deb" % version, "fragid-%s-x86_64-linux.tar.gz" % version, "fragid-%s.tgz" % version):
        (packages / name).write_bytes(name.encode() * 100)
    portable = "fragid-%s-x86_64-linux.tar.gz" % version
    digest = hashlib.sha256((packages / portable).read_bytes()).hexdigest()
    (packages / (portable + ".sha256")).write_text("%s  %s\n" % (digest, portable))
    return scratch, version


def run_step(script, env):
    scratch, version = scratch_tree()
    output = scratch / "github_output"
    output.touch()
    full_env = dict(os.environ, GITHUB_OUTPUT=str(output), VERSION=version, **env)
    run = subprocess.run(["bash", "-e", "-c", script], cwd=scratch, env=full_env, capture_output=True, text=True)
    return run, scratch, version, output.read_text()


def check_run_here(name, script):
    """Each runnable step, with the variables that make it pass and with those that must fail it."""
    line = first_line(script)
    _, version = scratch_tree()
    if line.startswith("version=$(sed -n"):
        good = {"GITHUB_REF_NAME": "v" + version, "CI_COMMIT_TAG": "v" + version}
        run, _, _, output = run_step(script, good)
        check(name + ": accepts the tag v" + version, run.returncode == 0, run.stdout + run.stderr)
        if "GITHUB_OUTPUT" in script:
            check(name + ": says the version", "version=%s\n" % version in output, output)
        run, _, _, _ = run_step(script, {"GITHUB_REF_NAME": "v9.9.9", "CI_COMMIT_TAG": "v9.9.9"})
        check(name + ": refuses the tag v9.9.9", run.returncode != 0, run.stdout + run.stderr)
    else:  # the checksums
        run, scratch, version, _ = run_step(script, {})
        sums = (scratch / "build/packages/SHA256SUMS").read_text() if (scratch / "build/packages/SHA256SUMS").exists() else ""
        check(name + ": SHA256SUMS lists the three packages", run.returncode == 0 and len(sums.splitlines()) == 3,
              run.stdout + run.stderr + sums)
        if "sha256sum -c" in script:
            tampered = "printf x >>build/packages/fragid-%s-x86_64-linux.tar.gz\n%s" % (version, script)
            run, _, _, _ = run_step(tampered, {})
            check(name + ": refuses an archive whose .sha256 does not match", run.returncode != 0, run.stdout)


def main():
    if not VALIDATOR.exists():
        print("SKIPPED: %s is not installed: run scripts/setup.sh (npm ci in tests/action)" % VALIDATOR)
        return 77
    github = sorted((SOURCE / ".github/workflows").glob("*.yml")) + sorted((SOURCE / "fuzz/template/.github/workflows").glob("*.yml"))
    check("the release and CI workflows exist", {"ci.yml", "release.yml"} <= {p.name for p in github})
    for path in github + [SOURCE / "action.yml"]:
        status, out = validate(path)
        check("action-validator accepts %s" % path.relative_to(SOURCE), status == 0, out)
    with tempfile.TemporaryDirectory() as scratch:
        broken = pathlib.Path(scratch) / "broken.yml"
        broken.write_text((SOURCE / ".github/workflows/ci.yml").read_text().replace("runs-on:", "runs_on:"))
        status, _ = validate(broken)
        check("action-validator rejects ci.yml with runs-on misspelt", status != 0)

    gitlab = yaml.safe_load((SOURCE / ".gitlab-ci.yml").read_text())
    jobs = {name: job for name, job in gitlab.items() if isinstance(job, dict) and name != "default"}
    for name, job in jobs.items():
        script = job.get("script")
        check(".gitlab-ci.yml: job %s has a script of lines" % name,
              isinstance(script, list) and script and all(isinstance(line, str) for line in script))
        check(".gitlab-ci.yml: job %s's stage is GitLab's" % name,
              job.get("stage", "test") in ("build", "test", "deploy", ".pre", ".post"))

    steps = [s for path in github for s in steps_of_github(path)] + list(steps_of_gitlab(gitlab))
    steps += [("action.yml: " + s.get("name", "?"), s["run"]) for s in yaml.safe_load((SOURCE / "action.yml").read_text())["runs"]["steps"] if "run" in s]
    for name, script in steps:
        syntax = subprocess.run(["bash", "-n", "-c", script], capture_output=True, text=True)
        check(name + ": bash -n", syntax.returncode == 0, syntax.stderr)
        line = first_line(script)
        if name.startswith("action.yml"):
            continue  # the action's steps: the ctests action.install and action.script run their scripts
        if not_run_reasons(script):
            print("not run here: %s (%s)" % (name, "; ".join(not_run_reasons(script))))
        elif line.startswith(RUN_HERE):
            check_run_here(name, script)
        else:
            check(name + ": run here or said why not (tests/action/workflows_test.py)", False, line)
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
