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


def _aggregates(vector: list) -> list[float]:
    """What a scalar summarising a recorded vector may be: its mean, median, min, max, sum or standard deviation."""
    flat = [float(x) for x in vector if isinstance(x, (int, float)) and not isinstance(x, bool)]
    if not flat or len(flat) != len(vector):
        return []
    n, mean = len(flat), sum(flat) / len(flat)
    ordered = sorted(flat)
    median = ordered[n // 2] if n % 2 else (ordered[n // 2 - 1] + ordered[n // 2]) / 2
    squares = sum((x - mean) ** 2 for x in flat)
    out = [mean, median, ordered[0], ordered[-1], sum(flat), (squares / n) ** 0.5]
    return out + ([(squares / (n - 1)) ** 0.5] if n > 1 else [])


def differs(a: Any, b: Any) -> bool:
    """True when a configured value a differs from the recorded b by more than relative 1e-9 (vectors element-wise,
    equal length). A configured vector against a recorded scalar differs unless every element is that scalar:
    wrapping an edited value in a list hid it (red team 47). A configured scalar against a recorded vector is a
    summary of it: it differs unless it is the vector's mean, median, min, max, sum or standard deviation (per-seed
    results with their mean in science_data are honest: red team 47b)."""
    if isinstance(a, list) and not isinstance(b, list):
        return not a or any(isinstance(x, list) or differs(x, b) for x in a)
    if isinstance(b, list) and not isinstance(a, list):
        return not any(not differs(a, x) for x in _aggregates(b))
    if isinstance(a, list):
        return len(a) == len(b) and any(differs(x, y) for x, y in zip(a, b))
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
        cid = cfg.get("config_id") if isinstance(cfg.get("config_id"), str) else f"configurations[{i}]"
        node = g.ck.nodes.get(node_id)
        metrics = {"metrics": node.get("metrics") or {}} if isinstance(node, dict) else {}
        # every value an operand's look-up can read: the sections, and numbers at the configuration's top level
        # (red team 47b)
        leaves = [leaf for section in SECTIONS for leaf in _leaves(cfg.get(section), section)]
        leaves += [(key, value) for key, value in cfg.items()
                   if isinstance(key, str) and key not in SECTIONS and key not in _NOT_METRICS and is_value(value)]
        for path, value in sorted(leaves, key=lambda leaf: leaf[0]):
            # as an operand's look-up reads the node file: the path, else the same key in another section
            # (science_data's measurements.m against results.json's scores.m: red team 47), else the tree's metrics
            # for the node (red team 47b)
            recorded = lookup(results, path, RESULT_SECTIONS) if isinstance(results, dict) else None
            where = "results.json"
            if recorded is None and metrics:
                recorded, where = lookup(metrics, path, ("metrics",)), "tree metrics"
            if not is_value(recorded) or not differs(value, recorded):
                continue
            out.append(finding("evidence_drift", f"{cid}: {path} is {_short(value)} in science_data.json but "
                               f"{_short(recorded)} in node {node_id}'s {where}; restore the recorded value "
                               "or regenerate science_data.json from the results", config_id=cid, node_id=node_id,
                               metric=path, details={"configured": value, "recorded": recorded}))
    return out


# A configuration's own keys that name it, not a measured value.
_NOT_METRICS = frozenset(("config_id", "node_id", "id", "name", "label"))


def _short(v: Any) -> str:
    if isinstance(v, list):
        return "[" + ", ".join(_short(x) for x in v[:4]) + (", ..." if len(v) > 4 else "") + "]"
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."
