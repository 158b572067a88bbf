"""The checkpoint: every JSON file the gate reads, read once, validated, with its digest recorded.

A file that cannot be read or parsed, or whose top level has the wrong type, is an InputError (exit 2).
A single bad entry (one claim, one assertion, one configuration) becomes an `input_invalid` finding
and the rest is checked. Paths taken from JSON never leave the checkpoint (files.confine).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

from .. import jsonio
from ..errors import InputError
from ..files import confine, read_text_digest
from ..findings import Finding, finding
from .validate import errors, json_path

_SAFE_ID = re.compile(r"^[A-Za-z0-9_.:@+-]{1,200}$")


def safe_id(value: Any) -> bool:
    """An id that may become a path component (node ids name experiment folders)."""
    return isinstance(value, str) and bool(_SAFE_ID.match(value)) and value not in (".", "..")


@dataclass
class Checkpoint:
    root: Path
    inputs: Dict[str, str] = field(default_factory=dict)  # path (relative where possible) -> sha256
    science: dict = field(default_factory=dict)
    contract: Optional[dict] = None
    contract_source: str = ""
    nodes: Dict[str, dict] = field(default_factory=dict)
    tree_loaded: bool = False
    figures_manifest: Optional[dict] = None
    manifest_lock: Optional[dict] = None
    findings: List[Finding] = field(default_factory=list)
    claims: List[dict] = field(default_factory=list)
    assertions: List[dict] = field(default_factory=list)
    configurations: List[dict] = field(default_factory=list)
    _results: Dict[str, Optional[dict]] = field(default_factory=dict)
    _reports: Dict[str, Optional[dict]] = field(default_factory=dict)
    environments: Dict[str, dict] = field(default_factory=dict)  # node id -> executor, CPU model, arch

    # -- reading ------------------------------------------------------------------------------------
    def display(self, path: Path) -> str:
        """A file's name in messages and `inputs`: relative to the checkpoint where it lies inside.

        Cosmetic only (confinement is files.confine): paths built from the resolved root need no
        filesystem call, which mattered with a thousand node files.
        """
        text, root = str(path), str(self.root)
        if text.startswith(root + os.sep):
            return text[len(root) + 1 :].replace(os.sep, "/")
        try:
            return path.resolve().relative_to(self.root).as_posix()
        except ValueError:  # outside the checkpoint (a workspace results.json, --science-data): full path
            return str(path)

    def read_json(self, path: Path, optional: bool = False):
        """Parse one JSON file and record its digest; None if optional and absent."""
        name = self.display(path)
        if optional and not path.exists():
            return None
        text, digest = read_text_digest(path, name)
        self.inputs[name] = digest
        return jsonio.loads(text, name)

    def workspace_dirs(self, node_id: str) -> List[Path]:
        """Where a node's files may live (SPEC section 1, as ARI writes them)."""
        ckpt = self.root
        workspace = ckpt.parent.parent if ckpt.parent.name == "checkpoints" else ckpt.parent
        return [ckpt / "experiments" / node_id, workspace / "experiments" / ckpt.name / node_id,
                workspace / "experiments" / node_id]

    def _node_file(self, node_id: str, name: str, cache: Dict[str, Optional[dict]]) -> Optional[dict]:
        if node_id in cache:
            return cache[node_id]
        found = None
        if safe_id(node_id):
            for folder in self.workspace_dirs(node_id):
                if (folder / name).is_file():
                    data = self.read_json(folder / name)
                    shown = self.display(folder / name)
                    if not isinstance(data, dict):
                        raise InputError(shown, "expected a JSON object at the top level")
                    found = validated(self, data, name.split(".")[0], shown)
                    break
        cache[node_id] = found
        return found

    def results(self, node_id: str) -> Optional[dict]:
        """The node's results.json, read once per run however many operands point into it."""
        return self._node_file(node_id, "results.json", self._results)

    def node_report(self, node_id: str) -> Optional[dict]:
        return self._node_file(node_id, "node_report.json", self._reports)

    def node_folder(self, node_id: str) -> Optional[Path]:
        if not safe_id(node_id):
            return None
        for folder in self.workspace_dirs(node_id):
            if folder.is_dir():
                return folder
        return None

    def path(self, rel: str, base: Optional[Path] = None) -> Optional[Path]:
        """A path from JSON, relative to base (default the checkpoint), confined to the checkpoint."""
        if base is not None and confine(self.root, self.display(base)) is not None:
            inner = confine(base, rel)
            if inner is not None and confine(self.root, self.display(inner)) is not None:
                return inner
            return None
        return confine(self.root, rel)


def validated(ck: Checkpoint, data: Any, schema: str, source: str) -> Any:
    """`data` with every schema-invalid array item removed and reported as input_invalid.

    An error inside an array item (one claim, one assertion, one configuration, one artifact) drops
    that item, the innermost one on the error's path, and the rest is checked. Any other error means
    the file is unusable: an InputError naming the file and the JSON path (exit 2).
    """
    problems = errors(data, schema)
    drop: Dict[Tuple[Any, ...], str] = {}
    for path, message in problems:
        cut = max((i for i, part in enumerate(path) if isinstance(part, int)), default=None)
        if cut is None:
            raise InputError(source, message, json_path(path) or "top level")
        drop.setdefault(tuple(path[: cut + 1]), f"{json_path(path)}: {message}")
    for entry in sorted(drop, key=json_path):
        ck.findings.append(finding("input_invalid", f"{source}: {drop[entry]}; the entry is skipped",
                                   details={"file": source, "path": json_path(entry)}))
    return _prune(data, set(drop)) if drop else data


def _prune(data: Any, drop: set, here: Tuple[Any, ...] = ()) -> Any:
    if isinstance(data, dict):
        return {k: _prune(v, drop, here + (k,)) for k, v in data.items()}
    if isinstance(data, list):
        return [_prune(v, drop, here + (i,)) for i, v in enumerate(data) if here + (i,) not in drop]
    return data


def _assertions(ck: Checkpoint, sd: dict) -> List[dict]:
    """Assertions nested in claims and listed flat, counted once per id (ARI writes both)."""
    out: Dict[str, dict] = {}
    nested = [{**a, "claim_id": a.get("claim_id") or claim["id"]}
              for claim in ck.claims for a in claim.get("numeric_assertions") or []]
    for a in list(sd.get("numeric_assertions") or []) + nested:
        out.setdefault(a["id"], a)
    return [out[k] for k in sorted(out, key=_natural)]


def _natural(s: str):
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", s)]


def load_checkpoint(root: Path, science_data: Optional[Path] = None, figures: Optional[Path] = None) -> Checkpoint:
    root = Path(root)
    if not root.is_dir():
        raise InputError(str(root), "checkpoint is not a directory")
    ck = Checkpoint(root.resolve())  # resolved once: every path built from it is absolute
    sd_path = science_data or root / "science_data.json"
    sd_name = ck.display(sd_path)
    sd = ck.read_json(sd_path)
    if not isinstance(sd, dict):
        raise InputError(sd_name, "expected a JSON object at the top level")
    sd = validated(ck, sd, "science_data", sd_name)
    ck.science = sd
    ck.claims = list(sd.get("claims") or [])
    ck.assertions = _assertions(ck, sd)
    ck.configurations = list(sd.get("configurations") or [])
    contract = sd.get("metric_contract")
    contract_file = ck.read_json(root / "metric_contract.json", optional=True)
    if contract_file is not None:
        if not isinstance(contract_file, dict):
            raise InputError("metric_contract.json", "expected a JSON object at the top level")
        contract_file = validated(ck, contract_file, "metric_contract", "metric_contract.json")
    if isinstance(contract, dict) and contract:
        ck.contract, ck.contract_source = contract, sd_name
    elif contract_file:
        ck.contract, ck.contract_source = contract_file, "metric_contract.json"  # grafted, as ARI does
    for name in ("tree.json", "nodes_tree.json"):
        tree = ck.read_json(root / name, optional=True)
        if tree is None:
            continue
        if not isinstance(tree, dict):
            raise InputError(name, "expected a JSON object at the top level")
        nodes = tree.get("nodes")
        if isinstance(nodes, dict):  # the documented form: checked node by node, like array items
            items = [dict(v, id=v.get("id", k)) if isinstance(v, dict) else v for k, v in nodes.items()]
            tree = dict(tree, nodes=items)
        tree = validated(ck, tree, "tree", name)
        for node in tree["nodes"]:
            ck.nodes.setdefault(node["id"], node)
        ck.tree_loaded = True
        break
    fm_path = figures or root / "figures_manifest.json"
    ck.figures_manifest = ck.read_json(fm_path, optional=True)
    if ck.figures_manifest is not None:
        if not isinstance(ck.figures_manifest, dict):
            raise InputError(ck.display(fm_path), "expected a JSON object at the top level")
        ck.figures_manifest = validated(ck, ck.figures_manifest, "figures_manifest", ck.display(fm_path))
    lock = root / "ear_published" / "manifest.lock"
    ck.manifest_lock = ck.read_json(lock, optional=True)
    if ck.manifest_lock is not None and not isinstance(ck.manifest_lock, dict):
        raise InputError("ear_published/manifest.lock", "expected a JSON object at the top level")
    return ck
