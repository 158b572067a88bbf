"""Numbers as the gate checks them (SPEC sections 3 and 4): repeated ids, writer declarations, what covers a
number, scales, signs, math functions, declared units; each through `claim-gate check` on a small checkpoint."""

import pytest

from small_checkpoint import CONFIG, found, gate, identity, science, types

# -- repeated numeric ids (issue 9, defect 3) ---------------------------------------------------------
REPEATS = ("It is 2.0x faster. % CLAIM:C1:NCw formula=relative_speedup baseline=cfg1:u proposed=cfg1:t\n"
           "Restated, it is {restated}x faster. % CLAIM:C1:NCw\n"
           "The value is {own}. % CLAIM:C1:NCw formula=identity value=cfg1:v\n")


def test_a_repeat_with_its_own_declaration_is_its_own_assertion(tmp_path, capsys):
    code, rep, _ = gate(capsys, tmp_path, REPEATS.format(restated="2.0", own="1.234"), science())
    assert code == 0, rep["errors"]
    assert rep["metrics"]["numeric_reproducible"] == 2 and rep["metrics"]["numeric_claim_mismatch_count"] == 0
    assert rep["metrics"]["writer_declared_assertions"] == 2  # NCw and NCw@L6


def test_each_repeat_is_checked_against_its_own_number(tmp_path, capsys):
    code, rep, _ = gate(capsys, tmp_path, REPEATS.format(restated="2.1", own="1.3"), science())
    assert code == 1
    mismatches = sorted((f["numeric_id"], f["location"]["line"]) for f in rep["errors"]
                        if f["type"] == "numeric_mismatch")
    # The restatement on line 5 against NCw (2.0); the planted 1.3 on line 6 against its own identity (1.234).
    assert mismatches == [("NCw@L5", 5), ("NCw@L6", 6)]
    own = next(f for f in rep["errors"] if f["numeric_id"] == "NCw@L6")
    assert own["recomputed"] == pytest.approx(1.234)


# -- a restated percentage is not covered by a unitless operand (defect 6) ----------------------------
def test_a_unitless_operand_does_not_cover_a_percentage(tmp_path, capsys):
    body = "We processed 150 items. % CLAIM:C1:NC1\nThe gain reached 150\\%.\nAgain, 150 items.\n"
    code, rep, _ = gate(capsys, tmp_path, body, science(identity(metric="w")))
    uncovered = [f for f in rep["errors"] if f["type"] == "uncovered_numeric"]
    assert [(f["printed"], f["location"]["line"]) for f in uncovered] == [("150", 5)]
    assert code == 1


def test_an_operand_recorded_in_percent_covers_a_restated_percentage(tmp_path, capsys):
    body = "The gain is 150. % CLAIM:C1:NC1\nRestated, the gain reached 150\\%.\n"
    operand = {"node_id": "n1", "metric_path": "measurements.w"}
    sd = science({"id": "NC1", "claim_id": "C1", "formula": "identity", "operands": {"value": operand}})
    code, rep, _ = gate(capsys, tmp_path, body, sd, units={"w": "%"})
    assert code == 0, rep["errors"]
    assert "uncovered_numeric" not in types(rep)


# -- ARI's label prefix (defect 7) ----------------------------------------------------------------------
def test_operands_label_prefix_means_the_operand(tmp_path, capsys):
    body = "The value is 1.234. % CLAIM:C1:NC5 formula=identity operands=value=cfg1:v\n"
    code, rep, _ = gate(capsys, tmp_path, body, science())
    assert code == 0, rep["errors"]
    assert rep["metrics"]["numeric_reproducible"] == 1
    assert not {"operand_unresolved", "unresolved_anchor"} & types(rep)


# -- anchors naming nothing that exists (issue 10) --------------------------------------------------
@pytest.mark.parametrize("anchor", ["CLAIM:C1:NC7", "CLAIM:C9:NC1"])
def test_an_anchor_naming_nothing_blocks_and_leaves_its_number_uncovered(tmp_path, capsys, anchor):
    code, rep, _ = gate(capsys, tmp_path, f"The value is 1.234. % {anchor}\n", science(identity()))
    errors = {f["type"] for f in rep["errors"]}
    assert code == 1
    assert {"unresolved_anchor", "uncovered_numeric"} <= errors
    assert rep["metrics"]["uncovered_numeric_count"] == 1


# -- the paper cannot vouch for itself: writer formulas -------------------------------------------------
@pytest.mark.parametrize("declaration, hint", [
    ("formula=9.999", "not a registry name"),
    ("formula=9.999 value=cfg1:v", "not a registry name"),
    ("formula=value/1 value=cfg1:v", "not a registry name"),
    ("formula=relative_speedp baseline=cfg1:u proposed=cfg1:t", "did you mean relative_speedup?"),
])
def test_writer_formulas_are_registry_names_only(tmp_path, capsys, declaration, hint):
    code, rep, _ = gate(capsys, tmp_path, f"The value is 1.234. % CLAIM:C1:NC9 {declaration}\n", science())
    invalid = [f for f in rep["errors"] if f["type"] == "formula_invalid"]
    assert code == 1 and invalid and hint in invalid[0]["message"]
    assert invalid[0]["location"] == {"file": "p.tex", "line": 4, "column": 23}  # the anchor


def test_a_recorded_formula_that_names_no_operand_proves_nothing(tmp_path, capsys):
    constant = {"id": "NC1", "claim_id": "C1", "formula": "9.999", "operands": {}}
    code, rep, _ = gate(capsys, tmp_path, "The value is 9.999. % CLAIM:C1:NC1\n", science(constant))
    assert code == 1 and ("formula_invalid", "NC1") in found(rep)


# -- scales, signs, math functions and units against a recorded 1.234 (issue 10) ----------------------
@pytest.mark.parametrize("printed, unit, expected", [
    ("1.234 million", "", "numeric_mismatch"),
    ("1.234k", "", "numeric_mismatch"),
    ("1.2 thousand", "", "numeric_mismatch"),
    ("2 billion", "", "numeric_mismatch"),
    ("\\textminus 1.234", "", "numeric_mismatch"),
    ("\\textminus1.234", "", "numeric_mismatch"),
    ("\\(-\\)1.234", "", "numeric_mismatch"),
    ("\u22121.234", "", "numeric_mismatch"),
    ("$\\pm1.234$", "", "anchor_without_number"),
    ("$\\sqrt{1.234}$", "", "anchor_without_number"),
    ("$\\log 1.234$", "", "anchor_without_number"),
    ("1.234\\%", "fraction", "numeric_mismatch"),
    ("1.234 GB", "s", "numeric_mismatch"),
])
def test_scales_signs_functions_and_units_fail_against_the_plain_value(tmp_path, capsys, printed, unit, expected):
    sd = science(identity(unit=unit)) if unit else science(identity())
    code, rep, _ = gate(capsys, tmp_path, f"The measured value is {printed}. % CLAIM:C1:NC1\n", sd)
    assert code == 1, printed
    assert expected in {f["type"] for f in rep["errors"]}, (printed, rep["errors"])


@pytest.mark.parametrize("printed, metric, unit", [
    ("1.234", "v", ""),
    ("1.234\\%", "v", ""),  # ARI's "" declares nothing
    ("1.234\\%", "v", "%"),
    ("1.234k", "v1000", ""),  # 1234 printed with a scale suffix, to the printed precision
    ("1.2 thousand", "v1000", ""),
    ("\\textminus 1.234", "neg", ""),
    ("2000 ms", "t", "s"),  # an SI prefix of the declared unit converts
    ("2.0 s", "t", "S"),  # case-insensitive
])
def test_near_misses_pass(tmp_path, capsys, printed, metric, unit):
    config = {"config_id": "cfg1", "node_id": "n1",
              "measurements": {"v": 1.234, "t": 2.0, "v1000": 1234.0, "neg": -1.234}}
    sd = science(identity(metric=metric, **({"unit": unit} if unit else {})), configs=[config])
    code, rep, _ = gate(capsys, tmp_path, f"The measured value is {printed}. % CLAIM:C1:NC1\n", sd)
    assert code == 0, (printed, rep["errors"])
    assert rep["metrics"]["numeric_reproducible"] == 1


def test_a_unit_mismatch_names_both_units(tmp_path, capsys):
    code, rep, _ = gate(capsys, tmp_path, "The value is 2.0 GB. % CLAIM:C1:NC1\n",
                        science(identity(metric="t", unit="ms")))
    f = next(f for f in rep["errors"] if f["type"] == "numeric_mismatch")
    assert "'GB'" in f["message"] and "'ms'" in f["message"]


# -- numbers glued to units the scanner does not know (SPEC section 3) -------------------------------
def test_unknown_glued_units_are_mentions_with_their_unit(tmp_path):
    from claim_gate.paper.index import index_paper

    paper = tmp_path / "p.tex"
    paper.write_text("\\documentclass{article}\n\\begin{document}\nSizes 55.9Mb, 2.78Gbp, 5mg and 3kDa; "
                     "the 99th run in 3D.\n\\end{document}\n")
    got = [(m.text, m.value, m.unit) for m in index_paper(paper).mentions]
    assert got == [("55.9", 55.9, "Mb"), ("2.78", 2.78, "Gbp"), ("5", 5.0, "mg"), ("3", 3.0, "kDa")]


def test_a_distance_in_parsecs_is_a_mention_and_a_layout_length_is_not(tmp_path):
    """"525pc" is a distance in astronomy (gaia_kep_rot, set 46; gaia_rot of set 12 lost its 300pc the same way);
    pc was dropped as TeX's pica, which only a layout argument holds, and those are skipped whole."""
    from claim_gate.paper.index import index_paper

    paper = tmp_path / "p.tex"
    paper.write_text("\\documentclass{article}\n\\begin{document}\nStars out to 525pc and 1.2kpc.\\hspace{2pc}"
                     "\\vspace{3pc} The 99th run.\n\\end{document}\n")
    got = [(m.text, m.value, m.unit) for m in index_paper(paper).mentions]
    assert got == [("525", 525.0, "pc"), ("1.2", 1.2, "kpc")]


def test_an_unknown_unit_number_is_not_dropped_by_the_gate(tmp_path, capsys):
    code, rep, _ = gate(capsys, tmp_path, "The assembly spans 55.9Mb.\n", science(identity()))
    assert code == 1 and any(f["type"] == "uncovered_numeric" and f["printed"] == "55.9" for f in rep["errors"])


@pytest.mark.parametrize("printed, declared, factor", [
    ("GFlop/s", "GFLOP/s", 1.0), ("×", "x", 1.0), ("ms", "s", 1e-3), ("µs", "us", 1.0), ("%", "fraction", 0.01),
    ("GiB", "MiB", 1024.0), ("", "ms", 1.0), ("%", "", 1.0),
    ("MB", "Mb", None), ("%", "x", None), ("min", "ms", 60000.0), ("h", "s", 3600.0), ("min", "m", None),
    # a prefix's case is its meaning (red team 47): milli against mega
    ("mW", "MW", 1e-9), ("MW", "mW", 1e9), ("ms", "Ms", 1e-9), ("mV", "MV", 1e-9), ("GFLOPS", "gflops", 1.0),
])
def test_unit_conversions(printed, declared, factor):
    from claim_gate.checks.units import conversion

    assert conversion(printed, declared) == (pytest.approx(factor) if factor is not None else None)


# -- a power of another base is the number it prints (set 49's cryptography paper) -------------------
@pytest.mark.parametrize("printed, recorded, passes", [
    ("$2^{10}$", 1024.0, True), ("$2^{10}$", 2.0, False), ("$128^3$", 2097152.0, True),
    # a negative power: its anchor stays unresolved, never compared to the base (it read as 2)
    ("$2^{-38}$", 2.0, False), ("$2^{-38}$", 2.0 ** -38, False),
])
def test_a_power_of_another_base_is_checked_as_the_number_it_prints(tmp_path, capsys, printed, recorded, passes):
    config = {"config_id": "cfg1", "node_id": "n1", "measurements": {**CONFIG["measurements"], "pw": recorded}}
    code, rep, _ = gate(capsys, tmp_path, f"The measured value is {printed}. % CLAIM:C1:NC1\n",
                        science(identity(metric="pw"), configs=[config]))
    assert (code == 0) is passes, rep["errors"]
