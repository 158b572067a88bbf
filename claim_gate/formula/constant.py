"""Constant folding for compile-time limit checks (a constant `**` exponent beyond the limit)."""

from __future__ import annotations

from typing import Optional

import numpy as np

from . import ast
from .errors import FormulaError
from .values import NUMBER, VECTOR


def constant_value(node: ast.Node) -> Optional[float]:
    """The value of a variable-free number expression (a vector gives its largest magnitude).

    None when the node reads a variable, is undefined, or is ill-typed (the type checker,
    which runs on the whole formula, reports that with its position).
    """
    if any(isinstance(n, ast.Var) for n in ast.walk(node)):
        return None
    from .compile import Compiler
    from .typecheck import infer

    try:
        infer(node, {})
        kind, run = Compiler({}).compile(node)
        with np.errstate(all="ignore"):
            val = run({}, 1)
            if kind == VECTOR:
                val = val.checked()
    except FormulaError:
        return None
    if not bool(np.all(val.d)):
        return None
    if kind == NUMBER:
        # one configuration: a reduction (mean([1])) gives shape (1,), which numpy >= 2.4 no longer turns into a float
        flat = np.ravel(val.v)
        return float(flat[0]) if flat.size == 1 else None
    if kind == VECTOR and val.v.size:
        return float(np.abs(val.v).max())
    return None
