"""What the three verifiers share: schema findings, JSON loading, and the verifier report."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import __version__, jsonio
from ..errors import InputError
from ..evidence.validate import errors as schema_errors
from ..evidence.validate import json_path
from ..files import read_text_digest
from ..findings import ERROR, REGISTRY, Finding, finding


def load_object(path: Path, display: str, kind: type = dict, what: str = "object") -> tuple[Any, str]:
    """A JSON file whose top level must be `kind` (else exit 2, SPEC 4), and the sha256 of its bytes."""
    text, digest = read_text_digest(path, display)
    data = jsonio.loads(text, display)
    if not isinstance(data, kind):
        raise InputError(display, f"expected a JSON {what} at the top level")
    return data, digest


def schema_findings(data: Any, schema: str, code: str, file: str, prefix: tuple[Any, ...] = (),
                    classify: Callable[[tuple[Any, ...], str], str] | None = None,
                    skip: Callable[[tuple[Any, ...]], bool] = lambda p: False) -> list[Finding]:
    """One finding per schema violation, named by file and JSON path; `classify` may give a sharper code."""
    out = []
    for where, message in schema_errors(data, schema):
        if skip(where):
            continue
        path = prefix + tuple(where)
        place = json_path(path) or "top level"
        out.append(finding(classify(where, message) if classify else code, f"{file}: {place}: {message}",
                           file=file, path=place))
    return out


def report(tool: str, subject: str, findings: list[Finding], metrics: dict[str, Any],
           inputs: dict[str, str]) -> dict:
    """The verifier report: errors and warnings sorted, a status, and the keys the SARIF renderer reads.

    phase and policy are fixed ("verify", "strict"): a verifier has no policy; every error fails it.
    """
    ordered = sorted(set(findings), key=Finding.sort_key)
    errors = [f.as_json(ERROR) for f in ordered if REGISTRY[f.type].severity == ERROR]
    warnings = [f.as_json(REGISTRY[f.type].severity) for f in ordered if REGISTRY[f.type].severity != ERROR]
    status = "failed" if errors else "warn" if warnings else "passed"
    return {"tool": tool, "subject": subject, "status": status, "should_block": bool(errors),
            "phase": "verify", "policy": "strict", "errors": errors, "warnings": warnings,
            "metrics": metrics, "inputs": dict(sorted(inputs.items())),
            "engine": {"name": "claim-gate", "version": __version__}}
