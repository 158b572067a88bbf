"""The mint-once metric_contract store (SPEC section 7).

A contract is a promise made before the experiments run. The first contract that carries `claims`
is frozen in CKPT/metric_contract.json with its canonical sha256 in CKPT/metric_contract.sha256;
every later mint returns it verbatim with `contract_frozen: true` and writes nothing. A
scaffold-only contract (no claims) is stored but not frozen and may be replaced.

Concurrent minters are serialised by an exclusive fcntl lock on CKPT/.metric_contract.lock (an
advisory lock all minters take; the kernel releases it if a minter dies). Writes are atomic
(files.write_atomic), so a reader or a crash sees the old file or the new one, never a torn one.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from pathlib import Path
from typing import Iterator, Optional

from . import jsonio
from .digest import sha256_json
from .errors import InputError
from .evidence.validate import errors, json_path
from .files import read_text, write_atomic
from .formula import FormulaError, compile_formula

CONTRACT = "metric_contract.json"
DIGEST = "metric_contract.sha256"
LOCK = ".metric_contract.lock"


@contextlib.contextmanager
def _locked(ckpt: Path) -> Iterator[None]:
    try:
        fd = os.open(ckpt / LOCK, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise InputError(str(ckpt / LOCK), f"cannot open the lock: {exc.strerror or exc}") from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


def is_frozen(contract: object) -> bool:
    return isinstance(contract, dict) and isinstance(contract.get("claims"), list) and bool(contract["claims"])


def check_contract(contract: object, source: str) -> None:
    """Refuse a contract that is schema-invalid or has an expression that does not compile."""
    if not isinstance(contract, dict):
        raise InputError(source, "expected a JSON object (a metric contract)")
    problems = errors(contract, "metric_contract")
    if problems:
        path, message = problems[0]
        raise InputError(source, message, json_path(path) or "top level")
    expressions = [("formula", contract.get("formula")), ("ceiling_select", contract.get("ceiling_select"))]
    expressions += [(f"invariants[{i}]", e) for i, e in enumerate(contract.get("invariants") or []) if isinstance(e, str)]
    correctness = contract.get("correctness")
    if isinstance(correctness, dict):
        expressions.append(("correctness.expr", correctness.get("expr")))
    for where, text in expressions:
        if text is None:
            continue
        try:
            compile_formula(text)
        except FormulaError as exc:
            raise InputError(source, f"{text!r}: {exc}", where) from None


def load(ckpt: Path) -> Optional[dict]:
    """The stored contract, or None when there is none."""
    path = Path(ckpt) / CONTRACT
    if not path.exists():
        return None
    data = jsonio.load(path, CONTRACT)
    if not isinstance(data, dict):
        raise InputError(CONTRACT, "expected a JSON object at the top level")
    return data


def mint(ckpt: Path, contract: dict, source: str = "contract") -> dict:
    """{"metric_contract": the stored contract, "contract_frozen": bool}."""
    ckpt = Path(ckpt)
    if not ckpt.is_dir():
        raise InputError(str(ckpt), "checkpoint is not a directory")
    check_contract(contract, source)
    with _locked(ckpt):
        stored = load(ckpt)
        if is_frozen(stored):
            return {"metric_contract": stored, "contract_frozen": True}
        write_atomic(ckpt / CONTRACT, jsonio.dumps(contract))
        if is_frozen(contract):
            write_atomic(ckpt / DIGEST, sha256_json(contract) + "\n")
        elif (ckpt / DIGEST).exists():
            os.unlink(ckpt / DIGEST)  # a scaffold replaces a scaffold: nothing is frozen yet
        return {"metric_contract": contract, "contract_frozen": is_frozen(contract)}


def verify(ckpt: Path) -> tuple[str, str]:
    """("ok" | "unverified" | "tampered", detail). Missing or unreadable files raise InputError."""
    contract = load(ckpt)
    if contract is None:
        raise InputError(str(Path(ckpt) / CONTRACT), "no such file")
    digest_path = Path(ckpt) / DIGEST
    if not digest_path.exists():
        return "unverified", "no metric_contract.sha256: written by another tool, not tampered, only unverified"
    recorded = read_text(digest_path, DIGEST).strip().lower()
    actual = sha256_json(contract)
    if recorded != actual:
        return "tampered", f"metric_contract.json has sha256 {actual}, but {recorded} was recorded when it was frozen"
    return "ok", f"sha256 {actual} matches the digest recorded when it was frozen"
