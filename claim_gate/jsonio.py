"""Strict JSON reading: UTF-8 only, no NaN/Infinity, errors as one-line InputError with line:column."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from .errors import InputError


def _reject_constant(name: str):
    raise ValueError(f"{name} is not a valid JSON number")


def loads(text: str, source: str):
    """Parse JSON text; `source` names it in errors (a file name or an option such as --vars)."""
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise InputError(source, f"invalid JSON: {exc.msg}", f"line {exc.lineno} column {exc.colno}") from None
    except ValueError as exc:  # parse_constant, or a number too long for int()
        raise InputError(source, f"invalid JSON: {exc}") from None
    except RecursionError:
        raise InputError(source, "invalid JSON: nested too deeply") from None


def load(path: Path, display: str | None = None):
    """Read and parse a JSON file; every failure is an InputError naming the file."""
    name = display or str(path)
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise InputError(name, "no such file") from None
    except IsADirectoryError:
        raise InputError(name, "is a directory, not a file") from None
    except OSError as exc:
        raise InputError(name, f"cannot read: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(name, f"not UTF-8 (byte 0x{raw[exc.start]:02x})", f"byte {exc.start}") from None
    return loads(text, name)


def dumps(data) -> str:
    """The project's JSON output: stable key order as built, two-space indent, UTF-8, final newline."""
    return json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def write_atomic(path: Path, text: str) -> None:
    """Write a file so readers see the old content or the new, never a torn one.

    A temporary file in the same folder is written and fsynced, renamed over the target, then the
    folder is fsynced so the rename itself survives a crash.
    """
    path = Path(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise InputError(str(path), f"cannot write: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise InputError(str(path), f"cannot write: {exc.strerror or exc}") from None
