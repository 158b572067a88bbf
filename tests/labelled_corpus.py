"""The labelled papers of fixtures/classification, each stripped of its marks, scanned and indexed once per test
session: the classification figures (test_classification.py) and the fast-path checks (test_fast_paths.py) read
the same indexes instead of scanning every paper twice (each pass took half a minute of the suite)."""

from __future__ import annotations

import functools
import re
import tempfile
from pathlib import Path

from claim_gate.paper import index as index_module
from claim_gate.paper.scan import Document, scan

LABELS = {"r": "result_claim", "s": "experimental_setting", "y": "citation_year", "f": "figure_table_ref",
          "a": "ambiguous"}
MARK = re.compile(r"⟦([a-z]):")


def strip_labels(text: str):
    """(clean text, {(line, column): label}) with positions in the clean text."""
    out, labels = [], {}
    line, col, i = 1, 1, 0
    while i < len(text):
        m = MARK.match(text, i)
        if m:
            labels[(line, col)] = LABELS[m.group(1)]
            i = m.end()
            continue
        ch = text[i]
        i += 1
        if ch == "⟧":
            continue
        out.append(ch)
        if ch == "\n":
            line, col = line + 1, 1
        else:
            col += 1
    return "".join(out), labels


def indexed(doc: Document) -> tuple:
    """(index, the classify() arguments of each of its numbers, in order) of a scanned paper."""
    calls: list = []
    original = index_module.classify
    index_module.classify = lambda *a: (calls.append(a), original(*a))[1]
    try:
        return index_module.build_index(doc), tuple(calls)
    finally:
        index_module.classify = original


@functools.lru_cache(maxsize=None)
def clean_paper(src: Path) -> tuple:
    """(doc, index, classify() arguments, {(line, column): label}) of a labelled paper, its clean text scanned
    under its own file name (a labelled paper is one self-contained file)."""
    clean, labels = strip_labels(src.read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as tmp:
        paper = Path(tmp) / src.name
        paper.write_text(clean, encoding="utf-8")
        doc = scan(paper)
    built, calls = indexed(doc)
    return doc, built, calls, labels


def is_labelled(tex: Path) -> bool:
    return "⟦" in tex.read_text(encoding="utf-8")
