"""Shared by the benchmark scripts: the best of several timed runs (noise only ever adds time)."""

import time


def best_time(fn, repeats: int = 3) -> float:
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best
