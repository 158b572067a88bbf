"""The gate: load, link, run every check, apply the policy, and build the report (SPEC sections 4-6).

Pure in its inputs: nothing here reads the environment, the clock or the command line (cli.py does).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, List, Optional

from . import __version__
from .batch import paused_gc
from .checks import anchors, claims, contract, coverage, digests, drift, figures, invariants, numeric, statistics
from .checks.context import GateInput
from .evidence.load import load_checkpoint
from .evidence.table import build as build_table
from .files import read_text_digest
from .findings import ERROR, Finding, finding
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
    found: List[Finding] = claims.check(g)
    found += numeric.check(g)  # before coverage: coverage counts the values it verified
    found += statistics.check(g)
    found += coverage.check(g)
    found += figures.check(g)
    found += anchors.check(g)
    found += invariants.check(g, table)
    from_contract = contract.check(g, table)
    found += from_contract
    found += digests.check(g)
    found += drift.check(g)
    # Last: node files are read lazily by the checks, and each bad entry they hold adds an
    # input_invalid finding to ck.findings as it is read; every one must reach the report.
    found += ck.findings
    found += [finding("policy_weakened", f"{w}: ignored (the checkpoint's own policy may only tighten; loosen with "
                      "--policy-file, the environment or --mode)") for w in policy.weakened]
    if keep is not None:
        keep["gate_input"] = g
    return report(g, found, phase, from_contract)


def report(g: GateInput, found: List[Finding], phase: str, from_contract: list[Finding] | None = None) -> dict:
    """The report; `from_contract`: what the metric-contract check found (only those count as contract
    violations: a formula_invalid of a numeric assertion is not one, and no contract has none)."""
    policy = g.policy
    errors: list[dict] = []
    warnings: list[dict] = []
    for f in sorted(set(found), key=Finding.sort_key):
        section = dict(f.details).get("section")
        severity = policy.severity(f.type, section)
        (errors if severity == ERROR else warnings).append(f.as_json(severity))
    should_block = policy.blocks(phase, [e["type"] for e in errors])
    total_claims = len(g.ck.claims)
    metrics: dict[str, Any] = {
        "total_claims": total_claims,
        "grounded_claims": g.grounded_claims,
        "execution_grounded_claim_rate": round(g.grounded_claims / total_claims, 6) if total_claims else None,
        **numeric.totals(g),
        **coverage.totals(g),
        **statistics.totals(g),
        "invariant_violation_count": sum(1 for e in errors + warnings if e["type"] == "invariant_violation"),
        "contract_violation_count": _contract_violations(g, from_contract, errors),
    }
    # A rate over nothing is not a measurement (SPEC section 6): null, not 1.0.
    for rate, total in (("numeric_claim_reproducible_rate", "numeric_assertions_total"),
                        ("numeric_coverage_rate", "targeted_result_claims")):
        if rate in metrics and not metrics.get(total):
            metrics[rate] = None
    return _printable({
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
    })


def _printable(report: dict) -> dict:
    """The report with every lone surrogate (JSON allows "\\ud800" in an id or a path) escaped, so it can
    always be written as UTF-8; a report without one is returned as is."""
    try:
        json.dumps(report, ensure_ascii=False).encode("utf-8")
        return report
    except UnicodeEncodeError:
        pass

    def fix(value):
        if isinstance(value, str):
            return value.encode("utf-8", "backslashreplace").decode("utf-8")
        if isinstance(value, dict):
            return {fix(k): fix(v) for k, v in value.items()}
        if isinstance(value, list):
            return [fix(v) for v in value]
        return value

    return fix(report)


def _contract_violations(g: GateInput, from_contract: list[Finding] | None, errors: list[dict]) -> int:
    if not g.ck.contract:
        return 0
    if from_contract is None:
        return sum(1 for e in errors if e["type"] in contract_types())
    mine = {(f.type, f.message) for f in from_contract}
    return sum(1 for e in errors if (e["type"], e["message"]) in mine)


def contract_types() -> set:
    from .findings import REGISTRY

    return {name for name, t in REGISTRY.items() if t.check == "contract"}
