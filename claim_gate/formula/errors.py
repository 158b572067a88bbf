"""Typed formula errors. Every failure of the formula language is one of these, with a position."""

from __future__ import annotations


class FormulaError(Exception):
    """Base of every formula failure. `str()` reads "what at line:column; hint"."""

    kind = "formula error"

    def __init__(self, what: str, line: int = 1, column: int = 1, hint: str = "", text: str = ""):
        self.what = what
        self.line = line
        self.column = column
        self.hint = hint
        self.text = text  # the formula, for render(); may be empty
        super().__init__(str(self))

    def __str__(self) -> str:
        msg = f"{self.what} at {self.line}:{self.column}"
        return f"{msg}; {self.hint}" if self.hint else msg

    def render(self) -> str:
        """The message, then the offending source line with a caret under the column."""
        lines = self.text.splitlines() or [""]
        if not self.text or not 1 <= self.line <= len(lines):
            return str(self)
        src = lines[self.line - 1]
        if len(src) > 200:  # keep a window around the column on very long lines
            start = max(0, self.column - 100)
            src, col = src[start : start + 200], self.column - start
        else:
            col = self.column
        caret = " " * max(0, col - 1) + "^"
        return f"{self}\n  {src}\n  {caret}"


class FormulaSyntaxError(FormulaError):
    """The text is not a formula of the language (bad token, unbalanced brackets, ...)."""

    kind = "syntax error"


class FormulaNameError(FormulaError):
    """A function that is not on the whitelist, or a variable with no binding."""

    kind = "name error"


class FormulaTypeError(FormulaError):
    """Wrong arity or operand types (a vector as a condition, geomean of a bool, ...)."""

    kind = "type error"


class FormulaLimitError(FormulaError):
    """Beyond a limit: length, nesting depth, exponent magnitude, vector size, number range."""

    kind = "limit exceeded"
