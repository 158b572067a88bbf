"""`claim-gate stats` output: every recognised result with its reported and recomputed p, sorted by place."""

from __future__ import annotations

from .. import jsonio
from .analyse import CONSISTENT, DECISION, INCONSISTENT, NOT_TESTED, Result, fmt_p

_LABEL = {CONSISTENT: "ok", INCONSISTENT: "INCONSISTENT", DECISION: "DECISION ERROR", NOT_TESTED: "not tested"}


def summary(results: list[Result]) -> dict:
    return {"recognised": len(results),
            "checked": sum(1 for r in results if r.checked),
            "consistent": sum(1 for r in results if r.status == CONSISTENT),
            "inconsistent": sum(1 for r in results if r.status == INCONSISTENT),
            "decision_errors": sum(1 for r in results if r.status == DECISION),
            "not_tested": sum(1 for r in results if r.status == NOT_TESTED)}


def as_json(paper: str, results: list[Result], alpha: float) -> str:
    return jsonio.dumps({"paper": paper, "alpha": alpha, "summary": summary(results),
                         "results": [r.as_json() for r in results]})


def as_text(results: list[Result], alpha: float) -> str:
    s = summary(results)
    lines = [(f"claim-gate stats: {s['recognised']} result(s) recognised, {s['checked']} checked, "
              f"{s['inconsistent']} inconsistent, {s['decision_errors']} decision error(s), "
              f"{s['not_tested']} not tested (alpha = {alpha:g})")]
    checked = [r for r in results if r.checked]
    if checked:
        lines += ["", "checked:"]
        for r in checked:
            rec = "" if r.p_low is None or r.p_high is None else f"recomputed p {fmt_p(r.p_low)} to {fmt_p(r.p_high)}"
            kind = "" if r.kind == "test" else f"{r.kind}: "
            lines.append(f"  {r.file}:{r.line}:{r.column} [{_LABEL[r.status]}] {kind}{r.printed}"
                         + (f"  ({r.reported}; {rec})" if rec else ""))
            if r.status != CONSISTENT or r.through_rounding or r.one_tailed:
                lines.append(f"      {r.reason}")
    untested = [r for r in results if not r.checked]
    if untested:
        lines += ["", "not tested:"]
        lines += [f"  {r.file}:{r.line}:{r.column} {'' if r.kind == 'test' else r.kind + ': '}{r.printed}: {r.reason}"
                  for r in untested]
    return "\n".join(lines) + "\n"
