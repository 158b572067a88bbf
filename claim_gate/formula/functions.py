"""The whitelisted functions: one table of signature kind, documentation and vectorised implementation.

Kinds:
- reducer: one vector -> number
- extremum: one vector -> number, or two or more numbers -> number (min, max)
- elementwise: number -> number, vector -> vector
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Callable, Dict

import numpy as np

from .values import NUMBER, VECTOR, Defined, Val, both, num, row_sum, rows_all

REDUCER = "reducer"
EXTREMUM = "extremum"
ELEMENTWISE = "elementwise"


@dataclass(frozen=True)
class Function:
    name: str
    kind: str
    doc: str
    impl: Callable[..., Val]


def _masked(x: Val, fill: float) -> np.ndarray:
    m = x.mask()
    return x.v if m is None else np.where(m, x.v, fill)


def _sum(x: Val) -> Val:  # takes unchecked input: a non-finite element keeps the sum non-finite
    return num(row_sum(_masked(x, 0.0)), x.d)


def _mean(x: Val) -> Val:  # an empty vector gives 0/0: undefined
    return num(row_sum(_masked(x, 0.0)) / x.row_lengths(), x.d)


def _geomean(x: Val) -> Val:
    # Every real element must be > 0 (NaN fails the test too); +inf survives to a non-finite result.
    positive = x.v > 0
    m = x.mask()
    ok = rows_all(positive | ~m if m is not None else positive)
    if m is None and ok is True:
        # The common case: no mask and no bad row, so no np.where pass; a temporary is overwritten.
        logs = np.log(x.v, out=x.v if x.temporary else None)
    else:
        logs = np.log(np.where(positive, x.v, 1.0))  # padding and bad rows contribute log(1) = 0
    return num(np.exp(row_sum(logs) / x.row_lengths()), both(x.d, ok))


def _median(x: Val) -> Val:
    x = x.checked()
    n = x.row_lengths()
    if x.width == 0:
        return num(np.full(n.shape, np.nan), False)
    s = np.sort(_masked(x, np.inf), axis=1)  # padding sorts last
    lo = np.clip((n - 1) // 2, 0, x.width - 1)[:, None]
    hi = np.clip(n // 2, 0, x.width - 1)[:, None]
    r = (np.take_along_axis(s, lo, axis=1)[:, 0] + np.take_along_axis(s, hi, axis=1)[:, 0]) / 2
    return num(r, both(x.d, n > 0))


def _extremum(reduce_vec, reduce_num, fill):
    def impl(*args: Val) -> Val:
        if len(args) == 1 and args[0].kind == VECTOR:
            x = args[0].checked()
            if x.width == 0:
                return num(np.full(x.v.shape[0], np.nan), False)
            return num(reduce_vec(_masked(x, fill), axis=1), x.d)  # an empty row gives +-inf: undefined
        d: Defined = True
        for a in args:
            d = both(d, a.d)
        return num(functools.reduce(reduce_num, [a.v for a in args]), d)

    return impl


def _len(x: Val) -> Val:
    x = x.checked()  # a vector with an undefined element is undefined, its length too
    return num(x.row_lengths().astype(np.float64), x.d)


def _elementwise(f, keeps_nonfinite: bool):
    def impl(x: Val) -> Val:
        if x.kind == NUMBER:
            return num(f(x.v), x.d)
        if not keeps_nonfinite:
            x = x.checked()
        return Val(VECTOR, f(x.v), x.d, x.lengths, unchecked=True)

    return impl


FUNCTIONS: Dict[str, Function] = {
    f.name: f
    for f in (
        Function("geomean", REDUCER, "geometric mean of a vector; undefined if any element is <= 0 or it is empty", _geomean),
        Function("mean", REDUCER, "arithmetic mean of a vector; undefined if it is empty", _mean),
        Function("median", REDUCER, "median of a vector (mean of the two middle elements when even); undefined if empty", _median),
        Function("sum", REDUCER, "sum of a vector; 0 for an empty vector", _sum),
        Function("len", REDUCER, "number of elements of a vector", _len),
        Function("min", EXTREMUM, "smallest element of a vector, or smallest of two or more numbers", _extremum(np.min, np.minimum, np.inf)),
        Function("max", EXTREMUM, "largest element of a vector, or largest of two or more numbers", _extremum(np.max, np.maximum, -np.inf)),
        Function("abs", ELEMENTWISE, "absolute value, elementwise", _elementwise(np.abs, True)),
        Function("sqrt", ELEMENTWISE, "square root, elementwise; undefined for a negative", _elementwise(np.sqrt, True)),
        Function("log", ELEMENTWISE, "natural logarithm, elementwise; undefined for a non-positive", _elementwise(np.log, True)),
        Function("exp", ELEMENTWISE, "e to the power, elementwise; undefined on overflow", _elementwise(np.exp, False)),
    )
}
