"""The public face of the formula language: compile once, evaluate over N configurations."""

from __future__ import annotations

import difflib
import functools
import itertools
from dataclasses import dataclass
from typing import Dict, Mapping, Optional, Tuple

import numpy as np

from . import ast
from .bindings import bind, count
from .compile import Closure, Compiler
from .errors import FormulaNameError, FormulaTypeError
from .parse import parse
from .typecheck import Types, infer
from .values import BOOL, NUMBER, VECTOR, broadcast_defined

__all__ = ["Formula", "Evaluation", "compile_formula", "evaluate"]


@dataclass(frozen=True)
class Evaluation:
    """The result over N configurations.

    kind: "number", "vector" or "bool".
    values: (N,) float or bool, or (N, K) float for vectors (NaN padding past each row's length).
        Undefined rows hold NaN (False for bools): never a number that could be mistaken for a result.
    defined: (N,) bool.
    lengths: (N,) int for vectors, else None.
    """

    kind: str
    values: np.ndarray
    defined: np.ndarray
    lengths: Optional[np.ndarray] = None

    def __len__(self) -> int:
        return len(self.defined)

    def item(self, i: int):
        """Configuration i as plain Python: float, list of floats, bool, or None when undefined."""
        if not self.defined[i]:
            return None
        if self.kind == VECTOR:
            assert self.lengths is not None  # a vector evaluation always carries its row lengths
            return [float(x) for x in self.values[i][: int(self.lengths[i])]]
        if self.kind == BOOL:
            return bool(self.values[i])
        return float(self.values[i])


class Formula:
    """A parsed and statically checked formula. Build with `compile_formula(text)` (cached)."""

    def __init__(self, text: str):
        self.text = text
        self.ast: ast.Node = parse(text)
        self.names: Tuple[str, ...] = ast.variables(self.ast)
        # Checked with every variable of unknown type: only what fails for every typing is rejected now.
        self.result_types: Types = infer(self.ast, {}, text)
        self._compiled: Dict[Tuple[Tuple[str, str], ...], Tuple[str, Closure]] = {}

    def __repr__(self) -> str:
        return f"Formula({self.text!r})"

    def check(self, types: Mapping[str, str]) -> str:
        """Type-check with each variable's type ("number", "vector", "bool"); returns the result type."""
        return self._closure(types)[0]

    def _closure(self, types: Mapping[str, str]) -> Tuple[str, Closure]:
        key = tuple((n, types[n]) for n in self.names)
        hit = self._compiled.get(key)
        if hit is None:
            env = {n: frozenset({types[n]}) for n in self.names}
            (kind,) = infer(self.ast, env, self.text)
            hit = self._compiled[key] = Compiler(dict(key)).compile(self.ast)
            assert hit[0] == kind
        return hit

    def _missing(self, name: str, available) -> FormulaNameError:
        node = next(n for n in ast.walk(self.ast) if isinstance(n, ast.Var) and n.name == name)
        close = difflib.get_close_matches(name, sorted(available), n=1)
        hint = f"did you mean '{close[0]}'?" if close else ""
        return FormulaNameError(f"unknown name '{name}'", node.line, node.column, hint, self.text)

    def _guess_types(self, unknown, bindings, declared) -> Dict[str, str]:
        """Types for bindings that are missing in every configuration: the first typing that checks.

        Such a binding says nothing about its type; its rows are undefined whatever it is.
        """
        known = {n: bind(n, bindings[n], declared.get(n)).kind for n in self.names if n not in unknown}
        first_error: Optional[FormulaTypeError] = None
        for combo in itertools.product((NUMBER, VECTOR, BOOL), repeat=len(unknown)):
            guess = dict(zip(unknown, combo))
            try:
                self._closure({**known, **guess})
                return guess
            except FormulaTypeError as exc:
                first_error = first_error or exc
        assert first_error is not None  # unknown is non-empty, so the loop ran
        raise first_error

    def evaluate(self, bindings: Mapping[str, object], *, types: Optional[Mapping[str, str]] = None,
                 n: Optional[int] = None) -> Evaluation:
        """Evaluate over all configurations at once.

        bindings: name -> numpy array (N,) or (N, K), or a list with one entry per configuration
            (a number, a bool, a list of numbers, or None for "missing here": undefined).
        types: optional declared type per name; needed only to type a list that is all None.
        n: the number of configurations when the formula reads no variable (default 1).
        """
        for name in self.names:
            if name not in bindings:
                raise self._missing(name, bindings.keys())
        sizes = {name: count(name, bindings[name]) for name in self.names}
        if len(set(sizes.values())) > 1:
            detail = ", ".join(f"'{k}' has {v}" for k, v in sorted(sizes.items()))
            raise FormulaTypeError(f"bindings disagree on the number of configurations: {detail}", 1, 1)
        size = next(iter(sizes.values())) if sizes else (1 if n is None else n)
        if n is not None and n != size:
            raise FormulaTypeError(f"n={n} but the bindings hold {size} configurations", 1, 1)
        declared = dict(types or {})
        unknown = [name for name in self.names if name not in declared and _all_missing(bindings[name])]
        if unknown:
            declared.update(self._guess_types(unknown, bindings, declared))
        env = {name: bind(name, bindings[name], declared.get(name)) for name in self.names}
        kind, run = self._closure({name: v.kind for name, v in env.items()})
        with np.errstate(all="ignore"):
            out = run(env, size)
            if out.kind == VECTOR:
                out = out.checked()
        defined = broadcast_defined(out.d, size)
        everywhere = bool(defined.all())
        # Fresh arrays are handed out as they are; one that is (a view of) a binding is copied first.
        inputs = [v.v for v in env.values()]
        def own(a):
            return a.copy() if any(np.may_share_memory(a, i) for i in inputs) else a
        if kind == VECTOR:
            values = own(np.asarray(out.v, dtype=np.float64))
            lengths = out.row_lengths().copy()
            m = out.mask()
            if m is not None:
                values[~m] = np.nan
            if not everywhere:
                values[~defined] = np.nan
            return Evaluation(kind, values, defined, lengths)
        values = out.v.copy() if out.v.shape != (size,) else own(out.v)
        if values.shape != (size,):
            values = np.broadcast_to(values, (size,)).copy()
        if not everywhere:
            values[~defined] = np.nan if kind == NUMBER else False
        return Evaluation(kind, values, defined)


def _all_missing(obj) -> bool:
    return isinstance(obj, (list, tuple)) and all(x is None for x in obj)


@functools.lru_cache(maxsize=4096)
def compile_formula(text: str) -> Formula:
    """Parse and check a formula once; the same text returns the same Formula."""
    return Formula(text)


def evaluate(text: str, variables: Optional[Mapping[str, object]] = None):
    """One configuration: `evaluate("a / b", {"a": 1, "b": 4})` -> 0.25.

    Values are numbers, bools or lists of numbers (or None for missing). Returns a float, a
    list of floats, a bool, or None when the result is undefined.
    """
    variables = variables or {}
    formula = compile_formula(text)
    single = {name: [value] for name, value in variables.items()}
    return formula.evaluate(single, n=1).item(0)
