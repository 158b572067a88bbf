"""The CLI never exits 1 for anything but "the gate blocks", and never shows a traceback unless asked."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file descriptors")


def _run(code: str, env_extra=None, **kw):
    env = {k: v for k, v in os.environ.items() if k != "CLAIM_GATE_DEBUG"}
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=kw.pop("capture", True),
                          text=True, timeout=60, **kw)


# A command that raises what no command should: the bug path of main().
_BUG = ("import claim_gate.cli as c\n"
        "def boom(args): raise {exc}\n"
        "c._cmd_schema = boom\n"
        "raise SystemExit(c.main(['schema', 'gate_report']))\n")


def test_unexpected_exception_is_exit_2_with_one_line():
    r = _run(_BUG.format(exc="ZeroDivisionError('planted')"))
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "bug" in lines[0] and "ZeroDivisionError" in lines[0]
    assert "Traceback" not in r.stderr


def test_unexpected_exception_traceback_only_with_debug():
    r = _run(_BUG.format(exc="KeyError('planted')"), {"CLAIM_GATE_DEBUG": "1"})
    assert r.returncode == 2
    assert "Traceback" in r.stderr and "boom" in r.stderr


def test_unexpected_oserror_is_a_bug_not_exit_1():
    r = _run(_BUG.format(exc="PermissionError(13, 'planted')"))
    assert r.returncode == 2 and "Traceback" not in r.stderr


def test_keyboard_interrupt_is_one_line_exit_130():
    r = _run(_BUG.format(exc="KeyboardInterrupt()"))
    assert r.returncode == 130
    assert r.stderr.strip() == "claim-gate: interrupted"


def test_real_sigint_is_one_line_exit_130(tmp_path):
    import signal
    import time

    code = ("import sys, time, claim_gate.cli as c\n"
            "def slow(args):\n    print('ready', file=sys.stderr, flush=True); time.sleep(30); return 0\n"
            "c._cmd_schema = slow\n"
            "raise SystemExit(c.main(['schema', 'gate_report']))\n")
    p = subprocess.Popen([sys.executable, "-c", code], stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    assert p.stderr.readline().strip() == "ready"
    time.sleep(0.1)
    p.send_signal(signal.SIGINT)
    err = p.stderr.read()
    assert p.wait(timeout=30) == 130
    assert err.strip() == "claim-gate: interrupted"


def test_broken_pipe_on_stdout_is_clean_exit_2():
    read_end, write_end = os.pipe()
    os.close(read_end)  # nobody will ever read: the first write fails with EPIPE
    try:
        r = subprocess.run([sys.executable, "-m", "claim_gate", "schema", "gate_report"], stdout=write_end,
                           stderr=subprocess.PIPE, text=True, timeout=60)
    finally:
        os.close(write_end)
    assert r.returncode == 2
    assert "Traceback" not in r.stderr and "Exception ignored" not in r.stderr
    assert r.stderr.strip().splitlines() == ["claim-gate: cannot write to standard output: Broken pipe"]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_full_disk_on_stdout_is_clean_exit_2():
    with open("/dev/full", "w") as full:
        r = subprocess.run([sys.executable, "-m", "claim_gate", "schema", "gate_report"], stdout=full,
                           stderr=subprocess.PIPE, text=True, timeout=60)
    assert r.returncode == 2
    assert "Traceback" not in r.stderr and "Exception ignored" not in r.stderr
    assert "No space left on device" in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_closed_stdout_is_clean_exit_2():
    r = subprocess.run(f"exec {sys.executable} -m claim_gate schema gate_report >&-", shell=True,
                       stderr=subprocess.PIPE, text=True, timeout=60)
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    assert "standard output is closed" in r.stderr


ROOT = __import__("pathlib").Path(__file__).resolve().parents[1]
FIXTURE_PAPERS = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "fixtures").rglob("*.tex"))


@pytest.mark.parametrize("paper", FIXTURE_PAPERS)
def test_check_on_any_bundled_paper_ends_in_a_verdict_or_one_line(paper, tmp_path, monkeypatch, capsys):
    """A newcomer's first try is `claim-gate check <some fixture>.tex`: whatever the folder holds (a checkpoint,
    a replay bundle, a rubric), the answer is a verdict (0/1) or one clear line (2), never a traceback. Run
    on a copy, so no report is written into the checkout. In-process through cli.main, the function the console
    script calls after its import (a subprocess per paper cost the suite about two minutes); its catch-all turns a
    bug into "internal error", which fails here. test_the_console_script_checks_the_fixture runs the real entry."""
    from claim_gate.cli import main

    src = ROOT / paper
    # The classification folder holds every labelled set beneath its four top-level papers: copy only its own
    # files for those (they are no checkpoint either way), not 12 MB per paper.
    top = src.parent == ROOT / "fixtures" / "classification"
    ignore = (lambda d, names: [n for n in names if (Path(d) / n).is_dir()]) if top else None
    shutil.copytree(src.parent, tmp_path / "d", symlinks=True, ignore=ignore)
    monkeypatch.chdir(tmp_path)
    code = main(["check", str(tmp_path / "d" / src.name)])
    out, err = capsys.readouterr()
    assert code in (0, 1, 2) and "Traceback" not in err + out, err
    if code == 2:
        assert len(err.strip().splitlines()) == 1 and "internal error" not in err, err


def test_the_console_script_checks_the_fixture(tmp_path):
    """The console script's own entry (claim_gate.entry, as `claim-gate` runs it) on the bundled checkpoint: a
    verdict, no traceback, in a separate interpreter."""
    shutil.copytree(ROOT / "fixtures" / "stencil-ari", tmp_path / "d", symlinks=True)
    r = subprocess.run([sys.executable, "-c", "import sys; from claim_gate.entry import main; sys.exit(main())",
                        "check", str(tmp_path / "d" / "full_paper.tex")],
                       capture_output=True, text=True, timeout=120, cwd=tmp_path)
    # The fixture holds two planted defects: the gate blocks, and says so in its last line.
    assert r.returncode == 1 and "Traceback" not in r.stderr + r.stdout, r.stderr
    assert r.stdout.strip().splitlines()[-1].startswith("claim-gate: FAILED (final, mode strict"), r.stdout


def test_a_paper_outside_any_checkpoint_is_told_so(tmp_path):
    (tmp_path / "paper.tex").write_text("\\documentclass{article}\\begin{document}It is 2.5 here.\\end{document}\n")
    r = subprocess.run([sys.executable, "-m", "claim_gate", "check", str(tmp_path / "paper.tex")],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "is not a checkpoint: no science_data.json" in r.stderr
    assert "see claim-gate --help" in r.stderr


def test_a_replay_bundles_paper_given_to_check_names_the_bundle_command(tmp_path):
    """`claim-gate check fixtures/bundle/paper.tex` (a new user's first try, reported at three stops): still exit 2
    in one line, and the line names the command that verifies the bundle."""
    shutil.copytree(ROOT / "fixtures" / "bundle", tmp_path / "bundle")
    r = subprocess.run([sys.executable, "-m", "claim_gate", "check", "bundle/paper.tex"],
                       capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert "claim-gate bundle verify bundle/valid --paper PAPER" in r.stderr, r.stderr


def test_a_tool_that_cannot_be_imported_answers_with_one_line(monkeypatch, capsys):
    """The console script imports the CLI inside its own guard: a broken dependency is one line and exit 2."""
    import sys

    from claim_gate import entry

    monkeypatch.setitem(sys.modules, "claim_gate.cli", None)  # importing it now raises ImportError
    assert entry.main() == 2
    err = capsys.readouterr().err
    assert err.startswith("claim-gate: cannot start: ModuleNotFoundError") and err.count("\n") == 1
