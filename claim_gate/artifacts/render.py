"""The verifiers' output through the shared renderers: json (the report), sarif (report/sarif.py), text.

The gate's text renderer prints gate-only fields (phase, mode, scope), so verifiers get this small
generic text view: a summary line, the findings by severity, the metrics.
"""

from __future__ import annotations

import json
from typing import Any

from .. import jsonio


def text(report: dict) -> str:
    head = (f"claim-gate {report['tool']}: {report['status'].upper()} {report['subject']}: "
            f"{len(report['errors'])} error(s), {len(report['warnings'])} warning(s)")
    lines = [head]
    for severity, items in (("errors", report["errors"]), ("warnings", report["warnings"])):
        if items:
            lines += ["", f"{severity}:", *(f"  {_where(f)}{f['type']} {f['message']}" for f in items)]
    lines += ["", "metrics:"] + [f"  {k}: {_value(v)}" for k, v in report["metrics"].items()]
    return "\n".join(lines) + "\n"


def _where(f: dict) -> str:
    loc = f.get("location")
    return f"{loc['file']}:{loc['line']}:{loc['column']} " if loc else ""


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float):
        return f"{v:.4f}"  # printed values are rounded to 4 decimals; the JSON keeps them whole
    if isinstance(v, (dict, list)):
        return json.dumps(v, ensure_ascii=False, separators=(", ", ": "))
    return "null" if v is None else str(v)


def render(report: dict, fmt: str) -> str:
    if fmt == "json":
        return jsonio.dumps(report)
    if fmt == "sarif":
        from pathlib import Path

        from ..cli import _repo_relative
        from ..report import sarif

        subject = _repo_relative(Path(report["subject"]))
        return jsonio.dumps(sarif.render(report, ".", subject))
    return text(report)
