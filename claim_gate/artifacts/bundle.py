"""Replay evidence bundle: policy floor, replay rows judged by their fields, metric replay, digests.

A bundle is a folder; every path its files name is relative to it and confined to it (never opened
when it escapes). The bundle's own digest, bundle_sha256, binds it to the paper's \\codedigest{}: a
bundle rewritten to be internally consistent still changes that digest.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .. import jsonio
from ..digest import canonical_json, sha256_json
from ..errors import InputError
from ..files import confine, read_text_digest
from ..findings import Finding, finding
from ..lazy_re import lazy
from .common import report, schema_findings

REQUIRED_REPLAY_FIELDS = (
    "paper_id", "contribution_decomposition_ref", "rubric_tree_ref", "allowed_public_input_refs",
    "scratch_repo_scaffold_ref", "experiment_dag_ref", "metric_script_refs", "artifact_hash_refs",
    "declared_artifact_hash_refs", "grader_report_ref", "cost_runtime_budget_ref", "ablation_diff_ref",
    "failure_taxonomy_ref", "cold_rerun_receipt_ref")
REQUIRED_RUBRIC_AXES = (
    "contribution_decomposition", "artifact_replay", "experiment_dag", "metric_script", "grader_alignment",
    "budget_boundary", "failure_taxonomy", "cold_rerun")
ESCAPE_AUTHORITIES = ("hidden_rubric_export", "benchmark_performance_claim", "unbounded_compute_search",
                      "final_answer_only_grading")
# The seed's eight negative cases, by file stem, and the code each must trip.
NEGATIVE_CASES = {name: f"bundle_{name}" for name in (
    "author_code_reuse", "hidden_rubric_leakage", "report_only_success", "performance_overclaim",
    "private_body_leakage", "unbounded_compute", "final_answer_only", "undeclared_hash")}
NEGATIVE_CODES = frozenset(NEGATIVE_CASES.values())
# Labels a row may declare about itself; verdicts never read them (they are listed as ignored).
DECLARED_LABELS = frozenset({"status", "expected_status", "expected_error_codes", "expected_error_code", "verdict",
                             "expected_verdict"})
SOURCE_IMPORT_CLASS = "copied_non_secret_macro_body"
POLICY = "replication_policy.json"
ROWS = "replay_rows.json"
EXEC_MANIFEST = "execution_artifacts/execution_artifact_manifest.json"
SOURCE_MANIFEST = "source_modules/source_module_manifest.json"
NEGATIVE_DIR = "negative_cases"
# Single refs whose absence is its own negative case; the other empty refs make a row incomplete.
_REPORT_ONLY_REFS = ("cold_rerun_receipt_ref", "metric_script_refs")
_BUDGET_REF = "cost_runtime_budget_ref"


_HASH_REF = lazy(r"^sha256:[0-9a-f]{64}$")


def _hex(value: Any) -> str | None:
    if not isinstance(value, str):
        return None
    v = value.strip().lower()
    return v.removeprefix("sha256:")


def _empty(value: Any) -> bool:
    return value is None or value == "" or value == []


class Bundle:
    def __init__(self, root: Path):
        if not root.is_dir():
            raise InputError(str(root), "bundle is not a directory")
        self.root = root
        self.display = str(root)
        self.inputs: dict[str, str] = {}
        self.files = self._digests()

    def _digests(self) -> dict[str, str]:
        """{relative POSIX path: sha256} of every file under the bundle; a symlink counts by its target text."""
        out: dict[str, str] = {}
        for folder, dirs, names in os.walk(self.root, followlinks=False):
            dirs.sort()
            for name in sorted(names) + [d for d in dirs if os.path.islink(os.path.join(folder, d))]:
                full = Path(folder, name)
                rel = full.relative_to(self.root).as_posix()
                try:
                    if full.is_symlink():
                        out[rel] = hashlib.sha256(b"symlink:" + os.readlink(full).encode()).hexdigest()
                    elif full.is_file():
                        out[rel] = hashlib.sha256(full.read_bytes()).hexdigest()
                except OSError as exc:
                    raise InputError(f"{self.display}/{rel}", f"cannot read: {exc.strerror or exc}") from None
        return out

    def bundle_sha256(self) -> str:
        return sha256_json(dict(sorted(self.files.items())))

    def path(self, rel: Any, where: str, out: list[Finding]) -> Path | None:
        """The confined regular file a bundle path names, or None with its finding."""
        target = confine(self.root, rel) if isinstance(rel, str) else None
        if target is None:
            out.append(finding("bundle_path_escape", f"{where}: {rel!r} is not a path inside the bundle",
                               path=where, ref=str(rel)))
            return None
        if not target.is_file():
            out.append(finding("bundle_ref_missing", f"{where}: {rel} does not exist in the bundle",
                               path=where, ref=rel))
            return None
        return target

    def load(self, rel: str, target: Path | None = None) -> Any:
        """A JSON file of the bundle; unreadable or malformed is exit 2 naming it."""
        full = target or confine(self.root, rel)
        display = f"{self.display}/{rel}"
        if full is None:
            raise InputError(display, "leaves the bundle folder; not opened")
        if full.exists() and not full.is_file():  # a FIFO or device would block or never end
            raise InputError(display, "not a regular file; not opened")
        text, digest = read_text_digest(full, display)
        self.inputs[rel] = digest
        return jsonio.loads(text, display)


def _strings(value) -> list:
    """The strings of a list field; a field of another type holds none (and is reported where it is read)."""
    return [h for h in value if isinstance(h, str)] if isinstance(value, list) else []


def row_findings(bundle: Bundle, row: Any, where: str) -> tuple[list[Finding], list[str]]:
    """A replay row's verdict, from its fields only; also the declared labels that were ignored."""
    out: list[Finding] = []
    if not isinstance(row, dict):
        return [finding("bundle_schema_invalid", f"{where}: expected an object", path=where)], []
    out += schema_findings(row, "bundle_replay_row", "bundle_schema_invalid", where)
    ignored = sorted(k for k in row if k in DECLARED_LABELS)

    def hit(code: str, why: str) -> None:
        out.append(finding(code, f"{where}: {why}", path=where, paper_id=_str(row.get("paper_id"))))

    if any(_empty(row.get(k)) for k in _REPORT_ONLY_REFS if k in row):
        hit("bundle_report_only_success", "no cold-rerun receipt or metric script: success rests on a report alone")
    if (_BUDGET_REF in row and _empty(row.get(_BUDGET_REF))) or row.get("unbounded_compute_search") is True:
        hit("bundle_unbounded_compute", "the compute search is unbounded (no cost/runtime budget, or "
            "unbounded_compute_search)")
    if row.get("hidden_rubric_export") is True:
        hit("bundle_hidden_rubric_leakage", "the row exports the hidden rubric (hidden_rubric_export)")
    if row.get("benchmark_performance_claim") is True:
        hit("bundle_performance_overclaim", "the row asserts a benchmark-performance claim")
    if row.get("final_answer_only_grading") is True:
        hit("bundle_final_answer_only", "the row is graded on its final answer only")
    if row.get("body_in_receipt") is True or not _empty(row.get("private_body_refs")):
        hit("bundle_private_body_leakage", "the row puts a private paper or data body in the receipt")
    if "code_origin" in row and row["code_origin"] != "scratch":
        hit("bundle_author_code_reuse", f"code_origin is {row['code_origin']!r}, not a scratch scaffold")
    for key in ("declared_artifact_hash_refs", "artifact_hash_refs"):
        if row.get(key) is not None and not isinstance(row[key], list):  # true, a string: no list of hashes
            hit("bundle_row_incomplete", f"{key} is {type(row[key]).__name__}, not a list of hash references")
    declared = set(_strings(row.get("declared_artifact_hash_refs")))
    undeclared = sorted(set(_strings(row.get("artifact_hash_refs"))) - declared)
    if undeclared:
        hit("bundle_undeclared_hash", f"references artifact hash(es) it never declared: {', '.join(undeclared)}")
    incomplete = [k for k in REQUIRED_REPLAY_FIELDS if k in row and k not in _REPORT_ONLY_REFS
                  and k != _BUDGET_REF and k not in ("artifact_hash_refs", "declared_artifact_hash_refs")
                  and _empty(row[k])]
    if incomplete:
        hit("bundle_row_incomplete", f"empty replay field(s): {', '.join(incomplete)}")
    for key in REQUIRED_REPLAY_FIELDS:
        if not key.endswith(("_ref", "_refs")) or "hash" in key:
            continue
        refs = row.get(key)
        for i, ref in enumerate(refs if isinstance(refs, list) else [refs]):
            if isinstance(ref, str) and ref:
                bundle.path(ref, f"{where}.{key}" + (f"[{i}]" if isinstance(refs, list) else ""), out)
    known = set(bundle.files.values())
    for h in sorted(declared):
        if _HASH_REF.match(h) and _hex(h) not in known:  # a malformed ref is the schema's finding
            hit("bundle_hash_unresolved", f"declared artifact hash {h} matches no file of the bundle")
    return out, ignored


def _str(v: Any) -> str | None:
    return v if isinstance(v, str) else None


def _policy_findings(policy: Any) -> list[Finding]:
    out = schema_findings(policy, "bundle_replication_policy", "bundle_schema_invalid", POLICY)
    if not isinstance(policy, dict):
        return out
    for key, required in (("required_replay_fields", REQUIRED_REPLAY_FIELDS), ("required_rubric_axes", REQUIRED_RUBRIC_AXES)):
        value = policy.get(key)
        have = value if isinstance(value, list) else []
        missing = [x for x in required if x not in have]
        if missing:
            out.append(finding("bundle_policy_incomplete", f"{POLICY}: {key} drops {', '.join(missing)}",
                               file=POLICY, path=key))
    auth = policy.get("escape_authorities")
    for name in ESCAPE_AUTHORITIES:
        if isinstance(auth, dict) and auth.get(name) is True:
            out.append(finding("bundle_escape_authority", f"{POLICY}: escape_authorities.{name} is true; it must be "
                               "false", file=POLICY, path=f"escape_authorities.{name}"))
    return out


def _table_rows(data: Any) -> list | None:
    if isinstance(data, list):
        return data
    if isinstance(data, dict) and isinstance(data.get("rows"), list):
        return data["rows"]
    return None


def metric_refusal(spec: Any, allowed: Iterable[str], where: str) -> list[Finding]:
    """Anything but a bare sum_field of one named field over one allowed input is refused."""
    if not isinstance(spec, dict) or set(spec) != {"operation", "field", "input"} or spec["operation"] != "sum_field" \
            or not isinstance(spec["field"], str) or not spec["field"] or not isinstance(spec["input"], str):
        return [finding("bundle_metric_refused", f"{where}.metric_spec: only a bare "
                        '{"operation": "sum_field", "field": F, "input": I} is replayed, not '
                        f"{jsonio.dumps(spec).strip()[:200]}", path=f"{where}.metric_spec")]
    if spec["input"] not in set(allowed):
        return [finding("bundle_metric_refused", f"{where}.metric_spec.input: {spec['input']!r} is not among "
                        "allowed_public_inputs", path=f"{where}.metric_spec.input")]
    return []


def sum_field(field: str, input_ref: str, data: Any) -> tuple[dict | None, list[Finding]]:
    """{field, operation, row_count, total}; a row without the field or with a non-number fails the replay."""
    table = _table_rows(data)
    if table is None:
        return None, [finding("bundle_metric_input_invalid", f"{input_ref}: expected a list of rows or "
                              '{"rows": [...]}', ref=input_ref)]
    bad: list[int] = []
    total: Any = 0
    for i, r in enumerate(table):
        v = r.get(field) if isinstance(r, dict) else None
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            bad.append(i)
            continue
        total += v  # row order, as a Python pipeline sums
    if bad or not table:
        shown = ", ".join(map(str, bad[:10])) + (f" and {len(bad) - 10} more" if len(bad) > 10 else "")
        why = f"rows [{shown}] lack a numeric {field!r}" if bad else "the table has no rows"
        return None, [finding("bundle_metric_input_invalid", f"{input_ref}: {why}", ref=input_ref)]
    return {"field": field, "operation": "sum_field", "row_count": len(table), "total": total}, []


def _execution_findings(b: Bundle, manifest: Any) -> tuple[list[Finding], dict[str, Any]]:
    out = schema_findings(manifest, "bundle_execution_manifest", "bundle_schema_invalid", EXEC_MANIFEST)
    info: dict[str, Any] = {"metric_replayed": None}
    if not isinstance(manifest, dict):
        return out, info
    if manifest.get("body_in_receipt") is True or not _empty(manifest.get("private_body_refs")):
        out.append(finding("bundle_private_body_leakage", f"{EXEC_MANIFEST}: sets body_in_receipt or names a private "
                           "body", file=EXEC_MANIFEST))
    if manifest.get("external_model_access") is True:
        out.append(finding("bundle_external_model_access", f"{EXEC_MANIFEST}: external_model_access is true",
                           file=EXEC_MANIFEST))
    allowed = _strings(manifest.get("allowed_public_inputs"))
    spec = manifest.get("metric_spec")
    produced = None
    refused = metric_refusal(spec, allowed, EXEC_MANIFEST)
    out += refused
    if not refused and isinstance(spec, dict):
        target = b.path(spec["input"], f"{EXEC_MANIFEST}.metric_spec.input", out)
        if target is not None:
            produced, problems = sum_field(spec["field"], spec["input"], b.load(spec["input"], target))
            out += problems
    info["metric_replayed"] = produced
    declared_hex = _hex(manifest.get("declared_output_sha256"))
    sidecar = b.path(manifest.get("declared_output_sha256_ref"), f"{EXEC_MANIFEST}.declared_output_sha256_ref", out)
    if sidecar is not None:
        text, b.inputs[manifest["declared_output_sha256_ref"]] = read_text_digest(sidecar, str(sidecar))
        side_hex = _hex(text.split()[0]) if text.split() else ""
        if side_hex != declared_hex:
            out.append(finding("bundle_output_hash_mismatch", f"{manifest['declared_output_sha256_ref']} says "
                               f"{side_hex!r} but the manifest declares {declared_hex!r}", file=EXEC_MANIFEST))
    output = b.path(manifest.get("declared_output_ref"), f"{EXEC_MANIFEST}.declared_output_ref", out)
    if output is not None:
        ref = manifest["declared_output_ref"]
        declared_output = b.load(ref, output)
        if b.files.get(ref) != declared_hex:
            out.append(finding("bundle_output_hash_mismatch", f"{ref} hashes to {b.files.get(ref)}, not the declared "
                               f"{declared_hex}", file=ref))
        if produced is not None and declared_output != produced:
            out.append(finding("bundle_metric_mismatch", f"the metric replay gives "
                               f"{canonical_json(produced).decode()} but {ref} declares "
                               f"{jsonio.dumps(declared_output).strip()[:300]}", file=ref))
        elif produced is not None and hashlib.sha256(canonical_json(produced)).hexdigest() != declared_hex:
            out.append(finding("bundle_output_hash_mismatch", f"the replayed output's canonical JSON does not hash to "
                               f"the declared {declared_hex}", file=ref))
    return out, info


def _source_findings(b: Bundle, manifest: Any) -> list[Finding]:
    out = schema_findings(manifest, "bundle_source_modules", "bundle_schema_invalid", SOURCE_MANIFEST)
    if not isinstance(manifest, dict):
        return out
    if "source_import_class" in manifest and manifest["source_import_class"] != SOURCE_IMPORT_CLASS:
        out.append(finding("bundle_source_module_invalid", f"{SOURCE_MANIFEST}: source_import_class is "
                           f"{manifest['source_import_class']!r}, not {SOURCE_IMPORT_CLASS}", file=SOURCE_MANIFEST))
    if manifest.get("body_in_receipt") is True:
        out.append(finding("bundle_private_body_leakage", f"{SOURCE_MANIFEST}: body_in_receipt is true",
                           file=SOURCE_MANIFEST))
    modules: Any = manifest.get("modules")
    for i, m in enumerate(modules if isinstance(modules, list) else []):
        if not isinstance(m, dict):
            continue
        where = f"{SOURCE_MANIFEST}.modules[{i}]"
        target = b.path(m.get("target"), f"{where}.target", out)
        if target is None:
            continue
        actual = b.files.get(m["target"]) or hashlib.sha256(target.read_bytes()).hexdigest()
        if actual != _hex(m.get("sha256")):
            out.append(finding("bundle_source_digest_mismatch", f"{where}: {m['target']} hashes to {actual}, not the "
                               f"declared {_hex(m.get('sha256'))}", path=where, ref=m["target"]))
        if "source" in m:
            source = b.path(m["source"], f"{where}.source", out)
            if source is not None and source.read_bytes() != target.read_bytes():
                out.append(finding("bundle_source_digest_mismatch", f"{where}: the copy {m['target']} differs from "
                                   f"its live source {m['source']}", path=where, ref=m["target"]))
    return out


def _negative_findings(b: Bundle) -> tuple[list[Finding], dict[str, list[str]], set[str]]:
    """Each negative case must be rejected, and with the code its name says; its findings are not the bundle's."""
    folder = confine(b.root, NEGATIVE_DIR)
    out: list[Finding] = []
    seen: dict[str, list[str]] = {}
    ignored: set[str] = set()
    if folder is None or not folder.is_dir():
        return out, seen, ignored
    for entry in sorted(folder.iterdir()):
        if entry.suffix != ".json":
            continue
        rel = f"{NEGATIVE_DIR}/{entry.name}"
        target = b.path(rel, rel, out)
        if target is None:
            continue
        data = b.load(rel, target)
        rows = data["rows"] if isinstance(data, dict) and isinstance(data.get("rows"), list) else [data]
        codes: set[str] = set()
        for i, row in enumerate(rows):
            found, ign = row_findings(b, row, f"{rel}" + (f".rows[{i}]" if len(rows) > 1 else ""))
            codes |= {f.type for f in found}
            ignored |= set(ign)
        caught = sorted(codes & NEGATIVE_CODES)
        seen[entry.stem] = caught
        expected = NEGATIVE_CASES.get(entry.stem)
        if not caught or (expected is not None and expected not in caught):
            out.append(finding("bundle_negative_case_passed", f"{rel}: the negative case is "
                               + (f"caught only as {', '.join(caught)}, not {expected}" if caught else
                                  "not rejected by any negative-case check"), file=rel))
    return out, seen, ignored


def verify(root: Path, paper: Path | None = None) -> dict:
    b = Bundle(root)
    out: list[Finding] = []
    out += _policy_findings(b.load(POLICY))
    rows_doc = b.load(ROWS)
    if not isinstance(rows_doc, dict):
        raise InputError(f"{b.display}/{ROWS}", "expected a JSON object with 'rows' at the top level")
    rows: Any = rows_doc.get("rows")
    ignored: set[str] = set()
    if not isinstance(rows, list) or not rows:
        out.append(finding("bundle_row_incomplete", f"{ROWS}: rows must be a non-empty list", file=ROWS, path="rows"))
        rows = rows if isinstance(rows, list) else []
    for i, row in enumerate(rows):
        found, ign = row_findings(b, row, f"{ROWS}.rows[{i}]")
        out += found
        ignored |= set(ign)
    exec_found, info = _execution_findings(b, b.load(EXEC_MANIFEST))
    out += exec_found
    out += _source_findings(b, b.load(SOURCE_MANIFEST))
    neg_found, negatives, neg_ignored = _negative_findings(b)
    out += neg_found
    digest = b.bundle_sha256()
    out += _codedigest_findings(digest, paper, b.inputs)
    metrics = {"bundle_sha256": digest, "files": len(b.files), "replay_rows": len(rows),
               "negative_cases": negatives, "ignored_declared_keys": sorted(ignored | neg_ignored),
               "metric_replayed": info["metric_replayed"]}
    return report("bundle verify", b.display, out, metrics, b.inputs)


def _codedigest_findings(digest: str, paper: Path | None, inputs: dict[str, str]) -> list[Finding]:
    if paper is None:
        return [finding("bundle_codedigest_unverified", f"no --paper: bundle_sha256 {digest} is bound to no "
                        "\\codedigest, so a self-consistent rewrite of the bundle would pass")]
    from ..paper.scan import scan

    doc = scan(paper)
    _, inputs[str(paper)] = read_text_digest(paper, str(paper), locate="line")
    stated = [(v.strip().lower(), doc.position(f, s)) for v, f, s in doc.codedigests]
    if any(_hex(v) == digest for v, _ in stated):
        return []
    if not stated:
        return [finding("bundle_codedigest_mismatch", f"{paper} states no \\codedigest{{}} to bind bundle_sha256 "
                        f"{digest}", file=str(paper))]
    value, loc = stated[0]
    return [finding("bundle_codedigest_mismatch", f"the paper states \\codedigest{{{value}}} but the bundle's "
                    f"bundle_sha256 is {digest}", loc, details={"paper": value, "bundle": digest})]
