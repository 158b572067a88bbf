"""Section 9 recomputation speed: 10,000 reported results judged at once, against a per-result loop.

    python benchmarks/stats_recompute.py [--n N]

- vectorised: claim_gate.stats.recompute.recompute over all N results (one scipy call per distribution)
- loop: the same rule computed one result at a time with scalar scipy calls (the baseline, same run)
Both must agree on every verdict. Target: N = 10,000 in under 1 s. Times are the best of three runs.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

import numpy as np
from scipy import stats as sps

sys.path.insert(0, str(Path(__file__).resolve().parent))  # timing.py beside this script
from timing import best_time

from claim_gate.stats.recompute import Item, recompute

TESTS = ("t", "F", "chi2", "z", "r")


def make_items(n: int, rng) -> list:
    out = []
    for i in range(n):
        test = TESTS[i % len(TESTS)]
        d1, d2 = int(rng.integers(2, 300)), int(rng.integers(2, 300))
        x = {"t": rng.uniform(-5, 5), "F": rng.uniform(0, 20), "chi2": rng.uniform(0, 40), "z": rng.uniform(-4, 4),
             "r": rng.uniform(-0.9, 0.9)}[test]
        p = float(rng.uniform(0.0005, 0.9))
        out.append(Item(test, "=", round(x, 2), 0.005, d1, d2, "=", round(p, 3), 0.0005, bool(i % 7 == 0)))
    return out


def _p(test, x, d1, d2):
    x = abs(x)
    if test == "r":
        x = math.inf if x >= 1 else x * math.sqrt(d1 / (1 - x * x))
        test = "t"
    if test == "t":
        return min(1.0, 2 * float(sps.t.sf(x, d1)))
    if test == "F":
        return float(sps.f.sf(x, d1, d2))
    if test == "chi2":
        return float(sps.chi2.sf(x, d1))
    return min(1.0, 2 * float(sps.norm.sf(x)))


def loop(items, alpha=0.05) -> list:
    """The baseline: each result on its own, scalar scipy calls."""
    out = []
    for it in items:
        v = abs(it.stat)
        p_low, p_high = _p(it.test, v + it.stat_half, it.df1, it.df2), _p(it.test, max(v - it.stat_half, 0), it.df1, it.df2)
        slack = 1e-9 * it.p + 1e-13
        ok = p_low <= it.p + it.p_half + slack and p_high >= it.p - it.p_half - slack and it.p > 0
        if not ok and it.one_tailed and it.test in ("t", "z", "r"):
            ok = p_low / 2 <= it.p + it.p_half + slack and p_high / 2 >= it.p - it.p_half - slack and it.p > 0
        out.append(ok)
    return out


def paper_time(items) -> float:
    """End to end on a generated LaTeX paper holding every item as an APA sentence (for context)."""
    import tempfile

    from claim_gate.paper.index import index_paper
    from claim_gate.stats import analyse

    heads = {"t": "t({d1})", "F": "F({d1}, {d2})", "chi2": "\\chi^2({d1})", "z": "z", "r": "r({d1})"}
    lines = [f"It held, ${heads[it.test].format(d1=it.df1, d2=it.df2)} = {it.stat:.2f}$, $p = {it.p:.3f}$.\n"
             for it in items]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "paper.tex"
        path.write_text("\\section{Results}\n" + "".join(lines), encoding="utf-8")
        return best_time(lambda: analyse(index_paper(path), ()), repeats=1)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=10_000)
    n = ap.parse_args().n
    items = make_items(n, np.random.default_rng(7))
    fast = [o.consistent for o in recompute(items, 0.05)]
    assert fast == loop(items), "the vectorised and the per-result verdicts differ"
    t_vec = best_time(lambda: recompute(items, 0.05))
    t_loop = best_time(lambda: loop(items), repeats=1)
    print(f"{n} results: vectorised {t_vec:.3f} s, per-result loop {t_loop:.3f} s, "
          f"speed-up {t_loop / t_vec:.1f}x; {sum(fast)} consistent")
    print("target: under 1 s for 10,000 results:", "met" if n < 10_000 or t_vec < 1.0 else "NOT met")
    print(f"whole paper of {n} printed results (scan, recognise, recompute): {paper_time(items):.2f} s")
    return 0 if n < 10_000 or t_vec < 1.0 else 1


if __name__ == "__main__":
    sys.exit(main())
