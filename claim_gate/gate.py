"""The gate: load, link, run every check, apply the policy, and build the report (SPEC sections 4-6).

Pure in its inputs: nothing here reads the environment, the clock or the command line (cli.py does).
"""

from __future__ import annotations

from pathlib import Path
from typing import List, Optional

from . import __version__
from .batch import paused_gc
from .checks import anchors, claims, contract, coverage, digests, figures, invariants, numeric
from .checks import statistics
from .checks.context import GateInput
from .evidence.load import load_checkpoint
from .evidence.table import build as build_table
from .files import read_text_digest
from .findings import ERROR, Finding
from .paper.index import build_index
from .paper.link import link
from .paper.scan import Scanner
from .policy import Policy

GATE = "claim_evidence_hard_gate"


def run(paper: Path, checkpoint: Path, policy: Policy, phase: str, science_data: Optional[Path] = None,
        figures_manifest: Optional[Path] = None, verify_artifacts: str = "cited", keep: Optional[dict] = None) -> dict:
    """keep: when given, receives the gate's internal inputs ("gate_input"), for renderers that show more than
    the report (report/html.py); the report itself is the same either way."""
    with paused_gc():
        return _run(paper, checkpoint, policy, phase, science_data, figures_manifest, verify_artifacts, keep)


def _run(paper: Path, checkpoint: Path, policy: Policy, phase: str, science_data: Optional[Path],
         figures_manifest: Optional[Path], verify_artifacts: str, keep: Optional[dict] = None) -> dict:
    ck = load_checkpoint(checkpoint, science_data, figures_manifest)
    scanner = Scanner(Path(paper))
    doc = scanner.run()
    for f in doc.files:
        ck.inputs.setdefault(ck.display(f.path), read_text_digest(f.path, f.display, "line")[1])
    index = build_index(doc)
    links = link(index, ck.science, ck.figures_manifest)
    g = GateInput(ck, index, links, policy, verify_artifacts)
    table = build_table(ck)
    found: List[Finding] = list(ck.findings)
    found += claims.check(g)
    found += numeric.check(g)  # before coverage: coverage counts the values it verified
    found += statistics.check(g)
    found += coverage.check(g)
    found += figures.check(g)
    found += anchors.check(g)
    found += invariants.check(g, table)
    found += contract.check(g, table)
    found += digests.check(g)
    if keep is not None:
        keep["gate_input"] = g
    return report(g, found, phase)


def report(g: GateInput, found: List[Finding], phase: str) -> dict:
    policy = g.policy
    errors: List[dict] = []
    warnings: List[dict] = []
    for f in sorted(set(found), key=Finding.sort_key):
        section = dict(f.details).get("section")
        severity = policy.severity(f.type, section)
        (errors if severity == ERROR else warnings).append(f.as_json(severity))
    should_block = policy.blocks(phase, [e["type"] for e in errors])
    total_claims = len(g.ck.claims)
    metrics: dict = {
        "total_claims": total_claims,
        "grounded_claims": g.grounded_claims,
        "execution_grounded_claim_rate": round(g.grounded_claims / total_claims, 6) if total_claims else 1.0,
        **numeric.totals(g),
        **coverage.totals(g),
        **statistics.totals(g),
        "invariant_violation_count": sum(1 for e in errors + warnings if e["type"] == "invariant_violation"),
        "contract_violation_count": sum(1 for e in errors if e["type"] in contract_types()),
    }
    return {
        "gate": GATE,
        "phase": phase,
        "policy": policy.mode,
        "comparison_scope": policy.comparison_scope,
        "status": "failed" if errors else "warn" if warnings else "passed",
        "should_block": should_block,
        "errors": errors,
        "warnings": warnings,
        "metrics": metrics,
        "statistics": statistics.listing(g),
        "waived": coverage.waived(g),
        "policy_resolved": policy.as_json(),
        "claim_ids": [c["id"] for c in g.ck.claims],
        "inputs": dict(sorted(g.ck.inputs.items())),
        "engine": {"name": "claim-gate", "version": __version__},
    }


def contract_types() -> set:
    from .findings import REGISTRY

    return {name for name, t in REGISTRY.items() if t.check == "contract"}
