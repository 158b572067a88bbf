"""Cold start: a run imports only what it uses (SPEC: `check` on the fixture under 0.4 s).

Timing is measured by benchmarks/cold_start.py; this guards the import placement that keeps it low.
"""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAPER = ROOT / "fixtures" / "stencil-ari" / "full_paper.tex"

PROBE = """
import sys
from claim_gate.cli import main
code = main(sys.argv[1:])
heavy = ("numpy", "lark", "scipy", "jsonschema", "dask", "distributed", "tqdm")
print(code, " ".join(sorted(m for m in heavy if m in sys.modules)))
"""


def _imported(*args):
    out = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, cwd=ROOT,
                         check=False).stdout.splitlines()[-1].split()
    return int(out[0]), set(out[1:])


def test_schema_command_imports_nothing_heavy():
    code, heavy = _imported("schema", "claim_gate_policy")
    assert code == 0 and heavy == set()


def test_check_imports_neither_jsonschema_nor_scipy_nor_the_corpus_engines():
    # jsonschema only explains an invalid file; scipy only recomputes reported test results (the fixture
    # has none; importing it cost 0.7 s of a cold check); dask and tqdm belong to `corpus`.
    code, heavy = _imported("check", str(PAPER), "--no-write", "--format", "json")
    assert code == 1 and {"numpy", "lark"} <= heavy
    assert not heavy & {"jsonschema", "scipy", "dask", "distributed", "tqdm"}
