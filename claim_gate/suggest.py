"""`claim-gate suggest` (SPEC section 8): draft anchors and numeric assertions for uncovered results.

For each number the gate finds uncovered, search the recorded values for a formula that reproduces it
at its printed precision: the identity of one configuration's metric, then every registry formula
over every ordered pair of configurations of one metric. The search is vectorised: per metric and
formula, the project's own formula engine evaluates all n*n pairs at once, the results are sorted
once, and every printed number finds its matches by binary search on its half-unit window (the
numeric check's rule, `half_unit`; the chosen candidate is confirmed with the check's `match`).
Candidates are ranked by how well the sentence names the metric and the configurations; several
equally good candidates make the number ambiguous, none makes it impossible. Nothing is edited:
the output is a unified diff (or JSON) for a person to apply.

Heavy imports (numpy, the gate) happen inside the functions: `register` runs on every CLI start.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from .lazy_re import lazy

# Operand-free values are never suggested: `params` are inputs, not results (SPEC section 1).
VALUE_SECTIONS = ("measurements", "scores", "metrics")
# Which registry formulas fit a printed unit: a percentage is a percent formula (or a recorded
# percentage, or a difference of percentages); `x` is a ratio; anything else is not a percent formula.
_PERCENT = ("relative_improvement_percent", "relative_increase_percent", "relative_reduction_percent",
            "ratio_percent")
_RATIO = ("relative_speedup", "relative_gain")
# Words that say which of two formulas with the same numbers the writer means (a tie-break, not a score).
_FORMULA_CUES = {
    "relative_speedup": ("faster", "speedup", "speed", "times"),
    "relative_gain": ("gain", "higher", "raises", "factor", "more", "throughput"),
    "relative_improvement_percent": ("improvement", "improves", "improved", "better"),
    "relative_reduction_percent": ("reduction", "reduces", "cuts", "lower", "less", "fewer", "saves", "drops"),
    "relative_increase_percent": ("increase", "increases", "higher", "more", "grows", "rises"),
    "ratio_percent": ("of",),
    "absolute_difference": ("difference", "points", "pp"),
}
_TOKEN = lazy(r"[a-z0-9]+")
_CAMEL = lazy(r"(?<=[a-z])(?=[A-Z])")
_DECLARABLE = lazy(r"[^\s%:=]+")
MAX_LISTED = 5
# A budget on the pair search (memory grows with n^2): about 4,000 configurations of one metric.
MAX_PAIRS = 16_000_000


def _tokens(text: str) -> set:
    """Lower-case word tokens, plural 's' dropped (gflops ~ GFLOP/s)."""
    out = set()
    for t in _TOKEN.findall(_CAMEL.sub(" ", text).lower()):
        out.add(t[:-1] if len(t) > 3 and t.endswith("s") else t)
    return out


def _values(configs: List[dict]):
    """metric -> (config indices, float values): scalar numbers of measurements, scores and metrics."""
    import math

    out: Dict[str, Tuple[List[int], List[float]]] = {}
    for i, cfg in enumerate(configs):
        seen = set()
        for section in VALUE_SECTIONS:
            block = cfg.get(section)
            if not isinstance(block, dict):
                continue
            for key, v in block.items():
                if key in seen or not isinstance(key, str) or key.startswith("_"):
                    continue
                seen.add(key)  # first section wins, as operand lookup does
                if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v):
                    idx, vals = out.setdefault(key, ([], []))
                    idx.append(i)
                    vals.append(float(v))
    return out


def _config_names(configs: List[dict]) -> List[List[str]]:
    """Phrases that name each configuration in prose: its id, label and string parameters.

    A phrase every configuration shares (dtype=fp64 everywhere) names none of them.
    """
    names = []
    for cfg in configs:
        phrases = set()
        for key in ("config_id", "label"):
            if isinstance(cfg.get(key), str):
                phrases.add(cfg[key])
        for section in ("parameters", "params"):
            block = cfg.get(section)
            if isinstance(block, dict):
                phrases.update(v for v in block.values() if isinstance(v, str) and len(v) <= 40)
        names.append(sorted(" ".join(sorted(_tokens(p))) for p in phrases if _tokens(p)))
    common = set(names[0]).intersection(*names[1:]) if len(names) > 1 else set()
    return [[p for p in ns if p not in common] for ns in names]


class _Search:
    """Per (metric, formula): all values over configurations or configuration pairs, sorted once."""

    def __init__(self, configs: List[dict]):
        import numpy as np

        from .formula.registry import REGISTRY, compile_formula

        self.np = np
        self.metrics = _values(configs)
        self.formulas = {name: compile_formula(text) for name, text in REGISTRY.items()}
        self.tables: Dict[Tuple[str, str], tuple] = {}
        self.skipped: set = set()  # metrics whose pairs exceed MAX_PAIRS: said in the output, never silent

    def table(self, metric: str, name: str):
        """(sorted values, baseline or value config index, proposed config index or -1), built on first use."""
        key = (metric, name)
        if key not in self.tables:
            np = self.np
            idx, vals = self.metrics[metric]
            cfg = np.asarray(idx, dtype=np.int32)
            x = np.asarray(vals, dtype=np.float64)
            formula = self.formulas[name]
            if name == "identity":
                result = formula.evaluate({"value": x}).values
                a, b = cfg, np.full(len(cfg), -1, dtype=np.int32)
            elif len(x) * len(x) > MAX_PAIRS:
                self.skipped.add(metric)
                result = x[:0]
                a = b = cfg[:0]
            else:
                n = len(x)
                ii = np.repeat(np.arange(n, dtype=np.int32), n)
                jj = np.tile(np.arange(n, dtype=np.int32), n)
                keep = ii != jj  # a configuration against itself is no comparison
                ii, jj = ii[keep], jj[keep]
                result = formula.evaluate({"baseline": x[ii], "proposed": x[jj]}).values
                a, b = cfg[ii], cfg[jj]
            ok = np.isfinite(result)
            result, a, b = result[ok], a[ok], b[ok]
            order = np.argsort(result)  # ties are put in a fixed order where they are listed
            self.tables[key] = (result[order], a[order], b[order])
        return self.tables[key]


def _formulas_for(unit: str) -> List[str]:
    from .formula.registry import REGISTRY

    allowed: Tuple[str, ...]
    if unit in ("%", "pp"):
        allowed = ("identity", "absolute_difference") + _PERCENT
    elif unit == "x":
        allowed = ("identity",) + _RATIO
    else:
        allowed = tuple(n for n in REGISTRY if n not in _PERCENT)
    return [n for n in REGISTRY if n in allowed]  # registry order: identity first


def _front(paper: Path, ckpt: Path):
    """The gate's own front half: checkpoint, paper index, links, and the numbers it leaves uncovered."""
    from . import policy as policy_mod
    from .batch import paused_gc
    from .checks import coverage, numeric
    from .checks.context import GateInput
    from .cli import _policy_doc
    from .errors import InputError
    from .evidence.load import load_checkpoint
    from .paper.index import build_index
    from .paper.link import link
    from .paper.scan import Scanner

    if not ckpt.is_dir():
        raise InputError(str(ckpt), "checkpoint is not a directory")
    with paused_gc():
        policy_path = ckpt / "claim_gate_policy.json"
        file_policy = _policy_doc(policy_path, policy_path.name, {}) if policy_path.exists() else None
        policy = policy_mod.resolve(file_policy, policy_path.name, None, "", {}, None)
        ck = load_checkpoint(ckpt, None, None)
        index = build_index(Scanner(paper).run())
        links = link(index, ck.science, ck.figures_manifest)
        g = GateInput(ck, index, links, policy)
        numeric.check(g)
        found = coverage.check(g)
    at = {(m.file, m.line, m.column): m for m in index.mentions}
    uncovered = [at[f.location] for f in found if f.type == "uncovered_numeric" and f.location in at]
    return ck, index, links, uncovered



def suggest(paper: Path, checkpoint: Optional[Path] = None) -> dict:
    """Every uncovered number with its suggestion, ambiguity or impossibility; the edits; never writes."""
    from .checks.numeric import _EPS, half_unit, match
    from .paper.index import normalize_sentence

    paper = Path(paper)
    ckpt = Path(checkpoint) if checkpoint is not None else paper.parent
    ck, index, links, uncovered = _front(paper, ckpt)
    configs = [c for c in ck.configurations if isinstance(c, dict) and isinstance(c.get("config_id"), str)]
    search = _Search(configs)
    np = search.np
    names = _config_names(configs)
    by_token: Dict[str, List[int]] = {}
    for i, ns in enumerate(names):
        for phrase in ns:
            by_token.setdefault(phrase.split()[0], []).append(i)
    metric_tokens = {m: _tokens(m) for m in search.metrics}
    cue_words = {name: _tokens(" ".join(_FORMULA_CUES.get(name, ()))) for name in search.formulas}
    sentence_cache: Dict[int, Tuple[set, object]] = {}

    def sentence_info(s_index: int):
        if s_index not in sentence_cache:
            words = _tokens(normalize_sentence(index.sentence_source(index.sentences[s_index])))
            named = np.zeros(len(configs), dtype=np.float64)
            for t in words & by_token.keys():
                for i in by_token[t]:
                    if any(set(p.split()) <= words for p in names[i]):
                        named[i] = 1.0
            sentence_cache[s_index] = (words, named)
        return sentence_cache[s_index]

    rows = []
    for m in sorted(uncovered, key=lambda m: (m.file, m.line, m.column)):
        words, named = sentence_info(m.sentence)
        q = m.qualifier or {}
        slack = half_unit(m, q.get("kind") == "approximate") * (1 + _EPS) + 1e-300
        lo, hi = m.value - slack, m.value + slack
        best: List[tuple] = []
        best_score = -1.0
        unit_words = _tokens(m.unit) if m.unit else set()
        for metric in sorted(search.metrics):
            mscore = len(metric_tokens[metric] & (words | unit_words))
            for name in _formulas_for(m.unit):
                vals, a, b = search.table(metric, name)
                i0, i1 = np.searchsorted(vals, lo, "left"), np.searchsorted(vals, hi, "right")
                if i0 >= i1:
                    continue
                cue = 0.25 if cue_words[name] & words else 0.0
                sa, sb = a[i0:i1], b[i0:i1]
                score = named[sa] + (np.where(sb >= 0, named[np.maximum(sb, 0)], 0.0)) + mscore + cue
                top = float(score.max())
                if top < best_score:
                    continue
                hits = np.flatnonzero(score == top)
                hits = hits[np.lexsort((sb[hits], sa[hits]))]  # listed by configuration, whatever the sort did
                if top > best_score:
                    best, best_score = [], top
                for h in hits[: MAX_LISTED * 4]:
                    best.append((metric, name, int(sa[h]), int(sb[h]), float(vals[i0 + h])))
                if len(hits) > MAX_LISTED * 4:
                    best.append((metric, name, -2, -2, float("nan")))  # more than we list
        # One piece of evidence is one metric and one set of configurations: speedup(a, b) and
        # gain(b, a) are the same comparison, so they are one candidate (the cue words pick the name).
        distinct: Dict[tuple, tuple] = {}
        for c in best:
            key = (c[0], frozenset((c[2], c[3]))) if c[2] != -2 else ("more", len(distinct))
            distinct.setdefault(key, c)
        cands = [c for c in distinct.values()
                 if c[2] == -2 or match(m, c[4], (0.0, 0.0), "reported_precision")[0]]
        row = {"file": m.file, "line": m.line, "column": m.column, "printed": m.text, "unit": m.unit,
               "section": m.section, "mention": m.index, "sentence": m.sentence}
        if not cands:
            row.update(status="impossible", reason="no recorded value, and no registry formula over two "
                       "configurations of one metric, reproduces it at its printed precision")
            if search.skipped:
                row["reason"] += (f" (pairs not searched for {', '.join(sorted(search.skipped))}: more than "
                                  f"{int(MAX_PAIRS ** 0.5)} configurations)")
        elif len(cands) > 1:
            shown = [_describe(c, configs) for c in cands if c[2] != -2][:MAX_LISTED]
            more = len(cands) - len(shown)
            row.update(status="ambiguous", candidates=shown,
                       reason=f"{len(cands)}{'+' if any(c[2] == -2 for c in cands) else ''} equally good "
                              f"candidates{f' ({more} not listed)' if more > 0 else ''}: name the metric or the "
                              f"configurations in the sentence, or anchor it by hand")
        else:
            row.update(status="suggested", candidate=_describe(cands[0], configs))
        rows.append(row)
    return _edits(paper, ck, index, links, configs, rows)


def _describe(c: tuple, configs: List[dict]) -> dict:
    metric, name, a, b, value = c
    if name == "identity":
        return {"formula": name, "metric": metric, "operands": {"value": configs[a]["config_id"]}, "value": value}
    return {"formula": name, "metric": metric,
            "operands": {"baseline": configs[a]["config_id"], "proposed": configs[b]["config_id"]}, "value": value}


def _edits(paper: Path, ck, index, links: dict, configs: List[dict], rows: List[dict]) -> dict:
    """Ids, anchors, assertions and the per-file insertions for the suggested rows."""
    from .paper.index import _source_end

    science = ck.science if isinstance(ck.science, dict) else {}
    config_nodes: dict = science["_config_nodes"] if isinstance(science.get("_config_nodes"), dict) else {}
    node_of = {c["config_id"]: c.get("node_id") for c in configs}
    taken = {a.get("id") for a in ck.assertions} | {a.numeric_id for a in index.anchors}
    claims = [c for c in ck.claims if isinstance(c.get("id"), str)]
    counter = 0

    def next_id() -> str:
        nonlocal counter
        while True:
            counter += 1
            if f"NC{counter}" not in taken:
                taken.add(f"NC{counter}")
                return f"NC{counter}"

    def claim_for(nodes: set) -> Optional[str]:
        best, best_n = None, 0
        for c in sorted(claims, key=lambda c: c["id"]):
            cited = set((c.get("supported_by") or {}).get("nodes") or []) if isinstance(c.get("supported_by"), dict) else set()
            n = len(cited & nodes)
            if n > best_n:
                best, best_n = c["id"], n
        return best

    doc = index.document
    inserts: Dict[int, Dict[Tuple[int, str], List[str]]] = {}  # file -> (line, where) -> anchors
    assertions: List[dict] = []
    new_claims: Dict[str, set] = {}
    for row in rows:
        if row["status"] != "suggested":
            continue
        cand = row["candidate"]
        cfgs = sorted(cand["operands"].values())
        nodes = {node_of[c] for c in cfgs if isinstance(node_of.get(c), str)}
        claim_id = claim_for(nodes)
        if claim_id is None:
            claim_id = "C_suggested"
            new_claims.setdefault(claim_id, set()).update(nodes)
        nid = next_id()
        mentions = index.sentence_mentions.get(row["sentence"], [])
        at = mentions.index(row["mention"]) + 1
        anchor = f"CLAIM:{claim_id}:{nid} at={at}"
        declarable = _DECLARABLE.fullmatch(cand["metric"]) and all(c in config_nodes for c in cfgs)
        if declarable:
            # The writer-declaration form the paper side parses (paper/index.py, link.writer_assertion):
            # it verifies from the paper alone, through science_data._config_nodes.
            anchor += f" formula={cand['formula']} metric={cand['metric']} " + \
                " ".join(f"{role}={cfg}" for role, cfg in sorted(cand["operands"].items()))
        assertion = {"id": nid, "claim_id": claim_id, "formula": cand["formula"],
                     "operands": {role: {"config_id": cfg, "metric": cand["metric"]}
                                  for role, cfg in sorted(cand["operands"].items())},
                     "value": cand["value"]}
        place = _placement(doc, index, index.sentences[row["sentence"]], _source_end)
        row.update(anchor="% " + anchor, assertion=assertion)
        if place is None:
            row.update(status="unplaceable", reason="the sentence shares its first and last lines with other "
                       "sentences: no comment can bind it; add the anchor by hand")
            continue
        assertions.append(assertion)
        file, line, where = place
        inserts.setdefault(file, {}).setdefault((line, where), []).append("% " + anchor)
    files = []
    for f in sorted(inserts):
        src = doc.files[f]
        lines = src.text.split("\n")
        new = list(lines)
        for (line, where), anchors in sorted(inserts[f].items(), reverse=True):
            text = " ".join(anchors)
            if where == "end":
                new[line - 1] = new[line - 1].rstrip() + " " + text
            else:
                indent = lines[line - 1][: len(lines[line - 1]) - len(lines[line - 1].lstrip())]
                new.insert(line - 1, indent + text)
        files.append({"file": src.display, "old": src.text, "new": "\n".join(new)})
    claims_out = [{"id": cid, "supported_by": {"nodes": sorted(ns)}} for cid, ns in sorted(new_claims.items())]
    return {"paper": doc.files[0].display, "suggestions": rows, "numeric_assertions": assertions,
            "claims": claims_out, "files": files,
            "counts": {s: sum(1 for r in rows if r["status"] == s)
                       for s in ("suggested", "ambiguous", "impossible", "unplaceable")}}


def _placement(doc, index, s, source_end) -> Optional[Tuple[int, int, str]]:
    """Where a comment binds this sentence: the end of its last line when nothing visible follows it
    there (a line-end anchor binds the sentence holding the last character before the %), else its own
    line just before the sentence when the sentence starts its line (an own-line anchor binds the next)."""
    blk = doc.blocks[s.block]
    f2, b = source_end(blk, s.end)
    text = doc.files[f2].text
    rest = text[b : (text.find("\n", b) + 1 or len(text) + 1) - 1]
    if not rest.strip() or rest.lstrip().startswith("%") or rest.strip() == "\\\\":
        return f2, doc.files[f2].line_col(b - 1)[0], "end"
    f1, a = blk.source(s.start)
    line_start = text.rfind("\n", 0, a) + 1 if f1 == f2 else doc.files[f1].text.rfind("\n", 0, a) + 1
    if not doc.files[f1].text[line_start:a].strip():
        return f1, doc.files[f1].line_col(a)[0], "before"
    return None


def render_diff(result: dict) -> str:
    import difflib

    out = [f"# claim-gate suggest: {len(result['suggestions'])} uncovered numbers: "
           + ", ".join(f"{v} {k}" for k, v in result["counts"].items()) + ". Nothing was edited."]
    for r in result["suggestions"]:
        where = f"{r['file']}:{r['line']}:{r['column']} {r['printed']}{(' ' + r['unit']) if r['unit'] else ''}"
        if r["status"] == "suggested":
            c = r["candidate"]
            ops = ", ".join(f"{k}={v}" for k, v in sorted(c["operands"].items()))
            out.append(f"# suggested   {where}: {c['formula']}({ops}) of {c['metric']} = {c['value']:.6g}")
        elif r["status"] == "ambiguous":
            out.append(f"# ambiguous   {where}: {r['reason']}")
            for c in r["candidates"]:
                ops = ", ".join(f"{k}={v}" for k, v in sorted(c["operands"].items()))
                out.append(f"#     {c['formula']}({ops}) of {c['metric']} = {c['value']:.6g}")
        else:
            out.append(f"# {r['status']:<11} {where}: {r['reason']}")
    if result["numeric_assertions"] or result["claims"]:
        out.append("# Add to science_data.json (the anchors below also verify on their own where they carry a "
                   "declaration):")
        extra = {"numeric_assertions": result["numeric_assertions"]}
        if result["claims"]:
            extra["claims"] = result["claims"]
        out += ["# " + line for line in json.dumps(extra, indent=2, sort_keys=True).splitlines()]
    for f in result["files"]:
        old, new = f["old"].splitlines(keepends=True), f["new"].splitlines(keepends=True)
        lines = difflib.unified_diff(old, new, f"a/{f['file']}", f"b/{f['file']}")
        # A last line without a newline needs the marker, or patch refuses the hunk.
        out.append("".join(x if x.endswith("\n") else x + "\n\\ No newline at end of file\n" for x in lines)
                   .rstrip("\n"))
    return "\n".join(out) + "\n"


def render_json(result: dict) -> str:
    data = {k: v for k, v in result.items() if k != "files"}
    data["suggestions"] = [{k: v for k, v in r.items() if k not in ("mention", "sentence")} for r in result["suggestions"]]
    return json.dumps(data, indent=2, sort_keys=True) + "\n"


def command(args) -> int:
    result = suggest(args.paper, args.checkpoint)
    sys.stdout.write(render_json(result) if args.format == "json" else render_diff(result))
    return 0
