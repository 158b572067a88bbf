"""Red team 49 (this session's scanner mends and set 69's cue): each way a result escaped the gate, an honest
setting or layout length was blocked, or valid LaTeX stopped the gate with an internal error, as a case that must
now hold. Numbered as in its report; the operating-condition cases are in test_classify.py."""

import pytest

from claim_gate.cli import main
from claim_gate.paper.index import index_paper

R, S, A, Y = "result_claim", "experimental_setting", "ambiguous", "citation_year"
DOC = "\\documentclass{article}\n%s\n\\begin{document}\n%s\n\\end{document}\n"


def paper(tmp_path, preamble, body):
    path = tmp_path / "p.tex"
    path.write_text(DOC % (preamble, body), encoding="utf-8")
    return path


def found(tmp_path, preamble, body):
    index = index_paper(paper(tmp_path, preamble, body))
    return [(m.value, m.type, index.document.unmodelled_at(m.block, m.start) is not None) for m in index.mentions]


RESULT = "\\section{Results}\n"
SHOWN = "Our model reaches 94.3\\% accuracy."


# -- 1-3: a flag switched on in a way the gate did not model; the printed result was never read ----------------------
@pytest.mark.parametrize("preamble, body", [
    ("\\newboolean{full}\\fulltrue", "\\ifthenelse{\\boolean{full}}{%s}{Omitted.}"),  # 1: \newboolean is \newif
    ("\\newboolean{full}\\setbool{full}{true}", "\\ifthenelse{\\boolean{full}}{%s}{Omitted.}"),  # 2: etoolbox
    ("\\newbool{full}\\booltrue{full}", "\\ifbool{full}{%s}{Omitted.}"),
    ("\\newif\\iffull\\fulltrue", "\\ifthenelse{\\boolean{full}}{%s}{Omitted.}"),
    ("\\newtoggle{full}\\AtBeginDocument{\\toggletrue{full}}", "\\iftoggle{full}{%s}{Omitted.}"),  # 3: a hook
    ("\\newtoggle{full}\\AtBeginDocument{\\toggletrue{full}}", "\\nottoggle{full}{Omitted.}{%s}"),
    ("\\newboolean{full}\\AtBeginDocument{\\setboolean{full}{true}}", "\\ifthenelse{\\boolean{full}}{%s}{Omitted.}"),
    ("\\newboolean{full}\\setboolean{full}{true}", "\\iffull %s\\else Omitted.\\fi"),  # the flag itself
])
def test_a_flag_switched_on_prints_its_branch(tmp_path, preamble, body):
    assert found(tmp_path, preamble, RESULT + body % SHOWN) == [(94.3, R, False)]


def test_a_flag_set_to_what_the_gate_cannot_read_reads_both_branches_untrusted(tmp_path):
    assert found(tmp_path, "\\newboolean{full}\\setboolean{full}{\\foo}",
                 RESULT + "\\iffull 94.3\\else 13.5\\fi") == [(94.3, R, True), (13.5, R, True)]
    assert found(tmp_path, "", RESULT + "\\ifboolexpr{bool {a} and togl {b}}{94.3}{13.5}") == [
        (94.3, R, True), (13.5, R, True)]


# -- 4-5: nesting that exhausted the stack is refused with a clear error (exit 2), not an internal error -------------
@pytest.mark.parametrize("preamble, body", [
    ("\\newboolean{a}\\setboolean{a}{true}", "\\ifthenelse{\\boolean{a}}{" * 300 + "94.3" + "}{x}" * 300),
    ("", "\\ifthenelse{\\equal{a}{b}}{" * 3000 + "94.3" + "}{x}" * 3000),
    ("", "\\citep[see " * 200 + "We reach 94.3\\% accuracy." + "]{k}" * 200),
])
def test_deep_nesting_is_refused_with_a_clear_error(tmp_path, capsys, preamble, body):
    code = main(["link", str(paper(tmp_path, preamble, RESULT + body)), "--explain"])
    err = capsys.readouterr().err
    assert code == 2 and "nested more than 64 deep" in err and "p.tex:" in err and "Traceback" not in err


def test_nesting_within_the_limit_is_read(tmp_path):
    body = "\\ifthenelse{\\boolean{a}}{" * 60 + "94.3" + "}{x}" * 60
    assert found(tmp_path, "\\newboolean{a}\\setboolean{a}{true}", RESULT + body) == [(94.3, R, False)]


# -- 6-9: the title ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("preamble, body", [
    ("\\title{Reaching \\acc{} Accuracy}\n\\newcommand{\\acc}{94.3\\%}", "\\maketitle"),  # 6
    ("\\title{A study}\\subtitle{Reaching 94.3\\% Accuracy}", "\\maketitle"),  # 7
])
def test_a_title_result_is_read_as_printed(tmp_path, preamble, body):
    assert found(tmp_path, preamble, body) == [(94.3, R, False)]


def test_a_mobile_generation_names_a_thing(tmp_path):  # 9: "5G" in a title failed closed
    assert found(tmp_path, "\\title{Scheduling for 5G and 6G Networks with 2.5G Fallback}", "\\maketitle") == [
        (2.5, R, False)]


@pytest.mark.parametrize("title", ["FastSort Is 3 Times Faster", "Pruning Cuts Latency By 40 Percent"])
def test_a_capitalised_verb_in_a_title_names_no_thing(tmp_path, title):  # 8
    assert found(tmp_path, "\\title{%s}" % title, "\\maketitle")[0][1] == R


# -- 10-11: layout lengths ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("body", [
    "\\begin{minipage}{\\dimexpr0.5\\textwidth-1em\\relax}b\\end{minipage}",
    "\\begin{adjustwidth}{-0.5\\extralength}{-1cm}b\\end{adjustwidth}",
    "\\begin{adjustwidth}{-1\\extralength}{0cm}g\\end{adjustwidth}",
    "\\begin{adjustwidth}{- \\extralength}{0cm}g\\end{adjustwidth}",
])
def test_a_scaled_negated_or_computed_length_is_layout(tmp_path, body):
    assert found(tmp_path, "", RESULT + body + " We got 3.5.") == [(3.5, R, False)]


# -- 12: an apostrophe before two digits is a year only after a name ------------------------------------------------
@pytest.mark.parametrize("body, expected", [
    ("Our model's accuracy is '94 on average.", R),
    ("We reach an F1 of '87 on ImageNet.", R),
    ("The model's error is 12.5\\% and the baseline's '15.", R),
    ("As reported at NeurIPS'23 by others.", Y),
    ("As reported at ICML '24 by others.", Y),
])
def test_an_abbreviated_year_follows_a_name(tmp_path, body, expected):
    assert found(tmp_path, "", RESULT + body)[-1][1] == expected


# -- red team 49b: around the late mends -------------------------------------------------------------------------------
@pytest.mark.parametrize("preamble, body", [
    # 1: what \AtBeginDocument prints opens the body
    ("\\AtBeginDocument{\\section{Results} We reach 94.3\\% accuracy.}", ""),
    # 2: \twocolumn[top matter] is printed across the page; ICML's title is a title
    ("", "\\twocolumn[\\begin{center}\\section{Results}We reach 94.3\\% accuracy on ImageNet\\end{center}]"),
    ("", "\\twocolumn[\\icmltitle{Reaching 94.3\\% Accuracy With Tiny Models}]"),
])
def test_49b_printed_top_matter_is_read(tmp_path, preamble, body):
    assert [(v, t) for v, t, _ in found(tmp_path, preamble, body)] == [(94.3, R)]


@pytest.mark.parametrize("body, value", [
    # 5: a metric's acronym before a score names no thing ("Accuracy 71" and "Elo 1523" stay possible names, as
    # "Precision 5530" and "the Accuracy 2 group" are: red team 49c)
    ("Ours reaches AUC 93 on the test set.", 93),
    ("Ours reaches mAP 45 on COCO.", 45),
    ("Our model reaches BLEU '27 on WMT.", 27),  # 6: a score, not a year
    ("The switching current of 12 mA is the lowest reported so far.", 12),  # 7: "mA" counts nothing
])
def test_49b_a_score_or_a_value_in_a_unit_is_a_result(tmp_path, body, value):
    assert (value, R) in [(v, t) for v, t, _ in found(tmp_path, "", RESULT + body)]


@pytest.mark.parametrize("body", [
    "\\begin{wrapfigure}{r}[0pt]{5.5cm}x\\end{wrapfigure}",  # 9: wrapfig's overhang
    "\\begin{wrapfigure}[12]{r}[1em]{0.4\\textwidth}x\\end{wrapfigure}",
    "\\ifnum1=1 x\\fi",  # 10: what TeX's conditionals compare prints nothing
    "\\ifcase 2 zero\\or one\\or two\\fi",
    "\\ifnum\\value{section}>3 x\\fi",
    "\\ifdim\\wd0>0.5\\textwidth x\\fi",
    "\\settowidth{\\foo}{0.16} \\settototalheight{\\bar}{$\\pm0.000$}",  # a measured box prints nothing
])
def test_49b_layout_and_compared_operands_print_nothing(tmp_path, body):
    assert [v for v, _, _ in found(tmp_path, "", RESULT + body + " We got 3.5.")] == [3.5]


# -- red team 49c: around the second round's mends --------------------------------------------------------------------
@pytest.mark.parametrize("body, value", [
    # 1: a number printed right after what a conditional compares is read (a command taking an argument is no operand)
    ("Our model reaches \\ifnum1=1\\textbf{94.3}\\fi\\% accuracy.", 94.3),
    ("Our model reaches \\ifnum\\value{section}>0 \\num{88.7}\\,\\% accuracy\\fi.", 88.7),
    ("Top-1 is \\ifcase 0\\textbf{91.2}\\or 3\\fi\\ percent.", 91.2),
    ("Recall is \\ifodd 1\\underline{72.5}\\fi\\ percent.", 72.5),
    ("Latency is \\ifdim\\linewidth>1\\SI{3.5}{ms}\\fi.", 3.5),
])
def test_49c_a_number_after_a_comparison_is_read(tmp_path, body, value):
    assert (value, R) in [(v, t) for v, t, _ in found(tmp_path, "", RESULT + body)]


@pytest.mark.parametrize("body", ["A Dell Precision 5530 laptop was used.", "The Accuracy 2 group was smaller.",
                                  "Participants in the Score 3 subscale answered.", "The Elo 3 league is open."])
def test_49c_a_capitalised_metric_word_may_still_name_a_thing(tmp_path, body):  # 2
    assert found(tmp_path, "", RESULT + body)[0][1] == A


def test_49c_a_hook_or_title_given_by_a_macro_is_read_where_the_macro_is_used(tmp_path, capsys):  # 3
    preamble = ("\\newcommand{\\hook}{\\AtBeginDocument{We reach 94.3\\% accuracy.}}\n\\hook\n"
                "\\newcommand{\\mytitle}[1]{\\title{#1}}\n\\mytitle{Reaching 91.2\\% Accuracy}")
    assert main(["link", str(paper(tmp_path, preamble, "\\maketitle\n" + RESULT)), "--explain"]) == 0
    rows = [line.split("\t")[:3] for line in capsys.readouterr().out.splitlines()]
    assert rows == [["p.tex:3:1", "\\hook %", R], ["p.tex:5:19", "91.2 %", R]]
