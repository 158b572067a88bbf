"""Numeric coverage (SPEC section 4): result claims in target sections must be anchored or restate a verified value."""

from __future__ import annotations

from typing import List

from .. import messages
from ..findings import Finding, finding
from .context import GateInput


def _printed(m) -> tuple:
    """A number as printed: its value (parsed from the printed digits, so equal text gives an equal float),
    decimals, exponent and unit (x, × and \\times are one unit)."""
    return m.value, m.decimals, m.exponent, m.unit


def check(g: GateInput) -> List[Finding]:
    bound = {rec["bound_mention"] for rec in g.links["paper_claim_links"] if rec["bound_mention"] is not None}
    verified = {_printed(g.index.mentions[i]) for i in g.verified_mentions}
    out: List[Finding] = []
    targeted = covered = 0
    for m in g.index.mentions:
        if not m.requires_assertion or g.policy.section_level(m.section) is None:
            continue
        targeted += 1
        if m.index in bound or _printed(m) in verified or m.value in g.operand_values:
            covered += 1
            continue
        out.append(finding("uncovered_numeric", messages.uncovered_numeric(m.text, m.unit, m.section),
                           (m.file, m.line, m.column), details={"section": m.section, "printed": m.text}))
    g.coverage = (targeted, covered)
    return out


def totals(g: GateInput) -> dict:
    targeted, covered = g.coverage
    return {"targeted_result_claims": targeted,
            "numeric_coverage_rate": round(covered / targeted, 6) if targeted else 1.0,
            "uncovered_numeric_count": targeted - covered}
