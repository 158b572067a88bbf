"""The regular-expression programs shipped in claim_gate/regex_programs.bin (claim_gate/lazy_re.py): current,
the same patterns re.compile makes, and never used when written by another interpreter or damaged."""

from __future__ import annotations

import marshal
import re
import zlib
from pathlib import Path

import pytest

from claim_gate import lazy_re

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def _shipped() -> dict:
    if not lazy_re.PROGRAMS.read_bytes().startswith(lazy_re.header()):
        pytest.skip(f"regex_programs.bin was written by another interpreter than this one ({lazy_re.header()!r}); "
                    "it is not used here, so there is nothing of it to check")
    return lazy_re._programs()


def test_the_shipped_programs_are_current():
    """Fails when a pattern was added or edited and the file not written again: run
    `python -m claim_gate.lazy_re --write`."""
    table = _shipped()
    wanted = lazy_re.every_pattern()
    assert len(wanted) > 300
    assert sorted(table) == wanted, "run `python -m claim_gate.lazy_re --write`"
    stale = [source for source, flags in wanted if table[(source, flags)] != lazy_re._stored(source, flags)]
    assert not stale, f"{len(stale)} stale programs; run `python -m claim_gate.lazy_re --write`"


def test_every_stored_program_matches_what_re_compiles():
    """Equal programs are equal patterns; the same matches over real text say so independently of the engine's
    internals (two papers of the fixtures: prose, tables, statistics, math)."""
    text = ((FIXTURES / "stencil-ari" / "full_paper.tex").read_text(encoding="utf-8")[:6000] + "\n"
            + "t(28) = 2.20, p = .036; F(1, 210) = 4.10; 23.5% of the 40 participants; M = 3.2, SD = 1.1 (n = 20)")
    for source, flags in _shipped():
        ours, theirs = lazy_re.compile(source, flags), re.compile(source, flags)
        assert ours is not theirs  # the stored program was used, not re's cache
        assert (ours.pattern, ours.flags, ours.groups, dict(ours.groupindex)) == \
            (theirs.pattern, theirs.flags, theirs.groups, dict(theirs.groupindex)), source
        assert ours == theirs, source  # a pattern's equality compares its program
        assert [m.span() for m in ours.finditer(text)] == [m.span() for m in theirs.finditer(text)], source


def test_a_lazy_pattern_of_the_package_is_built_from_its_stored_program():
    import claim_gate.paper.classify as classify

    _shipped()
    pattern = classify._REF_BEFORE
    source, flags = pattern._source, pattern._flags  # type: ignore[attr-defined]
    assert (source, flags) in lazy_re._programs()
    pattern.search("")  # the first use builds it
    built = pattern.search.__self__  # type: ignore[attr-defined]
    assert built == re.compile(source, flags) and built is not re.compile(source, flags)  # the stored program


@pytest.mark.parametrize("damage", ["foreign header", "not compressed", "not marshal", "not a table", "missing"])
def test_foreign_or_damaged_programs_are_never_used(tmp_path, monkeypatch, damage):
    head = lazy_re.header()
    body = {"foreign header": b"claim-gate regex programs cpython-399 3.99.0 sre 1 4 words 4 little\n"
                              + zlib.compress(marshal.dumps({("a+", 0): lazy_re._stored("b+", 0)})),
            "not compressed": head + marshal.dumps({}),
            "not marshal": head + zlib.compress(b"\x00\x01 not marshal"),
            "not a table": head + zlib.compress(marshal.dumps([1, 2, 3]))}
    path = tmp_path / "regex_programs.bin"
    if damage in body:
        path.write_bytes(body[damage])
    monkeypatch.setattr(lazy_re, "PROGRAMS", path)
    lazy_re._programs.cache_clear()
    try:
        assert lazy_re._programs() == {}
        assert lazy_re.compile("a+").fullmatch("aaa") and not lazy_re.compile("a+").fullmatch("bbb")
    finally:
        lazy_re._programs.cache_clear()


def test_an_invalid_stored_program_is_compiled_instead(tmp_path, monkeypatch):
    """The engine validates each program it is handed; one it refuses is compiled from the source."""
    flags, code, groups, names, index = lazy_re._stored("(?P<n>[0-9]+) ms", 0)
    broken = {("(?P<n>[0-9]+) ms", 0): (flags, code[: len(code) // 2], groups, names, index)}
    path = tmp_path / "regex_programs.bin"
    path.write_bytes(lazy_re.header() + zlib.compress(marshal.dumps(broken)))
    monkeypatch.setattr(lazy_re, "PROGRAMS", path)
    lazy_re._programs.cache_clear()
    try:
        assert lazy_re._programs()  # the file reads: only its program is bad
        assert lazy_re.compile("(?P<n>[0-9]+) ms").search("took 12 ms").group("n") == "12"
    finally:
        lazy_re._programs.cache_clear()
