"""User macros as LaTeX prints them: definitions with arguments, group scoping, conditionals, budgets.

The scanner (scan.py) reads definitions and expands uses; this module holds what it needs that does
not depend on its position in the text: the macro record, argument substitution with a map back to
the source, the scoped macro table, which control sequences are TeX conditionals, and the budgets.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple

from ..lazy_re import lazy

# SPEC section 1 budgets for the paper side; past one the scan stops with an InputError naming it.
LATEX_BUDGET = 64 * 2**20  # characters of LaTeX read: every \input inclusion plus every expanded body
EXPANSION_BUDGET = 10**6  # macro expansions
ANCHOR_BUDGET = 10**5  # CLAIM anchors (and waivers)
# Printed numbers, read before any is classified: eight nested macros that each print their inner one twice, used
# 1,000 times in 2.3 KB, printed 128,000 numbers within the expansion budget and took 34 s to classify (red team 47).
# The labelled papers print at most a few thousand; 10^5 matches the anchor budget.
NUMBER_BUDGET = 10**5
INPUT_BUDGET = 10**4  # \input/\include inclusions (a fan-out of small files is bounded by this, not by size)
INPUT_DEPTH = 64  # nested \input files (TeX itself stops at 15 open files)
NESTING_LIMIT = 64  # nested macro expansions: a recursive definition ends here with an error

# TeX's conditional primitives (and e-TeX's): each is closed by \fi, even while a branch is skipped.
PRIMITIVE_IFS = {"\\if", "\\ifcat", "\\ifnum", "\\ifdim", "\\ifodd", "\\ifvmode", "\\ifhmode", "\\ifmmode",
                 "\\ifinner", "\\ifvoid", "\\ifhbox", "\\ifvbox", "\\ifx", "\\ifeof", "\\iftrue", "\\iffalse",
                 "\\ifcase", "\\ifdefined", "\\ifcsname", "\\iffontchar", "\\ifincsname", "\\ifpdfprimitive",
                 "\\ifpdf", "\\ifxetex", "\\ifluatex", "\\ifpdftex", "\\ifvtex", "\\ifPDFTeX", "\\ifXeTeX",
                 "\\ifLuaTeX"}

# Commands whose printed result the scanner cannot compute: the numbers around them are not trusted.
UNMODELLED = {
    "\\futurelet": "\\futurelet", "\\afterassignment": "\\afterassignment", "\\aftergroup": "\\aftergroup",
    "\\scantokens": "\\scantokens", "\\the": "\\the (prints a computed value)",
    "\\number": "\\number (prints a computed value)", "\\numexpr": "\\numexpr (computed arithmetic)",
    "\\dimexpr": "\\dimexpr (computed arithmetic)", "\\fpeval": "\\fpeval (computed arithmetic)",
    "\\inteval": "\\inteval (computed arithmetic)", "\\pgfmathparse": "\\pgfmathparse (computed arithmetic)",
    "\\pgfmathsetmacro": "\\pgfmathsetmacro (computed arithmetic)", "\\pgfmathresult": "\\pgfmathresult",
    "\\pgfmathprintnumber": "\\pgfmathprintnumber (computed number)", "\\FPeval": "\\FPeval (computed arithmetic)",
    "\\directlua": "\\directlua (Lua prints the text)", "\\luaexec": "\\luaexec (Lua prints the text)",
    "\\ifthenelse": "\\ifthenelse (a condition the gate cannot evaluate)",
    "\\IfFileExists": "\\IfFileExists (a condition the gate cannot evaluate)",
    "\\@ifundefined": "\\@ifundefined (a condition the gate cannot evaluate)",
    "\\IfBooleanTF": "\\IfBooleanTF (a condition the gate cannot evaluate)",
    "\\romannumeral": "\\romannumeral (prints a computed value)", "\\csuse": "\\csuse (a computed macro name)",
}

_CS = lazy(r"\\(?:[A-Za-z@]+|.)", re.S)
_PARAM = lazy(r"#(#|[1-9])")


@dataclass(frozen=True)
class Macro:
    body: str = ""
    nargs: int = 0
    default: Optional[str] = None  # the first argument is optional with this default ([n][default])
    alias: str = ""  # \let to a command the scanner handles by name: a use acts as that command
    cond: Optional[bool] = None  # a conditional from \newif (or \let to \iftrue / \iffalse)
    unmodelled: str = ""  # why a use cannot be modelled (delimited parameters, an xparse signature, ...)
    end: Optional[str] = None  # an environment's end code (environments are stored as "env:<name>")


def plain_params(params: str) -> Optional[int]:
    """The number of arguments of a \\def parameter text made only of #1#2..; None if it has delimiters."""
    compact = "".join(params.split())
    n = len(compact) // 2
    return n if compact == "".join(f"#{i}" for i in range(1, n + 1)) else None


def substitute(body: str, args: List[Tuple[str, int]]) -> Tuple[str, List[Tuple[int, int, int]]]:
    """A body with #1..#9 replaced by its arguments (## by #), and the map of the result.

    args: (text, offset of the text in the text that holds the use, or -1 for a default). The map is a
    list of (start, end, origin) pieces of the result: origin >= 0 for argument text, so numbers there
    keep their own place in the source; -1 for text of the body itself (placed at the use)."""
    out: List[str] = []
    segments: List[Tuple[int, int, int]] = []
    length = 0
    last = 0
    for m in _PARAM.finditer(body):
        literal = body[last : m.start()] + ("#" if m.group(1) == "#" else "")
        if literal:
            out.append(literal)
            segments.append((length, length + len(literal), -1))
            length += len(literal)
        if m.group(1) != "#":
            k = int(m.group(1)) - 1
            text, origin = args[k] if k < len(args) else ("", -1)
            if text:
                out.append(text)
                segments.append((length, length + len(text), origin))
                length += len(text)
        last = m.end()
    tail = body[last:]
    if tail:
        out.append(tail)
        segments.append((length, length + len(tail), -1))
    return "".join(out), segments


class Scopes:
    """The macro table with TeX grouping: a local definition is undone when its group ends; a global one stays."""

    def __init__(self) -> None:
        self.table: Dict[str, Macro] = {}
        self.logs: List[Dict[str, Optional[Macro]]] = []
        self._cost: Dict[str, int] = {}

    def depth(self) -> int:
        return len(self.logs)

    def push(self) -> None:
        self.logs.append({})

    def unwind(self, depth: int) -> None:
        while len(self.logs) > depth:
            log = self.logs.pop()
            for name, old in log.items():
                if old is None:
                    self.table.pop(name, None)
                else:
                    self.table[name] = old
            if log:
                self._cost.clear()

    def set(self, name: str, macro: Macro, global_: bool = False) -> None:
        if global_:
            for log in self.logs:
                log.pop(name, None)
        elif self.logs and name not in self.logs[-1]:
            self.logs[-1][name] = self.table.get(name)
        self.table[name] = macro
        self._cost.clear()

    def get(self, name: str) -> Optional[Macro]:
        return self.table.get(name)

    def cost(self, name: str, limit: int, depth: int = 0) -> int:
        """How many expansions one use of a macro takes, counting the macros its body uses (capped at limit).

        Arguments are counted when they are scanned; a cycle counts once (the nesting limit stops it), so
        an exponential definition (each level using the one below ten times) is refused before any work.
        A chain deeper than expansions may nest can never be expanded: it is past the limit at once."""
        known = self._cost.get(name)
        if known is not None:
            return known
        if depth > NESTING_LIMIT:
            return limit + 1
        self._cost[name] = 1  # a cycle through this name counts once
        macro = self.table.get(name)
        total = 1
        if macro is not None and not macro.alias and macro.cond is None:
            for cs in _CS.findall(macro.body):
                if cs in self.table:
                    total += self.cost(cs, limit, depth + 1)
                    if total > limit:
                        total = limit + 1
                        break
        self._cost[name] = total
        return total


def is_conditional(name: str, scopes: Scopes) -> bool:
    """A control sequence that TeX counts while skipping a conditional branch (it needs its own \\fi)."""
    if name in PRIMITIVE_IFS or name.startswith("\\if@"):
        return True
    macro = scopes.get(name)
    return macro is not None and macro.cond is not None


_SKIP = lazy(r"%[^\n]*|\\(?:[A-Za-z@]+|.)", re.S)


def skip_branch(text: str, pos: int, scopes: Scopes, stop_at_else: bool) -> Tuple[int, str]:
    """Skip a conditional branch as TeX does: to the matching \\else (if stop_at_else) or \\fi.

    Returns (position after that token, "else" | "fi" | "end"); nested conditionals are counted, so their
    own \\else and \\fi do not end the skip; comments are skipped whole (a % hides a \\fi)."""
    depth = 0
    for m in _SKIP.finditer(text, pos):
        tok = m.group()
        if tok[0] == "%":
            continue
        if tok == "\\fi":
            if depth == 0:
                return m.end(), "fi"
            depth -= 1
        elif tok == "\\else" or tok == "\\or":
            if depth == 0 and stop_at_else and tok == "\\else":
                return m.end(), "else"
        elif is_conditional(tok, scopes):
            depth += 1
    return len(text), "end"
