"""The title is printed at \\maketitle and holds the paper's headline claims: its numbers are read as the
abstract's (a strict target section), wherever \\title stands, and what follows it is read as before."""

import pytest

from claim_gate.paper.index import index_paper

R, S, Y = "result_claim", "experimental_setting", "citation_year"


def mentions(tmp_path, preamble, body):
    paper = tmp_path / "p.tex"
    paper.write_text("\\documentclass{article}\n%s\n\\begin{document}\n%s\n\\section{Results}\nWe got 3.5.\n"
                     "\\end{document}\n" % (preamble, body), encoding="utf-8")
    return [(m.value, m.type, m.section) for m in index_paper(paper).mentions]


@pytest.mark.parametrize("preamble, body", [
    ("\\title{Our model reaches 94.3\\% accuracy}", "\\maketitle"),  # in the preamble
    ("", "\\title{Our model reaches 94.3\\% accuracy}\n\\maketitle"),  # in the body
    ("\\title[Short title 12]{Our model reaches 94.3\\% accuracy\\thanks{Grant 123.}}", "\\maketitle"),
    ("\\Title{Our model reaches 94.3\\% accuracy}", "\\maketitle"),  # MDPI's class
])
def test_a_result_in_the_title_is_a_result_of_a_strict_section(tmp_path, preamble, body):
    assert mentions(tmp_path, preamble, body) == [(94.3, R, "abstract"), (3.5, R, "results")]


def test_the_preamble_resumes_after_a_title(tmp_path):
    # a definition after the title is still a definition (not printed), and the body is the body
    found = mentions(tmp_path, "\\title{A study}\n\\newcommand{\\ours}{91.2\\%}\n\\setcounter{page}{7}",
                     "\\maketitle\nIn the body, we used 16 threads.\n\\section{Experiments}\nOurs reaches \\ours.")
    assert [(v, s) for v, _, s in found] == [(16, "body"), (91.2, "experiments"), (3.5, "results")]


def test_a_title_in_the_body_gives_back_its_section(tmp_path):
    found = mentions(tmp_path, "", "\\section{Methods}\nWe used 16 threads.\n\\title{Part two 2.5}\\maketitle\nThen 8 cores.")
    assert [(v, s) for v, _, s in found] == [(16, "methodology"), (2.5, "abstract"), (8, "methodology"),
                                             (3.5, "results")]


@pytest.mark.parametrize("preamble, body", [
    # printed at \\maketitle with the macros defined by then (red team 49: a macro defined after \\title was lost)
    ("\\title{Reaching \\acc{} Accuracy}\n\\newcommand{\\acc}{94.3\\%}", "\\maketitle"),
    ("\\title{Reaching 94.3\\% Accuracy}", ""),  # no \\maketitle: read at the paper's end, fail closed
    ("\\title{Old 12.5}\\title{Reaching 94.3\\% Accuracy}", "\\maketitle"),  # the later title replaces it
    ("\\title{A study}\\subtitle{Reaching 94.3\\% Accuracy}", "\\maketitle"),  # KOMA, beamer
    ("\\title{Reaching 94.3\\% Accuracy}", "\\begin{frame}\\titlepage\\end{frame}"),  # beamer
])
def test_the_title_is_read_where_it_is_printed(tmp_path, preamble, body):
    found = mentions(tmp_path, preamble, body)
    assert sorted(found, key=lambda m: m[0]) == [(3.5, R, "results"), (94.3, R, "abstract")]


def test_a_title_is_printed_once(tmp_path):
    assert [v for v, _, _ in mentions(tmp_path, "\\title{Reaching 94.3\\% Accuracy}", "\\maketitle\\maketitle")] == [
        94.3, 3.5]


@pytest.mark.parametrize("text", ["Results of the NeurIPS'23 competition", "Results of ICML '24",
                                  "Results of ICML \u201924"])
def test_an_abbreviated_year_is_a_year(tmp_path, text):
    assert mentions(tmp_path, "\\title{%s}" % text, "\\maketitle")[0][1] == Y


def test_a_prime_is_no_abbreviated_year(tmp_path):
    assert mentions(tmp_path, "", "\\section{Results}\nWe find $f'23$ and Bob's 12.5 here.") == [
        (23, R, "results"), (12.5, R, "results"), (3.5, R, "results")]
