"""Figures (SPEC section 4): registered, present in the checkpoint, and referenced by the paper."""

from __future__ import annotations

from pathlib import PurePosixPath
from typing import List

from ..findings import Finding, finding
from .context import GateInput


def _registered(manifest) -> dict:
    figures = manifest.get("figures") if isinstance(manifest, dict) else None
    if isinstance(figures, dict):
        return {str(k): v if isinstance(v, str) else (v.get("path") if isinstance(v, dict) else None)
                for k, v in figures.items()}
    if isinstance(figures, list):
        return {str(f["id"]): f.get("path") or f.get("source") for f in figures if isinstance(f, dict) and "id" in f}
    return {}


def check(g: GateInput) -> List[Finding]:
    manifest = g.ck.figures_manifest
    if manifest is None:
        return []
    figures = _registered(manifest)
    out: List[Finding] = []
    for fig_id in sorted(figures):
        path = figures[fig_id]
        if not isinstance(path, str):
            out.append(finding("figure_source_missing", f"figure {fig_id} has no source path", figure_id=fig_id))
            continue
        target = g.ck.path(path)
        if target is None:
            out.append(finding("artifact_path_escape", f"figure {fig_id}: source path {path!r} leaves the checkpoint "
                               "and was not opened", figure_id=fig_id, path=path))
        elif not target.is_file():
            out.append(finding("figure_source_missing", f"figure {fig_id}: {path} does not exist", figure_id=fig_id,
                               path=path))
        if fig_id not in g.links["figure_refs"]:
            out.append(finding("figure_unreferenced", f"figure {fig_id} is registered but the paper never "
                               "references it", figure_id=fig_id))
    known = {PurePosixPath(p).as_posix() for p in figures.values() if isinstance(p, str)}
    stems = {PurePosixPath(p).with_suffix("").as_posix() for p in known}
    doc = g.index.document
    for path, file, src in doc.graphics:
        if path not in known and path not in stems and PurePosixPath(path).with_suffix("").as_posix() not in stems:
            out.append(finding("figure_unregistered", f"the paper includes {path}, which figures_manifest does not "
                               "register", doc.position(file, src), path=path))
    return out
