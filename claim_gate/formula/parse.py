"""Formula text -> AST: limits first, then Lark LALR, then a bounded-depth conversion."""

from __future__ import annotations

import difflib
import functools
import hashlib
import io
import math
import re

from . import ast
from ..shipped import data_folder
from .errors import FormulaLimitError, FormulaNameError, FormulaSyntaxError
from .functions import FUNCTIONS
from .limits import MAX_DEPTH, MAX_EXPONENT, MAX_LENGTH

__all__ = ["parse", "grammar_text"]

# What the user reads instead of Lark's terminal names.
_TOKEN_NAMES = {
    "$END": "end of formula", "NUMBER": "a number", "NAME": "a name", "QUOTED_NAME": "a `quoted name`",
    "TRUE": "true", "FALSE": "false", "LPAR": "'('", "RPAR": "')'", "LSQB": "'['", "RSQB": "']'",
    "COMMA": "','", "PLUS": "'+'", "MINUS": "'-'", "STAR": "'*'", "SLASH": "'/'", "POW": "'**'",
    "COMP_OP": "a comparison", "AND": "and", "OR": "or", "NOT": "not", "IF": "if", "ELSE": "else",
}

# Hints for characters people try from Python or other languages.
_CHAR_HINTS = {
    "'": "strings are not part of the formula language; quote a metric key with backticks: `GFlops/s`",
    '"': "strings are not part of the formula language; quote a metric key with backticks: `GFlops/s`",
    ".": "attribute access is not part of the formula language; quote a dotted key with backticks: `a.b`",
    ":": "lambdas, slices and dicts are not part of the formula language",
    "=": "use == to compare; assignment is not part of the formula language",
    "!": "use 'not' for negation and != to compare",
    "&": "use 'and'", "|": "use 'or'", "^": "use ** for powers",
    "%": "the modulo operator is not part of the formula language",
    "`": "a backtick-quoted name must be closed on the same line and not be empty",
}


def grammar_text() -> str:
    """The grammar shipped in the package (grammar/formula.lark in the source tree)."""
    return data_folder("claim_gate.grammar", "grammar").joinpath("formula.lark").read_text(encoding="utf-8")


_PARSER_OPTIONS = {"parser": "lalr", "lexer": "basic", "propagate_positions": True, "maybe_placeholders": False}
# The LALR tables, built from grammar/formula.lark and shipped beside it: building them costs ~90 ms of a cold
# `check`, loading them ~1 ms. The file names the lark version and the grammar's SHA-256 on its first line;
# on any mismatch (or damage) the parser is built from the grammar instead, so a stale file costs time, never
# correctness. Regenerate with `python -m claim_gate.formula.parse --write-tables grammar/formula.tables`.
TABLES = "formula.tables"


def _tables_header(grammar: str) -> bytes:
    import lark

    return f"lark {lark.__version__} grammar-sha256 {hashlib.sha256(grammar.encode('utf-8')).hexdigest()}\n".encode()


def _build():
    from lark import Lark

    return Lark(grammar_text(), **_PARSER_OPTIONS)


def write_tables(path: str) -> None:
    buf = io.BytesIO()
    _build().save(buf)
    with open(path, "wb") as out:
        out.write(_tables_header(grammar_text()) + buf.getvalue())


def _load_tables():
    """The shipped parser, or None when it is missing, stale or unreadable."""
    from lark import Lark

    try:
        data = data_folder("claim_gate.grammar", "grammar").joinpath(TABLES).read_bytes()
    except OSError:
        return None
    header = _tables_header(grammar_text())
    if not data.startswith(header):
        return None
    try:
        return Lark.load(io.BytesIO(data[len(header):]))
    except Exception:  # a damaged file: build instead (the header matched, so this is rare)
        return None


@functools.lru_cache(maxsize=1)
def _parser():
    # Once per process; lark is imported here so `claim-gate --version` does not pay for it.
    return _load_tables() or _build()


@functools.lru_cache(maxsize=1)
def _lexer():
    # Lark.lex on a loaded parser builds a new lexer (and compiles its scanner) on every call: one is kept.
    from lark.lexer import BasicLexer

    return BasicLexer(_parser().lexer_conf)


def _tokens(text: str):
    from lark.lexer import LexerThread

    return LexerThread.from_text(_lexer(), text).lex(None)


def _position(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _check_bracket_depth(text: str) -> None:
    """Reject deep bracket nesting before the parser sees it (cheap, and bounds everything after)."""
    depth = 0
    quoted = False
    for i, ch in enumerate(text):
        if ch == "`":
            quoted = not quoted
        elif quoted:
            continue
        elif ch in "([":
            depth += 1
            if depth > MAX_DEPTH:
                line, col = _position(text, i)
                raise FormulaLimitError(f"brackets nest more than {MAX_DEPTH} deep", line, col, text=text)
        elif ch in ")]":
            depth -= 1


# Precedence classes, loosest first. A chain of operators of one class within one bracket group,
# not interrupted by a looser operator, nests one level per operator (left-deep for binary
# operators, right-deep for ** and prefix operators). Comparisons chain into one node.
_CLASS = {"IF": 0, "ELSE": 0, "OR": 1, "AND": 2, "NOT": 3, "COMP_OP": 4, "PLUS": 5, "MINUS": 5,
          "STAR": 6, "SLASH": 6, "UMINUS": 7, "POW": 8}
_OPENERS, _CLOSERS = {"LPAR", "LSQB"}, {"RPAR", "RSQB"}
_OPERAND_END = {"NUMBER", "NAME", "QUOTED_NAME", "TRUE", "FALSE", "RPAR", "RSQB"}


def _check_chain_depth(text: str, tokens) -> None:
    """Reject operator chains deeper than MAX_DEPTH from the tokens alone.

    A sound lower bound on the tree depth, so nothing within the limit is refused; it spares
    the parser (the slow part) formulas such as `1+1+...+1` with thousands of terms.
    """
    stack = [[0] * 9]  # per bracket group: the current chain length of each class
    prev = None
    for tok in tokens:
        kind = tok.type
        if kind == "MINUS" and prev not in _OPERAND_END:
            kind = "UMINUS"
        prev = tok.type
        if kind in _OPENERS:
            stack.append([0] * 9)
            continue
        if kind in _CLOSERS:
            if len(stack) > 1:
                stack.pop()
            continue
        if kind == "COMMA":
            stack[-1] = [0] * 9
            continue
        cls = _CLASS.get(kind)
        if cls is None or kind == "COMP_OP":
            if cls is not None:
                stack[-1][cls + 1 :] = [0] * (8 - cls)
            continue
        counts = stack[-1]
        counts[cls] += 1
        counts[cls + 1 :] = [0] * (8 - cls)  # a looser operator ends the tighter chains
        if counts[cls] + 1 > MAX_DEPTH:
            raise FormulaLimitError(f"formula nests more than {MAX_DEPTH} levels deep", tok.line, tok.column, text=text)


def _syntax_error(exc, text: str) -> FormulaSyntaxError:
    from lark.exceptions import UnexpectedCharacters, UnexpectedToken

    if isinstance(exc, UnexpectedCharacters):
        ch = exc.char
        shown = repr(ch) if ch.isprintable() else f"U+{ord(ch):04X}"
        hint = _CHAR_HINTS.get(ch, "")
        if not hint and ch.isdigit():
            hint = "numbers are written with the ASCII digits 0-9"
        return FormulaSyntaxError(f"unexpected character {shown}", exc.line, exc.column, hint, text)
    if isinstance(exc, UnexpectedToken):
        tok = exc.token
        expected = sorted({_TOKEN_NAMES.get(t, t) for t in (exc.expected or ())})
        hint = "expected " + ", ".join(expected) if expected else ""
        if tok.type == "$END":
            line, col = _position(text, len(text))
            return FormulaSyntaxError("unexpected end of formula", line, col, hint, text)
        shown = _TOKEN_NAMES.get(tok.type, tok.type)
        what = f"unexpected {shown}" if shown.startswith("'") else f"unexpected {shown.removeprefix('a ')} {str(tok)!r}"
        if tok.type == "LSQB":
            hint = "subscripts are not part of the formula language"
        elif tok.type == "NAME" and tok.value.startswith("_") and tok.value[1:].isdigit():
            hint = "numbers have no _ separators"
        return FormulaSyntaxError(what, tok.line, tok.column, hint, text)
    return FormulaSyntaxError(f"not a formula ({type(exc).__name__})", 1, 1, text=text)


def _tree_depth(tree) -> int:
    """Depth of the Lark tree, iteratively (the tree can be thousands deep before we reject it)."""
    from lark import Tree

    deepest = 0
    stack = [(tree, 1)]
    while stack:
        node, d = stack.pop()
        if d > deepest:
            deepest = d
            if deepest > MAX_DEPTH:
                return deepest
        stack.extend((c, d + 1) for c in node.children if isinstance(c, Tree))
    return deepest


def _number(tok, text: str) -> ast.Number:
    value = float(str(tok))  # the grammar admits only ASCII digits, '.', 'e', sign of the exponent
    significant = re.sub(r"[eE].*", "", str(tok)).strip(".0")
    if not math.isfinite(value) or (value == 0.0 and significant):
        raise FormulaLimitError(f"number {tok} is out of range", tok.line, tok.column, text=text)
    return ast.Number(value, str(tok), tok.line, tok.column)


class _Builder:
    """Lark tree -> AST. Recursion is safe: the tree depth was bounded first."""

    def __init__(self, text: str):
        self.text = text

    def build(self, tree) -> ast.Node:
        handler = getattr(self, "_" + tree.data)
        return handler(tree, tree.children)

    def _pos(self, tree) -> tuple[int, int]:
        return (tree.meta.line, tree.meta.column) if not tree.meta.empty else (1, 1)

    def _number(self, tree, ch):
        return _number(ch[0], self.text)

    def _true(self, tree, ch):
        return ast.Bool(True, ch[0].line, ch[0].column)

    def _false(self, tree, ch):
        return ast.Bool(False, ch[0].line, ch[0].column)

    def _var(self, tree, ch):
        return ast.Var(str(ch[0]), ch[0].line, ch[0].column)

    def _quoted_var(self, tree, ch):
        return ast.Var(str(ch[0])[1:-1], ch[0].line, ch[0].column)

    def _list_(self, tree, ch):
        return ast.ListLit(tuple(self.build(c) for c in ch), *self._pos(tree))

    def _neg(self, tree, ch):
        return ast.Unary("-", self.build(ch[1]), ch[0].line, ch[0].column)

    def _not_(self, tree, ch):
        return ast.Unary("not", self.build(ch[0]), *self._pos(tree))

    def _binop(self, tree, ch):
        op = ch[1]
        return ast.BinOp(str(op), self.build(ch[0]), self.build(ch[2]), op.line, op.column)

    def _pow(self, tree, ch):
        node = self._binop(tree, ch)
        _check_constant_exponent(node, self.text)
        return node

    def _and_(self, tree, ch):
        return ast.Logic("and", self.build(ch[0]), self.build(ch[1]), *self._pos(tree))

    def _or_(self, tree, ch):
        return ast.Logic("or", self.build(ch[0]), self.build(ch[1]), *self._pos(tree))

    def _compare(self, tree, ch):
        operands = tuple(self.build(c) for c in ch[0::2])
        ops = tuple(str(t) for t in ch[1::2])
        positions = tuple((t.line, t.column) for t in ch[1::2])
        return ast.Compare(operands, ops, positions, *self._pos(tree))

    def _ifelse(self, tree, ch):
        return ast.IfElse(self.build(ch[0]), self.build(ch[1]), self.build(ch[2]), *self._pos(tree))

    def _call(self, tree, ch):
        name = ch[0]
        if str(name) not in FUNCTIONS:
            close = difflib.get_close_matches(str(name), sorted(FUNCTIONS), n=1)
            hint = f"did you mean '{close[0]}'?" if close else "functions: " + ", ".join(sorted(FUNCTIONS))
            raise FormulaNameError(f"unknown function '{name}'", name.line, name.column, hint, self.text)
        return ast.Call(str(name), tuple(self.build(c) for c in ch[1:]), name.line, name.column)


def _check_constant_exponent(node: ast.BinOp, text: str) -> None:
    """A constant exponent beyond the limit is rejected now; a variable one is checked per configuration."""
    from .constant import constant_value  # late: constant folding uses the compiler

    value = constant_value(node.right)
    if value is not None and not abs(value) <= MAX_EXPONENT:
        raise FormulaLimitError(
            f"exponent {value:g} exceeds the limit of {MAX_EXPONENT} in magnitude", node.line, node.column, text=text
        )


def parse(text: str) -> ast.Node:
    if not isinstance(text, str):
        raise TypeError(f"a formula is a str, not {type(text).__name__}")
    if len(text) > MAX_LENGTH:
        raise FormulaLimitError(f"formula is {len(text)} characters long; the limit is {MAX_LENGTH}", 1, 1)
    _check_bracket_depth(text)
    from lark.exceptions import LarkError

    try:
        _check_chain_depth(text, _tokens(text))
        tree = _parser().parse(text)
    except LarkError as exc:
        raise _syntax_error(exc, text) from None
    from lark import Token

    if isinstance(tree, Token):  # cannot happen with this grammar; fail loudly rather than guess
        raise FormulaSyntaxError("not a formula", 1, 1, text=text)
    depth = _tree_depth(tree)
    if depth > MAX_DEPTH:
        line, col = (tree.meta.line, tree.meta.column) if not tree.meta.empty else (1, 1)
        raise FormulaLimitError(f"formula nests more than {MAX_DEPTH} levels deep", line, col, text=text)
    return _Builder(text).build(tree)



if __name__ == "__main__":  # python -m claim_gate.formula.parse --write-tables grammar/formula.tables
    import sys

    if len(sys.argv) != 3 or sys.argv[1] != "--write-tables":
        sys.exit("usage: python -m claim_gate.formula.parse --write-tables PATH")
    write_tables(sys.argv[2])
