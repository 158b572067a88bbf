"""`claim-gate init DIR`: the smallest checkpoint and paper that pass the gate, to start from.

Two configurations that each ran on a node, one claim, three numeric assertions (two recorded values and
a speedup derived from them) and a paper whose anchors bind all three. Nothing is overwritten: if any
file it would write exists, it writes none and exits 2.
"""

from __future__ import annotations

from pathlib import Path

from . import jsonio
from .errors import InputError
from .files import write_atomic

PAPER = r"""\documentclass{article}
\begin{document}
\title{A first checked paper}
\maketitle

\begin{abstract}
The tuned build runs 1.51x faster than the baseline. % CLAIM:C1:NC1
\end{abstract}

\section{Results}
% An anchor names a claim and a numeric assertion of science_data.json. At the end of a line it
% binds that line's sentence; on its own line, the next sentence. A number you add without an
% anchor fails the gate: `claim-gate explain uncovered_numeric` says what to do.
The baseline takes 12.4 s per step. % CLAIM:C1:NC2
% CLAIM:C1:NC3
The tuned build takes 8.2 s per step.

\end{document}
"""


def _science_data() -> dict:
    def cfg(config_id: str, node_id: str, time_s: float) -> dict:
        return {"config_id": config_id, "node_id": node_id, "label": config_id,
                "measurements": {"time_s": time_s}, "_provenance": {"time_s": "measured"}}

    def value(aid: str, config_id: str) -> dict:
        return {"id": aid, "claim_id": "C1", "formula": "identity", "unit": "s",
                "operands": {"value": {"config_id": config_id, "metric": "time_s"}}}

    return {
        "configurations": [cfg("baseline", "node_baseline", 12.4), cfg("tuned", "node_tuned", 8.2)],
        "claims": [{"id": "C1", "statement": "The tuned build is faster than the baseline.", "status": "supported",
                    "supported_by": {"nodes": ["node_baseline", "node_tuned"],
                                     "results": [{"node_id": "node_tuned", "metric_path": "measurements.time_s"}]}}],
        "numeric_assertions": [
            {"id": "NC1", "claim_id": "C1", "formula": "relative_speedup", "unit": "x",
             "operands": {"baseline": {"config_id": "baseline", "metric": "time_s"},
                          "proposed": {"config_id": "tuned", "metric": "time_s"}}},
            value("NC2", "baseline"), value("NC3", "tuned"),
        ],
    }


def files() -> dict[str, str]:
    """Relative path -> text of every file init writes."""
    science = _science_data()
    out = {"paper.tex": PAPER, "science_data.json": jsonio.dumps(science),
           "tree.json": jsonio.dumps({"nodes": {c["node_id"]: {"has_real_data": True, "metrics": c["measurements"]}
                                                for c in science["configurations"]}})}
    for c in science["configurations"]:
        out[f"experiments/{c['node_id']}/results.json"] = jsonio.dumps({"measurements": c["measurements"],
                                                                       "_provenance": c["_provenance"]})
    return out


def write_skeleton(directory: Path) -> list[Path]:
    todo = files()
    existing = sorted(rel for rel in todo if (directory / rel).exists() or (directory / rel).is_symlink())
    if existing:
        raise InputError(str(directory / existing[0]), "exists; claim-gate init never overwrites (choose an empty DIR)")
    written = []
    try:
        for rel, text in sorted(todo.items()):
            path = directory / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, text)
            written.append(path)
    except OSError as exc:
        raise InputError(str(directory), f"cannot write: {exc.strerror or exc}") from None
    return written
