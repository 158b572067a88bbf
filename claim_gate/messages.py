"""Finding messages a writer can act on from the one line: which claim and assertion, which recorded
operands (`config.metric`), what the paper prints, what the record gives, and the number to print.

Pure text building; the checks decide what is wrong, this module says it.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence
from typing import Any


def subject(claim_id: str | None, numeric_id: str) -> str:
    """`claim C2, assertion NC14`: the ids a writer greps for in science_data.json and the paper."""
    return f"claim {claim_id}, assertion {numeric_id}" if claim_id else f"assertion {numeric_id}"


def config_by_node(ck: Any) -> dict[str, str]:
    """node_id -> the first configuration (in recorded order) that ran on it, built once per check so that
    labelling each operand is a look-up, not a pass over every configuration."""
    out: dict[str, str] = {}
    for cfg in (ck.science.get("configurations") or []) if isinstance(ck.science, dict) else []:
        if isinstance(cfg, dict) and isinstance(cfg.get("node_id"), str) and isinstance(cfg.get("config_id"), str):
            out.setdefault(cfg["node_id"], cfg["config_id"])
    return out


def operand_label(ck: Any, operand: Any, where: str, configs: dict[str, str] | None = None) -> str:
    """`cfg4.gflops_512` for an operand, also when it is given as {node_id, metric_path} (the configuration
    that ran on that node is named, since writers think in configurations). configs: config_by_node(ck),
    when the caller labels many operands."""
    if isinstance(operand, dict) and "config_id" not in operand and isinstance(operand.get("node_id"), str):
        config_id = (config_by_node(ck) if configs is None else configs).get(operand["node_id"])
        if config_id is not None:
            return f"{config_id}.{operand.get('metric_path')}"
    return where


def short(v: Any) -> str:
    if isinstance(v, list):
        return "[" + ", ".join(short(x) for x in v[:4]) + (", ..." if len(v) > 4 else "") + "]"
    return repr(v)


def at_precision(value: float, decimals: int, exponent: int | None) -> str:
    """The recomputed value written as the paper writes the printed one: same decimals (of the mantissa
    when printed in scientific notation)."""
    if exponent is not None:
        text = f"{value / 10.0 ** exponent:.{max(decimals, 0)}f}e{exponent}"
    else:
        text = f"{value:.{max(decimals, 0)}f}"
    mantissa = text.split("e")[0]
    return text[1:] if mantissa.startswith("-") and set(mantissa) <= set("-0.") else text  # never "-0.0"


def operands_text(formula: str, values: dict[str, Any], labels: dict[str, str]) -> str:
    """`relative_reduction_percent(baseline=cfg3.gflops=909.9, proposed=cfg4.gflops=828.6)`."""
    parts = [f"{role}={labels.get(role, role)}={short(values[role])}" for role in sorted(values)]
    return f"{formula}({', '.join(parts)})"


# How many numbers on each side of a mismatched one the at=K hint looks at: a shifted binding is a near neighbour, and
# a hostile "sentence" of 6,000 anchored numbers made the hint quadratic (36 million comparisons, 3 minutes).
SHIFT_REACH = 32


def shifted_binding(recomputed: float, mention: Any, sentence: Sequence[Any], matches) -> str | None:
    """When the recomputed value is another number of the same sentence, the anchor most likely binds the
    wrong one: name that number's position as `at=K` (K counts every number of the sentence from 1). Sentence
    numbers are in reading order; only those within SHIFT_REACH of the mention are looked at."""
    at = bisect.bisect_left(sentence, mention.index, key=lambda o: o.index)
    first = max(0, at - SHIFT_REACH)
    for k, other in enumerate(sentence[first : at + SHIFT_REACH + 1], start=first + 1):
        if other.index != mention.index and other.context != "uncertainty" and matches(other, recomputed):
            return (f"; the recomputed value is the sentence's number {k} ({other.text}): the binding may have "
                    f"shifted, add at={k} to the anchor")
    return None


def numeric_mismatch(claim_id: str | None, numeric_id: str, mention: Any, recomputed: float, formula: str,
                     values: dict[str, Any], labels: dict[str, str], shift: str | None,
                     units: tuple[str, str, float] | None = None) -> str:
    """units: (printed unit, unit held, factor) when the printed number is in another unit than the recomputed one
    (15.3 ms against a recorded 15.3 s): the suggestion is then in the printed unit."""
    q = mention.qualifier
    unit = units[0] if units else mention.unit
    printed = f"{mention.text}{(' ' + unit) if unit else ''}{' (' + q['text'] + ')' if q else ''}"
    head = (f"{subject(claim_id, numeric_id)}: the paper prints {printed} but "
            f"{operands_text(formula, values, labels)} = {recomputed!r}")
    if units:
        recomputed = recomputed / units[2]
        head += f" {units[1]}, which is {recomputed:.6g} {units[0]}"
    if shift:
        return head + shift
    if not math.isfinite(recomputed):
        return head + "; fix the operands"
    return head + (f"; print {at_precision(recomputed, mention.decimals, mention.exponent)}, not {mention.text}"
                   " (or fix the operands if the record is wrong)")


def numeric_undefined(claim_id: str | None, numeric_id: str, mention: Any, formula: str,
                      values: dict[str, Any], labels: dict[str, str]) -> str:
    return (f"{subject(claim_id, numeric_id)}: the paper prints {mention.text} but "
            f"{operands_text(formula, values, labels)} is undefined (a division by zero, a log of a non-positive, "
            "...); fix the operands or the formula")


def operand_unresolved(claim_id: str | None, numeric_id: str, problems: list[str]) -> str:
    return (f"{subject(claim_id, numeric_id)}: " + "; ".join(problems)
            + "; point each operand at a recorded number ({config_id, metric} or {node_id, metric_path})")


def no_paper_anchor(claim_id: str | None, numeric_id: str) -> str:
    return (f"{subject(claim_id, numeric_id)} has no CLAIM anchor in the paper; add "
            f"% CLAIM:{claim_id or '<claim>'}:{numeric_id} to the sentence that prints it")


def declared_value_drift(claim_id: str | None, numeric_id: str, declared: float, recomputed: float) -> str:
    return (f"{subject(claim_id, numeric_id)} declares value {declared!r} but its operands give {recomputed!r}; "
            "update the declared value")


def uncovered_numeric(text: str, unit: str, section: str) -> str:
    return (f"{text}{(' ' + unit) if unit else ''} in {section} is a result claim with no CLAIM anchor and is not a "
            "restated verified value; anchor it to its assertion (% CLAIM:<claim>:<assertion>), or, if it is not a "
            "claim, waive it (% NOCLAIM: <reason>)")


def unresolved_anchor(anchor: str, reason: str) -> str:
    return f"{anchor}: {reason}; make the ids match science_data.json, or add the assertion there"


def anchor_without_number(anchor: str, why: str) -> str:
    return (f"{anchor} binds no number: {why}; a claim that points at nothing is never counted as reproduced. "
            "Put the anchor on the sentence that prints the number, fix at=K, or use NC0 for a sentence without one")
