"""The gate end to end through the CLI, on copies of the stencil-ari checkpoint and on small checkpoints."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from claim_gate.checks.numeric import half_unit, match
from claim_gate.cli import main
from claim_gate.paper.numbers import Mention
from claim_gate.policy import Policy, resolve

STENCIL = Path(__file__).resolve().parents[1] / "fixtures" / "stencil-ari"


@pytest.fixture()
def stencil(tmp_path):
    ckpt = tmp_path / "stencil"
    shutil.copytree(STENCIL, ckpt)
    return ckpt


def check(capsys, paper, *args):
    code = main(["check", str(paper), "--format", "json", "--no-write", *args])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip().startswith("{") else None), err


def types(report, key="errors"):
    return sorted(f["type"] for f in report[key])


# -- the stencil example, as its README says --------------------------------------------------------
def test_stencil_findings_and_metrics(stencil, capsys):
    code, rep, _ = check(capsys, stencil / "full_paper.tex", "--phase", "final")
    assert code == 1 and rep["status"] == "failed" and rep["should_block"] is True
    assert rep["warnings"] == []
    mismatch = [e for e in rep["errors"] if e["type"] == "numeric_mismatch"]
    assert len(mismatch) == 1
    m = mismatch[0]
    assert (m["claim_id"], m["numeric_id"], m["location"]) == ("C3", "NC14", {"file": "full_paper.tex", "line": 143,
                                                                              "column": 95})
    assert m["recomputed"] == pytest.approx(8.935047807451364) and m["reported"] == 9.6 and m["unit"] == "%"
    invariant = [e for e in rep["errors"] if e["type"] == "invariant_violation"]
    assert 1 <= len(invariant) <= 2
    assert all(e["config_id"] == "cfg4" and e.get("metric", "roofline_efficiency") == "roofline_efficiency"
               for e in invariant)
    assert set(types(rep)) == {"numeric_mismatch", "invariant_violation"}
    met = rep["metrics"]
    assert (met["total_claims"], met["grounded_claims"], met["numeric_assertions_total"],
            met["writer_declared_assertions"], met["numeric_claim_mismatch_count"], met["uncovered_numeric_count"]) == \
        (5, 5, 15, 1, 1, 0)
    assert met["invariant_violation_count"] >= 1
    assert rep["policy"] == "strict" and rep["engine"]["name"] == "claim-gate"
    assert "full_paper.tex" in rep["inputs"] and "science_data.json" in rep["inputs"]
    assert any(k.startswith("experiments/") and k.endswith("results.json") for k in rep["inputs"])


@pytest.mark.parametrize("args, exit_code, blocks", [
    (["--phase", "final"], 1, True),
    (["--phase", "final", "--mode", "warn"], 1, True),  # invariant_violation is in always_block_on
    (["--phase", "draft"], 0, False),
    (["--phase", "final", "--exit-zero"], 0, True),
])
def test_stencil_exit_codes(stencil, capsys, args, exit_code, blocks):
    code, rep, _ = check(capsys, stencil / "full_paper.tex", *args)
    assert code == exit_code and rep["should_block"] is blocks and rep["status"] == "failed"


def _fix_nc14(ckpt):
    p = ckpt / "full_paper.tex"
    p.write_text(p.read_text().replace("by 9.6\\%. % CLAIM:C3:NC14", "by 8.9\\%. % CLAIM:C3:NC14"))


def _fix_contract(ckpt):
    """Defect 2 repaired in the data: cfg4 reports an efficiency within its ceiling."""
    for path in [ckpt / "science_data.json", ckpt / "tree.json"] + list(ckpt.glob("experiments/*/*.json")):
        text = path.read_text().replace("1.0678", "0.9678")
        path.write_text(text)
    sd = json.loads((ckpt / "science_data.json").read_text())
    sd["metric_contract"].pop("formula")  # the recorded ceilings no longer give 0.9678
    (ckpt / "science_data.json").write_text(json.dumps(sd))
    (ckpt / "metric_contract.json").write_text(json.dumps(sd["metric_contract"]))
    p = ckpt / "full_paper.tex"
    p.write_text(p.read_text().replace("1.07", "0.97"))


def test_only_nc14_fixed_still_blocks_on_the_invariant(stencil, capsys):
    _fix_nc14(stencil)
    code, rep, _ = check(capsys, stencil / "full_paper.tex")
    assert code == 1 and set(types(rep)) == {"invariant_violation"}


def test_only_the_contract_fixed_blocks_in_strict_not_in_warn(stencil, capsys):
    _fix_contract(stencil)
    code, rep, _ = check(capsys, stencil / "full_paper.tex")
    assert types(rep) == ["numeric_mismatch"] and code == 1
    code, rep, _ = check(capsys, stencil / "full_paper.tex", "--mode", "warn")
    assert types(rep) == ["numeric_mismatch"] and code == 0 and rep["should_block"] is False


def test_both_fixed_passes(stencil, capsys):
    _fix_nc14(stencil)
    _fix_contract(stencil)
    code, rep, _ = check(capsys, stencil / "full_paper.tex")
    assert code == 0 and rep["status"] == "passed" and rep["errors"] == [] and rep["warnings"] == []


def test_ari_default_tolerance_hides_what_printed_precision_catches(stencil, capsys):
    # Print 1.06 for 1.0678 (NC9): off by more than half a unit, within ARI's 2 %.
    p = stencil / "full_paper.tex"
    p.write_text(p.read_text().replace("scores a roofline efficiency of 1.07", "scores a roofline efficiency of 1.06"))
    sd = json.loads((stencil / "science_data.json").read_text())
    for a in sd["numeric_assertions"] + [x for c in sd["claims"] for x in c.get("numeric_assertions", [])]:
        a.pop("tolerance", None)
    (stencil / "science_data.json").write_text(json.dumps(sd))
    _, rep, _ = check(capsys, p)
    assert any(e["type"] == "numeric_mismatch" and e["numeric_id"] == "NC9" for e in rep["errors"])
    ari = stencil / "ari_policy.json"
    ari.write_text(json.dumps({"numeric_match": {"default_tolerance": {"absolute": 0, "relative": 0.02}}}))
    _, rep, _ = check(capsys, p, "--policy-file", str(ari))
    assert not any(e["type"] == "numeric_mismatch" and e["numeric_id"] == "NC9" for e in rep["errors"])


def test_report_file_is_written_atomically_and_byte_identical(stencil):
    env = {k: v for k, v in os.environ.items() if k not in ("CLAIM_GATE_MODE", "ARI_CLAIM_GATE_MODE")}
    outputs = []
    for seed in ("0", "1", "12345"):
        subprocess.run([sys.executable, "-m", "claim_gate", "check", str(stencil / "full_paper.tex"), "--format", "json"],
                       env={**env, "PYTHONHASHSEED": seed}, capture_output=True, check=False)
        outputs.append((stencil / "evaluation" / "claim_evidence_hard_gate_final.json").read_bytes())
    assert outputs[0] == outputs[1] == outputs[2]
    assert not list((stencil / "evaluation").glob(".*tmp"))


def test_text_format(stencil, capsys):
    code = main(["check", str(stencil / "full_paper.tex"), "--no-write"])
    out = capsys.readouterr().out
    assert code == 1
    assert out.splitlines()[-1].startswith("claim-gate: FAILED (final, mode strict, scope any): ")  # last, as pytest
    assert ("full_paper.tex\n  143:95   error   numeric_mismatch  claim C3, assertion NC14: the paper prints 9.6 %"
            in out)
    assert "\033[" not in out  # no colour when stdout is not a terminal
    assert "metrics:\n  total_claims: 5" in out


# -- matching rules ----------------------------------------------------------------------------------
def M(text, value, decimals, exponent=None, qualifier=None):
    return Mention(0, text, value, decimals, exponent, "", "result_claim", True, "results", "prose", "p.tex", 1, 1,
                   qualifier, 0)


@pytest.mark.parametrize("mention, recomputed, ok", [
    (M("2.04", 2.04, 2), 2.0364, True),
    (M("2.04", 2.04, 2), 2.045, True),  # a tie is within the half unit (inclusive)
    (M("2.04", 2.04, 2), 2.0451, False),
    (M("9.6", 9.6, 1), 8.935, False),
    (M("8.88\\times 10^{-16}", 8.88e-16, 2, -16), 8.881784197001252e-16, True),
    (M("8.88\\times 10^{-16}", 8.88e-16, 2, -16), 8.8851e-16, False),
    (M(".001", 0.001, 3, None, {"kind": "upper_bound", "strict": True, "text": "<"}), 0.0004, True),
    (M(".001", 0.001, 3, None, {"kind": "upper_bound", "strict": True, "text": "<"}), 0.001, False),
    (M("5", 5.0, 0, None, {"kind": "upper_bound", "strict": False, "text": "at most"}), 5.4, True),
    (M("95", 95.0, 0, None, {"kind": "lower_bound", "strict": True, "text": "over"}), 95.0, False),
    (M("2", 2.0, 0, None, {"kind": "lower_bound", "strict": False, "text": "at least"}), 1.6, True),
    (M("1,400", 1400.0, 0, None, {"kind": "approximate", "strict": False, "text": "about"}), 1350.0, True),
    (M("1,400", 1400.0, 0, None, {"kind": "approximate", "strict": False, "text": "about"}), 1349.0, False),
    (M("1,400", 1400.0, 0), 1350.0, False),  # without "about" every printed digit counts
])
def test_match_rules(mention, recomputed, ok):
    assert match(mention, recomputed, (0.0, 0.0), "reported_precision")[0] is ok


def test_tolerance_and_rounding_none():
    m = M("9.6", 9.6, 1)
    assert match(m, 9.5, (0.0, 0.02), "reported_precision")[0] is True
    assert match(M("2.04", 2.04, 2), 2.0364, (0.0, 0.0), "none")[0] is False
    assert half_unit(M("3.20", 3.2, 2)) == pytest.approx(0.005)


# -- policy ------------------------------------------------------------------------------------------
def test_policy_precedence():
    p = resolve({"mode": "strict"}, "claim_gate_policy.json", {"mode": "warn", "comparison_scope": "same_environment"},
                "p.json", {"ARI_CLAIM_GATE_MODE": "strict"}, None)
    assert (p.mode, p.comparison_scope) == ("strict", "same_environment")
    p = resolve({"mode": "strict"}, "f", None, "", {"ARI_CLAIM_GATE_MODE": "warn", "CLAIM_GATE_MODE": "off"}, None)
    assert p.mode == "off"
    p = resolve({"mode": "strict"}, "f", None, "", {"CLAIM_GATE_MODE": "off"}, "warn")
    assert p.mode == "warn"
    assert "uncovered_numeric" in Policy(mode="strict").effective_block_on
    assert "uncovered_numeric" not in Policy(mode="warn").effective_block_on
    assert "environment_mismatch" in Policy(comparison_scope="same_environment").effective_block_on


@pytest.mark.parametrize("mode, phase, errors, blocks", [
    ("strict", "final", ["numeric_mismatch"], True), ("warn", "final", ["numeric_mismatch"], False),
    ("off", "final", ["numeric_mismatch"], False), ("off", "final", ["formula_invalid"], False),
    ("strict", "draft", ["invariant_violation"], False), ("warn", "final", ["contract_tampered"], True),
    ("strict", "final", ["uncovered_numeric"], True), ("strict", "final", ["figure_unreferenced"], False),
])
def test_blocking_matrix(mode, phase, errors, blocks):
    assert Policy(mode=mode).blocks(phase, errors) is blocks


def test_uncovered_numeric_severity_by_section():
    strict = Policy(mode="strict")
    assert strict.severity("uncovered_numeric", "results") == "error"
    assert strict.severity("uncovered_numeric", "introduction") == "warning"
    assert Policy(mode="warn").severity("uncovered_numeric", "results") == "warning"


def test_a_section_with_no_canonical_name_is_a_warn_target():
    """An unusual title ("Observational Analysis") must not take a section out of coverage: it is a warn
    target, as the policy documents; only named exclusions (related work, references, appendix) are out."""
    p = Policy(mode="strict")
    assert p.section_level("observational_analysis") == "warn"
    assert p.section_level("body") == "warn"
    assert p.section_level("related_work") is None and p.section_level("appendix") is None
    assert p.severity("uncovered_numeric", "observational_analysis") == "warning"


# -- bad input ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name, content, message", [
    ("science_data.json", "{not json", "science_data.json: line 1 column 2: invalid JSON"),
    ("science_data.json", "[]", "science_data.json: expected a JSON object at the top level"),
    ("science_data.json", '{"claims": 3}', "science_data.json: claims: expected array"),
    ("science_data.json", '{"x": NaN}', "NaN is not a valid JSON number"),
    ("tree.json", '{"nodes": 5}', "tree.json: nodes: expected object or array"),
    ("science_data.json", '{"configurations": {"a": 1}}', "science_data.json: configurations: expected array"),
    ("metric_contract.json", '{"formula": 3}', "metric_contract.json: formula: expected string"),
    ("claim_gate_policy.json", '{"mode": "loud"}', "claim_gate_policy.json: mode: expected one of off, warn, strict"),
    ("figures_manifest.json", b"\xff\xfe", "figures_manifest.json: byte 0: not UTF-8"),
])
def test_bad_input_exits_2_with_one_line(stencil, capsys, name, content, message):
    path = stencil / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    code, rep, err = check(capsys, stencil / "full_paper.tex")
    assert code == 2 and rep is None
    assert message in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_single_bad_entry_is_reported_and_the_rest_checked(stencil, capsys):
    sd = json.loads((stencil / "science_data.json").read_text())
    sd["claims"].append("not a claim")
    sd["numeric_assertions"][3]["operands"]["baseline"] = 7  # a flat assertion with a broken operand
    sd["claims"][2]["numeric_assertions"][0]["operands"] = {"value": {"node_id": 5}}
    (stencil / "science_data.json").write_text(json.dumps(sd))
    code, rep, _ = check(capsys, stencil / "full_paper.tex")
    invalid = {e["path"]: e["message"] for e in rep["errors"] if e["type"] == "input_invalid"}
    assert set(invalid) == {"claims[5]", "numeric_assertions[3]", "claims[2].numeric_assertions[0]"}
    assert invalid["numeric_assertions[3]"] == ("science_data.json: numeric_assertions[3].operands.baseline: expected "
                                                "object; the entry is skipped")
    assert "numeric_mismatch" in types(rep)  # NC14 is still checked
    assert code == 1


# -- finding types: one that triggers and a near miss ----------------------------------------------------
def _small(tmp_path, paper_body, science, extra=None):
    (tmp_path / "p.tex").write_text("\\documentclass{article}\n\\begin{document}\n" + paper_body + "\n\\end{document}\n")
    (tmp_path / "science_data.json").write_text(json.dumps(science))
    for name, content in (extra or {}).items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(content if isinstance(content, str) else json.dumps(content))
    return tmp_path / "p.tex"


BASE = {"configurations": [{"config_id": "cfg1", "node_id": "n1", "measurements": {"t": 2.0, "u": 4.0}}],
        "claims": [{"id": "C1", "supported_by": {"nodes": ["n1"]}}],
        "numeric_assertions": [{"id": "NC1", "claim_id": "C1", "formula": "relative_speedup",
                                "operands": {"baseline": {"config_id": "cfg1", "metric": "u"},
                                             "proposed": {"config_id": "cfg1", "metric": "t"}}}]}
TREE = {"nodes": {"n1": {"status": "completed", "has_real_data": True}}}


@pytest.mark.parametrize("body, science_patch, expected, absent", [
    ("\\section{Results}\nIt is 2.0x faster. % CLAIM:C1:NC1", {}, set(), {"numeric_mismatch"}),
    ("\\section{Results}\nIt is 2.1x faster. % CLAIM:C1:NC1", {}, {"numeric_mismatch"}, set()),
    ("\\section{Results}\nIt is much faster. % CLAIM:C1:NC1", {}, {"anchor_without_number"}, set()),
    ("\\section{Results}\nIt is 2.0x faster. % CLAIM:C1:NC9", {}, {"unresolved_anchor", "no_paper_anchor"}, set()),
    ("\\section{Results}\nIt is 2.0x faster. % CLAIM:C1:NC1\nAlso 3.5x here.", {}, {"uncovered_numeric"}, set()),
    ("\\section{Results}\nIt is 2.0x faster. % CLAIM:C1:NC1\nAlso 4.0 here.", {}, set(), {"uncovered_numeric"}),
    ("\\section{Results}\nIt is 2.0x. % CLAIM:C1:NC1",
     {"numeric_assertions": [{"id": "NC1", "claim_id": "C1", "formula": "baseline / (proposed",
                              "operands": {}}]}, {"formula_invalid"}, set()),
    ("\\section{Results}\nIt is 2.0x. % CLAIM:C1:NC1",
     {"numeric_assertions": [{"id": "NC1", "claim_id": "C1", "formula": "relative_speedup",
                              "operands": {"baseline": {"config_id": "cfg1", "metric": "nope"},
                                           "proposed": {"config_id": "cfg1", "metric": "t"}}}]},
     {"operand_unresolved"}, set()),
    ("\\section{Results}\nIt is 2.0x. % CLAIM:C1:NC1", {"claims": [{"id": "C1", "supported_by": {"nodes": ["n7"]}}]},
     {"missing_evidence"}, {"node_not_executed"}),  # a node absent from the tree: missing, as ARI
    ("\\section{Results}\nIt is 2.0x. % CLAIM:C1:NC1",
     {"claims": [{"id": "C1", "supported_by": {"artifacts": ["../../etc/passwd"]}}]},
     {"artifact_path_escape", "missing_evidence"}, set()),
    ("\\section{Results}\nIt is 2.0x. % CLAIM:C1:NC1",
     {"metric_contract": {"key": "t", "invariants": ["value <= 1", "missing_metric > 0"], "formula": "u / 2",
                          "correctness": {"expr": "err < 1", "requires": ["err"]},
                          "claims": [{"claim": "c", "required_evidence": ["zzz"]}],
                          "required_measured": ["u"], "correctness_required": True, "ceiling_must_be_measured": True}},
     {"invariant_violation", "correctness_uncovered", "claim_evidence_missing", "placeholder_denominator",
      "ceiling_unmeasured"}, {"recompute_mismatch"}),
])
def test_finding_triggers_and_near_misses(tmp_path, capsys, body, science_patch, expected, absent):
    paper = _small(tmp_path, body, {**BASE, **science_patch}, {"tree.json": TREE})
    _, rep, err = check(capsys, paper, "--mode", "strict")
    assert rep is not None, err
    found = set(types(rep)) | set(types(rep, "warnings"))
    assert expected <= found, (expected, found)
    assert not (absent & found)
    if expected == {"invariant_violation"} or "invariant_violation" in expected:
        # a name no configuration carries is a typo frozen into the contract, not a per-configuration gap
        assert any(e["type"] == "formula_invalid" and "missing_metric" in e["message"] for e in rep["errors"])


def test_digest_findings(tmp_path, capsys):
    paper = _small(tmp_path, "\\section{Results}\nIt is 2.0x faster. % CLAIM:C1:NC1\nDigest \\codedigest{abc}.",
                   {**BASE, "claims": [{"id": "C1", "supported_by": {"nodes": ["n1"], "artifacts": ["experiments/n1/out.csv"]}}]},
                   {"tree.json": TREE, "experiments/n1/out.csv": "data\n",
                    "experiments/n1/node_report.json": {"artifacts": [{"path": "out.csv", "sha256": "0" * 64}]}})
    _, rep, _ = check(capsys, paper)
    assert {"artifact_digest_mismatch"} <= set(types(rep))
    assert "codedigest_unverifiable" in types(rep, "warnings")
    (tmp_path / "ear_published").mkdir()
    (tmp_path / "ear_published" / "manifest.lock").write_text(json.dumps({"bundle_sha256": "def"}))
    _, rep, _ = check(capsys, paper)
    assert "codedigest_mismatch" in types(rep)


def test_the_bundle_a_codedigest_names_is_hashed_file_by_file(stencil, capsys):
    """Red team 47: the paper's \\codedigest equals manifest.lock's bundle_sha256, so changing a bundle file behind
    an unchanged lock passed; each file the lock lists is hashed now."""
    code, rep, _ = check(capsys, stencil / "full_paper.tex")
    assert "codedigest_mismatch" not in types(rep) and "ear_published/reproduce.sh" in rep["inputs"]
    csv = stencil / "ear_published" / "data" / "results_summary.csv"
    csv.write_text(csv.read_text().replace("9", "8", 1))
    _, rep, _ = check(capsys, stencil / "full_paper.tex")
    (changed,) = [e for e in rep["errors"] if e["type"] == "codedigest_mismatch"]
    assert changed["file"] == "ear_published/data/results_summary.csv" and "was changed" in changed["message"]
    csv.unlink()
    csv.symlink_to("/etc/hostname")
    _, rep, _ = check(capsys, stencil / "full_paper.tex")
    assert any(e["type"] == "artifact_path_escape" and "results_summary.csv" in e["message"] for e in rep["errors"])
    csv.unlink()
    _, rep, _ = check(capsys, stencil / "full_paper.tex")
    assert any(e["type"] == "codedigest_mismatch" and "cannot be read" in e["message"] for e in rep["errors"])


def test_a_lock_whose_files_map_was_rewritten_or_that_misses_a_file(stencil, capsys):
    """Red team 47b: a file changed together with its entry in the lock, under an unchanged bundle_sha256, passed;
    bundle_sha256 is the sha256 of the files map (the ARI-shaped example re-derives so). A file the lock does not
    list is named as not covered."""
    import hashlib

    lock_path = stencil / "ear_published" / "manifest.lock"
    lock = json.loads(lock_path.read_text())
    csv = stencil / "ear_published" / "data" / "results_summary.csv"
    csv.write_text(csv.read_text().replace("9", "8", 1))
    lock["files"]["data/results_summary.csv"] = hashlib.sha256(csv.read_bytes()).hexdigest()
    lock_path.write_text(json.dumps(lock))
    _, rep, _ = check(capsys, stencil / "full_paper.tex")
    assert any(e["type"] == "codedigest_mismatch" and "files map" in e["message"] for e in rep["errors"])
    (stencil / "ear_published" / "extra.py").write_text("print(1)\n")
    _, rep, _ = check(capsys, stencil / "full_paper.tex")
    assert any(w["type"] == "codedigest_unverifiable" and "extra.py" in w["message"] for w in rep["warnings"])


def test_reports_validate_against_the_report_schema(stencil, capsys, tmp_path):
    from claim_gate.contracts_index import validator

    for args in ([], ["--phase", "draft"], ["--mode", "warn"]):
        _, rep, _ = check(capsys, stencil / "full_paper.tex", *args)
        assert not list(validator("gate_report").iter_errors(rep))
    paper = _small(tmp_path, "\\section{Results}\nIt is 2.0x. % CLAIM:C1:NC1", BASE, {"tree.json": TREE})
    _, rep, _ = check(capsys, paper)
    assert rep["status"] == "passed" and not list(validator("gate_report").iter_errors(rep))


def test_every_input_schema_accepts_the_ari_example_unchanged():
    from claim_gate.evidence.validate import errors

    for rel, schema in (("science_data.json", "science_data"), ("metric_contract.json", "metric_contract"),
                        ("tree.json", "tree"), ("figures_manifest.json", "figures_manifest"),
                        ("claim_gate_policy.json", "claim_gate_policy")):
        assert errors(json.loads((STENCIL / rel).read_text()), schema) == [], rel
    for path in STENCIL.glob("experiments/*/*.json"):
        assert errors(json.loads(path.read_text()), path.stem) == [], path


@pytest.mark.parametrize("corrupt", [
    lambda sd: sd["claims"].append("x"),
    lambda sd: sd["numeric_assertions"][0].update(operands={"value": 3}),
    lambda sd: sd["numeric_assertions"][0].update(id="X1"),
    lambda sd: next(iter(sd["numeric_assertions"][0]["operands"].values())).pop("metric_path"),
    lambda sd: sd["configurations"][0].update(measurements=[1]),
    lambda sd: sd["configurations"][0]["_provenance"].update(x=1),
    lambda sd: sd["metric_contract"]["invariants"].append({"type": "bound", "expr": "a", "op": "<>", "rhs": 1}),
    lambda sd: sd["metric_contract"].update(tolerance={"relative": -1}),
    lambda sd: sd.update(_config_nodes=[]),
    lambda sd: None,
])
def test_fast_and_full_validators_agree(corrupt):
    from claim_gate.evidence.validate import errors, is_valid
    from claim_gate.contracts_index import validator

    sd = json.loads((STENCIL / "science_data.json").read_text())
    corrupt(sd)
    full = list(validator("science_data").iter_errors(sd))
    assert is_valid(sd, "science_data") is (not full)
    assert bool(errors(sd, "science_data")) is bool(full)


def _with(tmp_path, science_patch=None, extra=None, body="\\section{Results}\nIt is 2.0x faster. % CLAIM:C1:NC1"):
    return _small(tmp_path, body, {**BASE, **(science_patch or {})}, {"tree.json": TREE, **(extra or {})})


def _all_types(rep):
    return set(types(rep)) | set(types(rep, "warnings"))


def test_declared_value_drift_only_for_unanchored_assertions(tmp_path, capsys):
    patch = {"numeric_assertions": BASE["numeric_assertions"] + [
        {"id": "NC2", "claim_id": "C1", "formula": "identity", "value": 2.5,
         "operands": {"value": {"config_id": "cfg1", "metric": "t"}}},
        {"id": "NC3", "claim_id": "C1", "formula": "identity", "value": 2.0,
         "operands": {"value": {"config_id": "cfg1", "metric": "t"}}}]}
    _, rep, _ = check(capsys, _with(tmp_path, patch))
    drift = [w for w in rep["warnings"] if w["type"] == "declared_value_drift"]
    assert [w["numeric_id"] for w in drift] == ["NC2"]  # NC3 declares what its operand gives


def test_environment_mismatch_warns_under_any_and_blocks_under_same_environment(tmp_path, capsys):
    patch = {"numeric_assertions": [{"id": "NC1", "claim_id": "C1", "formula": "relative_speedup", "operands": {
        "baseline": {"config_id": "cfg1", "metric": "u", "environment": {"executor": "slurm", "cpu_model": "A"}},
        "proposed": {"config_id": "cfg1", "metric": "t", "environment": {"executor": "slurm", "cpu_model": "B"}}}}]}
    paper = _with(tmp_path, patch)
    code, rep, _ = check(capsys, paper, "--mode", "strict")
    assert "environment_mismatch" in types(rep, "warnings") and code == 0
    code, rep, _ = check(capsys, paper, "--mode", "strict", "--policy-file", str(_write(tmp_path, "same.json",
                                                                                      {"comparison_scope": "same_environment"})))
    assert "environment_mismatch" in types(rep) and code == 1
    assert rep["comparison_scope"] == "same_environment"


def _write(folder, name, data):
    (folder / name).write_text(json.dumps(data))
    return folder / name


def test_figure_findings(tmp_path, capsys):
    body = ("\\section{Results}\nIt is 2.0x faster (Figure~\\ref{fig:a}). % CLAIM:C1:NC1\n"
            "\\begin{figure}\\includegraphics{figs/a.pdf}\\includegraphics{figs/stray.png}\\label{fig:a}\\end{figure}")
    manifest = {"figures": {"fig_a": "figs/a.pdf", "fig_b": "figs/b.pdf"},
                "latex_snippets": {"fig_a": "\\label{fig:a}", "fig_b": "\\label{fig:b}"}}
    paper = _with(tmp_path, body=body, extra={"figures_manifest.json": manifest, "figs/a.pdf": "%PDF"})
    _, rep, _ = check(capsys, paper)
    got = {(w["type"], w.get("figure_id") or w.get("path")) for w in rep["warnings"] if w["type"].startswith("figure_")}
    assert got == {("figure_source_missing", "fig_b"), ("figure_unreferenced", "fig_b"),
                   ("figure_unregistered", "figs/stray.png")}


def test_contract_correctness_failed_and_recompute_mismatch(tmp_path, capsys):
    contract = {"key": "t", "formula": "u / 2 + 0.5", "correctness": {"expr": "err < 1e-12", "requires": ["err"]}}
    configs = [{"config_id": "cfg1", "node_id": "n1", "measurements": {"t": 2.0, "u": 4.0, "err": 1e-3}}]
    _, rep, _ = check(capsys, _with(tmp_path, {"configurations": configs, "metric_contract": contract}))
    assert {"correctness_failed", "recompute_mismatch"} <= set(types(rep))
    contract["formula"] = "u / 2"
    configs[0]["measurements"]["err"] = 1e-15
    _, rep, _ = check(capsys, _with(tmp_path, {"configurations": configs, "metric_contract": contract}))
    assert not {"correctness_failed", "recompute_mismatch"} & _all_types(rep)


def test_contract_tampered(tmp_path, capsys):
    from claim_gate.digest import sha256_json

    contract = {"key": "t", "claims": [{"claim": "c", "required_evidence": ["t"]}]}
    paper = _with(tmp_path, extra={"metric_contract.json": contract})
    (tmp_path / "metric_contract.sha256").write_text(sha256_json(contract) + "\n")
    _, rep, _ = check(capsys, paper)
    assert "contract_tampered" not in _all_types(rep)
    contract["claims"] = []
    (tmp_path / "metric_contract.json").write_text(json.dumps(contract, indent=4))
    code, rep, _ = check(capsys, paper, "--mode", "warn")
    assert "contract_tampered" in types(rep) and code == 1


def test_artifact_missing_and_verify_all(tmp_path, capsys):
    extra = {"experiments/n1/ok.csv": "x\n", "experiments/n1/node_report.json": {"artifacts": [
        {"path": "ok.csv", "sha256": "0" * 64}, {"path": "gone.csv", "sha256": "1" * 64}]}}
    patch = {"claims": [{"id": "C1", "supported_by": {"nodes": ["n1"], "artifacts": ["missing.csv"]}}]}
    paper = _with(tmp_path, patch, extra)
    _, rep, _ = check(capsys, paper)
    assert "artifact_missing" in types(rep, "warnings") and "artifact_digest_mismatch" not in types(rep)
    _, rep, _ = check(capsys, paper, "--verify-artifacts", "all")
    assert "artifact_digest_mismatch" in types(rep)
    assert any(w["type"] == "artifact_missing" and w.get("path", "").endswith("gone.csv") for w in rep["warnings"])


def test_links_file_is_recorded_not_trusted(tmp_path, capsys):
    paper = _with(tmp_path)
    links = _write(tmp_path, "other_links.json", {"paper_claim_links": []})
    _, rep, _ = check(capsys, paper, "--links", str(links))
    assert "other_links.json" in rep["inputs"] and rep["status"] == "passed"  # relative to the checkpoint
    links.write_text("{broken")
    code, _, err = check(capsys, paper, "--links", str(links))
    assert code == 2 and "invalid JSON" in err


def test_policy_files_are_validated_read_once_and_recorded(stencil, capsys):
    _, rep, _ = check(capsys, stencil / "full_paper.tex")
    assert "claim_gate_policy.json" in rep["inputs"]
    (stencil / "claim_gate_policy.json").write_text('{"numeric_match": {"default_tolerance": {"relative": "2%"}}}')
    code, _, err = check(capsys, stencil / "full_paper.tex")
    assert code == 2 and "claim_gate_policy.json: numeric_match.default_tolerance.relative: expected number" in err


def test_restated_scientific_values_do_not_collide(tmp_path, capsys):
    # 8.88e-16 is verified; 1.11e-16 restated elsewhere is a different number and stays uncovered.
    patch = {"configurations": [{"config_id": "cfg1", "node_id": "n1", "measurements": {"t": 2.0, "u": 4.0,
                                                                                          "e": 8.88e-16}}],
             "numeric_assertions": BASE["numeric_assertions"] + [
                 {"id": "NC2", "claim_id": "C1", "formula": "identity",
                  "operands": {"value": {"config_id": "cfg1", "metric": "e"}}}]}
    body = ("\\section{Results}\nIt is 2.0x faster. % CLAIM:C1:NC1\nThe error is $8.88\\times 10^{-16}$. % CLAIM:C1:NC2\n"
            "Elsewhere it is $1.11\\times 10^{-16}$.\nAgain $8.88\\times 10^{-16}$.")
    _, rep, _ = check(capsys, _with(tmp_path, patch, body=body), "--mode", "strict")
    uncovered = [e["printed"] for e in rep["errors"] if e["type"] == "uncovered_numeric"]
    assert uncovered == ["1.11\\times 10^{-16}"]
