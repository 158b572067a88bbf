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
        return replace(self, d=self.d & fin.all(axis=1), unchecked=False)


def num(v, d: Defined = True) -> Val:
    """A number column; a non-finite value makes its row undefined."""
    v = np.asarray(v, dtype=np.float64)
    return Val(NUMBER, v, d & np.isfinite(v))


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
    return np.broadcast_to(np.asarray(d, dtype=bool), (n,)).copy()
