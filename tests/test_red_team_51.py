"""Red team 51 (this session's fraction refusal, PythonTeX, integer parameters, redefined references and set 72's
cues): each way a result escaped the gate or an honest paper was blocked, as a case that must now hold. Numbered as
in its report. PythonTeX's cases are in test_latex_fidelity.py (test_code_the_paper_runs_prints_an_untrusted_stand_in);
the cues' in test_acquisition_and_steps.py."""

import pytest

from claim_gate.paper.index import index_paper
from small_checkpoint import CONFIG, gate, identity, science

R, S = "result_claim", "experimental_setting"
DOC = "\\documentclass{article}\n%s\n\\begin{document}\n\\section{Results}\n%s\n\\end{document}\n"


def mentions(tmp_path, body, preamble=""):
    path = tmp_path / "p.tex"
    path.write_text(DOC % (preamble, body), encoding="utf-8")
    return index_paper(path).mentions


# -- 4: fraction forms the refusal missed: the numerator was checked as the value (u = 4.0; the paper says 2) --------
@pytest.mark.parametrize("printed", [
    "${4 \\over 2}$ s", "less than ${5 \\over 2}$ s", "less than 5⁄2 s", "less than 5∕2 s",
    "less than 5\\textfractionsolidus 2 s", "less than $5\\div 2$ s", "\\SI{4/2}{s}", "\\qty{4/2}{s}",
    "\\num[quotient-mode=fraction]{4/2} s", "4/2 s", "$\\genfrac{}{}{}{}{4}{2}$ s", "\\xfrac{4}{2} s",
])
def test_every_fraction_form_is_refused(tmp_path, capsys, printed):
    code, rep, _ = gate(capsys, tmp_path, f"The solve takes {printed}. % CLAIM:C1:NC1\n", science(identity(metric="u")))
    assert code != 0 and any(f["type"] == "unresolved_anchor" and "fraction" in f["message"] for f in rep["errors"]), \
        rep["errors"]


def test_a_fraction_defined_by_the_paper_is_refused(tmp_path, capsys):
    code, rep, _ = gate(capsys, tmp_path, "\\def\\myfrac#1#2{{#1\\over#2}}The solve takes $\\myfrac{4}{2}$ s. "
                        "% CLAIM:C1:NC1\n", science(identity(metric="u")))
    assert code != 0 and any(f["type"] == "unresolved_anchor" for f in rep["errors"]), rep["errors"]


# -- 10: honest sentences the refusal blocked: a count out of a total, a number per unit ------------------------------
COUNTS = dict(CONFIG, measurements={**CONFIG["measurements"], "fails": 2, "conv": 18})


@pytest.mark.parametrize("body, metric", [
    ("At least 18/20 runs converged. % CLAIM:C1:NC1\n", "conv"),
    ("Fewer than 3/20 runs failed. % CLAIM:C1:NC1\n", "fails"),
    ("The solve costs $\\frac{4\\,\\mathrm{s}}{\\mathrm{iteration}}$. % CLAIM:C1:NC1\n", "u"),
    ("The solve costs \\nicefrac{4 s}{iteration}. % CLAIM:C1:NC1\n", "u"),
])
def test_a_count_out_of_a_total_or_a_number_per_unit_binds(tmp_path, capsys, body, metric):
    code, rep, _ = gate(capsys, tmp_path, body, science(identity(metric=metric), configs=[COUNTS]))
    assert not any(f["type"] in ("unresolved_anchor", "numeric_mismatch") for f in rep["errors"]), rep["errors"]


# -- 3: a redefinition of a reference or citation command the gate cannot expand hid its argument --------------------
@pytest.mark.parametrize("definition, use", [
    ("\\NewDocumentCommand{\\cref}{o m}{#2}", "\\cref{93.1}"),
    ("\\NewDocumentCommand{\\citep}{s o m}{#3}", "\\citep{93.1}"),
    ("\\NewDocumentCommand{\\EQ}{D<>{} m}{$=#2$}", "\\EQ{93.1}"),
])
def test_an_unexpandable_redefinition_prints_untrusted(tmp_path, definition, use):
    (m,) = mentions(tmp_path, f"The solve took {use} s.", definition)
    assert m.value == 93.1 and m.requires_assertion


# -- 8 and 14: only TeX's own integer parameters print nothing; octal and hex constants are theirs too ---------------
def test_a_penalty_the_gate_does_not_know_prints_its_number(tmp_path):
    assert [m.value for m in mentions(tmp_path, "The solve incurs a \\latencypenalty 93 s.")] == [93.0]


def test_an_octal_or_hex_parameter_prints_nothing(tmp_path):
    assert [m.value for m in mentions(tmp_path, "{\\tolerance='777 \\hbadness\"1FF The solve takes 4 s.}")] == [4.0]


# -- 51b #1: a struck or negated "much less" is no bound (h = 0.005 is much less than 2, which the paper denies) -------
H = dict(CONFIG, measurements={**CONFIG["measurements"], "h": 0.005})


@pytest.mark.parametrize("printed", ["satisfies $\\epsilon \\not\\ll 2$", "satisfies $\\epsilon \\not \\ll 2$",
                                     "satisfies $\\epsilon \\not{\\ll} 2$", "satisfies $\\epsilon \\centernot\\ll 2$",
                                     "is not $\\ll 2$", "is not $< 1$"])
def test_a_negated_much_bound_is_no_bound(tmp_path, capsys, printed):
    code, rep, _ = gate(capsys, tmp_path, f"The error {printed} in all runs. % CLAIM:C1:NC1\n",
                        science(identity(metric="h"), configs=[H]))
    assert code != 0 and any(f["type"] == "numeric_mismatch" for f in rep["errors"]), rep["errors"]


# -- 51b #6: a count out of a total of days is two numbers of their own -------------------------------------------------
def test_a_count_of_days_out_of_a_total_binds(tmp_path, capsys):
    code, rep, _ = gate(capsys, tmp_path, "The sensor stayed online on 18/20 days. % CLAIM:C1:NC1 % CLAIM:C1:NC2\n",
                        science(identity(metric="conv"), identity("NC2", metric="total"),
                                configs=[dict(CONFIG, measurements={**CONFIG["measurements"], "conv": 18, "total": 20})]))
    assert not any(f["type"] in ("unresolved_anchor", "numeric_mismatch") for f in rep["errors"]), rep["errors"]


def test_a_value_in_seconds_spelled_out_is_still_refused(tmp_path, capsys):
    code, rep, _ = gate(capsys, tmp_path, "The solve takes 5/2 seconds. % CLAIM:C1:NC1\n", science(identity(metric="u")))
    assert any(f["type"] == "unresolved_anchor" for f in rep["errors"]), rep["errors"]


def test_a_local_style_that_loads_sagetex_makes_sage_print_a_stand_in(tmp_path):
    (tmp_path / "mine.sty").write_text("\\RequirePackage{sagetex}\n", encoding="utf-8")
    ms = mentions(tmp_path, "The solve takes \\sage{sqrt(4.0)} s.", "\\usepackage{mine}")
    assert [m.value for m in ms] == [0.0] and ms[0].requires_assertion


# -- a hostile sentence of thousands of anchored mismatches: the at=K hint looks at near neighbours only -------------
def test_the_shifted_binding_hint_looks_at_a_bounded_reach():
    from types import SimpleNamespace

    from claim_gate import messages

    sentence = [SimpleNamespace(index=i, context="prose", text=str(i)) for i in range(10_000)]
    calls = []

    def matches(other, value):
        calls.append(other.index)
        return other.index == 5_003  # the value the assertion recomputed is printed three numbers on

    hint = messages.shifted_binding(5003.0, sentence[5_000], sentence, matches)
    assert hint is not None and "number 5004" in hint and "at=5004" in hint
    calls.clear()
    assert messages.shifted_binding(1.0, sentence[5_000], sentence, lambda o, v: calls.append(o) or False) is None
    assert len(calls) <= 2 * messages.SHIFT_REACH  # 6,000 anchored mismatches once made 36 million comparisons
