"""GitHub Actions workflow commands (::error file=..,line=..::message) and a step-summary table."""

from __future__ import annotations

from typing import List

MAX_ANNOTATIONS = 10  # GitHub shows only 10 annotations of each kind per step


def _data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _prop(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")


def render(report: dict, paper_dir: str) -> str:
    lines: List[str] = []
    shown = 0
    findings = report["errors"] + report["warnings"]
    for f in findings:
        if shown == MAX_ANNOTATIONS:
            break
        props = [f"title={_prop('claim-gate ' + f['type'])}"]
        loc = f.get("location")
        if loc:
            path = f"{paper_dir}/{loc['file']}" if paper_dir not in ("", ".") else loc["file"]
            props = [f"file={_prop(path)}", f"line={loc['line']}", f"col={loc['column']}"] + props
        lines.append(f"::{f['severity']} {','.join(props)}::{_data(f['message'])}")
        shown += 1
    if len(findings) > shown:
        lines.append(f"::notice title=claim-gate::{len(findings) - shown} more finding(s) in the report "
                     "(GitHub shows 10 annotations per step)")
    return "\n".join(lines) + ("\n" if lines else "")


def summary(report: dict) -> str:
    """A Markdown table for $GITHUB_STEP_SUMMARY."""
    head = (f"### claim-gate: {report['status']}{' (blocks)' if report['should_block'] else ''}\n\n"
            f"{len(report['errors'])} error(s), {len(report['warnings'])} warning(s); phase {report['phase']}, "
            f"mode {report['policy']}\n\n| severity | type | where | message |\n|---|---|---|---|\n")
    rows = []
    for f in report["errors"] + report["warnings"]:
        loc = f.get("location")
        where = f"{loc['file']}:{loc['line']}" if loc else ""
        message = f["message"].replace("|", "\\|").replace("\n", " ")
        rows.append(f"| {f['severity']} | `{f['type']}` | {where} | {message} |")
    return head + "\n".join(rows) + "\n"
