"""Replication rubric envelope (version 3): schema, digests, tree rules and exact score recomputation."""

from __future__ import annotations

import hashlib
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..digest import pipeline_json_sha256
from ..errors import InputError
from ..evidence.validate import json_path
from ..files import read_text_digest
from ..findings import Finding, finding
from .common import load_object, report, schema_findings

LEAF_ONLY = ("task_category", "finegrained_task_category", "rationale_from_paper")
NO_EVIDENCE_FLAG = "no_paper_evidence"
REGENERATE_FRACTION = Fraction(1, 5)  # more than 20% flagged leaves: the audit says regenerate

# paper_audit venue templates and their fixed top-level axes, as the seed lists them; generic is
# agent_benchmark (free decomposition), so it has no axes to check.
VENUE_AXES: dict[str, tuple[str, ...] | None] = {
    "generic": None,
    "sc": ("env_reconstructable", "data_available", "execution_specified", "figures_consistent",
           "scaling_consistent", "conclusion_supported"),
    "neurips": ("claims_supported", "experimental_setup", "code_data_available", "statistical_rigor",
                "ethics_limitations", "figures_consistent"),
    "nature": ("materials_traceable", "protocol_specified", "statistics_reported", "data_availability",
               "ethics_compliance"),
}

Path_ = tuple[Any, ...]


def rubric_hashes(envelope: dict) -> dict[str, str]:
    """The two digests an envelope may carry: the seed's rule and the pipeline code's.

    seed: without rubric_sha256 and audit (audit annotations added after freezing keep provenance);
    pipeline: without rubric_sha256 only (what the pipeline's own code is known to hash).
    """
    seed = {k: v for k, v in envelope.items() if k not in ("rubric_sha256", "audit")}
    pipeline = {k: v for k, v in envelope.items() if k != "rubric_sha256"}
    return {"seed": pipeline_json_sha256(seed), "pipeline": pipeline_json_sha256(pipeline)}


def walk(root: Any, base: Path_ = ("rubric",)) -> list[tuple[Path_, dict]]:
    """Every TaskNode object of the tree with its JSON path, parents before children (iterative: no depth limit)."""
    out: list[tuple[Path_, dict]] = []
    stack: list[tuple[Path_, Any]] = [(base, root)]
    while stack:
        path, node = stack.pop()
        if not isinstance(node, dict):
            continue
        out.append((path, node))
        subs = node.get("sub_tasks")
        if isinstance(subs, list):
            stack.extend((path + ("sub_tasks", i), c) for i, c in reversed(list(enumerate(subs))))
    return out


def is_leaf(node: dict) -> bool:
    return node.get("sub_tasks") == []


def _children(node: dict) -> list[dict]:
    subs = node.get("sub_tasks")
    return [c for c in subs if isinstance(c, dict)] if isinstance(subs, list) else []


def _weight(node: dict) -> Fraction | None:
    w = node.get("weight")
    if isinstance(w, bool) or not isinstance(w, (int, float)):
        return None
    return Fraction(w)


def _weights(kids: list[dict]) -> list[Fraction] | None:
    """The children's weights as exact fractions, or None when one is not a number (a schema finding)."""
    ws = [_weight(c) for c in kids]
    return None if any(w is None for w in ws) else [w for w in ws if w is not None]


def _classify(where: Path_, message: str) -> str:
    last = where[-1] if where else ""
    if last == "id" and "does not match" in message:
        return "rubric_id_invalid"
    if last in ("task_category", "finegrained_task_category") and message.startswith("expected one of"):
        return "rubric_vocabulary_invalid"
    return "rubric_schema_invalid"


def exact_scores(root: dict) -> tuple[dict[int, Fraction], list[Finding]]:
    """score(node) = sum(w_i * score_i) / sum(w_i), in fractions, bottom-up; {id(node): score}.

    A leaf without a 0/1 score, or a parent whose weights do not sum above 0, leaves its ancestors
    without a score (reported once), never a guessed number.
    """
    scores: dict[int, Fraction] = {}
    problems: list[Finding] = []
    for path, node in reversed(walk(root)):  # children before parents
        place = json_path(path)
        if is_leaf(node):
            s = node.get("score")
            if isinstance(s, bool) or s not in (0, 1):
                problems.append(finding("rubric_score_mismatch", f"{place}: a graded leaf's score must be 0 or 1, "
                                        f"not {s!r}", node_id=_id(node), path=place))
                continue
            scores[id(node)] = Fraction(s)
            continue
        kids = _children(node)
        weights = _weights(kids)
        if not kids or weights is None or any(id(c) not in scores for c in kids):
            continue
        total = sum(weights, Fraction(0))
        if total <= 0:
            continue  # rubric_weight_invalid says why
        scores[id(node)] = sum((w * scores[id(c)] for w, c in zip(weights, kids)), Fraction(0)) / total
    return scores, problems


def _float_path(node: dict) -> float | None:
    """The same mean in floating point, in the seed's order: what a Python pipeline would have written."""
    if is_leaf(node):
        s = node.get("score")
        return float(s) if isinstance(s, (int, float)) and not isinstance(s, bool) else None
    kids = _children(node)
    vals = [_float_path(c) for c in kids]
    if not kids or _weights(kids) is None or any(v is None for v in vals):
        return None
    ws = [c["weight"] for c in kids]
    total = sum(ws)
    return sum(w * v for w, v in zip(ws, vals)) / total if total > 0 else None


def _id(node: dict) -> str | None:
    nid = node.get("id")
    return nid if isinstance(nid, str) else None


def _collapse(text: str) -> str:
    return " ".join(text.split())


def _venue_of(envelope: dict, venue: str | None) -> str | None:
    if venue is not None:
        return venue
    gen = envelope.get("generator")
    for holder in (gen, gen.get("snapshot") if isinstance(gen, dict) else None):
        if isinstance(holder, dict) and isinstance(holder.get("paperbench_rubric_id"), str):
            return holder["paperbench_rubric_id"]
    return None


def verify(envelope_path: Path, paper: Path | None = None, graded: Path | None = None,
           venue: str | None = None) -> dict:
    name = str(envelope_path)
    envelope, env_digest = load_object(envelope_path, name)
    inputs = {name: env_digest}
    if venue is not None and venue not in VENUE_AXES:
        raise InputError("--venue", f"unknown venue template {venue!r}; known: {', '.join(sorted(VENUE_AXES))}")
    out: list[Finding] = []
    # The envelope's own keys; the tree's nodes are validated one by one below (the tree is recursive).
    out += schema_findings(envelope, "rubric_envelope", "rubric_schema_invalid", name,
                           skip=lambda p: len(p) > 1 and p[0] == "rubric")
    metrics: dict[str, Any] = {}

    hashes = rubric_hashes(envelope)
    declared = envelope.get("rubric_sha256")
    form = next((k for k in ("seed", "pipeline") if hashes[k] == declared), None)
    metrics["rubric_hash_form"] = form
    metrics["rubric_sha256_recomputed"] = hashes["seed"]
    if form is None:
        out.append(finding("rubric_hash_mismatch", f"{name}: rubric_sha256 {declared!r} matches neither the seed's "
                           f"digest {hashes['seed']} (without rubric_sha256 and audit) nor the pipeline code's "
                           f"{hashes['pipeline']} (without rubric_sha256)", file=name, path="rubric_sha256"))

    root = envelope.get("rubric")
    nodes = walk(root) if isinstance(root, dict) else []
    leaves = [(p, n) for p, n in nodes if is_leaf(n)]
    seen: dict[str, str] = {}
    for path, node in nodes:
        place = json_path(path)
        out += schema_findings(node, "rubric_task_node", "rubric_schema_invalid", name, prefix=path,
                               classify=_classify)
        nid = _id(node)
        if nid is not None:
            if nid in seen:
                out.append(finding("rubric_id_invalid", f"{place}: id {nid} is also the id of {seen[nid]}",
                                   node_id=nid, path=place))
            else:
                seen[nid] = place
        present = [k for k in LEAF_ONLY if k in node]
        if is_leaf(node) and len(present) < len(LEAF_ONLY):
            missing = [k for k in LEAF_ONLY if k not in node]
            out.append(finding("rubric_leaf_fields", f"{place}: a leaf lacks {', '.join(missing)}",
                               node_id=nid, path=place))
        elif not is_leaf(node) and present:
            out.append(finding("rubric_leaf_fields", f"{place}: an internal node carries leaf-only "
                               f"{', '.join(present)}", node_id=nid, path=place))
        kids = _children(node)
        if kids:
            weights = _weights(kids)
            if weights is not None and sum(weights, Fraction(0)) <= 0:
                out.append(finding("rubric_weight_invalid", f"{place}: the weights of its {len(kids)} children "
                                   "sum to 0", node_id=nid, path=place))

    flagged = [n for _, n in leaves if isinstance(n.get("flags"), list) and n["flags"]]
    flags_total = sum(len(n["flags"]) for n in flagged)
    metrics.update({"nodes": len(nodes), "leaves": len(leaves), "flagged_leaves": len(flagged), "flags": flags_total})
    audit = envelope.get("audit")
    if isinstance(audit, dict) and isinstance(audit.get("flags_count"), int) and audit["flags_count"] != flags_total:
        out.append(finding("rubric_flags_count_mismatch", f"{name}: audit.flags_count is {audit['flags_count']} but "
                           f"the leaves carry {flags_total} flag(s)", file=name, path="audit.flags_count"))
    if leaves and Fraction(len(flagged), len(leaves)) > REGENERATE_FRACTION:
        out.append(finding("rubric_regenerate", f"{name}: {len(flagged)} of {len(leaves)} leaves are flagged "
                           "(more than 20%): regenerate the rubric", file=name, path="rubric"))

    out += _paper_checks(envelope, leaves, paper, inputs, metrics)
    out += _venue_checks(envelope, root, _venue_of(envelope, venue), metrics)
    out += _graded_checks(root, graded, inputs, metrics)
    return report("rubric verify", name, out, dict(sorted(metrics.items())), inputs)


def _paper_checks(envelope: dict, leaves, paper: Path | None, inputs: dict, metrics: dict) -> list[Finding]:
    quoted = [(p, n) for p, n in leaves if isinstance(n.get("rationale_from_paper"), dict)
              and isinstance(n["rationale_from_paper"].get("quote"), str)]
    metrics["quotes"] = len(quoted)
    if paper is None:
        metrics["quotes_found"] = None
        return [finding("rubric_paper_unverified", f"no --paper: paper_sha256 and {len(quoted)} leaf quote(s) "
                        "were not checked")]
    text, raw_digest = read_text_digest(paper, str(paper), locate="line")
    inputs[str(paper)] = raw_digest
    out: list[Finding] = []
    # The paper's UTF-8 text: its bytes as stored, or as read as text (BOM dropped, \n line ends).
    candidates = {raw_digest, hashlib.sha256(text.encode("utf-8")).hexdigest()}
    declared = envelope.get("paper_sha256")
    if not isinstance(declared, str) or declared not in candidates:
        out.append(finding("rubric_paper_mismatch", f"paper_sha256 {declared!r} is not the "
                           f"sha256 of {paper} ({raw_digest})", file=str(paper), path="paper_sha256"))
    flat = _collapse(text)
    found = 0
    for path, node in quoted:
        quote = node["rationale_from_paper"]["quote"]
        # Verbatim, allowing only a different line wrapping (LaTeX sources wrap sentences anywhere).
        hit = quote in text or _collapse(quote) in flat
        found += hit
        place = json_path(path)
        flags = node.get("flags") if isinstance(node.get("flags"), list) else []
        if not hit:
            out.append(finding("rubric_quote_not_found", f"{place}: quote {_short(quote)!r} does not occur in "
                               f"{paper}", node_id=_id(node), path=place))
        elif NO_EVIDENCE_FLAG in flags:
            out.append(finding("rubric_flag_inconsistent", f"{place}: flagged {NO_EVIDENCE_FLAG} but its quote "
                               f"occurs in {paper}", node_id=_id(node), path=place))
    metrics["quotes_found"] = found
    return out


def _short(text: str, n: int = 60) -> str:
    return text if len(text) <= n else text[: n - 3] + "..."


def _venue_checks(envelope: dict, root: Any, venue: str | None, metrics: dict) -> list[Finding]:
    metrics["venue"] = venue
    if venue is None:
        return []
    if venue not in VENUE_AXES:
        return [finding("rubric_venue_axes_mismatch", f"the envelope names venue template {venue!r}, which is not "
                        f"one of {', '.join(sorted(VENUE_AXES))}", path="generator")]
    axes = VENUE_AXES[venue]
    if axes is None or not isinstance(root, dict):
        return []
    got = [c.get("axis") for c in _children(root)]
    named = [a for a in got if isinstance(a, str)]
    missing = [a for a in axes if a not in named]
    extra = sorted({a for a in named if a not in axes or named.count(a) > 1})
    unnamed = len(got) - len(named)
    if not missing and not extra and not unnamed:
        return []
    return [finding("rubric_venue_axes_mismatch", f"paper_audit venue {venue}: the root's children must be the axes "
                    f"{', '.join(axes)} once each (named by 'axis'); missing: {', '.join(missing) or 'none'}; "
                    f"unexpected or repeated: {', '.join(extra) or 'none'}; children naming no axis: {unnamed}",
                    path="rubric.sub_tasks")]


def _graded_checks(root: Any, graded: Path | None, inputs: dict, metrics: dict) -> list[Finding]:
    """A graded tree: --graded F (a root TaskNode, or an object with 'rubric'), else scores in the envelope."""
    tree = root
    out: list[Finding] = []
    if graded is not None:
        doc, inputs[str(graded)] = load_object(graded, str(graded))
        tree = doc.get("rubric", doc)
        if not isinstance(tree, dict):
            raise InputError(str(graded), "expected a TaskNode object", "rubric")
        if isinstance(root, dict) and _shape(tree) != _shape(root):
            out.append(finding("rubric_score_mismatch", f"{graded}: the graded tree's ids, weights or structure "
                               "differ from the envelope's rubric", file=str(graded), path="rubric"))
    elif not isinstance(root, dict) or not any("score" in n for _, n in walk(root)):
        metrics["root_score"] = None
        return out
    scores, problems = exact_scores(tree)
    out += problems
    for path, node in walk(tree):
        declared = node.get("score")
        exact = scores.get(id(node))
        if is_leaf(node) or declared is None or exact is None:
            continue
        if isinstance(declared, bool) or not isinstance(declared, (int, float)) or not (
                Fraction(declared) == exact or declared == float(exact) or declared == _float_path(node)):
            place = json_path(path)
            out.append(finding("rubric_score_mismatch", f"{place}: declared score {declared!r} but the weighted mean "
                               f"of its children is {exact} = {float(exact)!r}", node_id=_id(node), path=place))
    top = scores.get(id(tree))
    metrics["root_score"] = None if top is None else float(top)
    metrics["root_score_exact"] = None if top is None else str(top)
    return out


def _shape(tree: dict) -> list:
    return sorted((json_path(p), str(_id(n)), str(_weight(n))) for p, n in walk(tree))
