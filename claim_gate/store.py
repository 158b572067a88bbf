"""The mint-once metric_contract store (SPEC section 7).

A contract is a promise made before the experiments run. The first contract that carries `claims`
is frozen in CKPT/metric_contract.json with its canonical sha256 in CKPT/metric_contract.sha256;
every later mint returns it verbatim with `contract_frozen: true` ("your proposal was discarded") and
writes nothing. A scaffold-only contract (no claims) is stored but not frozen and may be replaced.
`supersede` is the one way to replace a frozen contract; CKPT/metric_contract.history.jsonl keeps an
append-only line {old_sha256, new_sha256, reason} per replacement.

Concurrent minters are serialised by an exclusive fcntl lock on CKPT/.metric_contract.lock (the kernel
releases it if a minter dies), waited for at most LOCK_TIMEOUT seconds. The digest is written before
the contract, so a minter killed at any instant never leaves a frozen contract without its digest.
Every file is read through the confined opener and written only under the checkpoint's real path.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import math
import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from . import jsonio
from .digest import sha256_json
from .errors import InputError
from .evidence.validate import errors, json_path
from .files import PathEscape, read_text, write_atomic
from .formula import FormulaError, compile_formula

CONTRACT = "metric_contract.json"
DIGEST = "metric_contract.sha256"
HISTORY = "metric_contract.history.jsonl"
LOCK = ".metric_contract.lock"
LOCK_TIMEOUT = 30.0  # seconds; a lock held longer is exit 2 naming its holder, never a hang


# -- RFC 8785 canonical JSON -------------------------------------------------------------------------------
def _number(x: Any) -> str:
    """A JSON number as RFC 8785 writes it (ECMAScript Number.toString): `2` and `2.0` are one number."""
    if isinstance(x, int):
        if abs(x) < 2 ** 53:
            return str(x)
        try:
            x = float(x)
        except OverflowError:  # beyond any double: no IEEE value to canonicalise, keep its digits
            return str(x)
    if not math.isfinite(x):
        raise ValueError("NaN and infinities are not JSON numbers")
    if x == 0:
        return "0"
    sign = "-" if x < 0 else ""
    digits, _, exp = repr(abs(x)).partition("e")
    mantissa, _, frac = digits.partition(".")
    frac = frac.rstrip("0") if frac != "0" else ""
    shift = int(exp) if exp else 0
    k_digits = (mantissa + frac).lstrip("0")
    lead_zeros = len(mantissa + frac) - len((mantissa + frac).lstrip("0"))
    n = len(mantissa) + shift - lead_zeros  # decimal point position relative to the significant digits
    s = k_digits.rstrip("0") or "0"
    k = len(s)
    if k <= n <= 21:
        out = s + "0" * (n - k)
    elif 0 < n <= 21:
        out = s[:n] + "." + s[n:]
    elif -6 < n <= 0:
        out = "0." + "0" * (-n) + s
    else:
        e = n - 1
        out = (s[0] + ("." + s[1:] if k > 1 else "")) + "e" + ("+" if e >= 0 else "-") + str(abs(e))
    return sign + out


def jcs(value: Any) -> str:
    """RFC 8785 canonical JSON text: keys sorted by UTF-16 code units, no whitespace, numbers by value."""
    if isinstance(value, dict):
        items = sorted(value.items(), key=lambda kv: kv[0].encode("utf-16-be"))
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + jcs(v) for k, v in items) + "}"
    if isinstance(value, list):
        return "[" + ",".join(jcs(v) for v in value) + "]"
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (int, float)):
        return _number(value)
    raise ValueError(f"not a JSON value: {type(value).__name__}")


def contract_digest(contract: Any) -> str:
    import hashlib

    return hashlib.sha256(jcs(contract).encode("utf-8", "surrogatepass")).hexdigest()


def digests_of(contract: Any) -> tuple[str, ...]:
    """The digests a recorded sha256 may equal: RFC 8785, and the form earlier versions recorded."""
    try:
        legacy = sha256_json(contract)
    except (ValueError, TypeError):
        legacy = ""
    return tuple(d for d in (contract_digest(contract), legacy) if d)


# -- files -------------------------------------------------------------------------------------------------
@contextlib.contextmanager
def _locked(ckpt: Path, timeout: float | None = None) -> Iterator[None]:
    """Hold the store's lock; the lock file is never created or opened through a symlink."""
    limit = LOCK_TIMEOUT if timeout is None else timeout
    shown = str(ckpt / LOCK)
    try:
        dir_fd = os.open(ckpt, os.O_RDONLY | os.O_DIRECTORY)
    except OSError as exc:
        raise InputError(str(ckpt), f"cannot open the checkpoint: {exc.strerror or exc}") from None
    try:
        fd = os.open(LOCK, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK, 0o644, dir_fd=dir_fd)
    except OSError as exc:
        os.close(dir_fd)
        why = "it is a symlink; remove it" if exc.errno == 40 else exc.strerror or str(exc)
        raise InputError(shown, f"cannot open the lock: {why}") from None
    os.close(dir_fd)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise PathEscape(shown, "the lock is not a regular file; remove it")
        deadline = time.monotonic() + limit
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    holder = os.pread(fd, 200, 0).decode("utf-8", "replace").strip() or "an unknown process"
                    raise InputError(shown, f"held for over {limit:g} s by {holder}; wait for it to finish, or stop "
                                     "it and retry") from None
                time.sleep(0.05)
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"pid {os.getpid()} on {os.uname().nodename}".encode(), 0)
        yield
    finally:
        with contextlib.suppress(OSError):
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


def load(ckpt: Path) -> dict | None:
    """The stored contract, or None when there is none."""
    path = Path(ckpt) / CONTRACT
    if not os.path.lexists(path):
        return None
    data = jsonio.loads(read_text(path, CONTRACT, root=ckpt), CONTRACT)
    if not isinstance(data, dict):
        raise InputError(CONTRACT, "expected a JSON object at the top level")
    return data


def recorded_digest(ckpt: Path) -> str | None:
    path = Path(ckpt) / DIGEST
    if not os.path.lexists(path):
        return None
    return read_text(path, DIGEST, root=ckpt).strip().lower()


def history(ckpt: Path) -> list[dict]:
    """The supersede history, line by line; a line that is not {old_sha256, new_sha256, reason} is an InputError."""
    path = Path(ckpt) / HISTORY
    if not os.path.lexists(path):
        return []
    out = []
    for i, line in enumerate(read_text(path, HISTORY, root=ckpt).splitlines(), 1):
        if not line.strip():
            continue
        entry = jsonio.loads(line, f"{HISTORY} line {i}")
        if not (isinstance(entry, dict) and all(isinstance(entry.get(k), str) for k in ("old_sha256", "new_sha256",
                                                                                         "reason"))):
            raise InputError(HISTORY, "expected {old_sha256, new_sha256, reason} strings", f"line {i}")
        out.append(entry)
    return out


def chain_problem(lines: list[dict], current: tuple[str, ...]) -> str | None:
    """Why the history does not chain to the current contract, or None when it does."""
    for i in range(1, len(lines)):
        if lines[i]["old_sha256"] != lines[i - 1]["new_sha256"]:
            return f"{HISTORY} line {i + 1} replaces {lines[i]['old_sha256']}, but line {i} left {lines[i - 1]['new_sha256']}"
    if lines and lines[-1]["new_sha256"] not in current:
        return f"{HISTORY} ends at {lines[-1]['new_sha256']}, which is not the stored contract"
    return None


def _append(ckpt: Path, line: str) -> None:
    """Append one line to the history, never through a symlink, and fsync it before the contract changes."""
    dir_fd = os.open(ckpt, os.O_RDONLY | os.O_DIRECTORY)
    try:
        fd = os.open(HISTORY, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW, 0o644, dir_fd=dir_fd)
    except OSError as exc:
        raise InputError(str(ckpt / HISTORY), f"cannot append: {exc.strerror or exc}") from None
    finally:
        os.close(dir_fd)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise PathEscape(str(ckpt / HISTORY), "is not a regular file; nothing was written")
        os.write(fd, line.encode("utf-8"))
        os.fsync(fd)
    finally:
        os.close(fd)


def _write_frozen(ckpt: Path, contract: dict) -> None:
    # The digest first: a crash between the two writes leaves a digest without its contract (the next
    # mint completes it), never a frozen contract without its digest.
    write_atomic(ckpt / DIGEST, contract_digest(contract) + "\n", root=ckpt)
    write_atomic(ckpt / CONTRACT, jsonio.dumps(contract), root=ckpt)


def _checkpoint(ckpt: Path) -> Path:
    ckpt = Path(ckpt)
    if not ckpt.is_dir():
        raise InputError(str(ckpt), "checkpoint is not a directory; give the checkpoint folder")
    return ckpt


def mint(ckpt: Path, contract: dict, source: str = "contract", lock_timeout: float | None = None) -> dict:
    """{"metric_contract": the stored contract, "contract_frozen": bool} (true: the proposal was discarded)."""
    ckpt = _checkpoint(ckpt)
    check_contract(contract, source)
    with _locked(ckpt, lock_timeout):
        stored = load(ckpt)
        if is_frozen(stored):
            return {"metric_contract": stored, "contract_frozen": True}
        if is_frozen(contract):
            _write_frozen(ckpt, contract)
        else:
            write_atomic(ckpt / CONTRACT, jsonio.dumps(contract), root=ckpt)
            if os.path.lexists(ckpt / DIGEST):
                os.unlink(ckpt / DIGEST)  # a scaffold replaces a scaffold: nothing is frozen yet
        return {"metric_contract": contract, "contract_frozen": False}


def differing_keys(stored: Any, proposal: Any) -> list[str]:
    """Top-level keys whose canonical values differ between two contracts."""
    if not isinstance(stored, dict) or not isinstance(proposal, dict):
        return []
    return sorted(k for k in set(stored) | set(proposal)
                  if k not in stored or k not in proposal or jcs(stored[k]) != jcs(proposal[k]))


def supersede(ckpt: Path, contract: dict, reason: str, source: str = "contract",
              lock_timeout: float | None = None) -> dict:
    """Replace the frozen contract with another frozen one, recording why in the append-only history."""
    ckpt = _checkpoint(ckpt)
    if not isinstance(reason, str) or not reason.strip():
        raise InputError("contract supersede", "--reason must say why the contract changes")
    check_contract(contract, source)
    if not is_frozen(contract):
        raise InputError(source, "a superseding contract must carry claims (it is frozen in its turn)", "claims")
    with _locked(ckpt, lock_timeout):
        stored = load(ckpt)
        if stored is None or not is_frozen(stored):
            raise InputError(str(ckpt / CONTRACT), "no frozen contract to supersede; use `contract mint`")
        state, detail = _verify_store(ckpt, stored)
        if state == "tampered":
            raise InputError(str(ckpt / CONTRACT), f"refusing to supersede a tampered contract: {detail}")
        old, new = contract_digest(stored), contract_digest(contract)
        recorded = recorded_digest(ckpt)
        old = recorded if recorded in digests_of(stored) else old
        lines = history(ckpt)
        resumed = bool(lines) and lines[-1]["new_sha256"] == new and lines[-1]["old_sha256"] == old
        if not resumed:  # a supersede killed after its history line is completed, not recorded twice
            _append(ckpt, jcs({"new_sha256": new, "old_sha256": old, "reason": reason.strip()}) + "\n")
        _write_frozen(ckpt, contract)
        return {"metric_contract": contract, "contract_frozen": False, "superseded": old}


def _verify_store(ckpt: Path, contract: dict) -> tuple[str, str]:
    recorded = recorded_digest(ckpt)
    if recorded is None:
        return "unverified", "no metric_contract.sha256: written by another tool, not tampered, only unverified"
    actual = digests_of(contract)
    if recorded not in actual:
        return "tampered", f"metric_contract.json has sha256 {actual[0]}, but {recorded} was recorded when it was frozen"
    problem = chain_problem(history(ckpt), actual)
    if problem:
        return "tampered", problem
    return "ok", f"sha256 {actual[0]} matches the digest recorded when it was frozen"


def science_contract_problem(ckpt: Path, contract: dict, science: Any) -> str | None:
    """Why science_data.json's metric_contract is not the frozen one (and no earlier one of the history)."""
    if not is_frozen(contract) or not isinstance(science, dict):
        return None
    other = science.get("metric_contract")
    if not isinstance(other, dict) or not other:
        return None
    theirs = digests_of(other)
    if set(theirs) & set(digests_of(contract)):
        return None
    earlier = {line["old_sha256"] for line in history(ckpt)}
    if set(theirs) & earlier:
        return None
    return (f"science_data.json carries a metric_contract (sha256 {theirs[0]}) that is not the frozen contract "
            "nor an earlier one of its history; the frozen metric_contract.json is the contract")


def verify(ckpt: Path) -> tuple[str, str]:
    """("ok" | "unverified" | "tampered", detail). Missing or unreadable files raise InputError."""
    ckpt = Path(ckpt)
    contract = load(ckpt)
    if contract is None:
        raise InputError(str(ckpt / CONTRACT), "no such file")
    state, detail = _verify_store(ckpt, contract)
    if state == "tampered":
        return state, detail
    sd = ckpt / "science_data.json"
    if os.path.lexists(sd):
        problem = science_contract_problem(ckpt, contract, jsonio.loads(read_text(sd, "science_data.json", root=ckpt),
                                                                        "science_data.json"))
        if problem:
            return "tampered", problem
    return state, detail
