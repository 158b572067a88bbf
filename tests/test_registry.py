"""The registry formulas are formula-language text in one table, and resolve() reads them."""

import pytest

from claim_gate.formula import REGISTRY, WRITER_ALIASES, canonical_name, compile_formula, evaluate, resolve

OPERANDS = {"baseline": 4.0, "proposed": 2.0}


@pytest.mark.parametrize("name, expected", [
    ("relative_speedup", 2.0), ("relative_gain", 0.5), ("relative_improvement_percent", 50.0),
    ("relative_increase_percent", -50.0), ("relative_reduction_percent", 50.0), ("absolute_difference", -2.0),
    ("ratio_percent", 50.0),
])
def test_registry_formulas(name, expected):
    f = resolve(name)
    assert f.names == ("baseline", "proposed")
    assert f.evaluate({k: [v] for k, v in OPERANDS.items()}).item(0) == pytest.approx(expected)


@pytest.mark.parametrize("alias", sorted(WRITER_ALIASES) + ["identity", " Identity ", "VALUE"])
def test_aliases_mean_identity(alias):
    assert canonical_name(alias) == "identity"
    f = resolve(alias)
    assert f.names == ("value",)
    assert f.evaluate({"value": [3.5]}).item(0) == 3.5


def test_every_registry_entry_compiles_and_expressions_pass_through():
    for text in REGISTRY.values():
        compile_formula(text)
    assert canonical_name("geomean(proposed / baseline)") is None
    f = resolve("geomean(proposed / baseline)")
    assert f.evaluate({"proposed": [[2.0, 8.0]], "baseline": [[1.0, 1.0]]}).item(0) == pytest.approx(4.0)


def test_stencil_example_numbers():
    # Values from ../shared/examples/stencil-ari (its README): NC14's stale 9.6 % recomputes to 8.935 %.
    got = resolve("relative_reduction_percent").evaluate({"baseline": [909.9], "proposed": [828.6]}).item(0)
    assert got == pytest.approx(8.935047807451364, rel=1e-12)
    assert evaluate("baseline / proposed", {"baseline": 3.134, "proposed": 1.539}) == pytest.approx(2.0364, abs=1e-4)
