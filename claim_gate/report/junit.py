"""JUnit XML: one testcase per claim (its findings are its failures), plus one for findings of no claim."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Dict, List


def render(report: dict, claim_ids: List[str]) -> str:
    by_claim: Dict[str, List[dict]] = {cid: [] for cid in claim_ids}
    other: List[dict] = []
    for f in report["errors"] + report["warnings"]:
        (by_claim.setdefault(f["claim_id"], []) if "claim_id" in f else other).append(f)
    cases = [(f"claim {cid}", items) for cid, items in by_claim.items()] + [("checkpoint and contract", other)]
    failures = sum(1 for _, items in cases if any(f["severity"] == "error" for f in items))
    suites = ET.Element("testsuites", name="claim-gate", tests=str(len(cases)), failures=str(failures))
    suite = ET.SubElement(suites, "testsuite", name=f"claim_evidence_hard_gate ({report['phase']})",
                          tests=str(len(cases)), failures=str(failures), errors="0", skipped="0")
    for name, items in cases:
        case = ET.SubElement(suite, "testcase", classname="claim-gate", name=name)
        errors = [f for f in items if f["severity"] == "error"]
        if errors:
            fail = ET.SubElement(case, "failure", type=errors[0]["type"], message=errors[0]["message"])
            fail.text = "\n".join(f"{f['type']}: {f['message']}" for f in errors)
        warnings = [f for f in items if f["severity"] == "warning"]
        if warnings:
            ET.SubElement(case, "system-out").text = "\n".join(f"warning {f['type']}: {f['message']}" for f in warnings)
    ET.indent(suites)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(suites, encoding="unicode") + "\n"
