"""Recall and false alarms of labelled papers, per paper and pooled, and optionally every error with its rule.

    python tools/classification_report.py 'fixtures/classification/external23/*/*.tex'
    python tools/classification_report.py --group never        # the papers never tuned on (the test's list)
    python tools/classification_report.py --group spent --errors errs.txt

The figures are those of tests/test_classification.py (a labelled number the scanner does not report counts as
not recalled). --errors writes each missed result and each false alarm with the deciding rule, the section and
the source line around it: read it only for papers already spent (README, "Classification accuracy").
"""

from __future__ import annotations

import argparse
import glob
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from claim_gate.paper.index import index_paper  # noqa: E402
from test_classification import CORPUS, NEGATIVES, NEVER_TUNED_ALL, NEWEST_BLIND_SET, strip_labels  # noqa: E402


def group(name: str) -> list[Path]:
    papers = sorted(CORPUS.glob("external*/*/*.tex"))
    never = [p for p in papers if p.parent.name in NEVER_TUNED_ALL or p.parent.parent.name == NEWEST_BLIND_SET]
    return never if name == "never" else [p for p in papers if p not in never]


def rates(counts: Counter) -> tuple[int, int, int, int]:
    results = sum(v for (t, _), v in counts.items() if t == "result_claim")
    negatives = sum(v for (t, _), v in counts.items() if t in NEGATIVES)
    alarms = sum(v for (t, p), v in counts.items() if p == "result_claim" and t in NEGATIVES)
    return counts[("result_claim", "result_claim")], results, alarms, negatives


def line(name: str, counts: Counter) -> str:
    r, n, a, k = rates(counts)
    return f"{name:24} recall {r}/{n} = {r / max(n, 1):.3f}  false alarms {a}/{k} = {a / max(k, 1):.3f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("globs", nargs="*", help="labelled .tex files (globs)")
    ap.add_argument("--group", choices=("never", "spent"), help="the never-tuned or the spent external papers")
    ap.add_argument("--errors", help="write every missed result and false alarm here")
    args = ap.parse_args()
    papers = group(args.group) if args.group else sorted({Path(p) for g in args.globs for p in glob.glob(g)})
    out = open(args.errors, "w", encoding="utf-8") if args.errors else None
    pooled: Counter = Counter()
    with tempfile.TemporaryDirectory() as tmp:
        for src in papers:
            clean, labels = strip_labels(src.read_text(encoding="utf-8"))
            paper = Path(tmp) / src.name
            paper.write_text(clean, encoding="utf-8")
            found = {(m.line, m.column): m for m in index_paper(paper).mentions}
            counts = Counter((label, found[pos].type if pos in found else "(missed)") for pos, label in labels.items())
            pooled += counts
            print(line(src.stem, counts))
            if out:
                rows = clean.splitlines()
                for pos, label in sorted(labels.items()):
                    m = found.get(pos)
                    got = m.type if m else "(missed)"
                    if label in ("result_claim", *NEGATIVES) and (label == "result_claim") != (got == "result_claim"):
                        kind = "MISS" if label == "result_claim" else "FA"
                        text = rows[pos[0] - 1]
                        out.write(f"{kind} {src.stem}:{pos[0]}:{pos[1]} {label}->{got} rule={m.rule if m else '-'} "
                                  f"section={m.section if m else '-'}\n    {text[max(0, pos[1] - 110):pos[1] + 60]}\n")
    print(line("pooled", pooled))


if __name__ == "__main__":
    main()
