"""The wheel holds everything `claim-gate check` needs, and the installed console script runs it away from
the source tree, whether or not pytest itself runs inside a virtual environment."""

import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_NOT_SHIPPED = shutil.ignore_patterns(".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis",
                                      "evaluation", "paper_claim_links.json")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    # Built from a copy, as from a clean clone: nothing left over in the work tree can leak into the wheel,
    # and the build writes nothing into it.
    src = tmp_path_factory.mktemp("src") / "claim-gate"
    shutil.copytree(ROOT, src, ignore=_NOT_SHIPPED)
    out = tmp_path_factory.mktemp("wheel")
    # Offline: the build backend comes from the test environment ([test] extra), not from an index.
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-q",
                    "-w", str(out), str(src)], check=True, capture_output=True)
    (whl,) = out.glob("claim_gate-*.whl")
    return whl


def _dependency_dirs() -> list:
    """The running interpreter's package folders, where lark, numpy, scipy and jsonschema are installed.

    A venv made with system_site_packages=True from inside a venv would see the base interpreter's
    packages instead of these, so the new venv is isolated and is handed these folders by a .pth file.
    """
    out = []
    for entry in sys.path:
        p = Path(entry or ".").resolve()
        if p.name in ("site-packages", "dist-packages") and p.is_dir() and ROOT not in (p, *p.parents):
            if str(p) not in out:
                out.append(str(p))
    return out


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory):
    env_dir = tmp_path_factory.mktemp("venv") / "env"
    venv.create(env_dir, system_site_packages=False, with_pip=False)
    py = env_dir / "bin" / "python"
    purelib = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             check=True, capture_output=True, text=True).stdout.strip()
    # Appended after the venv's own site-packages: the wheel's claim_gate comes first, the dependencies
    # come from the test environment (offline). Lines of a .pth are paths only; .pth files inside those
    # folders (an editable claim_gate pointing at the source tree) are not processed.
    Path(purelib, "zz_test_dependencies.pth").write_text("\n".join(_dependency_dirs()) + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "--no-deps", "--no-index",
                    "--force-reinstall", "-q", str(wheel)], check=True, capture_output=True)
    return env_dir


def _env():
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "CLAIM_GATE_DEBUG")}


@pytest.mark.slow
def test_wheel_contains_every_package_and_data(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert "claim_gate/grammar/formula.lark" in names
    assert "claim_gate/grammar/formula.tables" in names  # the prebuilt parser (claim_gate/formula/parse.py)
    assert "claim_gate/regex_programs.bin" in names  # the precompiled patterns (claim_gate/lazy_re.py)
    assert "claim_gate/contracts/paper_claim_links.schema.json" in names
    # Every module of the source tree, with or without an __init__.py beside it.
    for module in sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "claim_gate").rglob("*.py")):
        assert module in names, f"{module} is left out of the wheel"


@pytest.mark.slow
def test_installed_package_is_the_wheel_and_finds_the_grammar(installed, tmp_path):
    py = installed / "bin" / "python"
    probe = ("import claim_gate, claim_gate.formula.parse as p; from claim_gate import evaluate;"
             "from claim_gate.contracts_index import schema_names;"
             "print(claim_gate.__file__); print(p.grammar_text().count('NUMBER') > 0 and 'paper_claim_links' in schema_names());"
             "print(evaluate('geomean(a)', {'a': [1, 4]}));"
             # the precompiled patterns are read from the wheel's copy (for the interpreter that wrote them)
             "from claim_gate import lazy_re; print(len(lazy_re._programs()) > 300 or lazy_re.PROGRAMS.read_bytes()"
             "[:200].split(b'\\n')[0] != lazy_re.header().strip())")
    out = subprocess.run([str(py), "-I", "-c", probe], cwd=tmp_path, env=_env(), capture_output=True, text=True,
                         check=True)
    location, has_grammar, value, programs = out.stdout.split()
    assert str(installed) in location and str(ROOT) not in location
    assert has_grammar == "True" and value == "2.0" and programs == "True"


@pytest.mark.slow
def test_installed_console_script_checks_the_stencil_fixture(installed, tmp_path):
    shutil.copytree(ROOT / "fixtures" / "stencil-ari", tmp_path / "fixtures" / "stencil-ari", ignore=_NOT_SHIPPED)
    script = installed / "bin" / "claim-gate"
    r = subprocess.run([str(script), "check", "fixtures/stencil-ari/full_paper.tex", "--no-write", "--format", "json"],
                       cwd=tmp_path, env=_env(), capture_output=True, text=True, timeout=300)
    assert r.returncode == 1, r.stderr
    import json

    report = json.loads(r.stdout)
    errors = [(e["type"], e.get("numeric_id") or e.get("config_id")) for e in report["errors"]]
    assert ("numeric_mismatch", "NC14") in errors
    assert ("invariant_violation", "cfg4") in errors
    assert {t for t, _ in errors} == {"numeric_mismatch", "invariant_violation"}
    assert report["warnings"] == []
    assert not (tmp_path / "fixtures" / "stencil-ari" / "evaluation").exists()  # --no-write


@pytest.mark.slow
def test_installed_console_script_answers_a_paper_outside_a_checkpoint_in_one_line(installed, tmp_path):
    """`claim-gate check fixtures/bundle/paper.tex`, run by a new user of the installed tool (the quick start's
    `pip install .`, not linked to any checkout): one line naming the folder, exit 2, never a traceback."""
    shutil.copytree(ROOT / "fixtures" / "bundle", tmp_path / "fixtures" / "bundle", ignore=_NOT_SHIPPED)
    script = installed / "bin" / "claim-gate"
    r = subprocess.run([str(script), "check", "fixtures/bundle/paper.tex"], cwd=tmp_path, env=_env(),
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 2 and r.stdout == "", (r.stdout, r.stderr)
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("claim-gate: fixtures/bundle: is not a checkpoint"), r.stderr
    assert "Traceback" not in r.stderr


def test_shipped_data_is_found_in_a_checkout_and_nowhere_else_invented():
    """`python -m claim_gate` inside a checkout imports the source tree, where contracts/ and grammar/ stand
    beside the package: they are found there; a folder that exists nowhere is the import error, never a guess."""
    from claim_gate.shipped import data_folder

    root = Path(__file__).resolve().parents[1]
    found = data_folder("claim_gate.not_installed_here", "contracts")
    assert Path(str(found)) == root / "contracts" and any(p.name.endswith(".schema.json") for p in found.iterdir())
    with pytest.raises(ModuleNotFoundError):
        data_folder("claim_gate.not_installed_here", "no_such_folder")


def test_module_entry_in_the_checkout_runs_with_only_a_copy_installed(tmp_path):
    """With `pip install .` (a copy, as the README says), `python -m claim_gate` run inside the checkout uses
    the source tree: the schemas must be found there too, or every command there fails."""
    root = Path(__file__).resolve().parents[1]
    code = ("import sys, importlib.resources as r; sys.modules.pop('claim_gate.contracts', None);"
            "orig = r.files\n"
            "def files(p):\n"
            "    if p in ('claim_gate.contracts', 'claim_gate.grammar'): raise ModuleNotFoundError(p)\n"
            "    return orig(p)\n"
            "r.files = files\n"
            "from claim_gate.cli import main\n"
            "sys.argv = ['claim-gate', 'check', 'fixtures/stencil-ari/full_paper.tex', '--no-write']\n"
            "sys.exit(main())\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, env=_env())
    assert done.returncode == 1, done.stderr  # the fixture's planted defects block; nothing failed to load
    assert "Traceback" not in done.stderr and "numeric_mismatch" in done.stdout
