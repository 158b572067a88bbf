"""Set 71, spent: an estimate's hat and a caption that names a measured effort beside parameters."""

import pytest

from claim_gate.paper.index import index_paper

R, S = "result_claim", "experimental_setting"
DOC = "\\documentclass{article}\n\\begin{document}\n%s\n\\end{document}\n"


def kinds(tmp_path, body):
    path = tmp_path / "p.tex"
    path.write_text(DOC % body, encoding="utf-8")
    return [(m.value, m.type) for m in index_paper(path).mentions]


# -- a hatted symbol is an estimate: given a value, it was found (fx_alpha read five skewness estimates as settings) ---
@pytest.mark.parametrize("sentence, kind", [
    ("Tail alpha shows extreme skewness ($\\hat{\\gamma}_1 = 5.05$, $t = 52.6$).", R),
    ("The displays $\\widehat{\\theta} = 0.94$ here.", R),
    ("With $\\gamma_1 = 5.05$ the tail is heavy.", S),  # no hat: a value given, as before
])
def test_a_hatted_symbol_given_a_value_is_an_estimate(tmp_path, sentence, kind):
    assert kinds(tmp_path, "\\section{Results}\n" + sentence)[0][1] == kind


# -- a caption naming parameters and a measured effort is a results table ---------------------------------------------
TABLE = ("\\section{Results}\n\\begin{table}\\caption{%s}\n\\begin{tabular}{llcc}\n & Robot & SCARA & LWR \\\\\n"
         "F & number of operations for one evaluation & 327 & 3003 \\\\\n"
         "I & decrease using regressor multiplication & 87\\,\\%% & 89\\,\\%% \\\\\n\\end{tabular}\\end{table}\n")


@pytest.mark.parametrize("caption, kind", [
    ("Overview of the parameter properties and the computational effort for inverse dynamics.", R),  # dimsynth_minpar
    ("Overview of the parameters of three serial robot examples.", S),  # a parameter table, as before
])
def test_a_caption_that_names_a_measured_effort(tmp_path, caption, kind):
    assert {k for _, k in kinds(tmp_path, TABLE % caption)} == {kind}

