"""`claim-gate suggest` (SPEC section 8): what it finds, how it ranks, and that its diff really covers."""

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from claim_gate.cli import main
from claim_gate.suggest import suggest

STENCIL = Path(__file__).resolve().parents[1] / "fixtures" / "stencil-ari"


@pytest.fixture()
def paper(tmp_path):
    """The stencil example with three anchors dropped (39.0%, 1.30 uncovered) and an unreproducible number."""
    ckpt = tmp_path / "ckpt"
    shutil.copytree(STENCIL, ckpt, ignore=shutil.ignore_patterns("evaluation"))
    p = ckpt / "full_paper.tex"
    text = p.read_text()
    for old, new in [("by 39.0\\%. % CLAIM:C1:NC4", "by 39.0\\%."),
                     (" % CLAIM:C2:NC7 metric=gflops\\_512 formula=relative\\_gain baseline=cfg3 proposed=cfg4", ""),
                     ("faster than the naive kernel. % CLAIM:C1:NC1", ("faster than the naive kernel.\n"
                      "The tuned kernel needs 77.7\\% less energy than the naive kernel."))]:
        assert old in text
        text = text.replace(old, new)
    p.write_text(text)
    return p


def _gate(capsys, p: Path) -> dict:
    main(["check", str(p), "--format", "json", "--no-write"])
    return json.loads(capsys.readouterr().out)


def _uncovered(report: dict) -> set:
    return {(f["location"]["line"], f["printed"]) for f in report["errors"] + report["warnings"]
            if f["type"] == "uncovered_numeric"}


def _apply(diff: str, folder: Path) -> None:
    subprocess.run(["patch", "-p1", "--quiet"], input=diff, text=True, cwd=folder, check=True)


def test_statuses(paper):
    rows = {r["printed"]: r for r in suggest(paper)["suggestions"]}
    assert rows["39.0"]["status"] == "suggested"
    c = rows["39.0"]["candidate"]
    # "cuts the time": the time metric, and the reduction name of the two equal percent formulas.
    assert c["formula"] == "relative_reduction_percent" and c["metric"] == "time_ms_512"
    assert c["operands"] == {"baseline": "cfg1", "proposed": "cfg2"}
    assert rows["1.30"]["status"] == "ambiguous" and len(rows["1.30"]["candidates"]) >= 2
    assert rows["77.7"]["status"] == "impossible"


def test_the_sentence_naming_the_metric_decides(paper):
    text = paper.read_text().replace("raises the throughput on", "raises the GFLOP/s on")
    paper.write_text(text)
    rows = {r["printed"]: r for r in suggest(paper)["suggestions"]}
    assert rows["1.30"]["status"] == "suggested"
    assert rows["1.30"]["candidate"]["metric"] == "gflops_512"
    assert rows["1.30"]["candidate"]["operands"] == {"baseline": "cfg3", "proposed": "cfg4"}


def test_applied_diff_covers_the_suggested_numbers(paper, capsys):
    before = _uncovered(_gate(capsys, paper))
    assert {p for _, p in before} == {"39.0", "1.30", "77.7"}
    digests = {f: hashlib.sha256(f.read_bytes()).hexdigest() for f in paper.parent.rglob("*") if f.is_file()}
    assert main(["suggest", str(paper)]) == 0
    diff = capsys.readouterr().out
    # It never edits anything.
    assert digests == {f: hashlib.sha256(f.read_bytes()).hexdigest() for f in paper.parent.rglob("*") if f.is_file()}
    _apply(diff, paper.parent)
    after = _gate(capsys, paper)
    assert {p for _, p in _uncovered(after)} == {"1.30", "77.7"}
    assert not [f for f in after["errors"] if f["type"] in ("unresolved_anchor", "anchor_without_number",
                                                            "operand_unresolved", "formula_invalid")]


def test_without_config_nodes_the_assertions_are_what_verifies(paper, capsys):
    sd_path = paper.parent / "science_data.json"
    sd = json.loads(sd_path.read_text())
    del sd["_config_nodes"]
    sd_path.write_text(json.dumps(sd))
    assert main(["suggest", str(paper), "--format", "json"]) == 0
    result = json.loads(capsys.readouterr().out)
    (row,) = [r for r in result["suggestions"] if r["status"] == "suggested"]
    assert "formula=" not in row["anchor"]  # no declaration that could not resolve
    assert main(["suggest", str(paper)]) == 0
    _apply(capsys.readouterr().out, paper.parent)
    # The anchor alone names an assertion that does not exist yet.
    assert any(f["type"] == "unresolved_anchor" for f in _gate(capsys, paper)["errors"])
    sd["numeric_assertions"] += result["numeric_assertions"]
    sd_path.write_text(json.dumps(sd))
    after = _gate(capsys, paper)
    assert {p for _, p in _uncovered(after)} == {"1.30", "77.7"}
    assert not any(f["type"] == "unresolved_anchor" for f in after["errors"])


def test_deterministic_and_bad_input_exit_2(paper, capsys, tmp_path):
    main(["suggest", str(paper), "--format", "json"])
    first = capsys.readouterr().out
    main(["suggest", str(paper), "--format", "json"])
    assert capsys.readouterr().out == first
    assert main(["suggest", str(tmp_path / "missing.tex"), "--checkpoint", str(paper.parent)]) == 2
    (paper.parent / "science_data.json").write_text("{")
    assert main(["suggest", str(paper)]) == 2
    assert "science_data.json" in capsys.readouterr().err


def test_anchor_on_its_own_line_when_another_sentence_shares_the_last_line(paper, capsys):
    text = paper.read_text().replace("by 39.0\\%.\n", "by 39.0\\%. That is most of it.\n")
    paper.write_text(text)
    assert main(["suggest", str(paper)]) == 0
    diff = capsys.readouterr().out
    assert "+% CLAIM:C1:" in diff  # an own-line anchor binds the next sentence, which is ours
    _apply(diff, paper.parent)
    assert {p for _, p in _uncovered(_gate(capsys, paper))} == {"1.30", "77.7"}


def test_pair_budget_is_said_not_silent(paper, monkeypatch):
    import claim_gate.suggest as sg

    monkeypatch.setattr(sg, "MAX_PAIRS", 4)
    rows = {r["printed"]: r for r in suggest(paper)["suggestions"]}
    assert rows["39.0"]["status"] == "impossible" and "pairs not searched" in rows["39.0"]["reason"]


def test_diff_applies_to_a_file_without_a_final_newline(tmp_path):
    from claim_gate.suggest import render_diff

    (tmp_path / "p.tex").write_text("a\nb")
    result = {"suggestions": [], "counts": {}, "numeric_assertions": [], "claims": [],
              "files": [{"file": "p.tex", "old": "a\nb", "new": "a\nb % CLAIM:C1:NC1"}]}
    _apply(render_diff(result), tmp_path)
    assert (tmp_path / "p.tex").read_text() == "a\nb % CLAIM:C1:NC1"
