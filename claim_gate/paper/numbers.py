"""Numeric mentions: found in rendered sentence text, classified, positioned (SPEC section 3).

The one number scanner of the project. Everything that reads numbers from the paper uses it.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import List, Optional, Tuple

from ..lazy_re import lazy
from .scan import GLUE, NBSP, THIN

SPACE = f" {NBSP}{THIN}\u202f\t"
RESULT = "result_claim"
SETTING = "experimental_setting"
YEAR = "citation_year"
REFERENCE = "figure_table_ref"
AMBIGUOUS = "ambiguous"
TYPES = (RESULT, SETTING, YEAR, REFERENCE, AMBIGUOUS)

_NUMBER = lazy(
    r"(?<![0-9A-Za-z_.^\ue002])"  # not glued to a word, a decimal point, or a superscript
    r"(?<![\^_][-−+])"  # nor the digits of x^{-2}
    # A minus sign, not a range dash (3--5); a typeset minus (\textminus, unicode) may stand apart from its digits.
    # In a table cell a hyphen-minus may stand apart too, as the cell's first mark: "& - 0.207 km &" (tremor_depth, set 38).
    r"(?P<sign>(?<![0-9\-−–])(?<![0-9]%)(?<![0-9]×)(?<![0-9]x)(?:-|−[ \u00a0\u2009]?|(?:(?<=\x1f)|(?<=\x1f[ \u00a0]))-"
    r"[ \u00a0\u2009])(?=\.?[0-9]))?"
    # Thousands grouped by a comma, a thin space (\\,) or a tie (21~000); by a plain space when the last group
    # is 000 ("21 000 K", "1 500 000") or the first is one digit with one group after it ("1 500 K"; not at the end
    # of a list, "2 4 8 128"): "64 128 256" stays a list. A decimal comma before a percent or a unit, or alone in
    # a table cell: "93,1%", "93,1 percent", "3,2 mm", "88,1" (a cell "1,2" stays two identifiers).
    r"(?P<mant>(?:[0-9]{1,3}(?:\.[0-9]{3}){2,}(?![0-9]|\.[0-9])|[0-9]{1,3}(?:(?:,|\u2009|\u202f|\u00a0)[0-9]{3})+|[0-9]{1,3}(?: [0-9]{3})* 000(?![0-9]|[.,][0-9])|"
    r"(?<![0-9] )[1-9] [0-9]{3}(?![0-9]| [0-9]|[.,][0-9])|(?<![0-9],)(?P<dcomma>(?![1-9],[1-9][ \u00a0\u2009]*(?:\x1f|$))[0-9]{1,3},[0-9]{1,2})(?=[ \u00a0\u2009]?(?:%|percent\b|per[ \u00a0]cent\b|(?:[kMGT]?(?:Hz|W|J|V|Pa|B|eV)|[mcµμn]?m|m?[sAV]|kg|g|K|°C|h|min|dB|bar)(?![A-Za-z0-9])|[ \u00a0\u2009]*(?:\x1f|$)))|[0-9]+)"
    r"(?:\.[0-9]+)?|\.[0-9]+)"
    r"(?:[eE](?P<e1>[-+−]?[0-9]+)"
    r"|[ \u00a0\u2009]*[×x·][ \u00a0\u2009]*10\^\{?(?P<e2>[-+−]?[0-9]+(?:\.[0-9]+)?)\}?)?"  # 10^{6.6}: see FRACTIONAL_POWER
    r"(?![0-9]|\.[0-9]|[,\u2009][0-9]{3}(?![0-9]))"
)
# Prefixes that a hyphen joins to a number without making an identifier: "sub-1-day MAE", "sub-10ms", "near-100%",
# "pre-2000", "mid-2019" print a number (an attacker's "sub-1-day" must not hide one).
_PREFIXES = frozenset(("sub", "super", "near", "over", "under", "pre", "post", "mid"))
# The last word of a hyphenated phrase before a number that makes it no identifier: "a factor-of-3 reduction",
# "an up-to-3.4x speedup", "a less-than-2% overhead", "a nearly-2x speedup" (red team 11); "top-5" stays a name.
_JOINING_WORDS = frozenset(("of", "to", "than", "nearly", "almost", "about", "roughly", "around", "approximately",
                            "least", "most", "only", "just"))
# Letters that may be glued to a number (2x, 10ms, 80GB, 110M): anything else makes it a non-mention
# (99th, 3D, 2.5D, 1st, 0.5\linewidth, 3in).
_GLUED = lazy(r"(?:x|×|%|ms|us|µs|ns|s|GB|MB|KB|kB|TB|GiB|MiB|KiB|TiB|GHz|MHz|kHz|Hz|GB/s|MB/s|TB/s|"
              r"GFLOPS|TFLOPS|GFLOP/s|TFLOP/s|W|J|pp|K|M|B|G|T|k)(?![A-Za-z0-9])")
_UNIT = lazy(
    r"[ \u00a0\u2009\u202f]*(?P<unit>%|(?:×(?![ \u00a0\u2009]*[0-9])|x(?![A-Za-z0-9])(?![ \u00a0\u2009]*[0-9])|"
    r"percentage points?|pp(?![A-Za-z])|"
    r"(?:[PTGMk]i?)?(?:FLOP|Flop|flop)s?(?:/s)?(?![A-Za-z])|(?:[PTGMKk]i?)?(?:B|byte|bytes)/s(?![A-Za-z])|"
    r"(?:[PTGMKk]i?)?B(?![A-Za-z])|(?:[PTGMk])?Hz(?![A-Za-z])|"
    r"ms|µs|us|ns|s|sec|secs|seconds?|milliseconds?|microseconds?|minutes?|min|hours?|h|days?|"
    r"W|mW|kW|J|kJ|°C|dB|K|M|B|T|GiB|MiB|[kMG]?(?:ops|req|tx|tokens|samples|images|frames|queries|it)/s|QPS|IOPS|fps)"
    r"(?![A-Za-z])(?!\.[A-Za-z]\.))"  # a % is a percent whatever follows it ("95%CI"); "1 s.e." has no unit
)
# A scale word or suffix multiplies the printed value (SPEC section 4): 1.234k, 1.2 thousand, 3.4 million.
_SCALE_WORD = lazy(r"[ \u00a0\u2009\u202f]+(?P<word>thousand|million|billion|trillion)(?![A-Za-z])")
_SCALE_SUFFIX = lazy(r"(?P<word>k|K|M|B|bn)(?![A-Za-z0-9])")
SCALES = {"thousand": 3, "million": 6, "billion": 9, "trillion": 12, "k": 3, "K": 3, "M": 6, "B": 9, "bn": 9}
# A unit the scanner does not know, glued to its number (55.9Mb, 2.78Gbp, 5mg, 3kDa, a 2.5σ signal): still a mention.
_OTHER_UNIT = lazy(r"[A-Za-zµΩσ]+(?:/[A-Za-z]+)?(?![A-Za-z0-9])")
# Glued letters that make the numeral part of a word or a layout length, not a number with a unit.
_NOT_UNITS = {"st", "nd", "rd", "th", "D", "in", "pt", "em", "ex", "sp", "px"}
# One capital letter glued to a number names a thing (3I/ATLAS, 2I/Borisov, 4K, 5G) unless it is an SI unit.
_SI_LETTERS = frozenset("AVNCLFHSWJKTMBΩ")


# Capitals glued to a digit that name a thing: 3DGS, 2AFC, 1RTT, 3GPP, 5GNR. Only these: any other glued capitals
# stay a unit, so a printed result never vanishes behind "2.3BLEU", "3TFLOP" or "9KLOC" (red teams 12 and 13).
_DESIGNATIONS = frozenset(("DGS", "AFC", "RTT", "GPP", "GNR", "IFC", "DOF", "WD", "FA"))


def _is_designation(unit: str, mant: str, sign: bool) -> bool:
    head = unit.split("/")[0]
    if len(head) >= 2 and head.isalpha() and head.isupper():
        return head in _DESIGNATIONS and mant.isdigit() and len(mant) == 1 and not sign
    # 3D, 4K, 5G name things; "3.2X", "2.3D" (debye) print a number (red team 14)
    return len(head) == 1 and head.isupper() and head not in _SI_LETTERS and head != "X" and mant.isdigit()


_GENERATIONS = frozenset("23456")
_TOKEN_TAIL = lazy(r"[A-Za-z0-9_.\-]*$")
_HAS_LETTER = lazy(r"[A-Za-z]")
_CONTINENTAL = lazy(r"[0-9]{1,3}(?:\.[0-9]{3}){2,}")
_SEPARATORS = lazy(r"[,\u2009\u202f\u00a0 ]")
_FLOP_UNIT = lazy(r"(?:[PTGMk]i?)?(?:FLOP|Flop|flop)s?(?:/s)?")
_PREFIX = lazy(r"(?:[PTGMk]i?)?")
# 10^{4}, 10^{ -3 } (the rendered text keeps no braces: 10^4, 10^ -3); 10^{6.6} has a fractional exponent
# (FRACTIONAL_POWER), read but never trusted: its printed precision (a factor, not a unit) is not modelled.
_POWER_OF_TEN = lazy(r"\^\{?[ \u00a0\u2009]*([-+−]?[0-9]+(?:\.[0-9]+)?)(?:[ \u00a0\u2009]*\})?")
FRACTIONAL_POWER = "a power of ten with a fractional exponent (10^{6.6}): its printed precision is not modelled"
# 2^{-38}, 2^{32}, 128^{3}: an integer base other than ten to an integer power prints the number base**exponent, not
# the base (read as 2, a recorded 2 bound to "$2^{-38}$" passed). A whole power is an integer, printed exactly and
# checked as one. A negative power's precision is no decimal place the numeric check models, so an anchor on it is
# left unresolved rather than compared. Not an exponent that opens a relation ("2^{-88 \le w < -48}" is a range of
# powers).
_POWER_OF_BASE = lazy(r"\^[ \u00a0\u2009]*([-+−]?[0-9]{1,4})(?![0-9]|\.[0-9]|[ \u00a0\u2009]*(?:[≤<>≥]|\\[lg]e|\\[lg]eq))")
POWER_OF_BASE = "a negative power of a base other than ten (2^{-38}): its printed precision is not modelled"
# "5800^{+120}_{-150}", "5^{+2}_{-1}": an integer with an error bar, not a power (5800^120 vanished as beyond float
# range, 5^2 was read as 25; red team, session 40). A power is never written with its own plus sign or a -b below.
_SIGNED_SCRIPTS = lazy(r"\^\+|\^[0-9]+(?:\.[0-9]+)?_[-−]")
_UNIT_NAMES = {"×": "x", "X": "x", "percentage point": "pp", "percentage points": "pp", "sec": "s", "secs": "s",
               "second": "s", "seconds": "s", "millisecond": "ms", "milliseconds": "ms", "us": "µs",
               "microsecond": "µs", "microseconds": "µs", "minute": "min", "minutes": "min", "hour": "h",
               "hours": "h", "day": "d", "days": "d"}

_QUALIFIER = lazy(
    r"(?:(?P<word>\b(?:about|approximately|around|roughly|nearly|almost|over|more than|above|exceeds|"
    r"exceeding|at least|greater than|under|less than|below|at most|fewer than))|(?P<sym>[≈∼~<>≤≥≲≳≪≫⋘⋙⪇⪈]))"
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
    # \lesssim, \gtrsim: "at most about", "at least about", inclusive bounds (SPEC names no approximate bound)
    "≲": ("upper_bound", False), "≳": ("lower_bound", False),
    # \ll, \gg ("the error is $\ll 0.01$"), \lll, \ggg, \lneq, \gneq: strict bounds, the part of "much less" a
    # record can be held to (read as equal, a recorded 0.0099 matched "≪ 0.01" and 0.0001 failed it)
    "≪": ("upper_bound", True), "≫": ("lower_bound", True), "⋘": ("upper_bound", True), "⋙": ("lower_bound", True),
    "⪇": ("upper_bound", True), "⪈": ("lower_bound", True),
}

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
    rule: str = field(repr=False, default="")  # the classification rule that decided the type (classify.RULES)

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
    unmodelled: str = ""  # why this number, read, cannot be trusted (FRACTIONAL_POWER)


def _minus(s: str) -> str:
    return s.replace("−", "-")


def _list_item(text: str, start: int) -> bool:
    """Right after "digit," a number is the next item of a list whose first item was no thousands group:
    "20,40,200,500" is 20, 40, 200, 500, never 20 and 40200500 (in math or in text)."""
    return text[start - 1 : start] == "," and text[max(0, start - 2) : start - 1].isdigit()


def _math_thousands(text: str, start: int, mant: str, math_at) -> bool:
    """$10,000$ is ten thousand: in math a comma groups thousands when the first group is short or a later
    group starts with 0, or the number is all its math holds ($507,395$), and no bracket around it makes a list or
    interval ([1,100], \\{128,256\\}, f(2,512)).
    Punctuation after the math has closed ("$N=32,768$, and") belongs to the sentence, not to a list."""
    groups = mant.split(".")[0].split(",")
    end = start + len(mant)
    # alone in its math ("resulted in $507,395$ observations": eqs_sphere, set 48) a list would need a bracket
    alone = groups[0] != "0" and (start == 0 or not math_at(start - 1)) and not math_at(end)
    if not alone and (groups[0] == "0" or (len(groups[0]) == 3 and not any(g.startswith("0") for g in groups[1:]))):
        return False
    before = text[max(0, start - 8) : start].rstrip(" \u00a0\u2009")[-1:]
    tail = text[start + len(mant) : start + len(mant) + 8]
    after = tail.lstrip(" \u00a0\u2009")[:1]
    if after and not math_at(start + len(mant) + len(tail) - len(tail.lstrip(" \u00a0\u2009"))):
        after = ""
    return before not in ("(", "[", "{") and after not in (")", "]", "}", ",", ";")


# The end of a range whose first end carries its unit: "5x-8x", "2.72kPa-3kPa", "3 nm-5.5 nm", "20°C-25°C",
# "3m/s-5m/s". Before the hyphen: a number, then a unit of up to six letters (glued or spaced); "ResNet-50",
# "x86-64", "SXM4-80GB", "Qwen2.5-7B" stay names (no unit between their digits and the hyphen).
_NUMBER_UNIT_BEFORE = lazy(r"(?<![A-Za-z0-9.,])[0-9](?:[0-9.,]*[0-9])?(?:[A-Za-zµμΩÅ°%σ]{1,6}|[ \u00a0\u2009]*(?:[°∘^]+[CF]?|%|"
                           r"[A-Za-zµμΩÅσ]{1,4}|[a-z]{1,8}))(?:/[A-Za-z]{1,3})?$")  # "0.8σ-1.0σ" (serial_sx, set 58)


def _range_after_unit(text: str, start: int) -> bool:
    return bool(_NUMBER_UNIT_BEFORE.search(text[max(0, start - 1 - 20) : start - 1]))


# A duration written as clock parts, "9h39m", "1h05m30s", "3d4h", "2m30.75s": each part is a number with its unit
# (red team 14: three parts and days vanished, and "30.75s" was read as 30).
_CLOCK_CHAIN = lazy(r"(?:[0-9]+(?:\.[0-9]+)?(?:d|h|min|m|s)){2,4}(?![A-Za-z0-9])")
_CLOCK_PART = lazy(r"([0-9]+(?:\.[0-9]+)?)(d|h|min|m|s)")
_CLOCK_UNITS = {"d": "d", "h": "h", "min": "min", "m": "min", "s": "s"}


# A decimal power of a symbol, "n^{3.4}", "t^{-0.52}": a fitted scaling exponent or a law's, never the 2 of x^2
# (whole powers stay formula constants, unread); the scanner renders the braces away ("n^3.4").
_SYMBOL_POWER = lazy(r"(?<=[A-Za-z)\]|]\^)(?P<sign>[-−+])?(?P<digits>[0-9]+\.[0-9]+)(?![0-9]|\.[0-9])")


def symbol_powers(text: str) -> List[RawNumber]:
    """The decimal exponents of symbols in a rendered text (find_numbers leaves every superscript out)."""
    if "^" not in text:
        return []
    out = []
    for m in _SYMBOL_POWER.finditer(text):
        digits, negative = m.group("digits"), m.group("sign") in ("-", "−")
        value = -float(digits) if negative else float(digits)
        out.append(RawNumber(m.start(), m.end(), value, len(digits.split(".")[1]), None, negative, "", m.end()))
    return out


# An asymmetric uncertainty, "16.87^{+1.77}_{-2.16}" or with the scripts swapped (rendered "16.87^+1.77_-2.16"):
# both scripts are uncertainties of the number they follow, read like the b of a ± b. They vanished with every other
# script digit, so an astronomer's error bars were never seen.
_SCRIPT_VALUE = r"[0-9]+(?:\.[0-9]+)?"
_ASYMMETRIC = lazy(r"(?<=[0-9])(?:\^\+?(?P<up>" + _SCRIPT_VALUE + r")_(?P<down>[-−]" + _SCRIPT_VALUE + r")|"
                   r"_(?P<down2>[-−]" + _SCRIPT_VALUE + r")\^\+?(?P<up2>" + _SCRIPT_VALUE + r"))(?![0-9^_]|\.[0-9])")


def asymmetric_errors(text: str) -> List[Tuple[int, List[RawNumber]]]:
    """Every asymmetric uncertainty in a rendered text: where its scripts open, and the two of them in order."""
    if "^" not in text or "_" not in text:
        return []
    out = []
    for m in _ASYMMETRIC.finditer(text):
        pair = []
        for group in ("up", "down", "up2", "down2"):
            if m.group(group) is None:
                continue
            start, end = m.span(group)
            digits = m.group(group).lstrip("-−")  # the + of an upper error is outside its group, as after ±
            negative = group.startswith("down")
            value = -float(digits) if negative else float(digits)
            decimals = len(digits.split(".")[1]) if "." in digits else 0
            pair.append(RawNumber(start, end, value, decimals, None, negative, "", end))
        out.append((m.start(), sorted(pair, key=lambda r: r.start)))
    return out


# A degree sign typed as an ordinal indicator or a ring after a digit ("30.5ºC", "12˚C", "45º"): the number vanished
# as a designation like 99th (limpet_mgca, set 58). Read as the degree sign, one character for one: offsets hold.
_DEGREE_LOOKALIKE = lazy(r"(?<=[0-9])[º˚]")


def find_numbers(text: str, math_at) -> List[RawNumber]:
    """Every number in a rendered text. `math_at(offset)` tells whether an offset is in inline math."""
    if "º" in text or "˚" in text:
        text = _DEGREE_LOOKALIKE.sub("°", text)
    out: List[RawNumber] = []
    pos = 0
    while True:
        m = _NUMBER.search(text, pos)
        if not m:
            return out
        start, end = m.start(), m.end()
        mant = m.group("mant")
        fractional = None
        based: Optional[tuple[int, int]] = None  # (base, exponent) of 2^{-38}
        if "," in mant and not m.group("dcomma") and (_list_item(text, m.start("mant")) or (
                math_at(m.start("mant")) and not _math_thousands(text, m.start("mant"), mant, math_at))):
            # In math a comma separates list items ({128,256}); it is not a thousands separator.
            cut = m.start("mant") + mant.index(",")
            mant, end = text[m.start("mant") : cut], cut
            exp = None
        else:
            exp_text = m.group("e1") or m.group("e2")
            if exp_text and "." in exp_text:  # 2.5 × 10^{6.6}
                fractional, exp_text = float(_minus(exp_text)), None
            exp = int(_minus(exp_text)) if exp_text else None
            power = _POWER_OF_TEN.match(text, end) if mant == "10" and exp is None and fractional is None else None
            if power and "." in power.group(1):
                fractional, end, mant = float(_minus(power.group(1))), power.end(), "1"
            elif power:  # a bare power of ten, 10^{4}: the number 10000, printed to its exponent
                exp, end, mant = int(_minus(power.group(1))), power.end(), "1"
            elif exp is None and fractional is None and mant.isdigit() and mant not in ("0", "1", "10") and \
                    text.startswith("^", end) and not m.group("sign") and not _SIGNED_SCRIPTS.match(text, end):
                base = _POWER_OF_BASE.match(text, end)
                if base:
                    based, end = (int(mant), int(_minus(base.group(1)))), base.end()
        pos = max(end, start + 1)
        sign = m.group("sign")
        chain = None if sign or exp is not None else _CLOCK_CHAIN.match(text, start)
        if chain:  # "9h39m": hours then minutes, each printed and each checked
            for part in _CLOCK_PART.finditer(text, start, chain.end()):
                digits = part.group(1)
                out.append(RawNumber(part.start(1), part.end(1), float(digits),
                                     len(digits.split(".")[1]) if "." in digits else 0, None, False,
                                     _CLOCK_UNITS[part.group(2)], part.end(), 0))
            pos = chain.end()
            continue
        # A hyphen after a token with a letter makes an identifier: ResNet-50, SXM4-80GB, x86-64, GPT-4.
        # After a plain number it is a range (1.5-2.0), and both ends are numbers.
        if not sign and start > 1 and text[start - 1] in "-‐" and text[start - 2].isalnum():
            tail = _TOKEN_TAIL.search(text[max(0, start - 40) : start - 1])
            token = tail.group() if tail else ""
            if _HAS_LETTER.search(token) and token.lower() not in _PREFIXES and \
                    token.lower().rsplit("-", 1)[-1] not in _JOINING_WORDS and not _range_after_unit(text, start):
                continue
        if sign and start > 0 and (text[start - 1].isalnum() or text[start - 1] in ".^_"):
            if not (text[start - 1].isalpha() and _range_after_unit(text, start + 1)):
                continue
            sign, start = None, start + 1  # "2.1σ-3.4σ": the dash of a range whose first end has its unit
        follow = text[end : end + 24]
        other_unit = ""
        if follow[:1].isalpha() or follow[:1] == GLUE:
            g = _GLUED.match(follow)
            if g and g.group() == "G" and mant in _GENERATIONS and not sign:
                continue  # 4G, 5G: a mobile network's generation names it (red team 49: "5G Networks" failed closed)
            if not g:
                o = _OTHER_UNIT.match(follow)
                if o is None or o.group() in _NOT_UNITS or _is_designation(o.group(), mant, bool(sign)):
                    continue  # 99th, 3D, 2.5D, 3I/ATLAS, fp32 (glued before), 0.5\linewidth
                other_unit = o.group()
        # continental grouping, 1.250.000 (two dot groups at least: 1.250 stays one and a quarter)
        continental = _CONTINENTAL.fullmatch(mant) is not None
        if continental and mant.count(".") == 3 and all(
                int(p) <= 255 and (p == "0" or not p.startswith("0")) for p in mant.split(".")):
            continue  # an IPv4 address, 192.168.100.200, is no number
        if m.group("dcomma"):
            digits = mant.replace(",", ".")  # 93,1% is ninety-three point one
        else:
            digits = mant.replace(".", "") if continental else _SEPARATORS.sub("", mant)
        try:
            value = float(digits) * (10.0 ** exp if exp is not None else 1.0)
        except OverflowError:
            value = math.inf
        if not math.isfinite(value) or (exp is not None and abs(exp) > 300):
            # Beyond float range no recorded result can equal it (JSON NaN and Infinity are refused),
            # so it is not a mention; an anchor on it finds nothing to bind: anchor_without_number.
            continue
        if based is not None:
            try:
                value = float(based[0]) ** based[1]
            except OverflowError:
                value = math.inf
            if not math.isfinite(value) or value == 0.0:
                continue  # beyond float range: as above
        if sign:
            value = -value
        decimals = len(digits.split(".")[1]) if "." in digits else 0
        if fractional is not None:  # the mantissa times 10 to a fractional power
            value = value * 10.0 ** fractional if abs(fractional) <= 300 else math.inf
            if not math.isfinite(value):
                continue
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
        out.append(RawNumber(start, end, value, decimals, exp, bool(sign), normalize_unit(unit), unit_end, scale,
                             FRACTIONAL_POWER if fractional is not None else
                             POWER_OF_BASE if based is not None and based[1] < 0 else ""))


def normalize_unit(unit: str) -> str:
    unit = _UNIT_NAMES.get(unit, unit)
    if _FLOP_UNIT.fullmatch(unit):
        p = _PREFIX.match(unit)
        prefix = p.group() if p else ""
        unit = prefix + ("FLOP/s" if unit.endswith("/s") or unit.lower().endswith("flops") else "FLOP")
    if unit.endswith("byte/s") or unit.endswith("bytes/s"):
        unit = unit.split("byte")[0] + "B/s"
    return unit


# The last word of every word qualifier, lower-cased: a head that ends in none of them (or a symbol) has no
# qualifier, so most numbers skip the pattern (5 us a number on the scale benchmark).
_QUALIFIER_LAST = frozenset(("about", "approximately", "around", "roughly", "nearly", "almost", "over", "than", "above",
                             "exceeds", "exceeding", "least", "under", "below", "most"))
_QUALIFIER_SYMBOLS = "≈∼~<>≤≥≲≳≪≫⋘⋙⪇⪈"


def _may_qualify(head: str) -> bool:
    """A superset of _QUALIFIER's matches: the head ends (spaces and one of "(=:" aside) in a symbol or a last word."""
    tail = head.rstrip(" \u00a0\u2009")
    if tail[-1:] in ("(", "=", ":"):
        tail = tail[:-1].rstrip(" \u00a0\u2009")
    if not tail:
        return False
    if tail[-1] in _QUALIFIER_SYMBOLS:
        return True
    i = len(tail)
    while i and tail[i - 1].isalpha():
        i -= 1
    return tail[i:].lower() in _QUALIFIER_LAST


def qualifier(text: str, start: int) -> Optional[dict]:
    head = text[max(0, start - 40) : start]
    if not _may_qualify(head):
        return None
    m = _QUALIFIER.search(head)
    if not m:
        return None
    word = (m.group("word") or m.group("sym")).lower()
    kind, strict = _QUALIFIERS[word]
    negated = _NEGATED.search(head, 0, m.start()) if kind != "approximate" else None
    if negated and m.group("sym") and word not in "<>≤≥":
        return None  # "is not $\ll 2$": no bound is left to check, the number is checked as printed (red team 51b)
    if negated:
        # "no more than 5" is at most 5, "not less than 5" at least 5: read as "more than 5" it let a recorded 909.9
        # pass (red team 47)
        kind = "upper_bound" if kind == "lower_bound" else "lower_bound"
        return {"kind": kind, "strict": False, "text": head[negated.start() : m.end()].strip(" \u00a0\u2009(=:")}
    return {"kind": kind, "strict": strict, "text": m.group("word") or m.group("sym")}


# "no more than", "not more than", "does not take more than", "isn't more than" (red team 47b): a negation up to two
# words before the bound
_NEGATED = lazy(r"(?:\b(?:no|not|never)|n't)(?:[ \u00a0\u2009]+(?:be|is|are|was|were|been|take|takes|took|need|needs|"
                r"needed|require|requires|required|use|uses|used|cost|costs|last|lasts|lasted|get|gets|got|have|has|had|"
                r"reach|reaches|reached|exceed|grow|grew|rise|rose|fall|fell|drop|dropped)){0,2}[ \u00a0\u2009]+$",
                re.IGNORECASE)


_TIME_WORD = lazy(r"\b(?:time|duration|latency|elapsed|runtime|walltime|wall|cpu|gpu|period|delay|age|t)$",
                  re.IGNORECASE)  # whole words: "Input(s)" and "Test(s)" are plurals


_HEADER_BRACKET = lazy(r"[(\[]\s*([^()\[\]]{1,16}?)\s*[)\]]")
_HEADER_SPACE = lazy(r"[\s\u00a0]+")
_HEADER_UNIT_TOKEN = lazy(r"((?:[PTGMk]i?)?(?:FLOP|Flop|flop)s?/s|(?:[PTGMKk]i?)?B/s|ms|µs|s|%|x|×)(?:/[A-Za-z]+)?")
_SPEEDUP = lazy(r"\bspeed-?up\b", re.IGNORECASE)


def header_unit(cell: str) -> Optional[str]:
    """The unit a table header cell gives its column: `Speedup (x)`, `GFLOP/s`, `Acc. (%)`, `Time [ms]`."""
    c = cell.strip()
    m = _HEADER_BRACKET.search(c)
    # "(s)" glued to a word is a plural ("predictor(s) selected"), unless the word is a time ("Time(s)")
    if m and m.group(1) == "s" and m.start() > 0 and c[m.start() - 1].isalpha() and \
            not _TIME_WORD.search(c[: m.start()]):
        m = None
    if m:
        inner = m.group(1).replace("\\", "")
        u = _UNIT.fullmatch(" " + inner) or _UNIT.fullmatch(inner)
        if u:
            return normalize_unit(_UNIT_NAMES.get(u.group("unit"), u.group("unit")))
    for token in _HEADER_SPACE.split(c):
        token = token.strip(".,;:")
        u = _HEADER_UNIT_TOKEN.fullmatch(token)
        if u:
            return normalize_unit(u.group(1))
    if _SPEEDUP.search(c):
        return "x"
    return None
