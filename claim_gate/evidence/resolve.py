"""Operand resolution: `{node_id, metric_path}` and `{config_id, metric}` to a recorded number or list.

SPEC section 1: dot paths of any depth into results.json sections (`measurements.fp64.gflops`), tree
`metrics.*`, and a trailing-key fallback (`gflops_512` found in `measurements`); configurations are
searched in measurements, scores, metrics, then params/parameters, first hit wins.
"""

from __future__ import annotations

from typing import Any, Optional, Tuple

from ..names import did_you_mean
from .load import Checkpoint

RESULT_SECTIONS = ("measurements", "scores", "params", "predictions", "metrics")
CONFIG_SECTIONS = ("measurements", "scores", "metrics", "params", "parameters")


def is_value(v: Any) -> bool:
    """A number or a non-empty list of numbers (bools are not numbers)."""
    if isinstance(v, bool):
        return False
    if isinstance(v, (int, float)):
        return True
    if type(v) is list and v and all(type(x) is float or type(x) is int for x in v):
        return True  # the common case (JSON numbers), without the isinstance pair per element
    return isinstance(v, list) and bool(v) and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in v)


def walk(data: Any, path: str) -> Any:
    cur = data
    for part in path.split("."):
        if isinstance(cur, dict) and part in cur:
            cur = cur[part]
        else:
            return None
    return cur


def lookup(sections: dict, path: str, order) -> Any:
    """A dot path looked up as given, then inside each section in order, then by its last key."""
    hit = walk(sections, path)
    if hit is not None:
        return hit
    for section in order:
        hit = walk(sections.get(section), path)
        if hit is not None:
            return hit
    last = path.rsplit(".", 1)[-1]
    for section in order:
        block = sections.get(section)
        if isinstance(block, dict) and last in block:
            return block[last]
    return None


def _paths(record: dict, sections) -> list:
    """The metric paths a record answers to, for naming the nearest ones to a path that does not exist."""
    out = []
    for section in sections:
        block = record.get(section) if isinstance(record, dict) else None
        if isinstance(block, dict):
            for key, value in block.items():
                out += [key, f"{section}.{key}"]
                if isinstance(value, dict):
                    out += [f"{section}.{key}.{k}" for k in value]
    return out


def config_by_id(ck: Checkpoint, config_id: str) -> Optional[dict]:
    if isinstance(config_id, str):
        return ck.configuration(config_id)
    for cfg in ck.configurations:
        if cfg.get("config_id") == config_id:
            return cfg
    return None


def resolve(ck: Checkpoint, operand: Any) -> Tuple[Optional[Any], str, Optional[str]]:
    """(value, description, node_id) or (None, reason, node_id)."""
    if not isinstance(operand, dict):
        return None, "operand is not an object", None
    if "config_id" in operand and "node_id" not in operand or "metric" in operand and "metric_path" not in operand:
        cid, metric = operand.get("config_id"), operand.get("metric")
        if not isinstance(cid, str) or not isinstance(metric, str):
            return None, "config operand needs string config_id and metric", None
        cfg = config_by_id(ck, cid)
        if cfg is None:
            return None, f"no configuration '{cid}'" + did_you_mean(cid, [c.get("config_id") for c in ck.configurations]), None
        value = lookup(cfg, metric, CONFIG_SECTIONS)
        node_id = cfg.get("node_id") if isinstance(cfg.get("node_id"), str) else None
        if not is_value(value):
            hint = did_you_mean(metric, _paths(cfg, CONFIG_SECTIONS)) if value is None else ""
            return None, f"configuration '{cid}' has no numeric '{metric}'{hint}", node_id
        return value, f"{cid}.{metric}", node_id
    node_id, path = operand.get("node_id"), operand.get("metric_path")
    if not isinstance(node_id, str) or not isinstance(path, str):
        return None, "operand needs string node_id and metric_path", None
    results = ck.results(node_id)
    value = lookup(results, path, RESULT_SECTIONS) if results is not None else None
    if value is None and node_id in ck.nodes:
        value = lookup({"metrics": ck.nodes[node_id].get("metrics") or {}}, path, ("metrics",))
    if not is_value(value):
        where = "results.json" if results is not None else "no results.json"
        if results is None and node_id not in ck.nodes:
            where += ", not in the tree" + did_you_mean(node_id, ck.nodes)
        hint = ""
        if value is None:
            known = _paths(results or {}, RESULT_SECTIONS) + _paths({"metrics": (ck.nodes.get(node_id) or {}).get("metrics")},
                                                                    ("metrics",))
            hint = did_you_mean(path, known)
        return None, f"node '{node_id}' ({where}) has no numeric '{path}'{hint}", node_id
    return value, f"{node_id}:{path}", node_id


_ENV_KEYS = ("executor", "cpu_model", "arch", "gpu_model")


def environment(ck: Checkpoint, operand: dict, node_id: Optional[str]) -> dict:
    """What identifies where an operand was measured: executor, CPU model, architecture, GPU model."""
    env = dict(operand.get("environment") or {}) if isinstance(operand.get("environment"), dict) else {}
    for k, v in _node_environment(ck, node_id).items():
        env.setdefault(k, v)
    return {k: env.get(k) for k in _ENV_KEYS if env.get(k) is not None}


def _node_environment(ck: Checkpoint, node_id: Optional[str]) -> dict:
    if not node_id:
        return {}
    cached = ck.environments.get(node_id)
    if cached is None:
        report = ck.node_report(node_id)
        cached = {}
        if isinstance(report, dict):
            cpu = c if isinstance(c := report.get("cpu_info"), dict) else {}
            cached = {"executor": report.get("executor"), "cpu_model": cpu.get("model"), "arch": cpu.get("arch")}
        ck.environments[node_id] = cached
    return cached
