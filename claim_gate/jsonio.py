"""Strict JSON reading: UTF-8 only, no NaN/Infinity, errors as one-line InputError with line:column."""

from __future__ import annotations

import json
import math
from pathlib import Path

from .errors import InputError
from .files import read_text


def _reject_constant(name: str):
    raise ValueError(f"{name} is not a valid JSON number")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e400 parses to inf: as invalid as Infinity itself
        raise ValueError(f"{text} is out of the range of a JSON number")
    return value


def _bounded_int(text: str) -> int:
    # More digits than any double holds (10^309 > 1.8e308): as out of range as 1e400, refused the same way.
    if len(text.lstrip("-")) > 309:
        raise ValueError(f"an integer of {len(text.lstrip('-'))} digits is out of the range of a JSON number")
    return int(text)


def loads(text: str, source: str):
    """Parse JSON text; `source` names it in errors (a file name or an option such as --vars)."""
    try:
        return json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float, parse_int=_bounded_int)
    except json.JSONDecodeError as exc:
        raise InputError(source, f"invalid JSON: {exc.msg}; fix the JSON there",
                         f"line {exc.lineno} column {exc.colno}") from None
    except ValueError as exc:  # parse_constant, or a number too long for int()
        raise InputError(source, f"invalid JSON: {exc}; write a finite JSON number (or null)") from None
    except RecursionError:
        raise InputError(source, "invalid JSON: nested too deeply; flatten the structure") from None


def load(path: Path, display: str | None = None):
    """Read and parse a JSON file; every failure is an InputError naming the file."""
    name = display or str(path)
    return loads(read_text(path, name), name)


def dumps(data) -> str:
    """The project's JSON output: stable key order as built, two-space indent, UTF-8, final newline."""
    return json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
