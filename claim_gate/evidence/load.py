"""The checkpoint: every JSON file the gate reads, read once, validated, with its digest recorded.

A file that cannot be read or parsed, or whose top level has the wrong type, is an InputError (exit 2).
A single bad entry (one claim, one assertion, one configuration) becomes an `input_invalid` finding
and the rest is checked. Paths taken from JSON never leave the checkpoint (files.confine).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import jsonio
from ..errors import InputError
from ..files import PathEscape, confine, forget_roots, inside, read_text_digest
from ..findings import Finding, finding
from ..lazy_re import lazy
from .validate import errors, json_path

_SAFE_ID = lazy(r"^[A-Za-z0-9_.:@+-]{1,200}$")


def safe_id(value: Any) -> bool:
    """An id that may become a path component (node ids name experiment folders)."""
    return isinstance(value, str) and bool(_SAFE_ID.match(value)) and value not in (".", "..")


@dataclass
class Checkpoint:
    root: Path
    inputs: dict[str, str] = field(default_factory=dict)  # path (relative where possible) -> sha256
    science: dict = field(default_factory=dict)
    contract: dict | None = None
    contract_source: str = ""
    science_contract: Any = None  # science_data.metric_contract as written, before validation
    nodes: dict[str, dict] = field(default_factory=dict)
    tree_loaded: bool = False
    figures_manifest: dict | None = None
    manifest_lock: dict | None = None
    findings: list[Finding] = field(default_factory=list)
    claims: list[dict] = field(default_factory=list)
    assertions: list[dict] = field(default_factory=list)
    configurations: list[dict] = field(default_factory=list)
    _results: dict[str, dict | None] = field(default_factory=dict)
    _reports: dict[str, dict | None] = field(default_factory=dict)
    _folders: dict[str, tuple[Path, Path] | None] = field(default_factory=dict)
    environments: dict[str, dict] = field(default_factory=dict)  # node id -> executor, CPU model, arch
    _by_config: tuple[list, int, dict] | None = field(default=None, repr=False, compare=False)

    def configuration(self, config_id: str) -> dict | None:
        """The first configuration with this id: a look-up per operand, not a pass over every configuration
        (rebuilt when `configurations` is replaced or grows, so it never answers from a stale list)."""
        cached = self._by_config
        if cached is None or cached[0] is not self.configurations or cached[1] != len(self.configurations):
            index: dict[str, dict] = {}
            for cfg in self.configurations:
                if isinstance(cfg, dict) and isinstance(cfg.get("config_id"), str):
                    index.setdefault(cfg["config_id"], cfg)
            cached = self._by_config = (self.configurations, len(self.configurations), index)
        return cached[2].get(config_id)

    # -- reading ------------------------------------------------------------------------------------
    def display(self, path: Path) -> str:
        """A file's name in messages and `inputs`: relative to the checkpoint where it lies inside.

        Cosmetic only (confinement is files.confine): paths built from the resolved root need no
        filesystem call, which mattered with a thousand node files.
        """
        text, root = str(path), str(self.root)
        if text.startswith(root + os.sep):
            return text[len(root) + 1 :].replace(os.sep, "/")
        try:  # outside the checkpoint (a workspace results.json, a paper beside it): `../`, never the checkout path
            return Path(os.path.relpath(os.path.realpath(path), self.root)).as_posix()
        except (ValueError, OSError):  # another drive (Windows): no relative path exists
            return str(path)

    def read_json(self, path: Path, optional: bool = False, root: Path | None = None, caller: bool = False):
        """Parse one JSON file read through the confined opener and record its digest; None if optional and absent.

        root: the folder the file must stay inside (default the checkpoint); caller: a path the caller
        named (--science-data, --figures), which may lie anywhere but is still a regular file in budget.
        """
        name = self.display(path)
        if optional and not os.path.lexists(path):
            return None
        text, digest = read_text_digest(path, name, root=None if caller else (root or self.root))
        self.inputs[name] = digest
        return jsonio.loads(text, name)

    def workspace_dirs(self, node_id: str) -> list[tuple[Path, Path]]:
        """Where a node's files may live, each with the root it is confined to (SPEC section 1, as ARI)."""
        ckpt = self.root
        workspace = ckpt.parent.parent if ckpt.parent.name == "checkpoints" else ckpt.parent
        experiments = workspace / "experiments"
        return [(ckpt / "experiments" / node_id, ckpt), (experiments / ckpt.name / node_id, experiments),
                (experiments / node_id, experiments)]

    def _locate(self, node_id: str) -> tuple[Path, Path] | None:
        """(node folder, its root): where the node's results.json is found, else its first existing folder."""
        if node_id in self._folders:
            return self._folders[node_id]
        found = None
        if safe_id(node_id):
            dirs = self.workspace_dirs(node_id)
            for folder, root in dirs:
                if os.path.lexists(folder / "results.json"):
                    found = (folder, root)
                    break
            else:
                found = next(((f, r) for f, r in dirs if f.is_dir()), None)
            if found is not None:
                real = inside(found[1], found[0])
                if real is None:
                    raise PathEscape(self.display(found[0]), "node folder leaves its root (a symlink out); it was not read")
                found = (Path(real), found[1])
        self._folders[node_id] = found
        return found

    def _node_file(self, node_id: str, name: str, cache: dict[str, dict | None]) -> dict | None:
        if node_id in cache:
            return cache[node_id]
        found = None
        place = self._locate(node_id)
        if place is not None and os.path.lexists(place[0] / name):
            path = place[0] / name
            data = self.read_json(path, root=place[0])
            shown = self.display(path)
            if not isinstance(data, dict):
                raise InputError(shown, "expected a JSON object at the top level")
            found = validated(self, data, name.split(".")[0], shown)
        cache[node_id] = found
        return found

    def results(self, node_id: str) -> dict | None:
        """The node's results.json, read once per run however many operands point into it."""
        return self._node_file(node_id, "results.json", self._results)

    def node_report(self, node_id: str) -> dict | None:
        return self._node_file(node_id, "node_report.json", self._reports)

    def node_folder(self, node_id: str) -> Path | None:
        """The node's folder (real path), where its results.json was found."""
        place = self._locate(node_id)
        return place[0] if place is not None else None

    def path(self, rel: str, base: Path | None = None) -> Path | None:
        """A path from JSON, relative to base (a node folder, already confined) or the checkpoint, confined to it."""
        return confine(base if base is not None else self.root, rel)


def validated(ck: Checkpoint, data: Any, schema: str, source: str) -> Any:
    """`data` with every schema-invalid array item removed and reported as input_invalid.

    An error inside an array item (one claim, one assertion, one configuration, one artifact) drops
    that item, the innermost one on the error's path, and the rest is checked. Any other error means
    the file is unusable: an InputError naming the file and the JSON path (exit 2).
    """
    problems = errors(data, schema)
    drop: dict[tuple[Any, ...], str] = {}
    for path, message in problems:
        cut = max((i for i, part in enumerate(path) if isinstance(part, int)), default=None)
        if cut is None:
            raise InputError(source, f"{message}; fix it (`claim-gate schema {schema}` shows the expected shape)",
                             json_path(path) or "top level")
        drop.setdefault(tuple(path[: cut + 1]), f"{json_path(path)}: {message}")
    for entry in sorted(drop, key=json_path):
        ck.findings.append(finding("input_invalid", f"{source}: {drop[entry]}; the entry is skipped",
                                   details={"file": source, "path": json_path(entry)}))
    return _prune(data, set(drop)) if drop else data


def _prune(data: Any, drop: set) -> Any:
    """data without the dropped entries; only the paths leading to them are copied (a 500-deep list
    elsewhere in the file is never walked, so it cannot exhaust the stack)."""
    prefixes = {path[:k] for path in drop for k in range(len(path))}

    def walk(node: Any, here: tuple[Any, ...]) -> Any:
        if here not in prefixes:
            return node
        if isinstance(node, dict):
            return {k: walk(v, here + (k,)) for k, v in node.items()}
        if isinstance(node, list):
            return [walk(v, here + (i,)) for i, v in enumerate(node) if here + (i,) not in drop]
        return node

    return walk(data, ())


def _assertions(ck: Checkpoint, sd: dict) -> list[dict]:
    """Assertions nested in claims and listed flat, counted once per id (ARI writes both)."""
    out: dict[str, dict] = {}
    nested = [{**a, "claim_id": a.get("claim_id") or claim["id"]}
              for claim in ck.claims for a in claim.get("numeric_assertions") or []]
    for a in list(sd.get("numeric_assertions") or []) + nested:
        out.setdefault(a["id"], a)
    return [out[k] for k in sorted(out, key=_natural)]


_DIGIT_RUNS = lazy(r"(\d+)")  # compiled once: _natural keys every assertion id


def _natural(s: str):
    return [int(t) if t.isdigit() else t for t in _DIGIT_RUNS.split(s)]


def _replay_bundle_in(root: Path) -> Path | None:
    """The folder itself or the first of its subfolders (sorted) that holds a replay bundle's rows, else None: only
    to name the right command when `check` is given a bundle's paper."""
    for folder in [root] + sorted(p for p in root.iterdir() if p.is_dir() and not p.is_symlink()):
        if (folder / "replay_rows.json").is_file():
            return folder
    return None


def load_checkpoint(root: Path, science_data: Path | None = None, figures: Path | None = None) -> Checkpoint:
    root = Path(root)
    if not root.is_dir():
        raise InputError(str(root), "checkpoint is not a directory")
    forget_roots()  # each run resolves its roots once (files._real_root), none left from an earlier run
    ck = Checkpoint(root.resolve())  # resolved once: every path built from it is absolute
    sd_path = science_data or root / "science_data.json"
    sd_name = ck.display(sd_path)
    if science_data is None and not os.path.lexists(sd_path):
        # The usual first mistake: a paper outside its checkpoint (a replay bundle's or a rubric's paper).
        bundle = _replay_bundle_in(root)
        hint = (f"; it holds a replay bundle: claim-gate bundle verify {bundle} --paper PAPER" if bundle else
                "; bundles, rubrics and citations have their own commands, see claim-gate --help")
        raise InputError(str(root), "is not a checkpoint: no science_data.json in it (the paper's folder is the "
                         f"checkpoint unless --checkpoint DIR names one{hint})")
    sd = ck.read_json(sd_path, caller=science_data is not None)
    if not isinstance(sd, dict):
        raise InputError(sd_name, "expected a JSON object at the top level (science_data with configurations, claims, ...)")
    ck.science_contract = sd.get("metric_contract")  # as written: its digest is compared with the frozen store's
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
    if isinstance(contract_file, dict) and isinstance(contract_file.get("claims"), list) and contract_file["claims"]:
        # A frozen store is THE contract (SPEC section 1): science_data's own copy never replaces it;
        # checks/digests.py reports a copy that differs.
        ck.contract, ck.contract_source = contract_file, "metric_contract.json"
    elif isinstance(contract, dict) and contract:
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
    ck.figures_manifest = ck.read_json(fm_path, optional=True, caller=figures is not None)
    if ck.figures_manifest is not None:
        if not isinstance(ck.figures_manifest, dict):
            raise InputError(ck.display(fm_path), "expected a JSON object at the top level")
        ck.figures_manifest = validated(ck, ck.figures_manifest, "figures_manifest", ck.display(fm_path))
    lock = root / "ear_published" / "manifest.lock"
    ck.manifest_lock = ck.read_json(lock, optional=True)
    if ck.manifest_lock is not None and not isinstance(ck.manifest_lock, dict):
        raise InputError("ear_published/manifest.lock", "expected a JSON object at the top level")
    return ck
