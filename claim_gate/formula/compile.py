"""AST -> one numpy closure over all N configurations at once (no Python loop over configurations).

A closure takes (variables: {name: Val}, n) and returns a Val. Variable types are fixed when
compiling (the type checker has run with them), so each node picks its implementation once.
Semantics that are easy to get wrong, stated once here:
- `a and b`, `a or b`, chained comparisons and `a if c else b` are lazy as in Python: a row is
  defined when the operands that decide it are (`false and <undefined>` is false).
- A comparison involving a vector holds iff it holds for every element; unequal lengths or an
  empty vector make it undefined.
- `**` with an exponent beyond MAX_EXPONENT in magnitude is undefined for that row (a constant
  one was already rejected by the parser).
"""

from __future__ import annotations

import operator
from typing import Callable, Dict, Mapping, Tuple

import numpy as np

from . import ast
from .functions import FUNCTIONS
from .limits import MAX_EXPONENT
from .values import BOOL, NUMBER, VECTOR, Val, align, boolean, both, column, either, num, pad_to, rows_all

Closure = Callable[[Dict[str, Val], int], Val]

_ARITH = {"+": np.add, "-": np.subtract, "*": np.multiply, "/": np.divide}
_COMPARE = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq,
            "!=": operator.ne}


def _and(a: Val, b: Val) -> Val:
    return Val(BOOL, a.v & b.v, both(a.d, either(~a.v, b.d)))


def _or(a: Val, b: Val) -> Val:
    return Val(BOOL, a.v | b.v, both(a.d, either(a.v, b.d)))


def _arith(op: str, a: Val, b: Val) -> Val:
    f = _ARITH[op]
    if a.kind == NUMBER and b.kind == NUMBER:
        return num(f(a.v, b.v), both(a.d, b.d))
    # A non-finite element stays non-finite through + - * and a numerator, so those may stay
    # unchecked; a denominator may not (x / inf == 0 would hide it).
    if op == "/" and b.kind == VECTOR:
        b = b.checked()
    data, lengths, same = _arith_shape(f, a, b)
    return Val(VECTOR, data, both(both(a.d, b.d), same), lengths, unchecked=True, temporary=True)


def _exponent_ok(b: Val):
    if b.kind == NUMBER:
        return np.abs(b.v) <= MAX_EXPONENT
    ok = np.abs(b.v) <= MAX_EXPONENT
    m = b.mask()
    return rows_all(ok | ~m if m is not None else ok)


def _power(a: Val, b: Val) -> Val:
    a = a.checked() if a.kind == VECTOR else a  # 1 ** nan == 1 and inf ** 0 == 1 would hide them
    b = b.checked() if b.kind == VECTOR else b
    ok = _exponent_ok(b)
    if a.kind == NUMBER and b.kind == NUMBER:
        return num(np.power(a.v, b.v), both(both(a.d, b.d), ok))
    data, lengths, same = _arith_shape(np.power, a, b)
    return Val(VECTOR, data, both(both(a.d, b.d), both(ok, same)), lengths, unchecked=True)


def _arith_shape(f, a: Val, b: Val):
    """f over two operands of which at least one is a vector: (data, lengths, same-length rows)."""
    if a.kind == VECTOR and b.kind == VECTOR:
        av, bv, lengths, same = align(a, b)
        return f(av, bv), lengths, same
    if a.kind == VECTOR:
        return f(a.v, column(b.v)), a.lengths, True
    return f(column(a.v), b.v), b.lengths, True


def _compare(op: str, a: Val, b: Val) -> Val:
    f = _COMPARE[op]
    if a.kind != VECTOR and b.kind != VECTOR:
        return Val(BOOL, f(a.v, b.v), both(a.d, b.d))
    a = a.checked() if a.kind == VECTOR else a
    b = b.checked() if b.kind == VECTOR else b
    held, lengths, same = _arith_shape(f, a, b)
    n = lengths if lengths is not None else (a if a.kind == VECTOR else b).row_lengths()
    if lengths is not None:
        held = held | ~(np.arange(held.shape[1]) < lengths[:, None])
    return Val(BOOL, held.all(axis=1), both(both(a.d, b.d), both(same, n > 0)))


def _select(c: Val, t: Val, e: Val) -> Val:
    if t.kind == VECTOR:
        t, e = t.checked(), e.checked()  # before reading their definedness: a NaN element must count
    d = both(c.d, t.d if t.d is e.d else np.where(c.v, t.d, e.d))
    if t.kind != VECTOR:
        return Val(t.kind, np.where(c.v, t.v, e.v), d)
    width = max(t.width, e.width)
    cv = column(np.asarray(c.v))
    v = np.where(cv, pad_to(t.v, width), pad_to(e.v, width))
    if t.lengths is None and e.lengths is None and t.width == e.width:
        return Val(VECTOR, v, d)
    return Val(VECTOR, v, d, np.where(c.v, t.row_lengths(), e.row_lengths()))


class Compiler:
    """Compiles an AST whose variable types are known: {name: NUMBER | VECTOR | BOOL}."""

    def __init__(self, types: Mapping[str, str]):
        self.types = types

    def compile(self, node: ast.Node) -> Tuple[str, Closure]:
        return getattr(self, "_" + type(node).__name__)(node)

    def _Number(self, node):
        const = num(np.float64(node.value))
        return NUMBER, lambda env, n: const

    def _Bool(self, node):
        const = boolean(np.bool_(node.value))
        return BOOL, lambda env, n: const

    def _Var(self, node):
        name = node.name
        return self.types[name], lambda env, n: env[name]

    def _ListLit(self, node):
        items = [self.compile(i)[1] for i in node.items]

        def run(env, n):
            vals = [f(env, n) for f in items]
            data = np.empty((n, len(vals)))
            d = True
            for j, x in enumerate(vals):
                data[:, j] = x.v
                d = both(d, x.d)
            return Val(VECTOR, data, d)

        return VECTOR, run

    def _Unary(self, node):
        kind, f = self.compile(node.operand)
        if node.op == "not":

            def negate(env, n):
                x = f(env, n)
                return Val(BOOL, ~x.v, x.d)

            return BOOL, negate

        def neg(env, n):
            x = f(env, n)
            return Val(x.kind, -x.v, x.d, x.lengths, x.unchecked)

        return kind, neg

    def _BinOp(self, node):
        (lk, lf), (rk, rf) = self.compile(node.left), self.compile(node.right)
        kind = NUMBER if lk == rk == NUMBER else VECTOR
        if node.op == "**":
            return kind, lambda env, n: _power(lf(env, n), rf(env, n))
        op = node.op
        return kind, lambda env, n: _arith(op, lf(env, n), rf(env, n))

    def _Logic(self, node):
        lf, rf = self.compile(node.left)[1], self.compile(node.right)[1]
        combine = _and if node.op == "and" else _or
        return BOOL, lambda env, n: combine(lf(env, n), rf(env, n))

    def _Compare(self, node):
        fs = [self.compile(o)[1] for o in node.operands]
        ops = node.ops

        def run(env, n):
            vals = [f(env, n) for f in fs]
            acc = _compare(ops[0], vals[0], vals[1])
            for i in range(1, len(ops)):
                acc = _and(acc, _compare(ops[i], vals[i], vals[i + 1]))
            return acc

        return BOOL, run

    def _IfElse(self, node):
        cf = self.compile(node.cond)[1]
        kind, tf = self.compile(node.then)
        ef = self.compile(node.other)[1]
        return kind, lambda env, n: _select(cf(env, n), tf(env, n), ef(env, n))

    def _Call(self, node):
        fn = FUNCTIONS[node.func]
        compiled = [self.compile(a) for a in node.args]
        fs = [f for _, f in compiled]
        if fn.kind == "elementwise":
            kind = compiled[0][0]
        else:
            kind = NUMBER
        impl = fn.impl
        return kind, lambda env, n: impl(*[f(env, n) for f in fs])
