"""`claim-gate corpus` (SPEC section 11): discovery, engines, byte-identical reports, broken checkpoints, Ctrl-C."""

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from claim_gate import cli, corpus
from claim_gate.cli import main

STENCIL = Path(__file__).resolve().parents[1] / "fixtures" / "stencil-ari"
REPORT = Path("evaluation") / "claim_evidence_hard_gate_final.json"


def _copy(dst: Path) -> Path:
    shutil.copytree(STENCIL, dst, ignore=shutil.ignore_patterns("evaluation"))
    return dst


@pytest.fixture()
def tree(tmp_path):
    """Two good checkpoints (one fixed so it passes), a broken one, one with no paper and one with two."""
    root = tmp_path / "runs"
    _copy(root / "a")
    good = _copy(root / "b")
    p = good / "full_paper.tex"
    p.write_text(p.read_text().replace("by 9.6\\%. % CLAIM:C3:NC14", "by 8.9\\%. % CLAIM:C3:NC14"))
    broken = _copy(root / "c_broken")
    (broken / "science_data.json").write_text('{"configurations": [')
    nopaper = _copy(root / "d_nopaper")
    (nopaper / "full_paper.tex").rename(nopaper / "notes.txt")
    two = _copy(root / "e_two")
    shutil.copy(two / "full_paper.tex", two / "copy.tex")
    return root


def _check_bytes(ckpt: Path) -> bytes:
    """The report `check` writes for this checkpoint; the folder is left as it was."""
    code = main(["check", str(ckpt / "full_paper.tex"), "--format", "json", "--output", os.devnull])
    assert code in (0, 1)
    data = (ckpt / REPORT).read_bytes()
    (ckpt / REPORT).unlink()
    return data


def test_discovery_rows_and_exit_code(tree, capsys):
    code = main(["corpus", str(tree), "--jobs", "2", "--format", "jsonl"])
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    rows, totals = lines[:-1], lines[-1]["totals"]
    assert [Path(r["checkpoint"]).name for r in rows] == ["a", "b", "c_broken", "d_nopaper", "e_two"]
    by = {Path(r["checkpoint"]).name: r for r in rows}
    assert by["a"]["status"] == "failed" and by["a"]["should_block"] is True
    assert by["b"]["status"] == "failed" and by["b"]["errors"] < by["a"]["errors"]
    assert by["c_broken"]["status"] == "error" and "science_data.json" in by["c_broken"]["error"]
    assert "no .tex file" in by["d_nopaper"]["error"]
    assert "several .tex files" in by["e_two"]["error"] and "copy.tex" in by["e_two"]["error"]
    assert totals["papers"] == 5 and totals["error"] == 3 and totals["failed"] == 2
    # The good ones were checked and written despite the broken one; the broken ones have no report.
    assert (tree / "a" / REPORT).is_file() and (tree / "b" / REPORT).is_file()
    assert not (tree / "c_broken" / REPORT).exists()
    assert code == 2  # a checkpoint that could not be checked is not a pass


def test_exit_one_when_a_paper_blocks_and_zero_when_none(tmp_path, capsys):
    _copy(tmp_path / "x")
    assert main(["corpus", str(tmp_path), "--jobs", "1"]) == 1
    assert main(["corpus", str(tmp_path), "--jobs", "1", "--phase", "draft"]) == 0
    out = capsys.readouterr().out
    assert "1 papers: 0 passed" in out and "seconds" in out


def test_reports_byte_identical_to_check_local_engine(tmp_path, capsys):
    ckpts = [_copy(tmp_path / n) for n in ("p", "q", "r")]
    expected = {c: _check_bytes(c) for c in ckpts}
    for jobs in ("1", "2"):
        assert main(["corpus", str(tmp_path), "--jobs", jobs]) == 1
        for c in ckpts:
            assert (c / REPORT).read_bytes() == expected[c]
            assert b"seconds" not in expected[c]
            (c / REPORT).unlink()
    capsys.readouterr()


def test_reports_byte_identical_dask(tmp_path, capsys):
    pytest.importorskip("dask.distributed", reason="dask is an optional extra: pip install 'claim-gate[dask]'")
    ckpts = [_copy(tmp_path / n) for n in ("p", "q")]
    broken = _copy(tmp_path / "z")
    (broken / "science_data.json").write_text("[]")
    expected = {c: _check_bytes(c) for c in ckpts}
    code = main(["corpus", str(tmp_path), "--engine", "dask", "--jobs", "2", "--format", "jsonl"])
    rows = [json.loads(x) for x in capsys.readouterr().out.splitlines()][:-1]
    assert code == 2 and [r["status"] for r in rows] == ["failed", "failed", "error"]
    for c in ckpts:
        assert (c / REPORT).read_bytes() == expected[c]


def test_dask_absent_is_one_line_exit_2(tmp_path, capsys, monkeypatch):
    _copy(tmp_path / "p")
    monkeypatch.setitem(sys.modules, "dask.distributed", None)  # import raises ImportError
    assert main(["corpus", str(tmp_path), "--engine", "dask"]) == 2
    err = capsys.readouterr().err
    assert "claim-gate[dask]" in err and "Traceback" not in err


def test_usage_errors(tmp_path, capsys):
    assert main(["corpus", str(tmp_path)]) == 2  # nothing to check
    assert main(["corpus", str(tmp_path / "nope")]) == 2
    assert main(["corpus", str(tmp_path), "--jobs", "0"]) == 2
    assert main(["corpus", str(tmp_path), "--scheduler", "tcp://x:1"]) == 2
    err = capsys.readouterr().err
    assert "no checkpoint found" in err and "not a directory" in err and "--jobs" in err


def test_ctrl_c_during_a_write_leaves_that_report_whole(tmp_path, monkeypatch):
    ckpts = [_copy(tmp_path / n) for n in ("p", "q")]
    expected = _check_bytes(ckpts[0])
    real = cli.write_report

    def interrupted(*args):
        os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C arrives while the driver writes the first report
        return real(*args)

    monkeypatch.setattr(cli, "write_report", interrupted)
    with pytest.raises(KeyboardInterrupt):
        corpus.run([tmp_path], jobs=1)
    assert (ckpts[0] / REPORT).read_bytes() == expected
    assert not (ckpts[1] / REPORT).exists()
    assert [p.name for p in (ckpts[0] / "evaluation").iterdir()] == [REPORT.name]  # no temp file left


def test_ctrl_c_on_the_command_line(tmp_path):
    ckpts = [_copy(tmp_path / f"k{i}") for i in range(8)]
    proc = subprocess.Popen([sys.executable, "-m", "claim_gate", "corpus", str(tmp_path), "--jobs", "2"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not any((c / REPORT).exists() for c in ckpts) and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    if proc.returncode == 1:
        pytest.skip("the run finished before the interrupt arrived")
    assert proc.returncode == 130 and "interrupted" in err and "Traceback" not in err
    written = [c for c in ckpts if (c / REPORT).exists()]
    assert written
    reference = json.loads((written[0] / REPORT).read_text())
    for c in written:  # every report that exists is whole; no temp files
        assert json.loads((c / REPORT).read_text())["status"] == reference["status"]
        assert sorted(p.name for p in (c / "evaluation").iterdir()) == [REPORT.name]


def _die_on_b(task):
    if task.checkpoint.endswith("b"):
        os._exit(3)  # the worker process is killed (out of memory, say)
    return _REAL_GATE_ONE(task)


_REAL_GATE_ONE = corpus.gate_one


def test_a_dead_worker_costs_rows_not_the_run(tmp_path, capsys, monkeypatch):
    for n in ("a", "b"):
        _copy(tmp_path / n)
    monkeypatch.setattr(corpus, "gate_one", _die_on_b)
    code = main(["corpus", str(tmp_path), "--jobs", "2", "--format", "jsonl"])
    captured = capsys.readouterr()
    rows = {Path(r["checkpoint"]).name: r for r in map(json.loads, captured.out.splitlines()[:-1])}
    assert code == 2 and "Traceback" not in captured.err
    assert rows["b"]["status"] == "error" and "worker failed" in rows["b"]["error"]


def test_policy_file_and_mode_recorded_as_check_records_them(tmp_path, capsys, monkeypatch):
    c = _copy(tmp_path / "runs" / "p")
    (tmp_path / "pol.json").write_text('{"mode": "warn"}')
    monkeypatch.chdir(tmp_path)
    args = ["--policy-file", "pol.json", "--phase", "draft"]
    assert main(["check", str(c / "full_paper.tex"), "--output", os.devnull, *args]) == 0
    report = c / "evaluation" / "claim_evidence_hard_gate_draft.json"
    expected = report.read_bytes()
    report.unlink()
    assert b'"../../pol.json"' in expected  # input paths are relative to the checkpoint
    assert main(["corpus", "runs", "--jobs", "1", *args]) == 0
    assert report.read_bytes() == expected
    capsys.readouterr()
