"""Fast paths of the gate (issue 16) decide exactly as the slow paths they skip.

- checks/numeric.py resolves each distinct operand once per run: the report equals the one made with
  every operand resolved per assertion (the cache turned off), on generated assertions that share,
  repeat and break operands.
- files.py opens a plain file directly inside its (real) root without walking its real path: every
  kind of entry (regular file, symlink in or out, FIFO, folder, dangling link) reads or fails as the
  full confinement decides, and only a regular, non-symlink file takes the fast path.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claim_gate import files
from claim_gate.checks import numeric
from claim_gate.errors import InputError
from claim_gate.gate import run
from claim_gate.policy import Policy

# -- numeric: one resolution per distinct operand --------------------------------------------------------

RESULTS = {"n1": {"measurements": {"t": 2.0, "g": 300.5, "v": [1.0, 2.0]}, "units": {"t": "ms"}},
           "n2": {"measurements": {"t": 4.0, "g": 150.25}}}
REPORTS = {"n1": {"executor": "slurm", "cpu_info": {"model": "X", "arch": "x86_64"}},
           "n2": {"executor": "local", "cpu_info": {"model": "Y", "arch": "arm64"}}}
CONFIGS = [{"config_id": "cfg1", "node_id": "n1", "measurements": {"t": 2.0, "g": 300.5}},
           {"config_id": "cfg2", "node_id": "n2", "measurements": {"t": 4.0, "g": 150.25}}]

operands = st.one_of(
    st.builds(lambda n, m: {"node_id": n, "metric_path": m}, st.sampled_from(["n1", "n2", "n3", 1, True]),
              st.sampled_from(["measurements.t", "measurements.g", "g", "measurements.v", "nope"])),
    st.builds(lambda c, m: {"config_id": c, "metric": m}, st.sampled_from(["cfg1", "cfg2", "cfg9"]),
              st.sampled_from(["t", "g", "measurements.g", "missing", 1.0])),
    st.builds(lambda n, u: {"node_id": n, "metric_path": "measurements.t", "unit": u},
              st.sampled_from(["n1", "n2"]), st.sampled_from(["ms", "s", 1])),
    st.builds(lambda n, e: {"node_id": n, "metric_path": "measurements.g", "environment": e},
              st.sampled_from(["n1", "n2"]), st.sampled_from([{"executor": "slurm"}, {"executor": "cloud"}])),
    st.sampled_from(["n1", None, 3]),  # not an object
)
assertion = st.tuples(st.sampled_from(["identity", "relative_speedup", "absolute_difference", "relative_gian",
                                       "baseline", "value * 2"]),
                      st.dictionaries(st.sampled_from(["value", "baseline", "proposed"]), operands, max_size=3),
                      st.sampled_from(["", "1.00", "2.0", "0.5", "150.25"]))


def _checkpoint(folder: Path, drawn, broken: bool = False) -> Path:
    for node, data in RESULTS.items():
        (folder / "experiments" / node).mkdir(parents=True)
        # broken: n2's results.json does not parse; reading it (for a node operand, or for the unit of a
        # config operand on n2) is an input error, so the cache must read it exactly when the slow path does.
        text = '{"measurements": ' if broken and node == "n2" else json.dumps(data)
        (folder / "experiments" / node / "results.json").write_text(text)
        (folder / "experiments" / node / "node_report.json").write_text(json.dumps(REPORTS[node]))
    assertions, lines = [], []
    for i, (formula, ops, printed) in enumerate(drawn):
        assertions.append({"id": f"NC{i + 1}", "claim_id": "C1", "formula": formula, "operands": ops})
        if printed:
            lines.append(f"The value is {printed}. % CLAIM:C1:NC{i + 1}")
    (folder / "science_data.json").write_text(json.dumps({
        "configurations": CONFIGS, "claims": [{"id": "C1", "supported_by": {"nodes": ["n1"]}}],
        "numeric_assertions": assertions}))
    (folder / "tree.json").write_text(json.dumps({"nodes": {n: {"status": "completed", "has_real_data": True}
                                                            for n in ("n1", "n2")}}))
    paper = folder / "p.tex"
    paper.write_text("\\documentclass{article}\n\\begin{document}\n\\section{Results}\n" + "\n".join(lines) +
                     "\n\\end{document}\n")
    return paper


def _report(paper: Path) -> str:
    try:
        return json.dumps(run(paper, paper.parent, Policy(mode="strict"), "final"), sort_keys=True)
    except InputError as exc:
        return f"input error: {exc}"


@given(st.lists(assertion, min_size=1, max_size=8), st.booleans())
def test_operand_cache_gives_the_report_of_resolving_every_operand(drawn, broken):
    with tempfile.TemporaryDirectory() as tmp:
        paper = _checkpoint(Path(tmp), drawn, broken)
        cached = _report(paper)
        original = numeric._operand_key
        numeric._operand_key = lambda op: None  # every operand resolved again, per assertion
        try:
            uncached = _report(paper)
        finally:
            numeric._operand_key = original
    assert cached == uncached


def test_operand_key_tells_apart_what_resolves_differently():
    key = numeric._operand_key
    assert key({"node_id": "n1", "metric_path": "t"}) == key({"node_id": "n1", "metric_path": "t"})
    assert key({"node_id": "n1", "metric_path": "t"}) != key({"node_id": "n1", "metric_path": "u"})
    assert key({"node_id": True, "metric_path": "t"}) != key({"node_id": 1, "metric_path": "t"})
    assert key({"node_id": 1, "metric_path": "t"}) != key({"node_id": 1.0, "metric_path": "t"})
    assert key({"node_id": "n1", "environment": {"executor": "x"}}) is None  # not a scalar: never cached
    assert key(["n1"]) is None


# -- files: the plain-child fast path --------------------------------------------------------------------

def _outcome(root: Path, path: Path):
    try:
        return "read", files.read_confined(root, path, "f")
    except InputError as exc:
        return type(exc).__name__, str(exc)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX FIFOs")
def test_plain_child_fast_path_decides_as_the_full_confinement(tmp_path, monkeypatch):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.json").write_text("{}")
    root = (tmp_path / "root").resolve()
    root.mkdir()
    (root / "plain.json").write_text('{"a": 1}')
    (root / "inner.json").symlink_to(root / "plain.json")
    (root / "escape.json").symlink_to(outside / "secret.json")
    (root / "dangling.json").symlink_to(root / "absent.json")
    (root / "folder").mkdir()
    os.mkfifo(root / "fifo.json")
    (root / "via").symlink_to(outside, target_is_directory=True)
    names = ["plain.json", "inner.json", "escape.json", "dangling.json", "folder", "fifo.json", "absent.json"]
    paths = [root / n for n in names] + [root / "via" / "secret.json", root / "folder" / ".." / "plain.json"]
    fast = [_outcome(root, p) for p in paths]
    taken = set()
    for p in paths:
        got = files._open_plain_child(root, p)
        if got is not None:
            os.close(got[0])
            taken.add(p.name)
    monkeypatch.setattr(files, "_open_plain_child", lambda root, path: None)
    slow = [_outcome(root, p) for p in paths]
    assert fast == slow
    assert fast[0] == ("read", b'{"a": 1}') and fast[2][0] == "PathEscape" and fast[5][0] == "PathEscape"
    assert taken == {"plain.json"}  # a symlink, a FIFO, a folder or a nested path takes the full path
