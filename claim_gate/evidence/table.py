"""Configurations as columns: the evidence every contract expression is evaluated over, once, vectorised."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from .load import Checkpoint
from .resolve import is_value

METRIC_SECTIONS = ("measurements", "scores", "metrics")


def flatten(config: dict) -> Dict[str, Any]:
    """A configuration's result metrics by name (nested objects by their leaf key; params are inputs, not results)."""
    out: Dict[str, Any] = {}

    def take(block: dict) -> None:
        for k, v in block.items():
            if not isinstance(k, str) or k.startswith("_"):
                continue
            if is_value(v):
                out.setdefault(k, float(v) if not isinstance(v, list) else [float(x) for x in v])
            elif isinstance(v, dict):
                take(v)

    for section in METRIC_SECTIONS:
        if isinstance(config.get(section), dict):
            take(config[section])
    return out


@dataclass
class EvidenceTable:
    ids: List[str]
    nodes: List[Optional[str]]
    metrics: List[Dict[str, Any]]
    provenance: List[Dict[str, str]]
    names: set = field(default_factory=set)

    def column(self, name: str) -> List[Any]:
        return [m.get(name) for m in self.metrics]

    def __len__(self) -> int:
        return len(self.ids)


def build(ck: Checkpoint) -> EvidenceTable:
    ids: List[str] = []
    nodes: List[Optional[str]] = []
    metrics: List[Dict[str, Any]] = []
    provenance: List[Dict[str, str]] = []
    for i, cfg in enumerate(ck.configurations):
        cid = c if isinstance(c := cfg.get("config_id"), str) else f"configurations[{i}]"
        node_id = cfg.get("node_id") if isinstance(cfg.get("node_id"), str) else None
        prov = {k: str(v) for k, v in (cfg.get("_provenance") or {}).items()} if isinstance(cfg.get("_provenance"), dict) else {}
        results = ck.results(node_id) if node_id else None
        if isinstance(results, dict) and isinstance(results.get("_provenance"), dict):
            for k, v in results["_provenance"].items():
                prov.setdefault(k, str(v))  # the union of both, as ARI reads them
        ids.append(cid)
        nodes.append(node_id)
        metrics.append(flatten(cfg))
        provenance.append(prov)
    table = EvidenceTable(ids, nodes, metrics, provenance)
    for m in metrics:
        table.names.update(m)
    return table
