"""Whole-gate properties under generated checkpoints and corruptions of them (the gate fails closed).

1. it never raises or prints a traceback and always exits 0, 1 or 2;
2. a corruption never turns a failing input into a pass, and one that breaks evidence gives a finding
   or exit 2, never silence;
3. the report is byte-identical across runs (and across PYTHONHASHSEED values: a subprocess test);
4. a wrong number planted outside the rounding window is always caught under strict/final;
5. rounding a correct number to fewer printed decimals never produces a mismatch.
"""

import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from hypothesis import given, note, settings
from hypothesis import strategies as st

from claim_gate.cli import main
from claim_gate.testing import EVIDENCE_BREAKING, checkpoints, corruptions, write_checkpoint


def run_gate(ck, *args):
    """(exit code, report or None, stderr) of `claim-gate check` on a written checkpoint, in-process."""
    with tempfile.TemporaryDirectory() as tmp:
        paper = write_checkpoint(ck, Path(tmp))
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["check", str(paper), "--format", "json", "--no-write", "--mode", "strict",
                         "--phase", "final", *args])
        text = out.getvalue()
        return code, (json.loads(text) if text.strip() else None), err.getvalue()


def findings(report):
    return [] if report is None else report["errors"] + report["warnings"]


@given(checkpoints())
def test_clean_checkpoints_pass(ck):
    code, report, err = run_gate(ck)
    note(ck.paper())
    assert code == 0, (err, findings(report))
    assert report["errors"] == [] and report["status"] in ("passed", "warn")


@given(checkpoints().flatmap(lambda ck: st.tuples(st.just(ck), corruptions(ck))))
def test_corruptions_never_pass_silently(pair):
    ck, (kind, broken) = pair
    clean_code, clean, _ = run_gate(ck)
    code, report, err = run_gate(broken)
    note(f"{kind}: exit {code}; {err}")
    assert code in (0, 1, 2) and "Traceback" not in err
    if code == 2:
        assert err.startswith("claim-gate: ") and len(err.strip().splitlines()) == 1
        return
    if kind in EVIDENCE_BREAKING or kind == "move_anchor":
        new = {json.dumps(f, sort_keys=True) for f in findings(report)} - \
              {json.dumps(f, sort_keys=True) for f in findings(clean)}
        assert new, f"{kind} changed nothing the gate reports"
        assert report["status"] != "passed"


@given(checkpoints(), st.data())
def test_a_planted_wrong_number_is_always_caught(ck, data):
    a = data.draw(st.sampled_from(ck.anchored))
    half = 0.5 * 10 ** -a.decimals
    shift = data.draw(st.floats(3 * half, max(1.0, abs(a.value))) | st.floats(-max(1.0, abs(a.value)), -3 * half))
    wrong = a.value + shift
    lines = ck.paper().split("\n")
    correct = f"{a.value:.{a.decimals}f}"
    lines[a.line - 1] = lines[a.line - 1].replace(correct, f"{wrong:.{a.decimals}f}", 1)
    code, report, err = run_gate(ck.with_file("paper.tex", "\n".join(lines)))
    mismatches = [e for e in report["errors"] if e["type"] == "numeric_mismatch"]
    assert code == 1 and [m["numeric_id"] for m in mismatches] == [a.numeric_id], (err, report["errors"])


@given(checkpoints(), st.data())
def test_rounding_to_fewer_decimals_never_mismatches(ck, data):
    a = data.draw(st.sampled_from(ck.anchored))
    fewer = data.draw(st.integers(0, a.decimals - 1))
    lines = ck.paper().split("\n")
    lines[a.line - 1] = lines[a.line - 1].replace(f"{a.value:.{a.decimals}f}", f"{a.value:.{fewer}f}", 1)
    code, report, err = run_gate(ck.with_file("paper.tex", "\n".join(lines)))
    assert not [e for e in findings(report) if e["type"] == "numeric_mismatch"], err
    assert code == 0


@given(checkpoints().flatmap(lambda ck: st.tuples(st.just(ck), corruptions(ck))))
def test_reports_are_byte_identical_across_runs(pair):
    _, (kind, ck) = pair
    first, second = run_gate(ck), run_gate(ck)
    assert first == second


@settings(max_examples=5)
@given(checkpoints())
def test_reports_are_identical_across_hash_seeds(ck):
    with tempfile.TemporaryDirectory() as tmp:
        paper = write_checkpoint(ck, Path(tmp))
        outs = []
        for seed in ("0", "7"):
            env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAIM_GATE", "ARI_"))}
            proc = subprocess.run([sys.executable, "-m", "claim_gate", "check", str(paper), "--format", "json",
                                   "--no-write"], env={**env, "PYTHONHASHSEED": seed}, capture_output=True)
            outs.append(proc.stdout)
        assert outs[0] == outs[1] and outs[0]


@given(checkpoints().flatmap(lambda ck: st.tuples(st.just(ck), st.sampled_from(ck.anchored))), st.data())
def test_a_corruption_never_turns_a_failing_input_into_a_pass(pair, data):
    ck, a = pair
    lines = ck.paper().split("\n")
    lines[a.line - 1] = lines[a.line - 1].replace(f"{a.value:.{a.decimals}f}", f"{a.value + 1 + abs(a.value):.{a.decimals}f}", 1)
    failing = ck.with_file("paper.tex", "\n".join(lines))
    assert run_gate(failing)[1]["status"] == "failed"
    kind, broken = data.draw(corruptions(failing))
    code, report, err = run_gate(broken)
    note(kind)
    assert code == 2 or report["status"] != "passed"
