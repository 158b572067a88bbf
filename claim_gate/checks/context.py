"""What every check reads: the checkpoint, the paper index, its links, and the policy."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, List, Optional

from ..evidence.load import Checkpoint
from ..paper.index import PaperIndex
from ..policy import Policy


@dataclass
class GateInput:
    ck: Checkpoint
    index: PaperIndex
    links: dict  # paper_claim_links.json content
    policy: Policy
    verify_artifacts: str = "cited"
    # Filled by the numeric check and read by coverage: what was verified.
    verified_mentions: set = field(default_factory=set)
    operand_values: set = field(default_factory=set)
    assertion_results: Dict[str, str] = field(default_factory=dict)  # id -> matched, mismatch, unresolved
    coverage: tuple = (0, 0)  # (targeted result claims, covered)
    grounded_claims: int = 0
    recomputed: Dict[str, dict] = field(default_factory=dict)  # assertion id -> formula, operands, value (html)
    statistics: Optional[list] = None  # the statistics analysis, made once (checks/statistics.py)
    recorded_units: Dict[tuple, str] = field(default_factory=dict)  # operand key -> unit its node records (numeric)

    def links_by_assertion(self) -> Dict[str, List[dict]]:
        """Anchor links keyed by the assertion they check: an index, never a search."""
        out: Dict[str, List[dict]] = {}
        for rec in self.links["paper_claim_links"]:
            if not rec["resolved"]:
                continue  # an anchor naming nothing that exists checks nothing (unresolved_anchor)
            # The link names its assertion: a repeat with its own declaration is its own (NC1@L30).
            out.setdefault(rec.get("assertion") or rec["numeric_id"].split("@", 1)[0], []).append(rec)
        return out

    def mention(self, index: Optional[int]):
        return self.index.mentions[index] if index is not None else None
