"""Declared units (SPEC section 4, "Units and scales are part of the number").

An assertion that declares a non-empty `unit` must be printed in it, or in a unit that converts to it:
equal but for the case of its base (`GFLOP/s` = `GFlop/s`; `x`, `×` and `\\times` are one unit; never `mW` = `MW`:
a prefix's case is its meaning), an SI or binary
prefix of the same unit (`ms` against `s`), or `%` against a declared `fraction` (and back). ARI's `""`
declares nothing (checks/numeric.py then holds an identity to its operand's recorded unit, when known_unit), and a
number printed with no unit is compared as printed.
"""

from __future__ import annotations

import functools
import re
from typing import Optional

_SI = {"p": 1e-12, "n": 1e-9, "µ": 1e-6, "μ": 1e-6, "u": 1e-6, "m": 1e-3, "c": 1e-2, "": 1.0, "k": 1e3, "K": 1e3,
       "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15, "E": 1e18,
       "Ki": 2.0 ** 10, "Mi": 2.0 ** 20, "Gi": 2.0 ** 30, "Ti": 2.0 ** 40, "Pi": 2.0 ** 50}
_SAME = {"×": "x", "\\times": "x", "times": "x", "percent": "%", "pct": "%", "fraction": "fraction",
         "ratio": "fraction"}
# Units that a prefix may stand before; a prefix is only read off these, so `min` is not milli-`in`.
_BASES = {"s", "B", "b", "bit", "Hz", "FLOP", "FLOP/s", "flop/s", "flops", "Flop/s", "B/s", "b/s", "W", "J", "g", "m", "L",
          "V", "A", "Pa", "N", "ops/s", "op/s"}


# Units written as words or in other spellings, as results.json and prose write them (red team 47b: a recorded
# "min", "GFLOPS" or a printed "nanoseconds", "kilograms" held or checked nothing).
_WORDS = {"sec": "s", "secs": "s", "second": "s", "seconds": "s", "msec": "ms", "msecs": "ms", "millisecond": "ms",
          "milliseconds": "ms", "usec": "µs", "usecs": "µs", "microsecond": "µs", "microseconds": "µs", "us": "µs",
          "nsec": "ns", "nanosecond": "ns", "nanoseconds": "ns", "minute": "min", "minutes": "min", "mins": "min",
          "hour": "h", "hours": "h", "hr": "h", "hrs": "h", "day": "d", "days": "d", "gram": "g", "grams": "g",
          "kilogram": "kg", "kilograms": "kg", "milligram": "mg", "milligrams": "mg", "microgram": "µg",
          "micrograms": "µg", "byte": "B", "bytes": "B", "watt": "W", "watts": "W", "joule": "J", "joules": "J",
          "volt": "V", "volts": "V", "meter": "m", "meters": "m", "metre": "m", "metres": "m"}
_FLOPS = re.compile(r"([kKmMgGtTpPeE]?)(?:FLOP|Flop|flop)(S|s|/s|/sec)?")
# Time beyond the SI prefixes of the second: what each is in seconds.
_TIMES = {"min": 60.0, "h": 3600.0, "d": 86400.0}


def _canonical(unit: str) -> str:
    u = unit.strip()
    u = _SAME.get(u, _SAME.get(u.lower(), u))
    u = _WORDS.get(u, _WORDS.get(u.lower(), u))
    flops = _FLOPS.fullmatch(u)
    if flops:  # GFLOPS, GFLOPs, gflops, GFLOP/s: one rate; a bare plural "FLOPs" counts operations
        prefix = flops.group(1) if flops.group(1) in ("", "k") else flops.group(1).upper()
        suffix = flops.group(2)
        rate = suffix in ("S", "/s", "/sec") or (suffix == "s" and (bool(prefix) or u.islower()))
        return prefix + ("FLOP/s" if rate else "FLOP")
    return u


def _split(unit: str):
    """(prefix factor, base) readings of a unit, the unprefixed reading first; minutes, hours and days read as
    seconds."""
    if unit in _TIMES:
        return [(_TIMES[unit], "s")]
    out = []
    if unit in _BASES:
        out.append((1.0, unit))
    for prefix in sorted(_SI, key=len, reverse=True):
        if prefix and unit.startswith(prefix) and unit[len(prefix):] in _BASES:
            out.append((_SI[prefix], unit[len(prefix):]))
    return out


def _bytes_and_bits(a: str, b: str) -> bool:
    """MB against Mb: equal but for case, and a byte is not a bit."""
    return any({x, y} == {"B", "b"} for x, y in zip(a, b))


def conversion(printed: str, declared: str) -> Optional[float]:
    """The factor that turns a printed value into the declared unit (1.0 when nothing is to convert),
    or None when the printed unit is not the declared one and does not convert to it."""
    p, d = _canonical(printed), _canonical(declared)
    if not d or not p or p == d:
        return 1.0
    if (p, d) == ("%", "fraction"):
        return 0.01
    if (p, d) == ("fraction", "%"):
        return 100.0
    ps, ds = _split(p), _split(d)
    for fp, bp in ps:
        for fd, bd in ds:
            if bp.lower() == bd.lower() and (bp == bd or bp.lower() not in ("b", "b/s")):  # B (byte) is not b (bit)
                return fp / fd
    # Spelling differs only in case (GFLOPS against gflops). Not when both read as a prefix and a unit: a prefix's
    # case is its meaning, and mW against MW is a factor of 10^9 (red team 47).
    if p.lower() == d.lower() and not _bytes_and_bits(p, d) and not (ps and ds):
        return 1.0
    return None


@functools.lru_cache(maxsize=1024)  # a pure function of one unit string, asked twice per assertion
def known_unit(unit: str) -> bool:
    """Whether the gate can convert this unit: %, a fraction, x, or a base it knows with or without a prefix. A unit
    it does not know ("count", "FLOP/byte") holds nothing."""
    u = _canonical(unit)
    return u in ("%", "fraction", "x") or bool(_split(u))
