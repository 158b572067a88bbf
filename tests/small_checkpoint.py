"""A small checkpoint on disk and the gate run on it through the CLI (for the paper-side tests)."""

import json

from claim_gate.cli import main

# One configuration: value 1.234 (unitless), t = 2.0, u = 4.0; claim C1 with the identity assertion NC1 of v.
CONFIG = {"config_id": "cfg1", "node_id": "n1", "measurements": {"v": 1.234, "t": 2.0, "u": 4.0, "w": 150}}
TREE = {"nodes": {"n1": {"status": "completed", "has_real_data": True}}}


def science(*assertions, configs=None):
    return {"configurations": configs or [CONFIG],
            "claims": [{"id": "C1", "supported_by": {"nodes": ["n1"]}}],
            "numeric_assertions": list(assertions),
            "_config_nodes": {"cfg1": {"node_id": "n1"}}}


def identity(aid="NC1", metric="v", **extra):
    return {"id": aid, "claim_id": "C1", "formula": "identity",
            "operands": {"value": {"config_id": "cfg1", "metric": metric}}, **extra}


def speedup(aid="NC1", **extra):
    return {"id": aid, "claim_id": "C1", "formula": "relative_speedup",
            "operands": {"baseline": {"config_id": "cfg1", "metric": "u"},
                         "proposed": {"config_id": "cfg1", "metric": "t"}}, **extra}


def write(folder, body, sd=None, units=None):
    (folder / "p.tex").write_text("\\documentclass{article}\n\\begin{document}\n\\section{Results}\n" + body +
                                  "\n\\end{document}\n", encoding="utf-8")
    (folder / "science_data.json").write_text(json.dumps(sd if sd is not None else science(identity())))
    (folder / "tree.json").write_text(json.dumps(TREE))
    # The node's own results, which writer declarations (cfg1 -> n1) resolve against, and which hold every value a
    # configuration of n1 gives (an operand must be a recorded number: red team 47).
    recorded = dict(CONFIG["measurements"])
    for cfg in (sd or {}).get("configurations") or []:
        if isinstance(cfg, dict) and cfg.get("node_id") == "n1" and isinstance(cfg.get("measurements"), dict):
            recorded.update(cfg["measurements"])
    (folder / "experiments" / "n1").mkdir(parents=True, exist_ok=True)
    (folder / "experiments" / "n1" / "results.json").write_text(json.dumps({"measurements": recorded, "units": units or {}}))
    return folder / "p.tex"


def gate(capsys, folder, body, sd=None, *args, fmt="json", units=None):
    """(exit code, report, stderr) of `claim-gate check` on the small checkpoint, under mode strict."""
    paper = write(folder, body, sd, units)
    code = main(["check", str(paper), "--format", fmt, "--no-write", "--mode", "strict", *args])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if fmt in ("json", "sarif") else out), err


def found(report):
    return [(f["type"], f.get("numeric_id")) for f in report["errors"] + report["warnings"]]


def types(report):
    return {f["type"] for f in report["errors"] + report["warnings"]}
