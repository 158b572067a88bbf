"""The JSON Schemas shipped in contracts/ (installed as claim_gate.contracts): names, text, validators."""

from __future__ import annotations

import functools
import json
from typing import List

from .shipped import data_folder


def _folder():
    return data_folder("claim_gate.contracts", "contracts")


def schema_names() -> List[str]:
    return sorted(p.name[: -len(".schema.json")] for p in _folder().iterdir() if p.name.endswith(".schema.json"))


def schema_text(name: str) -> str:
    return _folder().joinpath(f"{name}.schema.json").read_text(encoding="utf-8")


@functools.lru_cache(maxsize=None)
def schema(name: str) -> dict:
    return json.loads(schema_text(name))


def _inline(node, doc: dict, depth: int = 0):
    """The schema with every $ref replaced by what it points at (none of ours is recursive)."""
    if depth > 32:
        raise ValueError("schema $ref nesting too deep")
    if isinstance(node, list):
        return [_inline(v, doc, depth) for v in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        target_file, _, pointer = node["$ref"].partition("#")
        target_doc = schema(target_file.removesuffix(".schema.json")) if target_file else doc
        target = target_doc
        for part in [p for p in pointer.split("/") if p]:
            target = target[part]
        rest = {k: v for k, v in node.items() if k != "$ref"}
        merged = _inline(target, target_doc, depth + 1)
        return {**merged, **_inline(rest, doc, depth)} if rest else merged
    return {k: _inline(v, doc, depth) for k, v in node.items() if k != "$defs"}


@functools.lru_cache(maxsize=None)
def validator(name: str):
    """A Draft 2020-12 validator for a shipped schema (jsonschema is imported only here).

    The schema is bundled with its $refs inlined: resolving reference URLs on every item of a large
    file cost more than the validation itself. The files in contracts/ stay the source of truth.
    """
    import jsonschema

    cls = jsonschema.Draft202012Validator
    cls.check_schema(schema(name))
    return cls(_inline(schema(name), schema(name)))


@functools.lru_cache(maxsize=None)
def fast_validator(name: str):
    """The same bundled schema compiled to Python by fastjsonschema: a yes/no answer ~20x faster.

    Valid files, the common case, are only checked by this; an invalid one is then checked by
    jsonschema for every error with its path (evidence/validate.py). Once the $refs are inlined the
    schemas use only keywords that draft 7 and 2020-12 read alike.
    """
    from .validators import bundle, shipped

    bundled = bundle(name)
    # Generated ahead of time when the shipped schema is the one it was generated from (claim_gate/validators).
    pre = shipped(name, bundled)
    if pre is not None:
        return pre
    import fastjsonschema

    return fastjsonschema.compile(bundled)
