"""`claim-gate corpus` over 200 generated checkpoints: the local engine's parallel speed-up, and Dask's cost.

    python benchmarks/corpus_scale.py [--papers N] [--runs R]

Each checkpoint is gate_scale.py's generator at 1/10 scale (100 configurations, 50 nodes, 1,000
assertions, a 500-line paper), each with its own seed. Every run is the whole command in a fresh
process (`python -m claim_gate corpus DIR ...`, reports written), best of R. Targets, as ratios of one
run: `--jobs 2` at least 1.7x faster than `--jobs 1` (one at a time, no pool), and `--engine dask
--jobs 2` (a LocalCluster started by the command) within 1.3x of the local engine. On a machine whose
cores are busy with other work the first ratio cannot reach 2: it measures the cores actually free.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from gate_scale import make_checkpoint
from timing import best_time


def run(cmd) -> None:
    proc = subprocess.run(cmd, check=False, capture_output=True, text=True, cwd=ROOT)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)} exited {proc.returncode}: {proc.stderr.strip()}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--papers", type=int, default=200)
    ap.add_argument("--runs", type=int, default=2)
    args = ap.parse_args()
    base = [sys.executable, "-m", "claim_gate", "corpus", "--format", "jsonl"]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "corpus"
        for i in range(args.papers):
            folder = root / f"p{i:03d}"
            folder.mkdir(parents=True)
            make_checkpoint(folder, 0.1, seed=i)
        figures = {}
        for name, extra in [("one at a time (--jobs 1)", ["--jobs", "1"]),
                            ("local --jobs 2", ["--jobs", "2"]),
                            ("dask LocalCluster --jobs 2", ["--engine", "dask", "--jobs", "2"])]:
            figures[name] = best_time(lambda cmd=base + [str(root)] + extra: run(cmd), args.runs)
            print(f"{name:<28} {figures[name]:7.2f} s  ({figures[name] / args.papers * 1e3:.0f} ms per paper)",
                  flush=True)
    serial, local, dask = figures.values()
    print(f"\nlocal speed-up with 2 jobs: {serial / local:.2f}x (target >= 1.7x; cores: {os.cpu_count()}, "
          f"load average now {os.getloadavg()[0]:.1f})")
    print(f"dask / local:               {dask / local:.2f}x (target <= 1.3x)")


if __name__ == "__main__":
    main()
