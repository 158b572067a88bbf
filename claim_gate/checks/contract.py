"""The metric contract (SPEC sections 2 and 4), every expression compiled once and evaluated over all
configurations at once.

`value` is each configuration's value of `key`; `ceiling` is the result of `ceiling_select`. Where
ARI skipped an expression it could not evaluate, this reports it: `formula_invalid` when it does not
compile (blocks), `invariant_unevaluable` when a configuration lacks an operand (warning).
"""

from __future__ import annotations

from typing import Any

from ..evidence.table import EvidenceTable
from ..findings import Finding, finding
from ..formula import FormulaError, compile_formula
from ..names import did_you_mean
from .context import GateInput

MEASURED = {"microbench", "benchmark", "measurement", "measured"}
# Tolerant roots for the two idea-owned flags (as ARI): an honest run that paraphrases its tag passes.
MEASURED_ROOTS = ("bench", "measur", "empiric", "stream", "baseline")
CORRECTNESS_ROOTS = ("correct", "verif", "referenc", "valid", "gold", "truth", "oracle", "ground_truth")
DERIVED = ("value", "ceiling")


class _Evaluator:
    def __init__(self, g: GateInput, table: EvidenceTable, contract: dict):
        self.g, self.table, self.contract = g, table, contract
        self.findings: list[Finding] = []
        self.extra: dict[str, list[Any]] = {}  # value and ceiling columns

    def compile(self, text: Any, where: str):
        if not isinstance(text, str) or not text.strip():
            self.findings.append(finding("formula_invalid", f"metric_contract.{where} is not an expression",
                                         details={"where": where}))
            return None
        try:
            return compile_formula(text)
        except FormulaError as exc:
            self.findings.append(finding("formula_invalid", f"metric_contract.{where}: {text!r}: {exc}",
                                         details={"where": where}))
            return None

    def column(self, name: str) -> list[Any]:
        return self.extra[name] if name in self.extra else self.table.column(name)

    def missing(self, formula) -> list[list[str]]:
        """Per configuration, the names the formula reads that it does not have."""
        columns = {n: self.column(n) for n in formula.names}
        return [[n for n in formula.names if columns[n][i] is None] for i in range(len(self.table))]

    def evaluate(self, formula, where: str) -> tuple[list, list] | None:
        """(items per configuration: value or None, missing names per configuration); None on a type error
        or when it names a metric no configuration carries (a typo frozen into the contract)."""
        absent = [n for n in formula.names if n not in DERIVED and n not in self.table.names]
        if absent and len(self.table):
            told = "; ".join(f"'{n}', which no configuration carries{did_you_mean(n, self.table.names)}" for n in absent)
            self.findings.append(finding("formula_invalid", f"metric_contract.{where}: {formula.text!r} names {told}",
                                         details={"where": where, "unknown": absent}))
            return None
        try:
            result = formula.evaluate({n: self.column(n) for n in formula.names}, n=len(self.table))
        except FormulaError as exc:
            self.findings.append(finding("formula_invalid", f"metric_contract.{where}: {formula.text!r}: {exc}",
                                         details={"where": where}))
            return None
        return [result.item(i) for i in range(len(self.table))], self.missing(formula)

    def unevaluable(self, i: int, where: str, text: str, missing: list[str]) -> None:
        cid = self.table.ids[i]
        why = f"{cid} has no {', '.join(missing)}" if missing else "it is undefined there (division by zero, ...)"
        self.findings.append(finding("invariant_unevaluable", f"{cid}: metric_contract.{where} ({text}) cannot be "
                                     f"evaluated: {why}", config_id=cid, node_id=self.table.nodes[i],
                                     details={"where": where}))


def _tolerance(contract: dict) -> tuple[float, float]:
    tol = contract.get("tolerance")
    if not isinstance(tol, dict):
        return 0.0, 0.02  # ARI's default for the contract's own recompute
    vals = []
    for k, default in (("absolute", 0.0), ("relative", 0.02)):
        v = tol.get(k, default)
        vals.append(float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0 else default)
    return vals[0], vals[1]


def check(g: GateInput, table: EvidenceTable) -> list[Finding]:
    contract = g.ck.contract
    if not isinstance(contract, dict) or not contract:
        return []
    ev = _Evaluator(g, table, contract)
    key = contract.get("key")
    if isinstance(key, str):
        ev.extra["value"] = [m.get(key) for m in table.metrics]
        if len(table) and key not in table.names:
            ev.findings.append(finding("formula_invalid", f"metric_contract.key '{key}' is carried by no configuration"
                                       f"{did_you_mean(key, table.names)}", details={"where": "key", "unknown": [key]}))
    select = contract.get("ceiling_select")
    if select is not None:
        f = ev.compile(select, "ceiling_select")
        if f is not None:
            got = ev.evaluate(f, "ceiling_select")
            ev.extra["ceiling"] = got[0] if got else [None] * len(table)
    _required_measured(ev)
    for k, inv in enumerate(contract.get("invariants") or []):
        if isinstance(inv, dict):
            continue  # bound objects: checks/invariants.py
        where = f"invariants[{k}]"
        f = ev.compile(inv, where)
        got = ev.evaluate(f, where) if f is not None else None
        if got is None:
            continue
        for i, (ok, missing) in enumerate(zip(*got)):
            if ok is None:
                ev.unevaluable(i, where, inv, missing)
            elif ok is False:
                cid = table.ids[i]
                value = ev.extra.get("value", [None] * len(table))[i] if "value" in f.names else None
                ev.findings.append(finding("invariant_violation", f"{cid}: the declared invariant {inv!r} is false"
                                           + (f" ({key} = {value!r})" if value is not None else ""), config_id=cid,
                                           node_id=table.nodes[i], metric=key if "value" in f.names else None,
                                           details={"kind": "declared", "invariant": k, "expr": inv}))
    _correctness(ev)
    _recompute(ev, key)
    _claims(ev)
    _flags(ev)
    return ev.findings


def _required_measured(ev: _Evaluator) -> None:
    names = ev.contract.get("required_measured") or []
    for name in [n for n in names if isinstance(n, str)]:
        for i, cid in enumerate(ev.table.ids):
            tag = ev.table.provenance[i].get(name, "").strip().lower()
            if tag not in MEASURED:
                ev.findings.append(finding("placeholder_denominator", f"{cid}: the contract requires {name} to be "
                                           f"measured, but its provenance is {tag or 'absent'}", config_id=cid,
                                           node_id=ev.table.nodes[i], metric=name, details={"provenance": tag or None}))


def _correctness(ev: _Evaluator) -> None:
    spec = ev.contract.get("correctness")
    if spec is None:
        return
    if not isinstance(spec, dict):
        ev.findings.append(finding("formula_invalid", "metric_contract.correctness must be {expr, requires}"))
        return
    requires = [r for r in spec.get("requires") or [] if isinstance(r, str)]
    f = ev.compile(spec.get("expr"), "correctness.expr")
    got = ev.evaluate(f, "correctness.expr") if f is not None else None
    required = {r: ev.column(r) for r in requires}
    for i, cid in enumerate(ev.table.ids):
        absent = [r for r in requires if required[r][i] is None]
        if absent:
            ev.findings.append(finding("correctness_uncovered", f"{cid}: the contract's correctness check needs "
                                       f"{', '.join(absent)}, which {cid} did not emit", config_id=cid,
                                       node_id=ev.table.nodes[i], details={"missing": absent}))
            continue
        if got is None:
            continue
        ok, missing = got[0][i], got[1][i]
        if ok is None:
            ev.unevaluable(i, "correctness.expr", f.text, missing)
        elif ok is False:
            ev.findings.append(finding("correctness_failed", f"{cid}: the correctness check {f.text!r} is false",
                                       config_id=cid, node_id=ev.table.nodes[i]))


def _recompute(ev: _Evaluator, key) -> None:
    formula = ev.contract.get("formula")
    if formula is None or not isinstance(key, str):
        return
    f = ev.compile(formula, "formula")
    got = ev.evaluate(f, "formula") if f is not None else None
    if got is None:
        return
    absolute, relative = _tolerance(ev.contract)
    values = ev.column("value")
    for i, cid in enumerate(ev.table.ids):
        reported, recomputed = values[i], got[0][i]
        if reported is None:
            continue  # a configuration that does not report the key has nothing to reproduce
        if isinstance(reported, list):
            ev.findings.append(finding("invariant_unevaluable", f"{cid}: the contract key {key} is a vector; the "
                                       "recompute needs one reported number", config_id=cid,
                                       node_id=ev.table.nodes[i], metric=key))
            continue
        if recomputed is None:
            ev.unevaluable(i, "formula", f.text, got[1][i])
            continue
        if isinstance(recomputed, list):
            ev.findings.append(finding("formula_invalid", f"metric_contract.formula {f.text!r} gives a vector, "
                                       "not the reported number", config_id=cid))
            continue
        diff = abs(recomputed - reported)
        if diff > absolute and diff > relative * abs(recomputed):
            ev.findings.append(finding("recompute_mismatch", f"{cid}: reported {key} = {reported!r} but "
                                       f"{f.text} = {recomputed!r}", config_id=cid, node_id=ev.table.nodes[i],
                                       metric=key, details={"reported": reported, "recomputed": recomputed}))


def _claims(ev: _Evaluator) -> None:
    for k, claim in enumerate(ev.contract.get("claims") or []):
        if not isinstance(claim, dict):
            continue
        needed = [n for n in claim.get("required_evidence") or [] if isinstance(n, str) and n.strip()]
        if needed and not any(n in ev.table.names for n in needed):
            ev.findings.append(finding("claim_evidence_missing", f"contract claim {claim.get('claim', k)!r} needs "
                                       f"one of {', '.join(needed)}, and no configuration has any",
                                       details={"claim": k, "required_evidence": needed}))


def _flags(ev: _Evaluator) -> None:
    tags = [t.strip().lower() for prov in ev.table.provenance for t in prov.values()]
    if ev.contract.get("correctness_required") is True and not any(r in t for t in tags for r in CORRECTNESS_ROOTS):
        ev.findings.append(finding("correctness_uncovered", "the contract requires correctness evidence, and no "
                                   "measurement carries a correctness provenance tag"))
    if ev.contract.get("ceiling_must_be_measured") is True and not any(r in t for t in tags for r in MEASURED_ROOTS):
        ev.findings.append(finding("ceiling_unmeasured", "the contract requires a measured ceiling, and no "
                                   "measurement carries measured provenance"))
