"""Reading and writing files: every failure is one InputError naming the file, never a traceback."""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path
from typing import Optional

from .errors import InputError


def read_text(path: Path, display: str, locate: str = "byte") -> str:
    """A UTF-8 file's text, without a byte-order mark and with \\n line ends.

    locate: how a decoding error is placed, "byte" (offset, for JSON) or "line" (for LaTeX).
    """
    return read_text_digest(path, display, locate)[0]


def read_text_digest(path: Path, display: str, locate: str = "byte") -> tuple[str, str]:
    """read_text, plus the sha256 of the file's bytes (the report lists every input's digest)."""
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise InputError(display, "no such file") from None
    except IsADirectoryError:
        raise InputError(display, "is a directory, not a file") from None
    except OSError as exc:
        raise InputError(display, f"cannot read: {exc.strerror or exc}") from None
    digest = hashlib.sha256(raw).hexdigest()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        where = f"line {line}" if locate == "line" else f"byte {exc.start}"
        raise InputError(display, f"not UTF-8 (byte 0x{raw[exc.start]:02x})", where) from None
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n").replace("\r", "\n"), digest


def sha256_file(path: Path, chunk: int = 1 << 20) -> str:
    """sha256 of a file read in chunks: a large artifact is never held in memory."""
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(chunk), b""):
            h.update(block)
    return h.hexdigest()


def confine(root: Path, rel: str) -> Optional[Path]:
    """root/rel if it stays inside root after resolving .. and symlinks; None if it escapes (never opened)."""
    if not isinstance(rel, str) or not rel or rel.startswith(("/", "\\")) or "\x00" in rel or \
            (len(rel) > 1 and rel[1] == ":"):
        return None
    base = Path(root).resolve()
    try:
        target = (base / rel).resolve()
    except (OSError, RuntimeError):
        return None
    if target != base and base not in target.parents:
        return None
    return target


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
        # mkstemp creates 0600: keep the target's mode, or give what a plain open() would.
        os.chmod(tmp, path.stat().st_mode & 0o7777 if path.exists() else 0o666 & ~_umask())
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


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
