"""The JSON Schemas shipped in contracts/ (installed as claim_gate.contracts): names, text, validators."""

from __future__ import annotations

import functools
import json
from importlib import resources
from typing import List


def _folder():
    return resources.files("claim_gate.contracts")


def schema_names() -> List[str]:
    return sorted(p.name[: -len(".schema.json")] for p in _folder().iterdir() if p.name.endswith(".schema.json"))


def schema_text(name: str) -> str:
    return _folder().joinpath(f"{name}.schema.json").read_text(encoding="utf-8")


@functools.lru_cache(maxsize=None)
def schema(name: str) -> dict:
    return json.loads(schema_text(name))


@functools.lru_cache(maxsize=None)
def _registry():
    """Every shipped schema under its $id, so relative $refs between them resolve offline."""
    from referencing import Registry, Resource

    return Registry().with_resources(
        (schema(n)["$id"], Resource.from_contents(schema(n))) for n in schema_names())


@functools.lru_cache(maxsize=None)
def validator(name: str):
    """A Draft 2020-12 validator for a shipped schema (jsonschema is imported only here)."""
    import jsonschema

    cls = jsonschema.Draft202012Validator
    s = schema(name)
    cls.check_schema(s)
    return cls(s, registry=_registry())
