"""Numeric mentions: found in rendered sentence text, classified, positioned (SPEC section 3).

The one number scanner of the project. Everything that reads numbers from the paper uses it.
"""

from __future__ import annotations

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
    r"(?P<sign>(?<![0-9\-−–])[-−](?=\.?[0-9]))?"  # a minus sign, not a range dash (3--5)
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
    r"W|mW|kW|J|kJ|°C|dB|K|M|B|T|GiB|MiB)(?![A-Za-z])"
)
_UNIT_NAMES = {"×": "x", "percentage point": "pp", "percentage points": "pp", "sec": "s", "secs": "s",
               "second": "s", "seconds": "s", "millisecond": "ms", "milliseconds": "ms", "us": "µs",
               "microsecond": "µs", "microseconds": "µs", "minute": "min", "minutes": "min", "hour": "h",
               "hours": "h", "day": "d", "days": "d"}
RESULT_UNITS = {"%", "x", "pp", "ms", "µs", "ns", "s", "min", "h"}
_RATE = re.compile(r"(?:FLOP|B)s?/s$|FLOPS$")

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
    r"instances?|configurations?|variants?|kernels?|grid points|points|cells|elements|entries|items|"
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
_RESULT_BEFORE = re.compile(
    r"(?:\b(?:accuracy|acc|F1|F1-score|score|BLEU|ROUGE(?:-[L12])?|AUC|AUROC|mAP|precision|recall|error|"
    r"loss|perplexity|efficiency|utili[sz]ation|speed-?up|slowdown|factor|throughput|bandwidth|latency|"
    r"runtime|time|times|overhead|improvement|reduction|gain|drop|increase|decrease|ratio|rate|share|"
    r"fraction|proportion|percentage|median|mean|average|geomean|correlation|coefficient|deviation|"
    r"variance|residual|p|P|r|R\^?2|ρ|κ|τ|t|U|z|chi|χ\^?2|d|Cohen's d|effect size|total|only|just|nearly|"
    r"reaches|reached|reach|achieves|achieved|achieve|attains|attained|sustains|sustained|sustain|obtains|"
    r"obtained|yields|yielded|scores|scored|measures|measured|records|recorded|delivers|delivered|"
    r"improves|improved|reduces|reduced|cuts|cut|lowers|lowered|raises|raised|increases|increased|"
    r"decreases|decreased|drops|dropped|falls|fell|rises|rose|grows|grew|exceeds|exceeded|outperforms|"
    r"takes|took|runs in|completes in|finishes in|requires|required|costs|saves|saved|loses|lost|by|to|"
    r"from|of|is|was|are|were|at|with|within|and|or|vs\.?|versus|than|over|under|only|about|approximately|"
    r"roughly|nearly|around|almost)"
    r"[ \u00a0\u2009]*(?:[=:<>≤≥≈]|of)?[ \u00a0\u2009]*(?:\(|\[)?[ \u00a0\u2009]*$)",
    re.IGNORECASE,
)
RESULT_SECTIONS = {"abstract", "results", "conclusion", "discussion", "introduction", "limitations", "body"}
SETTING_SECTIONS = {"methodology", "experiments"}


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

    def as_json(self) -> dict:
        return {
            "index": self.index, "text": self.text, "value": self.value, "decimals": self.decimals,
            "exponent": self.exponent, "unit": self.unit, "type": self.type,
            "requires_assertion": self.requires_assertion, "section": self.section, "context": self.context,
            "file": self.file, "line": self.line, "column": self.column, "qualifier": self.qualifier,
            "sentence": self.sentence,
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


def _minus(s: str) -> str:
    return s.replace("−", "-")


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
        if "," in mant and math_at(m.start("mant")):
            # In math a comma separates list items ({128,256}); it is not a thousands separator.
            cut = m.start("mant") + mant.index(",")
            mant, end = text[m.start("mant") : cut], cut
            exp = None
        else:
            exp_text = m.group("e1") or m.group("e2")
            exp = int(_minus(exp_text)) if exp_text else None
        pos = max(end, start + 1)
        sign = m.group("sign")
        # A hyphen that follows a word is part of an identifier: ResNet-50, SXM4-80GB, GPT-4.
        if not sign and start > 0 and text[start - 1] in "-‐" and start > 1 and text[start - 2].isalnum():
            continue
        if sign and start > 0 and (text[start - 1].isalnum() or text[start - 1] in ".^_"):
            continue
        follow = text[end : end + 12]
        if follow[:1].isalpha() or follow[:1] == GLUE:
            g = _GLUED.match(follow)
            if not g:
                continue  # 99th, 3D, 2.5D, fp32 (glued before), 0.5\linewidth
        digits = re.sub(r"[,\u2009\u202f]", "", mant)
        try:
            value = float(digits) * (10.0 ** exp if exp is not None else 1.0)
        except OverflowError:
            value = math.inf
        if not math.isfinite(value) or (exp is not None and abs(exp) > 300):
            continue  # not representable: never a silent number
        if sign:
            value = -value
        decimals = len(digits.split(".")[1]) if "." in digits else 0
        u = _UNIT.match(text, end)
        unit, unit_end = "", end
        if u:
            unit = _UNIT_NAMES.get(u.group("unit"), u.group("unit"))
            unit_end = u.end()
        out.append(RawNumber(start, end, value, decimals, exp, bool(sign), normalize_unit(unit), unit_end))


def normalize_unit(unit: str) -> str:
    unit = _UNIT_NAMES.get(unit, unit)
    if re.fullmatch(r"(?:[PTGMk]i?)?(?:FLOP|Flop|flop)s?(?:/s)?", unit):
        prefix = re.match(r"(?:[PTGMk]i?)?", unit).group()
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


def classify(raw: RawNumber, text: str, section: str, context: str, cell_unit: Optional[str],
             qual: Optional[dict]) -> str:
    before = text[max(0, raw.start - 48) : raw.start].replace(CELL, " ").replace(REF, " ")
    after = text[raw.unit_end : raw.unit_end + 48]
    unit = raw.unit or (cell_unit or "")
    is_int = raw.decimals == 0 and raw.exponent is None
    if context == "uncertainty":
        return AMBIGUOUS
    if _REF_BEFORE.search(before):
        return REFERENCE
    if is_int and not raw.unit and not raw.negative and 1900 <= raw.value <= 2099 and \
            re.fullmatch(r"[0-9]{4}", text[raw.start : raw.end]) and not _SETTING_AFTER.match(after):
        return YEAR
    if section == "references":
        return AMBIGUOUS
    strong_setting = bool(_STRONG_SETTING_BEFORE.search(before))
    if _SETTING_AFTER.match(after) and unit not in RESULT_UNITS or strong_setting:
        return SETTING
    result_unit = unit in RESULT_UNITS or bool(_RATE.search(unit))
    if context == "table":
        if result_unit or not is_int:
            return RESULT
        return AMBIGUOUS
    if section in SETTING_SECTIONS:
        # Method and setup sections state settings; a result there carries a result cue.
        if (result_unit or raw.exponent is not None) and (_RESULT_AFTER.match(after) or _RESULT_BEFORE.search(before)):
            return RESULT if unit in ("%", "x", "pp") or _RESULT_AFTER.match(after) else SETTING
        return SETTING
    if result_unit or raw.exponent is not None:
        return RESULT
    if unit in ("Hz", "MHz", "GHz", "kHz", "B", "KB", "kB", "MB", "GB", "TB", "GiB", "MiB", "K", "M", "B", "T", "W"):
        return RESULT if _RESULT_AFTER.match(after) or qual else SETTING
    if _RESULT_AFTER.match(after):
        return RESULT
    if qual and qual["kind"] != "approximate":
        return RESULT
    if not is_int:
        return RESULT if _RESULT_BEFORE.search(before) or section in RESULT_SECTIONS else AMBIGUOUS
    if section in RESULT_SECTIONS and _RESULT_BEFORE.search(before) and re.search(
            r"(?:accuracy|score|efficiency|speed-?up|factor|throughput|bandwidth|latency|runtime|reaches|achieves|"
            r"attains|sustains|obtains|yields|reduces|improves|p|r|ρ)[ \u00a0\u2009]*(?:[=:<>≤≥≈]|of|to|by)?"
            r"[ \u00a0\u2009]*$", before, re.IGNORECASE):
        return RESULT
    return AMBIGUOUS
