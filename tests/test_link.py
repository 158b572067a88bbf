"""`claim-gate link` and paper_claim_links.json: the stencil example, the schema, errors, the real corpus."""

import json
import shutil
from pathlib import Path

import pytest

from claim_gate.cli import main
from claim_gate.contracts_index import validator
from claim_gate.paper.link import link_paper

ROOT = Path(__file__).resolve().parents[1]
STENCIL = ROOT / "fixtures" / "stencil-ari"
CORPUS = ROOT.parent / "shared" / "corpus"
CORPUS_PAPERS = sorted(CORPUS.glob("*/*.tex")) if CORPUS.is_dir() else []


@pytest.fixture(scope="module")
def stencil_links():
    return link_paper(STENCIL / "full_paper.tex")


def test_stencil_anchors_bind_as_its_readme_says(stencil_links):
    links = {rec["numeric_id"]: rec for rec in stencil_links["paper_claim_links"]}
    mentions = stencil_links["numeric_mentions"]
    bound = {nid: mentions[rec["bound_mention"]]["text"] if rec["bound_mention"] is not None else None
             for nid, rec in links.items()}
    assert bound == {
        "NC1": "2.04", "NC5": "909.9", "NC6": "2.66", "NC4": "39.0", "NC3": "561.2", "NC15": "697.8",
        "NC1@L123": "2.04", "NC2": ".82", "NC0": None, "NC12": "1699.8", "NC11": "1.180", "NC7": "1.30",
        "NC8": "1.31", "NC10": ".001", "NC9": "1.07", "NC14": "9.6", "NC13": "8.88\\times 10^{-16}"}
    nc14 = mentions[links["NC14"]["bound_mention"]]
    assert (nc14["line"], nc14["column"], nc14["unit"]) == (143, 95, "%")
    assert mentions[links["NC10"]["bound_mention"]]["qualifier"] == {"kind": "upper_bound", "strict": True, "text": "<"}
    assert links["NC5"]["line_range"] == [25, 26] and links["NC15"]["line_range"] == [124, 125]
    assert links["NC0"]["figures"] == ["fig_roofline"]
    assert all(rec["resolved"] for rec in links.values())
    assert stencil_links["unresolved_anchors"] == []


def test_stencil_writer_declaration_resolves_through_config_nodes(stencil_links):
    (wa,) = stencil_links["writer_assertions"]
    assert wa["id"] == "NC7" and wa["formula"] == "relative_gain" and wa["metric"] == "gflops_512"
    assert wa["operands"] == {
        "baseline": {"node_id": "node_c7a93e02", "metric_path": "gflops_512", "config_id": "cfg3"},
        "proposed": {"node_id": "node_3e6d7b5c", "metric_path": "gflops_512", "config_id": "cfg4"}}


def test_stencil_non_mentions_and_sections(stencil_links):
    mentions = stencil_links["numeric_mentions"]
    printed = {m["text"] for m in mentions}
    for glued in ("2.5", "100", "64", "80", "2"):
        assert not any(m["text"] == glued and m["section"] == "abstract" for m in mentions)
    assert "0.95" not in printed  # \includegraphics[width=0.95\linewidth]
    years = [(m["text"], m["section"]) for m in mentions if m["type"] == "citation_year"]
    assert ("2009", "introduction") in years
    assert {m["section"] for m in mentions if m["line"] in (79, 82, 83)} == {"methodology"}  # "Experimental Setup" is the method (a warn section)
    assert stencil_links["figure_refs"] == ["fig_scaling", "fig_roofline"]


def test_output_validates_against_the_schema(stencil_links):
    errors = sorted(validator("paper_claim_links").iter_errors(stencil_links), key=str)
    assert not errors, errors[0].message


def test_link_without_science_data_marks_anchors_unresolved(tmp_path):
    shutil.copy(STENCIL / "full_paper.tex", tmp_path / "paper.tex")
    out = link_paper(tmp_path / "paper.tex")
    assert out["counts"]["resolved_anchors"] == 0
    assert {u["reason"] for u in out["unresolved_anchors"]} == {"no science_data.json to resolve against"}
    assert not list(validator("paper_claim_links").iter_errors(out))


def test_unknown_claim_and_assertion_are_unresolved(tmp_path):
    (tmp_path / "science_data.json").write_text(json.dumps({
        "claims": [{"id": "C1", "numeric_assertions": [{"id": "NC1"}]}],
        "_config_nodes": {"cfg1": {"node_id": "n1"}}}))
    (tmp_path / "p.tex").write_text(
        "\\begin{document}\nA 1.5x. % CLAIM:C1:NC1\nB 2.5x. % CLAIM:C1:NC9\nC 3.5x. % CLAIM:C7:NC1\n"
        "D 4.5x. % CLAIM:C2:NC2 formula=relative_gain metric=m baseline=cfg1 proposed=cfg9\n\\end{document}\n")
    out = link_paper(tmp_path / "p.tex")
    reasons = {u["numeric_id"]: u["reason"] for u in out["unresolved_anchors"]}
    assert reasons == {"NC9": "numeric assertion NC9 is not in science_data",
                       "NC1@L4": "claim C7 is not in science_data claims",
                       "NC2": "writer declaration names configurations not in science_data._config_nodes: cfg9"}
    assert out["writer_assertions"][0]["unresolved_config_refs"] == ["cfg9"]


def test_cli_writes_the_file_and_stdout(tmp_path, capsys):
    ckpt = tmp_path / "ckpt"
    shutil.copytree(STENCIL, ckpt)
    assert main(["link", str(ckpt / "full_paper.tex")]) == 0
    written = json.loads((ckpt / "paper_claim_links.json").read_text())
    assert written["counts"]["anchors"] == 17 and "wrote" in capsys.readouterr().err
    assert main(["link", str(ckpt / "full_paper.tex"), "--output", "-"]) == 0
    assert json.loads(capsys.readouterr().out) == written  # same inputs, same output
    assert not list(ckpt.glob(".paper_claim_links.json.*"))  # no temporary file left behind


@pytest.mark.parametrize("setup, message", [
    (lambda d: (d / "science_data.json").write_text("{broken"), "science_data.json: line 1 column 2: invalid JSON"),
    (lambda d: (d / "science_data.json").write_text("[1]"), "science_data.json: expected a JSON object"),
    (lambda d: (d / "figures_manifest.json").write_bytes(b"\xff"), "figures_manifest.json: byte 0: not UTF-8"),
    (lambda d: (d / "p.tex").unlink(), "p.tex: no such file"),
])
def test_cli_input_errors_exit_2_with_one_line(tmp_path, capsys, setup, message):
    (tmp_path / "p.tex").write_text("\\begin{document}\nA 1.5x.\n\\end{document}\n")
    setup(tmp_path)
    assert main(["link", str(tmp_path / "p.tex"), "--output", "-"]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_schema_command(capsys):
    assert main(["schema", "paper_claim_links"]) == 0
    assert json.loads(capsys.readouterr().out)["title"] == "paper_claim_links.json"
    assert main(["schema", "nope"]) == 2


@pytest.mark.skipif(not CORPUS_PAPERS, reason="../shared/corpus is not beside this checkout (real papers by others)")
@pytest.mark.parametrize("paper", CORPUS_PAPERS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_corpus_paper_scans_and_links(paper, tmp_path):
    out = link_paper(paper, checkpoint=tmp_path)
    assert not list(validator("paper_claim_links").iter_errors(out))
    text = paper.read_text(encoding="utf-8")
    if "\\begin{document}" in text and "\\section" in text:
        # The scan reaches the end of the paper: some mention or sentence lies in its last third.
        last = max([m["line"] for m in out["numeric_mentions"]] or [0])
        assert out["counts"]["sentences"] > 10 and last > 0.66 * text.count("\n")
