"""Property tests for section 9: a result printed from a true statistic is never flagged, at any precision;
one whose p lies outside everything its printed statistic allows is always flagged."""

import math

import numpy as np
from hypothesis import assume, example, given
from hypothesis import strategies as st
from scipy import stats as sps

from claim_gate.stats.recognise import half_unit, recognise_text
from claim_gate.stats.recompute import Item, recompute

FLAGGED = (False,)


def true_p(test, x, d1, d2):
    if test == "t":
        return 2 * sps.t.sf(abs(x), d1)
    if test == "F":
        return sps.f.sf(x, d1, d2)
    if test == "chi2":
        return sps.chi2.sf(x, d1)
    if test == "z":
        return 2 * sps.norm.sf(abs(x))
    t = abs(x) * math.sqrt(d1 / (1 - x * x)) if abs(x) < 1 else math.inf
    return 2 * sps.t.sf(t, d1)


@st.composite
def results(draw):
    test = draw(st.sampled_from(["t", "F", "chi2", "z", "r"]))
    d1 = draw(st.integers(1, 400))
    d2 = draw(st.integers(1, 400))
    if test == "t" and draw(st.booleans()):
        d1 = round(draw(st.floats(1.5, 300)), 2)  # Welch
    x = {"t": st.floats(-9, 9), "F": st.floats(0, 40), "chi2": st.floats(0, 80), "z": st.floats(-7, 7),
         "r": st.floats(-0.995, 0.995)}[test]
    value = draw(x)
    decimals = draw(st.integers(2 if test == "r" else 0, 4))
    return test, value, decimals, d1, d2


def head(test, stat, d1, d2):
    df = {"t": f"({d1})", "F": f"({d1}, {d2})", "chi2": f"({d1})", "r": f"({d1})", "z": ""}[test]
    return f"{ {'chi2': 'χ^2'}.get(test, test) }{df} = {stat}".replace("{ ", "").replace(" }", "")


def p_text(p, k, style):
    if style == "sci" and p > 0:
        e = math.floor(math.log10(p))
        mant = f"{p / 10 ** e:.{k - 1}f}"
        if mant.startswith("10"):  # 9.99 rounded up
            mant, e = f"{1:.{k - 1}f}", e + 1
        return f"{mant}×10^{e}"
    return f"{p:.{k}f}"


def judged(sentence):
    (found,) = recognise_text(sentence)
    item = Item(found.test, found.stat_cmp, float(found.stat_text), half_unit(found.stat_text), found.df1 or 0.0,
                found.df2 or 0.0, found.p_cmp, found.p_value, found.p_half, found.one_tailed)
    return recompute([item], 0.05)[0]


@given(results(), st.integers(1, 5), st.sampled_from(["fixed", "sci"]), st.sampled_from(["p", "P", "p-value of"]))
@example(("r", 0.995, 2, 342, 1), 1, "sci", "p")  # the true p underflows to 0.0
def test_a_true_result_at_any_precision_is_never_flagged(result, k, style, p_word):
    test, x, decimals, d1, d2 = result
    stat = f"{x:.{decimals}f}"
    p = true_p(test, x, d1, d2)
    # "p < .001", the way to print a tiny p; also a p that underflows to 0.0, which no style prints as "p = 0"
    # (SPEC section 9: p = .000 never holds; hypothesis found r(342) = 0.99 printed "p = 0.0" in the sci style)
    if (style == "fixed" and float(f"{p:.{k}f}") == 0) or p == 0:
        tail = f"{p_word.replace(' of', '')} < {10.0 ** -k:.{k}f}"
    else:
        text = p_text(p, k, style)
        tail = f"p-value of {text}" if p_word == "p-value of" else f"{p_word} = {text}"
    sentence = f"The effect, {head(test, stat, d1, d2)}, {tail}."
    o = judged(sentence)
    assert o.consistent, (sentence, o)


@given(results(), st.integers(1, 4), st.booleans())
def test_p_outside_its_rounding_interval_is_always_flagged(result, k, down):
    test, x, decimals, d1, d2 = result
    stat = f"{x:.{decimals}f}"
    v, h = abs(float(stat)), half_unit(stat)
    if test == "r":
        assume(v + h < 1)
    lo, hi = max(v - h, 0.0), v + h
    signed = -1 if test in ("t", "z", "r") and x < 0 else 1
    p_low, p_high = (true_p(test, signed * b, d1, d2) for b in (hi, lo))
    grid = 10.0 ** -k
    moved = math.floor(p_low / grid) * grid - grid if down else math.ceil(p_high / grid) * grid + grid
    assume(0 <= moved <= 1 and np.isfinite(moved))
    sentence = f"The effect, {head(test, stat, d1, d2)}, p = {moved:.{k}f}."
    o = judged(sentence)
    assert not o.consistent, (sentence, o, p_low, p_high)


TOKENS = ["t", "F", "r", "z", "Q", "χ^2", "p", "P", "p-value of", "n.s.", "df", "=", "<", ">", "≤", "(", ")", ",",
          " ", "_", "1", "28", "0", ".5", "2.20", "−3.1", "1.2×10^-4", "10^-999", "e-5", "%", "of", "the", "40",
          "participants", "M", "SD", "n", "and", "respectively", "one-tailed", "Bonferroni", "99999999999999999999"]


@given(st.lists(st.sampled_from(TOKENS), max_size=40))
def test_any_text_is_read_without_error_and_judged(tokens):
    from claim_gate.stats.grim import means, percentages
    from claim_gate.stats.recompute import untestable

    text = "".join(tokens)
    found = recognise_text(text)
    percentages(text)
    means(text, None, 1)
    means(text, 20, 2)
    items = [Item(f.test, f.stat_cmp, float(f.stat_text), half_unit(f.stat_text), f.df1 or 0.0, f.df2 or 0.0,
                  f.p_cmp or "=", f.p_value or 0.0, f.p_half, f.one_tailed) for f in found
             if untestable(f.test, f.stat_cmp, float(f.stat_text), f.df1, f.df2, f.p_cmp, f.p_value) is None]
    for o in recompute(items, 0.05):
        assert 0.0 <= o.p_low <= o.p_high <= 1.0
