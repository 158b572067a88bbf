"""Universal invariants (SPEC section 4): bounds inferred from metric names, and declared bound objects.

Names with normalized/efficiency/utilization/attainment tokens or fraction_of_peak are at most 1;
probabilities lie in [0, 1]. ARI's exclusions are never bounded: norms of vectors (grad_norm,
layer_norm, l2_norm, ...) and anything in percent.
"""

from __future__ import annotations

import functools
import operator
import re
from typing import List, Optional, Tuple

from ..evidence.table import EvidenceTable
from ..findings import Finding, finding
from ..lazy_re import lazy
from .context import GateInput

_AT_MOST_ONE = {"normalized", "normalised", "norm", "efficiency", "utilization", "utilisation", "attainment"}
_PROBABILITY = {"probability", "prob"}
_EXCLUDED = lazy(r"(?:^|_)(?:grad|gradient|layer|batch|group|instance|weight|param|l1|l2|l_1|l_2|linf|"
                 r"frobenius|spectral|nuclear|max|min|total|update|embedding|activation)_?norm(?:$|_)|percent|pct",
                 re.IGNORECASE)
_OPS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq, "!=": operator.ne}


def tokens(name: str) -> List[str]:
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    return [t for t in re.split(r"[^A-Za-z0-9]+", spaced.lower()) if t]


@functools.lru_cache(maxsize=4096)  # a pure function of the name; every configuration repeats the same few
def inferred_bound(name: str) -> Optional[Tuple[float, float, str]]:
    """(low, high, why) for a metric name, or None."""
    if _EXCLUDED.search(name):
        return None
    toks = set(tokens(name))
    if toks & _PROBABILITY:
        return 0.0, 1.0, "a probability lies in [0, 1]"
    if toks & _AT_MOST_ONE or "fraction_of_peak" in name.lower():
        return float("-inf"), 1.0, "a normalized quantity is at most 1"
    return None


def check(g: GateInput, table: EvidenceTable) -> List[Finding]:
    out: List[Finding] = []
    for i, cid in enumerate(table.ids):
        for name in sorted(table.metrics[i]):
            bound = inferred_bound(name)
            if bound is None:
                continue
            low, high, why = bound
            value = table.metrics[i][name]
            bad = [v for v in (value if isinstance(value, list) else [value]) if not low <= v <= high]
            if bad:
                out.append(finding("invariant_violation", f"{cid}: {name} = {bad[0]!r} breaks a name-inferred "
                                   f"invariant ({why})", config_id=cid, node_id=table.nodes[i], metric=name,
                                   details={"kind": "name_inferred", "value": bad[0]}))
    contract = g.ck.contract or {}
    for k, inv in enumerate(contract.get("invariants") or []):
        if not (isinstance(inv, dict) and inv.get("type") == "bound"):
            continue
        metric, op, rhs = inv.get("expr"), inv.get("op"), inv.get("rhs")
        if not isinstance(metric, str) or op not in _OPS or isinstance(rhs, bool) or not isinstance(rhs, (int, float)):
            out.append(finding("formula_invalid", f"metric_contract.invariants[{k}]: a bound needs expr (a metric), "
                               f"op ({' '.join(_OPS)}) and a numeric rhs", details={"invariant": k}))
            continue
        for i, cid in enumerate(table.ids):
            value = table.metrics[i].get(metric)
            if value is None:
                out.append(finding("invariant_unevaluable", f"{cid}: metric_contract.invariants[{k}] ({metric} {op} "
                                   f"{rhs}) cannot be evaluated: {cid} has no {metric}", config_id=cid,
                                   node_id=table.nodes[i], metric=metric))
                continue
            bad = [v for v in (value if isinstance(value, list) else [value]) if not _OPS[op](v, rhs)]
            if bad:
                out.append(finding("invariant_violation", f"{cid}: {metric} = {bad[0]!r} breaks the declared bound "
                                   f"{metric} {op} {rhs}", config_id=cid, node_id=table.nodes[i], metric=metric,
                                   details={"kind": "declared", "invariant": k, "value": bad[0]}))
    return out
