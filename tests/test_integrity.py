"""An untrusted checkpoint cannot fool the gate or reach outside it (confined reads and writes, the
contract store, the checkpoint's own policy, evidence that disagrees with itself, hostile values)."""

import json
import os
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from claim_gate import store
from claim_gate.cli import main

PAPER = "\\begin{document}\n\\section{Results}\nIt is 2.0x faster. % CLAIM:C1:NC1\n\\end{document}\n"
SCIENCE = {"configurations": [{"config_id": "c1", "node_id": "n1", "measurements": {"t": 2.0, "u": 4.0}}],
           "claims": [{"id": "C1", "supported_by": {"nodes": ["n1"]}}],
           "numeric_assertions": [{"id": "NC1", "claim_id": "C1", "formula": "relative_speedup",
                                   "operands": {"baseline": {"config_id": "c1", "metric": "u"},
                                                "proposed": {"config_id": "c1", "metric": "t"}}}]}
TREE = {"nodes": {"n1": {"status": "completed", "has_real_data": True}}}
FROZEN = {"key": "eff", "invariants": ["value <= 1"], "claims": [{"claim": "fast", "required_evidence": ["t"]}],
          "tolerance": {"relative": 0.02, "absolute": 0}}


def make(folder: Path, science=None, paper=PAPER, files=None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "science_data.json").write_text(json.dumps(SCIENCE if science is None else science))
    (folder / "tree.json").write_text(json.dumps(TREE))
    (folder / "p.tex").write_text(paper)
    for name, content in (files or {}).items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(content if isinstance(content, str) else json.dumps(content))
    return folder / "p.tex"


def check(capsys, paper, *args):
    code = main(["check", str(paper), "--format", "json", "--no-write", *args])
    out, err = capsys.readouterr()
    return code, json.loads(out) if out.strip() else None, err


def types(report, key="errors"):
    return sorted(f["type"] for f in report[key])


def cli(*args, timeout=60, **kwargs):
    """claim-gate in a subprocess: a hang fails the test instead of the run."""
    return subprocess.run([sys.executable, "-m", "claim_gate", *map(str, args)], check=False, capture_output=True, text=True,
                          timeout=timeout, **kwargs)


# -- reading: one confined opener ---------------------------------------------------------------------------
def test_verify_all_never_hashes_files_outside_the_checkpoint(tmp_path, capsys):
    records = [{"path": p, "sha256": "0" * 64} for p in ("/etc/passwd", "/proc/self/mem", "../../../../etc/hostname")]
    paper = make(tmp_path, files={"experiments/n1/results.json": {"measurements": {}},
                                  "experiments/n1/node_report.json": {"artifacts": records}})
    code, rep, err = check(capsys, paper, "--verify-artifacts", "all")
    assert rep is not None and "Traceback" not in err, err
    escapes = sorted(f["path"] for f in rep["errors"] if f["type"] == "artifact_path_escape")
    assert escapes == sorted(r["path"] for r in records)
    assert "artifact_digest_mismatch" not in types(rep) and code == 1


def test_symlinked_artifact_to_proc_is_never_opened(tmp_path, capsys):
    paper = make(tmp_path, files={"experiments/n1/results.json": {"measurements": {}},
                                  "experiments/n1/node_report.json": {"artifacts": [{"path": "mem", "sha256": "0" * 64}]}})
    os.symlink("/proc/self/mem", tmp_path / "experiments" / "n1" / "mem")
    _code, rep, err = check(capsys, paper, "--verify-artifacts", "all")
    assert "Traceback" not in err and "artifact_path_escape" in types(rep), err


@pytest.mark.parametrize("name", ["tree.json", "science_data.json", "experiments/n1/results.json"])
def test_a_fifo_at_a_fixed_name_is_exit_2_and_never_blocks(tmp_path, name):
    make(tmp_path, science={**SCIENCE, "claims": [{"id": "C1", "supported_by": {
        "results": [{"node_id": "n1", "metric_path": "measurements.t"}]}}]})
    (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
    if (tmp_path / name).exists():
        (tmp_path / name).unlink()
    os.mkfifo(tmp_path / name)
    start = time.monotonic()
    proc = cli("check", tmp_path / "p.tex", "--no-write", timeout=30)
    assert proc.returncode == 2 and "not a regular file" in proc.stderr and "Traceback" not in proc.stderr, proc.stderr
    assert time.monotonic() - start < 30


def test_fixed_names_are_not_read_through_a_symlink_out(tmp_path, capsys):
    outside = tmp_path / "outside"
    ckpt = tmp_path / "ckpt"
    make(outside)
    paper = make(ckpt)
    (ckpt / "science_data.json").unlink()
    os.symlink(outside / "science_data.json", ckpt / "science_data.json")
    code, _rep, err = check(capsys, paper)
    assert code == 2 and "science_data.json" in err and "leaves its folder" in err, err


def test_a_node_folder_symlinked_out_is_never_read(tmp_path, capsys):
    secret = tmp_path / "secret" / "n1"
    secret.mkdir(parents=True)
    (secret / "results.json").write_text(json.dumps({"measurements": {"t": 2.0}}))
    ckpt = tmp_path / "ckpt"
    paper = make(ckpt, science={**SCIENCE, "claims": [{"id": "C1", "supported_by": {
        "results": [{"node_id": "n1", "metric_path": "measurements.t"}]}}]})
    (ckpt / "experiments").mkdir()
    os.symlink(secret, ckpt / "experiments" / "n1")
    code, _rep, err = check(capsys, paper)
    assert code == 2 and "leaves" in err and "Traceback" not in err, err


def test_dev_zero_is_never_read(tmp_path, capsys):
    paper = make(tmp_path)
    (tmp_path / "tree.json").unlink()
    os.symlink("/dev/zero", tmp_path / "tree.json")
    code, _rep, err = check(capsys, paper)
    assert code == 2 and "tree.json" in err, err


def test_a_json_file_over_its_budget_is_exit_2(tmp_path, capsys, monkeypatch):
    import claim_gate.files

    paper = make(tmp_path, files={"experiments/n1/results.json": {"measurements": {"x": [1.5] * 1000}}})
    monkeypatch.setattr(claim_gate.files, "JSON_BUDGET", 2000)
    code, _rep, err = check(capsys, paper, "--verify-artifacts", "all")
    assert code == 2 and "experiments/n1/results.json" in err and "budget" in err, err


def test_results_in_the_workspace_are_confined_to_its_experiments_folder(tmp_path, capsys):
    ws = tmp_path / "ws"
    ckpt = ws / "checkpoints" / "run1"
    paper = make(ckpt, science={**SCIENCE, "claims": [{"id": "C1", "supported_by": {
        "results": [{"node_id": "n1", "metric_path": "measurements.t"}]}}]})
    (ws / "experiments" / "run1" / "n1").mkdir(parents=True)
    (ws / "experiments" / "run1" / "n1" / "results.json").write_text(json.dumps({"measurements": {"t": 2.0, "u": 4.0}}))
    code, rep, err = check(capsys, paper)
    assert code == 0 and "result_unresolved" not in types(rep, "warnings"), (err, rep)
    (ws / "experiments" / "run1" / "n1" / "results.json").unlink()
    (tmp_path / "elsewhere.json").write_text(json.dumps({"measurements": {"t": 2.0, "u": 4.0}}))
    os.symlink(tmp_path / "elsewhere.json", ws / "experiments" / "run1" / "n1" / "results.json")
    code, rep, err = check(capsys, paper)
    assert code == 2 and "leaves its folder" in err, err


# -- writing: only under the checkpoint's real path ---------------------------------------------------------
def test_the_report_folder_symlinked_out_writes_nothing_outside(tmp_path, capsys):
    outside = tmp_path / "outside"
    outside.mkdir()
    paper = make(tmp_path / "ckpt")
    os.symlink(outside, tmp_path / "ckpt" / "evaluation")
    code = main(["check", str(paper)])
    err = capsys.readouterr().err
    assert code == 2 and "evaluation" in err and list(outside.iterdir()) == [], err


def test_a_symlinked_lock_file_creates_nothing_outside(tmp_path, capsys):
    ckpt = tmp_path / "ckpt"
    ckpt.mkdir()
    target = tmp_path / "created-outside"
    os.symlink(target, ckpt / store.LOCK)
    (tmp_path / "c.json").write_text(json.dumps(FROZEN))
    code = main(["contract", "mint", str(ckpt), "--from", str(tmp_path / "c.json")])
    err = capsys.readouterr().err
    assert code == 2 and "lock" in err and not target.exists(), err


def test_output_to_a_fifo_is_written_to_never_replaced(tmp_path):
    paper = make(tmp_path / "ckpt")
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(Path(fifo).read_text()), daemon=True)
    reader.start()
    proc = cli("check", paper, "--format", "json", "--no-write", "--output", fifo, timeout=60)
    reader.join(timeout=30)
    assert proc.returncode == 0, proc.stderr
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and json.loads(got[0])["status"] == "passed"


def test_output_to_dev_null_and_dev_stdout(tmp_path):
    paper = make(tmp_path / "ckpt")
    if stat.S_ISCHR(os.stat("/dev/null").st_mode):  # on a shared machine, another process may have replaced it
        proc = cli("check", paper, "--format", "json", "--no-write", "--output", "/dev/null")
        assert proc.returncode == 0 and stat.S_ISCHR(os.stat("/dev/null").st_mode), proc.stderr
    proc = cli("check", paper, "--format", "json", "--no-write", "--output", "/dev/stdout")
    assert proc.returncode == 0 and json.loads(proc.stdout)["status"] == "passed", proc.stderr


# -- values that used to give a traceback -------------------------------------------------------------------
def test_a_401_digit_integer_is_exit_2(tmp_path, capsys):
    paper = make(tmp_path)
    text = json.dumps(SCIENCE).replace('"t": 2.0', '"t": ' + "9" * 401)
    (tmp_path / "science_data.json").write_text(text)
    code, _rep, err = check(capsys, paper)
    assert code == 2 and "science_data.json" in err and "401 digits" in err and "Traceback" not in err, err


def test_a_5000_character_artifact_path_and_a_lone_surrogate(tmp_path, capsys):
    science = {**SCIENCE, "claims": [{"id": "C1", "supported_by": {"nodes": ["n1"],
                                                                   "artifacts": ["a" * 5000, "x\ud800y"]}}]}
    paper = make(tmp_path, science=science)
    code = main(["check", str(paper), "--format", "json"])  # the report is written too
    _out, err = capsys.readouterr()
    assert code == 1 and "Traceback" not in err, err
    written = json.loads((tmp_path / "evaluation" / "claim_evidence_hard_gate_final.json").read_text())
    assert [f["type"] for f in written["errors"]] == ["artifact_path_escape"] * 2
    assert max(len(f["message"]) for f in written["errors"]) < 400


def test_a_lone_surrogate_in_a_claim_id_still_writes_the_report(tmp_path, capsys):
    science = {**SCIENCE, "claims": SCIENCE["claims"] + [{"id": "C\ud800", "status": "supported"}]}
    paper = make(tmp_path, science=science)
    code = main(["check", str(paper)])
    err = capsys.readouterr().err
    assert code == 1 and "Traceback" not in err
    written = json.loads((tmp_path / "evaluation" / "claim_evidence_hard_gate_final.json").read_text())
    assert "C\\ud800" in written["claim_ids"]


def test_a_500_deep_list_and_one_invalid_entry(tmp_path, capsys):
    deep = 1.0
    for _ in range(500):
        deep = [deep]
    science = json.loads(json.dumps(SCIENCE))
    science["configurations"][0]["measurements"]["deep"] = deep
    science["configurations"].append({"config_id": 7, "measurements": {"d": deep}})
    paper = make(tmp_path, science=science)
    code, rep, err = check(capsys, paper)
    assert rep is not None and "Traceback" not in err, err
    assert [f["path"] for f in rep["errors"] if f["type"] == "input_invalid"] == ["configurations[1]"]
    assert code == 1


# -- the contract store -------------------------------------------------------------------------------------
def test_a_minter_interrupted_at_any_write_never_leaves_a_frozen_contract_without_its_digest(tmp_path, monkeypatch):
    real = store.write_atomic
    for allowed in range(3):
        ckpt = tmp_path / f"k{allowed}"
        ckpt.mkdir()
        calls = []

        def dying(path, text, root=None, allowed=allowed, calls=calls):
            if len(calls) == allowed:
                raise KeyboardInterrupt  # the minter dies here, between two writes
            calls.append(path)
            real(path, text, root=root)

        monkeypatch.setattr(store, "write_atomic", dying)
        with pytest.raises(KeyboardInterrupt):
            store.mint(ckpt, FROZEN)
            raise KeyboardInterrupt  # all writes done: nothing left to interrupt
        monkeypatch.setattr(store, "write_atomic", real)
        stored = store.load(ckpt)
        if store.is_frozen(stored):
            assert store.verify(ckpt)[0] == "ok"
        assert store.mint(ckpt, FROZEN)["metric_contract"] == FROZEN  # the next mint completes it
        assert store.verify(ckpt)[0] == "ok"


KILLED_MINTER = """
import sys
from claim_gate import store
store.mint(sys.argv[1], {"key": "k", "claims": [{"claim": "c"}], "invariants": ["value <= 1"]})
"""


@pytest.mark.slow
def test_killed_minters_never_leave_a_frozen_contract_without_its_digest(tmp_path):
    import signal

    for attempt in range(12):
        ckpt = tmp_path / f"r{attempt}"
        ckpt.mkdir()
        proc = subprocess.Popen([sys.executable, "-c", KILLED_MINTER, str(ckpt)])
        time.sleep(0.15 + 0.02 * attempt)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        if store.is_frozen(store.load(ckpt)):
            assert store.verify(ckpt)[0] == "ok", attempt


def test_a_lock_held_too_long_is_exit_2_naming_the_holder(tmp_path, capsys, monkeypatch):
    import fcntl

    fd = os.open(tmp_path / store.LOCK, os.O_RDWR | os.O_CREAT)
    fcntl.flock(fd, fcntl.LOCK_EX)
    os.write(fd, b"pid 4242 on build-host")
    monkeypatch.setattr(store, "LOCK_TIMEOUT", 0.5)
    (tmp_path / "c.json").write_text(json.dumps(FROZEN))
    start = time.monotonic()
    try:
        code = main(["contract", "mint", str(tmp_path), "--from", str(tmp_path / "c.json")])
    finally:
        os.close(fd)
    err = capsys.readouterr().err
    assert code == 2 and "pid 4242 on build-host" in err and time.monotonic() - start < 5, err
    assert not (tmp_path / store.CONTRACT).exists()


def test_two_and_two_point_zero_are_one_number(tmp_path, capsys):
    store.mint(tmp_path, {**FROZEN, "tolerance": {"relative": 0.02, "absolute": 2}})
    text = (tmp_path / store.CONTRACT).read_text().replace('"absolute": 2', '"absolute": 2.0')
    (tmp_path / store.CONTRACT).write_text(text)
    assert store.verify(tmp_path)[0] == "ok"
    assert store.jcs([2.0, 1e21, 1e-7, 0.1, -0.0, 100.0]) == "[2,1e+21,1e-7,0.1,0,100]"


def test_a_discarded_proposal_that_differs_is_said_with_its_keys(tmp_path, capsys):
    (tmp_path / "c.json").write_text(json.dumps(FROZEN))
    (tmp_path / "d.json").write_text(json.dumps({**FROZEN, "key": "other", "invariants": []}))
    ckpt = tmp_path / "ckpt"
    ckpt.mkdir()
    assert main(["contract", "mint", str(ckpt), "--from", str(tmp_path / "c.json")]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["contract_frozen"] is False and err == ""
    assert main(["contract", "mint", str(ckpt), "--from", str(tmp_path / "c.json")]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["contract_frozen"] is True and err == ""  # the same proposal: nothing to say
    assert main(["contract", "mint", str(ckpt), "--from", str(tmp_path / "d.json")]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out) == {"metric_contract": FROZEN, "contract_frozen": True}
    assert "discarded" in err and "invariants, key" in err


def _supersede(capsys, ckpt, contract, reason):
    src = ckpt.parent / "new.json"
    src.write_text(json.dumps(contract))
    code = main(["contract", "supersede", str(ckpt), "--from", str(src), "--reason", reason])
    return code, capsys.readouterr()


def test_supersede_records_the_history_and_every_report_says_why(tmp_path, capsys):
    ckpt = tmp_path / "ckpt"
    paper = make(ckpt, science={**SCIENCE, "configurations": [{**SCIENCE["configurations"][0],
                                                               "scores": {"eff": 0.5}}]})
    store.mint(ckpt, FROZEN)
    fixed = {**FROZEN, "invariants": ["value <= 1", "value >= 0"]}
    code, (out, err) = _supersede(capsys, ckpt, fixed, "typo: the lower bound was missing")
    assert code == 0 and json.loads(out)["metric_contract"] == fixed, err
    lines = (ckpt / store.HISTORY).read_text().splitlines()
    assert [json.loads(line) for line in lines] == [{"old_sha256": store.contract_digest(FROZEN),
                                                    "new_sha256": store.contract_digest(fixed),
                                                    "reason": "typo: the lower bound was missing"}]
    assert lines[0] == store.jcs(json.loads(lines[0]))  # canonical JSON
    assert store.load(ckpt) == fixed and store.verify(ckpt)[0] == "ok"
    code, rep, err = check(capsys, paper)
    superseded = [w for w in rep["warnings"] if w["type"] == "contract_superseded"]
    assert code == 0 and len(superseded) == 1 and "lower bound was missing" in superseded[0]["message"], rep
    # an earlier contract of the history in science_data is only superseded, never tampered
    (ckpt / "science_data.json").write_text(json.dumps({**json.loads((ckpt / "science_data.json").read_text()),
                                                       "metric_contract": FROZEN}))
    code, rep, err = check(capsys, paper)
    assert code == 0 and "contract_tampered" not in types(rep), rep["errors"]
    # a history that does not chain is tampering
    (ckpt / store.HISTORY).write_text(store.jcs({"new_sha256": store.contract_digest(fixed), "old_sha256": "0" * 64,
                                                 "reason": "x"}) + "\n" + lines[0] + "\n")
    code, rep, err = check(capsys, paper)
    assert code == 1 and "contract_tampered" in types(rep)
    assert store.verify(ckpt)[0] == "tampered"


def test_supersede_needs_a_frozen_contract_and_a_reason(tmp_path, capsys):
    ckpt = tmp_path / "ckpt"
    ckpt.mkdir()
    code, (_, err) = _supersede(capsys, ckpt, FROZEN, "why")
    assert code == 2 and "contract mint" in err
    store.mint(ckpt, FROZEN)
    code, (_out, err) = _supersede(capsys, ckpt, FROZEN, "  ")
    assert code == 2 and "--reason" in err


def test_the_frozen_store_is_the_contract(tmp_path, capsys):
    ckpt = tmp_path / "ckpt"
    weaker = {"key": "eff", "invariants": []}
    science = {**SCIENCE, "configurations": [{**SCIENCE["configurations"][0], "scores": {"eff": 1.5}}],
               "metric_contract": weaker}
    paper = make(ckpt, science=science)
    store.mint(ckpt, FROZEN)
    code, rep, _err = check(capsys, paper)
    assert code == 1 and {"contract_tampered", "invariant_violation"} <= set(types(rep)), rep["errors"]
    declared = [e for e in rep["errors"] if e["type"] == "invariant_violation" and e.get("kind") == "declared"]
    assert declared, rep["errors"]  # the frozen contract's invariant was checked, not the weaker copy's
    assert main(["contract", "verify", str(ckpt)]) == 1
    assert "science_data.json" in capsys.readouterr().err


# -- the checkpoint's own policy may only tighten -------------------------------------------------------------
MISMATCH = PAPER.replace("2.0x", "2.5x")


def test_the_checkpoints_own_policy_cannot_loosen(tmp_path, capsys):
    own = {"mode": "warn", "blocking": {"always_block_on": ["invariant_violation"], "block_on": []},
           "numeric_match": {"default_tolerance": {"relative": 0.5}},
           "numeric_coverage": {"target_sections": {"strict": ["abstract"], "excluded": ["results"]}}}
    paper = make(tmp_path, paper=MISMATCH, files={"claim_gate_policy.json": own})
    code, rep, _err = check(capsys, paper)
    assert code == 1 and rep["policy"] == "strict" and "numeric_mismatch" in types(rep), rep
    weakened = " | ".join(w["message"] for w in rep["warnings"] if w["type"] == "policy_weakened")
    for change in ("mode lowered from strict to warn", "always_block_on leaves out", "input_invalid",
                   "block_on leaves out", "default_tolerance raised", "strict leaves out conclusion",
                   "excluded adds results"):
        assert change in weakened, (change, weakened)
    resolved = rep["policy_resolved"]
    assert "input_invalid" in resolved["blocking"]["always_block_on"]
    assert resolved["numeric_match"]["default_tolerance"] == {"absolute": 0.0, "relative": 0.0}


def test_the_checkpoints_own_policy_may_tighten(tmp_path, capsys):
    from claim_gate.policy import DEFAULT_ALWAYS_BLOCK_ON, DEFAULT_SECTIONS

    own = {"blocking": {"always_block_on": [*DEFAULT_ALWAYS_BLOCK_ON, "node_not_executed"]}, "_note": "a comment",
           "numeric_coverage": {"target_sections": {"strict": [*DEFAULT_SECTIONS["strict"], "discussion"]}}}
    science = {**SCIENCE, "claims": [{"id": "C1", "supported_by": {"nodes": ["n1", "n2"]}}]}
    paper = make(tmp_path, science=science, files={"claim_gate_policy.json": own})
    (tmp_path / "tree.json").write_text(json.dumps({"nodes": {**TREE["nodes"], "n2": {"status": "failed"}}}))
    code = main(["check", str(paper), "--format", "json", "--no-write", "--mode", "warn"])
    rep = json.loads(capsys.readouterr().out)
    assert code == 1 and "node_not_executed" in types(rep) and "policy_weakened" not in types(rep, "warnings")
    assert "discussion" in rep["policy_resolved"]["numeric_coverage"]["target_sections"]["strict"]


@pytest.mark.parametrize("alpha", [0.001, 0.3])
def test_the_checkpoints_own_policy_never_moves_alpha(tmp_path, capsys, alpha):
    """Red team 47: a lower alpha makes "n.s." at p = .0057 right, a higher one "significant" at p = .2; either way a
    decision error goes unreported, so only the caller sets it."""
    paper = make(tmp_path, files={"claim_gate_policy.json": {"statistics": {"alpha": alpha}}})
    main(["check", str(paper), "--format", "json", "--no-write"])
    rep = json.loads(capsys.readouterr().out)
    assert rep["policy_resolved"]["statistics"]["alpha"] == 0.05
    weakened = [w["message"] for w in rep["warnings"] if w["type"] == "policy_weakened"]
    assert len(weakened) == 1 and f"statistics.alpha changed from 0.05 to {alpha:g}" in weakened[0]


def test_only_the_caller_loosens_and_the_own_file_named_by_the_caller_is_read_once(tmp_path, capsys):
    own = {"mode": "warn"}
    paper = make(tmp_path, paper=MISMATCH, files={"claim_gate_policy.json": own})
    code, rep, _ = check(capsys, paper, "--policy-file", str(tmp_path / "claim_gate_policy.json"))
    assert code == 0 and rep["policy"] == "warn" and "policy_weakened" not in types(rep, "warnings")
    assert rep["policy_resolved"]["sources"] == ["defaults", "claim_gate_policy.json"]
    code, rep, _err = check(capsys, paper, "--mode", "warn")
    assert code == 0 and rep["policy"] == "warn"


@pytest.mark.parametrize("doc, where, hint", [
    ({"Mode": "strict"}, "Mode", "did you mean 'mode'?"),
    ({"numeric_match": {"default_tolerance": {"relativ": 0.01}}}, "numeric_match.default_tolerance.relativ",
     "did you mean 'relative'?"),
    ({"blocking": {"always_block": []}}, "blocking.always_block", "did you mean 'always_block_on'?"),
    ({"statistics": {"alpha": 2}}, "statistics.alpha", "maximum of 1"),
])
@pytest.mark.parametrize("as_callers", [False, True])
def test_policy_files_refuse_unknown_keys_with_a_did_you_mean(tmp_path, capsys, doc, where, hint, as_callers):
    paper = make(tmp_path)
    (tmp_path / ("caller.json" if as_callers else "claim_gate_policy.json")).write_text(json.dumps(doc))
    args = ["--policy-file", str(tmp_path / "caller.json")] if as_callers else []
    code, rep, err = check(capsys, paper, *args)
    assert code == 2 and rep is None and where in err and hint in err, err
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("how", [["--mode", "off"], "env", "file"])
def test_mode_off_is_never_presented_as_failed(tmp_path, capsys, monkeypatch, how):
    paper = make(tmp_path, paper=MISMATCH)
    args = how if isinstance(how, list) else []
    if how == "env":
        monkeypatch.setenv("CLAIM_GATE_MODE", "off")
    if how == "file":
        (tmp_path / "caller.json").write_text(json.dumps({"mode": "off"}))
        args = ["--policy-file", str(tmp_path / "caller.json")]
    code = main(["check", str(paper), "--no-write", *args])
    out = capsys.readouterr().out
    assert code == 0 and "FAILED" not in out and "NOT ENFORCED" in out.splitlines()[-1]  # the summary comes last
    assert {"env": "CLAIM_GATE_MODE", "file": "caller.json"}.get(str(how), "--mode") in out.splitlines()[-1]


# -- inputs that disagree or are invalid --------------------------------------------------------------------
def test_a_configuration_value_that_differs_from_its_results_is_evidence_drift(tmp_path, capsys):
    results = {"measurements": {"t": 2.5, "u": 4.0, "v": [1.0, 2.0]}}
    science = json.loads(json.dumps(SCIENCE))
    science["configurations"][0]["measurements"]["v"] = [1.0, 2.0]
    paper = make(tmp_path, science=science, files={"experiments/n1/results.json": results})
    code, rep, _ = check(capsys, paper)
    drift = [e for e in rep["errors"] if e["type"] == "evidence_drift"]
    assert code == 1 and [d["metric"] for d in drift] == ["measurements.t"], rep["errors"]
    results["measurements"].update(t=2.0 * (1 + 1e-12), v=[1.0, 2.5])
    (tmp_path / "experiments/n1/results.json").write_text(json.dumps(results))
    code, rep, _ = check(capsys, paper)
    assert [d["metric"] for d in rep["errors"] if d["type"] == "evidence_drift"] == ["measurements.v"]
    # A scalar against a vector differs, unless the vector is that scalar alone: wrapping an edited value in a list
    # hid it (red team 47).
    results["measurements"].update(v=7.0)
    (tmp_path / "experiments/n1/results.json").write_text(json.dumps(results))
    code, rep, _err = check(capsys, paper)
    assert [d["metric"] for d in rep["errors"] if d["type"] == "evidence_drift"] == ["measurements.v"]
    science["configurations"][0]["measurements"]["v"] = [7.0]
    (tmp_path / "science_data.json").write_text(json.dumps(science))
    code, rep, _err = check(capsys, paper)
    assert code == 0 and rep["errors"] == [], rep["errors"]
    science["configurations"][0]["measurements"]["v"] = [99.9]
    (tmp_path / "science_data.json").write_text(json.dumps(science))
    code, rep, _err = check(capsys, paper)
    assert [d["metric"] for d in rep["errors"] if d["type"] == "evidence_drift"] == ["measurements.v"]


@pytest.mark.parametrize("configured, recorded", [
    ({"measurements": {"m": 99.9}}, {"scores": {"m": 15.3}}),  # the key in another section of the node file
    ({"measurements": {"_solve_s": 99.9}}, {"measurements": {"_solve_s": 15.3}}),  # a metric named with "_"
])
def test_drift_reads_the_node_file_as_an_operand_does(tmp_path, capsys, configured, recorded):
    """Red team 47: an operand's look-up falls back to the key in any section and resolves "_" keys, so drift must
    compare what that look-up would read."""
    science = json.loads(json.dumps(SCIENCE))
    science["configurations"][0] = {**science["configurations"][0], **configured}
    paper = make(tmp_path, science=science, files={"experiments/n1/results.json": recorded})
    code, rep, _ = check(capsys, paper)
    assert code == 1 and [e["type"] for e in rep["errors"]].count("evidence_drift") == 1, rep["errors"]


@pytest.mark.parametrize("entry, path", [
    ({"value": "1.234"}, "numeric_assertions[0]"),
    ({"tolerance": "0.01"}, "numeric_assertions[0]"),
    ({"claim_id": 1}, "numeric_assertions[0]"),
])
def test_one_schema_invalid_entry_blocks_and_is_reported(tmp_path, capsys, entry, path):
    science = json.loads(json.dumps(SCIENCE))
    science["numeric_assertions"][0].update(entry)
    paper = make(tmp_path, science=science)
    code, rep, _err = check(capsys, paper, "--mode", "warn")
    assert code == 1 and [e["path"] for e in rep["errors"] if e["type"] == "input_invalid"] == [path], rep


def test_an_invalid_node_report_entry_reaches_the_report(tmp_path, capsys):
    report = {"artifacts": [{"path": "a.csv", "sha256": "0" * 64}, {"path": 7}]}
    science = {**SCIENCE, "claims": [{"id": "C1", "supported_by": {"nodes": ["n1"], "artifacts": ["a.csv"]}}]}
    paper = make(tmp_path, science=science, files={"experiments/n1/results.json": {"measurements": {}},
                                                  "experiments/n1/node_report.json": report, "a.csv": "x"})
    code, rep, _err = check(capsys, paper)
    assert code == 1 and rep["status"] == "failed"
    assert "input_invalid" in types(rep) and "artifact_digest_mismatch" in types(rep), rep["errors"]


# -- ARI defects 1, 2, 11, 13 -----------------------------------------------------------------------------
def test_a_bare_artifact_name_meets_its_recorded_digest(tmp_path, capsys):
    import hashlib

    science = {**SCIENCE, "claims": [{"id": "C1", "supported_by": {"nodes": ["n1"], "artifacts": ["spmm_timings.csv"]}}]}
    digest = hashlib.sha256(b"original\n").hexdigest()
    paper = make(tmp_path, science=science, files={
        "experiments/n1/results.json": {"measurements": {"t": 2.0, "u": 4.0}}, "spmm_timings.csv": "edited\n",
        "experiments/n1/node_report.json": {"artifacts": [{"path": "spmm_timings.csv", "sha256": digest}]}})
    code, rep, _ = check(capsys, paper)
    assert code == 1 and "artifact_digest_mismatch" in types(rep), rep
    (tmp_path / "spmm_timings.csv").write_text("original\n")
    code, rep, _err = check(capsys, paper)
    assert code == 0 and rep["errors"] == [], rep["errors"]


def test_claim_existence_as_ari(tmp_path, capsys):
    tree = {"nodes": {**TREE["nodes"], "nf": {"status": "failed"}}}
    science = {**SCIENCE, "claims": SCIENCE["claims"] + [
        {"id": "C2", "supported_by": {"nodes": ["n9"]}},
        {"id": "C3", "supported_by": {"nodes": ["nf"]}},
        {"id": "C4", "status": "supported", "supported_by": {"nodes": ["nf"]}}]}
    paper = make(tmp_path, science=science)
    (tmp_path / "tree.json").write_text(json.dumps(tree))
    code, rep, _ = check(capsys, paper)
    missing = sorted(e["claim_id"] for e in rep["errors"] if e["type"] == "missing_evidence")
    assert missing == ["C2", "C4"], rep["errors"]
    assert sorted(w["claim_id"] for w in rep["warnings"] if w["type"] == "node_not_executed") == ["C3", "C4"]
    code, rep, _err = check(capsys, paper, "--phase", "draft")
    assert code == 0


def test_no_contract_has_no_violations_and_rates_over_nothing_are_null(tmp_path, capsys):
    paper = make(tmp_path, science={"claims": []}, paper="\\begin{document}\nHello.\n\\end{document}\n")
    _code, rep, _err = check(capsys, paper)
    metrics = rep["metrics"]
    assert metrics["contract_violation_count"] == 0
    assert metrics["execution_grounded_claim_rate"] is None and metrics["numeric_claim_reproducible_rate"] is None
    assert metrics["numeric_coverage_rate"] is None
    from claim_gate.contracts_index import validator

    assert not list(validator("gate_report").iter_errors(rep))


def test_report_bytes_do_not_depend_on_the_checkout_path(tmp_path, capsys):
    reports = []
    for where in ("a", "b/c"):
        root = tmp_path / where
        make(root / "ckpt")
        (root / "paper").mkdir(parents=True)
        (root / "paper" / "p.tex").write_text(PAPER)
        (root / "pol.json").write_text("{}")
        assert main(["check", str(root / "paper" / "p.tex"), "--checkpoint", str(root / "ckpt"),
                     "--policy-file", str(root / "pol.json")]) == 0
        reports.append((root / "ckpt" / "evaluation" / "claim_evidence_hard_gate_final.json").read_bytes())
    capsys.readouterr()
    assert reports[0] == reports[1]
    assert "../paper/p.tex" in json.loads(reports[0])["inputs"] and "../pol.json" in json.loads(reports[0])["inputs"]


# -- names that do not exist are told, with the nearest ones ------------------------------------------------
def test_a_misspelt_formula_name_is_formula_invalid_with_a_did_you_mean(tmp_path, capsys):
    science = json.loads(json.dumps(SCIENCE))
    science["numeric_assertions"][0]["formula"] = "relative_gian"
    paper = make(tmp_path, science=science)
    code, rep, _err = check(capsys, paper)
    bad = [e for e in rep["errors"] if e["type"] == "formula_invalid"]
    assert code == 1 and len(bad) == 1 and "did you mean 'relative_gain'?" in bad[0]["message"], rep["errors"]
    assert "operand_unresolved" not in types(rep)
    assert rep["metrics"]["contract_violation_count"] == 0  # no metric contract, no contract violation


def test_missing_metric_paths_and_config_ids_name_the_nearest(tmp_path, capsys):
    science = json.loads(json.dumps(SCIENCE))
    science["numeric_assertions"][0]["operands"] = {"baseline": {"config_id": "c2", "metric": "u"},
                                                    "proposed": {"config_id": "c1", "metric": "tt"}}
    science["numeric_assertions"].append({"id": "NC2", "claim_id": "C1", "formula": "identity", "operands": {
        "value": {"node_id": "n1", "metric_path": "measurements.gflop"}}})
    paper = make(tmp_path, science=science, files={"experiments/n1/results.json": {"measurements": {"gflops": 2.0}}},
                 paper=PAPER.replace("% CLAIM:C1:NC1", "% CLAIM:C1:NC1 CLAIM:C1:NC2"))
    _code, rep, _err = check(capsys, paper)
    text = " | ".join(e["message"] for e in rep["errors"] if e["type"] == "operand_unresolved")
    assert "no configuration 'c2' (did you mean 'c1'?)" in text and "'tt' (did you mean 't'" in text, text
    assert "'measurements.gflop' (did you mean 'measurements.gflops'" in text, text


def test_a_contract_name_no_configuration_carries_is_formula_invalid(tmp_path, capsys):
    configs = [{"config_id": "c1", "node_id": "n1", "measurements": {"t": 2.0, "u": 4.0},
                "scores": {"accuracy": 0.5, "extra": 1.0}},
               {"config_id": "c2", "measurements": {"t": 2.0}, "scores": {"accuracy": 0.7}}]
    science = {**SCIENCE, "configurations": configs,
               "metric_contract": {"key": "accuracy", "invariants": ["acuracy <= 1", "extra <= 1"]}}
    paper = make(tmp_path, science=science)
    code, rep, _err = check(capsys, paper)
    bad = [e for e in rep["errors"] if e["type"] == "formula_invalid"]
    assert code == 1 and len(bad) == 1 and "'acuracy'" in bad[0]["message"] and "'accuracy'" in bad[0]["message"]
    unevaluable = [w["config_id"] for w in rep["warnings"] if w["type"] == "invariant_unevaluable"]
    assert unevaluable == ["c2"]  # only some lack `extra`: a warning for those
    assert rep["metrics"]["contract_violation_count"] == 1


def test_eval_with_a_name_no_configuration_has_is_exit_2(tmp_path, capsys):
    (tmp_path / "sd.json").write_text(json.dumps({"configurations": [
        {"config_id": "a", "measurements": {"throughput_gbs": 2.0}}]}))
    assert main(["eval", "throughput / 2", "--config", str(tmp_path / "sd.json")]) == 2
    err = capsys.readouterr().err
    assert "'throughput'" in err and "did you mean 'throughput_gbs'?" in err and "sd.json" in err
    assert main(["eval", "throughput_gbs / 2", "--config", str(tmp_path / "sd.json")]) == 0


@pytest.mark.parametrize("name, content, says", [
    ("empty.tex", "", "is empty"),
    ("science_data.json", None, "is not LaTeX text"),
    (".", None, "is a directory; give the paper's .tex file"),
])
def test_a_paper_that_is_not_latex_is_exit_2(tmp_path, capsys, monkeypatch, name, content, says):
    make(tmp_path)
    if content is not None:
        (tmp_path / name).write_text(content)
    monkeypatch.chdir(tmp_path)
    code = main(["check", name, "--no-write"])
    err = capsys.readouterr().err
    assert code == 2 and says in err and err.startswith(f"claim-gate: {name}: "), err


def test_json_errors_name_the_file_the_place_and_what_to_do(tmp_path, capsys):
    paper = make(tmp_path)
    (tmp_path / "science_data.json").write_text('{"claims": [')
    code, _, err = check(capsys, paper)
    assert code == 2 and err.startswith("claim-gate: science_data.json: line 1 column 13: invalid JSON")
    assert err.rstrip().endswith("fix the JSON there")
    (tmp_path / "science_data.json").write_text('{"claims": {}}')
    code, _rep, err = check(capsys, paper)
    assert code == 2 and "claims: expected array; fix it (`claim-gate schema science_data`" in err, err


# -- property: no hostile checkpoint gives a traceback, a hang, or a pass of a planted wrong number -------------
HOSTILE = ("symlink_out", "fifo", "huge_int", "deep_nesting", "artifact_escape", "own_policy_off", "none")


def _hostile(kind: str, folder: Path, pick: int) -> None:
    """Make one hostile change to a written checkpoint (from claim_gate.testing.checkpoints)."""
    fixed = ["science_data.json", "tree.json", "experiments/n0/results.json"][pick % 3]
    if kind == "symlink_out":
        outside = folder.parent / f"{folder.name}-outside.json"
        outside.write_bytes((folder / fixed).read_bytes())
        (folder / fixed).unlink()
        os.symlink(outside, folder / fixed)
    elif kind == "fifo":
        (folder / fixed).unlink()
        os.mkfifo(folder / fixed)
    elif kind == "huge_int":
        sd = (folder / "science_data.json").read_text()
        (folder / "science_data.json").write_text(sd.replace('"time_ms": ', '"big": ' + "7" * (310 + pick % 500) + ', "time_ms": ', 1))
    elif kind == "deep_nesting":
        sd = json.loads((folder / "science_data.json").read_text())
        depth = 50 + pick % 900
        sd["configurations"][0]["measurements"]["deep"] = json.loads("[" * depth + "1" + "]" * depth)
        sd["claims"].append({"id": 7 + pick})  # one invalid entry beside it
        (folder / "science_data.json").write_text(json.dumps(sd))
    elif kind == "artifact_escape":
        (folder / "experiments/n0/node_report.json").write_text(json.dumps({"artifacts": [
            {"path": ["/etc/passwd", "/proc/self/mem", "../" * 8 + "etc/hostname", "x" * 5000][pick % 4],
             "sha256": "0" * 64}]}))
    elif kind == "own_policy_off":
        (folder / "claim_gate_policy.json").write_text(json.dumps(
            {"mode": ["off", "warn"][pick % 2], "blocking": {"always_block_on": [], "block_on": []},
             "numeric_match": {"default_tolerance": {"relative": 1e9}}}))


def _alarm(signum, frame):
    raise TimeoutError("the gate hung")


def test_hostile_checkpoints_never_crash_hang_or_pass_a_wrong_number():
    import contextlib
    import io
    import signal
    import tempfile

    from hypothesis import given, note
    from hypothesis import strategies as st

    from claim_gate.testing import checkpoints, write_checkpoint

    @given(checkpoints(), st.sampled_from(HOSTILE), st.integers(0, 10_000), st.data())
    def prop(ck, kind, pick, data):
        a = data.draw(st.sampled_from(ck.anchored))
        shift = max(1.0, abs(a.value)) * data.draw(st.sampled_from([-0.5, 0.5, 2.0]))
        lines = ck.paper().split("\n")
        lines[a.line - 1] = lines[a.line - 1].replace(f"{a.value:.{a.decimals}f}",
                                                      f"{a.value + shift:.{a.decimals}f}", 1)
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp) / "ckpt"
            paper = write_checkpoint(ck.with_file("paper.tex", "\n".join(lines)), folder)
            _hostile(kind, folder, pick)
            out, err = io.StringIO(), io.StringIO()
            old = signal.signal(signal.SIGALRM, _alarm)
            signal.alarm(20)
            try:
                with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                    code = main(["check", str(paper), "--format", "json", "--no-write", "--verify-artifacts", "all"])
            finally:
                signal.alarm(0)
                signal.signal(signal.SIGALRM, old)
        note(f"{kind}/{pick}: exit {code}: {err.getvalue()}")
        assert code in (1, 2) and "Traceback" not in err.getvalue()
        if code == 2:
            assert len(err.getvalue().strip().splitlines()) == 1
        else:
            report = json.loads(out.getvalue())
            assert report["should_block"] and any(e["type"] == "numeric_mismatch" for e in report["errors"])

    prop()


def test_mode_off_never_blocks_even_an_always_block_error():
    # The stencil fixture carries an invariant_violation (always_block_on): mode off reports it and exits 0.
    import subprocess
    import sys

    paper = Path(__file__).resolve().parents[1] / "fixtures" / "stencil-ari" / "full_paper.tex"
    off = subprocess.run([sys.executable, "-m", "claim_gate", "check", str(paper), "--no-write", "--mode", "off"],
                         capture_output=True, text=True)
    warn = subprocess.run([sys.executable, "-m", "claim_gate", "check", str(paper), "--no-write", "--mode", "warn"],
                          capture_output=True, text=True)
    assert off.returncode == 0 and "invariant_violation" in off.stdout and "NOT ENFORCED" in off.stdout
    assert warn.returncode == 1  # under warn an always_block_on error still blocks
