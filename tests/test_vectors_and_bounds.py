"""Set 70, spent: what its errors showed the scanner misprinted (approximate bounds, operator names, old font switches
in math) and how a vector of numbers given to a symbol is classified, with the attacks on each."""

import pytest

from claim_gate.paper.index import index_paper
from claim_gate.paper.scan import Scanner
from small_checkpoint import gate, identity, science

R, S, A = "result_claim", "experimental_setting", "ambiguous"
DOC = "\\documentclass{article}\n\\begin{document}\n%s\n\\end{document}\n"


def paper(tmp_path, body):
    path = tmp_path / "p.tex"
    path.write_text(DOC % body, encoding="utf-8")
    return path


def rendered(tmp_path, body):
    return " ".join(b.text for b in Scanner(paper(tmp_path, body)).run().blocks)


def kinds(tmp_path, body):
    return [(m.value, m.type) for m in index_paper(paper(tmp_path, body)).mentions]


# -- the scanner prints what TeX prints ------------------------------------------------------------------------------
@pytest.mark.parametrize("source, printed", [
    ("SNR $\\lesssim 50$", "SNR ≲ 50"),  # the bound vanished: a bare 50 was checked as equal
    ("EEP $\\gtrsim 420$", "EEP ≳ 420"),
    ("SNR $\\lessapprox 50$", "SNR ≲ 50"),
    ("$\\log g = 4.5$", "log g = 4.5"),  # an operator prints its name (was " g = 4.5")
    ("$\\exp(3)$", "exp(3)"),
    ("$10\\log_{10} x$", "10\u2009log_10 x"),  # kept apart from a digit before it
    ("$NA_{\\max}=2$", "NA_max=2"),  # a subscript named by one, as before
    ("$T_{\\rm eff} = 3200$", "T_eff = 3200"),  # math ignores the space after a font switch (was "T_ eff")
    ("$T_{\\mathrm{eff}} = 3100$", "T_eff = 3100"),
    ("$x \\leqq 5$", "x ≤ 5"),  # \\leqq and \\geqq are \\leq and \\geq
    ("$x \\geqq 6$", "x ≥ 6"),
    ("$x \\not< 7$", "x ≮ 7"),  # struck through: no bound (read as "<" before)
    ("$x \\not\\le 8$", "x ≰ 8"),
    ("$x \\nleq 9$", "x ≰ 9"),  # vanished before
])
def test_math_prints_what_tex_prints(tmp_path, source, printed):
    assert printed in rendered(tmp_path, "\\section{Results}\n" + source + ".")


@pytest.mark.parametrize("source, kind, glyph", [("$\\lesssim 50$", "upper_bound", "≲"),
                                               ("$\\gtrsim 420$", "lower_bound", "≳")])
def test_an_approximate_bound_is_an_inclusive_bound(tmp_path, source, kind, glyph):
    (m,) = index_paper(paper(tmp_path, f"\\section{{Results}}\nThe SNR is {source}.")).mentions
    assert m.qualifier == {"kind": kind, "strict": False, "text": glyph}


# the recorded t is 2.0: "≲ 5" holds, "≲ 1" does not, "≳ 1" holds (before, each was checked as equal to its number)
@pytest.mark.parametrize("printed, passes", [("$\\lesssim 5$", True), ("$\\lesssim 1$", False), ("$\\gtrsim 1$", True),
                                             ("$\\gtrsim 5$", False), ("$\\lesssim 2.0$", True)])
def test_the_gate_checks_an_approximate_bound_as_a_bound(tmp_path, capsys, printed, passes):
    code, rep, _ = gate(capsys, tmp_path, f"The solve takes {printed} s. % CLAIM:C1:NC1\n",
                        science(identity(metric="t")))
    assert (code == 0) is passes, rep["errors"]


# "much less" and "much more" are strict bounds: read as equal, "≪ 2.0" passed a recorded 2.0 and "≪ 5" failed it
@pytest.mark.parametrize("printed, passes", [("$\\ll 5$", True), ("$\\ll 2.0$", False), ("$\\gg 1$", True),
                                             ("$\\gg 2.0$", False), ("$\\lll 5$", True), ("$\\lneq 2.0$", False),
                                             ("$\\gnsim 1$", True)])
def test_the_gate_checks_a_much_bound_as_a_strict_bound(tmp_path, capsys, printed, passes):
    code, rep, _ = gate(capsys, tmp_path, f"The solve takes {printed} s. % CLAIM:C1:NC1\n",
                        science(identity(metric="t")))
    assert (code == 0) is passes, rep["errors"]


def test_a_regime_compared_with_one_is_no_bounded_result(tmp_path):
    # "Bo ≪ 1" states a regime; the bound is read for checking, the class stays what the sentence makes it
    (m,) = index_paper(paper(tmp_path, "\\section{Methods}\nThe Bond number $Bo \\ll 1$ here.")).mentions
    assert m.qualifier == {"kind": "upper_bound", "strict": True, "text": "≪"} and m.rule != "bound_qualifier"


def test_a_struck_through_bound_is_no_bound(tmp_path, capsys):
    # the recorded t is 2.0: "not less than 5" is false; read as "< 5" (before), it passed
    code, rep, _ = gate(capsys, tmp_path, "The solve takes $\\not< 5$ s. % CLAIM:C1:NC1\n", science(identity(metric="t")))
    assert code != 0 and any(f["type"] == "numeric_mismatch" for f in rep["errors"]), rep["errors"]


# -- a vector of numbers given to a symbol is one value ----------------------------------------------------------------
@pytest.mark.parametrize("body, expected", [
    # given: every element is a setting (ipd_memory, set 70, read all but the first as measured)
    ("\\section{Discussion}\nFor $q_{1}=(0.22199, 0.87073, 0.20672)$, the condition holds.", [S, S, S]),
    ("\\section{Results}\nWith $w = (0.3, 0.7)$ the loss falls to 0.12.", [S, S, R]),
    # found: the clause before the parenthesis vetoes as it does for one value
    ("\\section{Results}\nWe obtain $\\theta = (0.31, 0.45)$ from the fit.", [R, R]),
    ("\\section{Results}\nThe method reaches $F_1 = (0.91, 0.93, 0.95)$.", [R, R, R]),
    # a value with its uncertainty in parentheses is no vector (pnmr, set 12)
    ("\\section{Results}\nThe relaxation time is $T_1 = (51 \\pm 4)$ ms.", [R, R]),
    # a vector that does not close is no vector: each element fails closed on its own
    ("\\section{Results}\nWe set $w = (0.3, 0.7$ and then 94.3.", [R, R, R]),
    ("\\section{Results}\nWe set $w = (0.3, 0.7)$ and then 94.3.", [S, S, R]),
])
def test_a_vector_takes_the_kind_of_its_first_element(tmp_path, body, expected):
    assert [k for _, k in kinds(tmp_path, body)] == expected


def test_an_ambiguous_first_element_lends_nothing(tmp_path):
    # "p" names a statistic, so p = (0, ...) is no assignment: 94.3 must not inherit the constant's kind
    assert kinds(tmp_path, "\\section{Results}\nWe find $p = (0, 94.3)$.")[1] == (94.3, R)


# -- a metric named right before the symbol makes its value found, as a value the sentence reports -----------------
@pytest.mark.parametrize("body, kind", [
    ("Our accuracies are $a = 94.3$ on the two sets.", R),  # was a setting: an assignment
    ("The best configuration uses $k = 10$ neighbours.", S),  # chosen (test_classify)
    ("This translates into a tagging efficiency of $\\epsilon = 36.54$.", R),  # cauet_sin2beta, set 11
    ("The power coefficient at $\\lambda = 3.1$ is shown in the figure.", S),  # where it was taken: a condition
    ("We use a window with $w = 0.3$.", S),
])
def test_a_metric_names_the_symbol(tmp_path, body, kind):
    assert kinds(tmp_path, "\\section{Results}\n" + body)[0][1] == kind
