"""Evidence must agree with itself (SPEC section 4): a configuration value that names its node must equal
what that node's own results.json records at the same metric path, or the paper would be checked against
edited numbers (`evidence_drift`, in always_block_on)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..evidence.resolve import RESULT_SECTIONS, is_value, lookup
from ..findings import Finding, finding
from .context import GateInput

SECTIONS = ("measurements", "scores", "metrics", "params", "parameters")
RELATIVE = 1e-9


def _leaves(block: Any, prefix: str) -> Iterator[tuple[str, Any]]:
    if not isinstance(block, dict):
        return
    for key, value in block.items():
        # "_solve_s" is a metric an operand may name (red team 47: an edited one escaped); only internal annotations
        # such as "_provenance" hold no value, and those yield nothing
        if not isinstance(key, str):
            continue
        path = f"{prefix}.{key}"
        if isinstance(value, dict):
            yield from _leaves(value, path)
        elif is_value(value):
            yield path, value


def _differs(a: Any, b: Any) -> bool:
    """True when two recorded values differ by more than relative 1e-9 (vectors element-wise, equal length). A
    vector against a scalar differs unless it is that scalar alone: wrapping an edited value in a list hid it
    (red team 47)."""
    if isinstance(a, list) != isinstance(b, list):
        vector, scalar = (a, b) if isinstance(a, list) else (b, a)
        return not (len(vector) == 1 and not isinstance(vector[0], list) and not _differs(vector[0], scalar))
    if isinstance(a, list):
        return len(a) == len(b) and any(_differs(x, y) for x, y in zip(a, b))
    try:
        return abs(a - b) > RELATIVE * max(abs(a), abs(b))
    except OverflowError:  # a 401-digit integer against a float: compared exactly instead
        return a != b


def check(g: GateInput) -> list[Finding]:
    out: list[Finding] = []
    for i, cfg in enumerate(g.ck.configurations):
        node_id = cfg.get("node_id")
        if not isinstance(node_id, str):
            continue
        results = g.ck.results(node_id)
        if not isinstance(results, dict):
            continue
        cid = cfg.get("config_id") if isinstance(cfg.get("config_id"), str) else f"configurations[{i}]"
        for section in SECTIONS:
            for path, value in _leaves(cfg.get(section), section):
                # as an operand's look-up reads the node file: the path, else the same key in another section
                # (science_data's measurements.m against results.json's scores.m: red team 47)
                recorded = lookup(results, path, RESULT_SECTIONS)
                if not is_value(recorded) or not _differs(value, recorded):
                    continue
                out.append(finding("evidence_drift", f"{cid}: {path} is {_short(value)} in science_data.json but "
                                   f"{_short(recorded)} in node {node_id}'s results.json; restore the recorded value "
                                   "or regenerate science_data.json from the results", config_id=cid, node_id=node_id,
                                   metric=path, details={"configured": value, "recorded": recorded}))
    return out


def _short(v: Any) -> str:
    if isinstance(v, list):
        return "[" + ", ".join(_short(x) for x in v[:4]) + (", ..." if len(v) > 4 else "") + "]"
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."
