"""The paper as the gate sees it: sentences, numeric mentions and CLAIM anchors, each positioned.

Built once from the scanner's Document; every later step (linking, binding, coverage) reads it.
"""

from __future__ import annotations

import bisect
import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from ..errors import InputError
from ..lazy_re import lazy
from . import macros
from .classify import DEFAULT_RULES, LEVEL_RULES, classify, parameter_notes, table_models
from .numbers import REFERENCE, RESULT, SETTING, YEAR, Mention, asymmetric_errors, find_numbers, qualifier, symbol_powers
from .scan import CELL, Block, Document, scan
from .sentences import Sentence, split

ANCHOR = lazy(r"%\s*CLAIM:(C\w+):(NC\w+)")
# Every CLAIM: token of a comment (several may share one); one that does not parse is reported, never ignored.
_CLAIM_TOKEN = lazy(r"(?<![A-Za-z0-9_])CLAIM:(\S*)")
_CLAIM_ID = lazy(r"(C\w+):(NC\w+)")
# A waiver: NOCLAIM: <reason>, or NOCLAIM at=K: <reason> for the K-th number of the sentence only.
_WAIVER = lazy(r"(?<![A-Za-z0-9_])NOCLAIM\b(?P<head>[^:\n]*)(?P<colon>:?)(?P<reason>.*)")
_WAIVER_AT = lazy(r"\s*at=(?P<k>[0-9]+)\s*")
# A number that is the argument of a math function ($\sqrt{2}$, $\log 3$, $\exp(-1)$) is never a claim.
_MATH_FUNCTION = lazy(r"\\(?:sqrt|log|ln|lg|exp|sin|cos|tan|sinh|cosh|tanh|arcsin|arccos|arctan|sec|csc|cot|"
                      r"det|arg|deg|dim|gcd|lb|Pr|erf|erfc)\s*(?:_\{?\w*\}?\s*)?(?:\[[^\]]*\]\s*)?"
                      r"(?:\\left\s*)?[{(]?\s*$")
# Rules that decide by the noun after a number: after a product ("512 × 384 cells") the noun counts the whole size.
_NOUN_CUES = frozenset(("count_noun", "strong_count_noun", "setting_role"))
_LIST_NOUN_CUES = frozenset(("count_noun", "duration_setting"))
UNBINDABLE = ("uncertainty", "math_function")  # contexts an anchor never binds (SPEC section 4)
_RANGE = lazy(r"[ \u00a0\u2009]*(?:to|–|--|-|versus|vs\.?)[ \u00a0\u2009]*")
_AND = lazy(r"[ \u00a0\u2009]*and[ \u00a0\u2009]*")
_SAME_RANGE = lazy(r"[ \u00a0\u2009]*(?:to|and|–|--|-)[ \u00a0\u2009]*")
# "30 km × 30 km": the sides of one size; the second side has no cue of its own and takes the first's kind.
_PRODUCT = lazy(r"[ \u00a0\u2009]*(?:[A-Za-zµ]{1,3}[ \u00a0\u2009]*)?[×x][ \u00a0\u2009]*")
_UNIT_WORD_TIMES = lazy(r"[ \u00a0\u2009]*([A-Za-zµ]{1,3})[ \u00a0\u2009]*[×x]")
SPACE_CHARS = " \u00a0\u2009\u202f\t"
# An estimate's interval right after it: "0.45 [0.34, 0.85]", "2.1 (1.8--2.4)"; the second end follows the first.
_INTERVAL_OPEN = lazy(r"[ \u00a0\u2009]*[\[(][ \u00a0\u2009]*")
_INTERVAL_NEXT = lazy(r"[ \u00a0\u2009]*(?:,|;|to|–|--|-)[ \u00a0\u2009]*")
_LIST = lazy(r"[ \u00a0\u2009]*(?:,[ \u00a0\u2009]*)?(?:and|or|,)[ \u00a0\u2009]*")
# "1929.84 s (± 1161.15 s)": the spread may stand in brackets after the value it qualifies (sat_al, set 37), and after
# a unit the number reader does not know ("14.2 mV ± 0.4 mV").
_PLUS_MINUS = lazy(r"[ \u00a0\u2009]*(?:[A-Za-zµΩ°/]{1,5}[ \u00a0\u2009]*)?[(\[]?[ \u00a0\u2009]*(?:±|\+/-|\+-)"
                   r"[ \u00a0\u2009]*")
_DECLARATION = lazy(r"([A-Za-z_]+)=(\S+)")


def _same_word_unit(text: str, prev_end: int, end: int) -> bool:
    """Both sides carry the same unit word the scanner does not know: "30 km × 30 km"."""
    first = _UNIT_WORD_TIMES.match(text, prev_end)
    if first is None:
        return False
    return re.match(r"[ \u00a0\u2009]*" + re.escape(first.group(1)) + r"\b", text[end:]) is not None


@dataclass
class Anchor:
    claim_id: str
    numeric_id: str  # as written
    id: str  # unique: a repeated numeric id becomes NC1@L<line>
    file: str
    line: int
    column: int
    declarations: Dict[str, str]
    own_line: bool
    sentence: Optional[int] = None
    declared: bool = False  # carries its own writer declaration (formula=): its own assertion
    mention: Optional[int] = None  # the bound numeric mention (index), if any
    binding: str = "none"  # positional, at, none (NC0 or nothing to bind)
    note: str = ""  # why nothing was bound, where that is worth saying

    @property
    def anchor(self) -> str:
        return f"CLAIM:{self.claim_id}:{self.numeric_id}"


@dataclass
class BadToken:
    """A CLAIM: token that does not parse, or a NOCLAIM waiver that cannot be honoured: unresolved_anchor."""
    text: str
    file: str
    line: int
    column: int
    reason: str


@dataclass
class Waiver:
    """% NOCLAIM: <reason> (SPEC section 3): the sentence's numbers, or only its at=K-th, are not claims."""
    reason: str
    file: str
    line: int
    column: int
    at: Optional[int]
    sentence: Optional[int] = None
    mentions: List[int] = field(default_factory=list)  # the numbers it waives (an anchor binds none of them)


@dataclass
class PaperIndex:
    document: Document
    sentences: List[Sentence]
    mentions: List[Mention]
    anchors: List[Anchor]
    sentence_mentions: Dict[int, List[int]] = field(default_factory=dict)
    bad_tokens: List[BadToken] = field(default_factory=list)
    waivers: List[Waiver] = field(default_factory=list)

    def sentence_text(self, s: Sentence) -> str:
        return self.document.blocks[s.block].text[s.start : s.end]

    def sentence_ends(self, s: Sentence) -> Tuple[int, int, int, int]:
        """(file, source offset) of a sentence's first visible character and just past its last, found once
        for both sentence_source and sentence_lines (link reads both for every anchored sentence)."""
        blk = self.document.blocks[s.block]
        return (*blk.source(s.start), *_source_end(blk, s.end))

    def sentence_source(self, s: Sentence, ends: Optional[Tuple[int, int, int, int]] = None) -> str:
        """The LaTeX source of a sentence, first to last visible character (rendered text if it spans files)."""
        f1, a, f2, b = ends or self.sentence_ends(s)
        if f1 != f2 or b < a:
            return self.sentence_text(s)
        return self.document.files[f1].text[a:b]

    def sentence_lines(self, s: Sentence, ends: Optional[Tuple[int, int, int, int]] = None) -> Tuple[str, int, int]:
        f1, a, f2, b = ends or self.sentence_ends(s)
        name, first, _ = self.document.position(f1, a)
        _, last, _ = self.document.position(f2, max(b - 1, 0))
        return name, first, max(first, last) if f1 == f2 else first


def _source_end(blk: Block, end: int) -> Tuple[int, int]:
    """(file, source offset just past) the rendered character at end - 1."""
    start, length, file, src, src_len, _, _ = blk.run_at(end - 1)
    if length == src_len:
        return file, src + (end - 1 - start) + 1
    return file, src + src_len


_COMMENT = lazy(r"(?<!\\)%[^\n]*")
_REF_LIKE = lazy(r"\\(?:cite[a-zA-Z]*\*?|ref|eqref|autoref|cref|Cref|pageref|nameref|vref|label)\s*"
                 r"(?:\[[^\]]*\]\s*)*\{[^}]*\}")
_COMMAND = lazy(r"\\[A-Za-z@]+\*?")
_MARKUP = lazy(r"[{}$~\\]")
_ESCAPED = lazy(r"\\([_%&#$])")


def normalize_sentence(source: str) -> str:
    """ARI's span_hash normalization (SPEC section 3)."""
    s = source
    # Each pattern needs a character the text may lack (a comment or an anchor a %, a command a backslash):
    # without it the substitution is the identity, and the pattern is not run.
    if "%" in s:
        s = _COMMENT.sub(" ", ANCHOR.sub(" ", s))
    if "\\" in s:
        s = _COMMAND.sub(" ", _REF_LIKE.sub(" ", s))
    s = _MARKUP.sub(" ", s)
    return " ".join(s.split()).lower()


def span_hash(source: str) -> str:
    return "sha256-" + hashlib.sha256(normalize_sentence(source).encode("utf-8")).hexdigest()


# In the source, the scripts of an error bar follow its number at once ("16.87^{+1.77}", "16.87$^{+1.77}",
# "16.87{}^{+1.77}"); the limits of "0.5\int_{-1}^{1}" follow a command the rendered text no longer shows (red team).
_SCRIPTS_NEXT = lazy(r"[ \t${}]*[\^_]")


def _own_scripts(doc: Document, blk: Block, raws: List, opening: int) -> bool:
    """An asymmetric error bar's scripts belong to the number right before them, not to one inside a number (10^{+2})."""
    i = bisect.bisect_right(raws, opening, key=lambda r: r.start) - 1
    if i < 0 or raws[i].end != opening or raws[i].unit_end > opening:
        return False
    file, src = _source_end(blk, opening)
    return _SCRIPTS_NEXT.match(doc.files[file].text, src, src + 16) is not None


def _mentions(doc: Document, sentences_by_block: Dict[int, List[Sentence]]) -> List[Mention]:
    out: List[Mention] = []
    given: Dict[Tuple[str, str], int] = {}  # (printed number, next word) of each cued setting: its first mention
    numbers_read = 0
    models = table_models(doc, _cells, _column)
    notes = parameter_notes(doc, models)
    for blk in doc.blocks:
        if not blk.parts:
            continue
        text = blk.text
        sents = sentences_by_block.get(blk.index, [])
        starts = [s.start for s in sents]
        raws = find_numbers(text, lambda off, b=blk: b.run_at(off)[5] == "math")
        numbers_read += len(raws)
        if numbers_read > macros.NUMBER_BUDGET:  # read at use: a benchmark raises it for its own process
            name, line, _ = doc.position(*blk.source(raws[0].start))
            raise InputError(f"{name}:{line}", f"number budget: more than {macros.NUMBER_BUDGET} printed numbers")
        powers = symbol_powers(text)
        # "16.87^{+1.77}_{-2.16}": the scripts of a number read (not one inside a number, 10^{+2}), as its ± would be
        errors = [e for opening, pair in asymmetric_errors(text) if _own_scripts(doc, blk, raws, opening) for e in pair]
        if powers or errors:  # "n^{3.4}": read in its superscript, in order with the rest
            raws = sorted(raws + powers + errors, key=lambda r: r.start)
        power_starts = {r.start for r in powers}
        error_starts = {r.start for r in errors}
        for a, b in zip(raws, raws[1:]):
            # "between 60 and 90%", "from 17.2 to 4.4 ms", "10--16 GFLOP/s": both ends take the unit.
            joint = text[a.unit_end : b.start]
            ranged = _RANGE.fullmatch(joint) or (
                _AND.fullmatch(joint) and text[max(0, a.start - 12) : a.start].rstrip(" \u00a0\u2009").endswith("between"))
            if not a.unit and b.unit and ranged:
                a.unit = b.unit
        model = models.get(id(blk.table)) if blk.table is not None else None
        prev: Optional[Mention] = None
        prev_end = -1
        for raw in raws:
            si = bisect.bisect_right(starts, raw.start) - 1
            if si < 0:
                continue
            sentence = sents[si]
            run = blk.run_at(raw.start)
            ctx = run[5]
            if ctx == "script":
                if raw.start not in power_starts and raw.start not in error_starts:
                    continue  # a digit in a super- or subscript (u^{t+1}); 10^{-16} is read with its mantissa
                ctx = "math"  # a symbol's decimal power, n^{3.4}: a number of the formula, read like one
            between = text[prev_end:raw.start] if prev is not None else ""
            is_uncertainty = prev is not None and prev.sentence == sentence.index and (
                _PLUS_MINUS.fullmatch(between) is not None or raw.start in error_starts)
            cell = model.cell(blk.index, _column(blk, raw.start)) if model is not None else notes.get(blk.index)
            # $\pm1.234$ alone: an uncertainty with nothing before it, never bound.
            lone_pm = not is_uncertainty and \
                text[max(0, raw.start - 4) : raw.start].rstrip(SPACE_CHARS).endswith(("±", "∓"))
            qual = None if is_uncertainty or lone_pm else qualifier(text, raw.start)
            context = "uncertainty" if is_uncertainty or lone_pm else ctx
            mtype, rule = classify(raw, text, blk.section, context, qual, blk.heading, sentence.start, cell)
            if is_uncertainty and prev is not None:
                mtype, rule = prev.type, "uncertainty"  # a ± b: b is the same kind of number as a
            # Inheriting a kind never turns a number a strict section would fail closed on into a setting:
            # "8 threads (91.2)" must not hide 91.2.
            elif prev is not None and prev.sentence == sentence.index and _inherits(prev.type, rule) and \
                    mtype not in (YEAR, REFERENCE) and rule not in LEVEL_RULES and (  # "MJD 58543 (2019 March 1)": a date, not an interval
                    _INTERVAL_OPEN.fullmatch(between) or (prev.rule == "interval" and _INTERVAL_NEXT.fullmatch(between))):
                mtype, rule = prev.type, "interval"  # 0.45 [0.34, 0.85]: the interval of an estimate is its kind
            elif prev is not None and prev.sentence == sentence.index and _vector_element(prev, raw, text, between):
                mtype, rule = prev.type, "vector_element"  # q = (0.22, 0.87, 0.20): one value, assigned or found
            elif rule in DEFAULT_RULES and prev is not None and (_inherits(prev.type, rule) or _bare_list(prev, raw, text)) \
                    and prev.rule not in _LEADS_NO_LIST and prev.sentence == sentence.index and _LIST.fullmatch(between):
                mtype, rule = prev.type, "list_partner"  # "a speed-up of 75 and 90": the cue covers the list
            # blk.source(raw.start), from the run already found: one bisection per number, not two
            file_idx, src = run[2], run[3] + (raw.start - run[0] if run[1] == run[4] else 0)
            f_end, src_end = _source_end(blk, raw.end)
            name, line, column = doc.position(file_idx, src)
            source = doc.files[file_idx].text
            close = len(source[src_end : src_end + 4]) - len(source[src_end : src_end + 4].lstrip(" "))
            powered = raw.exponent is not None or raw.unmodelled or "^" in text[raw.start : raw.end]  # 2^{32}
            if powered and source[src_end + close : src_end + close + 1] == "}" \
                    and source.count("{", src, src_end) > source.count("}", src, src_end):
                src_end += close + 1  # 10^{-16}, 10^{ -3 }: the closing brace belongs to the printed number (not
                # \qty{5e10}'s)
            printed = source[src:src_end] if f_end == file_idx else text[raw.start : raw.end]
            unit = raw.unit or (cell.unit if cell is not None and cell.unit else "")
            if is_uncertainty and prev is not None and unit and not prev.unit:
                prev.unit = unit  # a ± b ms: both take the unit that follows b
            if ctx == "math" and context != "uncertainty" and f_end == file_idx and \
                    _MATH_FUNCTION.search(source, max(0, src - 40), src):
                context = "math_function"
            m = Mention(len(out), printed, raw.value, raw.decimals, raw.exponent, unit, mtype,
                        mtype == RESULT and context not in UNBINDABLE, blk.section, context, name, line, column,
                        qual, sentence.index, blk.index, raw.start, raw.end, raw.scale, rule)
            if prev is not None and prev.type == SETTING and m.type == RESULT and prev.unit == m.unit and \
                    prev.rule != "denominator" and prev.sentence == m.sentence and \
                    _SAME_RANGE.fullmatch(text[prev_end : raw.start]):
                m.type, m.requires_assertion = SETTING, False  # "reserves from 10% to 40%": a range of one kind
                m.rule = "range_of_settings"
            elif prev is not None and prev.type == SETTING and prev.rule not in _LEADS_NO_LIST and m.type == RESULT \
                    and rule in DEFAULT_RULES and prev.sentence == m.sentence and \
                    _PRODUCT.fullmatch(text[prev_end : raw.start]) and (prev.unit == m.unit or _same_word_unit(
                        text, prev_end, raw.unit_end)):
                m.type, m.requires_assertion = SETTING, False  # "a block size of 30 km × 30 km": one size
                m.rule = "product_of_settings"
            elif prev is not None and prev.type == RESULT and m.type == SETTING and rule in _NOUN_CUES and \
                    prev.sentence == m.sentence and _PRODUCT.fullmatch(text[prev_end : raw.start]) and \
                    context not in UNBINDABLE:
                # "the adapted mesh is 512 × 384 cells": the noun after the product is not a cue of its second side
                # alone (red team 10); one size, one kind
                m.type, m.requires_assertion = RESULT, True
                m.rule = "product_of_results"
            elif prev is not None and prev.type == RESULT and m.type == SETTING and rule in _LIST_NOUN_CUES and \
                    prev.rule != "uncertainty" and prev.sentence == m.sentence and _LIST.fullmatch(between) and \
                    (not prev.unit or prev.unit == m.unit) and context not in UNBINDABLE:
                # "latency fell to 12, 17, 31 and 40 ms": the noun or unit that ends a list of results is no cue
                # of its later items alone; they are what the first one is
                m.type, m.requires_assertion = RESULT, True
                m.rule = "list_of_results"
            if raw.unmodelled and not doc.unmodelled_at(blk.index, raw.start):
                blk.unmodelled.append((raw.start, raw.end, raw.unmodelled))  # link then leaves its anchor unresolved
            if blk.unmodelled and doc.unmodelled_at(blk.index, raw.start):
                m.requires_assertion = True  # printed by LaTeX the scanner cannot model: never trusted by class
            out.append(m)
            prev, prev_end = m, raw.unit_end
            follow = _FOLLOWING_WORD.match(text, raw.end)
            if follow and follow.group(1).lower() not in _NO_RESTATEMENT and not m.unit and not m.decimals \
                    and m.exponent is None and not _PARTITIVE_AFTER.match(text, follow.end()):
                _restated_setting(m, (m.text, follow.group(1).lower()), given)
    return out


# The word right after a number ("16 stations", "10 Myr"): with the number, what it counts or measures.
# "in 30 plots of the 90 surveyed": a part counted out of a whole is found (red team 46b).
_PARTITIVE_AFTER = lazy(r"[ \u00a0\u2009~]+(?:out[ \u00a0~]+)?of[ \u00a0~]+(?:the[ \u00a0~]+)?[0-9]")
_FOLLOWING_WORD = lazy(r"[ \u00a0\u2009~$]*([A-Za-z][A-Za-z-]*)")


# Words that say nothing of what a number counts ("η = 3 for all distances" restates no setting by its "for"), and
# words of time or progress: a measured duration equals a follow-up or a horizon by chance ("followed for 12 months"
# ... "median survival was 12 months": red team 46), as a measured value in a unit does ("10 Myr").
_NO_RESTATEMENT = frozenset((
    "a", "an", "and", "or", "nor", "but", "for", "of", "to", "in", "on", "at", "by", "with", "from", "as", "than",
    "against", "versus", "vs", "which", "that", "the", "is", "are", "was", "were", "be", "when", "while", "where", "if",
    "per", "each", "respectively",
    "second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks", "month", "months",
    "quarter", "quarters", "year", "years", "yr", "yrs", "kyr", "myr", "gyr", "decade", "decades", "century",
    "centuries", "generation", "generations", "step", "steps", "iteration", "iterations", "epoch", "epochs", "round",
    "rounds", "cycle", "cycles", "time", "times"))


def _restated_setting(m: Mention, key: Tuple[str, str], given: Dict[Tuple[str, str], int]) -> None:
    """A whole number with no unit a strict section fails closed on that repeats a setting the paper gave earlier,
    printed the same way and followed by the same word ("We chose 16 stations" ... "lower error over the same 16
    stations"), restates that setting: on the spent corpus 138 false alarms fewer for 16 results missed (repeats of
    an earlier mistyped result, chance repeats of a count). Only a setting a cue decided counts as given, not one
    decided for want of a cue (setup_default: more misses than fixes), and only an earlier one. Never a decimal or a
    value in a unit or a word of time (_NO_RESTATEMENT): a measured value is not laundered by printing it first as a
    target, nor a measured duration by a follow-up of the same length (red team 46). Left: a count an author plants
    as a setting first ("We target 40 failures" ... "Final count: 40 failures") passes as that setting, and so does a
    count that repeats a setting by chance with no cue of its own ("We set k = 5 clusters" ... "; 5 clusters
    emerged", red team 46b): excluding counts that open their clause would cost 39 spent fixes for 3 results. Never
    a part of a whole ("occurred in 30 plots of the 90 surveyed")."""
    if m.rule == "fail_closed" and key in given:
        m.type, m.requires_assertion, m.rule = SETTING, False, "restated_setting"
    elif m.type == SETTING and m.rule not in DEFAULT_RULES:
        given.setdefault(key, m.index)


# The rest of a list of whole numbers, then how it ends: "respectively", a closing mark, or the plural noun the
# list counts ("k = 8, 20, 40 neighbors,"). Each text parses one way only (a comma before a digit belongs to the
# number): the ambiguous form took exponential time on "1,2,3,...".
_LIST_REST = lazy(r"(?:[ \u00a0\u2009]*(?:,(?![0-9])(?:[ \u00a0\u2009]*(?:and|or)\b)?|and\b|or\b)[ \u00a0\u2009]*"
                  r"[0-9]+(?:,[0-9]+)*)*"
                  r"[ \u00a0\u2009]*(?:,?[ \u00a0\u2009]*respectively\b|[.;:)\]}]|$|[a-z]+s[ \u00a0\u2009]*[,.;:)])")


def _bare_list(prev: Mention, raw, text: str) -> bool:
    """"channels per layer is 16, 32, 64, respectively": whole numbers with no unit, nothing but a comma or
    "and" between them, in a list that ends there, continue a setting even where a strict section fails
    closed. "8 threads, 91.2" does not (a noun and a decimal), nor a number with a unit, nor a list that runs
    on into a clause ("With k = 5, 12 crashed", "k = 21, 37 and 41 were reported": red-teamed here)."""
    return prev.type == SETTING and prev.decimals == 0 and prev.exponent is None and not prev.unit and \
        raw.decimals == 0 and raw.exponent is None and not raw.unit and \
        _LIST_REST.match(text, raw.unit_end, raw.unit_end + 200) is not None


# A denominator is what its own numerator counts out of, no cue for the next number: "rose from 12/40 to 31/40",
# "54/75, 61/75 and 70/75" (red team, session 38). Default rules cover no list either.
_LEADS_NO_LIST = DEFAULT_RULES | {"denominator"}

# A vector of plain numbers given to a symbol, "q_1 = (0.22199, 0.87073, 0.20672)": the first after "= (", each
# later one after a comma, the last closed by ")".
_VECTOR_OPEN = lazy(r"=[ \u00a0\u2009]*\([ \u00a0\u2009]*$")
_VECTOR_COMMA = lazy(r"[ \u00a0\u2009]*,[ \u00a0\u2009]*")
_VECTOR_REST = lazy(r"(?:[ \u00a0\u2009]*,[ \u00a0\u2009]*[-−]?[0-9]+(?:\.[0-9]+)?)*[ \u00a0\u2009]*\)")


def _vector_element(prev: Mention, raw, text: str, between: str) -> bool:
    """A later element of a vector literal takes the kind its first element's rule gave the whole value: a setting
    the assignment rule gave ("For q_1 = (0.22, 0.87)", ipd_memory, set 70, read every later element as measured) or
    a result ("we obtain θ = (0.31, 0.45)"). Never an ambiguous kind: "p = (0, 94.3)" must not hide 94.3."""
    if prev.type not in (SETTING, RESULT) or _VECTOR_COMMA.fullmatch(between) is None:
        return False
    if prev.rule != "vector_element" and not (prev.rule == "assignment" or prev.type == RESULT):
        return False
    opened = prev.rule == "vector_element" or _VECTOR_OPEN.search(text, max(0, prev.start - 12), prev.start) is not None
    return opened and not raw.unit and not prev.unit and \
        _VECTOR_REST.match(text, raw.unit_end, raw.unit_end + 400) is not None


def _inherits(kind: str, own_rule: str) -> bool:
    """A number takes its neighbour's kind when it is a result, or a setting when the number had no cue of its
    own and no strict section fails it closed ("8 threads (91.2)", "256 (3.4 ms per step)" keep theirs)."""
    return kind == RESULT or (kind == SETTING and own_rule in DEFAULT_RULES and own_rule != "fail_closed")


def _cells(blk: Block) -> List[Tuple[int, str]]:
    out, col = [], 0
    for i, cell in enumerate(blk.text.split(CELL)):
        out.append((col, cell))
        col += blk.cell_spans[i] if i < len(blk.cell_spans) else 1
    return out


def _column(blk: Block, offset: int) -> int:
    n_cells = blk.text.count(CELL, 0, offset)
    return sum(blk.cell_spans[i] if i < len(blk.cell_spans) else 1 for i in range(n_cells))


def _anchors(doc: Document, sentences: List[Sentence], by_block: Dict[int, List[Sentence]],
             bad: List[BadToken], waivers: List[Waiver]) -> List[Anchor]:
    seq_of = [doc.blocks[s.block].run_at(s.start)[6] for s in sentences]
    order = sorted(range(len(sentences)), key=lambda i: seq_of[i])
    ordered_seqs = [seq_of[i] for i in order]
    out: List[Anchor] = []
    seen: Dict[str, int] = {}
    repeats: Dict[str, int] = {}  # per repeated id and line, the next suffix to try
    starts_by_block: Dict[int, List[int]] = {}
    for c in doc.comments:
        if "CLAIM" not in c.text:
            continue
        tokens = list(_CLAIM_TOKEN.finditer(c.text))
        waiver = _WAIVER.search(c.text)
        if not tokens and waiver is None:
            continue
        name, line, col0 = doc.position(c.file, c.offset)
        # A comment is its source text from the %: with no line break in it, a token k characters in stands
        # on the comment's line, k columns on (no look-up per anchor).
        one_line = "\n" not in c.text
        found = []
        for t in tokens:
            ident = _CLAIM_ID.fullmatch(t.group(1))
            if ident is None:
                _, _, col = doc.position(c.file, c.offset + t.start())
                bad.append(BadToken(t.group(), name, line, col, f"{t.group()!r} does not parse as CLAIM:<claim id>:"
                                    "<numeric id> (e.g. CLAIM:C1:NC1)"))
            else:
                found.append((t, ident))
        sentence = None
        prev = c.prev_visible
        if not c.own_line and prev is not None and prev[2] == c.file and \
                doc.files[prev[2]].line_col(prev[3])[0] == line:
            block_sents = by_block.get(prev[0], [])
            if prev[0] not in starts_by_block:
                starts_by_block[prev[0]] = [s.start for s in block_sents]
            sentence = _sentence_at(block_sents, starts_by_block[prev[0]], prev[1])
        if sentence is None:  # an own-line anchor (or nothing before it on the line): the next sentence
            k = bisect.bisect_right(ordered_seqs, c.seq)
            sentence = order[k] if k < len(order) else None
        if waiver is not None:
            _waiver(doc, c, waiver, name, line, sentence, bad, waivers)
        # A declaration runs to the next CLAIM: token (or waiver) of the comment, else to its end; the ends
        # are sorted once and bisected, so a comment with 20,000 anchors stays linear.
        ends = sorted([t.start() for t in tokens] + ([waiver.start()] if waiver is not None else []))
        for m, ident in found:
            k_end = bisect.bisect_right(ends, m.start())
            decl_end = ends[k_end] if k_end < len(ends) else len(c.text)
            decl_text = c.text[m.end() : decl_end]
            if "\\" in decl_text:  # an escape needs its backslash
                decl_text = _ESCAPED.sub(r"\1", decl_text)
            decl_text = decl_text.replace("%", " ")
            decls = dict(_declarations(decl_text)) if "=" in decl_text else {}  # a declaration is key=value
            nid = ident.group(2)
            uid = nid
            if nid != "NC0" and nid in seen:
                # NC1@L4, NC1@L4.2, NC1@L4.3, ...: each line's next suffix is kept, so 20,000 repeats of one id on
                # one line stay linear (they were quadratic: red team 47)
                base = f"{nid}@L{line}"
                k = repeats.get(base, 1)
                uid = base if k == 1 else f"{base}.{k}"
                while uid in seen:
                    k += 1
                    uid = f"{base}.{k}"
                repeats[base] = k + 1
            seen[uid] = 1
            col = col0 + m.start() if one_line else doc.position(c.file, c.offset + m.start())[2]
            out.append(Anchor(ident.group(1), nid, uid, name, line, col, decls, c.own_line, sentence,
                              declared="formula" in decls))
    return out


def _declarations(text: str) -> List[Tuple[str, str]]:
    """key=value pairs; ARI writers' label prefix `operands=value=cfg4` means `value=cfg4`."""
    out = []
    for token in text.split():
        while True:
            m = _DECLARATION.search(token)
            if m is None:
                break
            key, value = m.group(1), m.group(2)
            inner = _DECLARATION.fullmatch(value)
            if key == "operands" and inner is not None:
                token = value  # the label prefix: read what it labels
                continue
            out.append((key, value))
            break
    return out


def _waiver(doc: Document, c, m: "re.Match[str]", name: str, line: int, sentence: Optional[int],
            bad: List[BadToken], waivers: List[Waiver]) -> None:
    _, _, col = doc.position(c.file, c.offset + m.start())
    head, reason = m.group("head"), m.group("reason")
    # The reason runs to the end of the comment, or to a CLAIM: token after it.
    nxt = _CLAIM_TOKEN.search(reason)
    reason = (reason[: nxt.start()] if nxt else reason).strip()
    at_m = _WAIVER_AT.fullmatch(head) if head.strip() else None
    if head.strip() and at_m is None:
        bad.append(BadToken("NOCLAIM" + head + m.group("colon"), name, line, col,
                            f"waiver {('NOCLAIM' + head).strip()!r} does not parse: write NOCLAIM: <reason> or "
                            "NOCLAIM at=K: <reason>"))
        return
    if not m.group("colon") or not reason:
        bad.append(BadToken("NOCLAIM", name, line, col, "a waiver needs a reason: NOCLAIM: <why these numbers are "
                            "not claims>"))
        return
    waivers.append(Waiver(reason, name, line, col, int(at_m.group("k")) if at_m else None, sentence))


def _sentence_at(sents: List[Sentence], starts: List[int], offset: int) -> Optional[int]:
    """The sentence of a block that contains (or last starts before) an offset, by bisection."""
    k = bisect.bisect_right(starts, offset) - 1
    return sents[k].index if k >= 0 else None


def _bind(anchors: List[Anchor], mentions: List[Mention], sentence_mentions: Dict[int, List[int]]) -> None:
    """SPEC section 4, Binding: the i-th positional anchor of a sentence binds its i-th result claim."""
    positional: Dict[int, int] = {}
    bindable: Dict[int, List[int]] = {}  # per sentence, computed once (20,000 anchors on one line stay linear)
    for a in anchors:
        if a.sentence is None:
            a.binding = "positional"  # it meant to bind something: anchor_without_number
            a.note = "no sentence follows the anchor (end of file or \\end{document})"
            continue
        in_sentence = sentence_mentions.get(a.sentence, [])
        if a.numeric_id == "NC0":
            a.binding = "none"
            continue
        at = a.declarations.get("at")
        if at is not None:
            a.binding = "at"
            if not at.isdigit() or not 1 <= int(at) <= len(in_sentence):
                a.note = f"at={at} but the sentence has {len(in_sentence)} number(s)"
                continue
            if mentions[in_sentence[int(at) - 1]].context in UNBINDABLE:
                a.note = f"at={at} lands on a number that is never bound (an uncertainty or a math function's argument)"
                continue
            a.mention = in_sentence[int(at) - 1]
            continue
        a.binding = "positional"
        i = positional.get(a.sentence, 0)
        positional[a.sentence] = i + 1
        candidates = bindable.get(a.sentence)
        if candidates is None:
            candidates = [k for k in in_sentence if mentions[k].type == RESULT and mentions[k].context not in UNBINDABLE]
            if not candidates:
                candidates = [k for k in in_sentence if mentions[k].type not in (YEAR, REFERENCE, SETTING)
                              and mentions[k].context not in UNBINDABLE]
            if not candidates:  # third tier: the author anchored the sentence, so an anchor never loses its
                # number to a classification ("a $2.0\times$ gain" read as a setting still binds)
                candidates = [k for k in in_sentence if mentions[k].type == SETTING
                              and mentions[k].context not in UNBINDABLE]
            bindable[a.sentence] = candidates
        if i < len(candidates):
            a.mention = candidates[i]
        else:
            a.note = f"anchor {i + 1} of its sentence, which has {len(candidates)} number(s) to bind"


def build_index(doc: Document) -> PaperIndex:
    sentences: List[Sentence] = []
    by_block: Dict[int, List[Sentence]] = {}
    for blk in doc.blocks:
        if blk.parts:
            got = split(blk, len(sentences))
            sentences.extend(got)
            by_block[blk.index] = got
    mentions = _mentions(doc, by_block)
    sentence_mentions: Dict[int, List[int]] = {}
    for m in mentions:
        sentence_mentions.setdefault(m.sentence, []).append(m.index)
    bad: List[BadToken] = []
    waivers: List[Waiver] = []
    anchors = _anchors(doc, sentences, by_block, bad, waivers)
    _bind(anchors, mentions, sentence_mentions)
    _waive(waivers, anchors, sentence_mentions, bad)
    return PaperIndex(doc, sentences, mentions, anchors, sentence_mentions, bad, waivers)


def _waive(waivers: List[Waiver], anchors: List[Anchor], sentence_mentions: Dict[int, List[int]],
           bad: List[BadToken]) -> None:
    """The numbers each waiver names. One an anchor binds stays the anchor's, and the waiver is an error."""
    bound = {a.mention for a in anchors if a.mention is not None}
    for w in waivers:
        in_sentence = sentence_mentions.get(w.sentence, []) if w.sentence is not None else []
        if w.at is not None:
            named = [in_sentence[w.at - 1]] if 1 <= w.at <= len(in_sentence) else []
        else:
            named = list(in_sentence)
        if not named:
            bad.append(BadToken("NOCLAIM", w.file, w.line, w.column,
                                f"waiver names no number (at={w.at}, the sentence has {len(in_sentence)})"
                                if w.at is not None else "waiver names no number: its sentence has none"))
            continue
        clash = [k for k in named if k in bound]
        if clash:
            bad.append(BadToken("NOCLAIM", w.file, w.line, w.column, "waiver on a number a CLAIM anchor binds: a "
                                "number is either a claim or waived, never both"))
        w.mentions = [k for k in named if k not in bound]


def index_paper(path) -> PaperIndex:
    return build_index(scan(Path(path)))


__all__ = ["Anchor", "PaperIndex", "build_index", "index_paper", "span_hash", "normalize_sentence"]
