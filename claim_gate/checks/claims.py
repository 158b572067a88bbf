"""Claim existence (SPEC section 4): every claim cites evidence that exists; cited artifacts keep their digests.

Artifact paths come from JSON the checked pipeline wrote: each is confined (files.confine) and hashed
through the confined opener, so an absolute path, a `..`, a symlink out, a FIFO or a /proc entry is
`artifact_path_escape` and is never opened.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..errors import InputError
from ..evidence.resolve import resolve
from ..files import PathEscape, sha256_confined
from ..findings import Finding, finding
from .context import GateInput

_EXECUTED = {"completed", "complete", "success", "succeeded", "done", "finished", "ok", "executed"}
_SHOWN = 200  # characters of a hostile path kept in a message


def executed(node: dict) -> bool:
    status = str(node.get("status", "")).lower()
    return bool(node.get("has_real_data")) or status in _EXECUTED


def shown(path: object) -> str:
    """A path from JSON as a message may carry it: bounded, and printable (a lone surrogate cannot be written)."""
    text = path if isinstance(path, str) else repr(path)
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= _SHOWN else text[:_SHOWN] + f"... ({len(text)} characters)"


class Recorded:
    """What node reports record: resolved path -> (sha256, node id, root), and the entries that escape."""

    def __init__(self) -> None:
        self.digests: dict[Path, tuple[str, str, Path]] = {}
        self.escapes: list[tuple[str, str]] = []  # (node id, path as recorded)


def recorded_digests(g: GateInput) -> Recorded:
    """Every artifact and changed file a node report records.

    A path is relative to the node's folder, then the checkpoint (SPEC section 4); each resolution that
    exists is recorded, so a claim citing the bare name under the checkpoint meets the node's digest.
    """
    out = Recorded()
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
            if not (isinstance(e, dict) and isinstance(e.get("path"), str) and isinstance(e.get("sha256"), str)):
                continue
            hits = [(g.ck.path(e["path"], folder), folder), (g.ck.path(e["path"]), g.ck.root)]
            if any(p is None for p, _ in hits):  # either way it may not leave the node's folder or the checkpoint
                out.escapes.append((node_id, e["path"]))
                continue
            found = [(p, root) for p, root in hits if p is not None]
            existing = [(p, root) for p, root in found if os.path.lexists(p)]
            for p, root in existing or found[:1]:
                out.digests.setdefault(p, (e["sha256"].lower(), node_id, root))
    return out


def _artifact(g: GateInput, rel: str) -> tuple[Path | None, bool]:
    """A cited artifact path: (existing path or None, escaped). Tried as given, then under ear_published/, ear/."""
    escaped = False
    for prefix in ("", "ear_published/", "ear/"):
        target = g.ck.path(prefix + rel)
        if target is None:
            escaped = True
            continue
        if target.exists():
            return target, False
    return None, escaped


def check(g: GateInput) -> list[Finding]:
    out: list[Finding] = []
    cache: list[Recorded] = []

    def recorded() -> Recorded:  # node reports are read only if an artifact must be checked
        if not cache:
            cache.append(recorded_digests(g))
        return cache[0]

    anchored = {rec.get("claim_id") for rec in g.links.get("paper_claim_links", [])}
    checked = set()
    grounded = 0
    for claim in g.ck.claims:
        cid = claim["id"]
        sup: dict = claim["supported_by"] if isinstance(claim.get("supported_by"), dict) else {}
        evidence = absent = False
        for node_id in sup.get("nodes") or []:
            node = g.ck.nodes.get(node_id) if isinstance(node_id, str) else None
            if node is None:  # as ARI: a node the tree does not have is no evidence at all
                absent = True
                out.append(finding("missing_evidence", f"claim {cid} cites node {shown(node_id)}, which is not in "
                                   "the tree; add the node to tree.json or cite one that ran", claim_id=cid,
                                   node_id=shown(node_id)))
            elif not executed(node):
                out.append(finding("node_not_executed", f"claim {cid} cites node {node_id}, which did not execute",
                                   claim_id=cid, node_id=node_id))
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
                    out.append(finding("artifact_path_escape", f"claim {cid} cites {shown(rel)!r}, which leaves the "
                                       "checkpoint; it was not opened", claim_id=cid, path=shown(rel)))
                else:
                    out.append(finding("artifact_missing", f"claim {cid} cites {shown(rel)}, which does not exist",
                                       claim_id=cid, path=shown(rel)))
                continue
            checked.add(target)
            out += _digest(g, recorded(), target, cid)
        if evidence:
            grounded += 1
        elif not absent and (claim.get("status") == "supported" or cid in anchored):
            out.append(finding("missing_evidence", f"claim {cid} is {'supported' if cid not in anchored else 'anchored'}"
                               " but cites no executed node and no resolvable result", claim_id=cid))
    if g.verify_artifacts == "all":
        rec = recorded()
        for target in sorted(rec.digests):
            if target not in checked:
                out += _digest(g, rec, target, None)
        for node_id, rel in rec.escapes:
            out.append(finding("artifact_path_escape", f"node {node_id} records artifact {shown(rel)!r} outside its "
                               "folder and the checkpoint; it was not opened", node_id=node_id, path=shown(rel)))
    elif cache:  # cited artifacts only, but an escaping record is still said
        for node_id, rel in cache[0].escapes:
            out.append(finding("artifact_path_escape", f"node {node_id} records artifact {shown(rel)!r} outside its "
                               "folder and the checkpoint; it was not opened", node_id=node_id, path=shown(rel)))
    g.grounded_claims = grounded
    return out


def _digest(g: GateInput, rec: Recorded, target: Path, claim_id) -> list[Finding]:
    rel = g.ck.display(target)
    entry = rec.digests.get(target)
    root = entry[2] if entry is not None else g.ck.root
    if entry is None:  # cited, no digest recorded: only what it is matters (a FIFO or device is no artifact)
        if claim_id is not None and not target.is_file():
            return [finding("artifact_path_escape", f"claim {claim_id} cites {rel}, which is not a regular file; it "
                            "was not opened", claim_id=claim_id, path=rel)]
        return []
    expected, node_id, _ = entry
    if not target.exists():
        return [finding("artifact_missing", f"node {node_id} records {rel}, which does not exist", node_id=node_id,
                        path=rel, claim_id=claim_id)]
    try:
        actual = sha256_confined(root, target, rel)
    except PathEscape as exc:
        return [finding("artifact_path_escape", f"{rel} (recorded by node {node_id}): {exc.message}",
                        node_id=node_id, path=rel, claim_id=claim_id)]
    except InputError as exc:
        return [finding("artifact_missing", f"node {node_id} records {rel}, which cannot be read: {exc.message}",
                        node_id=node_id, path=rel, claim_id=claim_id)]
    if actual != expected:
        return [finding("artifact_digest_mismatch", f"{rel}: sha256 {actual} differs from {expected} recorded by "
                        f"node {node_id}", node_id=node_id, path=rel, claim_id=claim_id,
                        details={"expected": expected, "actual": actual})]
    return []
