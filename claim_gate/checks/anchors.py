"""Anchors (SPEC section 4): unresolved anchors, and anchors whose sentence has no number for them."""

from __future__ import annotations

from typing import List

from .. import messages
from ..findings import Finding, finding
from .context import GateInput


def check(g: GateInput) -> List[Finding]:
    out: List[Finding] = []
    for u in g.links["unresolved_anchors"]:
        out.append(finding("unresolved_anchor", messages.unresolved_anchor(u["anchor"], u["reason"]),
                           (u["file"], u["line"], u["column"]),
                           claim_id=u["claim_id"], numeric_id=u["numeric_id"]))
    for rec in g.links["paper_claim_links"]:
        if rec["binding"] != "none" and rec["bound_mention"] is None:
            loc = rec["location"]
            why = rec.get("binding_note") or "no number to bind"
            out.append(finding("anchor_without_number", messages.anchor_without_number(rec["anchor"], why),
                               (loc["file"], loc["line"], loc["column"]),
                               claim_id=rec["claim_id"], numeric_id=rec["numeric_id"]))
    return out
