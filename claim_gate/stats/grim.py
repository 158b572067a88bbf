"""Counts of a whole, GRIM and GRIMMER (SPEC section 9).

- A percentage of a stated number of individuals must be 100·k/n for an integer k at its printed
  precision (and k must be the stated count when one is given).
- A mean of integer-valued data (only where the author marks it: `% STATS: integer items=K`) must be
  T/(n·K) for an integer total T; with an SD, GRIMMER's bound and rounding tests (not its parity test).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..lazy_re import lazy
from .recognise import SP, half_unit

_INT = r"\d{1,3}(?:,\d{3})+|\d+"
_PCT = rf"(?P<pct>\d+(?:\.\d+)?){SP}%"
INDIVIDUALS = (r"participants|patients|subjects|respondents|children|students|individuals|people|persons|"
               r"volunteers|women|men|adults|infants|adolescents|mice|rats|animals|employees|workers|teachers|"
               r"parents|survivors|smokers|controls|cases|pupils|nurses|physicians|clinicians|residents|"
               r"interviewees|raters|listeners|readers|voters|consumers|households")
# (name, regex over rendered text, example): each names the whole n and a percentage, maybe a count k.
WHOLES: tuple[tuple[str, str, str], ...] = (
    ("percent_of_n", rf"{_PCT}{SP}of{SP}(?:the{SP}|all{SP})?(?P<n>{_INT}){SP}(?:[a-z]+{SP})?(?:{INDIVIDUALS})\b",
     "23.5% of the 40 participants"),
    ("k_of_n", (rf"(?<![\w.,\-–])(?P<k>{_INT}){SP}(?:out{SP})?of{SP}(?:the{SP})?(?P<n>{_INT})"
                rf"(?:{SP}(?:[a-z]+{SP})?(?:{INDIVIDUALS}))?{SP}\({SP}{_PCT}{SP}\)"), "12 of 40 (30%)"),
    ("n_then_percent", rf"\({SP}[nN]{SP}={SP}(?P<n>{_INT}){SP}[;,]{SP}{_PCT}{SP}\)", "(n = 40; 23.5%)"),
)
_MEAN = lazy(rf"(?<![A-Za-z])(?:M|Mean|mean|x̄){SP}(?:=|of){SP}(?P<mean>-?\d+\.\d+)(?![0-9])")
_SD = lazy(rf"(?<![A-Za-z])(?:SD|s\.d\.|sd|S\.D\.){SP}(?:=|of){SP}(?P<sd>\d+\.\d+)(?![0-9])")
_N = lazy(rf"(?<![A-Za-z])[nN]{SP}={SP}(?P<n>{_INT})(?!\.?[0-9])|(?P<n2>{_INT}){SP}(?:{INDIVIDUALS})\b")


@dataclass
class Count:
    kind: str  # percent, grim, grimmer
    start: int
    end: int
    printed: str
    consistent: bool | None  # None: not testable
    reason: str
    spans: list[tuple[int, int]] = field(default_factory=list)


def _int(s: str) -> int:
    return int(s.replace(",", ""))


def _near(x: float, target: float, half: float) -> bool:
    return abs(x - target) <= half * (1 + 1e-9) + 1e-12


_WHOLES = tuple(lazy(pattern) for _name, pattern, _ in WHOLES)


def percentages(text: str) -> list[Count]:
    out: list[Count] = []
    for pattern in _WHOLES:
        for m in pattern.finditer(text):
            if any(c.start <= m.start() < c.end for c in out):
                continue
            n, pct = _int(m.group("n")), float(m.group("pct"))
            half = half_unit(m.group("pct"))
            k = _int(m.group("k")) if m.groupdict().get("k") else None
            spans = [m.span("pct")]
            if n == 0:
                out.append(Count("percent", m.start(), m.end(), m.group(), None, "the whole is 0", spans))
                continue
            if k is not None:
                ok = k <= n and _near(100.0 * k / n, pct, half)
                why = f"{k} of {n} is {100.0 * k / n:.4g}%, which does not round to the printed {m.group('pct')}%"
                out.append(Count("percent", m.start(), m.end(), m.group(), ok, "" if ok else why, spans))
                continue
            if 100.0 / n <= 2 * half:  # every percentage is reachable at this precision: nothing to test
                out.append(Count("percent", m.start(), m.end(), m.group(), None,
                                 f"with n = {n} every percentage at this precision is possible", spans))
                continue
            k0 = round(pct * n / 100.0)
            ok = any(0 <= j <= n and _near(100.0 * j / n, pct, half) for j in (k0 - 1, k0, k0 + 1))
            why = f"no whole number of the {n} gives {m.group('pct')}% (the nearest are " \
                  f"{100.0 * math.floor(pct * n / 100) / n:.4g}% and {100.0 * math.ceil(pct * n / 100) / n:.4g}%)"
            out.append(Count("percent", m.start(), m.end(), m.group(), ok, "" if ok else why, spans))
    return out


def grim(mean_text: str, n: int, items: int = 1) -> tuple[bool | None, str]:
    """GRIM: some integer total T gives T / (n * items) rounding to the printed mean."""
    half = half_unit(mean_text)
    mean = float(mean_text)
    cells = n * items
    decimals = len(mean_text.split(".", 1)[1]) if "." in mean_text else 0
    if cells <= 0:
        return None, "n is not positive"
    if cells >= 10**decimals:
        return None, f"n·items = {cells} is not below 10^{decimals}, so every mean at this precision is possible"
    t0 = math.floor(mean * cells)
    ok = any(_near(t / cells, mean, half) for t in (t0 - 1, t0, t0 + 1, t0 + 2))
    return ok, "" if ok else f"no integer total over {cells} responses gives a mean of {mean_text}"


def grimmer(mean_text: str, sd_text: str, n: int) -> tuple[bool | None, str]:
    """GRIMMER's bound and rounding tests for single-item integer data (the parity test is not used)."""
    if n < 2:
        return None, "n < 2 has no sample SD"
    mhalf, shalf = half_unit(mean_text), half_unit(sd_text)
    mean, sd = float(mean_text), float(sd_text)
    totals = [t for t in range(math.floor((mean - mhalf) * n) - 1, math.ceil((mean + mhalf) * n) + 2)
              if _near(t / n, mean, mhalf)]
    if not totals:
        return None, "the mean fails GRIM first"
    for t in totals:
        sd_lo, sd_hi = max(sd - shalf, 0.0), sd + shalf
        lo = sd_lo * sd_lo * (n - 1) + t * t / n  # the sum of squares the SD interval allows
        hi = sd_hi * sd_hi * (n - 1) + t * t / n
        q, r = divmod(t, n)
        least = (n - r) * q * q + r * (q + 1) * (q + 1)  # values as equal as possible
        lo = max(lo, least)
        if math.ceil(lo - 1e-9) <= math.floor(hi + 1e-9):
            return True, ""
    return False, f"no integer data of n = {n} with mean {mean_text} has SD {sd_text}"


def _judge(mean: str, sd: str | None, n: int | None, items: int, start: int, end: int, printed: str,
           spans: list[tuple[int, int]], no_n: str) -> list[Count]:
    """GRIM for one printed mean, then GRIMMER when an SD is printed and the mean passed."""
    if n is None:
        return [Count("grim", start, end, printed, None, no_n, spans)]
    ok, why = grim(mean, n, items)
    out = [Count("grim", start, end, printed, ok, why, spans)]
    if sd is not None and ok:
        if items != 1:
            out.append(Count("grimmer", start, end, printed, None, "GRIMMER is defined for single-item data", spans))
        else:
            ok2, why2 = grimmer(mean, sd, n)
            out.append(Count("grimmer", start, end, printed, ok2, why2, spans))
    return out


def means(text: str, n_marked: int | None, items: int) -> list[Count]:
    """GRIM and GRIMMER for every mean in a sentence the author marked as integer data."""
    out: list[Count] = []
    ns = [_int(m.group("n") or m.group("n2")) for m in _N.finditer(text)]
    n = n_marked if n_marked is not None else (ns[0] if len(set(ns)) == 1 else None)
    found = list(_MEAN.finditer(text))
    for i, m in enumerate(found):
        limit = found[i + 1].start() if i + 1 < len(found) else len(text)
        sd = _SD.search(text, m.end(), limit)
        end = sd.end() if sd else m.end()
        spans = [m.span("mean")] + ([sd.span("sd")] if sd else [])
        out += _judge(m.group("mean"), sd.group("sd") if sd else None, n, items, m.start(), end,
                      text[m.start() : end], spans, "no single n is stated for it" if ns else "no n is stated for it")
    return out


# Table headers of integer-data summaries: (role, regex over the stripped cell).
GRIM_HEADERS = (("mean", r"M|Mean|mean|x̄|Mean score|Mean rating"), ("sd", r"SD|s\.d\.|sd|S\.D\.|Std\.? ?[Dd]ev\.?"),
                ("n", r"n|N"))
_GRIM_HEADERS = tuple((role, lazy(pattern)) for role, pattern in GRIM_HEADERS)
_CELL_MEAN = lazy(r"^\s*(-?\d+\.\d+)\s*$")
_CELL_N = lazy(r"^\s*(\d{1,3}(?:,\d{3})*|\d+)\s*$")


def grim_columns(cells: list[str]) -> dict[str, int] | None:
    """Column of the mean (and SD, n) when a header row names them; None otherwise."""
    cols: dict[str, int] = {}
    for col, cell in enumerate(cells):
        text = " ".join(cell.split()).strip("$ ")
        for role, pattern in _GRIM_HEADERS:
            if role not in cols and pattern.fullmatch(text):
                cols[role] = col
                break
    return cols if "mean" in cols else None


def row_means(cells: dict[int, tuple[int, str]], cols: dict[str, int], n_marked: int | None, items: int) -> list[Count]:
    """GRIM and GRIMMER for one data row of a marked table. cells: column -> (offset, text)."""
    if cols["mean"] not in cells:
        return []
    off, cell = cells[cols["mean"]]
    m = _CELL_MEAN.match(cell)
    if not m:
        return []
    spans = [(off + m.start(1), off + m.end(1))]
    sd = None
    if "sd" in cols and cols["sd"] in cells:
        sm = _CELL_MEAN.match(cells[cols["sd"]][1])
        if sm:
            sd = sm.group(1)
            spans.append((cells[cols["sd"]][0] + sm.start(1), cells[cols["sd"]][0] + sm.end(1)))
    n = n_marked
    if n is None and "n" in cols and cols["n"] in cells:
        nm = _CELL_N.match(cells[cols["n"]][1])
        n = _int(nm.group(1)) if nm else None
    printed = f"M = {m.group(1)}" + (f", SD = {sd}" if sd else "") + (f", n = {n}" if n is not None else "") + \
        " (table row)"
    return _judge(m.group(1), sd, n, items, spans[0][0], spans[-1][1], printed, spans, "no n is stated for it")
