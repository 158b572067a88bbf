"""The scanner's lookup tables and sectioning: regressions of issue 9 (defects 8 and 9)."""

import ast
from pathlib import Path

import pytest

from claim_gate.paper.index import index_paper

PAPER_SOURCES = sorted((Path(__file__).resolve().parents[1] / "claim_gate" / "paper").glob("*.py"))


def _literal_keys(node: ast.AST, where: str):
    """The constant keys of a dict display, entries merged in with ** included (evaluated when they are
    self-contained comprehensions over literals, as the tables are)."""
    keys = []
    for k, v in zip(node.keys, node.values):
        if k is not None:
            if isinstance(k, ast.Constant):
                keys.append(k.value)
            continue
        if isinstance(v, ast.Dict):
            keys += _literal_keys(v, where)
        elif isinstance(v, ast.DictComp):
            code = compile(ast.Expression(v), where, "eval")
            keys += list(eval(code, {"__builtins__": {"chr": chr, "enumerate": enumerate, "range": range,
                                                       "ord": ord, "len": len}}))
        else:
            raise AssertionError(f"{where}:{v.lineno}: ** of something the test cannot read")
    return keys


@pytest.mark.parametrize("source", PAPER_SOURCES, ids=lambda p: p.name)
def test_no_lookup_table_defines_a_key_twice(source):
    tree = ast.parse(source.read_text(encoding="utf-8"), str(source))
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys = _literal_keys(node, f"{source.name}")
            twice = sorted({k for k in keys if keys.count(k) > 1}, key=repr)
            assert not twice, f"{source.name}:{node.lineno}: keys defined twice: {twice}"
        elif isinstance(node, ast.Set):
            items = [e.value for e in node.elts if isinstance(e, ast.Constant)]
            twice = sorted({k for k in items if items.count(k) > 1}, key=repr)
            assert not twice, f"{source.name}:{node.lineno}: items listed twice: {twice}"


def _paper(tmp_path, body):
    p = tmp_path / "p.tex"
    p.write_text("\\documentclass{article}\n\\begin{document}\n" + body + "\n\\end{document}\n", encoding="utf-8")
    return index_paper(p)


def test_micro_sign_from_mu_gives_a_number_with_its_unit(tmp_path):
    ix = _paper(tmp_path, "\\section{Results}\nA launch takes 3.2$\\mu$s and a copy 4.5\\,$\\mu$s.")
    assert [(m.text, m.unit) for m in ix.mentions] == [("3.2", "µs"), ("4.5", "µs")]


def test_bibliography_switches_to_the_references_section(tmp_path):
    ix = _paper(tmp_path, "\\section{Results}\nWe reach 2.5x.\n\\bibliographystyle{plain}\n\\bibliography{refs}\n"
                          "Trailing text with 7.5 units.")
    assert [(m.text, m.section) for m in ix.mentions] == [("2.5", "results"), ("7.5", "references")]


def test_gate_reads_mu_seconds_and_excludes_the_bibliography(tmp_path, capsys):
    from small_checkpoint import gate, identity, science

    body = ("A launch takes 1.234$\\mu$s. % CLAIM:C1:NC1\n\\bibliography{refs}\n"
            "Smith reports 9.75x in an unrelated setting.\n")
    code, rep, _ = gate(capsys, tmp_path, body, science(identity(unit="µs")))
    assert code == 0, rep["errors"]
    assert rep["metrics"]["numeric_reproducible"] == 1 and rep["metrics"]["targeted_result_claims"] == 1
