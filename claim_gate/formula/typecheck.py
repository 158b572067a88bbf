"""Static types: number, vector, bool.

Inference works on sets of possible types, so the same checker serves twice: when a formula
is compiled and its variables' types are not known yet (each may be any type; only formulas
that fail for every choice are rejected, e.g. `geomean(true)` or `1 if 2 else 3`), and when
it is evaluated, with each variable's type known from its binding (exact).
"""

from __future__ import annotations

from typing import FrozenSet, Mapping

from . import ast
from .errors import FormulaTypeError
from .functions import ELEMENTWISE, EXTREMUM, FUNCTIONS, REDUCER
from .values import BOOL, NUMBER, VECTOR

Types = FrozenSet[str]
ANY: Types = frozenset({NUMBER, VECTOR, BOOL})
NUMERIC: Types = frozenset({NUMBER, VECTOR})
_N, _V, _B = frozenset({NUMBER}), frozenset({VECTOR}), frozenset({BOOL})


def describe(t: Types) -> str:
    return " or ".join(x for x in (NUMBER, VECTOR, BOOL) if x in t)


class TypeChecker:
    def __init__(self, env: Mapping[str, Types], text: str = ""):
        self.env = env
        self.text = text

    def fail(self, what: str, node, hint: str = "") -> None:
        raise FormulaTypeError(what, node.line, node.column, hint, self.text)

    def infer(self, node: ast.Node) -> Types:
        method = getattr(self, "_" + type(node).__name__)
        return method(node)

    def _Number(self, node):
        return _N

    def _Bool(self, node):
        return _B

    def _Var(self, node):
        return self.env.get(node.name, ANY)

    def _ListLit(self, node):
        for item in node.items:
            if NUMBER not in self.infer(item):
                self.fail(f"a list element must be a number, not a {describe(self.infer(item))}", item)
        return _V

    def _Unary(self, node):
        t = self.infer(node.operand)
        if node.op == "not":
            if BOOL not in t:
                self.fail(f"'not' needs a bool, got a {describe(t)}", node)
            return _B
        if not t & NUMERIC:
            self.fail(f"unary '-' needs a number or vector, got a {describe(t)}", node)
        return t & NUMERIC

    def _BinOp(self, node):
        lt, rt = self.infer(node.left), self.infer(node.right)
        for side, t in (("left", lt), ("right", rt)):
            if not t & NUMERIC:
                self.fail(f"'{node.op}' needs numbers or vectors, its {side} operand is a {describe(t)}", node)
        return arithmetic_result(lt & NUMERIC, rt & NUMERIC)

    def _Logic(self, node):
        for side in (node.left, node.right):
            t = self.infer(side)
            if BOOL not in t:
                self.fail(f"'{node.op}' needs bools, got a {describe(t)}", side,
                          "compare it to get a bool, e.g. x > 0" if t & NUMERIC else "")
        return _B

    def _Compare(self, node):
        types = [self.infer(o) for o in node.operands]
        for (lt, rt), op, (line, col) in zip(zip(types, types[1:]), node.ops, node.op_positions):
            ok = bool(lt & NUMERIC and rt & NUMERIC)
            if op in ("==", "!="):
                ok = ok or (BOOL in lt and BOOL in rt)
            if not ok:
                raise FormulaTypeError(
                    f"cannot compare a {describe(lt)} with a {describe(rt)} using '{op}'", line, col, text=self.text
                )
        return _B

    def _IfElse(self, node):
        ct = self.infer(node.cond)
        if BOOL not in ct:
            self.fail(f"the condition of 'if' must be a bool, got a {describe(ct)}", node.cond,
                      "a vector condition is ambiguous; use a comparison or min/max" if VECTOR in ct else "")
        tt, et = self.infer(node.then), self.infer(node.other)
        if not tt & et:
            self.fail(f"the branches of 'if' differ: a {describe(tt)} and a {describe(et)}", node)
        return tt & et

    def _Call(self, node):
        fn = FUNCTIONS[node.func]  # the parser admits whitelisted names only
        args = [self.infer(a) for a in node.args]
        if fn.kind == REDUCER:
            self._arity(node, 1, "one vector")
            if VECTOR not in args[0]:
                self.fail(f"{node.func}() needs a vector, got a {describe(args[0])}", node.args[0])
            return _N
        if fn.kind == EXTREMUM:
            if not args:
                self.fail(f"{node.func}() needs one vector or two or more numbers, got no argument", node)
            if len(args) == 1:
                if VECTOR not in args[0]:
                    self.fail(f"{node.func}() of one argument needs a vector, got a {describe(args[0])}",
                              node.args[0], f"{node.func}(a, b) takes two or more numbers")
                return _N
            for a, t in zip(node.args, args):
                if NUMBER not in t:
                    self.fail(f"{node.func}() of several arguments needs numbers, got a {describe(t)}", a)
            return _N
        assert fn.kind == ELEMENTWISE
        self._arity(node, 1, "one number or vector")
        if not args[0] & NUMERIC:
            self.fail(f"{node.func}() needs a number or vector, got a {describe(args[0])}", node.args[0])
        return args[0] & NUMERIC

    def _arity(self, node, n: int, what: str) -> None:
        if len(node.args) != n:
            got = len(node.args)
            self.fail(f"{node.func}() takes {what}, got {got} argument{'s' if got != 1 else ''}", node)


def arithmetic_result(lt: Types, rt: Types) -> Types:
    out = set()
    for a in lt:
        for b in rt:
            out.add(NUMBER if a == b == NUMBER else VECTOR)
    return frozenset(out)


def infer(node: ast.Node, env: Mapping[str, Types], text: str = "") -> Types:
    return TypeChecker(env, text).infer(node)
