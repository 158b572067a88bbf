"""Digest-bound evidence (SPEC sections 4 and 7): the paper's \\codedigest and the frozen contract."""

from __future__ import annotations

import re
from typing import List

from ..digest import sha256_json
from ..files import read_text_digest
from ..findings import Finding, finding
from .context import GateInput

_HEX = re.compile(r"^[0-9a-f]{64}$")


def check(g: GateInput) -> List[Finding]:
    out: List[Finding] = []
    doc = g.index.document
    lock = g.ck.manifest_lock
    bundle = lock.get("bundle_sha256") if isinstance(lock, dict) else None
    for value, file, src in doc.codedigests:
        loc = doc.position(file, src)
        if lock is None:
            out.append(finding("codedigest_unverifiable", f"the paper states \\codedigest{{{value}}} but the checkpoint "
                               "has no ear_published/manifest.lock to verify it", loc))
        elif not isinstance(bundle, str) or value.strip().lower() != bundle.strip().lower():
            out.append(finding("codedigest_mismatch", f"the paper states \\codedigest{{{value}}} but manifest.lock "
                               f"records bundle_sha256 {bundle!r}", loc, details={"paper": value, "manifest": bundle}))
    recorded = g.ck.root / "metric_contract.sha256"
    if recorded.is_file() and g.ck.contract_source:
        text, file_digest = read_text_digest(recorded, "metric_contract.sha256")
        expected = text.strip().lower()
        g.ck.inputs["metric_contract.sha256"] = file_digest
        contract_file = g.ck.root / "metric_contract.json"
        current = None
        if contract_file.is_file():
            from .. import jsonio

            current = sha256_json(jsonio.load(contract_file, "metric_contract.json"))
        if not _HEX.match(expected) or current != expected:
            out.append(finding("contract_tampered", "metric_contract.json does not match the sha256 recorded in "
                               "metric_contract.sha256 when it was frozen", details={"recorded": expected,
                                                                                    "actual": current}))
    return out
