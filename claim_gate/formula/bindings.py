"""Turn user bindings into evaluator values: arrays (N,) / (N, K), or one entry per configuration."""

from __future__ import annotations

import itertools
import numbers
from typing import Optional

import numpy as np

from .errors import FormulaLimitError, FormulaTypeError
from .limits import MAX_VECTOR
from .values import BOOL, NUMBER, VECTOR, Val, num

__all__ = ["bind", "count"]


def _fail(name: str, what: str) -> FormulaTypeError:
    return FormulaTypeError(f"binding '{name}': {what}", 1, 1)


def count(name: str, obj) -> int:
    """How many configurations a binding holds."""
    if isinstance(obj, np.ndarray):
        if obj.ndim not in (1, 2):
            raise _fail(name, f"an array must be 1-D (N,) or 2-D (N, K), got {obj.ndim}-D")
        return obj.shape[0]
    if isinstance(obj, (list, tuple)):
        return len(obj)
    raise _fail(name, f"expected an array or a list with one entry per configuration, got {type(obj).__name__}")


# The kind of a value of exactly these types (what JSON gives), without the slower ABC checks; any other
# type, a subclass included, takes the full test.
_EXACT_KINDS = {float: NUMBER, int: NUMBER, bool: BOOL, list: VECTOR, tuple: VECTOR}


def _kind_of(x) -> Optional[str]:
    kind = _EXACT_KINDS.get(type(x))
    return kind if kind is not None else _kind_of_any(x)


def _kind_of_any(x) -> Optional[str]:
    if x is None:
        return None
    if isinstance(x, (bool, np.bool_)):
        return BOOL
    if isinstance(x, numbers.Real):
        return NUMBER
    if isinstance(x, (list, tuple, np.ndarray)):
        return VECTOR
    return "other"


def _float(x) -> float:
    """A JSON/Python number as float; out of float range becomes inf (undefined), never an exception."""
    return x if type(x) is float else _float_any(x)  # float(x) of a float is x itself


def _float_any(x) -> float:
    if isinstance(x, (bool, np.bool_)) or not isinstance(x, numbers.Real):
        raise TypeError
    try:
        return float(x)
    except OverflowError:
        return float("inf")


def _from_array(name: str, arr: np.ndarray) -> Val:
    if arr.dtype == bool:
        if arr.ndim != 1:
            raise _fail(name, "a bool array must be 1-D")
        return Val(BOOL, arr, True)
    if arr.dtype.kind not in "iuf":
        raise _fail(name, f"array of {arr.dtype} is not numeric")
    arr = arr.astype(np.float64, copy=False)
    if arr.ndim == 1:
        return num(arr)
    if arr.shape[1] > MAX_VECTOR:
        raise FormulaLimitError(f"binding '{name}': vectors of {arr.shape[1]} elements exceed the limit of {MAX_VECTOR}", 1, 1)
    return Val(VECTOR, arr, True, None, unchecked=True)  # non-finite elements are caught lazily


def _from_list(name: str, items, declared: Optional[str]) -> Val:
    kinds = {k for k in map(_kind_of, items) if k is not None}
    if "other" in kinds:
        i, bad = next((i, x) for i, x in enumerate(items) if _kind_of(x) == "other")
        raise _fail(name, f"configuration {i} holds a {type(bad).__name__}, not a number, bool or list of numbers")
    if len(kinds) > 1:
        raise _fail(name, f"mixes {' and '.join(sorted(kinds))} values across configurations")
    kind = kinds.pop() if kinds else (declared or NUMBER)
    present = np.fromiter((x is not None for x in items), dtype=bool, count=len(items))
    if kind == BOOL:
        return Val(BOOL, np.fromiter((bool(x) for x in items), dtype=bool, count=len(items)), present)
    try:
        if kind == NUMBER:
            values = np.fromiter((np.nan if x is None else _float(x) for x in items), dtype=np.float64, count=len(items))
            return num(values, present)
        rows = [() if x is None else x for x in items]
        lengths = np.fromiter((len(r) for r in rows), dtype=np.int64, count=len(rows))
        width = int(lengths.max()) if len(rows) else 0
        if width > MAX_VECTOR:
            raise FormulaLimitError(f"binding '{name}': vectors of {width} elements exceed the limit of {MAX_VECTOR}", 1, 1)
        flat = np.fromiter((_float(v) for v in itertools.chain.from_iterable(rows)), dtype=np.float64, count=int(lengths.sum()))
    except TypeError:
        raise _fail(name, "vector elements must be numbers") from None
    data = np.full((len(rows), width), np.nan)
    full = bool((lengths == width).all())
    if full:
        data[:] = flat.reshape(len(rows), width)
    else:
        data[np.arange(width) < lengths[:, None]] = flat
    return Val(VECTOR, data, present, None if full else lengths, unchecked=True)


def bind(name: str, obj, declared: Optional[str] = None) -> Val:
    """One binding as a Val; `declared` types an all-missing list (every entry None)."""
    count(name, obj)
    val = _from_array(name, obj) if isinstance(obj, np.ndarray) and obj.dtype != object else _from_list(name, list(obj), declared)
    if declared is not None and val.kind != declared:
        raise _fail(name, f"declared a {declared}, holds a {val.kind}")
    return val
