"""The human view, read like pytest or ruff: findings grouped by file in reading order (line, column),
then the findings with no paper location, then the metrics, and the one-line summary LAST, where a
terminal leaves the eye. `quiet` keeps only errors and the summary.
"""

from __future__ import annotations

_COLORS = {"error": "\033[31m", "warning": "\033[33m", "passed": "\033[32m", "failed": "\033[31m", "warn": "\033[33m",
           "dim": "\033[2m", "bold": "\033[1m"}
_RESET = "\033[0m"
NO_LOCATION = "checkpoint (no paper location)"


def _paint(text: str, key: str, color: bool) -> str:
    return f"{_COLORS[key]}{text}{_RESET}" if color and key in _COLORS else text


def summary(report: dict, color: bool = False) -> str:
    """The one line that says whether the paper ships."""
    counts = f"{len(report['errors'])} error(s), {len(report['warnings'])} warning(s)"
    if report["policy"] == "off":  # never presented as FAILED: the gate is not enforced, and who said so
        source = report.get("policy_resolved", {}).get("mode_source", "the policy")
        return (f"claim-gate: NOT ENFORCED (mode off, set by {source}; {report['phase']}, scope "
                f"{report['comparison_scope']}): {counts} reported, nothing blocks")
    status = report["status"]
    return (f"claim-gate: {_paint(status.upper(), status, color)} ({report['phase']}, mode {report['policy']}, "
            f"scope {report['comparison_scope']}): {counts}{'; BLOCKS' if report['should_block'] else ''}")


def grouped(findings: list[dict]) -> dict[str, list[dict]]:
    """Findings by file (files sorted, the paper-less group last), each in reading order."""
    groups: dict[str, list[dict]] = {}
    for f in findings:
        loc = f.get("location")
        groups.setdefault(loc["file"] if loc else NO_LOCATION, []).append(f)
    for items in groups.values():
        items.sort(key=lambda f: ((f.get("location") or {}).get("line", 0), (f.get("location") or {}).get("column", 0),
                                  f["severity"] != "error", f["type"], f["message"]))
    return {k: groups[k] for k in sorted(groups, key=lambda k: (k == NO_LOCATION, k))}


def render(report: dict, color: bool = False, quiet: bool = False) -> str:
    findings = report["errors"] + ([] if quiet else report["warnings"])
    lines: list[str] = []
    for file, items in grouped(findings).items():
        lines.append(_paint(file, "bold", color))
        for f in items:
            loc = f.get("location")
            where = f"{loc['line']}:{loc['column']}" if loc else "-"
            sev = f["severity"]
            label = _paint(f"{sev:<7}", sev, color)
            lines.append(f"  {where:<8} {label} {_paint(f['type'], sev, color)}  {f['message']}")
        lines.append("")
    waived = report.get("waived") or []
    if waived and not quiet:
        lines.append(f"waived: {len(waived)} waiver(s) (see the report's waived[])")
        lines.append("")
    if not quiet:
        lines.append("metrics:")
        lines += [f"  {k}: {v}" for k, v in report["metrics"].items()]
        lines.append("")
        if findings:
            lines.append(_paint("`claim-gate explain TYPE` says what a finding means and how to fix it.", "dim", color))
    lines.append(summary(report, color))
    return "\n".join(lines) + "\n"
