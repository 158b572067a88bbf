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
    # SPEC section 10: the seeds' other artifacts (claim-gate rubric|bundle|citations verifiers).
    FindingType("rubric_schema_invalid", ERROR, "rubric", "The rubric envelope breaks its JSON Schema (contracts/rubric_envelope, rubric_task_node).", True),
    FindingType("rubric_hash_mismatch", ERROR, "rubric", "rubric_sha256 is neither the seed's digest (without rubric_sha256 and audit) nor the pipeline code's (without rubric_sha256).", True),
    FindingType("rubric_paper_mismatch", ERROR, "rubric", "paper_sha256 is not the sha256 of the paper given with --paper.", True),
    FindingType("rubric_paper_unverified", WARNING, "rubric", "No --paper was given: paper_sha256 and the leaf quotes were not checked.", True),
    FindingType("rubric_id_invalid", ERROR, "rubric", "A TaskNode id is not a uuid v4, or is used by more than one node.", True),
    FindingType("rubric_leaf_fields", ERROR, "rubric", "A leaf lacks a leaf-only field, or an internal node carries one.", True),
    FindingType("rubric_vocabulary_invalid", ERROR, "rubric", "A task_category or finegrained_task_category is outside the closed vocabulary.", True),
    FindingType("rubric_quote_not_found", ERROR, "rubric", "A leaf's rationale_from_paper.quote does not occur verbatim in the paper.", True),
    FindingType("rubric_flag_inconsistent", WARNING, "rubric", "A leaf is flagged no_paper_evidence although its quote occurs in the paper.", True),
    FindingType("rubric_weight_invalid", ERROR, "rubric", "The weights of a node's children do not sum to more than 0.", True),
    FindingType("rubric_score_mismatch", ERROR, "rubric", "A graded node's score differs from the exact weighted mean of its children's scores.", True),
    FindingType("rubric_flags_count_mismatch", ERROR, "rubric", "audit.flags_count differs from the number of flags on the leaves.", True),
    FindingType("rubric_regenerate", ERROR, "rubric", "More than 20% of the leaves are flagged: the audit rule says regenerate the rubric.", True),
    FindingType("rubric_venue_axes_mismatch", ERROR, "rubric", "In paper_audit mode the root's children are not exactly the venue template's axes.", True),
    FindingType("bundle_schema_invalid", ERROR, "bundle", "A bundle file breaks its JSON Schema (contracts/bundle_*).", True),
    FindingType("bundle_policy_incomplete", ERROR, "bundle", "replication_policy.json drops one of the fourteen replay fields or eight rubric axes.", True),
    FindingType("bundle_escape_authority", ERROR, "bundle", "replication_policy.json grants itself one of the four escape authorities.", True),
    FindingType("bundle_row_incomplete", ERROR, "bundle", "A replay row leaves one of the fourteen replay fields empty.", True),
    FindingType("bundle_ref_missing", ERROR, "bundle", "A path the bundle names does not exist in the bundle.", True),
    FindingType("bundle_path_escape", ERROR, "bundle", "A path the bundle names leaves the bundle folder; it is never opened.", True),
    FindingType("bundle_hash_unresolved", ERROR, "bundle", "A declared artifact hash matches no file of the bundle.", True),
    FindingType("bundle_external_model_access", ERROR, "bundle", "The execution manifest allows external model access.", True),
    FindingType("bundle_metric_refused", ERROR, "bundle", "The metric spec is not a bare sum_field over one allowed public input.", True),
    FindingType("bundle_metric_input_invalid", ERROR, "bundle", "A row of the metric's input table lacks the summed field or holds a non-number.", True),
    FindingType("bundle_metric_mismatch", ERROR, "bundle", "The replayed metric does not reproduce the declared output.", True),
    FindingType("bundle_output_hash_mismatch", ERROR, "bundle", "The declared output or the replayed metric does not hash to the declared sha256.", True),
    FindingType("bundle_source_module_invalid", ERROR, "bundle", "The source-module manifest has the wrong import class.", True),
    FindingType("bundle_source_digest_mismatch", ERROR, "bundle", "A copied source module's bytes differ from its declared sha256 or from its live source.", True),
    FindingType("bundle_negative_case_passed", ERROR, "bundle", "A negative case of the bundle was not rejected with its own code.", True),
    FindingType("bundle_codedigest_mismatch", ERROR, "bundle", "The bundle's bundle_sha256 differs from the paper's \\codedigest.", True),
    FindingType("bundle_codedigest_unverified", WARNING, "bundle", "No paper \\codedigest was given to bind the bundle: a self-consistent rewrite would pass.", True),
    FindingType("bundle_author_code_reuse", ERROR, "bundle", "A replay row reuses the original authors' code instead of a scratch scaffold.", True),
    FindingType("bundle_hidden_rubric_leakage", ERROR, "bundle", "A replay row exports the hidden grading rubric.", True),
    FindingType("bundle_report_only_success", ERROR, "bundle", "A replay row claims success on a write-up alone, with no cold-rerun receipt or metric script.", True),
    FindingType("bundle_performance_overclaim", ERROR, "bundle", "A replay row asserts a benchmark-performance claim.", True),
    FindingType("bundle_private_body_leakage", ERROR, "bundle", "A row or manifest puts a private paper or data body in the receipt.", True),
    FindingType("bundle_unbounded_compute", ERROR, "bundle", "A replay row searches with unbounded compute or names no cost/runtime budget.", True),
    FindingType("bundle_final_answer_only", ERROR, "bundle", "A replay row is graded on its final answer only.", True),
    FindingType("bundle_undeclared_hash", ERROR, "bundle", "A replay row references an artifact hash it never declared.", True),
    FindingType("citation_input_invalid", ERROR, "citations", "A reference entry or a score file breaks its JSON Schema; the entry is left out and reported.", True),
    FindingType("citation_label_invalid", ERROR, "citations", "A reference has no label, two labels or a label other than P0/P1, or a label names no reference.", True),
    FindingType("citation_unresolved", WARNING, "citations", "References without a resolved paper id: counted and reported, never in the F1 sets.", True),
    FindingType("litreview_penalty_out_of_range", ERROR, "citations", "A literature-review penalty lies outside the seed's range for it, or is unknown.", True),
    FindingType("litreview_cap_exceeded", ERROR, "citations", "A literature-review axis exceeds a mechanical cap of the seed.", True),
    FindingType("litreview_cap_flagged", WARNING, "citations", "A literature-review score the seed calls rare (an axis below 50 with overall above 75, overall above 90).", True),
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
