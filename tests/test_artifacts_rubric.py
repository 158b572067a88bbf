"""`claim-gate rubric verify`: the fixtures (one per failure), the two hash forms, exact graded scores,
and properties of the rubric hash and the weighted score."""

import copy
import json
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claim_gate.artifacts import rubric
from claim_gate.cli import main

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "rubric"
PAPER = FIX / "paper.tex"


def verify(capsys, *args):
    code = main(["rubric", "verify", *map(str, args), "--format", "json"])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if out.out else None), out.err


def test_valid_envelope_holds_with_the_seed_hash(capsys):
    code, rep, _ = verify(capsys, FIX / "valid.json", "--paper", PAPER)
    assert code == 0 and rep["errors"] == [] and rep["warnings"] == []
    assert rep["metrics"]["rubric_hash_form"] == "seed"
    assert rep["metrics"]["quotes_found"] == 5 and rep["metrics"]["flagged_leaves"] == 1


def test_pipeline_hash_form_is_accepted_and_named(capsys):
    code, rep, _ = verify(capsys, FIX / "valid_pipeline_hash.json", "--paper", PAPER)
    assert code == 0 and rep["metrics"]["rubric_hash_form"] == "pipeline"


def test_audit_added_after_freezing_keeps_the_seed_hash(tmp_path, capsys):
    env = json.loads((FIX / "valid.json").read_text())
    env["audit"]["audited_at"] = "2026-06-01T00:00:00Z"
    (tmp_path / "e.json").write_text(json.dumps(env))
    code, rep, _ = verify(capsys, tmp_path / "e.json", "--paper", PAPER)
    assert code == 0 and rep["metrics"]["rubric_hash_form"] == "seed"


@pytest.mark.parametrize("name, code", [
    ("bad_hash", "rubric_hash_mismatch"),
    ("bad_paper_sha", "rubric_paper_mismatch"),
    ("bad_schema", "rubric_schema_invalid"),
    ("bad_id_not_uuid4", "rubric_id_invalid"),
    ("bad_id_duplicate", "rubric_id_invalid"),
    ("bad_leaf_fields", "rubric_leaf_fields"),
    ("bad_vocabulary", "rubric_vocabulary_invalid"),
    ("bad_quote", "rubric_quote_not_found"),
    ("bad_weights", "rubric_weight_invalid"),
    ("bad_flags_count", "rubric_flags_count_mismatch"),
    ("bad_regenerate", "rubric_regenerate"),
    ("bad_venue_axes", "rubric_venue_axes_mismatch"),
])
def test_each_failure_fixture_fails_with_its_own_code(capsys, name, code):
    exit_code, rep, _ = verify(capsys, FIX / f"{name}.json", "--paper", PAPER)
    assert exit_code == 1
    assert {f["type"] for f in rep["errors"]} == {code}


def test_venue_axes_hold_in_paper_audit_mode(capsys):
    code, rep, _ = verify(capsys, FIX / "valid_venue_nature.json", "--paper", PAPER)
    assert code == 0 and rep["metrics"]["venue"] == "nature"
    code, rep, _ = verify(capsys, FIX / "valid.json", "--paper", PAPER, "--venue", "sc")
    assert code == 1 and [f["type"] for f in rep["errors"]] == ["rubric_venue_axes_mismatch"]


def test_graded_tree_recomputed_exactly(capsys):
    code, rep, _ = verify(capsys, FIX / "valid.json", "--paper", PAPER, "--graded", FIX / "graded.json")
    assert code == 0 and rep["metrics"]["root_score_exact"] == "4/9"
    code, rep, _ = verify(capsys, FIX / "valid.json", "--paper", PAPER, "--graded", FIX / "bad_graded.json")
    assert code == 1 and [f["type"] for f in rep["errors"]] == ["rubric_score_mismatch"]


def test_no_paper_is_a_warning_not_a_silent_pass(capsys):
    code, rep, _ = verify(capsys, FIX / "valid.json")
    assert code == 0 and [f["type"] for f in rep["warnings"]] == ["rubric_paper_unverified"]


def test_flag_that_contradicts_the_paper_is_reported(tmp_path, capsys):
    env = json.loads((FIX / "valid.json").read_text())
    leaf = env["rubric"]["sub_tasks"][1]["sub_tasks"][0]
    leaf["flags"] = ["no_paper_evidence"]
    env["rubric_sha256"] = rubric.rubric_hashes(env)["seed"]
    (tmp_path / "e.json").write_text(json.dumps(env))
    code, rep, _ = verify(capsys, tmp_path / "e.json", "--paper", PAPER)
    assert code == 0 and [f["type"] for f in rep["warnings"]] == ["rubric_flag_inconsistent"]


@pytest.mark.parametrize("text, where", [("[1, 2]", "top level"), ('{"version": NaN}', "NaN"), ("{", "line 1")])
def test_unreadable_envelope_is_exit_2_naming_the_file(tmp_path, capsys, text, where):
    (tmp_path / "e.json").write_text(text)
    code, rep, err = verify(capsys, tmp_path / "e.json")
    assert code == 2 and rep is None and "e.json" in err and where in err and "Traceback" not in err


def test_text_and_sarif_render(capsys):
    assert main(["rubric", "verify", str(FIX / "bad_quote.json"), "--paper", str(PAPER)]) == 1
    assert "rubric_quote_not_found" in capsys.readouterr().out
    assert main(["rubric", "verify", str(FIX / "bad_quote.json"), "--paper", str(PAPER), "--format", "sarif"]) == 1
    sarif = json.loads(capsys.readouterr().out)
    assert [r["ruleId"] for r in sarif["runs"][0]["results"]] == ["rubric_quote_not_found"]


# --- properties -------------------------------------------------------------------------------------

json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6),
                      st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=8))
json_value = st.recursive(json_leaf, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                             st.dictionaries(st.text(max_size=5), inner, max_size=3)),
                          max_leaves=12)
envelopes = st.dictionaries(st.text(max_size=6).filter(lambda k: k not in ("rubric_sha256", "audit")), json_value,
                            min_size=1, max_size=5)


def _dump_shuffled(value, rnd, indent):
    """JSON text with keys in a random order and arbitrary insignificant whitespace."""
    if isinstance(value, dict):
        items = list(value.items())
        rnd.shuffle(items)
        body = ("," + " " * indent).join(f"{json.dumps(k)}{' ' * indent}:\n{_dump_shuffled(v, rnd, indent)}"
                                        for k, v in items)
        return "{" + "\n" * indent + body + "}"
    if isinstance(value, list):
        return "[ " + " ,\t".join(_dump_shuffled(v, rnd, indent) for v in value) + "\n]"
    return json.dumps(value)


@given(envelopes, st.randoms(use_true_random=False), st.integers(0, 3))
def test_rubric_hash_ignores_key_order_and_whitespace(env, rnd, indent):
    from claim_gate import jsonio

    reparsed = jsonio.loads(_dump_shuffled(env, rnd, indent), "shuffled")
    assert rubric.rubric_hashes(reparsed) == rubric.rubric_hashes(env)


@given(envelopes, st.data())
def test_rubric_hash_changes_with_any_content_edit(env, data):
    edited = copy.deepcopy(env)
    key = data.draw(st.sampled_from(sorted(edited)))
    new = data.draw(json_value.filter(lambda v: json.dumps(v, sort_keys=True) != json.dumps(edited[key], sort_keys=True)))
    edited[key] = new
    assert rubric.rubric_hashes(edited)["seed"] != rubric.rubric_hashes(env)["seed"]
    # audit and rubric_sha256 are outside the seed's digest, so editing them changes nothing there
    edited = {**env, "audit": {"flags_count": data.draw(st.integers(0, 9))}, "rubric_sha256": "x"}
    assert rubric.rubric_hashes(edited)["seed"] == rubric.rubric_hashes(env)["seed"]


def _tree(draw, depth):
    if depth == 0 or draw(st.booleans()):
        return {"weight": draw(st.integers(0, 5) | st.floats(0, 5)), "sub_tasks": [], "score": draw(st.sampled_from([0, 1]))}
    kids = [_tree(draw, depth - 1) for _ in range(draw(st.integers(1, 4)))]
    return {"weight": draw(st.integers(0, 5)), "sub_tasks": kids}


@st.composite
def graded_trees(draw):
    return _tree(draw, 4)


def _brute_force(tree) -> Fraction | None:
    """Sum over leaves of score times the product of normalised weights on its path (no recursion of means)."""
    total = Fraction(0)
    stack = [(tree, Fraction(1))]
    while stack:
        node, share = stack.pop()
        if not node["sub_tasks"]:
            total += share * node["score"]
            continue
        ws = sum(Fraction(c["weight"]) for c in node["sub_tasks"])
        if ws <= 0:
            return None
        stack.extend((c, share * Fraction(c["weight"]) / ws) for c in node["sub_tasks"])
    return total


@given(graded_trees())
def test_weighted_score_equals_brute_force(tree):
    scores, problems = rubric.exact_scores(tree)
    assert problems == []
    assert scores.get(id(tree)) == _brute_force(tree)
