"""Sentences inside blocks (SPEC section 4): where `.`, `?` or `!` is followed by space or the end.

Not a sentence end: after e.g., i.e., et al., Fig., Eq., vs., cf., a single capital letter (an initial),
or inside a number (3.5). A table row is one sentence. Blocks already end at blank lines, table row
ends, \\begin/\\end and sectioning commands (scan.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List

from ..lazy_re import lazy
from .scan import Block

_END = lazy(r"[.?!]+['\")\]’”]*(?=[\s\u00a0\u2009]|$)")
# Case-sensitive: "ms." or "Ms." at the end of a sentence must still end it.
_ABBREV = lazy(
    r"(?:\b(?:e\.g|i\.e|et al|vs|cf|Fig|Figs|fig|figs|Eq|Eqs|eq|eqs|Eqn|Sec|Secs|Sect|Tab|Tabs|Ref|Refs|No|"
    r"approx|resp|Dr|Prof|Mr|Mrs|Alg|App|Thm|Def|Lem|Prop|Cor|viz|Ch|Chap|Vol|vol|pp|Proc|Jr|Sr|Inc|Ltd)|"
    r"\be\.g|\bi\.e)\.$"
)
_SINGLE_CAPITAL = lazy(r"(?:^|[\s\u00a0(])[A-Z]\.$")


@dataclass(frozen=True)
class Sentence:
    index: int
    block: int
    start: int  # offsets in the block's rendered text, [start, end)
    end: int


def split(block: Block, first_index: int) -> List[Sentence]:
    text = block.text
    if block.kind == "table":
        spans = [(0, len(text))]
    else:
        spans = []
        start = 0
        for m in _END.finditer(text):
            head = text[max(start, m.start() - 12) : m.start() + 1]
            if m.group()[0] == "." and (_ABBREV.search(head) or _SINGLE_CAPITAL.search(head)):
                continue
            spans.append((start, m.end()))
            start = m.end()
        spans.append((start, len(text)))
    out: List[Sentence] = []
    for s, e in spans:
        chunk = text[s:e]
        if not chunk.strip():
            continue
        # Trim white space so a sentence starts and ends on visible characters.
        s += len(chunk) - len(chunk.lstrip())
        e -= len(chunk) - len(chunk.rstrip())
        out.append(Sentence(first_index + len(out), block.index, s, e))
    return out
