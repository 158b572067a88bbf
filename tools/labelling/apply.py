"""Insert label marks: python apply.py orig.tex label_spec.txt out.tex

label_spec.txt has one line per source line that has candidates (see cands.py): 'LINE: c c c', one class per
candidate in order: r s y f a, or - for a candidate that is not a printed number (not marked). Every candidate
line must be listed, with exactly as many classes as candidates. Numbers cands.py cannot see (glued units like
30MB, a macro's use such as \\ntracks) are marked by hand afterwards: ⟦s: before the first character, ⟧ after.
"""

import re
import sys
from collections import Counter

from cands import candidates


def main() -> None:
    orig, spec, out = sys.argv[1:4]
    text = open(orig, encoding="utf-8").read()
    labels = {}
    for raw in open(spec, encoding="utf-8"):
        raw = raw.split("#")[0].strip()
        if raw:
            line, _, cls = raw.partition(":")
            labels[int(line)] = cls.split()
    lines = text.split("\n")
    bad = False
    for no, toks in candidates(text):
        cls = labels.pop(no, None)
        if cls is None or len(cls) != len(toks) or any(c not in "rsyfa-" for c in cls):
            print(f"line {no}: candidates {[t for _, t in toks]} but spec {cls}", file=sys.stderr)
            bad = True
            continue
        line = lines[no - 1]
        for (col, _), c in sorted(zip(toks, cls), reverse=True):
            if c != "-":
                line = line[:col] + f"⟦{c}:" + line[col:]
        lines[no - 1] = line
    if labels:
        print(f"spec lines without candidates: {sorted(labels)}", file=sys.stderr)
        bad = True
    if bad:
        sys.exit(1)
    result = re.sub(r"(⟦[rsyfa]:)(-?(?:\d+(?:[.,]\d+)*|\.\d+))", r"\1\2⟧", "\n".join(lines))
    open(out, "w", encoding="utf-8").write(result)
    print(Counter(re.findall(r"⟦([rsyfa]):", result)))


if __name__ == "__main__":
    main()
