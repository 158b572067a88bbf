"""Policy: defaults, resolution from its sources, severities and blocking (SPEC section 5).

Pure: the caller passes the policy file contents and the environment; nothing here reads them itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Dict, FrozenSet, List, Mapping, Optional, Tuple

from .errors import InputError
from .findings import ERROR, REGISTRY, WARNING

MODES = ("off", "warn", "strict")
SCOPES = ("any", "same_environment")
PHASES = ("draft", "final")

DEFAULT_SECTIONS = {
    "strict": ("abstract", "experiments", "results", "conclusion"),
    "warn": ("introduction", "methodology", "discussion", "limitations"),
    "excluded": ("related_work", "references", "appendix", "equations"),
}
DEFAULT_BLOCK_ON = ("numeric_mismatch", "operand_unresolved", "missing_evidence", "anchor_without_number",
                    "unresolved_anchor", "statistic_inconsistent", "statistic_decision_error", "grim_inconsistent",
                    "grimmer_inconsistent")
DEFAULT_ALWAYS_BLOCK_ON = (
    "invariant_violation", "correctness_failed", "correctness_uncovered", "placeholder_denominator",
    "recompute_mismatch", "claim_evidence_missing", "ceiling_unmeasured", "formula_invalid", "artifact_digest_mismatch",
    "artifact_path_escape", "codedigest_mismatch", "contract_tampered", "input_invalid", "evidence_drift")


@dataclass(frozen=True)
class Policy:
    mode: str = "strict"  # SPEC 5: a gate that prints FAILED and exits 0 fails open; warn must be asked for
    comparison_scope: str = "any"
    strict_sections: Tuple[str, ...] = DEFAULT_SECTIONS["strict"]
    warn_sections: Tuple[str, ...] = DEFAULT_SECTIONS["warn"]
    excluded_sections: Tuple[str, ...] = DEFAULT_SECTIONS["excluded"]
    block_on: Optional[Tuple[str, ...]] = None  # None: the default for the mode and scope
    always_block_on: Tuple[str, ...] = DEFAULT_ALWAYS_BLOCK_ON
    default_tolerance: Tuple[float, float] = (0.0, 0.0)  # (absolute, relative)
    rounding: str = "reported_precision"
    statistics_alpha: float = 0.05  # SPEC section 9: p = alpha counts as significant
    sources: Tuple[str, ...] = field(default=("defaults",), compare=False)

    @property
    def effective_block_on(self) -> FrozenSet[str]:
        if self.block_on is not None:
            return frozenset(self.block_on)
        out = set(DEFAULT_BLOCK_ON)
        if self.mode == "strict":
            out.add("uncovered_numeric")
        if self.comparison_scope == "same_environment":
            out.add("environment_mismatch")
        return frozenset(out)

    def section_level(self, section: str) -> Optional[str]:
        """strict, warn, or None (excluded or not a target section)."""
        if section in self.excluded_sections:
            return None
        if section in self.strict_sections:
            return "strict"
        if section in self.warn_sections:
            return "warn"
        return None

    def severity(self, type_: str, section: Optional[str] = None) -> str:
        if type_ == "uncovered_numeric":
            if self.mode == "strict" and section is not None and self.section_level(section) == "strict":
                return ERROR
            return WARNING
        if type_ in self.always_block_on or type_ in self.effective_block_on:
            return ERROR
        return REGISTRY[type_].severity

    def blocks(self, phase: str, errors: List[str]) -> bool:
        """should_block: only at final; always_block_on in any mode, block_on under strict."""
        if phase != "final":
            return False
        if any(t in self.always_block_on for t in errors):
            return True
        return self.mode == "strict" and any(t in self.effective_block_on for t in errors)

    def as_json(self) -> dict:
        return {
            "mode": self.mode, "comparison_scope": self.comparison_scope,
            "numeric_coverage": {"target_sections": {"strict": list(self.strict_sections), "warn": list(self.warn_sections),
                                                     "excluded": list(self.excluded_sections)}},
            "numeric_match": {"rounding": self.rounding,
                              "default_tolerance": {"absolute": self.default_tolerance[0],
                                                    "relative": self.default_tolerance[1]}},
            "blocking": {"block_on": sorted(self.effective_block_on), "always_block_on": sorted(self.always_block_on)},
            "statistics": {"alpha": self.statistics_alpha},
            "sources": list(self.sources),
        }


def _strings(value, where: str, source: str) -> Tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InputError(source, "expected a list of strings", where)
    return tuple(value)


def _choice(value, allowed, where: str, source: str) -> str:
    if value not in allowed:
        raise InputError(source, f"expected one of {', '.join(allowed)}, got {value!r}", where)
    return value


def apply(policy: Policy, data: Mapping, source: str) -> Policy:
    """A policy with the settings of one policy document (claim_gate_policy.json or --policy-file) applied."""
    if not isinstance(data, Mapping):
        raise InputError(source, "expected a JSON object")
    changes: Dict[str, Any] = {}
    if "mode" in data:
        changes["mode"] = _choice(data["mode"], MODES, "mode", source)
    if "comparison_scope" in data:
        changes["comparison_scope"] = _choice(data["comparison_scope"], SCOPES, "comparison_scope", source)
    cov = data.get("numeric_coverage", {})
    if not isinstance(cov, Mapping):
        raise InputError(source, "expected object", "numeric_coverage")
    targets = cov.get("target_sections", {})
    if not isinstance(targets, Mapping):
        raise InputError(source, "expected object", "numeric_coverage.target_sections")
    for level in ("strict", "warn", "excluded"):
        if level in targets:
            changes[f"{level}_sections"] = _strings(targets[level], f"numeric_coverage.target_sections.{level}", source)
    match = data.get("numeric_match", {})
    if not isinstance(match, Mapping):
        raise InputError(source, "expected object", "numeric_match")
    if "rounding" in match:
        changes["rounding"] = _choice(match["rounding"], ("reported_precision", "none"), "numeric_match.rounding", source)
    if "default_tolerance" in match:
        tol = match["default_tolerance"]
        if not isinstance(tol, Mapping):
            raise InputError(source, "expected object", "numeric_match.default_tolerance")
        parts = []
        for k in ("absolute", "relative"):
            v = tol.get(k, 0.0)
            if isinstance(v, bool) or not isinstance(v, (int, float)) or v < 0:
                raise InputError(source, "expected a number >= 0", f"numeric_match.default_tolerance.{k}")
            parts.append(float(v))
        changes["default_tolerance"] = tuple(parts)
    stats = data.get("statistics", {})
    if not isinstance(stats, Mapping):
        raise InputError(source, "expected object", "statistics")
    if "alpha" in stats:
        a = stats["alpha"]
        if isinstance(a, bool) or not isinstance(a, (int, float)) or not 0 < a < 1:
            raise InputError(source, "expected a number between 0 and 1", "statistics.alpha")
        changes["statistics_alpha"] = float(a)
    blocking = data.get("blocking", {})
    if not isinstance(blocking, Mapping):
        raise InputError(source, "expected object", "blocking")
    for key in ("block_on", "always_block_on"):
        if key in blocking:
            names = _strings(blocking[key], f"blocking.{key}", source)
            unknown = [n for n in names if n not in REGISTRY]
            if unknown:
                raise InputError(source, f"unknown finding type {unknown[0]!r}", f"blocking.{key}")
            changes[key] = names
    changes["sources"] = policy.sources + (source,)
    return replace(policy, **changes)


def resolve(file_policy: Optional[Mapping], file_name: str, arg_policy: Optional[Mapping], arg_name: str,
            env: Mapping[str, str], cli_mode: Optional[str]) -> Policy:
    """Later wins: defaults, CKPT/claim_gate_policy.json, --policy-file, environment, --mode."""
    policy = Policy()
    if file_policy is not None:
        policy = apply(policy, file_policy, file_name)
    if arg_policy is not None:
        policy = apply(policy, arg_policy, arg_name)
    for name in ("ARI_CLAIM_GATE_MODE", "CLAIM_GATE_MODE"):  # the claim-gate name wins over ARI's
        if env.get(name):
            policy = replace(policy, mode=_choice(env[name], MODES, name, "environment"),
                             sources=policy.sources + (name,))
    for name in ("ARI_COMPARISON_SCOPE", "CLAIM_GATE_COMPARISON_SCOPE"):
        if env.get(name):
            policy = replace(policy, comparison_scope=_choice(env[name], SCOPES, name, "environment"),
                             sources=policy.sources + (name,))
    if cli_mode is not None:
        policy = replace(policy, mode=cli_mode, sources=policy.sources + ("--mode",))
    return policy
