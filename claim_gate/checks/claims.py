"""Claim existence (SPEC section 4): every claim cites evidence that exists; cited artifacts keep their digests."""

from __future__ import annotations

from pathlib import Path
from typing import Dict, List, Optional, Tuple

from ..evidence.resolve import resolve
from ..files import sha256_file
from ..findings import Finding, finding
from .context import GateInput

_EXECUTED = {"completed", "complete", "success", "succeeded", "done", "finished", "ok", "executed"}


def _executed(node: dict) -> bool:
    status = str(node.get("status", "")).lower()
    return bool(node.get("has_real_data")) or status in _EXECUTED


def recorded_digests(g: GateInput) -> Dict[Path, Tuple[str, str]]:
    """Every artifact and changed file a node report records: resolved path -> (sha256, node id)."""
    out: Dict[Path, Tuple[str, str]] = {}
    for node_id in sorted(g.ck.nodes):
        report = g.ck.node_report(node_id)
        folder = g.ck.node_folder(node_id)
        if not isinstance(report, dict) or folder is None:
            continue
        entries = list(report.get("artifacts") or []) if isinstance(report.get("artifacts"), list) else []
        changed = report.get("files_changed")
        if isinstance(changed, dict):
            for key in ("added", "modified"):
                if isinstance(changed.get(key), list):
                    entries += changed[key]
        for e in entries:
            if isinstance(e, dict) and isinstance(e.get("path"), str) and isinstance(e.get("sha256"), str):
                target = g.ck.path(e["path"], folder) or g.ck.path(e["path"])
                if target is None:
                    out[Path("/escape") / node_id / e["path"]] = (e["sha256"], node_id)
                else:
                    out[target] = (e["sha256"].lower(), node_id)
    return out


def _artifact(g: GateInput, rel: str) -> Tuple[Optional[Path], bool]:
    """A cited artifact path: (existing file or None, escaped). Tried as given, then under ear_published/, ear/."""
    escaped = False
    for prefix in ("", "ear_published/", "ear/"):
        target = g.ck.path(prefix + rel)
        if target is None:
            escaped = True
            continue
        if target.is_file():
            return target, False
    return None, escaped


def check(g: GateInput) -> List[Finding]:
    out: List[Finding] = []
    digests_cache: list = []

    def digests():  # every node report is read only if an artifact must be checked
        if not digests_cache:
            digests_cache.append(recorded_digests(g))
        return digests_cache[0]

    checked = set()
    grounded = 0
    for claim in g.ck.claims:
        cid = claim["id"]
        sup = s if isinstance(s := claim.get("supported_by"), dict) else {}
        evidence = False
        for node_id in sup.get("nodes") or []:
            node = g.ck.nodes.get(node_id) if isinstance(node_id, str) else None
            if node is None or not _executed(node):
                out.append(finding("node_not_executed", f"claim {cid} cites node {node_id}, which "
                                   f"{'is not in the tree' if node is None else 'did not execute'}",
                                   claim_id=cid, node_id=node_id if isinstance(node_id, str) else str(node_id)))
            else:
                evidence = True
        for res in sup.get("results") or []:
            value, where, _ = resolve(g.ck, res)
            if value is None:
                out.append(finding("result_unresolved", f"claim {cid}: {where}", claim_id=cid))
            else:
                evidence = True
        for rel in sup.get("artifacts") or []:
            target, escaped = _artifact(g, rel) if isinstance(rel, str) else (None, True)
            if target is None:
                if escaped:
                    out.append(finding("artifact_path_escape", f"claim {cid} cites {rel!r}, which leaves the "
                                       "checkpoint; it was not opened", claim_id=cid, path=str(rel)))
                else:
                    out.append(finding("artifact_missing", f"claim {cid} cites {rel}, which does not exist",
                                       claim_id=cid, path=rel))
                continue
            evidence = True
            checked.add(target)
            out += _digest(g, digests(), target, cid)
        if evidence:
            grounded += 1
        else:
            out.append(finding("missing_evidence", f"claim {cid} cites no executed node, resolvable result or "
                               "existing artifact", claim_id=cid))
    if g.verify_artifacts == "all":
        for target in sorted(digests()):
            if target not in checked:
                out += _digest(g, digests(), target, None)
    g.grounded_claims = grounded
    return out


def _digest(g: GateInput, digests, target: Path, claim_id) -> List[Finding]:
    if target not in digests:
        return []
    expected, node_id = digests[target]
    rel = g.ck.display(target)
    if str(target).startswith("/escape/"):
        return [finding("artifact_path_escape", f"node {node_id} records artifact {rel!r} outside the checkpoint; "
                        "it was not opened", node_id=node_id, path=rel)]
    if not target.is_file():
        return [finding("artifact_missing", f"node {node_id} records {rel}, which does not exist", node_id=node_id,
                        path=rel, claim_id=claim_id)]
    actual = sha256_file(target)
    if actual != expected:
        return [finding("artifact_digest_mismatch", f"{rel}: sha256 {actual} differs from {expected} recorded by "
                        f"node {node_id}", node_id=node_id, path=rel, claim_id=claim_id,
                        details={"expected": expected, "actual": actual})]
    return []
