"""Every fenced block of README.md runs, so the README cannot rot.

Each block is preceded by an HTML comment (invisible on GitHub) that says what to do with it:
  <!-- test: file PATH -->          write the block to PATH
  <!-- test: run exit=N [...] -->   run it with bash; the last command's exit code must be N
      without-install                 drop a leading `pip install ... && ` (the package is installed)
      pending=FEATURE                 a feature another branch brings: a failure is an expected failure,
                                      named in the test output; delete the flag once the feature is merged
  <!-- test: output -->              the stdout of the previous run; a line `...` stands for any lines
  <!-- test: python -->              exec it
  <!-- test: skip (REASON) -->       not runnable (a synopsis, CI configuration, the test suite itself)
Blocks run in order in one temporary folder holding a copy of fixtures/.
"""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"(?:<!-- test: (?P<directive>[^>]*?) -->\n)?```(?P<lang>[^\n]*)\n(?P<body>.*?)^```$", re.S | re.M)


def blocks(text):
    out = []
    for m in BLOCK.finditer(text):
        line = text[:m.start("lang")].count("\n") + 1
        out.append((line, (m.group("directive") or "").strip(), m.group("body")))
    return out


def _lines_match(expected: str, actual: str) -> bool:
    """Expected lines in order; `...` matches any run of lines (possibly none)."""
    exp = expected.rstrip("\n").split("\n")
    act = [line.rstrip() for line in actual.rstrip("\n").split("\n")]

    def match(i, j):
        if i == len(exp):
            return j == len(act)
        if exp[i] == "...":
            return any(match(i + 1, k) for k in range(j, len(act) + 1))
        return j < len(act) and exp[i].rstrip() == act[j] and match(i + 1, j + 1)

    return match(0, 0)


def test_lines_match():
    assert _lines_match("a\n...\nc\n", "a\nb\nb2\nc\n") and _lines_match("a\n...\nc", "a\nc")
    assert not _lines_match("a\nc", "a\nb\nc") and not _lines_match("a\n...", "b\nc")


def test_every_block_has_a_directive():
    missing = [line for line, directive, _ in blocks((ROOT / "README.md").read_text()) if not directive]
    assert not missing, f"README.md blocks without a <!-- test: ... --> directive at lines {missing}"


def test_readme_never_points_at_files_that_do_not_ship():
    text = (ROOT / "README.md").read_text()
    assert "SPEC" not in text and "../shared" not in text
    for link in re.findall(r"\]\(((?:docs|contracts|fixtures)/[^)#]*)", text):
        assert (ROOT / link).exists(), link


def test_readme_blocks_run(tmp_path):
    shutil.copytree(ROOT / "fixtures", tmp_path / "fixtures")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAIM_GATE_", "ARI_"))}
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    env.pop("NO_COLOR", None)
    failures, pending_failed, last, last_pending = [], [], None, None
    for line, directive, body in blocks((ROOT / "README.md").read_text()):
        words = directive.split()
        kind = words[0]
        flags = dict(w.split("=", 1) if "=" in w else (w, "") for w in words[1:])
        where = f"README.md:{line}"
        if kind == "file":
            path = tmp_path / words[1]
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(body)
        elif kind == "run":
            script = body
            if "without-install" in flags:
                script = re.sub(r"^pip install [^&\n]*&& ", "", script, flags=re.M)
            proc = subprocess.run(["bash", "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True,
                                  timeout=120)
            last, last_pending = proc, flags.get("pending")
            if proc.returncode != int(flags.get("exit", "0")):
                problem = f"{where}: exit {proc.returncode}, expected {flags.get('exit', '0')}: {proc.stderr[-500:]}"
                (pending_failed if last_pending else failures).append(problem)
        elif kind == "output":
            assert last is not None, f"{where}: output block with no run before it"
            if not _lines_match(body, last.stdout):
                problem = f"{where}: output differs; got:\n{last.stdout}"
                (pending_failed if last_pending else failures).append(problem)
        elif kind == "python":
            cwd = os.getcwd()
            os.chdir(tmp_path)
            try:
                exec(compile(body, where, "exec"), {"__name__": "readme_block"})
            except Exception as exc:  # report every failing block, not just the first
                failures.append(f"{where}: {type(exc).__name__}: {exc}")
            finally:
                os.chdir(cwd)
        else:
            assert kind == "skip", f"{where}: unknown directive {directive!r}"
    assert not failures, "\n\n".join(failures)
    if pending_failed:
        pytest.xfail("README blocks waiting for a feature of another branch (remove pending= once merged):\n"
                     + "\n".join(pending_failed))


def test_docs_links_resolve_and_name_no_unshipped_document():
    for doc in sorted((ROOT / "docs").glob("*.md")):
        text = doc.read_text()
        assert "SPEC" not in text and "../shared" not in text, doc.name
        for link in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", text):
            if not link.startswith("http"):
                assert (doc.parent / link).exists(), f"{doc.name}: {link}"
