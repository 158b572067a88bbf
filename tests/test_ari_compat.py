"""ARI compatibility (issue 9): the verdicts ARI's own claim-gate tests expect, reached by claim-gate.

Each test builds a small checkpoint and paper of its own and runs claim-gate on it; the comment above
it names the ARI test (in kotama7/ARI) whose scenario it mirrors. Where SPEC deliberately differs from
ARI, the test asserts OUR behaviour and the comment says how ARI differs.
"""

import hashlib
import json

import pytest

from claim_gate.checks.invariants import inferred_bound
from claim_gate.cli import main
from claim_gate.paper.link import link_paper

HG = "ari-core/tests/test_claim_evidence_hard_gate.py"
CT = "ari-core/tests/test_claim_gate_contract.py"
IV = "ari-core/tests/test_claim_gate_invariants.py"
CL = "ari-skill-paper/tests/test_claim_links.py"

# Two executed nodes: a baseline at 100 GFlops and the proposed variant at 150 (+50 %).
NODES = {"n_base": {"GFlops": 100.0}, "n_prop": {"GFlops": 150.0}}


def _ref(node, metric="GFlops"):
    return {"node_id": node, "metric_path": f"measurements.{metric}"}


def absolute(aid="NC1", cid="C1", node="n_prop", **extra):
    return {"id": aid, "claim_id": cid, "formula": "identity", "operands": {"value": _ref(node)}, **extra}


def gain(aid="NC2", cid="C2", **extra):
    return {"id": aid, "claim_id": cid, "formula": "relative_increase_percent",
            "operands": {"baseline": _ref("n_base"), "proposed": _ref("n_prop")}, **extra}


def science(*assertions, claims=None, **more):
    claims = claims if claims is not None else [
        {"id": "C1", "status": "draft", "supported_by": {"nodes": ["n_prop"]}},
        {"id": "C2", "status": "draft", "supported_by": {"nodes": ["n_prop", "n_base"]}}]
    return {"claims": claims, "numeric_assertions": list(assertions), **more}


TWO = "\\section{Results}\nThe kernel sustains {a} GFlop/s. % CLAIM:C1:NC1\nIt improves throughput by {b}\\%. % CLAIM:C2:NC2\n"


def two(a="150", b="50"):
    return TWO.replace("{a}", a).replace("{b}", b)


def build(folder, body, sd, *, nodes=None, reports=None, workspace=False, files=None, units=None):
    """A checkpoint in folder (or, workspace=True, ARI's layout: folder/checkpoints/run1 with results
    under folder/experiments/run1/<node>); returns the paper's path."""
    nodes = NODES if nodes is None else nodes
    ckpt = folder / "checkpoints" / "run1" if workspace else folder
    ckpt.mkdir(parents=True, exist_ok=True)
    node_root = folder / "experiments" / "run1" if workspace else ckpt / "experiments"
    (ckpt / "tree.json").write_text(json.dumps(
        {"nodes": [{"id": n, "has_real_data": True, "metrics": m} for n, m in nodes.items()]}))
    for n, m in nodes.items():
        (node_root / n).mkdir(parents=True, exist_ok=True)
        (node_root / n / "results.json").write_text(json.dumps({"measurements": m, "units": units or {}}))
    for n, rep in (reports or {}).items():
        (node_root / n / "node_report.json").write_text(json.dumps(rep))
    (ckpt / "science_data.json").write_text(json.dumps(sd))
    for name, content in (files or {}).items():
        (ckpt / name).write_text(json.dumps(content))
    paper = ckpt / "p.tex"
    paper.write_text("\\documentclass{article}\n\\begin{document}\n" + body + "\n\\end{document}\n", encoding="utf-8")
    return paper


def check(capsys, paper, *args, write=False):
    code = main(["check", str(paper), "--format", "json", *([] if write else ["--no-write"]), *args])
    out, err = capsys.readouterr()
    assert out.startswith("{"), err  # a report, not an input error
    return code, json.loads(out)


def types(rep, key="errors"):
    return [f["type"] for f in rep[key]]


@pytest.fixture(autouse=True)
def _no_env_policy(monkeypatch):
    for var in ("CLAIM_GATE_MODE", "ARI_CLAIM_GATE_MODE", "CLAIM_GATE_COMPARISON_SCOPE", "ARI_COMPARISON_SCOPE"):
        monkeypatch.delenv(var, raising=False)


# == the gate: verdicts and blocking ================================================================
# HG::test_passing_gate
def test_correct_paper_passes_with_full_rates(tmp_path, capsys):
    code, rep = check(capsys, build(tmp_path, two(), science(absolute(), gain())), "--mode", "strict")
    assert code == 0 and rep["errors"] == [] and rep["should_block"] is False
    assert rep["status"] in ("passed", "warn")
    assert rep["metrics"]["numeric_claim_reproducible_rate"] == 1.0
    assert rep["metrics"]["execution_grounded_claim_rate"] == 1.0


# HG::test_numeric_mismatch_blocks_in_strict_final
def test_wrong_gain_blocks_in_strict_final(tmp_path, capsys):
    code, rep = check(capsys, build(tmp_path, two(b="99"), science(absolute(), gain())), "--mode", "strict")
    assert "numeric_mismatch" in types(rep) and rep["should_block"] is True and code == 1
    assert rep["metrics"]["numeric_claim_mismatch_count"] == 1


# HG::test_numeric_mismatch_warn_does_not_block
def test_wrong_gain_is_reported_but_does_not_block_in_warn(tmp_path, capsys):
    code, rep = check(capsys, build(tmp_path, two(b="99"), science(absolute(), gain())), "--mode", "warn")
    assert "numeric_mismatch" in types(rep) and rep["should_block"] is False and code == 0


# HG::test_draft_phase_never_blocks
def test_wrong_gain_does_not_block_a_draft(tmp_path, capsys):
    code, rep = check(capsys, build(tmp_path, two(b="99"), science(absolute(), gain())), "--phase", "draft")
    assert "numeric_mismatch" in types(rep) and rep["should_block"] is False and code == 0


# HG::test_operand_unresolved
def test_operand_on_a_ghost_node_is_unresolved_and_blocks(tmp_path, capsys):
    sd = science(absolute(node="ghost"), gain())
    code, rep = check(capsys, build(tmp_path, two(), sd))
    assert "operand_unresolved" in types(rep) and rep["should_block"] is True and code == 1


# HG::test_missing_evidence_unknown_node
def test_claim_citing_a_node_absent_from_the_tree_is_missing_evidence(tmp_path, capsys):
    sd = science(absolute(), gain())
    sd["claims"][0]["supported_by"]["nodes"] = ["ghost_node"]
    _, rep = check(capsys, build(tmp_path, two(), sd))
    assert "missing_evidence" in types(rep) and "node_not_executed" not in types(rep) + types(rep, "warnings")


ABSTRACT = "\\begin{abstract}\nWe report a speedup of 31\\%.\n\\end{abstract}\n\\section{Results}\nNothing else.\n"


# HG::test_uncovered_numeric_strict_blocks_warn_warns
def test_unanchored_abstract_result_blocks_in_strict_and_warns_in_warn(tmp_path, capsys):
    paper = build(tmp_path, ABSTRACT, science(claims=[]))
    code, rep = check(capsys, paper, "--mode", "strict")
    assert "uncovered_numeric" in types(rep) and rep["should_block"] is True and code == 1
    code, rep = check(capsys, paper, "--mode", "warn")
    assert "uncovered_numeric" in types(rep, "warnings") and "uncovered_numeric" not in types(rep)
    assert rep["should_block"] is False and code == 0


# HG::test_report_written_to_evaluation_dir
def test_draft_report_is_written_under_evaluation(tmp_path, capsys):
    paper = build(tmp_path, two(), science(absolute(), gain()))
    check(capsys, paper, "--mode", "warn", "--phase", "draft", write=True)
    written = json.loads((tmp_path / "evaluation" / "claim_evidence_hard_gate_draft.json").read_text())
    assert written["phase"] == "draft" and written["gate"] == "claim_evidence_hard_gate"


def _two_cpus(tmp_path, sd=None):
    reports = {"n_base": {"executor": "slurm", "cpu_info": {"model": "cpuX"}},
               "n_prop": {"executor": "slurm", "cpu_info": {"model": "cpuY"}}}
    # ARI's own layout: results under <workspace>/experiments/<run_id>/<node>/ (SPEC section 1).
    return build(tmp_path, two(), sd or science(absolute(), gain()), reports=reports, workspace=True)


# HG::test_env_mismatch_warning
def test_comparison_across_cpu_models_warns(tmp_path, capsys):
    _, rep = check(capsys, _two_cpus(tmp_path), "--mode", "warn")
    assert "environment_mismatch" in types(rep, "warnings")


# HG::test_env_mismatch_severity_is_intent_driven
@pytest.mark.parametrize("scope, blocks", [("same_environment", True), ("any", False)])
def test_environment_mismatch_blocks_only_when_the_study_is_same_environment(tmp_path, capsys, scope, blocks):
    policy = tmp_path / "caller_policy.json"
    policy.write_text(json.dumps({"mode": "strict", "comparison_scope": scope}))
    code, rep = check(capsys, _two_cpus(tmp_path), "--policy-file", str(policy))
    assert rep["comparison_scope"] == scope
    assert ("environment_mismatch" in types(rep)) is blocks
    assert ("environment_mismatch" in types(rep, "warnings")) is not blocks
    assert rep["should_block"] is blocks and code == int(blocks)


# HG::test_policy_env_override
@pytest.mark.parametrize("value", ["strict", "off", "warn"])
def test_ari_mode_variable_sets_the_mode(tmp_path, capsys, monkeypatch, value):
    monkeypatch.setenv("ARI_CLAIM_GATE_MODE", value)
    _, rep = check(capsys, build(tmp_path, two(), science(absolute(), gain())))
    assert rep["policy"] == value


# HG::test_policy_env_override -- SPEC differs: ARI defaults to warn; SPEC chose strict, since a gate that
# prints FAILED and exits 0 before a paper is final fails open.
def test_default_mode_is_strict_not_warn(tmp_path, capsys):
    code, rep = check(capsys, build(tmp_path, two(b="99"), science(absolute(), gain())))
    assert rep["policy"] == "strict" and rep["should_block"] is True and code == 1


# HG::test_policy_env_override -- SPEC differs: ARI blocks a final paper on an objective falsehood whatever the
# mode; SPEC chose that mode off never blocks, not even on an always_block_on finding (it reports only).
def test_mode_off_never_blocks_even_on_an_invariant(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("ARI_CLAIM_GATE_MODE", "off")
    sd = science(claims=[], configurations=[{"config_id": "cfg", "measurements": {"roofline_norm_throughput": 3.15}}])
    code, rep = check(capsys, build(tmp_path, "\\section{Results}\nNo numbers.\n", sd))
    assert "invariant_violation" in types(rep) and rep["should_block"] is False and code == 0


# SPEC differs from ARI (which lets a checkpoint's policy file set any mode): the checkpoint's own policy
# may only tighten; a lowered mode is ignored and reported as policy_weakened. (HG::test_policy_env_override)
def test_checkpoint_policy_cannot_lower_the_mode(tmp_path, capsys):
    paper = build(tmp_path, two(b="99"), science(absolute(), gain()), files={"claim_gate_policy.json": {"mode": "warn"}})
    code, rep = check(capsys, paper)
    assert rep["policy"] == "strict" and rep["should_block"] is True and code == 1
    assert "policy_weakened" in types(rep, "warnings")


def _declared(printed):
    sd = {"claims": [], "numeric_assertions": [],
          "_config_nodes": {"cfg1": {"node_id": "n_prop"}, "cfg2": {"node_id": "n_base"}}}
    body = ("\\section{Results}\nThroughput rises by " + printed + "\\%. % CLAIM:C9:NC9 metric=GFlops "
            "formula=relative_increase_percent baseline=cfg2 proposed=cfg1\n")
    return body, sd


# HG::test_writer_declared_assertion_verified_forward
def test_correct_writer_declaration_is_verified_forward(tmp_path, capsys):
    code, rep = check(capsys, build(tmp_path, *_declared("50")))
    assert rep["metrics"]["writer_declared_assertions"] == 1 and rep["metrics"]["numeric_reproducible"] == 1
    assert "numeric_mismatch" not in types(rep)


# HG::test_writer_declared_assertion_wrong_is_mismatch
def test_wrong_writer_declaration_is_caught_forward(tmp_path, capsys):
    code, rep = check(capsys, build(tmp_path, *_declared("99")))
    assert "numeric_mismatch" in types(rep) and rep["should_block"] is True and code == 1


def _uncovered_lines(rep):
    return sorted(f["location"]["line"] for f in rep["errors"] + rep["warnings"] if f["type"] == "uncovered_numeric")


# HG::test_coverage_by_value_restatement
def test_abstract_restatement_of_a_verified_value_is_covered_but_not_other_numbers(tmp_path, capsys):
    body = ("\\begin{abstract}\nThe kernel sustains 150 GFlop/s.\nA rival sustains 99 GFlop/s.\n"
            "Throughput rises by 150\\%.\n\\end{abstract}\n"
            "\\section{Results}\nThe kernel sustains 150 GFlop/s. % CLAIM:C1:NC1\n")
    _, rep = check(capsys, build(tmp_path, body, science(absolute())))
    # lines: 4 restatement, 5 ungrounded, 6 value matches but unit differs (% vs GFlop/s)
    assert _uncovered_lines(rep) == [5, 6]


# HG::test_coverage_credits_resolved_operand_value
@pytest.mark.parametrize("printed, units", [("100", None), ("100 GFlop/s", {"GFlops": "GFlop/s"})])
def test_baseline_operand_cited_in_prose_is_covered(tmp_path, capsys, printed, units):
    body = ("\\section{Results}\nIt improves throughput by 50\\%. % CLAIM:C2:NC2\n"
            "The baseline reaches " + printed + " on the same input.\n")
    code, rep = check(capsys, build(tmp_path, body, science(gain()), units=units))
    assert _uncovered_lines(rep) == [] and code == 0


# HG::test_coverage_credits_resolved_operand_value -- the unit is part of the number (SPEC section 4): an
# operand recorded without a unit does not cover a number printed with one.
def test_unitless_operand_does_not_cover_a_number_printed_with_a_unit(tmp_path, capsys):
    body = ("\\section{Results}\nIt improves throughput by 50\\%. % CLAIM:C2:NC2\n"
            "The baseline reaches 100\\% of its peak.\n")
    _, rep = check(capsys, build(tmp_path, body, science(gain())))
    assert _uncovered_lines(rep) == [5]


# HG::test_numeric_within_tolerance -- an assertion's own 2 % tolerance is honoured, as in ARI.
def test_assertion_tolerance_of_two_percent_accepts_a_close_value(tmp_path, capsys):
    tol = {"absolute": 0.0, "relative": 0.02}
    code, rep = check(capsys, build(tmp_path, two(b="50.4"), science(absolute(), gain(tolerance=tol))))
    assert "numeric_mismatch" not in types(rep) and code == 0
    code, rep = check(capsys, build(tmp_path, two(b="99"), science(absolute(), gain(tolerance=tol))))
    assert "numeric_mismatch" in types(rep)


# HG::test_numeric_within_tolerance -- SPEC differs: ARI's default tolerance is relative 2 %; SPEC's
# default is 0 at the printed precision, so 50.4 printed for 50 is a mismatch unless a tolerance is declared.
def test_default_tolerance_is_the_printed_precision(tmp_path, capsys):
    code, rep = check(capsys, build(tmp_path, two(b="50.4"), science(absolute(), gain())))
    assert "numeric_mismatch" in types(rep) and code == 1
    code, rep = check(capsys, build(tmp_path, two(b="50.0"), science(absolute(), gain())))
    assert rep["errors"] == [] and code == 0


# HG::test_passing_gate, SCIENCE form: ARI checkpoints also nest each assertion inside its claim.
@pytest.mark.parametrize("printed, ok", [("50", True), ("99", False)])
def test_assertions_nested_in_their_claims_are_checked(tmp_path, capsys, printed, ok):
    sd = science()
    sd["claims"][0]["numeric_assertions"] = [absolute()]
    sd["claims"][1]["numeric_assertions"] = [gain()]
    code, rep = check(capsys, build(tmp_path, two(b=printed), sd))
    assert ("numeric_mismatch" in types(rep)) is not ok and code == int(not ok)
    assert rep["metrics"]["numeric_assertions_total"] == 2


# HG::test_missing_evidence_unknown_node, its neighbour (SPEC section 4, "as ARI"): a cited node that exists but
# did not execute only warns for a draft, unanchored claim; anchored in the paper, the claim is missing_evidence.
@pytest.mark.parametrize("anchored", [False, True])
def test_claim_whose_only_node_failed_warns_unless_the_paper_anchors_it(tmp_path, capsys, anchored):
    sd = science(absolute(), gain())
    sd["claims"].append({"id": "C3", "status": "draft", "supported_by": {"nodes": ["n_fail"]}})
    body = two() + ("The failed variant is discussed. % CLAIM:C3:NC0\n" if anchored else "")
    paper = build(tmp_path, body, sd)
    tree = json.loads((tmp_path / "tree.json").read_text())
    tree["nodes"].append({"id": "n_fail", "has_real_data": False})
    (tmp_path / "tree.json").write_text(json.dumps(tree))
    code, rep = check(capsys, paper)
    assert "node_not_executed" in types(rep, "warnings")
    assert ("missing_evidence" in types(rep)) is anchored and code == int(anchored)


# SPEC differs (section 6): over no claims and no assertions ARI writes rates of 0.0; SPEC writes null.
# (HG::test_passing_gate checks the rates on a full paper.)
def test_rates_over_nothing_are_null(tmp_path, capsys):
    _, rep = check(capsys, build(tmp_path, "\\section{Results}\nNo numbers.\n", science(claims=[])))
    assert rep["metrics"]["execution_grounded_claim_rate"] is None
    assert rep["metrics"]["numeric_claim_reproducible_rate"] is None


# == invariants inferred from metric names and declared bounds ======================================
# IV::test_classify_concept_generality, IV::test_concept_invariants_are_pure_math
@pytest.mark.parametrize("name, bound", [
    ("geo_mean_norm_roofline_throughput", (None, 1.0)), ("ablated_geo_mean_norm_roofline_throughput", (None, 1.0)),
    ("roofline_norm_throughput_gmean", (None, 1.0)), ("efficiency", (None, 1.0)), ("hardware_utilization", (None, 1.0)),
    ("fraction_of_peak", (None, 1.0)), ("success_probability", (0.0, 1.0)), ("prob", (0.0, 1.0)),
    ("val_accuracy", None), ("improvement_percent", None), ("ratio_pct", None), ("speedup", None),
    ("GFLOP_per_s", None), ("runtime_sec", None), ("grad_norm", None), ("l2_norm", None), ("weight_norm", None),
    ("spectral_norm", None),
])
def test_metric_names_get_only_universal_bounds(name, bound):
    got = inferred_bound(name)
    if bound is None:
        assert got is None
    else:
        low, high = bound
        assert got is not None and got[1] == high and (got[0] == low if low is not None else got[0] < -1e300)


def _configs(tmp_path, capsys, measurements, *args, contract=None, **cfg):
    sd = science(claims=[], configurations=[{"config_id": "cfg", "measurements": measurements, **cfg}])
    if contract is not None:
        sd["metric_contract"] = contract
    return check(capsys, build(tmp_path, "\\section{Results}\nNo numbers.\n", sd), *args)


def _violations(rep, kind="invariant_violation"):
    return sorted(f.get("metric", "") for f in rep["errors"] + rep["warnings"] if f["type"] == kind)


# IV::test_scan_flags_normalized_above_one
def test_normalized_metric_above_one_is_an_invariant_violation(tmp_path, capsys):
    _, rep = _configs(tmp_path, capsys, {"roofline_norm_throughput": 3.15})
    assert _violations(rep) == ["roofline_norm_throughput"]


# IV::test_scan_flags_probability_out_of_range
def test_probabilities_outside_the_unit_interval_are_violations(tmp_path, capsys):
    _, rep = _configs(tmp_path, capsys, {"success_probability": 1.4, "failure_prob": -0.1})
    assert _violations(rep) == ["failure_prob", "success_probability"]


# IV::test_scan_passes_legitimate_metrics
def test_unbounded_metrics_are_left_alone(tmp_path, capsys):
    _, rep = _configs(tmp_path, capsys, {"GFLOP_per_s": 1498.0, "speedup": 7.6, "improvement_percent": 140.0,
                                         "val_accuracy": 0.93, "grad_norm": 12.0, "roofline_norm_throughput": 0.82})
    assert _violations(rep) == [] and rep["should_block"] is False


# IV::test_scan_skips_params_and_internal_keys
def test_parameters_and_internal_keys_are_not_scanned(tmp_path, capsys):
    _, rep = _configs(tmp_path, capsys, {"roofline_norm_throughput": 0.5},
                      parameters={"normalized_seed": 5.0}, _axis_scores={"efficiency": 9.9})
    assert _violations(rep) == [] and rep["should_block"] is False


# IV::test_declared_bound_invariant_enforced
def test_declared_bound_on_an_unclassified_name_is_enforced(tmp_path, capsys):
    bound = {"invariants": [{"type": "bound", "expr": "custom_score", "op": "<=", "rhs": 10.0}]}
    _, rep = _configs(tmp_path, capsys, {"custom_score": 12.0}, contract=bound)
    assert _violations(rep) == ["custom_score"]


# IV::test_gate_blocks_normalized_violation_in_warn_mode_at_final
def test_invariant_violation_blocks_a_final_paper_even_in_warn(tmp_path, capsys):
    code, rep = _configs(tmp_path, capsys, {"roofline_norm_throughput_gmean": 3.15}, "--mode", "warn")
    assert rep["metrics"]["invariant_violation_count"] == 1 and rep["status"] == "failed"
    assert rep["should_block"] is True and code == 1


# IV::test_gate_does_not_block_violation_in_draft
def test_invariant_violation_does_not_block_a_draft(tmp_path, capsys):
    code, rep = _configs(tmp_path, capsys, {"roofline_norm_throughput_gmean": 3.15}, "--mode", "warn",
                         "--phase", "draft")
    assert rep["metrics"]["invariant_violation_count"] == 1 and rep["should_block"] is False and code == 0


# IV::test_gate_clean_configs_no_invariant_block
def test_clean_configurations_do_not_block(tmp_path, capsys):
    code, rep = _configs(tmp_path, capsys, {"GFLOP_per_s": 1498.0, "roofline_norm_throughput": 0.82}, "--mode", "warn")
    assert rep["metrics"]["invariant_violation_count"] == 0 and rep["should_block"] is False and code == 0


# == the metric contract ============================================================================
def _contract(tmp_path, capsys, contract, *configs, args=("--mode", "warn")):
    """(exit code, report, finding types from the contract) for configurations c, c2, ... under a contract."""
    cfgs = [{"config_id": f"c{i or ''}", **c} for i, c in enumerate(configs)]
    sd = science(claims=[], configurations=cfgs)
    if contract is not None:
        sd["metric_contract"] = contract
    code, rep = check(capsys, build(tmp_path, "\\section{Results}\nNo numbers.\n", sd), *args)
    return code, rep, sorted(f["type"] for f in rep["errors"] + rep["warnings"])


def M(**measurements):
    return {"measurements": measurements}


# CT::test_no_contract_is_noop (and issue 9 defect 11: no contract counts no violation)
def test_no_contract_finds_nothing_and_counts_nothing(tmp_path, capsys):
    code, rep, found = _contract(tmp_path, capsys, None, M(x=5.0))
    assert found == [] and rep["metrics"]["contract_violation_count"] == 0 and code == 0


# CT::test_declared_invariants_flag_violation
def test_each_false_declared_invariant_is_a_violation(tmp_path, capsys):
    _, _, found = _contract(tmp_path, capsys, {"key": "rnorm", "invariants": ["value <= 1", "model_sec <= sec"]},
                            M(rnorm=3.15, model_sec=0.0265, sec=0.0034))
    assert found == ["invariant_violation", "invariant_violation"]


# CT::test_declared_invariant_passes_when_true
def test_true_declared_invariants_are_silent(tmp_path, capsys):
    code, _, found = _contract(tmp_path, capsys, {"key": "rnorm", "invariants": ["value <= 1", "model_sec <= sec"]},
                               M(rnorm=0.82, model_sec=0.002, sec=0.0034))
    assert found == [] and code == 0


CORRECT = {"key": "m", "correctness": {"expr": "max_abs_err < 1e-4", "requires": ["max_abs_err"]}}


# CT::test_correctness_uncovered_and_failed
@pytest.mark.parametrize("measurements, expected", [
    ({"m": 0.5}, ["correctness_uncovered"]),
    ({"m": 0.5, "max_abs_err": 0.3}, ["correctness_failed"]),
    ({"m": 0.5, "max_abs_err": 2e-5}, []),
])
def test_correctness_predicate_uncovered_failed_or_clean(tmp_path, capsys, measurements, expected):
    # A second configuration that passes carries the residual, so the contract names no unknown metric.
    code, _, found = _contract(tmp_path, capsys, CORRECT, {"measurements": measurements}, M(m=0.4, max_abs_err=1e-6))
    assert found == expected and code == int(bool(expected))


# CT::test_correctness_uncovered_and_failed -- SPEC differs: when NO configuration carries the residual the
# correctness expression names a metric nobody emits, which SPEC makes formula_invalid as well (a typo frozen
# into a contract must not pass quietly); ARI reports only correctness_uncovered. Both block.
def test_residual_no_configuration_emits_is_uncovered_and_formula_invalid(tmp_path, capsys):
    code, rep, found = _contract(tmp_path, capsys, CORRECT, M(m=0.5))
    assert found == ["correctness_uncovered", "formula_invalid"] and rep["should_block"] is True and code == 1


# CT::test_no_contract_is_noop -- SPEC differs: a contract key carried by no configuration is formula_invalid
# (ARI evaluates nothing for it and stays silent).
def test_contract_key_no_configuration_carries_is_formula_invalid(tmp_path, capsys):
    code, _, found = _contract(tmp_path, capsys, {"key": "tput"}, M(thp_on_tput=100.0))
    assert found == ["formula_invalid"] and code == 1


# CT::test_provenance_placeholder_denominator
@pytest.mark.parametrize("value, provenance, expected", [
    (400.0, {"ceiling_bw": "declared"}, ["placeholder_denominator"]),
    (460.0, {"ceiling_bw": "microbench"}, []),
    (400.0, None, ["placeholder_denominator"]),
])
def test_required_measured_operand_needs_measured_provenance(tmp_path, capsys, value, provenance, expected):
    cfg = M(rnorm=0.5, ceiling_bw=value)
    if provenance is not None:
        cfg["_provenance"] = provenance
    _, _, found = _contract(tmp_path, capsys, {"key": "rnorm", "required_measured": ["ceiling_bw"]}, cfg)
    assert found == expected


# CT::test_owned_recompute_mismatch
@pytest.mark.parametrize("reported, expected", [(3.15, ["recompute_mismatch"]), (0.5, [])])
def test_reported_key_must_follow_from_the_contract_formula(tmp_path, capsys, reported, expected):
    mc = {"key": "rnorm", "formula": "geomean(gflops_byK / ceiling_byK)", "tolerance": {"absolute": 0.0, "relative": 0.02}}
    _, _, found = _contract(tmp_path, capsys, mc,
                            M(rnorm=reported, gflops_byK=[100.0, 200.0, 400.0], ceiling_byK=[400.0, 400.0, 400.0]))
    assert found == expected


# CT::test_regime_select_binds_ceiling_for_invariant
def test_ceiling_select_chooses_the_ceiling_an_invariant_sees(tmp_path, capsys):
    mc = {"key": "ach", "ceiling_select": "cache_bw if effective_bw > dram_peak_bw else dram_peak_bw",
          "invariants": ["ach <= ceiling"]}
    _, _, found = _contract(tmp_path, capsys, mc, M(ach=3102.0, effective_bw=3102.0, dram_peak_bw=460.0, cache_bw=3500.0))
    assert found == []
    forced = {"key": "ach", "ceiling_select": "dram_peak_bw", "invariants": ["ach <= ceiling"]}
    _, _, found = _contract(tmp_path, capsys, forced, M(ach=3102.0, dram_peak_bw=460.0))
    assert found == ["invariant_violation"]


def _claimed(evidence):
    return {"key": "tput", "claims": [{"claim": "the controller helps", "required_evidence": evidence}]}


# CT::test_claim_wholly_unsupported_is_flagged
def test_claim_with_none_of_its_evidence_is_flagged_with_the_missing_names(tmp_path, capsys):
    _, rep, found = _contract(tmp_path, capsys, _claimed(["thp_on_tput", "thp_off_tput"]),
                              M(tput=100.0, k=4.0), M(tput=120.0, k=8.0))
    assert found == ["claim_evidence_missing"]
    f = [e for e in rep["errors"] if e["type"] == "claim_evidence_missing"][0]
    # ARI names them in `missing`; claim-gate in `required_evidence` (all of them are missing) and the message.
    assert sorted(f["required_evidence"]) == ["thp_off_tput", "thp_on_tput"]
    assert "thp_on_tput" in f["message"] and "thp_off_tput" in f["message"]


# CT::test_claim_with_any_evidence_present_is_not_blocked, CT::test_claim_negative_result_is_allowed,
# CT::test_claim_without_required_evidence_is_noop, CT::test_no_claims_is_noop
@pytest.mark.parametrize("contract, measurements", [
    (_claimed(["thp_on_tput", "thp_off_tput"]), {"tput": 1.0, "thp_on_tput": 100.0}),  # partial: not a hard block
    (_claimed(["x_on", "x_off"]), {"tput": 1.0, "x_on": 90.0, "x_off": 100.0}),  # a negative result has its evidence
    (_claimed([]), {"tput": 1.0}),
    ({"key": "tput"}, {"tput": 1.0}),
])
def test_claims_with_some_evidence_or_none_required_are_not_flagged(tmp_path, capsys, contract, measurements):
    code, _, found = _contract(tmp_path, capsys, contract, {"measurements": measurements})
    assert found == [] and code == 0


# CT::test_claim_coverage_is_domain_neutral_ml and CT::test_gate_blocks_claim_evidence_missing_in_warn_at_final
def test_missing_claim_evidence_blocks_a_final_paper_even_in_warn(tmp_path, capsys):
    code, rep, found = _contract(tmp_path, capsys, _claimed(["m_on_val_acc", "m_off_val_acc"]), M(tput=1000.0))
    assert found == ["claim_evidence_missing"] and rep["should_block"] is True and code == 1


# CT::test_ceiling_must_be_measured_blocks_with_no_measured_evidence, CT::test_requirement_flags_block_unrelated_provenance,
# CT::test_gate_blocks_ceiling_unmeasured_in_warn_at_final
@pytest.mark.parametrize("measurements, provenance", [
    ({"rnorm": 0.5}, {"rnorm": "declared"}), ({"rnorm": 0.8, "x": 1.0}, {"x": "hardcoded constant"}), ({"rnorm": 0.5}, None),
])
def test_ceiling_that_must_be_measured_but_is_not_blocks(tmp_path, capsys, measurements, provenance):
    cfg = {"measurements": measurements, **({"_provenance": provenance} if provenance else {})}
    code, rep, found = _contract(tmp_path, capsys, {"key": "rnorm", "ceiling_must_be_measured": True}, cfg)
    assert found == ["ceiling_unmeasured"] and rep["should_block"] is True and code == 1


# CT::test_ceiling_must_be_measured_satisfied_by_measured_evidence, CT::test_correctness_required_satisfied_by_correctness_tag,
# CT::test_requirement_flags_absent_is_noop, CT::test_requirement_flags_run_level_evidence_in_any_config,
# CT::test_requirement_flags_tolerate_provenance_synonyms
@pytest.mark.parametrize("contract, configs", [
    ({"key": "rnorm", "ceiling_must_be_measured": True},
     [{"measurements": {"rnorm": 0.5, "peak_bw": 400.0}, "_provenance": {"peak_bw": "microbench"}}]),
    ({"key": "m", "correctness_required": True},
     [{"measurements": {"m": 0.5, "max_abs_err": 1e-7}, "_provenance": {"max_abs_err": "correctness"}}]),
    ({"key": "m"}, [{"measurements": {"m": 0.5}}]),
    ({"key": "rnorm", "ceiling_must_be_measured": True, "correctness_required": True},
     [{"measurements": {"rnorm": 0.5, "peak": 400.0}, "_provenance": {"peak": "benchmark"}},
      {"measurements": {"err": 1e-8}, "_provenance": {"err": "reference"}}]),
    ({"key": "rnorm", "ceiling_must_be_measured": True, "correctness_required": True},
     [{"measurements": {"rnorm": 0.8, "peak": 400.0, "err": 1e-8},
       "_provenance": {"peak": "STREAM benchmark", "err": "verified vs reference"}}]),
], ids=["measured-ceiling", "correctness-tag", "no-flags", "run-level", "synonyms"])
def test_requirement_flags_satisfied_by_tagged_evidence(tmp_path, capsys, contract, configs):
    code, _, found = _contract(tmp_path, capsys, contract, *configs)
    assert found == [] and code == 0


# CT::test_correctness_required_blocks_with_no_correctness_evidence, CT::test_requirement_flags_domain_neutral_ml,
# CT::test_baseline_tag_is_ceiling_not_correctness, CT::test_integrity_tags_do_not_discharge_correctness
@pytest.mark.parametrize("contract, measurements, provenance", [
    ({"key": "m", "correctness_required": True}, {"m": 0.5, "gflops": 1000.0}, {"gflops": "microbench"}),
    ({"key": "val_acc", "correctness_required": True}, {"val_acc": 0.9}, None),
    ({"key": "rnorm", "ceiling_must_be_measured": True, "correctness_required": True},
     {"rnorm": 0.8, "base_peak": 400.0}, {"base_peak": "baseline run"}),
] + [({"key": "m", "correctness_required": True}, {"m": 0.5, "x": 1.0}, {"x": tag})
     for tag in ("checkpoint", "checksum", "sanity_check", "model_checkpoint", "estimated")])
def test_correctness_required_without_a_verification_tag_is_uncovered(tmp_path, capsys, contract, measurements,
                                                                      provenance):
    cfg = {"measurements": measurements, **({"_provenance": provenance} if provenance else {})}
    code, rep, found = _contract(tmp_path, capsys, contract, cfg)
    # ARI marks this run-level finding config_id "*"; claim-gate gives it no config_id (same verdict).
    assert found == ["correctness_uncovered"] and rep["should_block"] is True and code == 1


# CT::test_gate_blocks_contract_violation_in_warn_at_final
def test_contract_violations_are_counted_and_block_in_warn(tmp_path, capsys):
    mc = {"key": "rnorm", "required_measured": ["ceiling_bw"], **{k: v for k, v in CORRECT.items() if k != "key"}}
    code, rep, found = _contract(tmp_path, capsys, mc,
                                 {"measurements": {"rnorm": 0.5, "ceiling_bw": 400.0}, "_provenance": {"ceiling_bw": "declared"}})
    # + formula_invalid: no configuration carries max_abs_err (see the test on the residual above)
    assert found == ["correctness_uncovered", "formula_invalid", "placeholder_denominator"]
    assert rep["metrics"]["contract_violation_count"] >= 2 and rep["should_block"] is True and code == 1


# CT::test_eval_safety_and_badexpr -- SPEC differs: ARI's evaluator returns None and the check is silently
# skipped; SPEC fails closed with formula_invalid (in always_block_on) for an expression that does not compile.
@pytest.mark.parametrize("expr", ["__import__('os').system('x')", "open('/etc/passwd')", "value.b", "1 +"])
def test_unsafe_or_broken_contract_expression_is_formula_invalid(tmp_path, capsys, expr):
    code, rep, found = _contract(tmp_path, capsys, {"key": "m", "invariants": [expr]}, M(m=0.5))
    assert "formula_invalid" in found and rep["should_block"] is True and code == 1


# CT::test_eval_safety_and_badexpr -- SPEC differs: a name no configuration carries is formula_invalid, not a skip.
def test_contract_expression_naming_an_unknown_metric_is_formula_invalid(tmp_path, capsys):
    code, _, found = _contract(tmp_path, capsys, {"key": "m", "invariants": ["unknown_name + 1 > 0"]}, M(m=0.5))
    assert found == ["formula_invalid"] and code == 1


# CT::test_eval_safety_and_badexpr ("1/0" -> None) -- SPEC differs: what cannot be evaluated for a
# configuration is reported (invariant_unevaluable, a warning) instead of silently skipped.
def test_contract_expression_undefined_for_a_configuration_is_reported(tmp_path, capsys):
    _, rep, found = _contract(tmp_path, capsys, {"key": "m", "invariants": ["m / z > 1"]}, M(m=0.5, z=0.0))
    assert found == ["invariant_unevaluable"] and types(rep, "warnings") == ["invariant_unevaluable"]


# CT::test_eval_arithmetic_and_lists, CT::test_eval_compare_and_conditional: vectors divide elementwise,
# geomean/max reduce, comparisons on vectors hold iff they hold for every element, chains compare pairwise.
@pytest.mark.parametrize("invariant, holds", [
    ("abs(geomean(a / b) - 0.5) < 1e-9", True), ("max(a) == 400", True), ("x / y == 3", True),
    ("a <= b", True), ("a < b", False), ("0 <= value <= 1", False), ("(c if x > y else y) == 3500", True),
])
def test_contract_expressions_evaluate_over_vectors_and_conditionals(tmp_path, capsys, invariant, holds):
    cfg = M(value=3.15, a=[100.0, 200.0, 400.0], b=[400.0, 400.0, 400.0], x=6.0, y=2.0, c=3500.0)
    _, _, found = _contract(tmp_path, capsys, {"key": "value", "invariants": [invariant]}, cfg)
    assert found == ([] if holds else ["invariant_violation"])


# == the paper side: sections, anchors, classification, links =====================================
LINK_SCIENCE = {"claims": [{"id": "C1", "status": "draft", "numeric_assertions": [{"id": "NC1", "formula": "identity"}]},
                           {"id": "C2", "status": "draft",
                            "numeric_assertions": [{"id": "NC2", "formula": "relative_increase_percent"}]}]}
MANIFEST = {"figures": {"fig_1": "/x/fig_1.pdf"}, "latex_snippets": {
    "fig_1": "\\begin{figure}\\includegraphics{fig_1.pdf}\\caption{c}\\label{fig:1}\\end{figure}"}}


def links(tmp_path, body, sd=None, manifest=None):
    folder = tmp_path / "paper"
    folder.mkdir(exist_ok=True)
    (folder / "science_data.json").write_text(json.dumps(LINK_SCIENCE if sd is None else sd))
    if manifest is not None:
        (folder / "figures_manifest.json").write_text(json.dumps(manifest))
    paper = folder / "p.tex"
    paper.write_text("\\documentclass{article}\n\\begin{document}\n" + body + "\n\\end{document}\n", encoding="utf-8")
    return link_paper(paper)


def mentions(out):
    return {m["text"]: m for m in out["numeric_mentions"]}


def by_anchor(out):
    return {rec["anchor"]: rec for rec in out["paper_claim_links"]}


# CL::test_section_map_abstract_and_sections, CL::test_appendix_sections_canonicalize_to_appendix
def test_numbers_carry_their_canonical_section(tmp_path):
    out = links(tmp_path, "\\begin{abstract}\nWe gain 42\\%.\n\\end{abstract}\n\\section{Introduction}\nIt has 7 parts.\n"
                          "\\section{Results}\nIt reaches 81\\%.\n\\appendix\n\\section{Extra Proofs}\nIt holds 93\\%.\n")
    assert {t: m["section"] for t, m in mentions(out).items()} == {
        "42": "abstract", "7": "introduction", "81": "results", "93": "appendix"}


# CL::test_find_anchors
def test_own_line_anchor_is_found_with_its_ids_and_binds_the_next_sentence(tmp_path):
    out = links(tmp_path, "\\section{Results}\n% CLAIM:C1:NC1\nThe result is 150 GFlop/s.\n")
    (rec,) = out["paper_claim_links"]
    assert (rec["claim_id"], rec["numeric_id"], rec["location"]["line"], rec["line_range"]) == ("C1", "NC1", 4, [5, 5])
    assert out["numeric_mentions"][rec["bound_mention"]]["text"] == "150"


# CL::test_numeric_classification_result_claim_percent, CL::test_perf_unit_gflops_is_result_claim
@pytest.mark.parametrize("sentence, text", [("We improve throughput by 50\\%.", "50"),
                                            ("The kernel sustains 150 GFlop/s.", "150")])
def test_percent_and_performance_units_are_result_claims(tmp_path, sentence, text):
    m = mentions(links(tmp_path, "\\section{Results}\n" + sentence + "\n"))[text]
    assert (m["type"], m["requires_assertion"], m["section"]) == ("result_claim", True, "results")


# CL::test_numeric_classification_citation_year_and_setting
def test_trial_count_is_a_setting_and_a_year_is_a_citation_year(tmp_path):
    ms = mentions(links(tmp_path, "\\section{Results}\nWe ran 10 trials in 2024.\n"))
    assert (ms["10"]["type"], ms["10"]["requires_assertion"]) == ("experimental_setting", False)
    assert (ms["2024"]["type"], ms["2024"]["requires_assertion"]) == ("citation_year", False)


# CL::test_cite_and_ref_digits_are_not_scanned
def test_digits_inside_cite_and_ref_are_not_numbers(tmp_path):
    out = links(tmp_path, "\\section{Results}\nAs shown~\\cite{smith2024} in Figure~\\ref{fig:1}.\n")
    assert out["numeric_mentions"] == []


# CL::test_classify_latex_math_wrapped_units
def test_math_wrapped_numbers_are_classified_by_their_units(tmp_path):
    ms = mentions(links(tmp_path, "\\section{Results}\nAt $48$ threads this rises to $6.04$~GFlop/s.\n"
                                  "At $K=128$ the build is $4.18\\times$ slower.\n"))
    assert ms["48"]["type"] == "experimental_setting"
    assert ms["6.04"]["type"] == "result_claim" and ms["4.18"]["type"] == "result_claim"
    assert ms["128"]["type"] != "result_claim"


# CL::test_link_resolves_anchors_against_science_data
def test_anchors_naming_recorded_assertions_resolve(tmp_path):
    out = links(tmp_path, "\\section{Results}\n% CLAIM:C1:NC1\nThe kernel sustains 150 GFlop/s.\n"
                          "% CLAIM:C2:NC2\nThis improves throughput by 50\\% over the baseline.\n", manifest=MANIFEST)
    recs = by_anchor(out)
    assert recs["CLAIM:C1:NC1"]["resolved"] is True and recs["CLAIM:C2:NC2"]["resolved"] is True
    assert recs["CLAIM:C1:NC1"]["section"] == "results"
    assert out["unresolved_anchors"] == [] and out["counts"]["resolved_anchors"] == 2


# CL::test_link_flags_unresolved_anchor
def test_anchor_naming_an_unknown_claim_is_unresolved(tmp_path):
    out = links(tmp_path, "\\section{Results}\n% CLAIM:C9:NC9\nGhost claim of 99\\%.\n")
    assert [a["claim_id"] for a in out["unresolved_anchors"]] == ["C9"]


# CL::test_link_flags_unresolved_anchor, through the gate: an unresolved anchor blocks (SPEC block_on).
def test_unresolved_anchor_blocks_the_gate(tmp_path, capsys):
    body = two() + "% CLAIM:C9:NC9\nGhost claim of 99\\%.\n"
    code, rep = check(capsys, build(tmp_path, body, science(absolute(), gain())))
    assert "unresolved_anchor" in types(rep) and "uncovered_numeric" in types(rep) and code == 1


# CL::test_uncovered_numeric_candidate_detected (issue 9 defect 5: "appears here" is not a workload mix)
@pytest.mark.parametrize("sentence", ["Unregistered speedup of 31\\% appears here.", "A hit rate of 31\\% remains low."])
def test_unanchored_percent_result_is_an_uncovered_candidate(tmp_path, sentence):
    out = links(tmp_path, "\\section{Results}\n" + sentence + "\n")
    assert 31.0 in [c["value"] for c in out["uncovered_numeric_candidates"]]


# CL::test_figure_late_bind_records_manifest_id
def test_figure_referenced_in_an_anchored_sentence_is_recorded_by_manifest_id(tmp_path):
    out = links(tmp_path, "\\section{Results}\n% CLAIM:C1:NC1\nFigure~\\ref{fig:1} shows the kernel sustains 150 GFlop/s.\n",
                manifest=MANIFEST)
    assert "fig_1" in by_anchor(out)["CLAIM:C1:NC1"]["figures"] and "fig_1" in out["figure_refs"]


# CL::test_span_hash_stable_under_whitespace_and_anchor, CL::test_normalize_drops_latex_commands
def test_span_hash_ignores_spacing_anchor_placement_and_latex_commands(tmp_path):
    own_line = links(tmp_path, "\\section{Results}\n% CLAIM:C1:NC1\nThe   kernel sustains 150 GFlop/s.\n")
    end_of_line = links(tmp_path, "\\section{Results}\n\\textbf{The} kernel~\\cite{x} sustains 150 GFlop/s. % CLAIM:C1:NC1\n")
    (a,), (b,) = own_line["paper_claim_links"], end_of_line["paper_claim_links"]
    assert a["span_hash"] == b["span_hash"]
    assert a["span_hash"] == "sha256-" + hashlib.sha256(b"the kernel sustains 150 gflop/s.").hexdigest()


def _nodes(*metrics):
    return {"_config_nodes": {"cfg1": {"node_id": "nA", "environment": {}, "metrics": list(metrics)},
                              "cfg2": {"node_id": "nB", "environment": {}, "metrics": list(metrics)}}}


def _declaration(out, aid):
    return {a["id"]: a for a in out["writer_assertions"]}[aid]


# CL::test_writer_assertion_inline_declaration_parsed
def test_inline_declaration_becomes_an_assertion_on_the_configs_nodes(tmp_path):
    out = links(tmp_path, "\\section{Results}\n% CLAIM:C7:NC7 metric=GFlops/s formula=relative_increase_percent "
                          "baseline=cfg2 proposed=cfg1\nWe improve throughput by 50\\%.\n", sd=_nodes("GFlops/s"))
    wa = _declaration(out, "NC7")
    assert wa["formula"] == "relative_increase_percent"
    assert (wa["operands"]["baseline"]["node_id"], wa["operands"]["proposed"]["node_id"]) == ("nB", "nA")
    assert by_anchor(out)["CLAIM:C7:NC7"]["resolved"] is True and out["counts"]["writer_assertions"] == 1


# CL::test_writer_assertion_cross_metric_override
def test_config_colon_metric_picks_a_metric_per_operand(tmp_path):
    out = links(tmp_path, "\\section{Results}\n% CLAIM:C8:NC8 formula=ratio_percent baseline=cfg1:ceil "
                          "proposed=cfg1:GFlops/s\nAttainment is 72\\%.\n", sd=_nodes("GFlops/s", "ceil"))
    ops = _declaration(out, "NC8")["operands"]
    assert (ops["baseline"]["metric_path"], ops["proposed"]["metric_path"], ops["proposed"]["node_id"]) == \
        ("ceil", "GFlops/s", "nA")


# CL::test_writer_assertion_unescapes_latex_underscores
def test_latex_escaped_underscores_in_a_declaration_are_undone(tmp_path):
    out = links(tmp_path, "\\section{Results}\n% CLAIM:C8:NC8 formula=ratio\\_percent "
                          "baseline=cfg1:banded\\_strat\\_peak\\_GFlops\\_per\\_s proposed=cfg1:banded\\_single\\_GFlops"
                          "\\_per\\_s\nAttainment is 3.6\\%.\n", sd=_nodes("x"))
    wa = _declaration(out, "NC8")
    assert wa["formula"] == "ratio_percent" and not wa.get("unresolved_config_refs")
    assert wa["operands"]["baseline"]["metric_path"] == "banded_strat_peak_GFlops_per_s"
    assert wa["operands"]["proposed"]["metric_path"] == "banded_single_GFlops_per_s"


# CL::test_writer_assertion_unresolved_config_ref
def test_declaration_on_an_unknown_config_is_unresolved(tmp_path):
    out = links(tmp_path, "\\section{Results}\n% CLAIM:C9:NC9 metric=x formula=identity value=cfg9\nVal 5.\n",
                sd=_nodes("x"))
    assert _declaration(out, "NC9").get("unresolved_config_refs") == ["cfg9"]
    assert by_anchor(out)["CLAIM:C9:NC9"]["resolved"] is False


# CL::test_writer_formula_synonyms_normalize_to_identity (issue 9 defect 7: the `operands=` label prefix)
@pytest.mark.parametrize("operand", ["operands=value=cfg1", "operands:value=cfg1", "value=cfg1"])
def test_formula_value_means_identity_and_the_operands_prefix_is_a_label(tmp_path, operand):
    out = links(tmp_path, "\\section{Results}\n% CLAIM:C7:NC7 metric=achieved\\_gflops formula=value " + operand +
                "\nWe sustain 12.5 GFlop/s.\n", sd=_nodes("achieved_gflops"))
    wa = _declaration(out, "NC7")
    assert wa["formula"] == "identity"
    assert (wa["operands"]["value"]["node_id"], wa["operands"]["value"]["metric_path"]) == ("nA", "achieved_gflops")
