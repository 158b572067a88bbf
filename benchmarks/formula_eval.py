"""Formula evaluation speed and memory, as ratios against baselines measured in the same run.

    python benchmarks/formula_eval.py [--quick]

For each formula and N configurations (K = 8 per-sweep vectors) it prints:
- engine: claim-gate's vectorised evaluator (compile once, evaluate over all N)
- scalar: the per-configuration scalar interpreter (tests/formula_oracle.py), up to N = 1e5
- numpy:  hand-written numpy for the same formula, computing the same result (values and a
          defined flag per row: NaN/inf inputs, division by zero, ... are undefined, SPEC section 2)
- bare:   hand-written numpy with no definedness at all (shown for transparency; for a formula
          that is one pass over its input, checking the input for NaN/inf alone is a second pass)
- speedup over scalar (target >= 100x at N = 1e5), ratio to numpy (target <= 2x at N = 1e6)
- peak memory of one evaluation / bytes of its input arrays (target <= 3x)
Times are the best of several runs; only ratios are meant to be compared across machines.
"""

from __future__ import annotations

import argparse
import sys
import time
import tracemalloc
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))  # timing.py beside this script
sys.path.insert(0, str(ROOT / "tests"))  # the scalar oracle lives with the tests

import formula_oracle  # noqa: E402
from timing import best_time  # noqa: E402

from claim_gate import compile_formula  # noqa: E402

K = 8


def make_inputs(n: int, rng) -> dict:
    gflops = rng.uniform(100, 900, size=(n, K))
    return {
        "gflops_byK": gflops,
        "ceiling_byK": gflops * rng.uniform(1.0, 1.6, size=(n, K)),
        "value": rng.uniform(0.2, 1.05, size=n),
        "cache_bw": rng.uniform(3000, 5000, size=n),
        "effective_bw": rng.uniform(500, 2500, size=n),
        "dram_peak_bw": rng.uniform(1500, 2000, size=n),
    }


def _geomean_same(x):
    r = x["gflops_byK"] / x["ceiling_byK"]
    ok = np.isfinite(x["ceiling_byK"]).all(axis=1) & np.isfinite(x["gflops_byK"]).all(axis=1) & (r > 0).all(axis=1)
    val = np.exp(np.log(r).mean(axis=1))
    return val, ok & np.isfinite(val)


def _cond_same(x):
    e, d, c = x["effective_bw"], x["dram_peak_bw"], x["cache_bw"]
    pick = e > d
    defined = np.isfinite(e) & np.isfinite(d) & np.where(pick, np.isfinite(c), True)
    return np.where(pick, c, d), defined


# (formula, bare numpy, numpy computing the same result: values and the defined flag per row)
CASES = [
    ("geomean(gflops_byK / ceiling_byK)",
     lambda x: np.exp(np.log(x["gflops_byK"] / x["ceiling_byK"]).mean(axis=1)), _geomean_same),
    ("value <= 1", lambda x: x["value"] <= 1, lambda x: (x["value"] <= 1, np.isfinite(x["value"]))),
    ("cache_bw if effective_bw > dram_peak_bw else dram_peak_bw",
     lambda x: np.where(x["effective_bw"] > x["dram_peak_bw"], x["cache_bw"], x["dram_peak_bw"]), _cond_same),
]


def peak_ratio(fn, inputs_bytes: int) -> float:
    tracemalloc.start()
    tracemalloc.reset_peak()
    base = tracemalloc.get_traced_memory()[0]
    fn()
    peak = tracemalloc.get_traced_memory()[1] - base
    tracemalloc.stop()
    return peak / inputs_bytes


def scalar_time(text: str, inputs: dict, names) -> float:
    node = compile_formula(text).ast
    columns = {k: inputs[k].tolist() for k in names}
    n = len(next(iter(columns.values())))
    rows = [{k: columns[k][i] for k in names} for i in range(n)]
    with np.errstate(all="ignore"):
        t0 = time.perf_counter()
        for env in rows:
            formula_oracle.run(node, env)
        return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="N up to 1e4 only (a smoke run)")
    args = ap.parse_args()
    sizes = [10**3, 10**4] if args.quick else [10**3, 10**4, 10**5, 10**6]
    rng = np.random.default_rng(0)
    print(f"{'formula':<58} {'N':>8} {'engine ms':>10} {'numpy ms':>9} {'x numpy':>8} {'x bare':>7} "
          f"{'scalar ms':>10} {'speedup':>8} {'peak/in':>8}")
    for n in sizes:
        inputs = make_inputs(n, rng)
        for text, bare, same in CASES:
            f = compile_formula(text)
            bound = {k: inputs[k] for k in f.names}
            in_bytes = sum(v.nbytes for v in bound.values())
            repeats = 7 if n <= 10**5 else 5
            f.evaluate(bound)  # warm: the closure for these types is compiled once, then reused
            engine = best_time(lambda: f.evaluate(bound), repeats)
            numpy_t = best_time(lambda: same(bound), repeats)
            bare_t = best_time(lambda: bare(bound), repeats)
            mem = peak_ratio(lambda: f.evaluate(bound), in_bytes)
            if n <= 10**5:
                scalar = scalar_time(text, inputs, f.names)
                scalar_s, speed = f"{scalar * 1e3:10.1f}", f"{scalar / engine:7.0f}x"
            else:
                scalar_s, speed = f"{'-':>10}", f"{'-':>8}"
            print(f"{text:<58} {n:>8} {engine * 1e3:10.2f} {numpy_t * 1e3:9.2f} {engine / numpy_t:7.2f}x "
                  f"{engine / bare_t:6.2f}x {scalar_s} {speed} {mem:7.2f}x")


if __name__ == "__main__":
    main()
