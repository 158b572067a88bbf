"""Findings and the registry of finding types: one entry each, with its default severity and one sentence.

The registry is the single source for the report's vocabulary, the documentation and SARIF rules.
ARI's vocabulary is kept; types marked `added` are claim-gate's own.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any, Dict, Optional, Tuple

ERROR, WARNING = "error", "warning"


@dataclass(frozen=True)
class FindingType:
    name: str
    severity: str  # the default; the policy makes block_on types errors
    check: str
    doc: str
    added: bool = False  # not in ARI's vocabulary
    # The long text (claim_gate/finding_docs.py): what it means, and how to fix or waive it. Empty only
    # for a type nobody documented yet, which tests/test_explain.py names.
    explanation: str = ""
    fix: str = ""


_TYPES = [
    FindingType("missing_evidence", ERROR, "claims", "A claim cites no executed node, resolvable result or existing artifact."),
    FindingType("node_not_executed", WARNING, "claims", "A claim cites a node that is absent from the tree or did not execute."),
    FindingType("result_unresolved", WARNING, "claims", "A claim cites a node result (node_id, metric_path) that cannot be found."),
    FindingType("artifact_missing", WARNING, "claims", "A cited or recorded artifact does not exist in the checkpoint."),
    FindingType("artifact_digest_mismatch", ERROR, "claims", "An artifact's sha256 differs from the digest its node report recorded.", True),
    FindingType("artifact_path_escape", ERROR, "claims", "A path read from a JSON file leaves the checkpoint; it is never opened.", True),
    FindingType("operand_unresolved", ERROR, "numeric", "An operand of a numeric assertion cannot be resolved to a recorded number."),
    FindingType("numeric_mismatch", ERROR, "numeric", "The number printed in the paper does not match the value recomputed from its operands."),
    FindingType("declared_value_drift", WARNING, "numeric", "An unanchored assertion's declared value differs from its recomputed value."),
    FindingType("no_paper_anchor", WARNING, "numeric", "A numeric assertion has no CLAIM anchor in the paper."),
    FindingType("environment_mismatch", WARNING, "numeric", "An assertion compares operands measured in different environments."),
    FindingType("uncovered_numeric", WARNING, "coverage", "A result claim in a target section is neither anchored nor a restated verified value."),
    FindingType("figure_unregistered", WARNING, "figures", "The paper includes a figure that figures_manifest does not register."),
    FindingType("figure_source_missing", WARNING, "figures", "A registered figure's source file does not exist in the checkpoint."),
    FindingType("figure_unreferenced", WARNING, "figures", "A registered figure is never referenced in the paper."),
    FindingType("unresolved_anchor", WARNING, "anchors", "A CLAIM anchor names a claim or assertion that science_data does not have."),
    FindingType("anchor_without_number", ERROR, "anchors", "A CLAIM anchor's sentence has no number left for it to bind.", True),
    FindingType("invariant_violation", ERROR, "invariants", "A metric breaks a name-inferred or declared invariant (an efficiency above 1, ...)."),
    FindingType("placeholder_denominator", ERROR, "contract", "A metric the contract requires to be measured has no measured provenance."),
    FindingType("correctness_uncovered", ERROR, "contract", "The contract requires a correctness check that the run did not emit."),
    FindingType("correctness_failed", ERROR, "contract", "The contract's correctness predicate is false for a configuration."),
    FindingType("recompute_mismatch", ERROR, "contract", "The reported contract metric is not reproducible from its declared formula."),
    FindingType("claim_evidence_missing", ERROR, "contract", "A contract claim has none of its required evidence in any configuration."),
    FindingType("ceiling_unmeasured", ERROR, "contract", "The contract requires a measured ceiling and no measurement carries measured provenance."),
    FindingType("formula_invalid", ERROR, "contract", "A declared expression does not compile in the formula language.", True),
    FindingType("invariant_unevaluable", WARNING, "contract", "A declared expression cannot be evaluated for a configuration (a missing operand, ...).", True),
    FindingType("codedigest_mismatch", ERROR, "digests", "The paper's \\codedigest differs from ear_published/manifest.lock bundle_sha256.", True),
    FindingType("codedigest_unverifiable", WARNING, "digests", "The paper has a \\codedigest but the checkpoint has no manifest to verify it.", True),
    FindingType("contract_tampered", ERROR, "digests", "metric_contract.json no longer matches the digest recorded when it was frozen.", True),
    FindingType("contract_superseded", WARNING, "digests", "The frozen metric contract was replaced through `contract supersede`; the reason is reported.", True),
    FindingType("statistic_inconsistent", ERROR, "statistics", "A reported test result's p does not follow from its printed statistic and degrees of freedom.", True),
    FindingType("statistic_decision_error", ERROR, "statistics", "A reported p and the p recomputed from its statistic fall on different sides of alpha.", True),
    FindingType("grim_inconsistent", ERROR, "statistics", "A percentage or mean cannot arise from the stated number of integer-valued responses.", True),
    FindingType("grimmer_inconsistent", ERROR, "statistics", "A standard deviation cannot arise from integer-valued data with the stated n and mean.", True),
    FindingType("input_invalid", ERROR, "inputs", "One entry of an input file is invalid; it is reported and the rest is checked.", True),
    FindingType("evidence_drift", ERROR, "inputs", "A configuration value differs from the value its own node's results.json records.", True),
    FindingType("policy_weakened", WARNING, "inputs", "The checkpoint's own policy tried to loosen what blocks; the loosening was ignored.", True),
]


def _documented(t: FindingType) -> FindingType:
    from .finding_docs import DOCS

    explanation, fix = DOCS.get(t.name, ("", ""))
    return replace(t, explanation=explanation, fix=fix)


REGISTRY: Dict[str, FindingType] = {t.name: _documented(t) for t in _TYPES}


@dataclass(frozen=True)
class Finding:
    """One finding. `ids` holds the identifiers it is about (claim_id, numeric_id, config_id, ...)."""

    type: str
    message: str
    ids: Tuple[Tuple[str, Any], ...] = ()
    location: Optional[Tuple[str, int, int]] = None  # (file, line, column) in the paper
    details: Tuple[Tuple[str, Any], ...] = field(default=(), compare=False)

    def __post_init__(self):
        if self.type not in REGISTRY:
            raise ValueError(f"unregistered finding type {self.type!r}")

    def as_json(self, severity: str) -> dict:
        out: Dict[str, Any] = {"type": self.type, "severity": severity, "message": self.message}
        out.update(dict(self.ids))
        out.update(dict(self.details))
        if self.location is not None:
            file, line, column = self.location
            out["location"] = {"file": file, "line": line, "column": column}
        return out

    def sort_key(self) -> tuple:
        loc = self.location or ("\uffff", 0, 0)
        return (loc, self.type, json.dumps(list(self.ids), sort_keys=True, default=str), self.message)


def finding(type_: str, message: str, location=None, details: Optional[dict] = None, **ids) -> Finding:
    """Build a Finding; None-valued ids are dropped, the rest are kept in a stable order."""
    return Finding(type_, message, tuple(sorted((k, v) for k, v in ids.items() if v is not None)), location,
                   tuple(sorted((details or {}).items())))
