"""The statistics check (SPEC section 9) inside the gate: every recognised test result recomputed from its
own printed numbers. It respects section policy (excluded sections are not tested) and no waiver
silences it."""

from __future__ import annotations

from ..findings import Finding, finding
from ..stats import CONSISTENT, DECISION, INCONSISTENT, Result, analyse
from .context import GateInput

_TYPES = {"test": "statistic_inconsistent", "percent": "grim_inconsistent", "grim": "grim_inconsistent",
          "grimmer": "grimmer_inconsistent"}
def results(g: GateInput) -> list[Result]:
    """The analysis, made once per gate run and kept on its input: check, totals, listing and coverage share it."""
    if g.statistics is None:
        g.statistics = analyse(g.index, g.policy.excluded_sections, g.policy.statistics_alpha,
                               declared_integer_data(g))
    return g.statistics


def declared_integer_data(g: GateInput) -> dict[int, dict[str, str]]:
    """Sentence -> {integer, items} where an anchor binds an assertion whose operand's configuration says
    `integer_data: true` (and `items: K`): the evidence marks the data integer-valued for GRIM."""
    configs = {c.get("config_id"): c for c in g.ck.configurations if isinstance(c, dict)}
    if not any(c.get("integer_data") is True for c in configs.values()):
        return {}  # nothing declares integer data: no need to walk every anchor's operands
    assertions = {a.get("id"): a for a in g.ck.assertions if isinstance(a, dict)}
    assertions.update({w["id"]: w for w in g.links["writer_assertions"]})
    out: dict[int, dict[str, str]] = {}
    for rec in g.links["paper_claim_links"]:
        a = assertions.get(rec["numeric_id"]) or assertions.get(rec["numeric_id"].split("@", 1)[0])
        operands = a.get("operands") if isinstance(a, dict) else None
        if rec["sentence"] is None or not isinstance(operands, dict):
            continue
        for op in sorted(operands.values(), key=str):
            cfg = configs.get(op.get("config_id")) if isinstance(op, dict) else None
            if isinstance(cfg, dict) and cfg.get("integer_data") is True:
                items = cfg.get("items", 1)
                out[rec["sentence"]] = {"integer": "1", "items": str(items if isinstance(items, int) and
                                                                    not isinstance(items, bool) and items > 0 else 1)}
    return out


def check(g: GateInput) -> list[Finding]:
    out: list[Finding] = []
    for r in results(g):
        if r.status not in (INCONSISTENT, DECISION):
            continue
        type_ = "statistic_decision_error" if r.status == DECISION else _TYPES[r.kind]
        details: dict[str, object] = {"section": r.section, "printed": r.printed, "statistic": r.kind if r.kind != "test" else r.test}
        if r.reported:
            details["reported"] = r.reported
        if r.p_low is not None:
            details["recomputed_p"] = r.as_json()["recomputed_p"]
            details["alpha"] = g.policy.statistics_alpha
        out.append(finding(type_, f"{r.printed}: {r.reason}", r.location, details=details))
    return out


def totals(g: GateInput) -> dict:
    found = results(g)
    return {"statistics_checked": sum(1 for r in found if r.checked),
            "statistics_inconsistent": sum(1 for r in found if r.status in (INCONSISTENT, DECISION))}


def listing(g: GateInput) -> dict:
    """For the report: every recognised result, checked or not (with why)."""
    return {"alpha": g.policy.statistics_alpha, "results": [r.as_json() for r in results(g)]}


def covered_positions(g: GateInput) -> set[tuple[str, int, int]]:
    """(file, line, column) of the numbers of test results recomputed consistent: SPEC section 4, covered (c)."""
    spans: dict[int, list[tuple[int, int]]] = {}
    for r in results(g):
        if r.kind == "test" and r.status == CONSISTENT:
            spans.setdefault(r.block, []).extend(r.spans)
    return {(m.file, m.line, m.column) for m in g.index.mentions
            if any(a < m.end and m.start < b for a, b in spans.get(m.block, ()))}
