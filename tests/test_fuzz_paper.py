"""Arbitrary text and LaTeX token soup through the scanner, index and linker: only InputError may escape."""

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from claim_gate.errors import InputError
from claim_gate.paper.index import index_paper
from claim_gate.paper.link import link

TOKENS = ["\\begin{document}", "\\end{document}", "\\section{Results}", "\\subsection{Scaling}", "\\begin{table}",
          "\\end{table}", "\\begin{tabular}{lrr}", "\\end{tabular}", "&", "\\\\", "\\hline", "\\caption{", "}", "{",
          "$", "$$", "\\(", "\\)", "\\[", "\\]", "\\begin{equation}", "\\end{equation}", "% CLAIM:C1:NC1",
          "% CLAIM:C1:NC0", "% CLAIM:C2:NC3 at=2", "% CLAIM:C1:NC4 formula=relative_gain baseline=cfg1 proposed=cfg2",
          "%", "\\%", "3.5", "2.04$\\times$", "1,234.5", "59\\,918", "$4.44\\times 10^{-16}$", ".82", "-3.2",
          "\\num{1.5e-3}", "\\SI{1699.8}{\\giga\\byte\\per\\second}", "\\SIrange{1}{2}{\\percent}", "3--5",
          "$1.180 \\pm 0.003$", "p < .001", "about 1,400", "\\cite{x}", "\\ref{fig:a}", "\\label{fig:a}",
          "\\footnote{", "\\verb|a%b|", "\\url{a%20b}", "\\iffalse", "\\fi", "\\newcommand{\\be}{\\begin{equation}}",
          "\\be", "\\def\\x{2.5}", "\\x", "\\item", "\\appendix", "\\input{}", "\\include{nope}", "^", "_", "[", "]",
          "~", ".", "\n", "\n\n", " ", "word", "Figure 3", "in 2019", "\\textbf{", "\\begin{verbatim}",
          "\\end{verbatim}", "\\multicolumn{2}{c}{x}", "\\codedigest{abc}", "\\begin{abstract}", "\\end{abstract}",
          "\u0e51", "\r\n", "\ufeff", "\\", "\\\\[2pt]", "\\begin{itemize}", "\\end{itemize}"]


def _link(text: str):
    with tempfile.TemporaryDirectory() as tmp:
        paper = Path(tmp) / "p.tex"
        paper.write_text(text, encoding="utf-8")
        try:
            index = index_paper(paper)
        except InputError as exc:
            assert "\n" not in str(exc)
            return
        out = link(index, {"claims": [{"id": "C1", "numeric_assertions": [{"id": "NC1"}]}],
                           "_config_nodes": {"cfg1": {"node_id": "n1"}}})
        assert out["counts"]["numeric_mentions"] == len(out["numeric_mentions"])
        for m in out["numeric_mentions"]:
            assert m["line"] >= 1 and m["column"] >= 1 and m["text"]


@given(st.text(max_size=400))
def test_arbitrary_text(text):
    _link(text)


@given(st.lists(st.sampled_from(TOKENS), max_size=80).map(" ".join))
def test_latex_token_soup(text):
    _link(text)


@given(st.lists(st.sampled_from(TOKENS), max_size=60).map("".join))
def test_latex_token_soup_without_spaces(text):
    _link(text)


# -- token soup of TeX programming: only InputError may escape, and nothing hangs ----------------------------
TEX_TOKENS = ["\\def\\a{1.5x}", "\\def\\b#1{#1#1}", "\\def\\c#1.{#1}", "\\a", "\\b{", "\\b", "\\c", "}", "{", "2.5",
              "\\let\\a\\b", "\\let\\b=\\a", "\\edef\\d{\\a\\b}", "\\xdef\\d{\\d}", "\\d", "\\global", "\\gdef\\a{\\a}",
              "\\newcommand{\\e}[1]{\\times10^{#1}}", "\\e{-5}", "\\renewcommand{\\e}[2][x]{#2#1}", "\\e", "[", "]",
              "\\DeclareRobustCommand{\\f}{\\e}", "\\f", "\\expandafter", "\\csname a\\endcsname", "\\csname",
              "\\endcsname", "\\iffalse", "\\iftrue", "\\else", "\\fi", "\\ifx", "\\ifnum", "\\or", "\\unless",
              "\\newif\\ifg", "\\gtrue", "\\gfalse", "\\ifg", "\\catcode`\\@=11", "\\catcode", "\\phantom{",
              "\\verb|", "|", "\\url{", "\\[", "\\]", "$", "\\begingroup", "\\endgroup", "\\begin{itemize}",
              "\\end{itemize}", "\\newenvironment{r}[1]{#1x}{3.5}", "\\begin{r}", "\\end{r}", "% CLAIM:C1:NC1",
              "\\NewDocumentCommand{\\h}{s m}{#2}", "\\h", "\\input{}", "#", "##", "#1", "\n", "\n\n", " ", "."]


@given(st.lists(st.sampled_from(TEX_TOKENS), max_size=60).map(" ".join))
def test_tex_programming_soup(text):
    _link(text)


STENCIL = Path(__file__).resolve().parents[1] / "fixtures" / "stencil-ari"


@settings(max_examples=40)
@given(st.lists(st.sampled_from(TOKENS), max_size=80).map(" ".join))
def test_token_soup_papers_through_the_whole_gate(text):
    import contextlib
    import io
    import shutil

    from claim_gate.cli import main

    with tempfile.TemporaryDirectory() as tmp:
        ckpt = Path(tmp) / "ckpt"
        shutil.copytree(STENCIL, ckpt, ignore=shutil.ignore_patterns("experiments", "ear_published", "figures"))
        (ckpt / "soup.tex").write_text(text, encoding="utf-8")
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["check", str(ckpt / "soup.tex"), "--format", "json", "--no-write"])
        assert code in (0, 1, 2) and "Traceback" not in err.getvalue()
        if code != 2:
            assert out.getvalue().startswith("{")
