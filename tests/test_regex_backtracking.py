"""No pattern of the scanner or classifier backtracks without bound on text a paper can hold.

A pattern that can split one text into list items in many ways takes exponential time when the match fails at the
end: "(?:[0-9][0-9.,]*,)+$" over "1,2,3,...,24," tries every way to cut the run (three such patterns hung the gate
on a paper's sparkline coordinates and on long number lists; each now parses its items one way only). Every pattern
lazy() made is run on runs of the pieces such lists are made of, each ending where no match can, at growing
lengths; every search must finish far below a second (they take microseconds). An exponential pattern is caught at
the first length where it takes over 0.1 s (the old list patterns took 0.2-0.4 s at 12 or 16 pieces and grew 16- to
70-fold per four more), before it can hang the suite.
"""

from __future__ import annotations

import re
import time

from claim_gate import lazy_re

# Pieces of number lists, coordinates and word runs a paper may repeat; each run ends on a character no list ends on.
PIECES = (" 0.1", "0.", "1,", "1, ", "1 , ", ",1", " and 1", "1 and ", "1 ", " ", "a ", "ab, ", "10 GB, ", "-1 ",
          "a_1 = ", "1.5, ", " $1$,")
RUNS = (8, 12, 16, 20)


def _first_slow(pattern: re.Pattern) -> str | None:
    for piece in PIECES:
        for run in RUNS:  # growing: an exponential pattern is stopped at its first slow length
            text = piece * run + "!"
            spent = 1.0
            for _ in range(3):  # the best of three: a pause of the machine only ever adds time (a CI run on two
                t0 = time.perf_counter()  # busy cores once took 0.10 s for a search that takes microseconds)
                pattern.search(text)
                spent = min(spent, time.perf_counter() - t0)
                if spent <= 0.1:
                    break
            if spent > 0.1:
                return f"took {spent:.2f} s on {piece!r} x {run}"
    return None


def test_no_pattern_backtracks_exponentially_on_a_repeated_list():
    lazy_re.every_pattern()  # imports every module that makes patterns
    slow = [f"{module}: {source[:80]!r} {why}" for module, source, flags in lazy_re.MADE
            if (why := _first_slow(re.compile(source, flags)))]
    assert not slow, "\n".join(slow)
