"""Each finding message says what to do: the claim and assertion ids, each operand's config.metric, the
printed and recomputed values, and the number to print (or the at=K that rebinds a shifted anchor)."""

import json
import shutil
from pathlib import Path

import pytest

from claim_gate import messages
from claim_gate.cli import main
from claim_gate.init import write_skeleton

STENCIL = Path(__file__).resolve().parent.parent / "fixtures" / "stencil-ari"


def report(capsys, paper):
    code = main(["check", str(paper), "--format", "json", "--no-write"])
    return code, json.loads(capsys.readouterr().out)


def found(rep, type_):
    return [f for f in rep["errors"] + rep["warnings"] if f["type"] == type_]


@pytest.fixture()
def skeleton(tmp_path):
    write_skeleton(tmp_path)
    return tmp_path


def test_mismatch_names_ids_operands_values_and_the_number_to_print(tmp_path, capsys):
    shutil.copytree(STENCIL, tmp_path / "s")
    code, rep = report(capsys, tmp_path / "s" / "full_paper.tex")
    (f,) = found(rep, "numeric_mismatch")
    msg = f["message"]
    assert msg.startswith("claim C3, assertion NC14: the paper prints 9.6 % but ")
    assert "baseline=cfg4.gflops_512=909.9" in msg and "proposed=cfg5.gflops_512=828.6" in msg
    assert "= 8.935047807451364" in msg
    assert msg.endswith("; print 8.9, not 9.6 (or fix the operands if the record is wrong)")


def test_mismatch_equal_to_another_number_of_the_sentence_names_at_k(skeleton, capsys):
    paper = skeleton / "paper.tex"
    text = paper.read_text()
    paper.write_text(text.replace("% CLAIM:C1:NC3\nThe tuned build takes 8.2 s per step.",
                                  "The tuned build takes 12.4 s, down from 8.2 s. % CLAIM:C1:NC3"))
    code, rep = report(capsys, paper)
    (f,) = found(rep, "numeric_mismatch")
    assert code == 1 and f["numeric_id"] == "NC3"
    assert ("the recomputed value is the sentence's number 2 (8.2): the binding may have shifted, add at=2"
            in f["message"])
    assert "print " not in f["message"]  # the number is right; the anchor binds the wrong one


def test_operand_unresolved_names_claim_assertion_and_what_is_missing(skeleton, capsys):
    sd = skeleton / "science_data.json"
    data = json.loads(sd.read_text())
    data["numeric_assertions"][1]["operands"]["value"]["metric"] = "time_z"
    sd.write_text(json.dumps(data))
    code, rep = report(capsys, skeleton / "paper.tex")
    (f,) = found(rep, "operand_unresolved")
    assert f["message"].startswith("claim C1, assertion NC2: ")
    assert "'time_z'" in f["message"] and "baseline" in f["message"]


def test_no_paper_anchor_gives_the_anchor_to_add(skeleton, capsys):
    paper = skeleton / "paper.tex"
    paper.write_text(paper.read_text().replace("% CLAIM:C1:NC3\n", "% CLAIM:C1:NC0\n"))
    code, rep = report(capsys, paper)
    (f,) = found(rep, "no_paper_anchor")
    assert "add % CLAIM:C1:NC3 to the sentence that prints it" in f["message"]


def test_declared_value_drift_names_both_values():
    msg = messages.declared_value_drift("C1", "NC4", 1.5, 1.25)
    assert msg == "claim C1, assertion NC4 declares value 1.5 but its operands give 1.25; update the declared value"


@pytest.mark.parametrize("value, decimals, exponent, printed", [
    (8.935047807451364, 1, None, "8.9"), (41.25, 0, None, "41"), (2.0364, 2, None, "2.04"),
    (4.4409e-16, 2, -16, "4.44e-16"), (-0.049, 1, None, "0.0"), (-0.051, 1, None, "-0.1"),
])
def test_at_precision(value, decimals, exponent, printed):
    assert messages.at_precision(value, decimals, exponent) == printed


def test_uncovered_numeric_says_anchor_or_waive(skeleton, capsys):
    paper = skeleton / "paper.tex"
    added = "The tuned build uses 3.1 GB of memory.\n\\end{document}"
    paper.write_text(paper.read_text().replace("\\end{document}", added))
    code, rep = report(capsys, paper)
    (f,) = found(rep, "uncovered_numeric")
    assert code == 1 and f["message"].startswith("3.1 GB in results is a result claim with no CLAIM anchor")
    assert "% CLAIM:<claim>:<assertion>" in f["message"] and "% NOCLAIM: <reason>" in f["message"]


def test_unresolved_anchor_and_anchor_without_number_say_what_to_do(skeleton, capsys):
    paper = skeleton / "paper.tex"
    text = paper.read_text().replace("% CLAIM:C1:NC2", "% CLAIM:C1:NC7")
    paper.write_text(text.replace("% CLAIM:C1:NC1", "% CLAIM:C1:NC1 at=5"))  # past the sentence's last number
    code, rep = report(capsys, paper)
    (u,) = found(rep, "unresolved_anchor")
    assert u["message"] == ("CLAIM:C1:NC7: numeric assertion NC7 is not in science_data; make the ids match "
                            "science_data.json, or add the assertion there")
    (w,) = found(rep, "anchor_without_number")
    assert "fix at=K, or use NC0" in w["message"]


def test_operand_label_names_the_first_configuration_on_the_node(tmp_path):
    """The look-up built once per check answers as the pass over configurations did: the first
    configuration (in recorded order) with a string config_id that ran on the node, else `where`."""
    from claim_gate.evidence.load import Checkpoint

    ck = Checkpoint(tmp_path, science={"configurations": [
        {"node_id": "n1"}, {"config_id": "cfgA", "node_id": "n1"}, {"config_id": "cfgB", "node_id": "n1"},
        {"config_id": "cfgC", "node_id": "n2"}]})
    configs = messages.config_by_node(ck)
    op = {"node_id": "n1", "metric_path": "measurements.t"}
    for given in (None, configs):
        assert messages.operand_label(ck, op, "n1:measurements.t", given) == "cfgA.measurements.t"
        assert messages.operand_label(ck, {"node_id": "n9", "metric_path": "m"}, "n9:m", given) == "n9:m"
        assert messages.operand_label(ck, {"config_id": "cfgC", "node_id": "n2"}, "cfgC.t", given) == "cfgC.t"


def test_configuration_lookup_follows_the_list_it_indexes(tmp_path):
    """Checkpoint.configuration is cached, but a replaced or grown list is re-indexed (never a stale answer),
    and the first of two configurations with one id wins, as the linear search did."""
    from claim_gate.evidence.load import Checkpoint
    from claim_gate.evidence.resolve import config_by_id

    ck = Checkpoint(tmp_path)
    ck.configurations = [{"config_id": "a", "v": 1}, {"config_id": "a", "v": 2}]
    assert config_by_id(ck, "a") == {"config_id": "a", "v": 1}
    assert config_by_id(ck, "b") is None
    ck.configurations.append({"config_id": "b", "v": 3})
    assert config_by_id(ck, "b") == {"config_id": "b", "v": 3}
    ck.configurations = [{"config_id": "a", "v": 4}]
    assert config_by_id(ck, "a") == {"config_id": "a", "v": 4}
