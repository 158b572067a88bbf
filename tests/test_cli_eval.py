"""`claim-gate eval`: JSON results, exit codes, one-line errors with a caret, never a traceback."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from claim_gate.cli import main

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
STENCIL = SHARED / "examples" / "stencil-ari" / "science_data.json"


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("formula, variables, expected", [
    ("geomean(a / b)", '{"a": [1, 2], "b": [2, 2]}', 0.7071067811865476),
    ("a * 2", '{"a": [1, 2]}', [2.0, 4.0]),
    ("0 <= x <= 1", '{"x": 0.5}', True),
    ("1 / x", '{"x": 0}', None),
    ("x + 1", '{"x": null}', None),
    ("2 + 2", None, 4.0),
])
def test_eval_prints_json(capsys, formula, variables, expected):
    args = ["eval", formula] + (["--vars", variables] if variables else [])
    code, out, err = run(capsys, *args)
    assert code == 0 and err == ""
    assert json.loads(out) == expected


@pytest.mark.parametrize("formula, kind, caret_col", [
    ("geomean(gflop_byK)", "name error", 9),
    ("x[0]", "syntax error", 2),
    ("geomean(true)", "type error", 9),
    ("2 ** 65", "limit exceeded", 3),
])
def test_formula_errors_exit_2_with_caret(capsys, formula, kind, caret_col):
    code, out, err = run(capsys, "eval", formula, "--vars", '{"gflops_byK": [1], "x": 1}')
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert lines[0].startswith(f"claim-gate eval: {kind}: ")
    assert lines[1] == "  " + formula
    assert lines[2] == "  " + " " * (caret_col - 1) + "^"
    if kind == "name error":
        assert "did you mean 'gflops_byK'?" in lines[0]


@pytest.mark.parametrize("variables, message", [
    ('{"a": NaN}', "NaN is not a valid JSON number"),
    ('{"a": Infinity}', "Infinity is not a valid JSON number"),
    ("{nope", "invalid JSON"),
    ("[1, 2]", "expected a JSON object"),
    ('{"a": "fp64"}', "--vars: a: expected a number"),
    ('{"a": [1, "2"]}', "expected a number"),
])
def test_bad_vars_exit_2_one_line(capsys, variables, message):
    code, out, err = run(capsys, "eval", "a", "--vars", variables)
    assert code == 2 and out == ""
    assert message in err and len(err.strip().splitlines()) == 1


def test_eval_over_configurations(capsys, tmp_path):
    sd = tmp_path / "science_data.json"
    sd.write_text(json.dumps({"configurations": [
        {"config_id": "c1", "measurements": {"g": [2.0, 8.0]}, "params": {"k": 2}},
        {"config_id": "c2", "measurements": {"g": [1.0, -1.0]}, "params": {"k": 3}},
        {"config_id": "c3", "scores": {"g": "n/a"}},
    ]}))
    code, out, err = run(capsys, "eval", "geomean(g) * k", "--config", str(sd))
    assert code == 0
    assert json.loads(out) == {"c1": 8.0, "c2": None, "c3": None}
    assert "c3: 'g' is \"n/a\"" in err


@pytest.mark.parametrize("content, message", [
    (b"\xff\xfe{", "not UTF-8"),
    (b"{\"configurations\": 3}", "configurations"),
    (b"{\"configurations\": [1]}", "configurations[0]: expected object"),
    (b"[", "invalid JSON"),
])
def test_bad_config_file_exit_2(capsys, tmp_path, content, message):
    sd = tmp_path / "sd.json"
    sd.write_bytes(content)
    code, out, err = run(capsys, "eval", "x", "--config", str(sd))
    assert code == 2 and message in err and "Traceback" not in err


def test_missing_config_file(capsys, tmp_path):
    code, _, err = run(capsys, "eval", "x", "--config", str(tmp_path / "nope.json"))
    assert code == 2 and "no such file" in err


@pytest.mark.skipif(not STENCIL.exists(), reason="../shared/examples/stencil-ari is not beside this checkout")
def test_eval_contract_formula_on_the_stencil_example(capsys):
    code, out, _ = run(capsys, "eval", "geomean(gflops_bySize / ceiling_bySize)", "--config", str(STENCIL))
    values = json.loads(out)
    assert code == 0 and values["cfg4"] == pytest.approx(1.0678, abs=5e-5)
    code, out, _ = run(capsys, "eval", "roofline_efficiency <= 1", "--config", str(STENCIL))
    assert json.loads(out) == {"cfg1": True, "cfg2": True, "cfg3": True, "cfg4": False, "cfg5": True}


def test_usage_errors_exit_2(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["eval"])
    assert exc.value.code == 2
    assert main([]) == 2
    with pytest.raises(SystemExit) as exc:
        main(["eval", "x", "--vars", "{}", "--config", "f"])
    assert exc.value.code == 2


def test_console_script_and_module_entry_points():
    for cmd in (["claim-gate"], [sys.executable, "-m", "claim_gate"]):
        out = subprocess.run(cmd + ["--version"], capture_output=True, text=True, check=True)
        assert out.stdout.startswith("claim-gate ")
        bad = subprocess.run(cmd + ["eval", "'str'"], capture_output=True, text=True)
        assert bad.returncode == 2 and "Traceback" not in bad.stderr and "syntax error" in bad.stderr


def test_version_does_not_import_numpy_or_lark():
    code = "import sys; from claim_gate.cli import main\ntry: main(['--version'])\nexcept SystemExit: pass\n" \
           "print(sorted(m for m in ('numpy', 'lark', 'scipy', 'jsonschema') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().endswith("[]")
