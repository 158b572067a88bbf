"""Where one gate run spends its time: `claim-gate check` on the gate_scale checkpoint, stage by stage.

    python benchmarks/gate_stages.py [--scale 1] [--repeats 3]

Each stage of gate.run (and the parts of the paper index) is timed in place, and the run with the least
total is printed, beside the floor gate_scale.py measures (reading and json.loads of every input plus
scanning the paper). Timing wrappers add about a microsecond per call they wrap (classify is called once
per printed number), so the stages add up to a little more than the unwrapped run.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import claim_gate.gate as gate  # noqa: E402
import claim_gate.paper.index as paper_index  # noqa: E402
from claim_gate.policy import Policy  # noqa: E402
from gate_scale import make_checkpoint, read_inputs  # noqa: E402
from timing import best_time  # noqa: E402

CHECKS = ("claims", "numeric", "statistics", "coverage", "figures", "anchors", "invariants", "contract", "digests",
          "drift")


def _timed(spent: dict, name: str, fn):
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            spent[name] = spent.get(name, 0.0) + time.perf_counter() - t0

    return wrapper


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scale", type=float, default=1)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    spent: dict = {}
    stages = [(gate, "load_checkpoint", "load and validate the checkpoint"), (gate.Scanner, "run", "scan the paper"),
              (gate, "build_index", "paper index"), (paper_index, "split", "  sentences"),
              (paper_index, "find_numbers", "  numbers"), (paper_index, "qualifier", "  qualifiers"),
              (paper_index, "classify", "  classification"), (paper_index, "_anchors", "  anchors"),
              (gate, "link", "link anchors"), (gate, "build_table", "evidence table")]
    stages += [(getattr(gate, name), "check", f"check: {name}") for name in CHECKS]
    stages += [(gate, "report", "report")]
    for owner, attr, label in stages:
        setattr(owner, attr, _timed(spent, label, getattr(owner, attr)))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        paper = make_checkpoint(folder, args.scale)
        best, best_spent = float("inf"), {}
        for _ in range(args.repeats):
            spent.clear()
            t0 = time.perf_counter()
            gate.run(paper, folder, Policy(mode="strict"), "final")
            total = time.perf_counter() - t0
            if total < best:
                best, best_spent = total, dict(spent)
        floor = best_time(lambda: read_inputs(folder, paper), args.repeats)
    print(f"gate {best * 1e3:.0f} ms, floor {floor * 1e3:.0f} ms, ratio {best / floor:.1f} (scale {args.scale:g}, "
          f"timing wrappers included)")
    nested = sum(v for k, v in best_spent.items() if k.startswith("  "))
    for label, seconds in best_spent.items():
        print(f"  {label:<34} {seconds * 1e3:7.1f} ms  {100 * seconds / best:5.1f}%")
    rest = best - (sum(best_spent.values()) - nested)
    print(f"  {'other (glue, digests of the paper)':<34} {rest * 1e3:7.1f} ms  {100 * rest / best:5.1f}%")


if __name__ == "__main__":
    main()
