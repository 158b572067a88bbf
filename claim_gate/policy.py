"""Policy: defaults, resolution from its sources, severities and blocking (SPEC section 5).

Pure: the caller passes the policy file contents and the environment; nothing here reads them itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .errors import InputError
from .findings import ERROR, REGISTRY, WARNING
from .names import did_you_mean
from .paper.sections import CANONICAL

MODES = ("off", "warn", "strict")
SCOPES = ("any", "same_environment")
PHASES = ("draft", "final")

DEFAULT_SECTIONS = {
    "strict": ("abstract", "experiments", "results", "conclusion"),
    "warn": ("introduction", "methodology", "discussion", "limitations"),
    "excluded": ("related_work", "references", "appendix", "equations"),
}
STRICT_BY_DEFAULT = frozenset(DEFAULT_SECTIONS["strict"])  # where an unexplained number fails closed
EXCLUDED_BY_DEFAULT = frozenset(DEFAULT_SECTIONS["excluded"]) | {"acknowledgements"}  # acknowledgements: SPEC 3
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
    strict_sections: tuple[str, ...] = DEFAULT_SECTIONS["strict"]
    warn_sections: tuple[str, ...] = DEFAULT_SECTIONS["warn"]
    excluded_sections: tuple[str, ...] = DEFAULT_SECTIONS["excluded"]
    block_on: tuple[str, ...] | None = None  # None: the default for the mode and scope
    always_block_on: tuple[str, ...] = DEFAULT_ALWAYS_BLOCK_ON
    default_tolerance: tuple[float, float] = (0.0, 0.0)  # (absolute, relative)
    rounding: str = "reported_precision"
    statistics_alpha: float = 0.05  # statistics.alpha (SPEC section 9): p = alpha counts as significant
    sources: tuple[str, ...] = field(default=("defaults",), compare=False)
    mode_source: str = field(default="defaults", compare=False)  # who set the mode: the text says it under `off`
    weakened: tuple[str, ...] = field(default=(), compare=False)  # loosenings of the checkpoint's own file, ignored

    @property
    def effective_block_on(self) -> frozenset[str]:
        if self.block_on is not None:
            return frozenset(self.block_on)
        out = set(DEFAULT_BLOCK_ON)
        if self.mode == "strict":
            out.add("uncovered_numeric")
        if self.comparison_scope == "same_environment":
            out.add("environment_mismatch")
        return frozenset(out)

    def section_level(self, section: str) -> str | None:
        """strict, warn, or None (excluded or not a target section)."""
        if section in self.excluded_sections:
            return None
        if section in self.strict_sections:
            return "strict"
        if section in self.warn_sections:
            return "warn"
        # A section with no canonical name ("Observational Analysis", "Empirical Study") is a warn target:
        # excluding it would let a paper escape coverage by naming its results section unusually.
        return None if section in CANONICAL else "warn"

    def severity(self, type_: str, section: str | None = None) -> str:
        if type_ == "uncovered_numeric":
            if self.mode == "strict" and section is not None and self.section_level(section) == "strict":
                return ERROR
            return WARNING
        if type_ in self.always_block_on or type_ in self.effective_block_on:
            return ERROR
        return REGISTRY[type_].severity

    def blocks(self, phase: str, errors: list[str]) -> bool:
        """should_block: only at final and never in mode off; always_block_on under strict or warn, block_on
        under strict (SPEC 5: draft and off report, never block)."""
        if phase != "final" or self.mode == "off":
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
            "mode_source": self.mode_source,
        }


def _strings(value, where: str, source: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InputError(source, "expected a list of strings", where)
    return tuple(value)


def _choice(value, allowed, where: str, source: str) -> str:
    if value not in allowed:
        raise InputError(source, f"expected one of {', '.join(allowed)}, got {value!r}", where)
    return value


# Every key a policy document may hold (SPEC section 5); a dict is an object, None a leaf. Keys that start
# with `_` are comments. Anything else is a typo that would silently do nothing: exit 2 with a did-you-mean.
KEYS: dict[str, object] = {
    "mode": None, "comparison_scope": None,
    "numeric_coverage": {"target_sections": {"strict": None, "warn": None, "excluded": None}},
    "numeric_match": {"default_tolerance": {"absolute": None, "relative": None}, "rounding": None},
    "blocking": {"block_on": None, "always_block_on": None},
    "statistics": {"alpha": None},
}


def validate(data: object, source: str, keys: Mapping = KEYS, where: str = "") -> None:
    """Refuse an unknown key anywhere in a policy document, naming it with the nearest known key."""
    if not isinstance(data, Mapping):
        raise InputError(source, "expected a JSON object", where or "top level")
    for key, value in data.items():
        if isinstance(key, str) and key.startswith("_"):
            continue
        here = f"{where}.{key}" if where else str(key)
        if key not in keys:
            hint = did_you_mean(str(key), keys, n=1) or f" (known keys here: {', '.join(sorted(keys))})"
            raise InputError(source, f"unknown key '{key}'{hint}; fix or remove it (keys starting with '_' are "
                             "comments)", here)
        sub = keys[key]
        if isinstance(sub, Mapping):
            validate(value, source, sub, here)


def apply(policy: Policy, data: Mapping, source: str) -> Policy:
    """A policy with the settings of one policy document (claim_gate_policy.json or --policy-file) applied."""
    if not isinstance(data, Mapping):
        raise InputError(source, "expected a JSON object")
    changes: dict[str, Any] = {}
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
    if "mode" in changes:
        changes["mode_source"] = source
    return replace(policy, **changes)


_RANK = {"off": 0, "warn": 1, "strict": 2}


def tighten(policy: Policy, data: Mapping, source: str) -> Policy:
    """Apply the checkpoint's own policy file, which the checked pipeline wrote: it may only tighten.

    Lists are added to the current ones (block_on, always_block_on, strict and warn sections only grow);
    a lowered mode, a type or section left out, a section newly excluded, a raised tolerance or a changed
    statistics.alpha is ignored and kept in `weakened`, each change named, for the `policy_weakened` warning.
    """
    asked = apply(policy, data, source)  # validates every value
    weak: list[str] = []
    out = asked
    if _RANK[asked.mode] < _RANK[policy.mode]:
        weak.append(f"mode lowered from {policy.mode} to {asked.mode}")
        out = replace(out, mode=policy.mode, mode_source=policy.mode_source)
    if policy.comparison_scope == "same_environment" and asked.comparison_scope != policy.comparison_scope:
        weak.append(f"comparison_scope widened from same_environment to {asked.comparison_scope}")
        out = replace(out, comparison_scope=policy.comparison_scope)
    for name, label in (("default_tolerance", "numeric_match.default_tolerance"),):
        old, new = getattr(policy, name), getattr(asked, name)
        if any(n > o for n, o in zip(new, old)):
            weak.append(f"{label} raised from {{absolute: {old[0]:g}, relative: {old[1]:g}}} to "
                        f"{{absolute: {new[0]:g}, relative: {new[1]:g}}}")
            out = replace(out, default_tolerance=old)
    # Either way an alpha moves, some decision error goes unreported: a lower one makes "n.s." at p = .0057 right, a
    # higher one "significant" at p = .2 (red team 47). Only the caller sets it.
    if asked.statistics_alpha != policy.statistics_alpha:
        weak.append(f"statistics.alpha changed from {policy.statistics_alpha:g} to {asked.statistics_alpha:g}")
        out = replace(out, statistics_alpha=policy.statistics_alpha)
    # rounding "none" (no window) is stricter than the printed precision: a tightening, kept as asked
    strict = _grow(policy.strict_sections, asked.strict_sections, "numeric_coverage.target_sections.strict", weak)
    warn = tuple(s for s in _grow(policy.warn_sections, asked.warn_sections, "", []) if s not in strict)
    left_warn = [s for s in policy.warn_sections if s not in asked.warn_sections and s not in asked.strict_sections]
    if "warn" in _sections_named(data) and left_warn:
        weak.append(f"numeric_coverage.target_sections.warn leaves out {', '.join(sorted(left_warn))}")
    newly_excluded = [s for s in asked.excluded_sections if s not in policy.excluded_sections]
    if newly_excluded:
        weak.append(f"numeric_coverage.target_sections.excluded adds {', '.join(sorted(newly_excluded))}")
    excluded = tuple(s for s in asked.excluded_sections if s in policy.excluded_sections and s not in strict + warn)
    out = replace(out, strict_sections=strict, warn_sections=warn, excluded_sections=excluded)
    if asked.block_on is not None:
        out = replace(out, block_on=_grow(tuple(sorted(policy.effective_block_on)), asked.block_on,
                                          "blocking.block_on", weak))
    out = replace(out, always_block_on=_grow(policy.always_block_on, asked.always_block_on,
                                             "blocking.always_block_on", weak))
    return replace(out, weakened=policy.weakened + tuple(f"{source}: {w}" for w in weak))


def _sections_named(data: Mapping) -> Mapping:
    cov = data.get("numeric_coverage")
    targets = cov.get("target_sections") if isinstance(cov, Mapping) else None
    return targets if isinstance(targets, Mapping) else {}


def _grow(old: tuple[str, ...], new: tuple[str, ...], label: str, weak: list[str]) -> tuple[str, ...]:
    """old plus what new adds; what new leaves out is kept and named (label "" names nothing)."""
    left = [name for name in old if name not in new]
    if label and left:
        weak.append(f"{label} leaves out {', '.join(sorted(left))}")
    return tuple(old) + tuple(n for n in new if n not in old)


def resolve(file_policy: Mapping | None, file_name: str, arg_policy: Mapping | None, arg_name: str,
            env: Mapping[str, str], cli_mode: str | None) -> Policy:
    """Later wins: defaults, CKPT/claim_gate_policy.json, --policy-file, environment, --mode."""
    policy = Policy()
    if file_policy is not None:
        validate(file_policy, file_name)
        policy = tighten(policy, file_policy, file_name)
    if arg_policy is not None:
        validate(arg_policy, arg_name)
        policy = apply(policy, arg_policy, arg_name)
    for name in ("ARI_CLAIM_GATE_MODE", "CLAIM_GATE_MODE"):  # the claim-gate name wins over ARI's
        if env.get(name):
            policy = replace(policy, mode=_choice(env[name], MODES, name, "environment"),
                             sources=policy.sources + (name,), mode_source=f"env {name}")
    for name in ("ARI_COMPARISON_SCOPE", "CLAIM_GATE_COMPARISON_SCOPE"):
        if env.get(name):
            policy = replace(policy, comparison_scope=_choice(env[name], SCOPES, name, "environment"),
                             sources=policy.sources + (name,))
    if cli_mode is not None:
        policy = replace(policy, mode=cli_mode, sources=policy.sources + ("--mode",), mode_source="--mode")
    return policy
