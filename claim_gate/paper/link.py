"""paper_claim_links.json (SPEC section 3): anchors reconciled with science_data, mentions, diagnostics."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Dict, List, Optional

from ..batch import paused_gc
from ..errors import InputError
from ..lazy_re import lazy
from .. import jsonio
from ..formula.registry import canonical_name
from .index import PaperIndex, index_paper, span_hash
from .numbers import RESULT

SCHEMA_VERSION = "claim-gate.paper-claim-links/v1"
ROLES = ("value", "baseline", "proposed")


def _claim_ids(science_data: Optional[dict]) -> tuple[set, set]:
    claims: set = set()
    assertions: set = set()
    if not isinstance(science_data, dict):
        return claims, assertions
    for c in science_data.get("claims") or []:
        if isinstance(c, dict) and isinstance(c.get("id"), str):
            claims.add(c["id"])
            for a in c.get("numeric_assertions") or []:
                if isinstance(a, dict) and isinstance(a.get("id"), str):
                    assertions.add(a["id"])
    for a in science_data.get("numeric_assertions") or []:
        if isinstance(a, dict) and isinstance(a.get("id"), str):
            assertions.add(a["id"])
    return claims, assertions


def figure_label_map(manifest: Any) -> Dict[str, str]:
    """LaTeX label -> figure id, from figures_manifest.latex_snippets (and the ids themselves)."""
    out: Dict[str, str] = {}
    if not isinstance(manifest, dict):
        return out
    snippets = manifest.get("latex_snippets")
    if isinstance(snippets, dict):
        for fig_id in sorted(snippets):
            for m in re.finditer(r"\\label\{([^}]*)\}", str(snippets[fig_id])):
                out.setdefault(m.group(1).strip(), str(fig_id))
    figures = manifest.get("figures")
    ids = list(figures) if isinstance(figures, dict) else \
        [f.get("id") for f in figures if isinstance(f, dict)] if isinstance(figures, list) else []
    for fig_id in ids:
        if isinstance(fig_id, str):
            out.setdefault(fig_id, fig_id)
    return out


def writer_assertion(anchor, config_nodes: dict) -> Optional[dict]:
    """A forward declaration on an anchor (`formula=` ... `baseline=cfg2 proposed=cfg1`), or None."""
    d = anchor.declarations
    formula = d.get("formula")
    if not formula:
        return None  # the anchor refers to a recorded assertion
    metric = d.get("metric", "")
    operands: Dict[str, dict] = {}
    unresolved: List[str] = []
    for role in ROLES:
        ref = d.get(role)
        if not ref:
            continue
        cfg, _, override = ref.partition(":")
        node = config_nodes.get(cfg) if isinstance(config_nodes, dict) else None
        op_metric = override or metric
        node_id = node.get("node_id") if isinstance(node, dict) else None
        if isinstance(node_id, str) and op_metric:
            operands[role] = {"node_id": node_id, "metric_path": op_metric, "config_id": cfg}
        else:
            unresolved.append(ref)
    rec = {"id": anchor.id, "claim_id": anchor.claim_id, "metric": metric,
           "formula": canonical_name(formula) or formula, "operands": operands, "file": anchor.file,
           "line": anchor.line, "source": "writer_declared"}
    if unresolved:
        rec["unresolved_config_refs"] = unresolved
    return rec


# A typed fraction's separator between two numbers: "5/2 s", "5⁄2", "5∕2", "$5 \\div 2$" (÷ always divides)
_TYPED_SEPARATOR = lazy(r"[ \u00a0\u2009]*([/⁄∕÷])[ \u00a0\u2009]*(?=[-−]?\.?[0-9])")
_WORD_AFTER = lazy(r"[ \u00a0\u2009~]+[A-Za-z]")
_PLURAL_AFTER = lazy(r"[ \u00a0\u2009~]+[a-z]{2,}s\b")


def _typed_fraction(index: PaperIndex, numerator, denominator) -> bool:
    """Whether two neighbouring numbers are one typed value a/b: divided by ÷, or the denominator carries a unit
    ("4/2 s", "less than 5/2 ms"), or a bound stands before and no word follows ("below 5/2."). Not a count out
    of a total, "18/20 runs converged", "at least 18/20 runs": each number is its own there."""
    if numerator.block != denominator.block:
        return False
    text = index.document.blocks[numerator.block].text
    sep = _TYPED_SEPARATOR.match(text, numerator.end)
    if sep is None or sep.end() != denominator.start:
        return False
    # "on 18/20 days": a count out of a total of days, a unit spelled as a plural noun after two whole numbers, the
    # first no larger (red team 51b); "5/2 s", "5/2 seconds" are values
    counted = numerator.decimals == 0 and denominator.decimals == 0 and 0 <= numerator.value <= denominator.value \
        and bool(_PLURAL_AFTER.match(text, denominator.end))
    return sep.group(1) == "÷" or bool(denominator.unit and not numerator.unit and not counted) or bool(
        numerator.qualifier and not _WORD_AFTER.match(text, denominator.end))


def _fraction_part(index: PaperIndex, m) -> Optional[str]:
    """Why an anchor may not bind this number: it is a part of a fraction whose value it is not (\\frac{5}{2}
    printed "5/2", or a typed 5/2 s), so a record of 5 would pass where the paper says 2.5 (red teams 50b and 51).
    None when it is a number of its own."""
    source = index.document.fraction_at(m.block, m.start)
    if source is not None:
        return (f"the bound number is part of the fraction {source}: the gate reads a fraction's numbers apart, "
                f"never its value; print the value as one number to anchor it")
    mentions = index.mentions
    after = mentions[m.index + 1] if m.index + 1 < len(mentions) else None
    before = mentions[m.index - 1] if m.index > 0 else None
    if (after is not None and _typed_fraction(index, m, after)) or (
            before is not None and _typed_fraction(index, before, m)):
        return ("the bound number is a part of a typed fraction: the gate reads a fraction's numbers apart, never its "
                "value (nor a bound's on it); print the value as one number to anchor it")
    return None


def link(index: PaperIndex, science_data: Optional[dict], figures_manifest: Any = None,
         science_data_reason: str = "") -> dict:
    claims, assertions = _claim_ids(science_data)
    config_nodes = science_data.get("_config_nodes") if isinstance(science_data, dict) else None
    labels = figure_label_map(figures_manifest)
    refs_by_sentence: Dict[int, List[str]] = {}
    figure_refs: List[str] = []
    sentence_of = _sentence_lookup(index)
    for ref in index.document.refs:
        fig = labels.get(ref.label)
        if fig is None:
            continue
        if fig not in figure_refs:
            figure_refs.append(fig)
        s = sentence_of(ref.block, ref.offset)
        if s is not None:
            refs_by_sentence.setdefault(s, [])
            if fig not in refs_by_sentence[s]:
                refs_by_sentence[s].append(fig)

    links: List[dict] = []
    unresolved: List[dict] = []
    writer: List[dict] = []
    # Writer-declared assertions by (claim, id as written): a restatement of one (a repeat with no
    # declaration) checks that assertion against its own number (SPEC section 3).
    # The first declaration of an id is the one a later restatement checks.
    declared_ids: Dict[tuple, str] = {}
    declared = {}
    spans: Dict[int, tuple] = {}  # per sentence, computed once (20,000 anchors on one line stay linear)
    for a in index.anchors:
        wa = writer_assertion(a, config_nodes or {})
        declared[a.id] = (wa, bool(wa and wa["operands"] and not wa.get("unresolved_config_refs")))
        if a.declared:
            declared_ids.setdefault((a.claim_id, a.numeric_id), a.id)
    for a in index.anchors:
        wa, declared_ok = declared[a.id]
        if wa is not None:
            writer.append(wa)
        base_id = a.numeric_id
        recorded = a.claim_id in claims and (base_id in assertions or base_id == "NC0")
        # The assertion this anchor checks: its own declaration, else the recorded one, else the writer
        # declaration it restates.
        if a.declared:
            assertion = a.id
        elif recorded or (a.claim_id, base_id) not in declared_ids:
            assertion = base_id
        else:
            assertion = declared_ids[(a.claim_id, base_id)]
        restated_ok = not a.declared and not recorded and (a.claim_id, base_id) in declared_ids and \
            declared[assertion][1]
        # A number printed by LaTeX the scanner cannot model (a real \if condition, \catcode, ...) is never
        # trusted: its anchor is unresolved and the number stays uncovered.
        unmodelled = None
        if a.mention is not None:
            bound_m = index.mentions[a.mention]
            why = index.document.unmodelled_at(bound_m.block, bound_m.start)
            unmodelled = f"the bound number is printed by LaTeX the gate cannot model: {why}" if why is not None \
                else _fraction_part(index, bound_m)
        resolved = (recorded or declared_ok or restated_ok) and unmodelled is None
        s = index.sentences[a.sentence] if a.sentence is not None else None
        if s is not None:
            if s.index not in spans:
                ends = index.sentence_ends(s)
                spans[s.index] = (*index.sentence_lines(s, ends), span_hash(index.sentence_source(s, ends)))
            file, first, last, span = spans[s.index]
            figs = refs_by_sentence.get(s.index, [])
        else:
            file, first, last, span, figs = a.file, a.line, a.line, None, []
        links.append({
            "claim_id": a.claim_id, "numeric_id": a.id, "anchor": a.anchor, "section": _section(index, a),
            "span_hash": span, "line_range": [first, last], "file": file, "figures": figs, "resolved": resolved,
            "location": {"file": a.file, "line": a.line, "column": a.column}, "sentence": a.sentence,
            "binding": a.binding, "bound_mention": None if unmodelled else a.mention, "at": a.declarations.get("at"),
            "binding_note": a.note or unmodelled or None, "assertion": assertion,
        })
        if not resolved:
            if unmodelled is not None:
                reason = unmodelled
            elif science_data is None:
                reason = science_data_reason or "no science_data.json to resolve against"
            elif wa is not None and wa.get("unresolved_config_refs"):
                reason = "writer declaration names configurations not in science_data._config_nodes: " + \
                    ", ".join(wa["unresolved_config_refs"])
            elif wa is not None and not wa["operands"]:
                reason = "writer declaration has no operand (baseline=, proposed= or value=)"
            elif a.claim_id not in claims:
                reason = f"claim {a.claim_id} is not in science_data claims"
            else:
                reason = f"numeric assertion {base_id} is not in science_data"
            unresolved.append({"anchor": a.anchor, "claim_id": a.claim_id, "numeric_id": a.id, "file": a.file,
                               "line": a.line, "column": a.column, "reason": reason})
    for b in index.bad_tokens:
        unresolved.append({"anchor": b.text, "claim_id": None, "numeric_id": None, "file": b.file, "line": b.line,
                           "column": b.column, "reason": b.reason})
    unresolved.sort(key=lambda u: (u["file"], u["line"], u["column"], u["anchor"]))

    # Only an anchor that resolved can cover its number (SPEC section 4, Covered (a)).
    resolved_bound = {rec["bound_mention"] for rec in links if rec["resolved"] and rec["bound_mention"] is not None}
    waived = {k for w in index.waivers for k in w.mentions}
    mentions = [m.as_json() for m in index.mentions]
    uncovered = [mentions[m.index] for m in index.mentions
                 if m.requires_assertion and m.index not in resolved_bound and m.index not in waived]
    waivers = [{"reason": w.reason, "location": {"file": w.file, "line": w.line, "column": w.column},
                "at": w.at, "mentions": list(w.mentions)} for w in index.waivers]
    return {
        "schema_version": SCHEMA_VERSION,
        "stage": "link_paper_claims",
        "paper": index.document.files[0].display,
        "files": [f.display for f in index.document.files],
        "paper_claim_links": links,
        "numeric_mentions": mentions,
        "writer_assertions": writer,
        "figure_refs": figure_refs,
        "unresolved_anchors": unresolved,
        "uncovered_numeric_candidates": uncovered,
        "waivers": waivers,
        "counts": {
            "anchors": len(links),
            "resolved_anchors": sum(1 for rec in links if rec["resolved"]),
            "writer_assertions": len(writer),
            "numeric_mentions": len(mentions),
            # a ± b: b shares a's kind but is one claim with it, counted once
            "result_claim_mentions": sum(1 for m in index.mentions if m.type == RESULT and m.context != "uncertainty"),
            "uncovered_numeric_candidates": len(uncovered),
            "figure_refs": len(figure_refs),
            "sentences": len(index.sentences),
            "waived_numbers": len(waived),
        },
    }


def _section(index: PaperIndex, anchor) -> str:
    if anchor.sentence is None:
        return "body"
    s = index.sentences[anchor.sentence]
    return index.document.blocks[s.block].section


def _sentence_lookup(index: PaperIndex):
    by_block: Dict[int, list] = {}
    for s in index.sentences:
        by_block.setdefault(s.block, []).append(s)

    def find(block, offset):
        best = None
        for s in by_block.get(block, []):
            if s.start <= offset:
                best = s.index
        return best

    return find


def _optional_json(path: Path, name: str):
    """A checkpoint JSON file that may be absent; present but broken is an input error (fail closed)."""
    if not path.exists():
        return None
    return jsonio.load(path, name)


def link_paper(paper: Path, checkpoint: Optional[Path] = None) -> dict:
    with paused_gc():
        return _link_paper(Path(paper), checkpoint)


def _link_paper(paper: Path, checkpoint: Optional[Path]) -> dict:
    ckpt = Path(checkpoint) if checkpoint is not None else paper.parent
    if not ckpt.is_dir():
        raise InputError(str(ckpt), "checkpoint is not a directory")
    index = index_paper(paper)
    science = _optional_json(ckpt / "science_data.json", "science_data.json")
    if science is not None and not isinstance(science, dict):
        raise InputError("science_data.json", "expected a JSON object at the top level")
    manifest = _optional_json(ckpt / "figures_manifest.json", "figures_manifest.json")
    if manifest is not None and not isinstance(manifest, dict):
        raise InputError("figures_manifest.json", "expected a JSON object at the top level")
    return link(index, science, manifest)
