"""Arbitrary JSON in every field the verifiers read: a report or an InputError, never another exception."""

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from claim_gate.artifacts import bundle, citations, rubric
from claim_gate.errors import InputError

FIX = Path(__file__).resolve().parents[1] / "fixtures"
leaf = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.floats(-2, 2), st.sampled_from(
    ["", "x", "sha256:" + "a" * 64, "reproduce.sh", "P0", "sum_field", "../x", "papers/ml-distill/grader_report.json"]))
value = st.recursive(leaf, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                   st.dictionaries(st.sampled_from(["id", "weight", "sub_tasks", "score",
                                                                                    "flags", "quote", "rows", "x"]),
                                                                   inner, max_size=3)), max_leaves=10)
SLOW = settings(suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def _mutated(doc, data):
    """The document with one key (at the top or one level down) replaced by arbitrary JSON."""
    doc = json.loads(json.dumps(doc))
    target = doc
    if isinstance(doc, dict) and doc:  # an earlier mutation may have emptied it
        key = data.draw(st.sampled_from(sorted(doc)))
        if isinstance(doc[key], dict) and doc[key] and data.draw(st.booleans()):
            target, key = doc[key], data.draw(st.sampled_from(sorted(doc[key])))
        target[key] = data.draw(value)
    return doc


@SLOW
@given(st.data())
def test_rubric_envelope_fields(tmp_path_factory, data):
    env = _mutated(json.loads((FIX / "rubric" / "valid.json").read_text()), data)
    if data.draw(st.booleans()):
        env["rubric"] = _mutated(env["rubric"], data) if isinstance(env.get("rubric"), dict) else env.get("rubric")
    path = tmp_path_factory.mktemp("r") / "e.json"
    path.write_text(json.dumps(env))
    rep = rubric.verify(path, FIX / "rubric" / "paper.tex", venue=data.draw(st.sampled_from([None, "sc"])))
    assert rep["status"] in ("passed", "warn", "failed")


@pytest.fixture(scope="module")
def bundle_copy(tmp_path_factory):
    root = tmp_path_factory.mktemp("b") / "bundle"
    shutil.copytree(FIX / "bundle" / "valid", root)
    return root


@SLOW
@given(st.data())
def test_bundle_files(bundle_copy, data):
    name = data.draw(st.sampled_from(["replication_policy.json", "replay_rows.json", "negative_cases/undeclared_hash.json",
                                      "execution_artifacts/execution_artifact_manifest.json",
                                      "source_modules/source_module_manifest.json",
                                      "execution_artifacts/public_inputs/ml_distill_eval.json"]))
    f = bundle_copy / name
    original = f.read_text()
    f.write_text(json.dumps(_mutated(json.loads(original), data)))
    try:
        rep = bundle.verify(bundle_copy)
    except InputError:
        return
    finally:
        f.write_text(original)  # one copy serves every example
    assert rep["status"] in ("passed", "warn", "failed")


@SLOW
@given(st.data())
def test_litreview_fields(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("l") / "s.json"
    path.write_text(json.dumps(_mutated(json.loads((FIX / "citations" / "litreview_valid.json").read_text()), data)))
    assert citations.litreview(path)["status"] in ("passed", "warn", "failed")
