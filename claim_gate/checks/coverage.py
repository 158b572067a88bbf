"""Numeric coverage (SPEC section 4): result claims in target sections must be covered, and "covered" has one
definition: (a) an anchor binds it and its assertion verified; (b) no anchor binds it and it restates a
verified value (as printed) or equals an operand value with a compatible unit; (c) a statistical result found
consistent; (d) a waiver names it and no anchor binds it. Nothing else covers.
"""

from __future__ import annotations

from typing import List

from .. import messages
from ..findings import Finding, finding
from . import statistics
from .context import GateInput
from .units import conversion


def _printed(m) -> tuple:
    """A number as printed: its value (parsed from the printed digits, so equal text gives an equal float),
    decimals, exponent and unit (x, × and \\times are one unit)."""
    return m.value, m.decimals, m.exponent, m.unit


def _operand_units(g: GateInput) -> dict:
    """Operand value -> the units it was recorded with: one dictionary look-up per number, not a pass over
    every operand (a large checkpoint with many unanchored numbers would be quadratic)."""
    out: dict = {}
    for value, unit in g.operand_values:
        out.setdefault(value, set()).add(unit)
    return out


def _operand_covers(units_of: dict, m) -> bool:
    """Equal to an operand value with a compatible unit. A number printed with a unit needs an operand recorded
    in that unit (a unitless operand 150 does not cover 150\\%); one printed without a unit takes its unit
    from its context, so any operand of that value covers it."""
    units = units_of.get(m.value)
    if not units:
        return False
    return not m.unit or any(unit and conversion(m.unit, unit) == 1.0 for unit in sorted(units))


def check(g: GateInput) -> List[Finding]:
    links = g.links["paper_claim_links"]
    # A number an anchor binds is the anchor's: covered when verified, and when not, the numeric or anchor
    # check has already said why, so it is not also reported here; unless the anchor names nothing that
    # exists (unresolved_anchor), which leaves its number as uncovered as if it had no anchor.
    anchored = {rec["bound_mention"] for rec in links if rec["bound_mention"] is not None and rec["resolved"]}
    bound = {rec["bound_mention"] for rec in links if rec["bound_mention"] is not None}
    waived = {k for w in g.index.waivers for k in w.mentions}
    verified = {_printed(g.index.mentions[i]) for i in g.verified_mentions}
    out: List[Finding] = []
    units_of = _operand_units(g)
    stat_covered = statistics.covered_positions(g)  # h14: SPEC 4 covered (c), a consistent statistical result
    targeted = covered = 0
    for m in g.index.mentions:
        if not m.requires_assertion or g.policy.section_level(m.section) is None:
            continue
        targeted += 1
        if m.index in bound:
            if m.index in g.verified_mentions:
                covered += 1
                continue
            if m.index in anchored:
                continue  # not covered; reported by the check that failed it
        elif _printed(m) in verified or _operand_covers(units_of, m) or m.index in waived or \
                (m.file, m.line, m.column) in stat_covered:  # SPEC 4 covered (b), (d), (c)
            covered += 1
            continue
        out.append(finding("uncovered_numeric", messages.uncovered_numeric(m.text, m.unit, m.section),
                           (m.file, m.line, m.column), details={"section": m.section, "printed": m.text}))
    g.coverage = (targeted, covered)
    return out


def waived(g: GateInput) -> List[dict]:
    """The report's waived[]: each waiver with its location, the numbers it waives and its reason, sorted."""
    out: List[dict] = []
    for w in g.index.waivers:
        numbers = [{"text": g.index.mentions[k].text, "value": g.index.mentions[k].value,
                    "unit": g.index.mentions[k].unit, "line": g.index.mentions[k].line,
                    "column": g.index.mentions[k].column} for k in w.mentions]
        if numbers:
            out.append({"location": {"file": w.file, "line": w.line, "column": w.column}, "numbers": numbers,
                        "reason": w.reason})
    out.sort(key=lambda r: (r["location"]["file"], r["location"]["line"], r["location"]["column"]))
    return out


def totals(g: GateInput) -> dict:
    targeted, covered = g.coverage
    return {"targeted_result_claims": targeted,
            "numeric_coverage_rate": round(covered / targeted, 6) if targeted else 1.0,
            "uncovered_numeric_count": targeted - covered - _anchored_unverified(g),
            "waived_numeric_count": len({k for w in g.index.waivers for k in w.mentions})}


def _anchored_unverified(g: GateInput) -> int:
    """Targeted numbers whose resolved anchor failed: not covered, and counted by their own findings."""
    anchored = {rec["bound_mention"] for rec in g.links["paper_claim_links"]
                if rec["bound_mention"] is not None and rec["resolved"]}
    return sum(1 for k in anchored if k not in g.verified_mentions and g.index.mentions[k].requires_assertion
               and g.policy.section_level(g.index.mentions[k].section) is not None)
