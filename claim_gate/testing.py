"""Hypothesis strategies for checkpoints and their corruptions, for fuzzing the gate (and your pipeline).

    from claim_gate.testing import checkpoints, corruptions, write_checkpoint

A checkpoint is a `Checkpoint` value: the files to write (path -> text or bytes) plus what the
generator knows about them: each anchored number, the value it must re-derive to, and the line of
the paper that prints it. A clean checkpoint passes the gate; `corruptions(ck)` returns a strategy of
`(kind, broken_checkpoint)` pairs. Requires hypothesis (the `test` extra).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Dict, Tuple, Union

from hypothesis import strategies as st

Files = Dict[str, Union[str, bytes]]


@dataclass(frozen=True)
class Anchored:
    numeric_id: str
    value: float  # what the recorded operands give
    decimals: int  # as printed
    unit: str
    line: int  # 1-based line of the paper that prints it


@dataclass(frozen=True)
class Checkpoint:
    files: Files
    anchored: Tuple[Anchored, ...] = ()
    evidence_keys: Tuple[str, ...] = field(default=())  # metric names that assertions read

    def paper(self) -> str:
        return str(self.files["paper.tex"])

    def with_file(self, name: str, content: Union[str, bytes]) -> "Checkpoint":
        return replace(self, files={**self.files, name: content})


def write_checkpoint(ck: Checkpoint, folder: Path) -> Path:
    """Write every file under folder; returns the paper's path."""
    for name, content in ck.files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return folder / "paper.tex"


def _printed(value: float, decimals: int) -> str:
    return f"{value:.{decimals}f}"


@st.composite
def checkpoints(draw) -> Checkpoint:
    """A consistent checkpoint: every anchored number re-derives from its operands at its printed precision."""
    n_configs = draw(st.integers(1, 4))
    configs, results, tree = [], {}, {}
    for i in range(n_configs):
        node = f"n{i}"
        t = draw(st.floats(0.5, 500, allow_nan=False).map(lambda x: round(x, 3)))
        u = draw(st.floats(0.5, 500, allow_nan=False).map(lambda x: round(x, 3)))
        g = draw(st.lists(st.floats(1, 900).map(lambda x: round(x, 1)), min_size=1, max_size=4))
        eff = draw(st.floats(0.05, 0.99).map(lambda x: round(x, 4)))
        configs.append({"config_id": f"cfg{i}", "node_id": node,
                        "measurements": {"time_ms": t, "other_ms": u, "gflops_byK": g},
                        "scores": {"efficiency": eff}, "_provenance": {"time_ms": "measurement"}})
        results[node] = {"measurements": {"time_ms": t, "other_ms": u}}
        tree[node] = {"status": "completed", "has_real_data": True, "metrics": {}}
    n_assertions = draw(st.integers(1, 5))
    assertions, anchored, sentences = [], [], []
    for k in range(n_assertions):
        a, b = draw(st.integers(0, n_configs - 1)), draw(st.integers(0, n_configs - 1))
        kind = draw(st.sampled_from(["identity", "relative_speedup", "ratio_percent"]))
        ca, cb = configs[a]["measurements"], configs[b]["measurements"]
        if kind == "identity":
            operands = {"value": {"node_id": f"n{a}", "metric_path": "measurements.time_ms"}}
            value, unit, word = ca["time_ms"], "ms", "takes"
        elif kind == "relative_speedup":
            operands = {"baseline": {"config_id": f"cfg{a}", "metric": "other_ms"},
                        "proposed": {"config_id": f"cfg{b}", "metric": "time_ms"}}
            value, unit, word = ca["other_ms"] / cb["time_ms"], "x", "is faster by"
        else:
            operands = {"baseline": {"config_id": f"cfg{a}", "metric": "other_ms"},
                        "proposed": {"config_id": f"cfg{b}", "metric": "time_ms"}}
            value, unit, word = cb["time_ms"] / ca["other_ms"] * 100, "%", "needs"
        decimals = draw(st.integers(1, 3))
        nid = f"NC{k + 1}"
        assertions.append({"id": nid, "claim_id": "C1", "formula": kind, "operands": operands})
        latex_unit = {"ms": "~ms", "x": "$\\times$", "%": "\\%"}[unit]
        sentences.append((nid, f"Variant {k + 1} {word} {_printed(value, decimals)}{latex_unit} here. % CLAIM:C1:{nid}",
                          value, decimals, unit))
    header = ["\\documentclass{article}", "\\begin{document}", "\\section{Results}"]
    body = []
    for nid, text, value, decimals, unit in sentences:
        body.append(text)
        anchored.append(Anchored(nid, value, decimals, unit, len(header) + len(body)))
    paper = "\n".join(header + body + ["\\end{document}", ""])
    science = {"configurations": configs, "claims": [{"id": "C1", "supported_by": {"nodes": ["n0"]}}],
               "numeric_assertions": assertions,
               "metric_contract": {"key": "efficiency", "invariants": ["value <= 1", "geomean(gflops_byK) > 0"]}}
    files: Files = {"paper.tex": paper, "science_data.json": json.dumps(science, indent=1),
                    "tree.json": json.dumps({"nodes": tree})}
    for node, res in results.items():
        files[f"experiments/{node}/results.json"] = json.dumps(res)
    return Checkpoint(files, tuple(anchored), ("time_ms", "other_ms"))


# -- corruptions ------------------------------------------------------------------------------------
EVIDENCE_BREAKING = {"number_to_string", "drop_operand", "nan_value", "huge_value", "unknown_node", "list_to_dict",
                     "truncate_json", "non_utf8", "input_cycle", "formula_token", "drop_metric", "contract_token"}


def _sd(ck: Checkpoint) -> dict:
    return json.loads(ck.files["science_data.json"])


def _sd_text(ck: Checkpoint) -> str:
    """science_data.json as text: generated checkpoints write it as text; only a corruption makes it bytes."""
    text = ck.files["science_data.json"]
    assert isinstance(text, str)
    return text


def _with_sd(ck: Checkpoint, sd: dict) -> Checkpoint:
    return ck.with_file("science_data.json", json.dumps(sd, indent=1))


def _corrupt(kind: str, ck: Checkpoint, pick: int) -> Checkpoint:
    sd = _sd(ck)
    assertion = sd["numeric_assertions"][pick % len(sd["numeric_assertions"])]
    role = sorted(assertion["operands"])[pick % len(assertion["operands"])]
    operand = assertion["operands"][role]
    if kind == "number_to_string":  # the operand's recorded value becomes a string
        if "config_id" in operand:
            cfg = next(c for c in sd["configurations"] if c["config_id"] == operand["config_id"])
            cfg["measurements"][operand["metric"]] = str(cfg["measurements"][operand["metric"]])
            return _with_sd(ck, sd)
        name = f"experiments/{operand['node_id']}/results.json"
        res = json.loads(ck.files[name])
        res["measurements"]["time_ms"] = str(res["measurements"]["time_ms"])
        return ck.with_file(name, json.dumps(res))
    if kind == "drop_operand":
        del assertion["operands"][role]
        return _with_sd(ck, sd)
    if kind == "drop_metric":  # the operand's metric disappears from the evidence
        if "config_id" in operand:
            cfg = next(c for c in sd["configurations"] if c["config_id"] == operand["config_id"])
            del cfg["measurements"][operand["metric"]]
            return _with_sd(ck, sd)
        name = f"experiments/{operand['node_id']}/results.json"
        return ck.with_file(name, json.dumps({"measurements": {}}))
    if kind in ("nan_value", "huge_value"):  # written as raw JSON text: NaN and 1e400 are not JSON numbers
        token = "NaN" if kind == "nan_value" else "1e400"
        return ck.with_file("science_data.json", _sd_text(ck).replace(
            '"other_ms": ', f'"other_ms": {token}, "was": ', 1))
    if kind == "unknown_node":
        if "node_id" in operand:
            operand["node_id"] = "n_missing"
        else:
            operand["config_id"] = "cfg_missing"
        return _with_sd(ck, sd)
    if kind == "list_to_dict":
        sd["numeric_assertions"] = {a["id"]: a for a in sd["numeric_assertions"]}
        return _with_sd(ck, sd)
    if kind == "truncate_json":
        text = _sd_text(ck)
        return ck.with_file("science_data.json", text[: max(1, (len(text) * (pick % 7 + 1)) // 8)])
    if kind == "non_utf8":
        return ck.with_file("science_data.json", _sd_text(ck).encode() + b"\xff")
    if kind == "input_cycle":
        return ck.with_file("paper.tex", ck.paper().replace("\\section{Results}", "\\input{part}\n\\section{Results}")) \
            .with_file("part.tex", "\\input{paper}\n")
    if kind == "formula_token":  # one token of an assertion's formula replaced
        assertion["formula"] = {"identity": "value +", "relative_speedup": "baseline / / proposed",
                                "ratio_percent": "proposed * baseline[0]"}[assertion["formula"]]
        return _with_sd(ck, sd)
    if kind == "contract_token":  # one token of a contract invariant dropped or doubled
        inv = sd["metric_contract"]["invariants"]
        tokens = inv[pick % len(inv)].split()
        k = pick % len(tokens)
        tokens = tokens[:k] + tokens[k + 1:] if pick % 2 else tokens[:k + 1] + [tokens[k]] + tokens[k + 1:]
        inv[pick % len(inv)] = " ".join(tokens)
        return _with_sd(ck, sd)
    if kind == "move_anchor":  # an anchor moved to a sentence without its number
        lines = ck.paper().split("\n")
        anchored = ck.anchored[pick % len(ck.anchored)]
        text = lines[anchored.line - 1]
        lines[anchored.line - 1] = text[: text.index(" % CLAIM")]
        lines.insert(3, f"The study compares several variants. % CLAIM:C1:{anchored.numeric_id}")
        return ck.with_file("paper.tex", "\n".join(lines))
    raise ValueError(kind)


def corruptions(ck: Checkpoint):
    """Strategy of (kind, corrupted checkpoint)."""
    kinds = sorted(EVIDENCE_BREAKING | {"move_anchor"})
    return st.tuples(st.sampled_from(kinds), st.integers(0, 1000)).map(lambda kp: (kp[0], _corrupt(kp[0], ck, kp[1])))
