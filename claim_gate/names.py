"""Names that do not exist, told with the nearest ones that do (a typo must never pass as a silent no-op)."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping

from .lazy_re import lazy

_IDENTIFIER = lazy(r"^[A-Za-z_][A-Za-z0-9_]*$")


def nearest(name: str, candidates: Iterable[object], n: int = 3) -> list[str]:
    """Up to n known names closest to `name`, best first (case-insensitive as a fallback)."""
    pool = sorted({c for c in candidates if isinstance(c, str)})  # JSON may hold ids of any type
    found = difflib.get_close_matches(name, pool, n=n, cutoff=0.5)
    if not found:
        lowered = {c.lower(): c for c in pool}
        found = [lowered[c] for c in difflib.get_close_matches(name.lower(), sorted(lowered), n=n, cutoff=0.5)]
    return found


def did_you_mean(name: str, candidates: Iterable[object], n: int = 3) -> str:
    """" (did you mean 'a' or 'b'?)" or "" when nothing is close."""
    found = nearest(name, candidates, n)
    return " (did you mean " + " or ".join(f"'{c}'" for c in found) + "?)" if found else ""


def unknown_formula_name(text: str, operands: Mapping) -> str | None:
    """Why an assertion's formula that is one bare name is neither a registry name nor one of its operands.

    `relative_gian` compiles as an expression reading a variable `relative_gian`; reported as a missing
    operand it hides the typo, so it is told as a formula name with the registry's nearest names.
    """
    from .formula.registry import REGISTRY, WRITER_ALIASES, canonical_name

    name = text.strip()
    if not _IDENTIFIER.match(name) or canonical_name(name) is not None or name in operands:
        return None
    hint = did_you_mean(name, list(REGISTRY) + list(WRITER_ALIASES), n=1)
    return (f"formula {name!r} is not a registry name nor an operand of the assertion{hint} "
            f"(registry: {', '.join(sorted(REGISTRY))})")
