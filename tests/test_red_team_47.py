"""Red team 47 (gate integrity): each way a wrong number passed `claim-gate check` under the default policy, or the
gate crashed, as a case that must now block or fail cleanly. The reproducer folders were scratch; these are their
minimal forms on the small checkpoint."""

import json
import re

import pytest

from claim_gate.cli import main
from small_checkpoint import TREE, gate, identity, science, types, write


def _errors(rep, kind):
    return [f for f in rep["errors"] if f["type"] == kind]


# -- a prefix's case is its meaning: 1.234 mW is not 1.234 MW ---------------------------------------------------------
@pytest.mark.parametrize("printed, passes", [("1.234 MW", True), ("1.234 mW", False), ("1.234MW", True),
                                             ("1.234mW", False), ("1234 kW", True)])
def test_a_prefix_in_the_wrong_case_is_another_unit(tmp_path, capsys, printed, passes):
    code, rep, _ = gate(capsys, tmp_path, f"The plant delivers {printed}. % CLAIM:C1:NC1\n",
                        science(identity(unit="MW")))
    assert (code == 0) is passes, rep["errors"]


# -- "no more than 5" is at most 5 ------------------------------------------------------------------------------------
@pytest.mark.parametrize("words, value, passes", [
    ("no more than", 1, False), ("no more than", 5, True), ("not more than", 1, False), ("no more than", 2, True),
    ("no fewer than", 1, True), ("no less than", 5, False), ("not less than", 2, True),
    ("more than", 1, True), ("more than", 5, False),
])
def test_a_negated_bound_is_the_opposite_bound(tmp_path, capsys, words, value, passes):
    # the recorded t is 2.0
    code, rep, _ = gate(capsys, tmp_path, f"The solve takes {words} {value} s. % CLAIM:C1:NC1\n",
                        science(identity(metric="t")))
    assert (code == 0) is passes, rep["errors"]
    if not passes:
        assert _errors(rep, "numeric_mismatch")


def test_the_negated_bound_is_named_in_the_finding(tmp_path, capsys):
    _, rep, _ = gate(capsys, tmp_path, "The solve takes no more than 1 s. % CLAIM:C1:NC1\n",
                     science(identity(metric="t")))
    (mismatch,) = _errors(rep, "numeric_mismatch")
    assert mismatch["qualifier"] == "upper_bound" and "no more than" in mismatch["message"]


# -- an assertion's own tolerance may not open the match past 2% of the value ----------------------------------------
@pytest.mark.parametrize("tolerance, printed, passes, weakened", [
    ({"relative": 10}, "9.99", False, True),  # 1.234 recorded: 10x wide let anything pass
    ({"absolute": 100}, "9.99", False, True),
    ({"relative": 0.02}, "1.25", True, False),  # ARI's own 2% stays (1.234 * 1.02 = 1.2587)
    ({"relative": 0.5}, "1.25", True, True),  # within the 2% the cap leaves, still named
    ({"relative": 0.01}, "1.25", False, False),
])
def test_an_assertions_own_tolerance_is_capped(tmp_path, capsys, tolerance, printed, passes, weakened):
    code, rep, _ = gate(capsys, tmp_path, f"The value is {printed}. % CLAIM:C1:NC1\n",
                        science(identity(tolerance=tolerance)))
    assert (code == 0) is passes, rep["errors"]
    assert ("policy_weakened" in types(rep)) is weakened


def test_a_callers_policy_still_loosens_the_match(tmp_path, capsys):
    policy = tmp_path / "loose.json"
    policy.write_text(json.dumps({"numeric_match": {"default_tolerance": {"absolute": 0, "relative": 10}}}))
    code, rep, _ = gate(capsys, tmp_path, "The value is 9.99. % CLAIM:C1:NC1\n",
                        science(identity(tolerance={"relative": 10})), "--policy-file", str(policy))
    assert code == 0 and "policy_weakened" not in types(rep), rep


# -- TeX's brace-less \input is read, not skipped ---------------------------------------------------------------------
def test_a_brace_less_input_is_scanned(tmp_path, capsys):
    (tmp_path / "results_body.tex").write_text("The baseline needs 99.9 s per solve.\n")
    code, rep, _ = gate(capsys, tmp_path, "\\input results_body\n", science(identity()))
    assert code == 1 and [f["printed"] for f in _errors(rep, "uncovered_numeric")] == ["99.9"]


def test_a_brace_less_input_of_a_missing_file_is_exit_2(tmp_path, capsys):
    code, _, err = gate(capsys, tmp_path, "\\input results_missing\n", science(identity()), fmt="text")
    assert code == 2 and "results_missing" in err and "no such file" in err


@pytest.mark.parametrize("tail", ["\\input\n", "\\input [results]\n", "\\input (results)\n", "\\input % results\n\n"])
def test_an_input_with_no_readable_file_name_is_exit_2_not_passed_over(tmp_path, capsys, tail):
    (tmp_path / "results.tex").write_text("The baseline needs 99.9 s per solve.\n")
    code, _, err = gate(capsys, tmp_path, "The value is 1.234. % CLAIM:C1:NC1\n" + tail, science(identity()),
                        fmt="text")
    assert code == 2 and "\\input with no file name" in err and re.search(r"p\.tex:\d+: ", err), err

# -- a reference macro of a class the paper does not ship prints no label ---------------------------------------------
def test_a_langsci_figref_prints_no_label(tmp_path, capsys):
    code, rep, _ = gate(capsys, tmp_path, "As \\figref{f:st:10000} shows, the value is 1.234. % CLAIM:C1:NC1\n",
                        science(identity()))
    assert code == 0, rep["errors"]


# -- tree.json whose nodes are not objects: input_invalid per entry, never an internal error --------------------------
@pytest.mark.parametrize("nodes", [[1, 2], [1, "x"], ["x", None], [1, None], [1, {"id": "n1", "status": "completed",
                                                                                   "has_real_data": True}, 2]])
def test_tree_nodes_that_are_not_objects_are_each_reported(tmp_path, capsys, nodes):
    paper = write(tmp_path, "The value is 1.234. % CLAIM:C1:NC1\n")
    (tmp_path / "tree.json").write_text(json.dumps({"nodes": nodes}))
    code = main(["check", str(paper), "--format", "json", "--no-write"])
    out, err = capsys.readouterr()
    assert code == 1 and "internal error" not in err
    rep = json.loads(out)
    bad = [i for i, n in enumerate(nodes) if not isinstance(n, dict)]
    assert sorted(f["path"] for f in _errors(rep, "input_invalid")) == [f"nodes[{i}]" for i in bad]


def test_the_fixture_tree_still_loads(tmp_path, capsys):
    code, rep, _ = gate(capsys, tmp_path, "The value is 1.234. % CLAIM:C1:NC1\n", science(identity()))
    assert code == 0 and not _errors(rep, "input_invalid"), rep["errors"]


# -- an expression that does not depend on its operands proves nothing ------------------------------------------------
@pytest.mark.parametrize("formula", ["value*0 + 99.9", "max(value, 99.9)", "99.9 if value > 0 else 0",
                                     "value / value * 99.9"])
def test_a_constant_in_disguise_is_formula_invalid(tmp_path, capsys, formula):
    code, rep, _ = gate(capsys, tmp_path, "The value is 99.9. % CLAIM:C1:NC1\n",
                        science(dict(identity(), formula=formula)))
    (invalid,) = _errors(rep, "formula_invalid")
    assert code == 1 and "does not change when every recorded operand does" in invalid["message"]


def test_a_count_of_recorded_values_is_no_constant(tmp_path, capsys):
    config = {"config_id": "cfg1", "node_id": "n1", "measurements": {"times": [2.0, 2.1, 1.9]}}
    code, rep, _ = gate(capsys, tmp_path, "We ran 3 repetitions. % CLAIM:C1:NC1\n",
                        science(dict(identity(metric="times"), formula="len(value)"), configs=[config]))
    assert code == 0, rep["errors"]


@pytest.mark.parametrize("formula, printed", [("value * 2", "2.468"), ("max(value, 0.5)", "1.234"),
                                              ("sqrt(value) * 2", "2.222"), ("value ** 2", "1.523")])
def test_an_expression_of_its_operands_still_checks(tmp_path, capsys, formula, printed):
    code, rep, _ = gate(capsys, tmp_path, f"The value is {printed}. % CLAIM:C1:NC1\n",
                        science(dict(identity(), formula=formula)))
    assert code == 0, rep["errors"]


# -- a comparison of two runs divides one kind of quantity ------------------------------------------------------------
_RUNS = [{"config_id": "cfg1", "node_id": "n1", "measurements": {"time_ms": 50.0, "gflops": 300.0, "cpu_time": 8.0,
                                                                  "a": 50.0}},
         {"config_id": "cfg2", "node_id": "n2", "measurements": {"time_ms": 40.0, "gflops": 375.0, "gpu_time": 2.0,
                                                                  "b": 375.0}}]


def _two_runs(capsys, folder, body, sd, units=None):
    """The small checkpoint with a second executed node, n2, recording cfg2's values."""
    paper = write(folder, body, sd, units)
    (folder / "tree.json").write_text(json.dumps({"nodes": {**TREE["nodes"], "n2": TREE["nodes"]["n1"]}}))
    (folder / "experiments" / "n2").mkdir(parents=True, exist_ok=True)
    (folder / "experiments" / "n2" / "results.json").write_text(json.dumps(
        {"measurements": _RUNS[1]["measurements"], "units": units or {}}))
    code = main(["check", str(paper), "--format", "json", "--no-write", "--mode", "strict"])
    return code, json.loads(capsys.readouterr().out)


def _comparison(baseline, proposed):
    return {"id": "NC1", "claim_id": "C1", "formula": "relative_speedup",
            "operands": {"baseline": {"config_id": baseline[0], "metric": baseline[1]},
                         "proposed": {"config_id": proposed[0], "metric": proposed[1]}}}


@pytest.mark.parametrize("baseline, proposed, printed, units, mixed", [
    (("cfg2", "gflops"), ("cfg1", "time_ms"), "7.5", None, True),  # red team 47: a rate over a time
    (("cfg2", "b"), ("cfg1", "a"), "7.5", {"a": "ms", "b": "GFLOP/s"}, True),  # the recorded units say so
    (("cfg1", "cpu_time"), ("cfg2", "gpu_time"), "4.0", None, False),  # two times of two runs
    (("cfg1", "time_ms"), ("cfg2", "time_ms"), "1.25", None, False),
    (("cfg2", "b"), ("cfg1", "a"), "7.5", None, False),  # the names say nothing: not judged
])
def test_a_comparison_of_two_kinds_of_quantity_is_formula_invalid(tmp_path, capsys, baseline, proposed, printed,
                                                                   units, mixed):
    sd = science(_comparison(baseline, proposed), configs=_RUNS)
    code, rep = _two_runs(capsys, tmp_path, f"The tuned kernel is {printed}x faster. % CLAIM:C1:NC1\n", sd, units)
    invalid = [f for f in _errors(rep, "formula_invalid") if "compares one quantity" in f["message"]]
    assert bool(invalid) is mixed and (code == 0) is (not mixed), rep["errors"]


# -- the unit a number is held to: declared, else recorded; a unit word the scanner does not know is still read -------
@pytest.mark.parametrize("printed, units, passes", [
    ("2.0 ms", {"t": "s"}, False),  # results.json records seconds: 2.0 ms is a thousandth of it
    ("2.0 s", {"t": "s"}, True), ("2000 ms", {"t": "s"}, True), ("2.0", {"t": "s"}, True),
    ("2.0 ms", {"t": "seconds"}, False),  # a spelled-out recorded unit is the same unit
    ("2.0 ms", {"t": "count"}, True),  # a unit the gate cannot convert holds nothing (as before)
    ("2.0 ms", None, True),
])
def test_a_recorded_unit_holds_an_identity(tmp_path, capsys, printed, units, passes):
    code, rep, _ = gate(capsys, tmp_path, f"The solve takes {printed}. % CLAIM:C1:NC1\n",
                        science(identity(metric="t")), units=units)
    assert (code == 0) is passes, rep["errors"]


def test_the_recorded_unit_is_named_in_the_finding(tmp_path, capsys):
    _, rep, _ = gate(capsys, tmp_path, "The solve takes 2.0 ms. % CLAIM:C1:NC1\n", science(identity(metric="t")),
                     units={"t": "s"})
    (mismatch,) = _errors(rep, "numeric_mismatch")
    assert "= 2.0 s, which is 2000 ms" in mismatch["message"] and mismatch["unit"] == "ms"


@pytest.mark.parametrize("printed, passes", [("1.234 kg", False), ("1.234 g", True), ("1234 mg", True),
                                             ("1.234 samples", True), ("1.234~MW", False)])
def test_a_unit_word_the_scanner_does_not_know_is_checked(tmp_path, capsys, printed, passes):
    code, rep, _ = gate(capsys, tmp_path, f"The mass is {printed}. % CLAIM:C1:NC1\n", science(identity(unit="g")))
    assert (code == 0) is passes, rep["errors"]


# -- an operand must be a recorded number: a value science_data alone holds proves nothing ----------------------------
@pytest.mark.parametrize("case, reason", [
    ("no_node", "names no node"), ("not_executed", "did not execute"), ("not_in_tree", "is not in the tree"),
    ("not_recorded", "records no such value"),
])
def test_a_configuration_value_no_experiment_records_is_unresolved(tmp_path, capsys, case, reason):
    config = {"config_id": "cfg1", "node_id": "n1", "measurements": {"v": 1.234}}
    if case == "no_node":
        del config["node_id"]
    if case in ("not_executed", "not_in_tree"):
        config["node_id"] = "n2"
    sd = science(identity(), configs=[config])
    paper = write(tmp_path, "The value is 1.234. % CLAIM:C1:NC1\n", sd)
    nodes = dict(TREE["nodes"])
    if case == "not_executed":
        nodes["n2"] = {"status": "errored", "has_real_data": False}
    (tmp_path / "tree.json").write_text(json.dumps({"nodes": nodes}))
    if case == "not_recorded":  # n1's results.json records t, u, w only
        (tmp_path / "experiments" / "n1" / "results.json").write_text(json.dumps({"measurements": {"t": 2.0}}))
    code = main(["check", str(paper), "--format", "json", "--no-write"])
    rep = json.loads(capsys.readouterr().out)
    unresolved = _errors(rep, "operand_unresolved")
    assert code == 1 and unresolved and reason in unresolved[0]["message"], rep["errors"]


def test_a_node_without_a_results_file_keeps_its_values_in_science_data(tmp_path, capsys):
    """A checkpoint that writes no results.json for a node keeps its numbers in science_data.json by design (drift
    has nothing to compare either): those operands resolve as before."""
    paper = write(tmp_path, "The value is 1.234. % CLAIM:C1:NC1\n", science(identity()))
    (tmp_path / "experiments" / "n1" / "results.json").unlink()
    assert main(["check", str(paper), "--format", "json", "--no-write"]) == 0, capsys.readouterr().out


# -- red team 47b: around today's fixes, and honest inputs they must not block ---------------------------------------
@pytest.mark.parametrize("printed, units, declared, passes", [
    ("2.0 s", {"t": "min"}, "", False), ("120 s", {"t": "min"}, "", True),  # minutes convert to seconds
    ("2.0 nanoseconds", {"t": "s"}, "", False), ("2000 milliseconds", {"t": "s"}, "", True),
    ("2.0 TFLOP/s", {"t": "GFLOPS"}, "", False), ("2.0 GFLOP/s", {"t": "GFLOPS"}, "", True),
    ("2.0 ms", {"t": "s"}, "ms", False),  # a declared unit does not overrule the record's scale
    ("2.0 GFLOP\\,s$^{-1}$", {"t": "GFLOP/s"}, "", True),  # SI style: another unit kind, compared as printed
])
def test_recorded_units_in_their_spellings(tmp_path, capsys, printed, units, declared, passes):
    extra = {"unit": declared} if declared else {}
    code, rep, _ = gate(capsys, tmp_path, f"It runs at {printed}. % CLAIM:C1:NC1\n",
                        science(identity(metric="t", **extra)), units=units)
    assert (code == 0) is passes, rep["errors"]


@pytest.mark.parametrize("words, passes", [("does not take more than 1", False), ("isn't more than 1", False),
                                           ("does not take more than 3", True)])
def test_a_negation_a_verb_away_still_negates_the_bound(tmp_path, capsys, words, passes):
    code, rep, _ = gate(capsys, tmp_path, f"The solve {words} s. % CLAIM:C1:NC1\n", science(identity(metric="t")))
    assert (code == 0) is passes, rep["errors"]


@pytest.mark.parametrize("formula, printed, passes", [
    ("99.9 if value > 1 else value", "99.9", False),  # constant around the recorded 1.234
    ("99.9 + 0 * sqrt(value - 1.2)", "99.9", False),
    ("(value - t) / (u - t) * 100", "-38.3", True),  # a normalised score: a ratio of differences
])
def test_small_separate_moves_tell_constants_from_normalised_scores(tmp_path, capsys, formula, printed, passes):
    a = {"id": "NC1", "claim_id": "C1", "formula": formula,
         "operands": {r: {"config_id": "cfg1", "metric": m} for r, m in (("value", "v"), ("t", "t"), ("u", "u"))}}
    code, rep, _ = gate(capsys, tmp_path, f"The score is {printed}. % CLAIM:C1:NC1\n", science(a))
    assert (code == 0) is passes, rep["errors"]


@pytest.mark.parametrize("baseline, proposed, units, mixed", [
    (("cfg1", "cpu_time"), ("cfg2", "gpu_time"), {"cpu_time": "s", "gpu_time": "seconds"}, False),
    (("cfg1", "kernelGflops"), ("cfg2", "kernelTimeMs"), None, True),  # camelCase names say their kind
    (("cfg1", "samples_per_sec"), ("cfg2", "throughput"), None, False),  # per_sec is a rate, not a time
    (("cfg1", "time_ms"), ("cfg2", "time_ms"), {"time_ms": "GFLOP/s"}, False),  # one recorded unit: one kind
])
def test_comparisons_read_units_in_their_spellings_and_names_by_their_words(tmp_path, capsys, baseline, proposed,
                                                                            units, mixed):
    runs = [{"config_id": "cfg1", "node_id": "n1", "measurements": {"cpu_time": 8.0, "kernelGflops": 300.0,
                                                                     "samples_per_sec": 50.0, "time_ms": 50.0}},
            {"config_id": "cfg2", "node_id": "n2", "measurements": {"gpu_time": 2.0, "kernelTimeMs": 40.0,
                                                                     "throughput": 40.0, "time_ms": 40.0}}]
    global _RUNS
    saved, _RUNS = _RUNS, runs
    try:
        code, rep = _two_runs(capsys, tmp_path, "It is 4.0x faster. % CLAIM:C1:NC1\n",
                              science(_comparison(baseline, proposed), configs=runs), units)
    finally:
        _RUNS = saved
    invalid = [f for f in _errors(rep, "formula_invalid") if "compares one quantity" in f["message"]]
    assert bool(invalid) is mixed, rep["errors"]


@pytest.mark.parametrize("sentence, error", [
    ("The speed-up reached statistical significance, $t(20) = 1.50$, $p < .25$.", True),
    ("The kernel is not only significantly faster but also smaller, $t(20) = 1.50$, $p < .25$.", True),
    ("A trend appeared in memory, and the kernel was significantly faster, $t(20) = 1.50$, $p < .25$.", True),
    ("The kernel was significantly faster, $t(20) = 1.50$, $p = .15$.", True),  # the exact p says otherwise
    ("Memory differed significantly, whereas run time showed only a trend, $t(20) = 1.50$, $p < .25$.", False),
    ("The kernel was significantly faster at the 20% level, $t(20) = 1.50$, $p = .15$.", False),  # its own level
])
def test_worded_significance_around_the_edges(tmp_path, capsys, sentence, error):
    from test_stats import _gate as stats_gate

    _, rep = stats_gate(tmp_path, capsys, sentence + " % NOCLAIM: statistics only\n")
    found = [e for e in rep["errors"] if e["type"] == "statistic_decision_error"]
    assert bool(found) is error, rep["errors"]


@pytest.mark.parametrize("include", ["\\makeatletter\\@input{body.tex}\\makeatother", '\\input"body.tex"'])
def test_latex_internal_and_quoted_inputs_are_read(tmp_path, capsys, include):
    (tmp_path / "body.tex").write_text("The baseline needs 99.9 s per solve.\n")
    code, rep, _ = gate(capsys, tmp_path, include + "\n", science(identity()))
    assert code == 1 and [f["printed"] for f in _errors(rep, "uncovered_numeric")] == ["99.9"]


@pytest.mark.parametrize("configured, recorded, drift", [
    ({"v": 1.234, "m": 99.9}, {"measurements": {"m": 15.3}}, True),  # a number at the configuration's top level
    ({"measurements": {"acc": 0.9}}, {"measurements": {"acc": [0.8, 0.9, 1.0]}}, False),  # the seeds' mean
    ({"measurements": {"acc": 0.95}}, {"measurements": {"acc": [0.8, 0.9, 1.0]}}, True),  # no summary of them
])
def test_drift_reads_top_level_values_and_accepts_summaries(tmp_path, capsys, configured, recorded, drift):
    config = {"config_id": "cfg1", "node_id": "n1", "measurements": {"v": 1.234}}
    for key, value in configured.items():
        if key == "measurements":
            config["measurements"].update(value)
        else:
            config[key] = value
    paper = write(tmp_path, "The value is 1.234. % CLAIM:C1:NC1\n", science(identity(), configs=[config]))
    recorded["measurements"]["v"] = 1.234
    (tmp_path / "experiments" / "n1" / "results.json").write_text(json.dumps(recorded))
    code = main(["check", str(paper), "--format", "json", "--no-write"])
    rep = json.loads(capsys.readouterr().out)
    assert bool(_errors(rep, "evidence_drift")) is drift and (code == 0) is not drift, rep["errors"]


def test_drift_reads_the_tree_metrics_of_a_node(tmp_path, capsys):
    config = {"config_id": "cfg1", "node_id": "n1", "measurements": {"v": 1.234, "q": 99.9}}
    paper = write(tmp_path, "The value is 1.234. % CLAIM:C1:NC1\n", science(identity(), configs=[config]))
    (tmp_path / "experiments" / "n1" / "results.json").write_text(json.dumps({"measurements": {"v": 1.234}}))
    (tmp_path / "tree.json").write_text(json.dumps({"nodes": {"n1": {**TREE["nodes"]["n1"], "metrics": {"q": 15.3}}}}))
    main(["check", str(paper), "--format", "json", "--no-write"])
    rep = json.loads(capsys.readouterr().out)
    assert [e["metric"] for e in _errors(rep, "evidence_drift")] == ["measurements.q"], rep["errors"]


@pytest.mark.parametrize("value, passes", [(0.9, True), (0.95, False)])
def test_an_aggregate_config_metric_is_backed_by_the_vector_it_summarises(tmp_path, capsys, value, passes):
    config = {"config_id": "cfg1", "node_id": "n1", "measurements": {"acc_mean": value}}
    paper = write(tmp_path, f"The accuracy is {value}. % CLAIM:C1:NC1\n",
                  science(identity(metric="acc_mean"), configs=[config]))
    (tmp_path / "experiments" / "n1" / "results.json").write_text(
        json.dumps({"measurements": {"acc": [0.8, 0.9, 1.0]}}))
    code = main(["check", str(paper), "--format", "json", "--no-write"])
    rep = json.loads(capsys.readouterr().out)
    assert (code == 0) is passes and bool(_errors(rep, "operand_unresolved")) is not passes, rep["errors"]


def test_an_operand_with_both_ids_is_still_held_to_the_record(tmp_path, capsys):
    op = {"config_id": "cfg1", "node_id": "n1", "metric": "only_here"}
    config = {"config_id": "cfg1", "node_id": "n1", "measurements": {"only_here": 99.9}}
    paper = write(tmp_path, "The value is 99.9. % CLAIM:C1:NC1\n",
                  science({"id": "NC1", "claim_id": "C1", "formula": "identity", "operands": {"value": op}},
                          configs=[config]))
    (tmp_path / "experiments" / "n1" / "results.json").write_text(json.dumps({"measurements": {"v": 1.234}}))
    assert main(["check", str(paper), "--format", "json", "--no-write"]) == 1
    assert _errors(json.loads(capsys.readouterr().out), "operand_unresolved")
