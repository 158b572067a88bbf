"""The checkpoint: every JSON file the gate reads, read once, validated, with its digest recorded.

A file that cannot be read or parsed, or whose top level has the wrong type, is an InputError (exit 2).
A single bad entry (one claim, one assertion, one configuration) becomes an `input_invalid` finding
and the rest is checked. Paths taken from JSON never leave the checkpoint (files.confine).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, List, Optional

from .. import jsonio
from ..errors import InputError
from ..files import confine, read_text_digest
from ..findings import Finding, finding

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
    policy_doc: Optional[dict] = None
    manifest_lock: Optional[dict] = None
    findings: List[Finding] = field(default_factory=list)
    claims: List[dict] = field(default_factory=list)
    assertions: List[dict] = field(default_factory=list)
    configurations: List[dict] = field(default_factory=list)
    _results: Dict[str, Optional[dict]] = field(default_factory=dict)
    _reports: Dict[str, Optional[dict]] = field(default_factory=dict)

    # -- reading ------------------------------------------------------------------------------------
    def display(self, path: Path) -> str:
        try:
            return path.resolve().relative_to(self.root.resolve()).as_posix()
        except ValueError:
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
        ckpt = self.root.resolve()
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
                    if not isinstance(data, dict):
                        raise InputError(self.display(folder / name), "expected a JSON object at the top level")
                    found = data
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


def _entries(ck: Checkpoint, items, where: str, required: Dict[str, type], source: str) -> List[dict]:
    """The valid entries of a list; each invalid one becomes an input_invalid finding."""
    if items is None:
        return []
    if not isinstance(items, list):
        raise InputError(source, "expected array", where)
    good = []
    for i, item in enumerate(items):
        problem = None
        if not isinstance(item, dict):
            problem = "expected object"
        else:
            for key, typ in required.items():
                if key not in item:
                    problem = f"missing '{key}'"
                elif not isinstance(item[key], typ) or isinstance(item[key], bool) and typ is not bool:
                    problem = f"'{key}' must be {typ.__name__ if isinstance(typ, type) else 'valid'}"
                if problem:
                    break
        if problem:
            ck.findings.append(finding("input_invalid", f"{source}: {where}[{i}]: {problem}; the entry is skipped",
                                       details={"file": source, "path": f"{where}[{i}]"}))
        else:
            good.append(item)
    return good


def _assertions(ck: Checkpoint, sd: dict) -> List[dict]:
    """Assertions nested in claims and listed flat, counted once per id (ARI writes both)."""
    out: Dict[str, dict] = {}
    nested = []
    for ci, claim in enumerate(ck.claims):
        for a in _entries(ck, claim.get("numeric_assertions"), f"claims[{ci}].numeric_assertions",
                          {"id": str}, "science_data.json"):
            nested.append({**a, "claim_id": a.get("claim_id") or claim["id"]})
    flat = _entries(ck, sd.get("numeric_assertions"), "numeric_assertions", {"id": str}, "science_data.json")
    for a in flat + nested:
        out.setdefault(a["id"], a)
    return [out[k] for k in sorted(out, key=lambda k: (_natural(k)))]


def _natural(s: str):
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", s)]


def load_checkpoint(root: Path, science_data: Optional[Path] = None, figures: Optional[Path] = None) -> Checkpoint:
    root = Path(root)
    if not root.is_dir():
        raise InputError(str(root), "checkpoint is not a directory")
    ck = Checkpoint(root)
    sd_path = science_data or root / "science_data.json"
    sd = ck.read_json(sd_path)
    if not isinstance(sd, dict):
        raise InputError(ck.display(sd_path), "expected a JSON object at the top level")
    ck.science = sd
    ck.claims = _entries(ck, sd.get("claims"), "claims", {"id": str}, "science_data.json")
    ck.assertions = _assertions(ck, sd)
    ck.configurations = _entries(ck, sd.get("configurations"), "configurations", {}, "science_data.json")
    contract = sd.get("metric_contract")
    contract_file = ck.read_json(root / "metric_contract.json", optional=True)
    if contract_file is not None and not isinstance(contract_file, dict):
        raise InputError("metric_contract.json", "expected a JSON object at the top level")
    if isinstance(contract, dict) and contract:
        ck.contract, ck.contract_source = contract, "science_data.json"
    elif contract is not None and not isinstance(contract, dict):
        raise InputError("science_data.json", "expected object", "metric_contract")
    elif contract_file:
        ck.contract, ck.contract_source = contract_file, "metric_contract.json"  # grafted, as ARI does
    for name in ("tree.json", "nodes_tree.json"):
        tree = ck.read_json(root / name, optional=True)
        if tree is None:
            continue
        nodes = tree.get("nodes") if isinstance(tree, dict) else None
        if isinstance(nodes, dict):
            items = [dict(v, id=v.get("id", k)) if isinstance(v, dict) else v for k, v in nodes.items()]
        elif isinstance(nodes, list):
            items = nodes
        else:
            raise InputError(name, "expected 'nodes' as an object by id or an array", "nodes")
        for node in _entries(ck, items, "nodes", {"id": str}, name):
            ck.nodes.setdefault(node["id"], node)
        ck.tree_loaded = True
        break
    ck.figures_manifest = ck.read_json(figures or root / "figures_manifest.json", optional=True)
    if ck.figures_manifest is not None and not isinstance(ck.figures_manifest, dict):
        raise InputError("figures_manifest.json", "expected a JSON object at the top level")
    ck.policy_doc = ck.read_json(root / "claim_gate_policy.json", optional=True)
    lock = root / "ear_published" / "manifest.lock"
    ck.manifest_lock = ck.read_json(lock, optional=True)
    if ck.manifest_lock is not None and not isinstance(ck.manifest_lock, dict):
        raise InputError("ear_published/manifest.lock", "expected a JSON object at the top level")
    return ck
