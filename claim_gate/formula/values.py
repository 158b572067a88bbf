"""Runtime values of the vectorised evaluator: one column (or padded matrix) over N configurations.

A value is undefined per configuration, never as a whole: `defined` is a bool array (or a
plain bool for constants, which broadcast). Where a row is defined, its data is finite.

Vectors are padded (N, K) float arrays; `lengths` gives each row's real length (None means every
row has K elements, the common rectangular case, so no mask is ever built for it).

`unchecked` vectors may still hold a non-finite element in a row marked defined; such an element
means that row is undefined. Only operations that keep a non-finite element non-finite (+, -, *,
the numerator of /, unary -, abs, sqrt, log, and the reducers sum/mean/geomean) take unchecked
input; everything else calls `checked()` first. This saves one full pass over the largest arrays
on the hot path (`geomean(a / b)`), and the final result is always checked.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional, Union

import numpy as np

NUMBER = "number"
VECTOR = "vector"
BOOL = "bool"

Defined = Union[bool, np.ndarray]


@dataclass(frozen=True)
class Val:
    kind: str  # NUMBER, VECTOR or BOOL
    v: np.ndarray  # NUMBER/BOOL: 0-d or (N,); VECTOR: (N, K)
    d: Defined  # True, or (N,) bool
    lengths: Optional[np.ndarray] = None  # VECTOR only: (N,) int64, or None when all rows are full
    unchecked: bool = False  # VECTOR only, see module docstring
    temporary: bool = False  # v was made by the operation that returned it: its one consumer may overwrite it

    # -- vectors -------------------------------------------------------------------------------
    @property
    def width(self) -> int:
        return self.v.shape[1]

    def mask(self) -> Optional[np.ndarray]:
        """(N, K) bool of the real elements, or None when every row is full."""
        if self.lengths is None:
            return None
        return np.arange(self.width) < self.lengths[:, None]

    def row_lengths(self) -> np.ndarray:
        if self.lengths is not None:
            return self.lengths
        return np.full(self.v.shape[0], self.width, dtype=np.int64)

    def checked(self) -> "Val":
        if not self.unchecked:
            return self
        fin = np.isfinite(self.v)
        m = self.mask()
        if m is not None:
            fin |= ~m
        return replace(self, d=both(self.d, rows_all(fin)), unchecked=False)


# Definedness is combined through these helpers, never with a bare `&`: `True & array` makes
# numpy take a slow path (about 6x a plain pass), and most rows of real data are defined.
def _scalar(x) -> bool:
    return np.ndim(x) == 0


def both(a: Defined, b: Defined) -> Defined:
    if _scalar(a):
        return b if a else False
    if _scalar(b):
        return a if b else False
    return a & b


def either(a: Defined, b: Defined) -> Defined:
    if _scalar(a):
        return True if a else b
    if _scalar(b):
        return True if b else a
    return a | b


def rows_all(m: np.ndarray) -> Defined:
    """Row-wise all() of an (N, K) bool array; True when every element holds (one fast flat pass)."""
    if m.all():
        return True
    return np.asarray(m.all(axis=1))


def row_sum(x: np.ndarray) -> np.ndarray:
    """Row sums, adding columns left to right: faster than sum(axis=1) on short rows, and in the
    same order as summing each row in a loop."""
    if x.shape[1] == 0 or x.shape[1] > 64:
        return x.sum(axis=1)
    out = x[:, 0].copy()
    for j in range(1, x.shape[1]):
        out += x[:, j]
    return out


def num(v, d: Defined = True) -> Val:
    """A number column; a non-finite value makes its row undefined."""
    v = np.asarray(v, dtype=np.float64)
    finite = np.isfinite(v)
    return Val(NUMBER, v, both(d, bool(finite) if finite.ndim == 0 else finite))


def boolean(v, d: Defined = True) -> Val:
    return Val(BOOL, np.asarray(v, dtype=bool), d)


def column(v) -> np.ndarray:
    """A number's data shaped to broadcast against an (N, K) matrix."""
    return v[:, None] if v.ndim == 1 else v


def pad_to(v: np.ndarray, width: int) -> np.ndarray:
    if v.shape[1] == width:
        return v
    out = np.full((v.shape[0], width), np.nan)
    out[:, : v.shape[1]] = v
    return out


def align(a: Val, b: Val) -> tuple[np.ndarray, np.ndarray, Optional[np.ndarray], Defined]:
    """Two vectors on a common width, their lengths, and which rows have equal lengths."""
    width = max(a.width, b.width)
    av, bv = pad_to(a.v, width), pad_to(b.v, width)
    if a.lengths is None and b.lengths is None and a.width == b.width:
        return av, bv, None, True
    la, lb = a.row_lengths(), b.row_lengths()
    return av, bv, la, la == lb


def broadcast_defined(d: Defined, n: int) -> np.ndarray:
    # An array `d` was made during this evaluation (never a caller's array), so it is handed out as is.
    return np.full(n, bool(d)) if _scalar(d) else np.asarray(d)
