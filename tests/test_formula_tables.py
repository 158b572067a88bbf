"""The prebuilt LALR tables shipped beside the grammar (claim_gate/formula/parse.py): current, equivalent to a
parser built from the grammar, and never trusted when stale or damaged."""

from __future__ import annotations

import functools

from hypothesis import given
from hypothesis import strategies as st

from claim_gate.formula import parse as P

FORMULAS = ["a + b * 2", "mean(x) / max(y, 1e-9)", "(a - b) / b * 100", "not (a < b) or c == 1", "`dotted.key` ** 2",
            "-x + +y", "a if b else c", "[1, 2, 3]", "f(a, b,)", "1 +"]


def test_the_shipped_tables_are_current():
    """Fails when grammar/formula.lark changed and the tables were not written again: run
    `python -m claim_gate.formula.parse --write-tables grammar/formula.tables`."""
    assert P._load_tables() is not None


@functools.lru_cache(maxsize=1)
def _both():
    return P._load_tables(), P._build()


@given(st.sampled_from(FORMULAS) | st.text(alphabet="ab12+-*/() .<=>,`", max_size=30))
def test_the_loaded_parser_reads_as_the_built_one(text):
    outcomes = []
    for parser in _both():
        try:
            outcomes.append(repr(parser.parse(text)))
        except Exception as exc:  # noqa: BLE001 - the same failure either way is what is checked
            outcomes.append(type(exc).__name__ + str(getattr(exc, "column", "")))
    assert outcomes[0] == outcomes[1]


def test_stale_or_damaged_tables_are_not_used(monkeypatch):
    grammar = P.grammar_text()
    good = P._tables_header(grammar)
    monkeypatch.setattr(P, "grammar_text", lambda: 'start: "x"\n')  # another grammar: the header does not match
    assert P._load_tables() is None
    monkeypatch.undo()

    class Damaged:
        def joinpath(self, name):
            return self

        def read_bytes(self):
            return good + b"not a pickle"

        def read_text(self, encoding):
            return grammar

    monkeypatch.setattr(P, "data_folder", lambda package, folder: Damaged())
    assert P._load_tables() is None
