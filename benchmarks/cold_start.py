"""Cold start of `claim-gate check` on the stencil fixture against the interpreter's own start-up.

    python benchmarks/cold_start.py [--runs N]

Each figure is the best of N fresh processes (noise only ever adds time). Target: the check under
0.4 s. `python -c pass` is the floor no import work can go below; `-X importtime` shows what a run
imports (`python -X importtime -m claim_gate check ... 2>&1 | sort -t'|' -k2 -n | tail`).

Measured as an installed package runs: with compiled bytecode (pip compiles it at install). A shell
with PYTHONDONTWRITEBYTECODE=1 recompiles every module on every start, so the script gives the
processes a bytecode cache of their own in a temporary folder (nothing is written to the tree), and
prints the no-cache figure too.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import best_time

ROOT = Path(__file__).resolve().parents[1]
PAPER = ROOT / "fixtures" / "stencil-ari" / "full_paper.tex"


def installed_env(cache: str) -> dict:
    """The environment of a process that runs as an installed package does: bytecode cached (in `cache`)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = cache
    return env


def cold(cmd, runs: int, env=None) -> float:
    subprocess.run(cmd, capture_output=True, check=False, cwd=ROOT, env=env)  # fills the bytecode cache
    return best_time(lambda: subprocess.run(cmd, capture_output=True, check=False, cwd=ROOT, env=env), runs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()
    check_cmd = [sys.executable, "-m", "claim_gate", "check", str(PAPER), "--no-write"]
    with tempfile.TemporaryDirectory() as cache:
        env = installed_env(cache)
        py = cold([sys.executable, "-c", "pass"], args.runs, env)
        version = cold([sys.executable, "-m", "claim_gate", "--version"], args.runs, env)
        check = cold(check_cmd, args.runs, env)
    nocache = cold(check_cmd, args.runs, {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    print(f"python -c pass          {py * 1e3:6.0f} ms")
    print(f"claim-gate --version    {version * 1e3:6.0f} ms  (+{(version - py) * 1e3:.0f} ms)")
    print(f"claim-gate check        {check * 1e3:6.0f} ms  (+{(check - py) * 1e3:.0f} ms; target < 400 ms)")
    print(f"  without bytecode      {nocache * 1e3:6.0f} ms  (every module compiled again at each start)")


if __name__ == "__main__":
    main()
