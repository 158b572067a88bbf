"""The grammar ships inside the wheel and is found after a non-editable install, away from the source tree."""

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    # Offline: the build backend comes from the test environment ([test] extra), not from an index.
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out), str(ROOT)],
                   check=True, capture_output=True)
    (whl,) = out.glob("claim_gate-*.whl")
    return whl


@pytest.mark.slow
def test_wheel_contains_the_grammar(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert "claim_gate/grammar/formula.lark" in names
    assert "claim_gate/contracts/paper_claim_links.schema.json" in names
    assert any(n.startswith("claim_gate/paper/") for n in names)
    assert any(n.startswith("claim_gate/formula/") for n in names)


@pytest.mark.slow
def test_non_editable_install_finds_the_grammar(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.create(env_dir, system_site_packages=True, with_pip=False)
    py = env_dir / "bin" / "python"
    # The venv sees the test environment's site-packages (lark, numpy, ...) but must use the wheel's claim_gate.
    subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "--no-deps", "--no-index",
                    "--force-reinstall", "-q", str(wheel)], check=True, capture_output=True)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    probe = ("import claim_gate, claim_gate.formula.parse as p; from claim_gate import evaluate;"
             "from claim_gate.contracts_index import schema_names;"
             "print(claim_gate.__file__); print(p.grammar_text().count('NUMBER') > 0 and 'paper_claim_links' in schema_names());"
             "print(evaluate('geomean(a)', {'a': [1, 4]}))")
    out = subprocess.run([str(py), "-I", "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True, check=True)
    location, has_grammar, value = out.stdout.split()
    assert str(env_dir) in location and str(ROOT) not in location
    assert has_grammar == "True" and value == "2.0"
