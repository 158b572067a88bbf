"""`claim-gate citations f1|sxs|litreview` on fixtures/citations."""

import json
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claim_gate.artifacts import citations
from claim_gate.cli import main

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "citations"


def run(capsys, *args):
    code = main(["citations", *map(str, args), "--format", "json"])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if out.out else None), out.err


def f1(capsys, gen_partition="gen_partition.json", gen_refs="gen_refs.json"):
    return run(capsys, "f1", "--gt-partition", FIX / "gt_partition.json", "--gt-refs", FIX / "gt_refs.json",
               "--gen-partition", FIX / gen_partition, "--gen-refs", FIX / gen_refs)


def test_f1_per_partition(capsys):
    code, rep, _ = f1(capsys)
    assert code == 0 and rep["errors"] == [] and rep["warnings"] == []
    m = rep["metrics"]
    # P0: GT {A,B,E}, Gen {A,B}; P1: GT {C,D}, Gen {C,F,G}; all: 3 of 5 each way
    assert (m["P0"]["precision"], m["P0"]["recall"], m["P0"]["f1"]) == (1.0, 0.6667, 0.8)
    assert (m["P1"]["precision"], m["P1"]["recall"], m["P1"]["f1"]) == (0.3333, 0.5, 0.4)
    assert (m["all"]["overlap"], m["all"]["f1"]) == (3, 0.6)


def test_unresolved_references_are_counted_and_reported(capsys):
    code, rep, _ = f1(capsys, gen_refs="gen_refs_unresolved.json")
    assert code == 0 and [f["type"] for f in rep["warnings"]] == ["citation_unresolved"]
    assert rep["metrics"]["references"]["generated"] == {"references": 5, "unresolved": 1}
    assert rep["metrics"]["all"]["generated"] == 4 and rep["metrics"]["all"]["f1"] == 0.6667


@pytest.mark.parametrize("name, says", [("bad_label", "'P2'"), ("duplicate", "labelled 2 times"),
                                        ("missing", "has no label"), ("orphan", "does not list")])
def test_every_reference_has_exactly_one_label(capsys, name, says):
    code, rep, _ = f1(capsys, gen_partition=f"gen_partition_{name}.json")
    assert code == 1 and [f["type"] for f in rep["errors"]] == ["citation_label_invalid"]
    assert says in rep["errors"][0]["message"]


def test_partition_of_the_wrong_type_is_exit_2(tmp_path, capsys):
    (tmp_path / "p.json").write_text('["P0"]')
    code, rep, err = run(capsys, "f1", "--gt-partition", tmp_path / "p.json", "--gt-refs", FIX / "gt_refs.json",
                         "--gen-partition", FIX / "gen_partition.json", "--gen-refs", FIX / "gen_refs.json")
    assert code == 2 and rep is None and "p.json" in err


@given(st.sets(st.integers(0, 12)), st.sets(st.integers(0, 12)))
def test_prf_matches_the_definition(gt, gen):
    got = citations.prf(gt, gen)
    inter = len(gt & gen)
    p = Fraction(inter, len(gen)) if gen else Fraction(0)
    r = Fraction(inter, len(gt)) if gt else Fraction(0)
    f = 2 * p * r / (p + r) if p + r else Fraction(0)
    assert abs(Fraction(got["f1"]) - f) <= Fraction(1, 20000) + Fraction(1, 10**12)
    assert abs(Fraction(got["precision"]) - p) <= Fraction(1, 20000) + Fraction(1, 10**12)


@pytest.mark.parametrize("w1, w2, result", [
    ("paper_1", "paper_2", "win"), ("paper_2", "paper_1", "loss"), ("tie", "tie", "tie"),
    ("paper_1", "tie", "tie"), ("tie", "paper_1", "tie"), ("paper_1", "paper_1", "tie"), ("paper_2", "paper_2", "tie")])
def test_sxs_order_swapped(capsys, w1, w2, result):
    code, rep, _ = run(capsys, "sxs", w1, w2)
    assert code == 0 and rep["metrics"]["result"] == result


def test_sxs_reads_the_autorater_json(capsys):
    code, rep, _ = run(capsys, "sxs", FIX / "sxs_call1.json", FIX / "sxs_call2.json")
    assert code == 0 and rep["metrics"]["result"] == "win"
    code, _, err = run(capsys, "sxs", "paper_3", "tie")
    assert code == 2 and "WINNER1" in err


@pytest.mark.parametrize("name, errors, warnings", [
    ("valid", [], []),
    ("penalty_range", ["litreview_penalty_out_of_range"], []),
    ("unknown_penalty", ["litreview_penalty_out_of_range"], []),
    ("cap_coverage", ["litreview_cap_exceeded"], []),
    ("cap_descriptive", ["litreview_cap_exceeded"], []),
    ("flagged", [], ["litreview_cap_flagged"]),
    ("schema", ["citation_input_invalid"], []),
])
def test_litreview_caps_and_penalties(capsys, name, errors, warnings):
    code, rep, _ = run(capsys, "litreview", FIX / f"litreview_{name}.json")
    assert [f["type"] for f in rep["errors"]] == errors
    assert [f["type"] for f in rep["warnings"]] == warnings
    assert code == (1 if errors else 0)


def test_text_output(capsys):
    assert main(["citations", "litreview", str(FIX / "litreview_penalty_range.json")]) == 1
    out = capsys.readouterr().out
    assert out.startswith("claim-gate citations litreview: FAILED") and "outside -15..-5" in out
