"""The mint-once contract store, canonical JSON, and chunked file digests (SPEC section 7)."""

import hashlib
import json
import multiprocessing
import os
import signal
import subprocess
import sys
import time
import tracemalloc

import pytest

from claim_gate import store
from claim_gate.cli import main
from claim_gate.digest import canonical_json, sha256_json
from claim_gate.errors import InputError
from claim_gate.files import sha256_file, write_atomic

FROZEN = {"key": "eff", "formula": "geomean(g / c)", "invariants": ["value <= 1"],
          "claims": [{"claim": "it is fast", "required_evidence": ["g"]}]}
SCAFFOLD = {"key": "eff"}


# -- canonical JSON --------------------------------------------------------------------------------
@pytest.mark.parametrize("value, expected", [
    ({"b": 1, "a": [2, {"d": 3, "c": 4}]}, b'{"a":[2,{"c":4,"d":3}],"b":1}'),
    ({"ü": "é", "k": "日本"}, '{"k":"日本","ü":"é"}'.encode()),
    ([0.1, 1e-7, 1e21, -0.0, 1.0, 10**30], b"[0.1,1e-07,1e+21,-0.0,1.0,1000000000000000000000000000000]"),
    ({"x": True, "y": None, "z": ""}, b'{"x":true,"y":null,"z":""}'),
])
def test_canonical_json(value, expected):
    assert canonical_json(value) == expected
    assert sha256_json(value) == hashlib.sha256(expected).hexdigest()


def test_canonical_json_is_independent_of_key_order_and_refuses_nan():
    assert sha256_json({"a": 1, "b": 2}) == sha256_json({"b": 2, "a": 1})
    with pytest.raises(ValueError):
        canonical_json({"x": float("nan")})


# -- mint, freeze, verify ------------------------------------------------------------------------------
def test_first_contract_with_claims_is_frozen(tmp_path):
    first = store.mint(tmp_path, FROZEN)
    assert first == {"metric_contract": FROZEN, "contract_frozen": False}  # the mint that freezes: not discarded
    assert (tmp_path / "metric_contract.sha256").read_text().strip() == sha256_json(FROZEN)
    before = (tmp_path / "metric_contract.json").stat().st_mtime_ns
    again = store.mint(tmp_path, {**FROZEN, "key": "other"})
    assert again == {"metric_contract": FROZEN, "contract_frozen": True}
    assert (tmp_path / "metric_contract.json").stat().st_mtime_ns == before  # nothing written
    assert store.verify(tmp_path)[0] == "ok"


def test_scaffold_is_not_frozen_and_may_be_replaced(tmp_path):
    assert store.mint(tmp_path, SCAFFOLD)["contract_frozen"] is False
    assert not (tmp_path / "metric_contract.sha256").exists()
    assert store.mint(tmp_path, {"key": "other"})["metric_contract"] == {"key": "other"}
    assert store.mint(tmp_path, FROZEN)["contract_frozen"] is False
    assert store.mint(tmp_path, FROZEN)["contract_frozen"] is True
    assert store.load(tmp_path) == FROZEN


@pytest.mark.parametrize("contract, message", [
    ({"formula": "geomean(g /"}, "formula: 'geomean(g /': unexpected end of formula"),
    ({"invariants": ["value <= 1", "x[0] > 1"]}, "invariants[1]"),
    ({"correctness": {"expr": "nope(x)"}}, "unknown function 'nope'"),
    ({"invariants": [{"type": "bound", "expr": "a", "op": "~", "rhs": 1}]}, "invariants[0].op: expected one of"),
    ([1], "expected a JSON object"),
])
def test_invalid_contracts_are_refused(tmp_path, contract, message):
    with pytest.raises(InputError, match=message.replace("(", r"\(").replace("[", r"\[")):
        store.mint(tmp_path, contract)
    assert not (tmp_path / "metric_contract.json").exists()


def test_tampering_is_detected_by_verify_and_by_the_gate(tmp_path, capsys):
    store.mint(tmp_path, FROZEN)
    edited = {**FROZEN, "invariants": []}
    (tmp_path / "metric_contract.json").write_text(json.dumps(edited))
    assert store.verify(tmp_path)[0] == "tampered"
    assert main(["contract", "verify", str(tmp_path)]) == 1
    assert "tampered" in capsys.readouterr().err
    (tmp_path / "metric_contract.json").write_text(json.dumps(FROZEN, indent=8))  # same content, other layout
    assert main(["contract", "verify", str(tmp_path)]) == 0


def test_contract_without_digest_is_unverified_not_tampered(tmp_path, capsys):
    (tmp_path / "metric_contract.json").write_text(json.dumps(FROZEN))
    assert store.verify(tmp_path)[0] == "unverified"
    assert main(["contract", "verify", str(tmp_path)]) == 0
    assert main(["contract", "verify", str(tmp_path / "nope")]) == 2


def test_cli_mint_and_show(tmp_path, capsys):
    src = tmp_path / "c.json"
    src.write_text(json.dumps(FROZEN))
    ckpt = tmp_path / "ckpt"
    ckpt.mkdir()
    assert main(["contract", "mint", str(ckpt), "--from", str(src)]) == 0
    assert json.loads(capsys.readouterr().out) == {"metric_contract": FROZEN, "contract_frozen": False}
    assert main(["contract", "show", str(ckpt)]) == 0
    assert json.loads(capsys.readouterr().out) == FROZEN
    assert main(["contract", "mint", str(ckpt)]) == 2


def test_written_files_keep_ordinary_permissions(tmp_path):
    store.mint(tmp_path, FROZEN)
    mode = (tmp_path / "metric_contract.json").stat().st_mode & 0o777
    assert mode == 0o666 & ~_umask()


def _umask():
    mask = os.umask(0)
    os.umask(mask)
    return mask


# -- concurrency and crashes -------------------------------------------------------------------------
def _minter(ckpt, i, barrier, out):
    barrier.wait()
    contract = {"key": f"k{i}", "claims": [{"claim": f"claim of minter {i}"}]}
    out.put((i, store.mint(ckpt, contract)))


@pytest.mark.slow
def test_sixteen_racing_minters_one_winner_each_time(tmp_path):
    ctx = multiprocessing.get_context("fork")
    for round_ in range(8 if os.environ.get("CI") else 20):  # bounded in CI like the Hypothesis profile
        ckpt = tmp_path / f"r{round_}"
        ckpt.mkdir()
        barrier, out = ctx.Barrier(16), ctx.Queue()
        procs = [ctx.Process(target=_minter, args=(ckpt, i, barrier, out)) for i in range(16)]
        for p in procs:
            p.start()
        results = [out.get(timeout=60) for _ in procs]
        for p in procs:
            p.join(timeout=60)
        stored = json.loads((ckpt / "metric_contract.json").read_text())
        winners = [i for i, r in results if r["metric_contract"]["key"] == f"k{i}"]
        assert len(winners) == 1, winners
        assert all(r["metric_contract"] == stored and r["contract_frozen"] == (i not in winners) for i, r in results)
        assert sorted(p.name for p in ckpt.iterdir()) == [".metric_contract.lock", "metric_contract.json",
                                                           "metric_contract.sha256"]


WRITER = """
import sys
from claim_gate.files import write_atomic
path, n = sys.argv[1], 0
while True:
    n += 1
    write_atomic(path, ('{"round": %d, "pad": "' % n) + "x" * 4_000_000 + '"}')
"""


@pytest.mark.slow
def test_a_writer_killed_mid_write_leaves_a_whole_file(tmp_path):
    target = tmp_path / "metric_contract.json"
    write_atomic(target, '{"round": 0}')
    for attempt in range(8):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(target)])
        time.sleep(0.05 + 0.07 * attempt)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        data = json.loads(target.read_text())  # never torn: the old file or a complete new one
        assert isinstance(data["round"], int)
    for leftover in tmp_path.glob(".metric_contract.json.*.tmp"):
        leftover.unlink()  # a killed writer may leave its temporary file; the target is always whole


def test_files_are_hashed_in_chunks(tmp_path):
    big = tmp_path / "big.bin"
    with open(big, "wb") as fh:
        fh.truncate(64 * 1024 * 1024)  # sparse: 64 MiB of zeros without using the disk
    tracemalloc.start()
    digest = sha256_file(big)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert digest == hashlib.sha256(b"\0" * (64 * 1024 * 1024)).hexdigest()
    assert peak < 8 * 1024 * 1024
