"""The pre-generated schema validators (claim_gate/validators) are current, used, and decide as generating does.

- Every shipped `_<name>.py` is exactly what `python -m claim_gate.validators` writes from today's schema
  (an edited schema without a regeneration fails here, and at run time falls back to generating).
- fast_validator returns the shipped function while its header hash matches, and generates otherwise.
- On every fixture document and on generated mutations of them, the shipped validator and a freshly
  generated one accept the same documents and reject the rest with the same message.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import fastjsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from claim_gate import contracts_index, validators
from claim_gate.contracts_index import schema_names

FOLDER = Path(validators.__file__).parent
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


@pytest.mark.parametrize("name", schema_names())
def test_shipped_validator_is_current(name):
    assert validators.shipped(name, validators.bundle(name)) is not None, \
        f"contracts/{name}.schema.json changed: run `python -m claim_gate.validators`"
    shipped_text = (FOLDER / f"_{name}.py").read_text(encoding="utf-8")
    # Under the fastjsonschema that wrote it, the file is exactly what regenerating writes; under another
    # version only the schema hash must hold (the agreement test below checks the behaviour).
    if f"(fastjsonschema {fastjsonschema.VERSION})" in shipped_text.splitlines()[1]:
        assert shipped_text == validators.source(name)


def test_fast_validator_uses_the_shipped_module(monkeypatch):
    def no_compile(*_a, **_k):
        raise AssertionError("generated at run time although a current validator ships")

    monkeypatch.setattr(fastjsonschema, "compile", no_compile)
    for name in schema_names():
        got = contracts_index.fast_validator.__wrapped__(name)
        assert got is validators.shipped(name, validators.bundle(name))


def test_a_stale_validator_is_not_used():
    edited = {**validators.bundle("results"), "required": ["measurements"]}
    assert validators.shipped("results", edited) is None  # hash differs: generate instead
    assert validators.shipped("no_such_schema", {}) is None


def test_a_module_that_cannot_be_imported_is_not_used(monkeypatch):
    def broken(name):
        raise SyntaxError(f"{name}: damaged")

    monkeypatch.setattr(validators.importlib, "import_module", broken)
    assert validators.shipped("results", validators.bundle("results")) is None


def test_fast_validator_generates_when_none_matches(monkeypatch):
    monkeypatch.setattr(validators, "shipped", lambda name, bundled: None)
    check = contracts_index.fast_validator.__wrapped__("results")
    check({"measurements": {}})
    with pytest.raises(fastjsonschema.JsonSchemaException):
        check({"measurements": 1})


def _documents():
    """(schema, document) for the fixture files each schema describes."""
    out = []
    for schema, pattern in (("science_data", "science_data.json"), ("tree", "tree.json"),
                            ("results", "results.json"), ("node_report", "node_report.json"),
                            ("figures_manifest", "figures_manifest.json"), ("metric_contract", "metric_contract.json"),
                            ("claim_gate_policy", "claim_gate_policy.json")):
        for path in sorted(FIXTURES.rglob(pattern))[:6]:
            try:
                out.append((schema, json.loads(path.read_text(encoding="utf-8"))))
            except (ValueError, UnicodeDecodeError):
                continue
    return out


DOCUMENTS = _documents()
GENERATED = {name: fastjsonschema.compile(validators.bundle(name)) for name in {s for s, _ in DOCUMENTS}}
REPLACEMENTS = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.floats(allow_nan=False, width=32),
                         st.text(max_size=4), st.just([]), st.just({}), st.just([1, "a"]), st.just({"x": 1}))


def _verdict(check, doc):
    try:
        check(doc)
        return None
    except fastjsonschema.JsonSchemaException as exc:
        return (type(exc).__name__, str(exc))


def _mutate(doc, path_choices, replacement):
    """Replace one value reached by following `path_choices` (indices into keys/items) with `replacement`."""
    doc = copy.deepcopy(doc)
    node, parent, key = doc, None, None
    for choice in path_choices:
        if isinstance(node, dict) and node:
            k = sorted(node)[choice % len(node)]
            parent, key, node = node, k, node[k]
        elif isinstance(node, list) and node:
            i = choice % len(node)
            parent, key, node = node, i, node[i]
        else:
            break
    if parent is None:
        return replacement
    if replacement is _DELETE and isinstance(parent, dict):
        del parent[key]
    else:
        parent[key] = None if replacement is _DELETE else replacement
    return doc


_DELETE = object()


def test_fixture_documents_found():
    assert {s for s, _ in DOCUMENTS} >= {"science_data", "tree", "results", "node_report"}


@given(st.sampled_from(range(len(DOCUMENTS))), st.lists(st.integers(0, 50), max_size=6),
       st.one_of(REPLACEMENTS, st.just(_DELETE)))
def test_shipped_and_generated_validators_agree(which, path_choices, replacement):
    schema, doc = DOCUMENTS[which]
    mutated = _mutate(doc, path_choices, replacement)
    shipped = contracts_index.fast_validator(schema)
    assert _verdict(shipped, mutated) == _verdict(GENERATED[schema], mutated)
