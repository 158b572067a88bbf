"""One vocabulary: every finding type is documented once, and explain, SARIF rule help and
docs/findings.md all show that text."""

from pathlib import Path

import pytest

from claim_gate import explain
from claim_gate.cli import main
from claim_gate.findings import REGISTRY
from claim_gate.report import sarif

ROOT = Path(__file__).resolve().parent.parent


def test_every_finding_type_is_documented():
    undocumented = sorted(n for n, t in REGISTRY.items() if len(t.explanation) < 40 or len(t.fix) < 20)
    assert not undocumented, (f"finding types without docs: {undocumented}; add an (explanation, fix) entry "
                              "to claim_gate/finding_docs.py, then regenerate docs/findings.md")


def test_no_docs_for_unregistered_types():
    from claim_gate.finding_docs import DOCS

    assert sorted(set(DOCS) - set(REGISTRY)) == []


def test_docs_findings_md_is_generated_from_the_registry():
    checked_in = (ROOT / explain.DOCS_PATH).read_text(encoding="utf-8")
    assert checked_in == explain.markdown(), (
        "docs/findings.md is stale: run `python -m claim_gate.explain > docs/findings.md`")
    for name in REGISTRY:
        assert f"\n## {name}\n" in checked_in


@pytest.mark.parametrize("name, rule", [("numeric_mismatch", "block_on"), ("evidence_drift", "always_block_on"),
                                        ("figure_unreferenced", "warning")])
def test_explain_prints_meaning_blocking_and_fix(capsys, name, rule):
    assert main(["explain", name]) == 0
    out = capsys.readouterr().out
    t = REGISTRY[name]
    assert out.startswith(f"{name} ({t.check} check")
    assert t.doc in out and t.explanation in out and f"How to fix: {t.fix}" in out
    assert "When it blocks: " in out
    assert (rule in out) if rule != "warning" else "never blocks by default" in out


def test_explain_unknown_code_exits_2_with_did_you_mean(capsys):
    assert main(["explain", "numeric_mismach"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "did you mean 'numeric_mismatch'?" in err
    assert main(["explain", "zzzz"]) == 2
    assert "explain --all" in capsys.readouterr().err


def test_explain_lists_every_type(capsys):
    for argv in (["explain"], ["explain", "--all"]):
        assert main(argv) == 0
        lines = capsys.readouterr().out.splitlines()
        assert [line.split()[0] for line in lines] == sorted(REGISTRY)


def test_sarif_rule_help_is_the_explain_text():
    report = {"errors": [], "warnings": [], "engine": {"version": "0"}, "status": "passed", "should_block": False,
              "phase": "final", "policy": "strict"}
    rules = sarif.render(report, ".", "science_data.json")["runs"][0]["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == sorted(REGISTRY)
    for r in rules:
        assert r["help"]["text"] == explain.text(r["id"])
        assert r["fullDescription"]["text"] == REGISTRY[r["id"]].explanation
        assert "SPEC" not in r["help"]["text"]
