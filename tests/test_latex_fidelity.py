"""What LaTeX prints is what the gate reads: \\let, \\edef, robust commands, \\csname, group-local macros,
\\iffalse..\\else, \\phantom, macros with arguments, $10,000$, and what cannot be modelled is never trusted."""

import pytest

from claim_gate.paper.index import index_paper
from claim_gate.paper.link import link

PRE = "\\documentclass{article}\n%s\n\\begin{document}\n\\section{Results}\n%s\n\\end{document}\n"


def scan(tmp_path, body, preamble=""):
    main = tmp_path / "paper.tex"
    main.write_text(PRE % (preamble, body), encoding="utf-8")
    return index_paper(main)


def printed(ix):
    return [(m.text, m.value) for m in ix.mentions]


# -- definitions LaTeX honours ------------------------------------------------------------------------
@pytest.mark.parametrize("preamble, use, value", [
    # \let copies the meaning now: a later \renewcommand of the source does not change it.
    ("\\newcommand{\\res}{3.5x}\\let\\r\\res\\renewcommand{\\res}{9.9x}", "\\r", 3.5),
    ("\\newcommand{\\res}{3.5x}\\let\\r=\\res\\renewcommand{\\res}{9.9x}", "\\r", 3.5),
    ("\\newcommand{\\res}{3.5x}\\let\\r = \\res", "\\r", 3.5),
    # \edef expands its body at definition; \def would print the later value.
    ("\\def\\x{3.5x}\\edef\\y{\\x}\\def\\x{9.9x}", "\\y", 3.5),
    ("\\def\\x{3.5x}\\xdef\\y{\\x}\\def\\x{9.9x}", "\\y", 3.5),
    ("\\def\\x{3.5x}\\def\\y{\\x}\\def\\x{9.9x}", "\\y", 9.9),
    ("\\DeclareRobustCommand{\\speed}{2.5x}", "\\speed", 2.5),
    ("\\DeclareRobustCommand\\speed{2.5x}", "\\speed", 2.5),
    ("\\expandafter\\def\\csname speed\\endcsname{4.5x}", "\\speed", 4.5),
    ("\\expandafter\\newcommand\\csname speed\\endcsname{4.5x}", "\\speed", 4.5),
    ("\\def\\speed{4.5x}", "\\csname speed\\endcsname", 4.5),
    ("\\newif\\ifdraft\\drafttrue\\newcommand{\\v}{\\ifdraft 1.5x\\else 6.5x\\fi}", "\\v", 1.5),
    ("\\newif\\ifdraft\\newcommand{\\v}{\\ifdraft 1.5x\\else 6.5x\\fi}", "\\v", 6.5),
])
def test_definitions_as_latex_prints_them(tmp_path, preamble, use, value):
    ix = scan(tmp_path, f"The kernel is {use} faster.", preamble)
    assert [m.value for m in ix.mentions] == [value]
    assert ix.mentions[0].line == 5 and ix.mentions[0].column == len("The kernel is ") + 1


def test_let_to_a_known_command_acts_as_it(tmp_path):
    ix = scan(tmp_path, "As shown \\c{smith2019, lee2020} it is 2.5x.", "\\let\\c\\cite")
    assert printed(ix) == [("2.5", 2.5)]


@pytest.mark.parametrize("body, values", [
    ("{\\renewcommand{\\v}{9.9x}}It is \\v.", [3.5]),
    ("{\\def\\v{9.9x}}It is \\v.", [3.5]),
    ("{\\renewcommand{\\v}{9.9x} It is \\v.} Now \\v.", [9.9, 3.5]),
    ("\\begin{itemize}\\item\\renewcommand{\\v}{9.9x}\\end{itemize}It is \\v.", [3.5]),
    ("\\begingroup\\def\\v{9.9x}\\endgroup It is \\v.", [3.5]),
    ("{\\global\\def\\v{9.9x}}It is \\v.", [9.9]),
    ("{\\gdef\\v{9.9x}}It is \\v.", [9.9]),
    ("{{\\global\\def\\v{9.9x}}\\def\\v{1.5x}}It is \\v.", [9.9]),
])
def test_group_local_definitions(tmp_path, body, values):
    ix = scan(tmp_path, body, "\\newcommand{\\v}{3.5x}")
    assert [m.value for m in ix.mentions] == values


# -- conditionals ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("body, values", [
    ("\\iffalse Old 1.5x. \\else We reach 4.5x. \\fi Then 7.5x.", [4.5, 7.5]),
    ("\\iffalse \\ifx\\a\\b 1.5 \\else 2.5 \\fi 3.5 \\else 6.5 \\fi", [6.5]),
    ("\\iffalse \\ifnum 1=1 1.5 \\fi \\iffalse 2.5 \\else 3.5 \\fi \\fi 6.5", [6.5]),
    ("\\iffalse % \\else in a comment\n 1.5 \\else 2.5\\fi", [2.5]),
    ("\\iffalse \\iff 1.5 \\else 2.5\\fi", [2.5]),
    ("\\iftrue 1.5 \\else 2.5 \\iffalse 3.5 \\fi \\fi 6.5", [1.5, 6.5]),
    ("\\iffalse 1.5 \\fi 6.5", [6.5]),
])
def test_conditionals_scan_what_latex_prints(tmp_path, body, values):
    assert [m.value for m in scan(tmp_path, body).mentions] == values


# -- \phantom cannot hide what follows ------------------------------------------------------------------------
@pytest.mark.parametrize("body", [
    "\\phantom{\\verb|x} We reach 3.5x here|.",
    "\\hphantom{\\[} We reach 3.5x here \\vphantom{\\]}.",
    "\\phantom{$} We reach 3.5x here \\phantom{$}.",
    "\\phantom{\\url|} We reach 3.5x here|.",
    "\\] We reach 3.5x here.",
])
def test_phantom_does_not_hide_a_printed_number(tmp_path, body):
    assert [m.value for m in scan(tmp_path, body).mentions] == [3.5]


# -- macros with arguments ----------------------------------------------------------------------------------
def test_scientific_macro_is_one_number(tmp_path):
    ix = scan(tmp_path, "The error is $4.31\\e{-5}$ here.", "\\newcommand{\\e}[1]{\\times10^{#1}}")
    assert [(m.text, m.value, m.exponent) for m in ix.mentions] == [("4.31\\e{-5}", 4.31e-5, -5)]


@pytest.mark.parametrize("preamble, body, expected", [
    ("\\newcommand{\\best}[1]{\\textbf{#1}}", "A & \\best{93.2} \\\\", [("93.2", 93.2, "", 11)]),
    ("\\def\\pair#1#2{#1 and #2}", "It is \\pair{1.5}{2.5}x.", [("1.5", 1.5, "", 13), ("2.5", 2.5, "x", 18)]),
    ("\\newcommand{\\spd}[2][x]{#2#1}", "It is \\spd{3.5} and \\spd[\\%]{4.5}.",
     [("3.5", 3.5, "x", 12), ("4.5", 4.5, "%", 30)]),
    ("\\providecommand{\\spd}[1]{#1x}", "It is \\spd{3.5}.", [("3.5", 3.5, "x", 12)]),
    ("\\newcommand{\\spd}[1]{#1x}\\providecommand{\\spd}[1]{#1\\%}", "It is \\spd{3.5}.", [("3.5", 3.5, "x", 12)]),
    ("\\renewcommand{\\spd}[1]{(#1)}", "It is \\spd5.", [("5", 5.0, "", 11)]),
    ("\\NewDocumentCommand{\\spd}{O{x} m}{#2#1}", "It is \\spd{3.5}.", [("3.5", 3.5, "x", 12)]),
    ("\\newcommand{\\res}[1]{gives #1x}\\newcommand{\\run}[1]{\\res{#1}}", "It \\run{2.5}.",
     [("2.5", 2.5, "x", 9)]),
    ("\\newenvironment{res}[1]{Speedup #1x: }{ end 7.5x}", "\\begin{res}{2.5} text \\end{res}",
     [("2.5", 2.5, "x", 13), ("\\end{res}", 7.5, "x", 23)]),
])
def test_macros_with_arguments(tmp_path, preamble, body, expected):
    ix = scan(tmp_path, body, preamble)
    assert [(m.text, m.value, m.unit, m.column) for m in ix.mentions] == expected


def test_input_inside_a_macro_keeps_the_file_places(tmp_path):
    (tmp_path / "sec.tex").write_text("Here 2.5x.\n", encoding="utf-8")
    ix = scan(tmp_path, "First 1.5x. \\sect{sec} Last 3.5x.", "\\newcommand{\\sect}[1]{\\input{#1}}")
    assert [(m.text, m.file, m.line, m.column) for m in ix.mentions] == [
        ("1.5", "paper.tex", 5, 7), ("2.5", "sec.tex", 1, 6), ("3.5", "paper.tex", 5, 29)]


def test_a_number_in_a_macro_body_is_never_dropped(tmp_path):
    ix = scan(tmp_path, "It is \\spd{fast}.", "\\newcommand{\\spd}[1]{#1, 3.5x}")
    assert [(m.text, m.value) for m in ix.mentions] == [("\\spd{fast}", 3.5)]


def test_picture_mode_coordinates_print_nothing(tmp_path):
    """Inkscape's pdf_tex figures and LaTeX's picture mode place text with \\put(x,y) and draw with \\line(dx,dy){len}:
    300 coordinates of two robotics papers (set 25), and a control paper of set 39, were read as numbers needing
    evidence. The text a \\put places is read; \\makebox in text keeps its behaviour."""
    ix = scan(tmp_path, "\\begin{picture}(1,1.16000006)(0,-5)%\n"
              "\\put(0,0){\\includegraphics[width=\\unitlength]{fig.pdf}}%\n"
              "\\put(0.71684449,0.07902219){\\color[rgb]{0,0,0}\\makebox(0,0)[lb]{\\smash{$12.5$ ms}}}%\n"
              "\\put(82,54){\\line(-1,-2){7}}\\multiput(0,0)(10,0){5}{\\circle*{2}}\\qbezier(0,0)(5,5)(10,0)"
              "\\put(1,2){\\vector(1,0){3}}\\dashbox{0.5}(4,2){a}\\framebox(3,1){b}\\oval(2,4)\\qbezier[50](0,0)(5,5)(9,0)\n"
              "\\end{picture}\n\nWe reach \\framebox{7.5 s}.")
    assert printed(ix) == [("12.5", 12.5), ("7.5", 7.5)], printed(ix)


def test_sparkline_coordinates_print_nothing(tmp_path):
    """The sparklines package draws a word-sized graph from \\spark x y pairs: a JIT-warmup paper (set 40) had
    ~1300 coordinates in macros used in its prose and tables, each read as a number needing evidence."""
    ix = scan(tmp_path, "It warms up \\warm{} in 2.5 s.", "\\newcommand{\\warm}{\\begin{sparkline}{1.5}\\spark 0.0 0.8 "
              "0.5 0.8 1.0 0.0 /\\sparkrectangle 0.3 0.8 \\sparkdot 0.5 0.62 blue\\end{sparkline}}")
    assert printed(ix) == [("2.5", 2.5)], printed(ix)


# -- $10,000$ -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("body, values", [
    ("It took $10,000$ steps.", [10000.0]),
    ("It took $1,234,567$ steps.", [1234567.0]),
    ("It took $100,000$ steps.", [100000.0]),
    ("The sizes $\\{128,256\\}$ and $[1,100]$ and $(0,100)$.", [128.0, 256.0, 1.0, 100.0, 0.0, 100.0]),
    # a list once split stays split: "40,200,500" was read as 40200500 (a blind-labelled solar paper, set 39)
    ("Pulses of $\\tau=20,40,200,500$ s.", [20.0, 40.0, 200.0, 500.0]),
    ("Sizes $n = 1, 10,000$.", [1.0, 10000.0]),
    ("Pulses of 20,40,200,500 s and 1,234,567 runs.", [20.0, 40.0, 200.0, 500.0, 1234567.0]),    # all its math holds is the number: no list without a bracket (eqs_sphere, set 48); after a sign it may list
    ("It resulted in $507,395$ observations.", [507395.0]),
    ("Sizes $n=128,256$ here.", [128.0, 256.0]),
])
def test_thousands_in_math(tmp_path, body, values):
    assert [m.value for m in scan(tmp_path, body).mentions] == values


# -- what cannot be modelled is never trusted ---------------------------------------------------------------
SCIENCE = {"claims": [{"id": "C1", "numeric_assertions": [{"id": "NC1"}]}]}


@pytest.mark.parametrize("body", [
    "\\ifnum\\value{page}>1 It reaches 9.999x. % CLAIM:C1:NC1\n\\else It reaches 1.234x.\\fi",
    "\\ifx\\a\\b It reaches 9.999x. % CLAIM:C1:NC1\n\\fi",
    "\\catcode`\\|=13 It reaches 9.999x. % CLAIM:C1:NC1\n",
    "{\\expandafter\\foo\\bar It reaches 9.999x. % CLAIM:C1:NC1\n}",
    "It reaches \\csname s\\x\\endcsname 9.999x. % CLAIM:C1:NC1\n",
    "It reaches $\\fpeval{3.333*3}$ 9.999x. % CLAIM:C1:NC1\n",
])
def test_unmodelled_latex_is_never_trusted(tmp_path, body):
    ix = scan(tmp_path, body)
    out = link(ix, SCIENCE)
    assert len(out["unresolved_anchors"]) == 1
    assert "cannot" in out["unresolved_anchors"][0]["reason"]
    rec = out["paper_claim_links"][0]
    assert rec["resolved"] is False and rec["bound_mention"] is None
    m = next(m for m in ix.mentions if m.value == 9.999)
    assert m.requires_assertion and m.index in {u["index"] for u in out["uncovered_numeric_candidates"]}


@pytest.mark.parametrize("after", ["\\section{Discussion}\nOur accuracy is 91.2\\% and the error fell by 12\\%.\n",
                                   "\\subsection{Ablation}\nOur accuracy is 91.2\\% and the error fell by 12\\%.\n"])
def test_a_table_never_closed_ends_at_the_next_heading_untrusted(tmp_path, after):
    """A parameter table left open (neon_div's pandoc table ends with a printed "\\end{tabular}"; an agent can
    leave one open on purpose) swallowed the sections after it: their results read as the table's setting cells.
    The table ends at the next heading, and what it held is untrusted (an anchor is needed whatever the class)."""
    body = ("\\begin{table}\\caption{Parameters used.}\\begin{tabular}{ll} Name & Value \\\\ lr & 0.1 \\\\\n"
            + after)
    ix = scan(tmp_path, body)
    why_of = {m.text: ix.document.unmodelled_at(m.block, m.start) for m in ix.mentions}
    assert {m.text: m.type for m in ix.mentions} == {"0.1": "experimental_setting", "91.2": "result_claim",
                                                      "12": "result_claim"}
    assert why_of["91.2"] is None and why_of["12"] is None and ix.mentions[0].requires_assertion
    why = why_of["0.1"]
    assert why is not None and "\\begin{tabular} at paper.tex:5 is not closed before \\" in why
    out = link(ix, SCIENCE)
    assert ix.mentions[0].index in {u["index"] for u in out["uncovered_numeric_candidates"]}


def test_a_table_never_closed_before_the_end_is_untrusted(tmp_path):
    ix = scan(tmp_path, "\\begin{tabular}{ll} Name & Value \\\\ lr & 0.1 \\\\\nOur accuracy is 91.2\\%.\n")
    assert all(m.requires_assertion for m in ix.mentions) and len(ix.mentions) == 2
    assert "is not closed before \\end{document}" in ix.document.unmodelled_at(ix.mentions[1].block,
                                                                                 ix.mentions[1].start)


@pytest.mark.parametrize("outer", ["table", "figure", "center", "minipage"])
def test_a_tabular_ended_by_the_environment_around_it_is_untrusted(tmp_path, outer):
    """Red team 19: "\\end{table}" with no "\\end{tabular}" closed the tabular silently, and the results prose it
    swallowed read as the parameter table's trusted cells. It is untrusted, as at a heading; after it text is trusted."""
    arg = "{0.9\\linewidth}" if outer == "minipage" else ""
    body = (f"\\begin{{{outer}}}{arg}\\begin{{tabular}}{{ll}} Parameter & Value \\\\ lr & 0.001 \\\\\n\n"
            f"Our model reaches 91.2\\% accuracy.\n\n\\end{{{outer}}}\n\nAfter it 77.0\\% holds.\n")
    ix = scan(tmp_path, body)
    why = {m.text: ix.document.unmodelled_at(m.block, m.start) for m in ix.mentions}
    assert set(why) == {"0.001", "91.2", "77.0"}, why
    assert f"is not closed before \\end{{{outer}}}" in (why["91.2"] or "") and why["77.0"] is None
    assert next(m for m in ix.mentions if m.text == "91.2").requires_assertion


@pytest.mark.parametrize("group", ["{\\small ", "\\resizebox{\\linewidth}{!}{"])
def test_a_tabular_ended_by_its_group_is_untrusted_to_the_end_of_its_float(tmp_path, group):
    """Red team 19: a tabular left open inside a brace group swallowed the results written after the group, up to the
    enclosing \\end{table}, as trusted parameter cells or notes. LaTeX ends it at the group's end: what it held and
    the rest of its float are untrusted; the text after the float is trusted."""
    body = ("\\begin{table}\\caption{Hyperparameters.}" + group + "\\begin{tabular}{ll} Parameter & Value \\\\ "
            "lr & 0.001 \\\\ }\n\nOurs 91.2\\%.\n\n\\end{table}\n\nAfter it 77.0\\% holds.\n")
    ix = scan(tmp_path, body)
    why = {m.text: ix.document.unmodelled_at(m.block, m.start) for m in ix.mentions}
    assert set(why) == {"0.001", "91.2", "77.0"}, why
    assert "is not closed before the end of its group" in (why["0.001"] or "")
    assert "is not closed before the end of its group" in (why["91.2"] or "") and why["77.0"] is None


def test_a_closed_table_is_trusted(tmp_path):
    ix = scan(tmp_path, "\\begin{tabular}{ll} Name & Value \\\\ lr & 0.1 \\\\ \\end{tabular}\n\\section{More}\nIt is 9.1\\%.\n")
    assert [ix.document.unmodelled_at(m.block, m.start) for m in ix.mentions] == [None, None]


def test_untrusted_region_of_the_preamble_ends_there(tmp_path):
    main = tmp_path / "paper.tex"
    main.write_text("\\makeatletter\\@ifundefined{x}{}{}\n\\begin{document}\nIt is 2.5x.\n\\end{document}\n")
    ix = index_paper(main)
    assert [ix.document.unmodelled_at(m.block, m.start) for m in ix.mentions] == [None]


def test_a_fractional_power_of_ten_is_read_whole_and_never_trusted(tmp_path):
    """$10^{6.6}$ K was read as 10^6 (its ".6" dropped), a wrong value an assertion of 10^6 would pass (a blind-labelled
    solar paper, set 39). It is read as 10^6.6, printed whole, and its anchor stays unresolved: its printed precision
    is a factor, which the numeric check does not model. 10^{ -3 } lost its exponent to the spaces."""
    ix = scan(tmp_path, "It peaks at $10^{6.6}$ K. % CLAIM:C1:NC1\n\nAnd $10^{ -3 }$ and $10^7$ K and "
                        "$2 \\times 10^{6.6}$.")
    assert [(m.text, round(m.value, 1)) for m in ix.mentions] == [("10^{6.6}", 3981071.7), ("10^{ -3 }", 0.0),
                                                                   ("10^7", 10000000.0),
                                                                   ("2 \\times 10^{6.6}", 7962143.4)], printed(ix)
    assert "fractional exponent" in ix.document.unmodelled_at(ix.mentions[3].block, ix.mentions[3].start)
    assert ix.mentions[1].value == 0.001 and ix.mentions[0].requires_assertion
    assert "fractional exponent" in ix.document.unmodelled_at(ix.mentions[0].block, ix.mentions[0].start)
    assert [u["numeric_id"] for u in link(ix, SCIENCE)["unresolved_anchors"]] == ["NC1"]


def test_a_power_of_another_base_is_read_whole(tmp_path):
    """$2^{-38}$ was read as 2 (its exponent dropped), so a recorded 2 bound to it passed (a blind-labelled
    cryptography paper, set 49: a table of trail probabilities). It is read as 2**-38, printed whole, and its anchor
    stays unresolved: its precision is no decimal place the numeric check models. A whole power ($2^{32}$, $128^3$)
    is an integer printed exactly and is checked as one. A range of powers (2^{-88 \\le w < -48}) keeps its base
    alone; 10^{4} stays a power of ten."""
    ix = scan(tmp_path, "A trail has probability $2^{-38}$. % CLAIM:C1:NC1\n\nWe use $2^{32}$ keys, "
                        "$2^{-88 \\le w < -48}$ and $10^{4}$.")
    assert [(m.text, m.value) for m in ix.mentions] == [("2^{-38}", 2.0 ** -38), ("2^{32}", 2.0 ** 32), ("2", 2.0),
                                                        ("10^{4}", 10000.0)], printed(ix)
    why = [ix.document.unmodelled_at(m.block, m.start) for m in ix.mentions]
    assert "base other than ten" in why[0] and why[1:] == [None, None, None]
    assert [u["numeric_id"] for u in link(ix, SCIENCE)["unresolved_anchors"]] == ["NC1"]


def test_untrusted_region_ends_with_its_group_or_paragraph(tmp_path):
    ix = scan(tmp_path, "{\\expandafter\\foo\\bar 1.5x.} It reaches 2.5x. % CLAIM:C1:NC1\n\n"
                        "\\expandafter\\foo 3.5x\n\nThen 4.5x.")
    reasons = [ix.document.unmodelled_at(m.block, m.start) for m in ix.mentions]
    assert [r is not None for r in reasons] == [True, False, True, False]
    assert link(ix, SCIENCE)["unresolved_anchors"] == []



@pytest.mark.parametrize("preamble", ["\\abstract\n{We found a 3.2x speedup.}", "\\Abstract{We found a 3.2x speedup.}"])
def test_an_abstract_in_the_preamble_on_the_next_line_or_in_jss(tmp_path, preamble):
    """apa7's \\abstract with its brace on the next line, and jss's \\Abstract{...} (red team 5): never unread."""
    ix = scan(tmp_path, "The effect was 0.52.", preamble)
    assert [(m.text, m.section) for m in ix.mentions] == [("3.2", "abstract"), ("0.52", "results")], printed(ix)


def test_an_abstract_given_in_the_preamble_is_read(tmp_path):
    """apa7 and other classes take \\abstract{...} in the preamble and print it at \\maketitle: its numbers were
    silently lost (a blind-labelled psychology paper, set 9)."""
    ix = scan(tmp_path, "The effect was 0.52.", "\\title{T}\n\\abstract{We found an effect of $d = 0.41$ in\n"
              "207 participants.}\n\\newcommand{\\foo}{12}")
    found = [(m.text, m.section, m.line) for m in ix.mentions]
    assert found == [("0.41", "abstract", 3), ("207", "abstract", 4), ("0.52", "results", 8)], found
    # the preamble resumes after the argument: a definition after it still works, its text is not printed (the
    # title, which no \\maketitle printed here, is read at the paper's end since session 49: tests/test_title.py)
    ix = scan(tmp_path, "It took \\foo{} s.", "\\abstract{A 3.5x gain.}\\newcommand{\\foo}{12}\\title{7 ways}")
    assert [(m.text, m.value) for m in ix.mentions] == [("3.5", 3.5), ("\\foo", 12), ("7", 7)], printed(ix)


def test_a_rescience_abstract_macro_is_read_once_as_the_abstract(tmp_path):
    """ReScience C's class prints \\def\\articleABSTRACT{...}: left unread, an abstract's numbers escaped the gate
    (a blind-labelled ReScience replication, set 26). It is read once, where it is defined, as the abstract; the
    template's \\ifdefempty{\\articleABSTRACT}{}{...\\articleABSTRACT} prints nothing more."""
    abstract = "\\def \\articleABSTRACT{Run times were 8.1 to\n13.8 hours.}"
    ix = scan(tmp_path, "The effect was 0.52.", abstract)
    found = [(m.text, m.section, m.line) for m in ix.mentions]
    assert found == [("8.1", "abstract", 2), ("13.8", "abstract", 3), ("0.52", "results", 6)], found
    ix = scan(tmp_path, "\\ifdefempty{\\articleABSTRACT}{}{Abstract: \\articleABSTRACT}\n\\section{Results}\nThe effect "
              "was 0.52.", abstract)
    assert [(m.text, m.section) for m in ix.mentions] == [("8.1", "abstract"), ("13.8", "abstract"),
                                                         ("0.52", "results")], printed(ix)
    # older templates define it after \\begin{document}: read where it stands, the section around it kept
    ix = scan(tmp_path, "\\def \\articleABSTRACT{A 3.5x gain.}\nThe effect was 0.52.")
    assert [(m.text, m.section) for m in ix.mentions] == [("3.5", "abstract"), ("0.52", "results")], printed(ix)


@pytest.mark.parametrize("cell", ["\\cellcolor{gray!6}{0.63}", "\\cellcolor[HTML]{EFEFEF}0.63",
                                  "\\rowcolor{blue!10}0.63", "\\fcolorbox{red}{gray!6}{0.63}",
                                  "\\fcolorbox[rgb]{0,0,1}{1,1,0}{0.63}", "\\rowcolors{2}{gray!10}{white}0.63"])
def test_a_colour_argument_never_joins_the_number(tmp_path, cell):
    """\\cellcolor{gray!6}{0.63} read as 'gray!60.63' printed 60.63 (a blind-labelled epidemiology table)."""
    ix = scan(tmp_path, "\\begin{tabular}{lr}\nA & %s \\\\\n\\end{tabular}" % cell)
    assert printed(ix) == [("0.63", 0.63)], printed(ix)


# -- what the spent external papers printed as spurious results (session 8) -------------------------------------
@pytest.mark.parametrize("body, expected", [
    # thousands grouped by a space (last group 000), a tie or a thin space are one number
    ("Opacity rises near 21 000 K and after 1 500 000 steps.", [("21 000", 21000.0), ("1 500 000", 1500000.0)]),
    ("We keep 21~000 points, 10\\,000 queries and $12\\,345$ reads.",
     [("21~000", 21000.0), ("10\\,000", 10000.0), ("12\\,345", 12345.0)]),
    # a plain-space list stays a list
    ("Block sizes 64 128 256 were tried.", [("64", 64.0), ("128", 128.0), ("256", 256.0)]),
    # three or more capitals glued to a digit name a thing; a unit in capitals stays a unit
    ("We use 3DGS rendering, the 2AFC score and 1RTT commits; the fan spins at 3000RPM.", [("3000", 3000.0)]),
    # layout arguments print nothing
    ("\\begin{minipage}[c]{14cm}Gain 3.5x.\\end{minipage}", [("3.5", 3.5)]),
    ("\\begin{adjustwidth}{-25mm}{-15mm}Gain 4.5x.\\end{adjustwidth}", [("4.5", 4.5)]),
    # adjustbox's key=value options (vm_warmup, set 42); a group of prose after a layout environment stays prose
    ("\\begin{adjustbox}{scale=.85}Gain 4.5x.\\end{adjustbox}", [("4.5", 4.5)]),
    ("\\begin{adjustbox}{max width=\\textwidth, center}Gain 4.5x.\\end{adjustbox}", [("4.5", 4.5)]),
    ("\\begin{minipage}{We ran 3 seeds.}Gain 4.5x.\\end{minipage}", [("3", 3.0), ("4.5", 4.5)]),
    ("\\begin{figure}\\begin{subfigure}[t]{0.45\\textwidth}\\caption{Time 3.2 s}\\end{subfigure}\\end{figure}",
     [("3.2", 3.2)]),
    ("\\begin{wrapfigure}{r}{5cm}\\caption{Gain 4.1x}\\end{wrapfigure}", [("4.1", 4.1)]),
    ("\\epsscale{1.2}\\movetableright=-20mm Gain 5.5x.", [("5.5", 5.5)]),
    # TeX's spacing primitives take their glue without braces (dielectrics_ml, set 65: "\\vskip 0.5cm")
    ("\\vskip 0.5cm Gain 3.5x.", [("3.5", 3.5)]),
    ("A\\hskip 1em plus 1fil B\\kern-2pt C \\raise0.5\\baselineskip\\hbox{D} gained 3.5x.", [("3.5", 3.5)]),
    ("The sum is $a\\mkern3mu b = 4.5$.", [("4.5", 4.5)]),
    # ... and nothing else after them: a \\kern with no glue leaves the number printed
    ("A\\kern the 5 runs.", [("5", 5.0)]),
    # a length assignment in math is printed: "$\\ell = 5$ cm" keeps its number
    ("The ring has $\\ell = 5$ cm.", [("5", 5.0)]),
    # TeX's integer parameters, "=" or not (deepsphere_cosmo, set 73: "{\\interfootnotelinepenalty=10000 \\footnote"
    # printed 10000); the number after the assignment's one space is printed
    ("Data{\\interfootnotelinepenalty=10000 \\footnote{Online.}} gain 3.5x.", [("3.5", 3.5)]),
    ("\\clubpenalty 10000 \\tolerance=1000 \\looseness=-1 \\hbadness = 10000 Gain 3.5x.", [("3.5", 3.5)]),
    ("\\tolerance=1000 5 runs.", [("5", 5.0)]),
    # in math, or after a name TeX does not know as an integer, a number stays printed
    ("The cost is $\\penalty = 5$ and \\ours=7.", [("5", 5.0), ("7", 7.0)]),
])
def test_spurious_numbers_of_layout_and_names_are_gone_and_grouped_thousands_are_one(tmp_path, body, expected):
    assert printed(scan(tmp_path, body)) == expected


@pytest.mark.parametrize("body, expected", [  # red team 12: what the session-8 scanner rules must not hide
    ("Quality rose by 2.3BLEU to 0.92SSIM; the core reaches 3.5GHZ and 410GOPS at 12USD.",
     [("2.3", 2.3), ("0.92", 0.92), ("3.5", 3.5), ("410", 410.0), ("12", 12.0)]),
    ("The localisation error of \\ours=3.2mm beats 5.1mm.", [("3.2", 3.2), ("5.1", 5.1)]),
    ("\\begin{paracol}{2}\\begin{column}{\\bf Our method reached 93.1x.}\\end{column}\\end{paracol}", [("93.1", 93.1)]),
    ("\\begin{minipage}{0.5\\textwidth}[Ours reaches 93.1x] more\\end{minipage}", [("93.1", 93.1)]),
])
def test_red_team_12_scanner_cases_keep_their_numbers(tmp_path, body, expected):
    assert printed(scan(tmp_path, body)) == expected


def test_a_range_whose_first_end_carries_its_unit_keeps_its_second_end(tmp_path):
    """stomata_kinetics (set 20) printed "5.37%-13.8%", read as 5.37 and -13.8; "5x-8x" and "3 ms-5 ms" lost their
    second end as an identifier's tail (like ResNet-50, which stays a name)."""
    found = printed(scan(tmp_path, "Humidity ranged 5.37\\%-13.8\\%, speedups 5x-8x, latency 3 ms-5 ms on ResNet-50."))
    assert found == [("5.37", 5.37), ("13.8", 13.8), ("5", 5.0), ("8", 8.0), ("3", 3.0), ("5", 5.0)]


@pytest.mark.parametrize("body, expected", [  # red team 13
    ("Widths of 3 nm-5.5 nm at 20°C-25°C and 3m/s-5m/s; 2$\\times$-3$\\times$ on SXM4-80GB and Qwen2.5-7B.",
     [("3", 3.0), ("5.5", 5.5), ("20", 20.0), ("25", 25.0), ("3", 3.0), ("5", 5.0), ("2", 2.0), ("3", 3.0)]),
    ("We reach 3TFLOP and 9KLOC with 3DGS data.", [("3", 3.0), ("9", 9.0)]),
    ("Errors \\offset=3.2mm and \\depth=4.1mm.", [("3.2", 3.2), ("4.1", 4.1)]),
])
def test_red_team_13_scanner_cases_keep_their_numbers(tmp_path, body, expected):
    assert printed(scan(tmp_path, body)) == expected


def test_a_clock_duration_is_its_parts(tmp_path):
    """quantms_rescore (set 21) printed run times as 9h39m: nothing was read, as if a name."""
    found = [(m.text, m.value, m.unit) for m in scan(tmp_path, "Runs took 9h39m and 2m30s, not 5h.").mentions]
    assert found == [("9", 9.0, "h"), ("39", 39.0, "min"), ("2", 2.0, "min"), ("30", 30.0, "s"), ("5", 5.0, "h")]
    # red team 14: three parts, days, and decimal seconds
    found = [(m.text, m.value, m.unit) for m in scan(tmp_path, "It took 1h05m30s, 3d4h and 2m30.75s.").mentions]
    assert found == [("1", 1.0, "h"), ("05", 5.0, "min"), ("30", 30.0, "s"), ("3", 3.0, "d"), ("4", 4.0, "h"),
                     ("2", 2.0, "min"), ("30.75", 30.75, "s")]


def test_continental_thousands_are_one_number(tmp_path):
    """Red team 13: "1.250.000" printed nothing; one dot group ("1.250") stays a decimal."""
    assert printed(scan(tmp_path, "Throughput rose to 1.250.000 queries in 1.250 s.")) == [("1.250.000", 1250000.0),
                                                                                            ("1.250", 1.25)]
    assert printed(scan(tmp_path, "The server at 192.168.100.200 answered 1.250.000 queries.")) == [
        ("1.250.000", 1250000.0)]  # an IPv4 address is no number


def test_showyourwork_variables_are_read_and_a_missing_one_is_an_error(tmp_path):
    """mab_moon (set 23) printed its fluxes with showyourwork's \\variable{output/...}: the scanner read nothing.
    The file is read like \\input; a missing one stops the run (exit 2), a user's own \\variable is theirs."""
    from claim_gate.errors import InputError

    (tmp_path / "output").mkdir()
    (tmp_path / "output" / "flux.txt").write_text("3.27\n", encoding="utf-8")
    assert printed(scan(tmp_path, "The flux is \\variable{output/flux.txt} units.")) == [("3.27", 3.27)]
    with pytest.raises(InputError, match=r"\\variable\{output/gone.txt\}: no such file"):
        scan(tmp_path, "The flux is \\variable{output/gone.txt} units.")
    own = "\\newcommand{\\variable}[1]{\\texttt{#1}}"
    assert printed(scan(tmp_path, "The \\variable{x1} run is 2.5x faster.", own)) == [("2.5", 2.5)]


@pytest.mark.parametrize("body, expected", [  # red team 14
    ("Losses 3 dB-5 dB and rates 3 QPS-5 QPS; 64 ResNet-50 models.", [("3", 3.0), ("5", 5.0), ("3", 3.0), ("5", 5.0),
                                                                    ("64", 64.0)]),
    ("Our kernel is 3.2X faster on 1.000.000.000 tokens.", [("3.2", 3.2), ("1.000.000.000", 1e9)]),
    # left open by it, closed in session 9: a decimal comma before a percent sign, one plain-space thousands group
    ("Accuracy rose to 93,1\\% and 7,25 \\%; the melt reaches 1 500 K and $2 048$ cores.",
     [("93,1", 93.1), ("7,25", 7.25), ("1 500", 1500.0), ("2 048", 2048.0)]),
    # ... not a list: "2 4 8 128", "64 128 256", "4,5,6%", a list's "1,2"
    ("Sizes 2 4 8 128 and 64 128 256, shares 4,5,6\\% and pairs 1,2 and 3,4.",
     [("2", 2.0), ("4", 4.0), ("8", 8.0), ("128", 128.0), ("64", 64.0), ("128", 128.0), ("256", 256.0), ("4", 4.0),
      ("5", 5.0), ("6", 6.0), ("1", 1.0), ("2", 2.0), ("3", 3.0), ("4", 4.0)]),
])
def test_red_team_14_scanner_cases_keep_their_numbers(tmp_path, body, expected):
    assert printed(scan(tmp_path, body)) == expected


@pytest.mark.parametrize("body, expected", [  # red team 15: a decimal comma read as two numbers passed at 0 decimals
    ("It reaches $93{,}1\\,\\%$, $3{,}14$, $0{,}125$ and $1{,}5 \\cdot 10^{3}$.",
     [("93{,}1", 93.1), ("3{,}14", 3.14), ("0{,}125", 0.125), ("1{,}5 \\cdot 10^{3}", 1500.0)]),
    ("It reaches 93,1 percent, 12,5 per cent and $93,1\\,\\%$.", [("93,1", 93.1), ("12,5", 12.5), ("93,1", 93.1)]),
    # {,} before exactly three digits still groups thousands; a plain math comma still separates a list
    ("It has $10{,}000$ and $1{,}234{,}567$ rows; the set $\\{3,14\\}$.",
     [("10{,}000", 10000.0), ("1{,}234{,}567", 1234567.0), ("3", 3.0), ("14", 14.0)]),
])
def test_a_decimal_comma_is_one_number(tmp_path, body, expected):
    assert printed(scan(tmp_path, body)) == expected


@pytest.mark.parametrize("preamble, body, expected, trusted", [  # red team 15: these numbers vanished
    ("\\newrobustcmd{\\peak}{24.5}\\providerobustcmd*{\\lat}[1]{#1.5}", "Peak \\peak{} GB, \\lat{7} ms.",
     [("\\peak", 24.5), ("7}", 7.5)], True),
    ("\\NewExpandableDocumentCommand{\\peak}{}{24.5}", "Peak \\peak{} GB.", [("\\peak", 24.5)], True),
    # expl3 code is read for the document commands it defines, never trusted
    ("\\ExplSyntaxOn\n\\cs_new:Npn \\ourval {31.7}\n\\cs_new_protected:Npn \\twice #1 { #1 }\n"
     "\\def\\plain{12.5}\n\\ExplSyntaxOff", "It is \\ourval{} ms.\n\nIt is \\twice{4.2} s.\n\nIt is \\plain{} s.",
     [("\\ourval", 31.7), ("4.2", 4.2), ("\\plain", 12.5)], False),
])
def test_definitions_by_etoolbox_xparse_and_expl3_print_their_numbers(tmp_path, preamble, body, expected, trusted):
    ix = scan(tmp_path, body, preamble)
    assert printed(ix) == expected
    assert all((ix.document.unmodelled_at(m.block, m.start) is None) == trusted for m in ix.mentions)


_ACC = "Our accuracy is \\acc. We reach 93.1\\%."


@pytest.mark.parametrize("preamble, files, acc", [  # red team 16: expl3 code hid every number, or the one it defined
    # the region ends with its group, at \begin{document} or at \ExplSyntaxOff: it never swallows the paper
    ("\\begingroup\\ExplSyntaxOn \\cs_gset:Npn \\foo {x} \\endgroup", {}, None),
    ("{\\ExplSyntaxOn \\cs_gset:Npn \\foo {x}}", {}, None),
    ("\\ExplSyntaxOn \\cs_new:Npn \\foo {x}", {}, None),
    # a value is followed through the code's own functions, token lists and copies
    ("\\ExplSyntaxOn \\cs_new:Npn \\__my_acc: {91.2\\%} \\NewDocumentCommand\\acc{}{\\__my_acc:} \\ExplSyntaxOff", {}, 91.2),
    ("\\ExplSyntaxOn \\tl_const:Nn \\c_my_acc_tl {91.2\\%} \\NewDocumentCommand\\acc{}{\\c_my_acc_tl} \\ExplSyntaxOff", {},
     91.2),
    ("\\ExplSyntaxOn \\tl_new:N \\acc \\tl_set:Nn \\acc {91.2\\%} \\ExplSyntaxOff", {}, 91.2),
    ("\\ExplSyntaxOn \\cs_new:Npn \\my_acc: {91.2\\%} \\cs_new_eq:NN \\acc \\my_acc: \\ExplSyntaxOff", {}, 91.2),
    ("\\ExplSyntaxOn \\cs_new:cpn {acc} {91.2\\%} \\ExplSyntaxOff", {}, 91.2),
    ("\\ExplSyntaxOn \\protected\\def\\acc{91.2\\%} \\ExplSyntaxOff", {}, 91.2),
    ("\\ExplSyntaxOn \\cs_new:Npo \\acc {91.2\\%} \\ExplSyntaxOff", {}, 91.2),
    ("\\newcommand{\\acc}{91.2\\%}\\ExplSyntaxOn \\tl_set:Nn \\acc {85.0\\%} \\ExplSyntaxOff", {}, 85.0),
    # local styles, a declared expl3 package too
    ("\\usepackage{mine}", {"mine.sty": "\\ExplSyntaxOn \\cs_new:Npn \\acc {91.2\\%} \\ExplSyntaxOff"}, 91.2),
    ("\\usepackage{mine}", {"mine.sty": "\\ProvidesExplPackage{mine}{2024}{1}{x}\n\\cs_new:Npn \\acc {91.2\\%}\n"}, 91.2),
    # computed: a stand-in digit is reported, untrusted, instead of nothing
    ("\\ExplSyntaxOn \\NewDocumentCommand\\acc{}{\\fp_eval:n{91.2}\\%} \\ExplSyntaxOff", {}, 0.0),
    ("\\ExplSyntaxOn \\int_new:N \\acc \\int_set:Nn \\acc {91} \\ExplSyntaxOff", {}, 0.0),
])
def test_expl3_never_hides_a_number(tmp_path, preamble, files, acc):
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    ix = scan(tmp_path, _ACC, preamble)
    got = printed(ix)
    assert got[-1] == ("93.1", 93.1), got
    if acc is not None:
        assert got[0] == ("\\acc", acc) and ix.document.unmodelled_at(ix.mentions[0].block, ix.mentions[0].start)


def test_expl3_values_that_multiply_are_bounded(tmp_path):
    """Each function calling the next four times: followed seven deep the value is 4^7 copies of the leaf, and
    deeper chains grow without end; a value longer than the code itself is a stand-in (reported, untrusted)."""
    f = [f"\\my_{c}:" for c in "abcdefgh"]
    chain = " ".join(f"\\cs_new:Npn {f[i]} {{{f[i + 1]} {f[i + 1]} {f[i + 1]} {f[i + 1]}}}" for i in range(7))
    code = f"\\ExplSyntaxOn {chain} \\cs_new:Npn {f[7]} {{9}} \\NewDocumentCommand\\acc{{}}{{{f[0]}}} \\ExplSyntaxOff"
    ix = scan(tmp_path, _ACC, code)
    assert printed(ix)[0] == ("\\acc", 0.0)


def test_expl3_code_that_loads_a_file_is_refused(tmp_path):
    from claim_gate.errors import InputError

    (tmp_path / "defs.tex").write_text("\\cs_new:Npn \\acc {91.2\\%}", encoding="utf-8")
    with pytest.raises(InputError, match="expl3 code loads defs from the paper.s folder"):
        scan(tmp_path, _ACC, "\\ExplSyntaxOn \\input{defs} \\ExplSyntaxOff")


def test_expl3_in_the_body_is_scanned_and_never_trusted(tmp_path):
    ix = scan(tmp_path, "\\ExplSyntaxOn \\cs_new:Npn \\foo {x} \\ExplSyntaxOff Our accuracy is 91.2\\%.\n\nLater 3.5 s.")
    assert printed(ix) == [("91.2", 91.2), ("3.5", 3.5)]
    assert all(ix.document.unmodelled_at(m.block, m.start) for m in ix.mentions)


@pytest.mark.parametrize("body, expected", [  # red team 16: decimal commas in siunitx, before units, in table cells
    ("It is \\SI{3,2}{\\milli\\metre}, \\num{93,12}, \\qty{12,5}{\\percent} and 3,2 mm.",
     [("3,2", 3.2), ("93,12", 93.12), ("12,5", 12.5), ("3,2", 3.2)]),
    ("\\begin{tabular}{lc}Model & Acc. (\\%) \\\\ A & 88,1 \\\\ B & 77,25 \\\\ C & 1,2 \\\\\\end{tabular}",
     [("88,1", 88.1), ("77,25", 77.25), ("1", 1.0), ("2", 2.0)]),
])
def test_red_team_16_decimal_commas(tmp_path, body, expected):
    assert printed(scan(tmp_path, body)) == expected


@pytest.mark.parametrize("marker", [  # red team 16: a heading or \appendix LaTeX may not print stays checked
    "\\ifdefined\\final\\section{Related Work}\\fi", "\\IfFileExists{x.tex}{\\appendix}{}\\section{More}",
])
def test_a_heading_in_an_undecidable_condition_takes_nothing_out_of_coverage(tmp_path, marker):
    ix = scan(tmp_path, f"We reach 93.1\\%.\n{marker}\nIt is 91.7\\%.")
    assert ix.mentions[-1].section in ("results", "more"), [m.section for m in ix.mentions]


@pytest.mark.parametrize("preamble, marker", [  # red team 15: sections after such an \appendix stay checked
    ("\\renewcommand{\\appendix}{}", "\\appendix"),
    ("", "\\ifdefined\\camera\\appendix\\fi"),
])
def test_an_appendix_the_gate_cannot_trust_takes_nothing_out_of_coverage(tmp_path, preamble, marker):
    ix = scan(tmp_path, f"We reach 93.1\\%.\n{marker}\n\\section{{Scaling study}}\nIt is 91.7\\%.", preamble)
    assert [m.section for m in ix.mentions] == ["results", "scaling_study"]
    plain = scan(tmp_path, "We reach 93.1\\%.\n\\appendix\n\\section{Scaling study}\nIt is 91.7\\%.")
    assert [m.section for m in plain.mentions] == ["results", "appendix"]


# -- local packages and classes ---------------------------------------------------------------------------
def _styled(tmp_path, style, body, name="mine", ext=".sty", loader="\\usepackage{mine}"):
    (tmp_path / f"{name}{ext}").write_bytes(style if isinstance(style, bytes) else style.encode("utf-8"))
    main = tmp_path / "paper.tex"
    cls = "" if ext == ".cls" else "\\documentclass{article}\n"
    main.write_text(f"{cls}{loader}\n\\begin{{document}}\n\\section{{Results}}\n{body}\n\\end{{document}}\n",
                    encoding="utf-8")
    return index_paper(main)


@pytest.mark.parametrize("style", [
    "\\newcommand{\\acc}{91.2\\%}\n",
    "\\def\\acc{91.2\\%}\n",
    "\\makeatletter\\def\\@acc{91.2}\\newcommand{\\acc}{\\@acc\\%}\\makeatother\n",  # through an internal macro
    "\\ProvidesPackage{mine}\n\\newcommand{\\acc}{\\relax 91.2\\,\\%\\xspace}\n",  # a declared package's value
    "\\NeedsTeXFormat{LaTeX2e}\\ProvidesPackage{mine}\\def\\val{91.2}\\newcommand{\\acc}{\\val\\%}\n",
])
def test_a_local_package_prints_its_macros_numbers(tmp_path, style):
    """`\\usepackage{mine}` with mine.sty in the paper's folder: before, \\acc printed 91.2% and the gate read
    nothing (red team 14); its definitions are now the paper's."""
    ix = _styled(tmp_path, style, "Our accuracy is \\acc{} on the test set. % CLAIM:C1:NC1")
    assert printed(ix) == [("\\acc", 91.2)]
    assert ix.mentions[0].requires_assertion and ix.mentions[0].unit == "%"
    assert [f.display for f in ix.document.files] == ["paper.tex", "mine.sty"]


@pytest.mark.parametrize("loader", ["\\usepackage% our own style\n{mine}", "\\usepackage[final] %\n  {mine}",
                                    "\\newcommand{\\sty}{mine}\n\\usepackage{\\sty}"])
def test_a_local_package_loaded_past_a_comment_or_through_a_macro_is_read(tmp_path, loader):
    """Red team 16: a comment before the argument, or the name in a macro, left mine.sty unread and \\acc printing
    nothing the gate saw."""
    ix = _styled(tmp_path, "\\newcommand{\\acc}{91.2\\%}\n", "Our accuracy is \\acc{} on the test set.", loader=loader)
    assert printed(ix) == [("\\acc", 91.2)]


def test_a_local_class_prints_its_macros_numbers_and_latin1_is_read(tmp_path):
    style = "\\ProvidesClass{mine}\n% r\xe9sum\xe9\n\\newcommand{\\acc}{91.2}\n".encode("latin-1")
    ix = _styled(tmp_path, style, "Our accuracy is \\acc{} points.", ext=".cls", loader="\\documentclass{mine}")
    assert printed(ix) == [("\\acc", 91.2)]


def test_a_local_package_redefining_variable_prints_what_it_defines(tmp_path):
    """showyourwork's \\variable redefined by a local style prints the style's text, not the file (red team 14)."""
    (tmp_path / "output").mkdir()
    (tmp_path / "output" / "flux.txt").write_text("13.5\n", encoding="utf-8")
    ix = _styled(tmp_path, "\\renewcommand{\\variable}[1]{42.0}\n", "The flux is \\variable{output/flux.txt} Jy.")
    assert printed(ix) == [("\\variable{output/flux.txt}", 42.0)]


@pytest.mark.parametrize("style", [
    # a distributed package's (or class's) machinery: layout numbers, environments, TeX programs
    "\\ProvidesPackage{mine}\n\\def\\small{\\@setsize\\small{10pt}\\ixpt\\@ixpt}\n"
    "\\renewcommand\\footnotesize{\\@setfontsize\\footnotesize{8.5}{9.5}}\n"
    "\\newenvironment{proof}{\\par\\vskip 6pt Proof 66.}{}\n\\catcode`\\~=13\n\\iftrue\n"
    "\\def\\IEEEPARstart#1#2{\\ifnum1>0 #1#2\\fi}\n\\let\\x\\relax\n{\\def\\inner{77}}\n",
    # the paper's own style: a macro that takes an argument prints it, not its #1
    "\\newcommand{\\pct}[1]{#1\\%}\n\\def\\gap{\\vspace{2pt}\\hskip 0.5\\baselineskip}\n",
])
def test_a_local_packages_machinery_prints_nothing_and_taints_nothing(tmp_path, style):
    body = "\\small Our kernel is \\IEEEPARstart{T}{his} \\pct{3.4} faster\\gap. % CLAIM:C1:NC1\n\n" \
           "\\begin{proof}It holds.\\end{proof} \\footnotesize It takes 2.5 s. \\inner"
    ix = _styled(tmp_path, style, body)
    assert printed(ix) == [("3.4", 3.4), ("2.5", 2.5)]
    assert [ix.document.unmodelled_at(m.block, m.start) for m in ix.mentions] == [None, None]
    assert link(ix, SCIENCE)["unresolved_anchors"] == []


_DECLARED = "\\NeedsTeXFormat{LaTeX2e}\\ProvidesPackage{mine}\n"


@pytest.mark.parametrize("files, preamble, body, expected", [  # red team 15
    # a declared package's values typeset with siunitx or a helper of the same file
    ({"mine.sty": _DECLARED + "\\newcommand{\\acc}{\\SI{91.2}{\\percent}}"}, "", "It reaches \\acc.", [("\\acc", 91.2)]),
    ({"mine.sty": _DECLARED + "\\newcommand{\\best}[1]{\\textbf{#1}}\\newcommand{\\acc}{\\best{91.2}\\%}"}, "",
     "It reaches \\acc.", [("\\acc", 91.2)]),
    # a declaration inside a comment declares nothing
    ({"mine.sty": "% \\ProvidesPackage{mine}\n\\newcommand{\\acc}{\\textcolor{blue}{91.2\\%}}"}, "", "It reaches \\acc.",
     [("\\acc", 91.2)]),
    # \\let, \\edef, a package the style loads, a file it inputs
    ({"mine.sty": "\\newcommand{\\accx}{91.2\\%}\\let\\acc\\accx"}, "", "It reaches \\acc.", [("\\acc", 91.2)]),
    ({"mine.sty": "\\edef\\acc{91.2\\%}"}, "", "It reaches \\acc.", [("\\acc", 91.2)]),
    ({"mine.sty": "\\RequirePackage{inner}", "inner.sty": "\\newcommand{\\acc}{91.2\\%}"}, "", "It reaches \\acc.",
     [("\\acc", 91.2)]),
    ({"mine.sty": "\\input{vals}", "vals.tex": "\\newcommand{\\acc}{91.2\\%}"}, "", "It reaches \\acc.", [("\\acc", 91.2)]),
    # a later \\renewcommand replaces the paper's own definition, as in LaTeX
    ({"mine.sty": "\\renewcommand{\\acc}{85.0\\%}"}, "\\newcommand{\\acc}{91.2\\%}", "It reaches \\acc.",
     [("\\acc", 85.0)]),
    ({"mine.sty": "\\renewenvironment{res}{Accuracy 85.0\\%}{}"}, "\\newenvironment{res}{Accuracy 91.2\\%}{}",
     "\\begin{res}\\end{res}", [("\\begin{res}", 85.0)]),
    # a macro that prints no digit still changes the number: 12k, a quantity in mm, a unit macro named ...size
    ({"mine.sty": "\\newcommand{\\K}{k}"}, "", "It has 12\\K{} users.", [("12", 12000.0)]),
    ({"mine.sty": "\\newcommand{\\gap}{3.2 mm}"}, "", "The gap is \\gap.", [("\\gap", 3.2)]),
])
def test_red_team_15_local_styles_print_what_latex_prints(tmp_path, files, preamble, body, expected):
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    main = tmp_path / "paper.tex"
    main.write_text(f"\\documentclass{{article}}\n{preamble}\\usepackage{{mine}}\n\\begin{{document}}\n"
                    f"\\section{{Results}}\n{body}\n\\end{{document}}\n", encoding="utf-8")
    assert printed(index_paper(main)) == expected


def test_styles_loading_styles_are_bounded_and_a_cycle_ends(tmp_path):
    from claim_gate.errors import InputError

    (tmp_path / "a.sty").write_text("\\RequirePackage{b}\\newcommand{\\acc}{91.2}", encoding="utf-8")
    (tmp_path / "b.sty").write_text("\\RequirePackage{a}", encoding="utf-8")
    main = tmp_path / "paper.tex"
    main.write_text("\\documentclass{article}\\usepackage{a}\\begin{document}It is \\acc.\\end{document}", encoding="utf-8")
    assert printed(index_paper(main)) == [("\\acc", 91.2)]
    for i in range(80):
        (tmp_path / f"s{i}.sty").write_text(f"\\RequirePackage{{s{i + 1}}}", encoding="utf-8")
    main.write_text("\\documentclass{article}\\usepackage{s0}\\begin{document}It is 2.5x.\\end{document}", encoding="utf-8")
    with pytest.raises(InputError, match="styles loading styles more than 64 deep"):
        index_paper(main)


def test_a_local_style_that_programs_what_it_prints_is_never_trusted(tmp_path):
    """The paper's own style (no \\ProvidesPackage) printing a number through a condition: not modelled, so the
    sentence's anchor is unresolved and its numbers stay uncovered."""
    ix = _styled(tmp_path, "\\newcommand{\\acc}{\\ifnum1=1 91.2\\else 97.0\\fi}\n",
                 "Our accuracy is \\acc{} points and 9.999x faster. % CLAIM:C1:NC1")
    out = link(ix, SCIENCE)
    assert out["paper_claim_links"][0]["resolved"] is False
    assert any(m.value == 9.999 and m.requires_assertion for m in ix.mentions)


def test_local_packages_stay_in_the_papers_folder_and_system_ones_are_not_looked_for(tmp_path):
    from claim_gate.errors import InputError

    (tmp_path / "in").mkdir()
    (tmp_path / "x.sty").write_text("\\newcommand{\\acc}{91.2}\n", encoding="utf-8")
    main = tmp_path / "in" / "paper.tex"
    main.write_text("\\documentclass{article}\n\\usepackage[T1]{fontenc}\\usepackage{amsmath, % maths\n amssymb}\n"
                    "\\begin{document}\nIt is 2.5x.\n\\end{document}\n", encoding="utf-8")
    assert printed(index_paper(main)) == [("2.5", 2.5)]
    main.write_text("\\documentclass{article}\n\\usepackage{../x}\n\\begin{document}\nIt is \\acc.\n\\end{document}\n",
                    encoding="utf-8")
    with pytest.raises(InputError, match=r"\\usepackage\{\.\./x\.sty\} leaves the paper's folder"):
        index_paper(main)


# -- set 38's papers (session 23): what prints no number, and a minus typeset apart in a table ------------
def test_a_catcode_assignment_prints_no_number_and_what_follows_stays_untrusted(tmp_path):
    ix = scan(tmp_path, "\\begingroup\n\\catcode`\\_=12\nWe reach 91.2\\% here.\n\\endgroup")
    assert printed(ix) == [("91.2", 91.2)]  # no "12" from the assignment (ssm_gof)
    assert ix.mentions[0].requires_assertion  # after a catcode change the text is never trusted by class


def test_an_acm_concept_weight_prints_no_number(tmp_path):
    ix = scan(tmp_path, "\\ccsdesc[500]{Software and its engineering~Software testing}\nWe reach 91.2\\%.")
    assert printed(ix) == [("91.2", 91.2)]  # killable_mutants


def test_a_minus_typeset_apart_opens_a_table_cell(tmp_path):
    body = ("\\begin{table}\\caption{Depths.}\\begin{tabular}{lcc}\nModel & Offset & Slope \\\\\n"
            "Preston & - 0.207 km & 2.623 \\\\\nOther & -0.5 km & 1.1 \\\\\n\\end{tabular}\\end{table}\n"
            "The rates are 3 - 4 per day.")
    assert [v for _, v in printed(scan(tmp_path, body))] == [-0.207, 2.623, -0.5, 1.1, 3, 4]  # tremor_depth


def test_an_end_of_document_in_a_condition_the_gate_cannot_evaluate_does_not_end_the_paper(tmp_path):
    """sticky_expectations (set 43): each part ends with \\ifthenelse{\\boolean{StandAlone}}{\\end{document}}{};
    stopping there left the rest of the paper, results included, unread."""
    body = ("Gain 3.5x.\n\n\\ifthenelse{\\boolean{StandAlone}}{\\end{document}}{}\n\n\\section{More}\nGain 4.5x.\n"
            "\\end{document}\nAfter 9.9x.")
    assert [v for v, _ in printed(scan(tmp_path, body))] == ["3.5", "4.5"]


@pytest.mark.parametrize("preamble, body, expected", [
    # battery_soc (set 69): "\\setboolean{thesis}{false}" then \\ifthenelse on it around every table; both
    # branches were read, so the thesis version's numbers, never printed, needed evidence too
    ("\\newboolean{thesis}\\setboolean{thesis}{false}", "Got \\ifthenelse{\\boolean{thesis}}{12.5}{13.5} and 3.5.",
     [("13.5", False), ("3.5", False)]),
    ("\\newboolean{thesis}\\setboolean{thesis}{true}", "Got \\ifthenelse{\\boolean{thesis}}{12.5}{13.5} and 3.5.",
     [("12.5", False), ("3.5", False)]),
    ("\\newboolean{thesis}", "Got \\ifthenelse{\\not\\boolean{thesis}}{12.5}{13.5} and 3.5.",
     [("12.5", False), ("3.5", False)]),
    ("\\newtoggle{long}\\toggletrue{long}", "Got \\iftoggle{long}{12.5}{13.5}, \\nottoggle{long}{1.5}{2.5}.",
     [("12.5", False), ("2.5", False)]),
    ("\\newtoggle{long}\\settoggle{long}{false}", "Got \\iftoggle{long}{12.5}{13.5}.", [("13.5", False)]),
    # a branch may open an environment the text after the condition goes on in
    ("\\newboolean{t}", "\\ifthenelse{\\boolean{t}}{\\begin{tabular}{ll}}{\\begin{tabular}{lll}}\nA & 1.5 & 2.5\\\\\n"
     "\\end{tabular}", [("1.5", False), ("2.5", False)]),
    # what the gate cannot evaluate reads both branches, apart (glued, "12.513.5" read no number at all), untrusted
    ("", "Got \\ifthenelse{\\equal{a}{b}}{12.5}{13.5} here.", [("12.5", True), ("13.5", True)]),
    ("\\newboolean{t}\\setboolean{t}{\\foo}", "Got \\ifthenelse{\\boolean{t}}{12.5}{13.5} here.",
     [("12.5", True), ("13.5", True)]),
    ("", "Got \\iftoggle{undeclared}{12.5}{13.5} here.", [("12.5", True), ("13.5", True)]),
])
def test_ifthen_booleans_and_etoolbox_toggles_print_one_branch(tmp_path, preamble, body, expected):
    ix = scan(tmp_path, body, preamble)
    assert [(m.text, ix.document.unmodelled_at(m.block, m.start) is not None) for m in ix.mentions] == expected


def test_a_negated_length_command_is_a_layout_argument(tmp_path):
    # MDPI's template: \\begin{adjustwidth}{-\\extralength}{0cm} printed "-0" (battery_soc, set 69)
    body = "\\begin{adjustwidth}{-\\extralength}{0cm}\nWe got 3.5.\n\\end{adjustwidth}\n\\Xhline{3\\arrayrulewidth}"
    assert [v for v, _ in printed(scan(tmp_path, body))] == ["3.5"]


def test_a_known_boolean_ends_the_document_where_latex_does(tmp_path):
    body = "Gain 3.5x.\n\\ifthenelse{\\boolean{sa}}{\\end{document}}{}\n\\section{More}\nGain 4.5x.\n"
    assert [v for v, _ in printed(scan(tmp_path, body, "\\newboolean{sa}\\setboolean{sa}{true}"))] == ["3.5"]
    assert [v for v, _ in printed(scan(tmp_path, body, "\\newboolean{sa}"))] == ["3.5", "4.5"]


def test_a_standalone_file_pasted_in_the_body_does_not_end_the_paper(tmp_path):
    """shelving_cascade (set 51): a tikz figure written to compile alone (\\documentclass{standalone} ...
    \\end{document}) inside a figure; the standalone package strips its frame when it is included. Stopping at its
    \\end{document} left 264 of the paper's 278 numbers unread, results included."""
    body = ("Gain 3.5x.\n\\begin{figure}\\documentclass{standalone}\n\\usepackage{tikz}\n\\begin{document}\n"
            "\\begin{tikzpicture}\\node at (0,0) {x};\\end{tikzpicture}\n\\end{document}\n"
            "\\caption{A cascade of 4 biquads.}\\end{figure}\n\\section{More}\nGain 4.5x.\n\\end{document}\nAfter 9.9x.")
    got = [v for v, _ in printed(scan(tmp_path, body, "\\usepackage{standalone}"))]
    assert got[0] == "3.5" and got[-2:] == ["4", "4.5"] and "9.9" not in got, got


# -- set 44's papers: what each printed, read as printed ---------------------------------------------------------
def test_an_environments_end_code_closes_what_its_begin_opened(tmp_path):
    """kalman_wind (set 44): LyX's lyxcode opens a list and its end code closes it; nested in a minipage inside
    another lyxcode, the end code found the outer list and recursed to the nesting limit (exit 2 on a real paper)."""
    pre = ("\\newenvironment{lyxcode}{\\par\\begin{list}{}{\\setlength{\\parsep}{0pt}}\\item[]}{\\end{list}}")
    body = ("\\begin{lyxcode}\n\\fbox{\\begin{minipage}[t]{1\\columnwidth - 2\\fboxsep - 2\\fboxrule}%\n"
            "\\begin{lyxcode}\nx = 3.5\n\\end{lyxcode}\n\\end{minipage}}\n\\end{lyxcode}\nThe error was 0.25 m.")
    assert printed(scan(tmp_path, body, pre)) == [("3.5", 3.5), ("0.25", 0.25)]
    # an end code that ends its own environment ends it once
    pre = "\\newenvironment{loop}{}{\\end{loop}}"
    assert printed(scan(tmp_path, "\\begin{loop}1.5\\end{loop} then 2.5.", pre)) == [("1.5", 1.5), ("2.5", 2.5)]


@pytest.mark.parametrize("body, values", [
    # \char prints a glyph by its code (minigraph's regular expression: \char94 is ^)
    ("The pattern \\texttt{[\\char94\\char92 s]+} matched 12 of them.", [12]),
    ("A tilde \\char`\\~ and a caret \\char'136 and \\char\"5E then 7.", [7]),
    # apacite's and acmart's commands print no number of the paper
    ("As \\shortcite{Rozovskaya:2010:GCS:1870658} and \\citeA{Smith:2011} showed 4.", [4]),
    ("\\orcid{0000-0002-5258-3805} We ran 9.", [9]),
    # set 45: ACM's count of author blocks and an xcolor mix (curricula_lda, dowdep_mining)
    ("\\numberofauthors{3}\\colorlet{lowlight}{black!40} We ran 9.", [9]),
    # set 47: Language Science Press's example references and page lengthening, microtype's letter spacing (the
    # text is read), the Frontiers first page (idioms_passive, subjinv_french, cft_redep, phyto_abs)
    ("As \\REF{ex:20.4} and \\Ref{ex:3} show, 12 held.\\largerpage[2] \\textls[-10]{Run 5} \\firstpage{1}", [12, 5]),    # set 48: acmart's postcode, booktabs' row spacing, scalerel's stretch factor (the stretched text is read)
    ("\\postcode{M13 9PL} We ran 9.\\addlinespace[.1cm] $\\hstretch{2}{\\hat{\\hstretch{.5}{V}}}$ 3.", [9, 3]),
])
def test_commands_that_print_no_number_of_the_paper(tmp_path, body, values):
    assert [v for _, v in printed(scan(tmp_path, body))] == values


def test_a_thousands_group_in_math_before_the_sentences_comma(tmp_path):
    """nanoplasmonics_bem (set 47): "a mesh with $N=32,768$, and" printed 32 and 768; the comma after the closing $
    belongs to the sentence, not to a list in the math. Lists in math stay lists."""
    ix = scan(tmp_path, "A mesh with $N=32,768$, and $f(2,512)$, and $\\{128,256\\}$; then $32,768$.")
    assert [v for _, v in printed(ix)] == [32768, 2, 512, 128, 256, 32768]


def test_a_macro_inside_siunitx_prints_its_value(tmp_path):
    """h2_network (set 44): \\SIrange{\\minsolar}{\\maxsolar}{\\giga\\watt} printed both values; the scanner dropped
    them silently."""
    pre = "\\newcommand{\\minsolar}{2666}\\newcommand{\\maxsolar}{3120}"
    ix = scan(tmp_path, "Solar \\SIrange{\\minsolar}{\\maxsolar}{\\giga\\watt} and \\num{\\minsolar} and \\SI{1.5}{\\giga\\watt}.",
              pre)
    assert [v for _, v in printed(ix)] == [2666, 3120, 2666, 1.5]


def test_import_reads_the_folder_and_the_file(tmp_path):
    """rust_gc (set 44): \\import{figures}{perf.tex} reads figures/perf.tex; the folder alone was read as the file."""
    (tmp_path / "figures").mkdir()
    (tmp_path / "figures" / "perf.tex").write_text("The speed-up was 2.5.\n", encoding="utf-8")
    assert [v for _, v in printed(scan(tmp_path, "\\import{figures}{perf.tex}\n\\subimport{figures/}{perf.tex}"))] == \
        [2.5, 2.5]


def test_a_listing_read_from_a_file_prints_only_its_caption(tmp_path):
    """rust_gc (set 44): \\lstinputlisting's options ran for lines (firstline=6 read as a number); only the
    caption prints, brackets inside its braces included."""
    body = ("\\begin{figure}\\lstinputlisting[\n  style=rust,\n  firstline=6,\n  caption={A graph of 3 nodes (line 1)"
            " built with [x] and \\lstinline{Gc\\{v: 1\\}} cycles; a type \\lstinline{GcNode} models the graph,\n"
            "    a normal destructor is used as a finalizer, and the first node is made here.}]{listings/a.rs}"
            "\\end{figure}\nIt took 4.2 s.")
    assert [v for _, v in printed(scan(tmp_path, body))] == [3, 1, 4.2]  # \\lstinline is code, not read



def test_a_text_superscript_is_read_as_a_superscript(tmp_path):
    """twinkle (set 45): \\textsuperscript{1,2*} marks affiliations and its digits were read as numbers; in text an
    exponent may be printed so too (10\\textsuperscript{6} was read as 10 and 6)."""
    body = ("Manuel Schottdorf\\textsuperscript{1,2*} and H\\textsubscript{2}O. We grew 5 $\\times$ "
            "10\\textsuperscript{6} cells, 3.2 x 10\\textsuperscript{-4} of them died, see note\\textsuperscript{12}.")
    assert [v for _, v in printed(scan(tmp_path, body))] == [5e6, 3.2e-4]


def test_a_text_subscript_of_letters_prints_a_subscripted_symbol(tmp_path):
    """scfa_crc (set 60): N\\textsubscript{adenoma}=41 is what $N_{adenoma}=41$ prints, a group's size given to a
    symbol, and reads so; subscript digits (H\\textsubscript{2}O) stay no mentions and an ordinal stays glued."""
    main = tmp_path / "paper.tex"
    main.write_text("\\documentclass{article}\n\\begin{document}\n\\section{Results}\nA subset "
                    "(N\\textsubscript{adenoma}=41, N\\textsubscript{carcinoma}=26) of H\\textsubscript{2}O was sampled "
                    "a year later; the 95\\textsuperscript{th} percentile was 3.1.\n\\end{document}\n")
    got = [(m.text, m.type, m.rule) for m in index_paper(main).mentions]
    # 26 has no cue of its own ("(N_a=41, N_c=26)"): a setting by the passive after it (red team 50)
    assert got == [("41", "experimental_setting", "assignment"), ("26", "experimental_setting", got[1][2]),
                   ("3.1", "result_claim", got[2][2])], got


def test_a_cmidrule_with_a_width_prints_no_column_range(tmp_path):
    """antsx_mouse (set 61): booktabs' \\cmidrule[1pt](lr){1-2} takes a width before its trim; the column range
    1-2 was read as two numbers of the table."""
    body = ("\\begin{table}\\begin{tabular}{ll}\nTool & Dice \\\\\n\\cmidrule[1pt](lr){1-2}\nA & 0.91 \\\\\n"
            "\\cmidrule(lr){1-2} \\cmidrule[0.5pt]{1-2}\nB & 0.87 \\\\\n\\end{tabular}\\end{table}")
    assert [v for _, v in printed(scan(tmp_path, body))] == [0.91, 0.87]


def test_a_space_between_digits_inside_a_siunitx_number_groups_them(tmp_path):
    """siunitx ignores a space between digits: \\num{319 601} is one number (dielectrics_ml, set 65, read two)."""
    body = "The sets hold \\num{319 601} rows and \\SI{1 234.5}{\\milli\\second}, in \\num{3; 4} folds."
    assert [v for _, v in printed(scan(tmp_path, body))] == [319601, 1234.5, 3, 4]


def test_a_backslash_inside_a_siunitx_number_never_drops_the_rest(tmp_path):
    """\\num{12\\ 345} and \\num{3\\/4}: a backslash before a space or a symbol is skipped; the digits after it are
    still read (the piecewise reader stopped there and dropped them)."""
    assert [v for _, v in printed(scan(tmp_path, "We ran \\num{12\\ 345} steps and \\num{3\\/4}."))] == [12, 345, 3, 4]


def test_an_abstract_in_the_preamble_is_read_as_the_abstract(tmp_path):
    """Scientific Data's template takes \\begin{abstract} before \\begin{document} and prints it at \\maketitle: its
    numbers were read as nothing, so the paper's headline results escaped (hbn_pod2, set 49). The preamble
    resumes after \\end{abstract}: a length set there is no number."""
    main = tmp_path / "paper.tex"
    main.write_text("\\documentclass{article}\n\\begin{abstract}\nWe reach 91.2\\% on 2,747 scans.\n\\end{abstract}\n"
                    "\\setlength{\\parskip}{3pt}\n\\begin{document}\n\\maketitle\nIt took 7 days.\n\\section{Results}\n"
                    "It is 4.5x.\n\\end{document}\n")
    got = [(m.text, m.section) for m in index_paper(main).mentions]
    # the body before its first heading is where it was, not the abstract
    assert got[:2] == [("91.2", "abstract"), ("2,747", "abstract")] and got[2][1] != "abstract"
    assert got[2:] == [("7", got[2][1]), ("4.5", "results")]


def test_the_changes_packages_old_text_is_not_printed(tmp_path):
    """With the changes package, \\replaced{new}{old} prints the new text only, \\deleted and \\comment nothing
    (final mode; draft mode strikes them out or sets them in the margin): read whole, the old version's numbers
    were mentions (hbn_pod2, set 49). A paper's own \\comment is its own."""
    main = tmp_path / "paper.tex"
    main.write_text("\\documentclass{article}\n\\usepackage[final]{changes}\n\\begin{document}\n\\section{Results}\n"
                    "We used \\replaced[id=R1]{$b=1500$ and 3000}{$b=1000$ and 2000}. \\added{It is 4.5x.} "
                    "\\deleted[id=R2]{It was 3.3x.} \\comment{Check 7.7}\n\\end{document}\n")
    assert [m.text for m in index_paper(main).mentions] == ["1500", "3000", "4.5"]
    main.write_text("\\documentclass{article}\n\\newcommand{\\comment}[1]{#1}\n\\usepackage{changes}\n"
                    "\\begin{document}\nIt is \\comment{2.5x}.\n\\end{document}\n")
    assert [m.text for m in index_paper(main).mentions] == ["2.5"]


# -- a braced name before a group that opens with a number: a Quarto (gt) table cell ---------------------------------
@pytest.mark.parametrize("body, expected", [
    ("A cell {\\fontsize{8}{8}\\selectfont{\\global\\setmainfont{Times}{0.017}}} here.", [0.017]),
    ("A cell {\\selectfont{\\global\\setmainfont{Times}{-0.063}}} here.", [-0.063]),
    ("A cell {\\global\\setmainfont{Times}{\\textbf{0.133*}}} here.", [0.133]),
    ("The score is \\foo{A}{0.52} here.", [0.52]),
    # a group holding digits or a unit is no bare name: the old reading stays
    ("A rule \\rule{4cm}{0.4pt} here.", []),
    ("A cell {\\global\\setmainfont{Times}{Caring}} here.", []),
])
def test_a_braced_name_does_not_swallow_the_number_after_it(tmp_path, body, expected):
    assert [m.value for m in scan(tmp_path, body).mentions] == expected


# -- a citation's notes are printed: a result there is read, a place in the cited work is listed, never a result ----
@pytest.mark.parametrize("body, expected", [
    ("As reported \\citep[we reach 99.9\\% accuracy]{smith2019}.", [(99.9, "result_claim")]),
    ("As reported \\citep[compare Table 7: 34\\% versus 31.5\\%]{smith2019}.",
     [(7.0, "figure_table_ref"), (34.0, "result_claim"), (31.5, "result_claim")]),
    ("As reported \\citep[p.~72]{smith2019}.", [(72.0, "ambiguous")]),
    ("As reported \\citet[see][Table~5]{smith2019}.", [(5.0, "ambiguous")]),
    ("As reported \\citep[Figs.~4.28, 4.32, and 4.33,\n p.~322--321]{smith2019}.",
     [(4.28, "ambiguous"), (4.32, "ambiguous"), (4.33, "ambiguous"), (322.0, "ambiguous"), (321.0, "ambiguous")]),
    ("As reported \\citep[99.9]{smith2019}.", [(99.9, "result_claim")]),  # a decimal is no page
    ("As reported \\citep{smith2019} and \\cite[][]{jones2020}.", []),
])
def test_citation_notes_are_read_as_printed(tmp_path, body, expected):
    assert [(m.value, m.type) for m in scan(tmp_path, body).mentions] == expected


def test_a_citation_note_without_its_bracket_is_read_as_text(tmp_path):
    ix = scan(tmp_path, "As reported \\citep[" + "p. 1 and " * 800 + "{smith2019}. The value is 3.5.")
    assert [m.value for m in ix.mentions] == [1.0] * 800 + [3.5]


@pytest.mark.parametrize("source, values", [
    ("$\\lambda_1=\\frac{2}{3}$", [2, 3]),  # read "23" before: a setting of 2/3 as 23
    ("$S_2 = \\frac{1}{4}$", [1, 4]),
    ("$\\mu = \\sfrac{0.463}{0.5} = 0.926$", [0.463, 0.5, 0.926]),  # "0.4630.5": both vanished
    ("$x = \\frac{1}{3.886 \\times 60}$", [1, 3.886, 60]),
    ("$2\\frac{1}{2}$", [2, 1, 2]),  # a mixed number stays apart from its fraction
    ("\\nicefrac{3}{4} of the runs", [3, 4]),
    ("$\\frac{\\lambda}{\\mu} = 0.5$", [0.5]),
    ("$\\frac{1}$ and 7", [1, 7]),  # a second argument missing: read as any other command
])
def test_a_fraction_reads_numerator_and_denominator_apart(tmp_path, source, values):
    """priority_queues (set 72): \\frac{2}{3} printed its parts glued, "23"."""
    main = tmp_path / "paper.tex"
    main.write_text("\\documentclass{article}\n\\begin{document}\n\\section{Methods}\nHere " + source +
                    ".\n\\end{document}\n")
    assert [m.value for m in index_paper(main).mentions] == values



# -- PythonTeX: code is no text, and what the build computes is a stand-in, never nothing (solar_nanoflare, set 73) --
@pytest.mark.parametrize("body, untrusted", [
    ("The peak is at $a\\approx\\py[res]|f'{x:.2f}'|$ and we ran 12 loops.", 1),
    ("Peaks at \\py{round(y, 3)} K and \\pys{!{z}} s; we ran 12 loops.", 2),
    ("Code \\pyc{z = 5.5} and \\pyv|q = 7.5| and \\pyb{w = 2.5}; we ran 12 loops.", 0),
    ("A figure \\sympy[s]|fig(3.5)| and \\pylab{3.5}; we ran 12 loops.", 2),
])
def test_pythontex_code_is_never_read_and_its_output_is_untrusted(tmp_path, body, untrusted):
    ix = scan(tmp_path, body)
    *computed, loops = ix.mentions
    assert (loops.text, loops.value) == ("12", 12.0)
    assert len(computed) == untrusted
    assert all(m.value == 0.0 and m.requires_assertion and ix.document.unmodelled_at(m.block, m.start)
               for m in computed)


def test_a_paper_that_defines_py_prints_its_definition(tmp_path):
    ix = scan(tmp_path, "We use \\py{} 3.9 and got 12 loops.", "\\newcommand{\\py}{Python}")
    assert printed(ix) == [("3.9", 3.9), ("12", 12.0)]


# -- references by number, and a paper's own reference and citation commands ----------------------------------------
def test_elife_references_print_no_number(tmp_path):
    # eLife's class refers by number (replay_speed, set 72): each read as a bare figure number where results are
    ix = scan(tmp_path, "We decoded it (\\FIG{2}A, top panel, \\FIGSUPP[3]{fig3sup1}B and \\TABLE{1}) in 5.5 s.")
    assert printed(ix) == [("5.5", 5.5)]


@pytest.mark.parametrize("definition, use", [
    ("\\newcommand{\\figref}[1]{#1 s}", "\\figref{93.1}"),
    ("\\renewcommand{\\ref}[1]{#1 s}", "\\ref{93.1}"),
    ("\\def\\cref#1{#1 s}", "\\cref{93.1}"),
    ("\\renewcommand{\\cite}[1]{#1 s}", "\\cite{93.1}"),
    ("\\newcommand{\\FIG}[1]{#1 s}", "\\FIG{93.1}"),
])
def test_a_papers_own_reference_or_citation_command_prints_what_it_defines(tmp_path, definition, use):
    # the builtin reading hid the argument, a printed 93.1, from the gate
    ix = scan(tmp_path, f"It took {use} overall.", definition)
    assert [(m.text, m.value, m.unit) for m in ix.mentions] == [("93.1", 93.1, "s")]


@pytest.mark.parametrize("definition", ["\\newcommand{\\figref}[1]{Figure~\\ref{#1}}",
                                        "\\let\\oldref\\ref \\renewcommand{\\ref}[1]{\\oldref{#1}}",
                                        # an xparse signature the gate cannot expand: still a citation
                                        "\\NewDocumentCommand\\sidecite{D<>{}O{}om}{\\cite{#4}}"])
def test_a_papers_reference_command_that_refers_still_refers(tmp_path, definition):
    ix = scan(tmp_path, "It took 5.5 s (\\figref{f3}, \\ref{f4}, \\sidecite{k2}).", definition)
    assert printed(ix) == [("5.5", 5.5)]


@pytest.mark.parametrize("body, preamble, untrusted", [
    # code that prints puts its output in the paper (red team 51): \pyc{print(..)}, a printing pycode, a pysub
    ("The solve takes \\pyc{print(2.5)} s; we ran 12 loops.", "", 1),
    ("\\begin{pycode}\nprint(r'The solve takes 2.5 s.')\n\\end{pycode}\nWe ran 12 loops.", "", 1),
    ("\\begin{pysub}The solve takes !{sqrt(4.0)} s.\\end{pysub} We ran 12 loops.", "", 1),
    ("\\begin{pyconsole}\nx = 0.75\n\\end{pyconsole}\nWe ran 12 loops.", "", 1),
    ("The solve takes \\printpythontex{} s and \\pycon{t} s; we ran 12 loops.", "", 2),
    ("The solve takes \\Sexpr{sqrt(4.0)} s; we ran 12 loops.", "", 1),  # knitr
    # PythonTeX's other languages and SageTeX, once their package is loaded
    ("The solve takes \\jl{sqrt(4.0)} s and \\rb{Math.sqrt(4.0)} s; we ran 12 loops.", "\\usepackage{pythontex}", 2),
    ("The solve takes \\sage{sqrt(4.0)} s; we ran 12 loops.", "\\usepackage{sagetex}", 1),
    # code that prints nothing, or is only shown
    ("\\pyc{x = 0.75}\\begin{pyblock}\ny = 0.75\n\\end{pyblock}\\begin{pyverbatim}\nz = 0.75\n\\end{pyverbatim}"
     "We ran 12 loops.", "", 0),
])
def test_code_the_paper_runs_prints_an_untrusted_stand_in(tmp_path, body, preamble, untrusted):
    ix = scan(tmp_path, body, preamble)
    *computed, loops = ix.mentions
    assert (loops.text, loops.value) == ("12", 12.0)
    assert len(computed) == untrusted, printed(ix)
    assert all(m.value == 0.0 and ix.document.unmodelled_at(m.block, m.start) for m in computed)
