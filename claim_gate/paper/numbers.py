"""Numeric mentions: found in rendered sentence text, classified, positioned (SPEC section 3).

The one number scanner of the project. Everything that reads numbers from the paper uses it.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass, field
from typing import List, Optional

from .scan import CELL, GLUE, NBSP, REF, THIN

SPACE = f" {NBSP}{THIN}\u202f\t"
RESULT = "result_claim"
SETTING = "experimental_setting"
YEAR = "citation_year"
REFERENCE = "figure_table_ref"
AMBIGUOUS = "ambiguous"
TYPES = (RESULT, SETTING, YEAR, REFERENCE, AMBIGUOUS)

_NUMBER = re.compile(
    r"(?<![0-9A-Za-z_.^\ue002])"  # not glued to a word, a decimal point, or a superscript
    r"(?<![\^_][-−+])"  # nor the digits of x^{-2}
    # A minus sign, not a range dash (3--5); a typeset minus (\textminus, unicode) may stand apart from its digits.
    r"(?P<sign>(?<![0-9\-−–])(?:-|−[ \u00a0\u2009]?)(?=\.?[0-9]))?"
    r"(?P<mant>(?:[0-9]{1,3}(?:(?:,|\u2009|\u202f)[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?|\.[0-9]+)"
    r"(?:[eE](?P<e1>[-+−]?[0-9]+)"
    r"|[ \u00a0\u2009]*[×x·][ \u00a0\u2009]*10\^\{?(?P<e2>[-+−]?[0-9]+)\}?)?"
    r"(?![0-9]|\.[0-9]|[,\u2009][0-9]{3}(?![0-9]))"
)
# Letters that may be glued to a number (2x, 10ms, 80GB, 110M): anything else makes it a non-mention
# (99th, 3D, 2.5D, 1st, 0.5\linewidth, 3in).
_GLUED = re.compile(r"(?:x|×|%|ms|us|µs|ns|s|GB|MB|KB|kB|TB|GiB|MiB|KiB|TiB|GHz|MHz|kHz|Hz|GB/s|MB/s|TB/s|"
                    r"GFLOPS|TFLOPS|GFLOP/s|TFLOP/s|W|J|pp|K|M|B|G|T|k)(?![A-Za-z0-9])")
_UNIT = re.compile(
    r"[ \u00a0\u2009\u202f]*(?P<unit>%|×(?![ \u00a0\u2009]*[0-9])|x(?![A-Za-z0-9])(?![ \u00a0\u2009]*[0-9])|"
    r"percentage points?|pp(?![A-Za-z])|"
    r"(?:[PTGMk]i?)?(?:FLOP|Flop|flop)s?(?:/s)?(?![A-Za-z])|(?:[PTGMKk]i?)?(?:B|byte|bytes)/s(?![A-Za-z])|"
    r"(?:[PTGMKk]i?)?B(?![A-Za-z])|(?:[PTGMk])?Hz(?![A-Za-z])|"
    r"ms|µs|us|ns|s|sec|secs|seconds?|milliseconds?|microseconds?|minutes?|min|hours?|h|days?|"
    r"W|mW|kW|J|kJ|°C|dB|K|M|B|T|GiB|MiB|[kMG]?(?:ops|req|tx|tokens|samples|images|frames|queries|it)/s|QPS|IOPS|fps)"
    r"(?![A-Za-z])"
)
# A scale word or suffix multiplies the printed value (SPEC section 4): 1.234k, 1.2 thousand, 3.4 million.
_SCALE_WORD = re.compile(r"[ \u00a0\u2009\u202f]+(?P<word>thousand|million|billion|trillion)(?![A-Za-z])")
_SCALE_SUFFIX = re.compile(r"(?P<word>k|K|M|B|bn)(?![A-Za-z0-9])")
SCALES = {"thousand": 3, "million": 6, "billion": 9, "trillion": 12, "k": 3, "K": 3, "M": 6, "B": 9, "bn": 9}
# A unit the scanner does not know, glued to its number (55.9Mb, 2.78Gbp, 5mg, 3kDa): still a mention.
_OTHER_UNIT = re.compile(r"[A-Za-zµΩ]+(?:/[A-Za-z]+)?(?![A-Za-z0-9])")
# Glued letters that make the numeral part of a word or a layout length, not a number with a unit.
_NOT_UNITS = {"st", "nd", "rd", "th", "D", "in", "pt", "em", "ex", "pc", "sp", "px"}
_TOKEN_TAIL = re.compile(r"[A-Za-z0-9_.\-]*$")
_HAS_LETTER = re.compile(r"[A-Za-z]")
_SEPARATORS = re.compile(r"[,\u2009\u202f]")
_FLOP_UNIT = re.compile(r"(?:[PTGMk]i?)?(?:FLOP|Flop|flop)s?(?:/s)?")
_PREFIX = re.compile(r"(?:[PTGMk]i?)?")
_FOUR_DIGITS = re.compile(r"[0-9]{4}")
_POWER_OF_TEN = re.compile(r"\^\{?([-+−]?[0-9]+)\}?")
_UNIT_NAMES = {"×": "x", "percentage point": "pp", "percentage points": "pp", "sec": "s", "secs": "s",
               "second": "s", "seconds": "s", "millisecond": "ms", "milliseconds": "ms", "us": "µs",
               "microsecond": "µs", "microseconds": "µs", "minute": "min", "minutes": "min", "hour": "h",
               "hours": "h", "day": "d", "days": "d"}
RESULT_UNITS = {"%", "x", "pp", "ms", "µs", "ns", "s", "min", "h"}
_RATE = re.compile(r"/s$|^(?:[PTGM]?FLOPS|QPS|IOPS|fps)$")

_QUALIFIER = re.compile(
    r"(?:(?P<word>\b(?:about|approximately|around|roughly|nearly|almost|over|more than|above|exceeds|"
    r"exceeding|at least|greater than|under|less than|below|at most|fewer than))|(?P<sym>[≈∼~<>≤≥]))"
    r"[ \u00a0\u2009]*[(=:]?[ \u00a0\u2009]*$",
    re.IGNORECASE,
)
_QUALIFIERS = {
    "about": ("approximate", False), "approximately": ("approximate", False), "around": ("approximate", False),
    "roughly": ("approximate", False), "nearly": ("approximate", False), "almost": ("approximate", False),
    "≈": ("approximate", False), "∼": ("approximate", False), "~": ("approximate", False),
    "over": ("lower_bound", True), "more than": ("lower_bound", True), "above": ("lower_bound", True),
    "exceeds": ("lower_bound", True), "exceeding": ("lower_bound", True), "greater than": ("lower_bound", True),
    ">": ("lower_bound", True), "at least": ("lower_bound", False), "≥": ("lower_bound", False),
    "under": ("upper_bound", True), "less than": ("upper_bound", True), "below": ("upper_bound", True),
    "fewer than": ("upper_bound", True), "<": ("upper_bound", True), "at most": ("upper_bound", False),
    "≤": ("upper_bound", False),
}

# -- classification cues ------------------------------------------------------------------------------
_REF_BEFORE = re.compile(
    r"(?:\b(?:Figures?|Figs?\.|Tables?|Tabs?\.|Sections?|Secs?\.|Sect\.|Equations?|Eqs?\.|Eqn\.|Algorithms?|"
    r"Alg\.|Appendix|Appendices|Chapters?|Ch\.|Listings?|Lines?|Theorems?|Thm\.|Lemmas?|Corollary|Definitions?|"
    r"Propositions?|Footnotes?|Rows?|Columns?|Steps?|Stages?|Phases?|Panels?|Parts?|Examples?|Cases?|"
    r"Conditions?|Rules?|Items?|Problems?|Exercises?|Claims?|Hypothes[ie]s|RQ|Q)|§)"
    r"[ \u00a0\u2009(]*(?:[0-9.]+[a-z]?[ \u00a0\u2009)]*(?:,|and|or|to|–|--|-)[ \u00a0\u2009]*)*$",
)
_SETTING_AFTER = re.compile(
    r"^[ \u00a0\u2009]*-?[ \u00a0\u2009]*(?:independent |random |warm-?up |timed |training |test |evaluation |"
    r"different |separate |consecutive |hidden |attention |transformer |compute |worker |MPI |OpenMP |CUDA |"
    r"physical |logical |NVIDIA |A100 |H100 |V100 |V100S? |distinct |additional |labeled |labelled |unlabeled )*"
    r"(?:runs?|trials?|iterations?|iters?|seeds?|repetitions?|repeats?|epochs?|steps?|time steps?|timesteps?|"
    r"sweeps?|warm-?ups?|GPUs?|CPUs?|cores?|threads?|nodes?|ranks?|processes|workers?|machines?|servers?|"
    r"sockets?|layers?|heads?|blocks?|samples?|examples?|images?|sentences?|documents?|tokens?|words?|"
    r"batch(?:es)?|mini-?batch(?:es)?|folds?|clients?|rounds?|episodes?|neurons?|units?|dimensions?|"
    r"channels?|filters?|features?|classes|categories|languages?|tasks?|datasets?|benchmarks?|queries|"
    r"participants?|subjects?|annotators?|users?|bits?|bytes?|parameters?|params|experts?|agents?|"
    r"instances?|configurations?|variants?|kernels?|grid points|data points|sample points|cells|elements|entries|"
    r"items|matrices|graphs|files|records|keys|pairs|rows|columns|nonzeros|non-zeros|queries|questions|passages|"
    r"measurements|replicates|replicas|shards?|partitions?|buckets?|candidates|generations?|"
    r"times? (?:per|each)|per cent of the|of the (?:runs|seeds|trials))\b",
    re.IGNORECASE,
)
# Settings are stated with these before the number even in results sections: "k = 5", "with 4 GPUs".
_STRONG_SETTING_BEFORE = re.compile(
    r"\b(?:batch size|learning rate|lr|dropout(?: rate)?|weight decay|momentum|seed|temperature|"
    r"window(?: size)?|kernel size|stride|beam(?: size| width)?|top-k|hidden size|embedding size|"
    r"context length|sequence length|max(?:imum)? length|timeout|clocks? (?:locked )?at|version|v|release|"
    r"CUDA|Python|PyTorch|TensorFlow|JAX|GCC|gcc|Clang|LLVM|driver|Linux|Ubuntu|NumPy|SciPy|cuDNN|NCCL|"
    r"ROCm|set to|fixed (?:at|to)|of size|initiali[sz]ed (?:to|with)|configured (?:to|with)|"
    r"[kKnNML]|\$?[kKnNML]\$?)[ \u00a0\u2009]*(?:[=:]|of|to|at|is)?[ \u00a0\u2009]*(?:\{|\()?[ \u00a0\u2009]*$"
)
_RESULT_AFTER = re.compile(
    r"^[ \u00a0\u2009]*(?:[A-Za-z/]+[ \u00a0\u2009]+)?(?:times (?:faster|slower|higher|lower|more|fewer|as|larger|smaller)|"
    r"faster|slower|speed-?ups?|higher|lower|better|worse|improvement|reduction|increase|decrease|gains?|"
    r"fewer|more|less|smaller|larger|accuracy|F1|BLEU|ROUGE|AUC|error|loss|perplexity|points|pp\b|"
    r"throughput|latency|efficiency|of (?:the )?(?:peak|baseline|theoretical|roofline|time|runtime)|"
    r"lower than|higher than|above|below|over the|relative|compared|vs\.?|versus|on average|median|mean)",
    re.IGNORECASE,
)
@functools.lru_cache(maxsize=256)
def _tokens(before: str) -> List[str]:
    """The last words before a number, lowercased, operators split off; shared by every WordCue."""
    tail = before[-60:].replace("(", " ").replace("[", " ")
    for op in "=:<>≤≥≈":
        tail = tail.replace(op, f" {op} ")
    return [t.strip(".,;!?\"'`)]}").lower() for t in tail.split()][-6:]


class WordCue:
    """Does the text before a number end with one of these words (then optional suffix words)?

    The set lookup does what an end-anchored alternation such as `by|to|... (of)? <end>` does,
    without the regex engine retrying the alternation at every position of the window (60 us a call).
    """

    def __init__(self, words: str, suffixes: str = "", operators: str = ""):
        items = [w.strip().lower() for w in words.split("|") if w.strip()]
        self.words = {w for w in items if " " not in w}
        self.phrases = {w for w in items if " " in w}
        self.suffixes = {w.strip().lower() for w in suffixes.split("|") if w.strip()}
        self.operators = operators

    def __call__(self, before: str) -> bool:
        tokens = [t for t in _tokens(before) if t and (t not in "=:<>≤≥≈" or t in self.operators)]
        for drop in (0, 1):
            if drop:
                if not tokens or tokens[-1] not in self.suffixes and tokens[-1] not in self.operators:
                    return False
                tokens = tokens[:-1]
            if tokens and (tokens[-1] in self.words or " ".join(tokens[-2:]) in self.phrases):
                return True
        return False


_RESULT_BEFORE = WordCue(
    "accuracy|acc|f1|f1-score|score|bleu|rouge|rouge-l|rouge-1|rouge-2|auc|auroc|map|precision|recall|error|loss|"
    "perplexity|efficiency|utilization|utilisation|speedup|speed-up|slowdown|factor|throughput|bandwidth|latency|"
    "runtime|time|times|overhead|improvement|reduction|gain|drop|increase|decrease|ratio|rate|share|fraction|"
    "proportion|percentage|median|mean|average|geomean|correlation|coefficient|deviation|variance|residual|p|r|"
    "r^2|r2|ρ|κ|τ|t|u|z|chi|χ^2|χ2|d|cohen's d|effect size|total|only|just|nearly|reaches|reached|reach|achieves|"
    "achieved|achieve|attains|attained|sustains|sustained|sustain|obtains|obtained|yields|yielded|scores|scored|"
    "measures|measured|records|recorded|delivers|delivered|improves|improved|reduces|reduced|cuts|cut|lowers|"
    "lowered|raises|raised|increases|increased|decreases|decreased|drops|dropped|falls|fell|rises|rose|grows|grew|"
    "exceeds|exceeded|outperforms|takes|took|runs in|completes in|finishes in|requires|required|costs|saves|saved|"
    "loses|lost|by|to|from|of|is|was|are|were|at|with|within|and|or|vs|versus|than|over|under|about|"
    "approximately|roughly|around|almost",
    suffixes="of", operators="=:<>≤≥≈")
@dataclass
class Mention:
    index: int
    text: str  # as printed in the source, e.g. "3.20", "59\,918", "4.44\times 10^{-16}"
    value: float
    decimals: int  # digits after the decimal point of the mantissa
    exponent: Optional[int]  # the power of ten of scientific notation, else None
    unit: str
    type: str
    requires_assertion: bool
    section: str
    context: str  # prose, caption, table, math, footnote, uncertainty
    file: str
    line: int
    column: int
    qualifier: Optional[dict]
    sentence: int
    block: int = field(repr=False, default=-1)
    start: int = field(repr=False, default=0)  # offsets in the block's rendered text
    end: int = field(repr=False, default=0)
    scale: int = 0  # power of ten of a scale word or suffix, already applied to value

    def as_json(self) -> dict:
        return {
            "index": self.index, "text": self.text, "value": self.value, "decimals": self.decimals,
            "exponent": self.exponent, "unit": self.unit, "type": self.type,
            "requires_assertion": self.requires_assertion, "section": self.section, "context": self.context,
            "file": self.file, "line": self.line, "column": self.column, "qualifier": self.qualifier,
            "sentence": self.sentence, "scale": self.scale,
        }


@dataclass
class RawNumber:
    start: int
    end: int  # end of the number itself (before any unit)
    value: float
    decimals: int
    exponent: Optional[int]
    negative: bool
    unit: str
    unit_end: int
    scale: int = 0  # power of ten of a scale word or suffix (1.2 thousand: 3); part of the value


def _minus(s: str) -> str:
    return s.replace("−", "-")


def _math_thousands(text: str, start: int, mant: str) -> bool:
    """$10,000$ is ten thousand: in math a comma groups thousands when the first group is short or a later
    group starts with 0, and no bracket around it makes a list or interval ([1,100], \\{128,256\\}, f(2,512))."""
    groups = mant.split(".")[0].split(",")
    if groups[0] == "0" or (len(groups[0]) == 3 and not any(g.startswith("0") for g in groups[1:])):
        return False
    before = text[max(0, start - 8) : start].rstrip(" \u00a0\u2009")[-1:]
    after = text[start + len(mant) : start + len(mant) + 8].lstrip(" \u00a0\u2009")[:1]
    return before not in ("(", "[", "{") and after not in (")", "]", "}", ",", ";")


def find_numbers(text: str, math_at) -> List[RawNumber]:
    """Every number in a rendered text. `math_at(offset)` tells whether an offset is in inline math."""
    out: List[RawNumber] = []
    pos = 0
    while True:
        m = _NUMBER.search(text, pos)
        if not m:
            return out
        start, end = m.start(), m.end()
        mant = m.group("mant")
        if "," in mant and math_at(m.start("mant")) and not _math_thousands(text, m.start("mant"), mant):
            # In math a comma separates list items ({128,256}); it is not a thousands separator.
            cut = m.start("mant") + mant.index(",")
            mant, end = text[m.start("mant") : cut], cut
            exp = None
        else:
            exp_text = m.group("e1") or m.group("e2")
            exp = int(_minus(exp_text)) if exp_text else None
            power = _POWER_OF_TEN.match(text, end) if mant == "10" and exp is None else None
            if power:  # a bare power of ten, 10^{4}: the number 10000, printed to its exponent
                exp, end, mant = int(_minus(power.group(1))), power.end(), "1"
        pos = max(end, start + 1)
        sign = m.group("sign")
        # A hyphen after a token with a letter makes an identifier: ResNet-50, SXM4-80GB, x86-64, GPT-4.
        # After a plain number it is a range (1.5-2.0), and both ends are numbers.
        if not sign and start > 1 and text[start - 1] in "-‐" and text[start - 2].isalnum():
            tail = _TOKEN_TAIL.search(text[max(0, start - 40) : start - 1])
            token = tail.group() if tail else ""
            if _HAS_LETTER.search(token):
                continue
        if sign and start > 0 and (text[start - 1].isalnum() or text[start - 1] in ".^_"):
            continue
        follow = text[end : end + 24]
        other_unit = ""
        if follow[:1].isalpha() or follow[:1] == GLUE:
            g = _GLUED.match(follow)
            if not g:
                o = _OTHER_UNIT.match(follow)
                if o is None or o.group() in _NOT_UNITS:
                    continue  # 99th, 3D, 2.5D, fp32 (glued before), 0.5\linewidth
                other_unit = o.group()
        digits = _SEPARATORS.sub("", mant)
        try:
            value = float(digits) * (10.0 ** exp if exp is not None else 1.0)
        except OverflowError:
            value = math.inf
        if not math.isfinite(value) or (exp is not None and abs(exp) > 300):
            # Beyond float range no recorded result can equal it (JSON NaN and Infinity are refused),
            # so it is not a mention; an anchor on it finds nothing to bind: anchor_without_number.
            continue
        if sign:
            value = -value
        decimals = len(digits.split(".")[1]) if "." in digits else 0
        scale, after_scale = 0, end
        sw = _SCALE_WORD.match(text, end) or (_SCALE_SUFFIX.match(text, end) if exp is None else None)
        if sw is not None and exp is None:
            scale = SCALES[sw.group("word")]
            value *= 10.0 ** scale
            if sw.group("word").islower() and len(sw.group("word")) > 2:
                after_scale = sw.end()  # a scale word is not a unit; a unit may follow it
        u = _UNIT.match(text, after_scale)
        unit, unit_end = "", after_scale
        if other_unit:
            unit, unit_end = other_unit, end + len(other_unit)
        elif u:
            unit = _UNIT_NAMES.get(u.group("unit"), u.group("unit"))
            unit_end = u.end()
        out.append(RawNumber(start, end, value, decimals, exp, bool(sign), normalize_unit(unit), unit_end, scale))


def normalize_unit(unit: str) -> str:
    unit = _UNIT_NAMES.get(unit, unit)
    if _FLOP_UNIT.fullmatch(unit):
        p = _PREFIX.match(unit)
        prefix = p.group() if p else ""
        unit = prefix + ("FLOP/s" if unit.endswith("/s") or unit.lower().endswith("flops") else "FLOP")
    if unit.endswith("byte/s") or unit.endswith("bytes/s"):
        unit = unit.split("byte")[0] + "B/s"
    return unit


def qualifier(text: str, start: int) -> Optional[dict]:
    head = text[max(0, start - 24) : start]
    m = _QUALIFIER.search(head)
    if not m:
        return None
    word = (m.group("word") or m.group("sym")).lower()
    kind, strict = _QUALIFIERS[word]
    return {"kind": kind, "strict": strict, "text": m.group("word") or m.group("sym")}


_SETTING_HEADER = re.compile(
    r"^\W*(?:#|no\.|num\.?|number of)?\s*(?:params?|parameters|size|model size|layers?|heads?|batch(?: size)?|"
    r"seeds?|epochs?|steps|runs|trials|threads|cores|nodes|gpus?|cpus?|ranks|n|k|d|year|dataset size|samples|"
    r"examples|tokens|vocab(?:ulary)?(?: size)?|context|seq(?:uence)?\.? len(?:gth)?|lr|learning rate|dim(?:ension)?s?|"
    r"rows|cols|columns|nnz|nonzeros|width|depth|clock|frequency)\b",
    re.IGNORECASE,
)


def header_is_setting(cell: str) -> bool:
    """A column header that names a setting: Params, #Layers, Batch size, Seeds, Year.

    A header that also names a measured quantity ("CPU hours", "GPU time") is a result column."""
    return bool(_SETTING_HEADER.match(cell.strip())) and not _MEASURED_HEADER.search(cell)


_MEASURED_HEADER = re.compile(r"\b(?:hours?|time|usage|peak|utili[sz]ation|seconds?|minutes?|days?)\b", re.IGNORECASE)


def header_unit(cell: str) -> Optional[str]:
    """The unit a table header cell gives its column: `Speedup (x)`, `GFLOP/s`, `Acc. (%)`, `Time [ms]`."""
    c = cell.strip()
    m = re.search(r"[(\[]\s*([^()\[\]]{1,16}?)\s*[)\]]", c)
    if m:
        inner = m.group(1).replace("\\", "")
        u = _UNIT.fullmatch(" " + inner) or _UNIT.fullmatch(inner)
        if u:
            return normalize_unit(_UNIT_NAMES.get(u.group("unit"), u.group("unit")))
    for token in re.split(r"[\s\u00a0]+", c):
        token = token.strip(".,;:")
        u = re.fullmatch(r"((?:[PTGMk]i?)?(?:FLOP|Flop|flop)s?/s|(?:[PTGMKk]i?)?B/s|ms|µs|s|%|x|×)(?:/[A-Za-z]+)?", token)
        if u:
            return normalize_unit(u.group(1))
    if re.search(r"\bspeed-?up\b", c, re.IGNORECASE):
        return "x"
    return None


_RATE_UNIT = re.compile(r"^[ \u00a0\u2009]*(?P<unit>[kMG]?(?:ops|op|req|requests|queries|QPS|IOPS|tokens|"
                        r"samples|images|frames|items|tx|transactions|it)(?:/s|/sec| per second)|QPS|IOPS|fps|FPS)"
                        r"(?![A-Za-z])")
# Count nouns: a bare integer before one of these counts things (a setting, unless a verb makes it an outcome).
_COUNT_PREPOSITION = WordCue("with|on|over|across|for|in|among|from|using|of|to|than|into|per|each|every|all|the|"
                              "these|those|our|its|their|two|three|four|five|several|many")
_PLURAL_NOUN = re.compile(r"^[ \u00a0\u2009]*-?[ \u00a0\u2009]*(?:[a-z][a-z-]*[ \u00a0\u2009]+){0,2}[a-z][a-z-]*s\b(?! (?:faster|slower|"
                          r"higher|lower|more|fewer|less|better|worse))")
_PER = re.compile(r"^[ \u00a0\u2009]*[A-Za-z][A-Za-z-]*[ \u00a0\u2009]+per[ \u00a0\u2009]+[a-z]")
_OF_TOTAL = re.compile(r"^[ \u00a0\u2009]*(?:out )?of(?: the| all)?[ \u00a0\u2009]+[0-9][0-9,\u2009]*[ \u00a0\u2009]+[a-z]+s\b")
_SUBSET = re.compile(r"\bthe (?:top|bottom|first|last|rarest|most popular|least popular|fastest|slowest|largest|"
                     r"smallest|oldest|newest)[ \u00a0\u2009]*$", re.IGNORECASE)
_TIME_SETTING_BEFORE = WordCue("for|every|each|after|wait|waits|waited|timeout|time-out|interval|period|budget|limit|"
                                "deadline|window|sampled|sample|run|ran|runs|execute|executed|executes|trained|train|"
                                "lasting|warmup|warm-up", suffixes="of|for")
_RESULT_HEADER = re.compile(r"\b(?:throughput|latency|latencies|accuracy|acc|EM|F1|BLEU|ROUGE|AUC|score|speed-?up|time|"
                            r"runtime|error|loss|perplexity|gain|improvement|reduction|p50|p90|p95|p99|p99\.9|mean|"
                            r"median|avg|average|ops|QPS|IOPS|bandwidth|efficiency|utili[sz]ation|success|rate|"
                            r"recall|precision|mAP|ppl|energy|power|cost|memory usage|slowdown|overhead|"
                            r"NQ|TriviaQA|WebQ|PopQA|GLUE|MMLU|HumanEval|top-?1|top-?5)\b", re.IGNORECASE)


def header_is_result(cell: str) -> bool:
    return bool(_RESULT_HEADER.search(cell))


_SETUP_HEADING = re.compile(r"\b(?:setup|set-up|implementation|configuration|hardware|platform|environment|"
                            r"training details|hyper-?parameters|protocol|experimental design|methodology|"
                            r"materials|procedure)\b",
                            re.IGNORECASE)
_STRONG_NOUNS = re.compile(
    r"^[ \u00a0\u2009]*-?[ \u00a0\u2009]*(?:[A-Za-z][A-Za-z-]* )?(?:parameters?|params|layers?|heads?|GPUs?|CPUs?|"
    r"cores?|threads?|nodes?|ranks?|epochs?|seeds?|runs?|trials?|iterations?|warm-?ups?|workers?|processes)\b"
    r"(?![ \u00a0-]+(?:hours?|h|seconds?|minutes?|days?|time|usage|utili[sz]ation|load|memory))",
    re.IGNORECASE)
# "a 30× human sample", "a 100× objective": a magnitude used as an adjective (a setting), unlike
# "a 2.5× reduction" or "2.5× faster".
_ADJECTIVE_MAGNITUDE = re.compile(r"^[ \u00a0\u2009]*(?!(?:speed-?ups?|improvements?|reductions?|increases?|gains?|"
                                  r"faster|slower|larger|smaller|higher|lower|more|fewer|less|better|worse|boosts?|"
                                  r"accelerations?|lead|advantage|drop|decrease)\b)[A-Za-z][A-Za-z-]*")
_ARTICLE = re.compile(r"\b(?:a|an)[ \u00a0]*$", re.IGNORECASE)
# "with an error rate of 0.5%", "with a dropout rate of 10%": a configured rate.
_WITH_RATE = re.compile(r"\bwith (?:a |an )?(?:[A-Za-z-]+ ){0,2}(?:rate|ratio|probability|fraction|share)"
                        r"[ \u00a0]*(?:of|=)?[ \u00a0]*$", re.IGNORECASE)
# "2.9 CPU hours", "120 GPU-days": a resource-time unit, so a duration.
_RESOURCE_TIME = re.compile(r"^[ \u00a0\u2009]*(?:CPU|GPU|TPU|core|node|machine|wall-?clock|compute)[ \u00a0-]+"
                            r"(?:hours?|h|seconds?|minutes?|days?)\b", re.IGNORECASE)
_LIST_TAIL = re.compile(r"^[ \u00a0\u2009]*(?:,|and|or|to|–|--)[ \u00a0\u2009]*(?:and[ \u00a0\u2009]+)?[0-9][0-9.,]*"
                        r"[A-Za-z%]*[ \u00a0\u2009]*")
_SUBSET_AFTER = re.compile(r"^[ \u00a0\u2009]*(?:of the )?(?:most|least|top|bottom|rarest|fastest|slowest|largest|"
                           r"smallest|oldest|newest|first|last)\b", re.IGNORECASE)
# Choosing a value is a setting: "reserves from 10% to 40%", "in steps of 10", "we set k to 5".
_CHOICE_BEFORE = WordCue(
    "reserve|reserves|reserved|reserving|set|sets|setting|choose|chooses|choosing|chose|chosen|select|selects|selected|"
    "selecting|vary|varies|varied|varying|sweep|sweeps|sweeping|swept|allocate|allocates|allocated|allocating|assign|"
    "assigns|assigned|assigning|steps of|step of|increments of|increment of|intervals of|interval of|capped at|cap of|"
    "limited to|limit to|limit of|limited of|threshold of|thresholds of|default of|defaults of|default is|default to",
    suffixes="from|between|to|at|of|is", operators="=")
_DEFAULT_AFTER = re.compile(r"^[ \u00a0\u2009]*(?:by default|as (?:the )?default|per default)", re.IGNORECASE)
_COMPOSITION_AFTER = re.compile(r"^[ \u00a0\u2009]+(?!(?:points|less|fewer|across|as|plus|minus|is|was|has|its|this|"
                                r"thus|versus|vs|across|whereas|unless)\b)[a-z]+s\b")
_MAGNITUDE = re.compile(r"^[ \u00a0\u2009]*(?:thousand|million|billion|trillion)\b", re.IGNORECASE)
_METRIC_NOUNS = {"error", "accuracy", "overhead", "utilization", "utilisation", "efficiency", "loss", "improvement",
                 "reduction", "speedup", "speed-up", "slowdown", "gain", "drop", "precision", "recall", "score"}
_METRIC_VERBS = WordCue("is|was|are|were|of|reaches|stays at")


def _metric_is(before: str) -> bool:
    """"its median relative error is 6.4%": a metric noun, a few words, then is/was/of."""
    if not _METRIC_VERBS(before):
        return False
    words = [w.strip(".,;:()").lower() for w in before[-60:].split()][-6:-1]
    return any(w in _METRIC_NOUNS for w in words) or "hit rate" in before or "miss rate" in before


_ASSIGN = re.compile(r"(?:^|[\s(,;\u00a0])(?![pPrRtFzUdρκτχ])[A-Za-zα-ωΑ-Ω](?:_[A-Za-z0-9]+)?[ \u00a0\u2009]*=[ \u00a0\u2009]*$")


_MEASURED_VERB = re.compile(
    r"(?:reaches|achieves|sustains|measures|uses|consumes|occupies|saves|frees|needs|requires|takes|"
    r"footprint of|usage of|peak of|memory of|memory is|RAM of|size of the index is)[ \u00a0]*"
    r"(?:only |just |about |roughly )?$")
_INTEGER_RESULT_CUE = re.compile(
    r"(?:accuracy|score|efficiency|speed-?up|factor|throughput|bandwidth|latency|runtime|reaches|achieves|"
    r"attains|sustains|obtains|yields|reduces|improves|rises|falls|drops|between|from|to|p|r|ρ)"
    r"[ \u00a0\u2009]*(?:[=:<>≤≥≈]|of|to|by)?[ \u00a0\u2009]*$", re.IGNORECASE)
_PERCENT_VERB = re.compile(r"(?:by|to|reaches|achieves|adds|costs|incurs|saves|frees)[ \u00a0]*$")


# "Variant 1 is 2.0x faster", "GPU 0", "Kernel 3": a capitalised noun then an integer names a thing.
_LABEL_BEFORE = re.compile(r"(?:^|[\s(\u00a0])([A-Z][a-z]*[A-Za-z]|[A-Z]{2,})[ \u00a0]?$")
_NOT_LABELS = {"Only", "About", "Over", "Under", "Nearly", "Almost", "Roughly", "Approximately", "Around", "Just",
               "All", "Some", "In", "On", "With", "For", "From", "Of", "At", "By", "To", "And", "Or", "The", "These",
               "Those", "Each", "Every", "Up", "Less", "More", "Fewer", "Than", "Within", "Below", "Above", "Exactly",
               "Another", "Until", "After", "Before", "Between", "Among", "Across", "Reaching", "Taking",
               "Using", "Overall", "Altogether", "Total", "Combined", "Both", "Top", "Bottom", "First", "Last"}


def classify(raw: RawNumber, text: str, section: str, context: str, cell_unit: Optional[str],
             qual: Optional[dict], cell_setting: bool = False, cell_result: bool = False, heading: str = "") -> str:
    """The type of one numeric mention (SPEC section 3), from cues around it; the section is a weak prior."""
    before = text[max(0, raw.start - 48) : raw.start].replace(CELL, " ").replace(REF, " ")
    after = text[raw.unit_end : raw.unit_end + 64]
    magnitude = _MAGNITUDE.match(after)
    if magnitude:  # "1.2 million questions": the noun that follows is what is counted
        after = after[magnitude.end() :]
    unit = raw.unit or (cell_unit or "")
    is_int = raw.decimals == 0 and (raw.exponent is None or raw.exponent >= 0)
    if context == "uncertainty":
        return AMBIGUOUS
    if _REF_BEFORE.search(before):
        return REFERENCE
    if raw.decimals == 0 and raw.exponent is None and not raw.unit and not raw.negative and \
            1900 <= raw.value <= 2099 and _FOUR_DIGITS.fullmatch(text[raw.start : raw.end]) and \
            not _SETTING_AFTER.match(after):
        return YEAR
    if section == "references":
        return AMBIGUOUS
    label = _LABEL_BEFORE.search(before) if is_int and not raw.unit and not raw.negative else None
    if label and label.group(1) not in _NOT_LABELS and not after[:1].isalnum():
        return AMBIGUOUS
    if not unit and _RESOURCE_TIME.match(after):
        unit = "h"
    rate = bool(_RATE.search(unit)) or bool(_RATE_UNIT.match(after))
    result_after = bool(_RESULT_AFTER.match(after))
    result_before = _RESULT_BEFORE(before)
    setup = section == "methodology" or bool(_SETUP_HEADING.search(heading)) and section != "results"
    tail = _LIST_TAIL.sub("", after, count=1) if _LIST_TAIL.match(after) else after  # "1.1B and 3B parameters"
    # Settings stated outright: "batch size of 256", "CUDA 12.4", "k = 20", table columns such as Params.
    if cell_setting or _STRONG_SETTING_BEFORE.search(before) or _SUBSET.search(before) or _ASSIGN.search(before) \
            or _CHOICE_BEFORE(before) or _DEFAULT_AFTER.match(after):
        return SETTING
    if unit == "%" and _COMPOSITION_AFTER.match(after):
        return SETTING  # a workload mix: "50% reads, 50% updates"
    if unit == "x" and _ARTICLE.search(before) and _ADJECTIVE_MAGNITUDE.match(after):
        return SETTING
    if unit == "%" and _WITH_RATE.search(before):
        return SETTING
    if _SUBSET_AFTER.match(after) and unit in ("%", ""):
        return SETTING  # "the 30% most popular questions"
    if _OF_TOTAL.match(after) and is_int:
        return RESULT  # "faster on 1,302 of the 1,488 matrices": the count is the outcome
    if _STRONG_NOUNS.match(tail) and unit not in RESULT_UNITS and not rate:
        return SETTING  # "8 GPUs", "1.1B and 3B parameters", "3 seeds"
    count_noun = is_int and not raw.unit and bool(_SETTING_AFTER.match(after) or _PER.match(after))
    if count_noun:
        return SETTING
    if is_int and not raw.unit and _PLURAL_NOUN.match(after) and not result_after and \
            (_COUNT_PREPOSITION(before) or (qual and qual["kind"] != "approximate")):
        return SETTING  # "on 1,488 matrices", "more than 2,000 matrices"
    if context == "table":
        if unit in RESULT_UNITS or rate or cell_result:
            return RESULT
        if raw.unit in ("B", "K", "M", "T", "G", "k"):
            return SETTING  # a model or data size in a name column: "TinyDistill (1.1B)"
        return RESULT if not is_int else AMBIGUOUS
    if unit in ("ms", "µs", "ns", "s", "min", "h", "d"):
        # A duration is a result ("takes 31 hours") or a setting ("for 30 minutes", "every 10 s").
        if _TIME_SETTING_BEFORE(before) and not result_after:
            return SETTING
        if setup and not (result_before or result_after):
            return SETTING
        return RESULT
    if unit in ("%", "x", "pp"):
        # In a setup or method section a percentage is a parameter unless a verb makes it an outcome.
        if setup and not (result_after or _metric_is(before) or _PERCENT_VERB.search(before)):
            return SETTING
        return RESULT
    if rate or raw.exponent is not None and raw.exponent < 0:
        return RESULT
    if unit in ("Hz", "MHz", "GHz", "kHz", "B", "KB", "kB", "MB", "GB", "TB", "GiB", "MiB", "K", "M", "T", "W"):
        # Hardware sizes and clocks are settings; a measured footprint is a result.
        measured = result_after or _MEASURED_VERB.search(before)
        return RESULT if not setup and (measured or not is_int) else SETTING
    if result_after or (qual and qual["kind"] != "approximate" and not setup):
        return RESULT
    if raw.exponent is not None:
        return RESULT
    if setup:
        return SETTING if not (result_before and not is_int) else RESULT
    if not is_int:
        return RESULT
    if result_before and _INTEGER_RESULT_CUE.search(before):
        return RESULT
    return AMBIGUOUS
