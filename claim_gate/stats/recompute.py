"""Recomputing p from a printed statistic and its df (SPEC section 9), vectorised.

One scipy call per distribution over every result at once: the bounds of the printed statistic's
rounding interval and the printed value itself are stacked into one array per distribution.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

TWO_TAILED = ("t", "z", "r")  # a one-tailed sentence halves their p
NEEDS_DF = {"t": 1, "r": 1, "chi2": 1, "Q": 1, "F": 2, "z": 0}
CMP_CODES = {"=": 0, "<": 1, ">": 2, "ns": 3}
_REL = 1e-9  # float slack on comparisons at a printed boundary (ties are consistent, as in SPEC section 4)
_ABS = 1e-13


@dataclass(frozen=True)
class Item:
    """The numbers of one result, as printed."""

    test: str
    stat_cmp: str  # =, <, >
    stat: float  # the printed value, signed
    stat_half: float  # half a unit of its last printed digit
    df1: float
    df2: float
    p_cmp: str  # =, <, >, ns
    p: float
    p_half: float
    one_tailed: bool
    worded: int = -1  # the sentence's decision in words: 1 significant, 0 not, -1 none


@dataclass(frozen=True)
class Outcome:
    p_low: float  # the recomputed p range from the statistic's rounding interval (two-tailed where that applies)
    p_high: float
    p_at: float  # p at exactly the printed statistic
    consistent: bool
    decision_error: bool
    one_tailed_used: bool  # consistent only as a one-tailed test
    through_rounding: bool  # consistent only because the printed statistic is rounded
    worded_error: bool = False  # the words' decision is not the recomputed one (a decision error, however p is printed)


def untestable(test: str, stat_cmp: str, stat: float, df1: float | None, df2: float | None,
               p_cmp: str | None, p: float | None) -> str | None:
    """Why a recognised result cannot be tested, or None."""
    if p_cmp is None:
        return "no p-value is printed with it"
    if p_cmp in ("<=", ">="):
        return "p is given with ≤ or ≥, which the rules do not test"
    if stat_cmp in ("<=", ">="):
        return "the statistic is given with ≤ or ≥, which the rules do not test"
    if p is not None and p > 1:
        return "the printed p is greater than 1"
    if test == "r" and abs(stat) > 1:
        return "the printed |r| is greater than 1"
    if test in ("F", "chi2", "Q") and stat < 0:
        return f"a {test} statistic cannot be negative"
    need = NEEDS_DF[test]
    have = (df1 is not None) + (df2 is not None)
    if need and have < need:
        return "its degrees of freedom are not printed" if have == 0 else f"{test} needs two degrees of freedom"
    if need == 1 and have == 2:
        return f"{test} is printed with two degrees of freedom"
    if need and any(d is not None and d <= 0 for d in (df1, df2)):
        return "its degrees of freedom are not positive"
    return None


def p_of(test: np.ndarray, x: np.ndarray, df1: np.ndarray, df2: np.ndarray) -> np.ndarray:
    """p for |statistic| x: one scipy call per distribution (t, F, chi-square, normal) over all its rows."""
    # Imported here, not at module level: scipy.stats costs about 0.7 s to import, and a paper with no
    # reported test result (most `check` runs) never needs it.
    from scipy import stats as sps

    x = x.astype(float).copy()
    is_r = test == "r"
    if is_r.any():  # r through t = r * sqrt(df / (1 - r^2)); |r| = 1 is an infinite t
        r = np.minimum(x[is_r], 1.0)
        with np.errstate(divide="ignore", invalid="ignore"):
            x[is_r] = np.where(r >= 1.0, np.inf, r * np.sqrt(df1[is_r] / (1.0 - r * r)))
    out = np.full(x.shape, np.nan)
    sel = (test == "t") | is_r
    if sel.any():
        out[sel] = 2.0 * sps.t.sf(x[sel], df1[sel])
    sel = test == "F"
    if sel.any():
        out[sel] = sps.f.sf(x[sel], df1[sel], df2[sel])
    sel = (test == "chi2") | (test == "Q")
    if sel.any():
        out[sel] = sps.chi2.sf(x[sel], df1[sel])
    sel = test == "z"
    if sel.any():
        out[sel] = 2.0 * sps.norm.sf(x[sel])
    return np.minimum(out, 1.0)


def recompute(items: Sequence[Item], alpha: float) -> list[Outcome]:
    """Judge every item at once (SPEC section 9: the =, <, > rules, p = .000, one-tailed, alpha)."""
    n = len(items)
    if n == 0:
        return []
    test = np.array([it.test for it in items])
    value = np.abs(np.array([it.stat for it in items], dtype=float))
    half = np.array([it.stat_half for it in items], dtype=float)
    scmp = np.array([it.stat_cmp for it in items])
    df1 = np.array([it.df1 for it in items], dtype=float)
    df2 = np.array([it.df2 for it in items], dtype=float)
    # The statistic's interval: printed = v is [v - h, v + h]; < v is [0, v]; > v is [v, inf).
    lo = np.where(scmp == "=", np.maximum(value - half, 0.0), np.where(scmp == "<", 0.0, value))
    hi = np.where(scmp == "=", value + half, np.where(scmp == "<", value, np.inf))
    p = p_of(np.concatenate([test] * 3), np.concatenate([hi, lo, value]), np.concatenate([df1] * 3),
             np.concatenate([df2] * 3))
    p_low, p_high, p_at = p[:n], p[n : 2 * n], p[2 * n :]
    pcmp = np.array([CMP_CODES[it.p_cmp] for it in items])
    v = np.array([it.p for it in items], dtype=float)
    ph = np.array([it.p_half for it in items], dtype=float)
    halves = np.isin(test, TWO_TAILED) & np.array([it.one_tailed for it in items])

    def holds(low, high):
        slack = _REL * np.abs(v) + _ABS
        eq = (low <= v + ph + slack) & (high >= v - ph - slack) & (v > 0)  # p = .000 never holds
        return np.select([pcmp == 0, pcmp == 1, pcmp == 2], [eq, low < v, high > v], high > alpha)

    two = holds(p_low, p_high)
    one = halves & holds(p_low / 2, p_high / 2)
    consistent = two | one
    at = holds(p_at, p_at) | (halves & holds(p_at / 2, p_at / 2))
    # The decision, with p = alpha significant: 1 significant, 0 not, -1 the printed form does not say.
    reported = np.select([pcmp == 0, pcmp == 1, pcmp == 2],
                         [(v <= alpha).astype(int), np.where(v <= alpha, 1, -1), np.where(v >= alpha, 0, -1)], 0)
    used_low = np.where(halves, p_low / 2, p_low)
    used_high = np.where(halves, p_high / 2, p_high)
    recomputed = np.where(used_high <= alpha, 1, np.where(used_low > alpha, 0, -1))
    decision = ~consistent & (reported >= 0) & (recomputed >= 0) & (reported != recomputed)
    # "significantly faster (t(20) = 1.50, p < .25)" or "(..., p = .15)": the words claim a decision the
    # recomputed p does not make, whatever the printed p says (red team 47b)
    worded = np.array([it.worded for it in items])
    worded_error = ~decision & (worded >= 0) & (recomputed >= 0) & (worded != recomputed)
    decision = decision | worded_error
    return [Outcome(float(p_low[i]), float(p_high[i]), float(p_at[i]), bool(consistent[i]), bool(decision[i]),
                    bool(one[i] and not two[i]), bool(consistent[i] and not at[i]), bool(worded_error[i]))
            for i in range(n)]
