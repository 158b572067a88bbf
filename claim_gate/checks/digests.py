"""Digest-bound evidence (SPEC sections 4 and 7): the paper's \\codedigest and the frozen contract."""

from __future__ import annotations

import os

from .. import store
from ..digest import pipeline_json_sha256
from ..errors import InputError
from ..files import PathEscape, read_text_digest, sha256_confined
from ..findings import Finding, finding
from ..lazy_re import lazy
from .context import GateInput

_HEX = lazy(r"^[0-9a-f]{64}$")


def check(g: GateInput) -> list[Finding]:
    out: list[Finding] = []
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
        else:
            out += _bundle_files(g, lock, loc)
    out += _contract(g)
    return out


def _bundle_files(g: GateInput, lock: dict, loc) -> list[Finding]:
    """Each file manifest.lock lists must still hash to what it records: the paper's digest names the lock, and the
    lock names the files, so a changed results.csv or main.c behind an unchanged lock passed (red team 47). Paths
    stay inside ear_published; a file read is listed among the inputs."""
    files = lock.get("files")
    if not isinstance(files, dict):
        return [finding("codedigest_mismatch", "manifest.lock records no files map, so the bundle its bundle_sha256 "
                        "names cannot be checked", loc)]
    folder = g.ck.root / "ear_published"
    out: list[Finding] = []
    # bundle_sha256 is the sha256 of the files map as canonical JSON (the seed's manifest.lock; the ARI-shaped
    # example re-derives so): a rewritten map under an unchanged digest passed (red team 47b)
    bundle = lock.get("bundle_sha256")
    try:
        derived = pipeline_json_sha256(files)
    except (TypeError, ValueError):
        derived = ""
    if not isinstance(bundle, str) or derived != bundle.strip().lower():
        out.append(finding("codedigest_mismatch", f"manifest.lock's bundle_sha256 {bundle!r} is not the sha256 of its "
                           f"files map ({derived or 'not JSON'}): the map was changed after the digest was taken", loc,
                           details={"recorded": bundle, "actual": derived}))
    for rel in sorted(files):
        recorded = files[rel]
        display = f"ear_published/{rel}"
        if not isinstance(recorded, str) or not _HEX.match(recorded.strip().lower()):
            out.append(finding("codedigest_mismatch", f"manifest.lock records {recorded!r} for {display}, not a sha256",
                               loc))
            continue
        try:
            actual = sha256_confined(folder, folder / rel, display)
        except PathEscape as exc:
            out.append(finding("artifact_path_escape", f"manifest.lock lists {display}: {exc}", loc))
            continue
        except InputError as exc:
            out.append(finding("codedigest_mismatch", f"manifest.lock lists {display}, which cannot be read: {exc}",
                               loc))
            continue
        g.ck.inputs[display] = actual
        if actual != recorded.strip().lower():
            out.append(finding("codedigest_mismatch", f"{display} has sha256 {actual} but manifest.lock records "
                               f"{recorded}: the bundle the paper's \\codedigest names was changed after it was "
                               "published", loc, details={"file": display, "recorded": recorded, "actual": actual}))
    listed = {os.path.normpath(rel) for rel in files if isinstance(rel, str)}
    unlisted = sorted(rel for rel in _bundle_tree(folder) if rel not in listed and rel not in _LOCK_FILES)
    if unlisted:
        out.append(finding("codedigest_unverifiable", f"ear_published holds {len(unlisted)} file(s) manifest.lock does "
                           f"not list, which the paper's \\codedigest therefore does not cover: "
                           f"{', '.join(unlisted[:5])}{' ...' if len(unlisted) > 5 else ''}", loc))
    return out


# Written beside the bundle, not part of it.
_LOCK_FILES = frozenset(("manifest.lock", "publish_record.json"))


def _bundle_tree(folder) -> list[str]:
    """Every regular file under the bundle folder, relative, without following symlinks out (bounded walk)."""
    out: list[str] = []
    for here, dirs, names in os.walk(folder, followlinks=False):
        dirs.sort()
        for name in sorted(names):
            out.append(os.path.relpath(os.path.join(here, name), folder))
            if len(out) > 100_000:
                return out
    return out


def _contract(g: GateInput) -> list[Finding]:
    """The frozen store is THE contract: its digest, its supersede history, and science_data's copy of it."""
    root = g.ck.root
    out: list[Finding] = []
    recorded = None
    if os.path.lexists(root / store.DIGEST):
        text, file_digest = read_text_digest(root / store.DIGEST, store.DIGEST, root=root)
        g.ck.inputs[store.DIGEST] = file_digest
        recorded = text.strip().lower()
    stored = store.load(root)
    if stored is None:
        if recorded is not None:
            out.append(finding("contract_tampered", "metric_contract.sha256 records a frozen contract but "
                               "metric_contract.json is missing; restore it (or re-run `contract mint` if a mint was "
                               "interrupted)", details={"recorded": recorded, "actual": None}))
        return out
    actual = store.digests_of(stored)
    if recorded is not None and (not _HEX.match(recorded) or recorded not in actual):
        out.append(finding("contract_tampered", "metric_contract.json does not match the sha256 recorded in "
                           "metric_contract.sha256 when it was frozen", details={"recorded": recorded,
                                                                                "actual": actual[0]}))
    lines = store.history(root)
    if lines:
        g.ck.inputs[store.HISTORY] = read_text_digest(root / store.HISTORY, store.HISTORY, root=root)[1]
    problem = store.chain_problem(lines, actual)
    if problem:
        out.append(finding("contract_tampered", f"{problem}; the supersede history must chain from each replaced "
                           "contract to the stored one"))
    for i, line in enumerate(lines, 1):
        out.append(finding("contract_superseded", f"the frozen metric contract was superseded ({line['old_sha256'][:12]}"
                           f" -> {line['new_sha256'][:12]}): {line['reason']}", details={
                               "history_line": i, "reason": line["reason"], "old_sha256": line["old_sha256"],
                               "new_sha256": line["new_sha256"]}))
    problem = store.science_contract_problem(root, stored, {"metric_contract": g.ck.science_contract})
    if problem:
        out.append(finding("contract_tampered", problem + "; remove science_data.metric_contract or make it equal",
                           details={"source": "science_data.json"}))
    return out
