"""A plain scalar interpreter of the formula language: one configuration at a time, Python values.

It is the oracle for the vectorised evaluator (differential tests) and the baseline in
benchmarks/formula_eval.py. It shares only the parser/AST with the engine; every semantic rule
is written again here, from SPEC section 2, on Python floats and lists.
"""

from __future__ import annotations

import math

import numpy as np

from claim_gate.formula import ast

UNDEF = object()  # an undefined value
MAX_EXPONENT = 64


def _finite_num(x):
    return x if isinstance(x, float) and math.isfinite(x) else UNDEF


def _finite_vec(xs):
    return xs if all(math.isfinite(x) for x in xs) else UNDEF


def _num_or_vec(x):
    return _finite_vec(x) if isinstance(x, list) else _finite_num(x)


def _input(value):
    if value is None:
        return UNDEF
    if isinstance(value, bool):
        return value
    if isinstance(value, list):
        return _finite_vec([float(x) for x in value])
    return _finite_num(float(value))


def _apply2(f, a, b):
    """Elementwise with broadcasting of a number; UNDEF on unequal lengths or a non-finite result."""
    try:
        if isinstance(a, list) and isinstance(b, list):
            if len(a) != len(b):
                return UNDEF
            return _finite_vec([f(x, y) for x, y in zip(a, b)])
        if isinstance(a, list):
            return _finite_vec([f(x, b) for x in a])
        if isinstance(b, list):
            return _finite_vec([f(a, y) for y in b])
        return _finite_num(f(a, b))
    except (ZeroDivisionError, OverflowError, ValueError):
        return UNDEF


def _pow(x, y):
    if not abs(y) <= MAX_EXPONENT:
        raise ValueError
    return float(np.power(np.float64(x), np.float64(y)))


_ARITH = {"+": lambda x, y: x + y, "-": lambda x, y: x - y, "*": lambda x, y: x * y,
          "/": lambda x, y: x / y, "**": _pow}
_CMP = {"<": lambda x, y: x < y, "<=": lambda x, y: x <= y, ">": lambda x, y: x > y,
        ">=": lambda x, y: x >= y, "==": lambda x, y: x == y, "!=": lambda x, y: x != y}


def _compare(op, a, b):
    f = _CMP[op]
    if isinstance(a, list) or isinstance(b, list):
        if isinstance(a, list) and isinstance(b, list) and len(a) != len(b):
            return UNDEF
        n = len(a) if isinstance(a, list) else len(b)
        if n == 0:
            return UNDEF
        xs = a if isinstance(a, list) else [a] * n
        ys = b if isinstance(b, list) else [b] * n
        return all(f(x, y) for x, y in zip(xs, ys))
    return f(a, b)


def _elementwise(f, x):
    def one(v):
        try:
            return f(v)
        except (ValueError, OverflowError):
            return math.nan

    return _num_or_vec([one(v) for v in x] if isinstance(x, list) else one(x))


def _log(v):
    if v <= 0:
        raise ValueError
    return float(np.log(np.float64(v)))


def _geomean(xs):
    if not xs or any(x <= 0 for x in xs):
        return UNDEF
    total = 0.0
    for x in xs:
        total += float(np.log(np.float64(x)))
    return _finite_num(float(np.exp(np.float64(total / len(xs)))))


def _median(xs):
    if not xs:
        return UNDEF
    s = sorted(xs)
    return _finite_num((s[(len(s) - 1) // 2] + s[len(s) // 2]) / 2)


def _call(name, args):
    if name == "geomean":
        return _geomean(args[0])
    if name == "mean":
        return _finite_num(_plain_sum(args[0]) / len(args[0])) if args[0] else UNDEF
    if name == "median":
        return _median(args[0])
    if name == "sum":
        return _finite_num(_plain_sum(args[0]))
    if name == "len":
        return float(len(args[0]))
    if name in ("min", "max"):
        pick = min if name == "min" else max
        xs = args[0] if len(args) == 1 else args
        return _finite_num(float(pick(xs))) if xs else UNDEF
    if name == "abs":
        return _elementwise(abs, args[0])
    if name == "sqrt":
        return _elementwise(lambda v: math.sqrt(v), args[0])
    if name == "log":
        return _elementwise(_log, args[0])
    if name == "exp":
        return _elementwise(lambda v: float(np.exp(np.float64(v))), args[0])
    raise AssertionError(name)


def _plain_sum(xs):
    total = 0.0
    for x in xs:
        total += x
    return total


def run(node, env):
    """Evaluate `node` for one configuration; env maps names to Python values (or None: missing)."""
    if isinstance(node, ast.Number):
        return node.value
    if isinstance(node, ast.Bool):
        return node.value
    if isinstance(node, ast.Var):
        return _input(env[node.name])
    if isinstance(node, ast.ListLit):
        items = [run(i, env) for i in node.items]
        return UNDEF if any(i is UNDEF for i in items) else items
    if isinstance(node, ast.Unary):
        x = run(node.operand, env)
        if x is UNDEF:
            return UNDEF
        if node.op == "not":
            return not x
        return [-v for v in x] if isinstance(x, list) else -x
    if isinstance(node, ast.BinOp):
        a, b = run(node.left, env), run(node.right, env)
        if a is UNDEF or b is UNDEF:
            return UNDEF
        return _apply2(_ARITH[node.op], a, b)
    if isinstance(node, ast.Logic):
        a = run(node.left, env)
        if a is UNDEF:
            return UNDEF
        if (node.op == "and" and not a) or (node.op == "or" and a):
            return a
        return run(node.right, env)
    if isinstance(node, ast.Compare):
        left = run(node.operands[0], env)
        for op, right_node in zip(node.ops, node.operands[1:]):
            right = run(right_node, env)
            if left is UNDEF or right is UNDEF:
                return UNDEF
            r = _compare(op, left, right)
            if r is UNDEF or not r:
                return r
            left = right
        return True
    if isinstance(node, ast.IfElse):
        c = run(node.cond, env)
        if c is UNDEF:
            return UNDEF
        return run(node.then if c else node.other, env)
    if isinstance(node, ast.Call):
        args = [run(a, env) for a in node.args]
        if any(a is UNDEF for a in args):
            return UNDEF
        return _call(node.func, args)
    raise AssertionError(type(node))


def evaluate(text, env):
    """Like claim_gate.formula.evaluate, for one configuration: value, or None when undefined."""
    from claim_gate.formula.parse import parse

    with np.errstate(all="ignore"):  # numpy's scalar functions warn where math raises; both mean undefined
        out = run(parse(text), env)
    return None if out is UNDEF else out
