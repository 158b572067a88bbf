"""List number candidates of a LaTeX file, one line per source line: 'LINE: tok1 | tok2 ...'.

A candidate is a run of digits (with inner . or , between digits, or a leading . as in .70, and a leading minus
sign when no digit is before it) not glued to a letter or dot before it (E5-2697 is an identifier; 3-5 gives 3 and 5); text after an unescaped % is a comment and skipped. usage: python cands.py paper.tex
"""
import re
import sys

TOKEN = re.compile(r"(?<![A-Za-z0-9.])(?<![A-Za-z]-)(?<![A-Za-z][0-9]-)(?:(?<![0-9%-])-)?(?:\d+(?:[.,]\d+)*|\.\d+)")
COMMENT = re.compile(r"(?<!\\)%")


def candidates(text):
    for no, line in enumerate(text.split("\n"), 1):
        m = COMMENT.search(line)
        body = line[:m.start()] if m else line
        toks = [(t.start(), t.group()) for t in TOKEN.finditer(body)]
        if toks:
            yield no, toks


if __name__ == "__main__":
    for no, toks in candidates(open(sys.argv[1], encoding="utf-8").read()):
        print(f"{no}: " + " | ".join(t for _, t in toks))
