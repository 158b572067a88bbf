"""Validation against the shipped JSON Schemas, as (JSON path, message) pairs a user can act on."""

from __future__ import annotations

from typing import Any

from ..contracts_index import fast_validator, validator

Path_ = tuple[Any, ...]

_TYPE_NAMES = {"object": "object", "array": "array", "string": "string", "number": "number", "integer": "integer",
               "boolean": "true or false", "null": "null"}


def json_path(path: Path_) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _message(err) -> str:
    v = err.validator
    if v == "type":
        want = err.validator_value if isinstance(err.validator_value, list) else [err.validator_value]
        return "expected " + " or ".join(str(_TYPE_NAMES.get(t, t)) for t in want)
    if v == "required":
        missing = [k for k in err.validator_value if isinstance(err.instance, dict) and k not in err.instance]
        return f"missing '{missing[0]}'" if missing else "missing a required key"
    if v == "enum":
        return "expected one of " + ", ".join(map(str, err.validator_value))
    if v == "const":
        return f"expected {err.validator_value!r}"
    if v == "pattern":
        return f"{err.instance!r} does not match {err.validator_value}"
    if v in ("minimum", "exclusiveMinimum"):
        return f"expected a number >= {err.validator_value}"
    if v == "minLength":
        return "expected a non-empty string"
    if v in ("oneOf", "anyOf"):
        types = [e.validator_value for e in err.context if e.validator == "type" and not e.relative_path]
        if types:
            flat = [t for v_ in types for t in (v_ if isinstance(v_, list) else [v_])]
            return "expected " + " or ".join(dict.fromkeys(_TYPE_NAMES.get(t, t) for t in flat))
        return "matches none of the allowed forms"
    return err.message


def is_valid(data: Any, schema: str) -> bool:
    import fastjsonschema

    try:
        fast_validator(schema)(data)
        return True
    except fastjsonschema.JsonSchemaException:
        return False


def errors(data: Any, schema: str) -> list[tuple[Path_, str]]:
    """Every violation, deepest first for the same place, sorted by path for determinism."""
    if is_valid(data, schema):
        return []
    out = []
    for err in validator(schema).iter_errors(data):
        best = [err]
        if err.context:  # oneOf/anyOf: the most specific sub-errors say more than "matches none"
            deepest = max(len(e.absolute_path) for e in err.context)
            if deepest > len(err.absolute_path):
                # every one of them: {"nodes": [1, 2]} has two bad items, and naming one let the other through
                # to the loader unchecked (red team 47)
                best = [e for e in err.context if len(e.absolute_path) == deepest]
        out += [(tuple(e.absolute_path), _message(e)) for e in best]
    return sorted(set(out), key=lambda e: (json_path(e[0]), e[1]))
