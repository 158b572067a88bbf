"""Named formulas for numeric assertions, written in the formula language itself (SPEC section 2)."""

from __future__ import annotations

from types import MappingProxyType

from .api import Formula, compile_formula

# The one table. Operand roles are the variable names.
REGISTRY = MappingProxyType({
    "identity": "value",
    "relative_speedup": "baseline / proposed",
    "relative_gain": "proposed / baseline",
    "relative_improvement_percent": "(baseline - proposed) / baseline * 100",
    "relative_increase_percent": "(proposed - baseline) / baseline * 100",
    "relative_reduction_percent": "(baseline - proposed) / baseline * 100",
    "absolute_difference": "proposed - baseline",
    "ratio_percent": "proposed / baseline * 100",
})

# Names paper writers use for "the value itself".
WRITER_ALIASES = MappingProxyType({alias: "identity" for alias in ("value", "absolute", "raw", "abs", "direct", "reported")})


def canonical_name(formula: str) -> str | None:
    """The registry name a formula field refers to, or None when it is an expression."""
    key = formula.strip().lower()
    key = WRITER_ALIASES.get(key, key)
    return key if key in REGISTRY else None


def resolve(formula: str) -> Formula:
    """A numeric assertion's `formula` field: a registry name, a writer alias, or an expression."""
    name = canonical_name(formula)
    return compile_formula(REGISTRY[name] if name else formula)
