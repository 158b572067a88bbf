"""SARIF 2.1.0: one rule per finding type of the registry, results with paper locations."""

from __future__ import annotations

import hashlib
from typing import List

from .. import explain
from ..findings import REGISTRY

_LEVEL = {"error": "error", "warning": "warning"}


def _rule(name: str) -> dict:
    t = REGISTRY[name]
    return {
        "id": name,
        "name": "".join(part.capitalize() for part in name.split("_")),
        "shortDescription": {"text": t.doc},
        # The same text as `claim-gate explain` and docs/findings.md (claim_gate/explain.py).
        "fullDescription": {"text": t.explanation or t.doc},
        "help": {"text": explain.text(name)},
        "defaultConfiguration": {"level": _LEVEL[t.severity]},
        "properties": {"check": t.check},
    }


def fingerprint(f: dict) -> str:
    """Stable across runs and across edits that only move lines: type, ids and file, not line numbers."""
    ids = sorted((k, str(v)) for k, v in f.items() if k.endswith("_id") or k in ("metric", "path", "figure_id"))
    loc = f.get("location") or {}
    key = "|".join([f["type"], loc.get("file", ""), repr(ids), f.get("printed", "")])
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]


def render(report: dict, paper_dir: str, data_file: str) -> dict:
    """paper_dir: the paper's folder and data_file: science_data.json, both relative to the repository root."""
    names = sorted(REGISTRY)
    results: List[dict] = []
    for f in report["errors"] + report["warnings"]:
        loc = f.get("location")
        if loc:
            uri = f"{paper_dir}/{loc['file']}" if paper_dir not in ("", ".") else loc["file"]
            physical = {"artifactLocation": {"uri": uri, "uriBaseId": "%SRCROOT%"},
                        "region": {"startLine": loc["line"], "startColumn": loc["column"]}}
        else:
            physical = {"artifactLocation": {"uri": data_file, "uriBaseId": "%SRCROOT%"}, "region": {"startLine": 1}}
        results.append({
            "ruleId": f["type"], "ruleIndex": names.index(f["type"]), "level": _LEVEL[f["severity"]],
            "message": {"text": f["message"]}, "locations": [{"physicalLocation": physical}],
            "partialFingerprints": {"claimGateFinding/v1": fingerprint(f)},
        })
    for w in report.get("waived", []):
        # A waived number is an uncovered_numeric result the author suppressed in the source (% NOCLAIM:),
        # with the reason as its justification: visible to review, never an alert.
        loc = w["location"]
        uri = f"{paper_dir}/{loc['file']}" if paper_dir not in ("", ".") else loc["file"]
        for n in w["numbers"]:
            printed = n["text"] + (" " + n["unit"] if n["unit"] else "")
            results.append({
                "ruleId": "uncovered_numeric", "ruleIndex": names.index("uncovered_numeric"), "level": "note",
                "message": {"text": f"{printed} is waived: {w['reason']}"},
                "locations": [{"physicalLocation": {"artifactLocation": {"uri": uri, "uriBaseId": "%SRCROOT%"},
                                                    "region": {"startLine": n["line"], "startColumn": n["column"]}}}],
                "partialFingerprints": {"claimGateFinding/v1": fingerprint(
                    {"type": "uncovered_numeric", "location": {"file": loc["file"]}, "printed": printed,
                     "waiver_id": w["reason"]})},
                "suppressions": [{"kind": "inSource", "status": "accepted", "justification": w["reason"]}],
            })
    return {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "claim-gate", "version": report["engine"]["version"],
                                "informationUri": "https://github.com/claim-gate/claim-gate",
                                "rules": [_rule(n) for n in names]}},
            "results": results,
            "invocations": [{"executionSuccessful": True,
                             "properties": {"status": report["status"], "should_block": report["should_block"],
                                            "phase": report["phase"], "policy": report["policy"]}}],
        }],
    }
