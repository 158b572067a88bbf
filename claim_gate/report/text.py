"""The human view: a summary line, findings grouped by severity as file:line:col type message, the metrics."""

from __future__ import annotations

_COLORS = {"error": "\033[31m", "warning": "\033[33m", "passed": "\033[32m", "failed": "\033[31m", "warn": "\033[33m"}
_RESET = "\033[0m"


def render(report: dict, color: bool = False) -> str:
    def paint(text: str, key: str) -> str:
        return f"{_COLORS[key]}{text}{_RESET}" if color and key in _COLORS else text

    status = report["status"]
    if report["policy"] == "off":  # never presented as FAILED: the gate is not enforced, and who said so
        source = report.get("policy_resolved", {}).get("mode_source", "the policy")
        lines = [(f"claim-gate: NOT ENFORCED (mode off, set by {source}; {report['phase']}, scope "
                  f"{report['comparison_scope']}): {len(report['errors'])} error(s), {len(report['warnings'])} "
                  "warning(s) reported, nothing blocks")]
    else:
        lines = [(f"claim-gate: {paint(status.upper(), status)} ({report['phase']}, mode {report['policy']}, scope "
                  f"{report['comparison_scope']}): {len(report['errors'])} error(s), {len(report['warnings'])} "
                  f"warning(s){'; BLOCKS' if report['should_block'] else ''}")]
    for severity, items in (("error", report["errors"]), ("warning", report["warnings"])):
        if not items:
            continue
        lines.append("")
        lines.append(paint(f"{severity}s:", severity))
        for f in items:
            loc = f.get("location")
            where = f"{loc['file']}:{loc['line']}:{loc['column']}" if loc else "-"
            lines.append(f"  {where} {paint(f['type'], severity)} {f['message']}")
    lines.append("")
    lines.append("metrics:")
    for k, v in report["metrics"].items():
        lines.append(f"  {k}: {v}")
    return "\n".join(lines) + "\n"
