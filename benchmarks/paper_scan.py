"""Paper scanning speed: `claim-gate link` on generated papers, against a naive baseline in the same run.

    python benchmarks/paper_scan.py [--quick]

Generates papers of 5k, 10k, 20k and 40k lines (prose, tables, inline math, comments, CLAIM anchors,
a display equation, and \\input parts) at a realistic density of numbers (about 0.3 per line; --dense
for about 1 per line), then times scan + sentences + mentions + anchors + link (best of 3). The baseline is one regex per line that only finds numbers (no LaTeX structure at all),
so the ratio shows what the structure costs. Target: 20k lines in under 1 s, time linear in size.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))  # timing.py beside this script
sys.path.insert(0, str(ROOT))

from claim_gate.paper.link import link_paper  # noqa: E402
from timing import best_time  # noqa: E402

# Number-free prose, as most lines of a real paper are (the stencil example has 0.35 numbers per line,
# minimap2 0.19): with --dense it is left out and nearly every line carries numbers.
PROSE = [
    "Stencil sweeps read a handful of neighbours per grid point and perform only a few operations on them,",
    "so their performance depends on how well the memory hierarchy is used rather than on the arithmetic",
    "units. We therefore organise the discussion around data movement and explain each optimisation by the",
    "traffic it removes~\\cite{{datta}}, before turning to the measurements themselves.",
    "",
]
PARAGRAPH = [
    "We measured the kernel on {n} grids and it reaches {a}~GFLOP/s, {b}$\\times$ the baseline~\\cite{{x{n}}}. % CLAIM:C{n}:NC{n}",
    "% a remark of the authors with 3.5 numbers that are never scanned",
    "The error stays below $p < .001$ and the mean time is $1.{n} \\pm 0.0{n}$~ms over 10 runs (Table~\\ref{{tab:{n}}}).",
    "As shown in Figure~\\ref{{fig:{n}}}, the \\emph{{tuned}} variant improves by {c}\\% compared with~\\cite{{y}} in 2019.",
    "",
]
TABLE = [
    "\\begin{{table}}[t]\\centering\\caption{{Throughput of run {n} (GFLOP/s).}}\\label{{tab:{n}}}",
    "\\begin{{tabular}}{{lrr}}\\toprule",
    "Kernel & GFLOP/s & Speedup (x) \\\\ \\midrule",
    "A & {a} & {b} \\\\",
    "B & {c}.5 & 1.{n} \\\\ \\bottomrule",
    "\\end{{tabular}}\\end{{table}}",
    "\\begin{{equation}} y_{n} = {a} x + {b} \\end{{equation}}",
    "",
]


def generate(folder: Path, lines: int, dense: bool = False) -> Path:
    """A main file and four \\input parts, `lines` lines in all."""
    block = PARAGRAPH + TABLE if dense else PROSE * 3 + PARAGRAPH + PROSE * 3 + TABLE
    per_part = lines // 4
    for part in range(4):
        out, n = [f"\\section{{Results part {part}}}"], 0
        while len(out) < per_part:
            n += 1
            v = {"n": n % 997, "a": 100 + n % 800, "b": f"{1 + n % 9}.{n % 10}{(n // 10) % 10}", "c": 10 + n % 80}
            out += [t.format(**v) for t in block]
        (folder / f"part{part}.tex").write_text("\n".join(out[:per_part]) + "\n")
    main = folder / "paper.tex"
    main.write_text("\\documentclass{article}\n\\begin{document}\n"
                    + "".join(f"\\input{{part{part}}}\n" for part in range(4)) + "\\end{document}\n")
    return main


_NAIVE = re.compile(r"(?<![\w.])[0-9]+(?:\.[0-9]+)?")


def naive(folder: Path) -> int:
    """The baseline: read every part and run one number regex per line."""
    count = 0
    for part in sorted(folder.glob("part*.tex")):
        for line in part.read_text().splitlines():
            count += len(_NAIVE.findall(line))
    return count


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="5k and 10k lines only")
    ap.add_argument("--dense", action="store_true", help="numbers on nearly every line (a stress case)")
    args = ap.parse_args()
    sizes = [5_000, 10_000] if args.quick else [5_000, 10_000, 20_000, 40_000]
    print(f"{'lines':>7} {'MB':>6} {'link s':>8} {'MB/s':>7} {'naive s':>8} {'naive MB/s':>11} {'x naive':>8} "
          f"{'s per 10k lines':>16} {'mentions':>9} {'per line':>9} {'anchors':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            folder = Path(tmp) / str(size)
            folder.mkdir()
            main_file = generate(folder, size, args.dense)
            mb = sum(p.stat().st_size for p in folder.glob("*.tex")) / 1e6
            result = {}

            def run():  # what `claim-gate link` does, without writing the file
                result["links"] = link_paper(main_file, folder)

            t = best_time(run)
            tn = best_time(lambda: naive(folder))
            counts = result["links"]["counts"]
            print(f"{size:>7} {mb:6.2f} {t:8.3f} {mb / t:7.2f} {tn:8.4f} {mb / tn:11.1f} {t / tn:7.1f}x "
                  f"{t / size * 1e4:16.3f} {counts['numeric_mentions']:>9} {counts['numeric_mentions'] / size:9.2f} "
                  f"{counts['anchors']:>8}")


if __name__ == "__main__":
    main()
