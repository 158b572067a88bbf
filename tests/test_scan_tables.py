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


def test_a_bibliography_printed_from_a_file_is_no_section(tmp_path):
    """\\bibliography and \\printbibliography print entries from a .bbl the gate never reads: the text after them in
    the .tex is no bibliography. "\\printbibliography[heading=none]" or an empty thebibliography inside Results
    once took the rest of Results out of coverage (red team 16)."""
    ix = _paper(tmp_path, "\\section{Results}\nWe reach 2.5x.\n\\bibliographystyle{plain}\n\\bibliography{refs}\n"
                          "Trailing text with 7.5 units.\n\\printbibliography[heading=none]\nThen 3.5x.\n"
                          "\\begin{thebibliography}{9}\\bibitem{a} A. Smith, vol. 12, 2019.\\end{thebibliography}\n"
                          "And 4.5x.\n\\section{Conclusion}\nWe saw 5.5x.")
    assert [(m.text, m.section) for m in ix.mentions] == [
        ("2.5", "results"), ("7.5", "results"), ("3.5", "results"), ("12", "references"), ("2019", "references"),
        ("4.5", "results"), ("5.5", "conclusion")]


def test_gate_reads_mu_seconds_and_excludes_the_bibliography(tmp_path, capsys):
    from small_checkpoint import gate, identity, science

    body = ("A launch takes 1.234$\\mu$s. % CLAIM:C1:NC1\n\\begin{thebibliography}{9}\n"
            "\\bibitem{s} Smith reports 9.75x in an unrelated setting.\n\\end{thebibliography}\n")
    code, rep, _ = gate(capsys, tmp_path, body, science(identity(unit="µs")))
    assert code == 0, rep["errors"]
    assert rep["metrics"]["numeric_reproducible"] == 1 and rep["metrics"]["targeted_result_claims"] == 1


@pytest.mark.parametrize("preamble", ["\\AtBeginDocument{\\let\\appendix\\relax}", "\\makeatletter\\@namedef{appendix}{}",
                                      "\\expandafter\\def\\csname appendix\\endcsname{}"])
def test_an_appendix_the_paper_redefines_starts_nothing(tmp_path, preamble):
    """Red team 16: LaTeX prints no appendix where \\\\appendix is redefined to nothing; the results after it must stay
    checked, however the redefinition is hidden."""
    p = tmp_path / "p.tex"
    p.write_text(f"\\documentclass{{article}}\n{preamble}\n\\begin{{document}}\n\\section{{Results}}\nWe reach 2.5x.\n"
                 "\\appendix\nThen 3.5x.\n\\end{document}\n", encoding="utf-8")
    assert [(m.text, m.section) for m in index_paper(p).mentions] == [("2.5", "results"), ("3.5", "results")]


def test_an_appendix_patched_or_saved_still_starts_the_appendix(tmp_path):
    p = tmp_path / "p.tex"
    p.write_text("\\documentclass{article}\n\\let\\oldappendix\\appendix\n\\begin{document}\n\\section{Results}\n"
                 "We reach 2.5x.\n\\appendix\n\\section{Proofs}\nThen 3.5x.\n\\end{document}\n", encoding="utf-8")
    assert [(m.text, m.section) for m in index_paper(p).mentions] == [("2.5", "results"), ("3.5", "appendix")]
