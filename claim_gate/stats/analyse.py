"""Section 9 over a whole paper: recognise on the scanner's sentences and table rows, recompute, judge.

The result list is what `claim-gate stats` prints and what the gate's statistics check turns into
findings; results in excluded sections are listed as not tested.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

from ..lazy_re import lazy
from ..paper.index import PaperIndex, _cells
from ..paper.scan import Block
from . import grim as grim_mod
from .recognise import (
    OTHER_P,
    Found,
    half_unit,
    header_roles,
    lone_p_values,
    recognise_row,
    recognise_text,
)
from .recompute import Item, recompute, untestable

CONSISTENT, INCONSISTENT, DECISION, NOT_TESTED = "consistent", "inconsistent", "decision_error", "not_tested"
_MARKER = lazy(r"%\s*STATS:(.*)")
# A sentence without any of these holds nothing section 9 reads (a cheap test before the forms run).
_MAYBE = lazy(r"[=<>≤≥⩽⩾%]|n\.s\.|\b[pP][- ]?values?\b|\b[pP] (?:less|lower|smaller|greater|larger|more|below|"
              r"above|under|over)\b|\b(?:[Mm]ean|M) of\b|degrees of freedom|d\.f\.")
_ONE_TAILED_OPTIONS = {"one-tailed", "one-sided", "onetailed", "directional"}


@dataclass
class Result:
    kind: str  # test, percent, grim, grimmer, p_only
    test: str
    printed: str
    file: str
    line: int
    column: int
    section: str
    status: str
    reason: str = ""
    reported: str = ""  # the printed p, "p = .046"
    p_low: float | None = None
    p_high: float | None = None
    p_at: float | None = None
    one_tailed: bool = False
    through_rounding: bool = False
    block: int = -1
    spans: list[tuple[int, int]] = field(default_factory=list)  # block offsets of its numbers

    @property
    def checked(self) -> bool:
        return self.status != NOT_TESTED

    @property
    def location(self) -> tuple[str, int, int]:
        return self.file, self.line, self.column

    def as_json(self) -> dict:
        out: dict[str, object] = {"kind": self.kind, "test": self.test, "printed": self.printed, "status": self.status,
               "location": {"file": self.file, "line": self.line, "column": self.column}, "section": self.section}
        if self.reason:
            out["reason"] = self.reason
        if self.reported:
            out["reported"] = self.reported
        if self.p_low is not None:
            out["recomputed_p"] = {"low": _round(self.p_low), "high": _round(self.p_high), "at_printed": _round(self.p_at)}
            out["one_tailed"] = self.one_tailed
            out["through_rounding"] = self.through_rounding
        return out

    def sort_key(self):
        return (self.file, self.line, self.column, self.kind, self.printed)


def _round(x: float | None) -> float | None:
    return None if x is None else float(f"{x:.6g}")


@dataclass
class Markers:
    """`% STATS:` options by sentence and by table."""

    by_sentence: dict[int, dict[str, str]] = field(default_factory=dict)
    by_table: dict[int, dict[str, str]] = field(default_factory=dict)  # id(Table) -> options
    problems: list[tuple[tuple[str, int, int], str]] = field(default_factory=list)


def _options(text: str) -> tuple[dict[str, str], list[str]]:
    opts: dict[str, str] = {}
    bad = []
    for tok in text.split():
        key, _, value = tok.partition("=")
        key = key.lower()
        if key == "integer" and not value:
            opts["integer"] = "1"
        elif key in ("items", "n") and value.isdigit() and int(value) > 0:
            opts[key] = value
        elif key in _ONE_TAILED_OPTIONS and not value:
            opts["one_tailed"] = "1"
        else:
            bad.append(tok)
    return opts, bad


def markers(index: PaperIndex) -> Markers:
    """Each `% STATS:` marker is placed like an anchor: at a line's end it applies to that line's sentence;
    on its own line to the next sentence, or to a whole table when the next sentence is the table's
    (or its caption's)."""
    doc = index.document
    out = Markers()
    sentences = index.sentences
    seqs = sorted((doc.blocks[s.block].run_at(s.start)[6], s.index) for s in sentences)
    seq_keys = [k for k, _ in seqs]
    starts: dict[int, list[tuple[int, int]]] = {}
    for s in sentences:
        starts.setdefault(s.block, []).append((s.start, s.index))
    for c in doc.comments:
        m = _MARKER.match(c.text)
        if not m:
            continue
        where = doc.position(c.file, c.offset)
        opts, bad = _options(m.group(1))
        for tok in bad:
            out.problems.append((where, (f"the STATS marker option {tok!r} is not known (integer, items=K, n=N, "
                                         f"one-tailed)")))
        target: int | None = None
        prev = c.prev_visible
        if not c.own_line and prev is not None and prev[2] == c.file and doc.files[c.file].line_col(prev[3])[0] == where[1]:
            block_starts = starts.get(prev[0], [])
            k = bisect.bisect_right(block_starts, (prev[1], 1 << 30)) - 1
            target = block_starts[k][1] if k >= 0 else None
        else:
            k = bisect.bisect_right(seq_keys, c.seq)
            target = seqs[k][1] if k < len(seqs) else None
        if target is None:
            out.problems.append((where, "the STATS marker has no sentence after it"))
            continue
        blk = doc.blocks[sentences[target].block]
        table = blk.table if blk.kind == "table" else _table_after(doc.blocks, blk) if blk.kind == "caption" else None
        if table is not None and c.own_line:
            out.by_table.setdefault(id(table), {}).update(opts)
        out.by_sentence.setdefault(target, {}).update(opts)
    return out


def _table_after(blocks: list[Block], caption: Block):
    for blk in blocks[caption.index + 1 : caption.index + 6]:
        if blk.kind == "table":
            return blk.table
        if blk.text.strip() and blk.kind not in ("caption", "heading"):
            return None
    return None


def _p_printed(f: Found) -> str:
    if f.p_cmp is None:
        return ""
    if f.p_cmp == "ns":
        return "n.s."
    return f"p {f.p_cmp} {f.p_text}"


def _stat_printed(f: Found) -> str:
    name = {"chi2": "χ²"}.get(f.test, f.test)
    df = f"({f.df_text})" if f.df_text else ""
    return f"{name}{df} {f.stat_cmp} {f.stat_text}"


class _Tables:
    """The statistics tables met so far in reading order: their header roles, and what a caption before
    them says that makes their p not the statistic's own (Bonferroni-corrected, exact, ...)."""

    def __init__(self) -> None:
        self.headers: dict[int, dict] = {}  # id(Table) -> roles of its header row
        self.other_p: dict[int, str] = {}
        self.caption = ""
        self.grim: dict[int, dict[str, int]] = {}  # id(Table) -> columns of mean, SD, n (marked tables)

    def row(self, blk: Block, first: int, text: str, one_tailed: bool) -> list[Found] | None:
        """The results of one table row; None when the row is a statistics header."""
        cells = _cells(blk)
        roles = header_roles([c for _, c in cells])
        if any(r == "p" for r, _ in roles.values()) and any(r not in ("p", "df") for r, _ in roles.values()):
            self.headers[id(blk.table)] = roles
            named = OTHER_P.search(self.caption)
            if named:
                self.other_p[id(blk.table)] = named.group()
            return None
        if id(blk.table) not in self.headers:
            return recognise_text(text)
        return recognise_row(_offsets(cells, first), self.headers[id(blk.table)], one_tailed)

    def means(self, blk: Block, first: int, opts: dict[str, str]) -> list[grim_mod.Count]:
        """GRIM and GRIMMER on a row of a table marked `% STATS: integer`."""
        cells = _cells(blk)
        cols = grim_mod.grim_columns([c for _, c in cells])
        if cols is not None:
            self.grim[id(blk.table)] = cols
            return []
        if id(blk.table) not in self.grim:
            return []
        return grim_mod.row_means(_offsets(cells, first), self.grim[id(blk.table)],
                                  int(opts["n"]) if "n" in opts else None, int(opts.get("items", "1")))


def _offsets(cells: list[tuple[int, str]], first: int) -> dict[int, tuple[int, str]]:
    """Column -> (offset of the cell in the sentence's text, cell text)."""
    out, pos = {}, -first
    for col, cell in cells:
        out[col] = (pos, cell)
        pos += len(cell) + 1
    return out


def _untested(f: Found, said: str, section: str, excluded_sections) -> str | None:
    if section in excluded_sections:
        return f"it is in the excluded section {section}"
    why = untestable(f.test, f.stat_cmp, float(f.stat_text), f.df1, f.df2, f.p_cmp, f.p_value) or f.problem
    if not why and said and f.p_cmp is not None:
        why = f"its p is described as {said!r}, so it need not be the p of the printed statistic"
    return why or None


def _item(f: Found) -> Item:
    return Item(f.test, f.stat_cmp, float(f.stat_text), half_unit(f.stat_text), f.df1 or 0.0, f.df2 or 0.0,
                f.p_cmp or "=", f.p_value if f.p_value is not None else 0.0, f.p_half, f.one_tailed, f.worded)


def analyse(index: PaperIndex, excluded_sections, alpha: float = 0.05,
            declared: dict[int, dict[str, str]] | None = None) -> list[Result]:
    """Every recognised result of the paper, judged; sorted by location. `declared`: marker options by
    sentence that the evidence declares (integer data on the configuration an anchor binds)."""
    doc = index.document
    marks = markers(index)
    for sentence, opts in (declared or {}).items():
        marks.by_sentence[sentence] = {**opts, **marks.by_sentence.get(sentence, {})}
    tables = _Tables()
    tests: list[tuple[Result, Found]] = []
    out = [Result("marker", "", "% STATS:", *where, "", NOT_TESTED, problem) for where, problem in marks.problems]
    for s in index.sentences:
        blk = doc.blocks[s.block]
        text = index.sentence_text(s)
        if blk.kind == "caption":
            tables.caption = text
        if blk.kind != "table" and not _MAYBE.search(text):
            continue
        opts = dict(marks.by_table.get(id(blk.table), {})) if blk.table is not None else {}
        opts.update(marks.by_sentence.get(s.index, {}))

        def new(kind, test, start, printed, status, reason="", spans=(), blk=blk, first=s.start):
            """A result at sentence offset start; positions and spans are kept in block offsets."""
            return Result(kind, test, printed, *doc.position(*blk.source(first + start)), blk.section, status, reason,
                          block=blk.index, spans=[(first + a, first + b) for a, b in spans])

        counts: list[grim_mod.Count] = []
        if blk.kind == "table" and blk.table is not None:
            if "integer" in opts:
                counts = tables.means(blk, s.start, opts)
            got = tables.row(blk, s.start, text, "one_tailed" in opts)
            found, said = got or [], tables.other_p.get(id(blk.table), "")
        else:
            found = recognise_text(text)
            for f in found:
                f.one_tailed = f.one_tailed or "one_tailed" in opts
            other = OTHER_P.search(text)
            said = other.group() if other else ""
        for f in found:
            printed = " ".join(text[f.start : f.end].split())
            if f.form == "table_row":  # the cells alone do not say which statistic they are
                printed = f"{_stat_printed(f)}{', ' + _p_printed(f) if f.p_cmp else ''} (table row)"
            res = new("test", f.test, f.start, printed, NOT_TESTED, spans=f.spans)
            res.reported = _p_printed(f)
            why = _untested(f, said, blk.section, excluded_sections)
            if why:
                res.reason = why
                out.append(res)
            else:
                tests.append((res, f))
        if blk.kind != "table":
            for a, _, p_text in lone_p_values(text, found):
                out.append(new("p_only", "", a, p_text, NOT_TESTED, "no test statistic is recognised with this p"))
            counts += grim_mod.percentages(text)
            if "integer" in opts:
                counts += grim_mod.means(text, int(opts["n"]) if "n" in opts else None, int(opts.get("items", "1")))
        for cnt in counts:
            status = NOT_TESTED if cnt.consistent is None else CONSISTENT if cnt.consistent else INCONSISTENT
            reason = cnt.reason
            if blk.section in excluded_sections:
                status, reason = NOT_TESTED, f"it is in the excluded section {blk.section}"
            out.append(new(cnt.kind, "", cnt.start, " ".join(cnt.printed.split()), status, reason, cnt.spans))
    for (res, f), o in zip(tests, recompute([_item(f) for _, f in tests], alpha)):
        res.p_low, res.p_high, res.p_at = o.p_low, o.p_high, o.p_at
        res.one_tailed, res.through_rounding = o.one_tailed_used, o.through_rounding
        res.status = DECISION if o.decision_error else CONSISTENT if o.consistent else INCONSISTENT
        res.reason = explain(f, o, alpha)
        out.append(res)
    return sorted(out, key=Result.sort_key)


def fmt_p(p: float) -> str:
    if p >= 0.001 or p == 0:
        return f"{p:.4f}".lstrip("0") if p < 1 else "1"
    return f"{p:.2e}"


def explain(f: Found, o, alpha: float) -> str:
    """One sentence: what the printed statistic gives and what the paper prints."""
    stat = f"the printed {_stat_printed(f)}"
    if f.stat_cmp == "=":
        gives = f"gives p between {fmt_p(o.p_low)} and {fmt_p(o.p_high)}"
    else:
        # t < v leaves p above p(v); t > v leaves it below
        gives = f"gives p {'above' if f.stat_cmp == '<' else 'below'} {fmt_p(o.p_low if f.stat_cmp == '<' else o.p_high)}"
    reported = "n.s. (p > alpha)" if f.p_cmp == "ns" else f"p {f.p_cmp} {f.p_text}"
    if o.worded_error:
        said, other = ("significant", "not significant") if f.worded == 1 else ("not significant", "significant")
        return (f"{stat} {gives}; the paper prints {reported} and calls the result {said} in words, but at alpha "
                f"= {alpha:g} the recomputed p is {other}")
    if o.consistent:
        notes = []
        if o.one_tailed_used:
            notes.append("consistent as the one-tailed test the sentence names (half the two-tailed p)")
        if o.through_rounding:
            notes.append(f"consistent only through the rounding of the printed statistic (at exactly "
                         f"{f.stat_text}, p = {fmt_p(o.p_at)})")
        return f"{stat} {gives}; the paper prints {reported}" + ("; " + "; ".join(notes) if notes else "")
    if f.p_cmp == "=" and f.p_value == 0:
        tail = "; p is never exactly 0 (write p < .001)"
    else:
        tail = ""
    if o.decision_error:
        significant = f.p_cmp == "<" or (f.p_cmp == "=" and (f.p_value or 0.0) <= alpha)
        said = "significant" if significant else "not significant"
        other = "not significant" if said == "significant" else "significant"
        tail += f"; at alpha = {alpha:g} the paper's p is {said} but the recomputed p is {other}"
    one = " (also as a one-tailed test)" if f.one_tailed and f.test in ("t", "z", "r") else ""
    return f"{stat} {gives}{one}; the paper prints {reported}{tail}"
