"""Recognising reported test results in the scanner's rendered text (SPEC section 9).

The forms are data: every pattern carries an example that tests/test_stats.py runs through it. The
text is the one scanner's rendering (claim_gate/paper/scan.py), so `$t(28) = 2.20$` arrives as
"t(28) = 2.20", `F_{1,210}` as "F_1,210", `\\chi^2` as "χ^2" and `1.2\\times10^{-4}` as "1.2×10^-4".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..lazy_re import lazy

SP = r"[ \u00a0\u2009\u202f]*"
NUM = r"[-−–]?(?:\d+(?:\.\d+)?|\.\d+)"
DFN = r"\d+(?:\.\d+)?"
CMP = r"(?P<cmp><=|>=|=|<|>|≤|≥|⩽|⩾)"
VALUE = rf"(?P<value>{NUM})(?![0-9]|\.[0-9])"
LEAD = r"(?<![A-Za-z0-9_\\.'’])"  # a statistic's letter is a word of its own
CHI = r"(?:χ\^?2|χ²|X\^2|X²|[Cc]hi[- ]?squared?|chi2)"
PAREN_DF = rf"\({SP}(?P<df1>{DFN}){SP}(?:,{SP}(?P<df2>{DFN}){SP})?(?:[,;]{SP}[Nn]{SP}={SP}(?P<n>\d[\d,]*){SP})?\)"
SUB_DF = rf"_\(?(?P<df1>{DFN})(?:,{SP}(?P<df2>{DFN}))?\)?"


@dataclass(frozen=True)
class Form:
    """One recognised form: a regex over rendered text and the examples it must match."""

    name: str
    test: str  # t, F, chi2, r, z, Q; "" for the p-value, df and gap forms
    pattern: str
    examples: tuple[str, ...]
    needs_df: bool = False  # the degrees of freedom are printed elsewhere (df = 28)
    regex: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "regex", lazy(self.pattern))  # made at import, compiled on first use


# The statistic with its value (and its df where printed with it).
STATISTICS: tuple[Form, ...] = (
    Form("t_apa", "t", rf"{LEAD}t{SP}{PAREN_DF}{SP}{CMP}{SP}{VALUE}",
         ("t(28) = 2.20, p = .036", "t(61.90) = -2.05, p = .045", "t(28) < 1, p > .30")),
    Form("t_subscript", "t", rf"{LEAD}t{SUB_DF}{SP}{CMP}{SP}{VALUE}", ("t_28 = 2.20, p = .036",)),
    Form("t_plain", "t", rf"{LEAD}t{SP}{CMP}{SP}{VALUE}", ("t = 2.20, df = 28, p = 0.036",), needs_df=True),
    Form("F_apa", "F", rf"{LEAD}F{SP}{PAREN_DF}{SP}{CMP}{SP}{VALUE}", ("F(1, 210) = 4.10, p = .044",)),
    Form("F_subscript", "F", rf"{LEAD}F{SUB_DF}{SP}{CMP}{SP}{VALUE}", ("F_1,210 = 4.10, p = .044",)),
    Form("F_plain", "F", rf"{LEAD}F{SP}{CMP}{SP}{VALUE}", ("F = 4.10, df = (1, 210), p = .044",), needs_df=True),
    Form("chi2_apa", "chi2", rf"{LEAD}{CHI}{SP}{PAREN_DF}{SP}{CMP}{SP}{VALUE}",
         ("χ^2(2, N = 120) = 7.30, p = .026", "χ²(2) = 7.3, p = .026", "chi-square(3) = 8.9, p = .031")),
    Form("chi2_subscript", "chi2", rf"{LEAD}{CHI}{SUB_DF}{SP}{CMP}{SP}{VALUE}", ("χ^2_2 = 7.3, p = .026",)),
    Form("chi2_plain", "chi2", rf"{LEAD}{CHI}{SP}{CMP}{SP}{VALUE}", ("χ^2 = 7.3, df = 2, p = .026",), needs_df=True),
    Form("r_apa", "r", rf"{LEAD}r{SP}{PAREN_DF}{SP}{CMP}{SP}{VALUE}", ("r(48) = .31, p = .028",)),
    Form("r_plain", "r", rf"{LEAD}r{SP}{CMP}{SP}{VALUE}", ("r = .31, df = 48, p = .028",), needs_df=True),
    Form("z", "z", rf"{LEAD}[zZ]{SP}{CMP}{SP}{VALUE}", ("z = 2.51, p = .012",)),
    Form("Q_apa", "Q", rf"{LEAD}Q{SP}{PAREN_DF}{SP}{CMP}{SP}{VALUE}", ("Q(4) = 9.1, p = .059",)),
    Form("Q_plain", "Q", rf"{LEAD}Q{SP}{CMP}{SP}{VALUE}", ("Q = 9.1, df = 4, p = .059",), needs_df=True),
)

PNUM = (rf"(?P<pval>(?:\d+(?:\.\d+)?|\.\d+)(?:{SP}[×x·]{SP}10\^\{{?(?P<pexp>[-−]?\d+)\}}?|[eE](?P<pexp2>[-−+]?\d+))?"
        rf"|10\^\{{?(?P<pexp3>[-−]?\d+)\}}?)(?![0-9A-Za-z%])")
P_HEAD = r"(?<![A-Za-z0-9_\\])(?:[pP](?:[- ]?values?)?|Pr)"
_BOUND_WORDS = r"(?:less|lower|smaller|greater|larger|more) than|below|above|under|over"
# The reported p (or n.s.).
P_VALUES: tuple[Form, ...] = (
    Form("p_symbol", "", rf"{P_HEAD}{SP}{CMP}{SP}{PNUM}",
         ("p = .036", "P = 0.036", "p < .001", "p = 1.2×10^-4", "p < 10^-4", "p = 3.1e-5", "p-value = .03")),
    Form("p_words", "", rf"{P_HEAD}{SP}(?:(?:of|was|is|were|equal to|equals){SP}(?P<word>{_BOUND_WORDS})?|"
                        rf"(?P<word2>{_BOUND_WORDS})){SP}{PNUM}",
         ("a p-value of 0.036", "p less than .001", "a p-value of less than 0.001")),
    Form("ns", "", r"(?<![A-Za-z])n\.s\.?(?![A-Za-z])", ("n.s.",)),
)
# Degrees of freedom printed apart from the statistic.
DEGREES: tuple[Form, ...] = (
    Form("df_equals", "", rf"(?<![A-Za-z])(?:df|d\.f\.|DF|dof){SP}[=:]{SP}\(?{SP}(?P<df1>{DFN})"
                          rf"(?:{SP}[,;]{SP}(?P<df2>{DFN}))?{SP}\)?(?![0-9])", ("df = 28",)),
    Form("df_pair", "", rf"(?<![A-Za-z])df_?1{SP}={SP}(?P<df1>{DFN}){SP}[,;]?{SP}(?:and{SP})?df_?2{SP}={SP}(?P<df2>{DFN})",
         ("df1 = 1, df2 = 210",)),
    Form("df_words", "", rf"(?P<df1>{DFN}){SP}(?:degrees of freedom|d\.f\.)", ("with 28 degrees of freedom",)),
)
# What may stand between a statistic and its p: punctuation, df, effect sizes, a CI, a few words.
GAP_PARTS: tuple[Form, ...] = (
    Form("effect_size", "", rf"(?<![A-Za-z])(?:[A-Za-zηωα-ω]{{1,3}}(?:\^2|²)?(?:_[A-Za-z]+)?){SP}[=≈]{SP}{NUM}",
         ("d = 0.80",)),
    Form("interval", "", rf"\d+{SP}%{SP}(?:CI|confidence interval){SP}[=:]?{SP}[\[(][^\])]{{0,40}}[\])]",
         ("95% CI [0.10, 0.52]",)),
)
GAP_WORDS = {"and", "with", "a", "an", "two-tailed", "one-tailed", "two-sided", "one-sided", "uncorrected",
             "ci", "mse", "se", "sd"}
# A p that was corrected for multiple comparisons, or comes from an exact or resampling test, is not the p of
# the printed statistic: such sentences are listed as not tested, never flagged.
OTHER_P = lazy(r"\b(?:adjusted|corrected)[ \u00a0]+(?:p\b|α|alpha)|\bp[- _]?(?:adj|corr)|"
               r"(?:adjusted|corrected|correction) for multiple|multiple[- ]comparisons?|Bonferroni|Holm\b|"
               r"Šidák|Sidak|Hochberg|\bFDR\b|false discovery|Tukey|Scheff[eé]|\bexact\b|permutation|"
               r"bootstrap|Monte Carlo|simulated|Greenhouse|Huynh|Yates", re.IGNORECASE)
GAP_MAX = 80
ONE_TAILED = lazy(r"\bone[- ]?(?:sided|tailed)\b|\bdirectional\b", re.IGNORECASE)
# A decision said in words: "significantly faster", "reached statistical significance", "no significant
# difference". Hedged words decide nothing ("marginally significant", "a trend towards significance").
_SIGNIFICANT = lazy(r"\bsignificant(?:ly)?\b|\b(?:reach\w*|achiev\w*|attain\w*|show\w*)\s+(?:statistical\s+)?"
                    r"significance\b", re.IGNORECASE)
# "not only significantly faster" claims significance (red team 47b)
_NOT_SIGNIFICANT = lazy(r"\b(?:not(?!\s+only\b)|no|nor|never|neither|without)\b[^.;:()]{0,30}?\bsignifican(?:t|tly|ce)\b|"
                        r"\b(?:non-?|in)significant(?:ly)?\b|n't\s+(?:\w+\s+){0,2}significan(?:t|tly|ce)\b", re.IGNORECASE)
_HEDGED = lazy(r"\b(?:marginal(?:ly)?|approach\w*|borderline|trend\w*|near(?:ly)?|almost|weak(?:ly)?|tendency|"
               r"partial(?:ly)?|clinically|practically|biologically|economically|substantively)\W+(?:\w+\W+)?"
               r"significan\w*", re.IGNORECASE)
# Where a clause about another quantity starts: "memory differed significantly, whereas run time showed only a
# trend, p < .10" (red team 47b)
_CLAUSE_BREAK = lazy(r";|,?\s+(?:whereas|while|but(?!\s+also\b)|although|though|however|yet)\b", re.IGNORECASE)
# A sentence that names its own threshold decides by it, not by the gate's alpha
_OWN_LEVEL = lazy(r"\b(?:level|alpha)\b|α", re.IGNORECASE)


def worded_decision(text: str) -> int:
    """1 when a clause calls a result significant in words, 0 when it calls it not significant, -1 when it says
    neither, both, only hedged words, or names its own level ("significantly faster ..., t(20) = 1.50, p < .25"
    claims what p = .15 is not: red team 47)."""
    if _SIGNIFICANT.search(text) is None or _OWN_LEVEL.search(text) is not None:
        return -1
    hedged = [m.span() for m in _HEDGED.finditer(text)]
    negated = [m.span() for m in _NOT_SIGNIFICANT.finditer(text)
               if not any(a <= m.end() - 1 < b for a, b in hedged)]
    plain = [m for m in _SIGNIFICANT.finditer(text)
             if not any(a <= m.start() < b for a, b in negated + hedged)]
    if negated and not plain:
        return 0
    if plain and not negated:
        return 1
    return -1


def _clause(text: str, start: int, end: int) -> str:
    """The clause of text holding [start, end): from the last break before it to the first after it."""
    head = 0
    for m in _CLAUSE_BREAK.finditer(text, 0, start):
        head = m.end()
    tail = _CLAUSE_BREAK.search(text, end)
    return text[head : tail.start() if tail else len(text)]


RESPECTIVELY = lazy(r"\brespectively\b", re.IGNORECASE)
_WORD = lazy(r"[A-Za-z][A-Za-z\-]*")
_P_WORDS = {"less than": "<", "lower than": "<", "smaller than": "<", "below": "<", "under": "<",
            "greater than": ">", "larger than": ">", "more than": ">", "above": ">", "over": ">"}
_CMP = {"=": "=", "<": "<", ">": ">", "<=": "<=", ">=": ">=", "≤": "<=", "≥": ">=", "⩽": "<=", "⩾": ">="}

# Table headers (a cell's whole text, case kept for the statistic's letter).
HEADERS: tuple[tuple[str, str, str], ...] = (
    # (role, regex over the stripped cell, example)
    ("t", rf"(?:t|t[- ]?(?:value|stat(?:istic)?)|Student's t)(?:{SP}{PAREN_DF})?", "t(28)"),
    ("F", rf"(?:F|F[- ]?(?:value|ratio|stat(?:istic)?))(?:{SP}{PAREN_DF})?", "F(1, 210)"),
    ("F", rf"F{SUB_DF}", "F_1,210"),
    ("chi2", rf"{CHI}(?:{SP}{PAREN_DF})?", "χ^2"),
    ("chi2", rf"{CHI}{SUB_DF}", "χ^2_2"),
    ("z", r"(?:z|Z|z[- ]?(?:value|score|stat(?:istic)?))", "z"),
    ("r", rf"(?:r|Pearson's r|Pearson r)(?:{SP}{PAREN_DF})?", "r"),
    ("Q", rf"(?:Q|Cochran's Q)(?:{SP}{PAREN_DF})?", "Q"),
    ("df", r"(?:df|d\.f\.|DF|Df|dof|df_?\s?1|df_?\s?2|[Nn]um\.? df|[Dd]en\.? df)", "df"),
    ("p", r"(?:[pP](?:[- ]?values?)?|Pr\(>[^)]*\)|Sig\.?|[pP][- ]?val\.?)", "p-value"),
)


@dataclass
class Found:
    """A test result recognised in one text (offsets into that text)."""

    form: str
    test: str
    start: int
    end: int
    stat_cmp: str
    stat_text: str
    df1: float | None = None
    df2: float | None = None
    df_text: str = ""
    p_cmp: str | None = None  # =, <, >, <=, >=, ns; None when no p is printed
    p_text: str = ""
    p_value: float | None = None
    p_half: float = 0.0  # half a unit of the printed p's last digit
    one_tailed: bool = False
    worded: int = -1  # what the sentence says in words: 1 significant, 0 not significant, -1 nothing or both
    problem: str = ""  # why its numbers cannot be paired with confidence (then it is not tested)
    spans: list[tuple[int, int]] = field(default_factory=list)  # where its numbers are printed


def _minus(s: str) -> str:
    return s.replace("−", "-").replace("–", "-")


def half_unit(mantissa: str, exponent: int = 0) -> float:
    decimals = len(mantissa.split(".", 1)[1]) if "." in mantissa else 0
    return 0.5 * 10.0 ** (exponent - decimals)


def parse_p(m: re.Match[str]) -> tuple[str, float, float]:
    """(comparison, value, half unit) of a p-value match."""
    groups = m.groupdict()
    word = groups.get("word") or groups.get("word2")
    cmp = _P_WORDS[word] if word else _CMP.get(groups.get("cmp") or "=", "=")
    exp_text = groups.get("pexp") or groups.get("pexp2") or groups.get("pexp3")
    exponent = int(_minus(exp_text)) if exp_text else 0
    mantissa = groups["pval"] if not groups.get("pexp3") else "1"
    if groups.get("pexp3"):
        return cmp, 10.0 ** exponent, half_unit("1", exponent)
    mant = mantissa.split("×")[0].split("x")[0].split("·")[0].split("e")[0].split("E")[0].strip()
    return cmp, float(mant) * 10.0 ** exponent, half_unit(mant, exponent)


def _first(forms, text: str, pos: int, end: int):
    best = None
    for f in forms:
        m = f.regex.search(text, pos, end)
        if m and (best is None or m.start() < best[1].start()):
            best = (f, m)
    return best


def _gap_ok(gap: str) -> bool:
    """Only punctuation, df, effect sizes, an interval and a few words may separate a statistic from its p."""
    if len(gap) > GAP_MAX:
        return False
    for f in DEGREES + GAP_PARTS:
        gap = f.regex.sub(" ", gap)
    return all(w.lower() in GAP_WORDS for w in _WORD.findall(gap))


def _heads(text: str) -> list[tuple[Form, re.Match[str]]]:
    found = []
    for f in STATISTICS:
        for m in f.regex.finditer(text):
            found.append((m.start(), -(m.end() - m.start()), f.name, f, m))
    found.sort(key=lambda x: x[:3])
    out, last_end = [], -1
    for start, _, _, f, m in found:
        if start >= last_end:
            out.append((f, m))
            last_end = m.end()
    return out


def recognise_text(text: str) -> list[Found]:
    """Every test result in one sentence of rendered text, in reading order."""
    heads = _heads(text)
    one_tailed = bool(ONE_TAILED.search(text))
    # "t(28) = 2.2 and t(30) = 3.1, p = .036 and p = .004, respectively": the p after the last statistic
    # belongs to the first; the pairing is not read, so such results are not tested.
    respectively = len(heads) > 1 and RESPECTIVELY.search(text) is not None
    # words decide for the sentence's one result only (with two, which one they describe is not read), and only
    # words of its own clause
    worded = worded_decision(_clause(text, heads[0][1].start(), heads[0][1].end())) if len(heads) == 1 else -1
    out: list[Found] = []
    for i, (form, m) in enumerate(heads):
        limit = heads[i + 1][1].start() if i + 1 < len(heads) else len(text)
        groups = m.groupdict()
        r = Found(form.name, form.test, m.start(), m.end(), _CMP[groups["cmp"]], _minus(groups["value"]),
                  one_tailed=one_tailed, worded=worded, spans=[m.span("value")])
        if groups.get("df1"):
            r.df1 = float(groups["df1"])
            r.df_text = groups["df1"]
            r.spans.append(m.span("df1"))
            if groups.get("df2"):
                r.df2 = float(groups["df2"])
                r.df_text += ", " + groups["df2"]
                r.spans.append(m.span("df2"))
        end = m.end()
        got_p = _first(P_VALUES, text, m.end(), limit)
        if got_p is not None and not _gap_ok(text[m.end() : got_p[1].start()]):
            got_p = None
        if form.needs_df:
            got_df = _first(DEGREES, text, m.end(), got_p[1].start() if got_p else limit)
            if got_df is not None and _gap_ok(text[m.end() : got_df[1].start()]):
                dm = got_df[1]
                r.df1 = float(dm.group("df1"))
                r.df_text = dm.group("df1")
                r.spans.append(dm.span("df1"))
                if dm.groupdict().get("df2"):
                    r.df2 = float(dm.group("df2"))
                    r.df_text += ", " + dm.group("df2")
                    r.spans.append(dm.span("df2"))
                end = max(end, dm.end())
            elif got_p is None:
                continue  # "t = 5" with neither df nor p is not a test result
        if got_p is not None:
            pf, pm = got_p
            if pf.name == "ns":
                r.p_cmp, r.p_text = "ns", "n.s."
            else:
                r.p_cmp, r.p_value, r.p_half = parse_p(pm)
                r.p_text = pm.group("pval")
                r.spans.append(pm.span("pval"))
            end = max(end, pm.end())
        elif form.test == "z":
            continue  # a z with no p beside it (a redshift, a coordinate) is not a test result
        r.end = end
        if respectively:
            r.problem = "its sentence pairs statistics and p-values with 'respectively'"
        out.append(r)
    return out


def lone_p_values(text: str, results: list[Found]) -> list[tuple[int, int, str]]:
    """p-values that no recognised statistic claims: (start, end, text). Listed as not tested."""
    taken = [(r.start, r.end) for r in results]
    out: list[tuple[int, int, str]] = []
    for f in P_VALUES[:2]:
        for m in f.regex.finditer(text):
            if not any(a <= m.start() < b for a, b in taken) and all(m.start() != o[0] for o in out):
                out.append((m.start(), m.end(), m.group()))
    return sorted(out)


_HEADER_PATTERNS = tuple((role, lazy(rf"(?:{pattern})")) for role, pattern, _ in HEADERS)


def header_roles(cells: list[str]) -> dict[int, tuple[str, re.Match[str] | None]]:
    """Column -> (role, match) for a table header row whose cells name a statistic, df or p."""
    roles: dict[int, tuple[str, re.Match[str] | None]] = {}
    for col, cell in enumerate(cells):
        text = " ".join(cell.split()).strip("$ ")
        for role, pattern in _HEADER_PATTERNS:
            m = pattern.fullmatch(text)
            if m:
                roles[col] = (role, m)
                break
    return roles


_CELL_STAT = lazy(rf"^{SP}(?P<cmp><=|>=|<|>|≤|≥)?{SP}(?P<value>{NUM})[*†‡a-c]*{SP}$")
_CELL_DF = lazy(rf"^{SP}\(?{SP}(?P<df1>{DFN})(?:{SP}[,;]{SP}(?P<df2>{DFN}))?{SP}\)?{SP}$")
_CELL_P = lazy(rf"^{SP}(?:(?P<cmp><=|>=|<|>|≤|≥|=){SP})?{PNUM}[*†‡]*{SP}$")
_CELL_NS = lazy(r"^\s*n\.?s\.?\s*$")


def table_columns(roles: dict[int, tuple[str, re.Match[str] | None]]) -> list[tuple[int, list[int], int | None]]:
    """(statistic column, df columns, p column) for each statistic column of a header: its df and p are
    the nearest such columns before the next statistic column (df may also stand just before it)."""
    stats = sorted(c for c, (role, _) in roles.items() if role not in ("df", "p"))
    out = []
    for i, c in enumerate(stats):
        nxt = stats[i + 1] if i + 1 < len(stats) else 10**6
        prev = stats[i - 1] if i else -1
        dfs = [k for k, (role, _) in sorted(roles.items()) if role == "df" and c < k < nxt]
        if not dfs:
            dfs = [k for k, (role, _) in sorted(roles.items()) if role == "df" and prev < k < c][-2:]
        ps = [k for k, (role, _) in sorted(roles.items()) if role == "p" and c < k < nxt]
        out.append((c, dfs, ps[0] if ps else None))
    return out


def recognise_row(cells: dict[int, tuple[int, str]], roles, one_tailed: bool) -> list[Found]:
    """Results in one table data row. cells: column -> (offset of the cell in the row text, cell text)."""
    out: list[Found] = []
    for c, dfs, pc in table_columns(roles):
        if c not in cells:
            continue
        off, cell = cells[c]
        sm = _CELL_STAT.match(cell)
        if not sm:
            continue
        role, hm = roles[c]
        r = Found("table_row", role, off + sm.start("value"), off + len(cell.rstrip()),
                  _CMP.get(sm.group("cmp") or "=", "="), _minus(sm.group("value")), one_tailed=one_tailed,
                  spans=[(off + sm.start("value"), off + sm.end("value"))])
        if hm is not None and hm.groupdict().get("df1"):  # the header prints the df: "t(28)", "F(1, 210)"
            r.df1 = float(hm.group("df1"))
            r.df2 = float(hm.group("df2")) if hm.group("df2") else None
            r.df_text = hm.group("df1") + (", " + hm.group("df2") if hm.group("df2") else "")
        values: list[str] = []
        for k in dfs:
            if k in cells:
                dm = _CELL_DF.match(cells[k][1])
                if dm:
                    values += [dm.group("df1")] + ([dm.group("df2")] if dm.group("df2") else [])
                    r.spans.append((cells[k][0] + dm.start("df1"), cells[k][0] + dm.end("df2" if dm.group("df2") else "df1")))
        if values:
            r.df1 = float(values[0])
            r.df2 = float(values[1]) if len(values) > 1 else None
            r.df_text = ", ".join(values[:2])
        if pc is not None and pc in cells:
            poff, pcell = cells[pc]
            pm = _CELL_P.match(pcell)
            if pm:
                r.p_cmp, r.p_value, r.p_half = parse_p(pm)
                r.p_text = pm.group("pval")
                r.spans.append((poff + pm.start("pval"), poff + pm.end("pval")))
                r.end = max(r.end, poff + len(pcell.rstrip()))
            elif _CELL_NS.match(pcell):
                r.p_cmp, r.p_text = "ns", "n.s."
                r.end = max(r.end, poff + len(pcell.rstrip()))
        out.append(r)
    return out
