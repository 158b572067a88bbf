"""The paper autoraters' mechanical parts: citation F1 over P0/P1 partitions, the order-swapped SxS
verdict, and a literature-review score against the seed's caps and penalty ranges."""

from __future__ import annotations

import json
import math
from fractions import Fraction
from pathlib import Path
from typing import Any

from .. import jsonio
from ..errors import InputError
from ..files import read_text_digest
from ..findings import Finding, finding
from .common import load_object, report, schema_findings

LABELS = ("P0", "P1")
WINNERS = ("paper_1", "paper_2", "tie")

# Penalty ranges of the seed (points, inclusive), and the words that name each penalty.
PENALTY_RANGES = {
    "novelty_overclaim": (-15, -5), "missing_recent_work": (-15, -5), "mostly_descriptive": (-10, -5),
    "weak_research_gap": (-10, -5), "citation_dumping": (-10, -5)}
_PENALTY_WORDS = (
    ("novelty_overclaim", ("novelty", "新規性")), ("missing_recent_work", ("recent", "最新研究")),
    ("mostly_descriptive", ("descriptive", "説明に終始")), ("weak_research_gap", ("gap", "ギャップ")),
    ("citation_dumping", ("dump", "laundry", "羅列")))
_CRITICAL_AXIS = ("critical", "批判")
_COVERAGE_AXIS = ("coverage", "comprehensive", "網羅")
DESCRIPTIVE_CAP = 60  # a mostly descriptive review: critical analysis at most 60
LOW_CITATION_CAP = 55  # fewer than half the venue's average citations: coverage at most 55
RARE_OVERALL, WEAK_AXIS, WEAK_AXIS_OVERALL = 90, 50, 75


def _round4(x: Fraction) -> float:
    """Half-up to 4 decimals, from the exact value: rounding happens only where a number is printed."""
    return math.floor(x * 10_000 + Fraction(1, 2)) / 10_000


def prf(gt: set, gen: set) -> dict:
    overlap = len(gt & gen)
    p = Fraction(overlap, len(gen)) if gen else Fraction(0)
    r = Fraction(overlap, len(gt)) if gt else Fraction(0)
    f1 = 2 * p * r / (p + r) if p + r else Fraction(0)
    return {"ground_truth": len(gt), "generated": len(gen), "overlap": overlap,
            "precision": _round4(p), "recall": _round4(r), "f1": _round4(f1)}


def _partition(path: Path) -> tuple[dict, list[Finding]]:
    """{ref_num: label}; a key given twice is two labels for one reference (json would keep the last)."""
    name = str(path)
    text, _ = read_text_digest(path, name)
    data = jsonio.loads(text, name)
    if not isinstance(data, dict):
        raise InputError(name, "expected a JSON object {ref_num: \"P0\"|\"P1\"} at the top level")
    out: list[Finding] = []
    pairs = json.loads(text, object_pairs_hook=lambda kv: kv)
    counts: dict[str, int] = {}
    for key, _value in pairs:
        counts[key] = counts.get(key, 0) + 1
    for key, n in sorted(counts.items()):
        if n > 1:
            out.append(finding("citation_label_invalid", f"{name}: reference {key} is labelled {n} times",
                               file=name, ref_num=key))
    for key, value in sorted(data.items()):
        if value not in LABELS:
            out.append(finding("citation_label_invalid", f"{name}: reference {key} has label {value!r}, not P0 or P1",
                               file=name, ref_num=key))
    return data, out


def _refs(path: Path) -> tuple[list[dict], list[Finding]]:
    name = str(path)
    data, _ = load_object(path, name, list, "list of {ref_num, paper_id, title}")
    out = schema_findings(data, "citation_refs", "citation_input_invalid", name)
    bad = {p[0] for p in _schema_paths(data)}
    refs, seen = [], set()
    for i, r in enumerate(data):
        if i in bad:
            continue
        num = str(r["ref_num"])
        if num in seen:
            out.append(finding("citation_input_invalid", f"{name}: [{i}]: reference {num} is listed twice",
                               file=name, ref_num=num))
            continue
        seen.add(num)
        refs.append({**r, "ref_num": num})
    return refs, out


def _schema_paths(data: Any) -> list[tuple]:
    from ..evidence.validate import errors

    return [where for where, _ in errors(data, "citation_refs") if where]


def _side(label: str, part_path: Path, refs_path: Path) -> tuple[dict[str, set], list[Finding], dict]:
    part, out = _partition(part_path)
    refs, more = _refs(refs_path)
    out += more
    sets: dict[str, set] = {"P0": set(), "P1": set(), "all": set()}
    unresolved = []
    for r in refs:
        num, pid = r["ref_num"], r.get("paper_id")
        lab = part.get(num)
        if lab is None:
            out.append(finding("citation_label_invalid", f"{part_path}: reference {num} of {refs_path} has no label",
                               file=str(part_path), ref_num=num))
        if not isinstance(pid, str) or not pid.strip():
            unresolved.append(num)
            continue
        sets["all"].add(pid.strip())
        if lab in LABELS:
            sets[lab].add(pid.strip())
    nums = {r["ref_num"] for r in refs}
    for key in sorted(set(part) - nums):
        out.append(finding("citation_label_invalid", f"{part_path}: label for reference {key}, which {refs_path} "
                           "does not list", file=str(part_path), ref_num=key))
    if unresolved:
        out.append(finding("citation_unresolved", f"{refs_path}: {len(unresolved)} reference(s) without a resolved "
                           f"paper id ({', '.join(sorted(unresolved, key=_num_key))}), left out of the {label} sets",
                           file=str(refs_path)))
    return sets, out, {"references": len(refs), "unresolved": len(unresolved)}


def _num_key(s: str) -> tuple:
    return (0, int(s), "") if s.isdigit() else (1, 0, s)


def f1(gt_partition: Path, gt_refs: Path, gen_partition: Path, gen_refs: Path) -> dict:
    gt, out, gt_counts = _side("ground-truth", gt_partition, gt_refs)
    gen, more, gen_counts = _side("generated", gen_partition, gen_refs)
    out += more
    metrics = {k: prf(gt[k], gen[k]) for k in ("P0", "P1", "all")}
    metrics["references"] = {"ground_truth": gt_counts, "generated": gen_counts}
    inputs = {str(p): read_text_digest(p, str(p))[1] for p in (gt_partition, gt_refs, gen_partition, gen_refs)}
    return report("citations f1", str(gen_partition), out, metrics, inputs)


def _winner(arg: str, which: str, inputs: dict) -> str:
    """A verdict given as its value, or as the autorater's JSON output with a `winner` key."""
    if arg in WINNERS:
        return arg
    path = Path(arg)
    if not path.exists():
        raise InputError(which, f"{arg!r} is neither one of {', '.join(WINNERS)} nor a file")
    data, inputs[arg] = load_object(path, arg)
    value = data.get("winner")
    if value not in WINNERS:
        raise InputError(arg, f"expected winner one of {', '.join(WINNERS)}, not {value!r}", "winner")
    return value


def sxs_outcome(winner1: str, winner2: str) -> str:
    """call_1 shows A as paper_1, call_2 shows A as paper_2: A wins only when both calls pick it."""
    if winner1 == "paper_1" and winner2 == "paper_2":
        return "win"
    if winner1 == "paper_2" and winner2 == "paper_1":
        return "loss"
    return "tie"


def sxs(arg1: str, arg2: str) -> dict:
    inputs: dict[str, str] = {}
    w1, w2 = _winner(arg1, "WINNER1", inputs), _winner(arg2, "WINNER2", inputs)
    result = sxs_outcome(w1, w2)
    # Both calls naming the same position is a position preference, not a verdict on the papers.
    metrics = {"call_1": w1, "call_2": w2, "result": result, "position_consistent": w1 == w2 == "tie" or w1 != w2}
    return report("citations sxs", f"{arg1} {arg2}", [], metrics, inputs)


def penalty_kind(name: str) -> str | None:
    low = name.lower()
    return next((kind for kind, words in _PENALTY_WORDS if any(w in low for w in words)), None)


def _axis_value(v: Any) -> Any:
    return v.get("score") if isinstance(v, dict) else v


def _find_axis(axes: dict, words: tuple[str, ...]) -> str | None:
    return next((k for k in sorted(axes) if any(w in k.lower() for w in words)), None)


def litreview(path: Path) -> dict:
    name = str(path)
    data, digest = load_object(path, name)
    out = schema_findings(data, "litreview_score", "citation_input_invalid", name)
    raw_axes = data.get("axis_scores") if isinstance(data.get("axis_scores"), dict) else {}
    axes = {k: _axis_value(v) for k, v in raw_axes.items()
            if isinstance(_axis_value(v), (int, float)) and not isinstance(_axis_value(v), bool)}
    overall = data.get("overall_score")
    overall = overall if isinstance(overall, (int, float)) and not isinstance(overall, bool) else None
    kinds = []
    penalties = data.get("penalties") if isinstance(data.get("penalties"), list) else []
    for i, p in enumerate(penalties):
        if not isinstance(p, dict) or not isinstance(p.get("name"), str):
            continue
        kind = penalty_kind(p["name"])
        pts = p.get("points")
        if kind is None:
            out.append(finding("litreview_penalty_out_of_range", f"{name}: penalties[{i}]: {p['name']!r} is none of "
                               f"the seed's penalties ({', '.join(PENALTY_RANGES)}); its range cannot be checked",
                               file=name, path=f"penalties[{i}]"))
            continue
        kinds.append(kind)
        lo, hi = PENALTY_RANGES[kind]
        if isinstance(pts, (int, float)) and not isinstance(pts, bool) and not lo <= pts <= hi:
            out.append(finding("litreview_penalty_out_of_range", f"{name}: penalties[{i}]: {kind} is {pts}, outside "
                               f"{lo}..{hi}", file=name, path=f"penalties[{i}]"))
    if overall is not None:
        weak = sorted(k for k, v in axes.items() if v < WEAK_AXIS)
        if weak and overall > WEAK_AXIS_OVERALL:
            out.append(finding("litreview_cap_flagged", f"{name}: overall {overall} above {WEAK_AXIS_OVERALL} with "
                               f"axis {', '.join(weak)} below {WEAK_AXIS}", file=name, path="overall_score"))
        if overall > RARE_OVERALL:
            out.append(finding("litreview_cap_flagged", f"{name}: overall {overall} above {RARE_OVERALL}, which the "
                               "rubric reserves for survey-level mastery", file=name, path="overall_score"))
    caps: list[tuple[tuple[str, ...], int, str]] = []
    if "mostly_descriptive" in kinds:
        caps.append((_CRITICAL_AXIS, DESCRIPTIVE_CAP, "the review is penalised as mostly descriptive"))
    count, avg = data.get("citation_count"), data.get("avg_citation_count")
    if isinstance(count, int) and isinstance(avg, (int, float)) and avg > 0 and Fraction(count) < Fraction(avg) / 2:
        caps.append((_COVERAGE_AXIS, LOW_CITATION_CAP, f"{count} citations is under half the average {avg}"))
    for words, cap, why in caps:
        axis = _find_axis(axes, words)
        if axis is None:
            out.append(finding("citation_input_invalid", f"{name}: {why}, but no axis named like {words[0]} holds the "
                               f"score to cap at {cap}", file=name, path="axis_scores"))
        elif axes[axis] > cap:
            out.append(finding("litreview_cap_exceeded", f"{name}: axis_scores.{axis} is {axes[axis]}, above its cap "
                               f"{cap}: {why}", file=name, path=f"axis_scores.{axis}"))
    metrics = {"axes": len(axes), "overall_score": overall, "penalties": sorted(kinds)}
    return report("citations litreview", name, out, metrics, {name: digest})
