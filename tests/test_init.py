"""`claim-gate init DIR` writes a checkpoint and paper that pass, and never overwrites."""

import json

from claim_gate.cli import main
from claim_gate.init import files


def test_init_skeleton_passes_the_gate(tmp_path, capsys):
    target = tmp_path / "new" / "paper"
    assert main(["init", str(target)]) == 0
    assert sorted(p.relative_to(target).as_posix() for p in target.rglob("*") if p.is_file()) == sorted(files())
    assert main(["check", str(target / "paper.tex"), "--format", "json", "--no-write"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["status"] == "passed" and report["errors"] == report["warnings"] == []
    assert report["metrics"]["numeric_reproducible"] == 3 and report["metrics"]["uncovered_numeric_count"] == 0


def test_init_skeleton_really_is_checked(tmp_path, capsys):
    # The skeleton's numbers are checked, not passed through: a wrong one fails.
    main(["init", str(tmp_path)])
    paper = tmp_path / "paper.tex"
    paper.write_text(paper.read_text().replace("1.51x", "1.61x"))
    assert main(["check", str(paper), "--no-write", "--quiet"]) == 1
    assert "print 1.51, not 1.61" in capsys.readouterr().out


def test_init_refuses_to_overwrite(tmp_path, capsys):
    (tmp_path / "science_data.json").write_text("{}")
    assert main(["init", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "science_data.json: exists" in err and err.count("\n") == 1
    assert (tmp_path / "science_data.json").read_text() == "{}" and not (tmp_path / "paper.tex").exists()


def test_init_into_a_file_is_exit_2(tmp_path, capsys):
    (tmp_path / "f").write_text("")
    assert main(["init", str(tmp_path / "f")]) == 2
    assert capsys.readouterr().err.startswith("claim-gate: ")
