"""Reading and writing files: every failure is one InputError naming the file, never a traceback.

The checkpoint and the paper are untrusted, so every read goes through one confined opener
(`read_confined`, `sha256_confined`): the real path (symlinks resolved) must stay inside a root, the
file is opened with O_NOFOLLOW|O_NONBLOCK (a FIFO never blocks) and checked with fstat after opening
(no race between the check and the read): a regular file only, within a byte budget checked before
and while reading. What the gate writes on its own stays under the checkpoint's real path and is
never created through a symlink (`write_atomic(..., root=)`).
"""

from __future__ import annotations

import functools
import hashlib
import os
import stat
from pathlib import Path
from typing import Union

from .errors import InputError

JSON_BUDGET = 1 << 30  # bytes per JSON file (SPEC section 1)
_CHUNK = 1 << 20
PathLike = Union[str, Path]  # noqa: UP007 (a runtime alias)


class PathEscape(InputError):
    """A path whose real location leaves its root, or that is not a regular file: never opened.

    Fixed-name inputs let it propagate (exit 2); artifact checks turn it into artifact_path_escape.
    """


@functools.lru_cache(maxsize=1 << 16)
def _real_root(root: str) -> str:
    # Roots are the checkpoint, node folders and the paper's folder, given by the caller or already
    # confined: resolved once each (a thousand node files would otherwise resolve the same root each time).
    # Room for every node folder of a large checkpoint: at 256 entries the 500 node folders of a 1x run
    # evicted each other between a node's results.json and its node_report.json, and each was resolved again.
    return os.path.realpath(root)


def forget_roots() -> None:
    """Resolve roots afresh: a run starts with none known (a long-lived process runs many checkpoints, whose
    folders may have changed in between)."""
    _real_root.cache_clear()


def inside(root: PathLike, path: PathLike) -> str | None:
    """The real path of `path` if it lies inside the real path of `root`, else None."""
    try:
        base = _real_root(os.path.abspath(root))  # keyed absolute: a relative root depends on the cwd
        real = os.path.realpath(path)
    except (OSError, ValueError, RuntimeError):
        return None
    if real == base or real.startswith(base.rstrip(os.sep) + os.sep):
        return real
    return None


def _open_confined(root: PathLike | None, path: PathLike, display: str) -> tuple[int, os.stat_result]:
    """(fd, fstat) of a regular file whose real path is inside root (root None: the caller named it)."""
    if root is not None:
        fast = _open_plain_child(root, path)
        if fast is not None:
            return fast
    try:
        real = inside(root, path) if root is not None else os.path.realpath(path)
    except (OSError, ValueError):
        real = None
    if real is None:
        raise PathEscape(display, "leaves its folder (a symlink or `..` out of it); it was not opened")
    try:
        fd = os.open(real, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise InputError(display, "no such file") from None
    except IsADirectoryError:
        raise InputError(display, "is a directory, not a file; give the file's path") from None
    except (OSError, ValueError) as exc:
        raise InputError(display, f"cannot read: {getattr(exc, 'strerror', None) or exc}") from None
    st = os.fstat(fd)
    if stat.S_ISDIR(st.st_mode):
        os.close(fd)
        raise InputError(display, "is a directory, not a file; give the file's path")
    if not stat.S_ISREG(st.st_mode) or real.startswith(("/proc/", "/sys/", "/dev/")):
        os.close(fd)
        raise PathEscape(display, "is not a regular file (a FIFO, device or /proc entry); it was not opened")
    return fd, st


# Without O_NOFOLLOW (Windows) a symlink could not be told apart while opening: no fast path there.
_FAST_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) \
    if hasattr(os, "O_NOFOLLOW") and hasattr(os, "O_NONBLOCK") else None


def _open_plain_child(root: PathLike, path: PathLike) -> tuple[int, os.stat_result] | None:
    """The fast path of _open_confined, for a file named directly inside its root (a node's results.json):
    when the folder is the root's real path and the name is not a symlink (O_NOFOLLOW), the file's real
    path is the path itself, so the realpath walk of every component is skipped. Anything else (a
    symlink, a nested path, an error) returns None and takes the full path, which decides as before."""
    if _FAST_FLAGS is None:
        return None
    try:
        text = os.fspath(path)
        if not isinstance(text, str):
            return None
        head, name = os.path.split(text)
        if name in ("", ".", "..") or head != _real_root(os.path.abspath(root)) or \
                text.startswith(("/proc/", "/sys/", "/dev/")):
            return None
        fd = os.open(text, _FAST_FLAGS)
    except (OSError, ValueError, RuntimeError):
        return None
    try:
        st = os.fstat(fd)
    except OSError:
        os.close(fd)
        return None
    if not stat.S_ISREG(st.st_mode):
        os.close(fd)
        return None  # a FIFO or device: the full path reports it
    return fd, st


def read_confined(root: PathLike | None, path: PathLike, display: str, budget: int | None = None) -> bytes:
    """The bytes of a regular file inside root, at most `budget` of them (else an InputError naming it).

    root None is for a path the caller named on the command line: still a regular file within budget.
    The paper scanner calls this for \\input targets with the paper's folder as root.
    """
    budget = JSON_BUDGET if budget is None else budget
    fd, st = _open_confined(root, path, display)
    try:
        if st.st_size > budget:
            raise InputError(display, f"is {st.st_size} bytes, over the budget of {budget} bytes per file")
        parts, total = [], 0
        while True:
            block = os.read(fd, _CHUNK)
            if not block:
                break
            total += len(block)
            if total > budget:  # the file grew, or fstat's size was wrong
                raise InputError(display, f"is over the budget of {budget} bytes per file")
            parts.append(block)
        return b"".join(parts)
    except OSError as exc:
        raise InputError(display, f"cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def sha256_confined(root: PathLike | None, path: PathLike, display: str) -> str:
    """sha256 of a regular file inside root, streamed: a large artifact is never held in memory."""
    fd, _ = _open_confined(root, path, display)
    h = hashlib.sha256()
    try:
        while True:
            block = os.read(fd, _CHUNK)
            if not block:
                return h.hexdigest()
            h.update(block)
    except OSError as exc:
        raise InputError(display, f"cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def sha256_file(path: PathLike) -> str:
    """sha256 of a regular file the caller named (no root)."""
    return sha256_confined(None, path, str(path))


def decode(raw: bytes, display: str, locate: str = "byte") -> str:
    """UTF-8 text without a byte-order mark and with \\n line ends; an error names the place."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        where = f"line {line}" if locate == "line" else f"byte {exc.start}"
        raise InputError(display, f"not UTF-8 (byte 0x{raw[exc.start]:02x}); save it as UTF-8", where) from None
    text = text.removeprefix("\ufeff")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def read_text(path: Path, display: str, locate: str = "byte", root: PathLike | None = None,
              budget: int | None = None) -> str:
    """A UTF-8 file's text, read through the confined opener.

    locate: how a decoding error is placed, "byte" (offset, for JSON) or "line" (for LaTeX).
    """
    return read_text_digest(path, display, locate, root, budget)[0]


def read_text_digest(path: Path, display: str, locate: str = "byte", root: PathLike | None = None,
                     budget: int | None = None) -> tuple[str, str]:
    """read_text, plus the sha256 of the file's bytes (the report lists every input's digest)."""
    raw = read_confined(root, path, display, budget)
    return decode(raw, display, locate), hashlib.sha256(raw).hexdigest()


def confine(root: Path, rel: str) -> Path | None:
    """root/rel if it stays inside root after resolving .. and symlinks; None if it escapes (never opened).

    An absolute path never replaces root (joining "/etc/passwd" onto a folder would).
    """
    if not isinstance(rel, str) or not rel or len(rel) > 4096 or rel.startswith(("/", "\\")) or "\x00" in rel \
            or (len(rel) > 1 and rel[1] == ":"):
        return None
    real = inside(root, os.path.join(root, rel))
    return Path(real) if real is not None else None


def write_atomic(path: Path, text: str, root: PathLike | None = None) -> None:
    """Write a file so readers see the old content or the new, never a torn one.

    A temporary file in the same folder is written and fsynced, renamed over the target, then the
    folder is fsynced so the rename itself survives a crash. With `root`, the folder's real path must
    lie inside root's, and every step goes through a descriptor of that folder opened without
    following a symlink, so nothing is created through one (a symlinked target is replaced, not followed).
    """
    path = Path(path)
    display = str(path)
    folder = path.parent
    if root is not None and inside(root, folder) is None:
        raise PathEscape(display, "its folder leaves the checkpoint (a symlink out of it); nothing was written")
    try:
        dir_fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | (os.O_NOFOLLOW if root is not None else 0))
    except OSError as exc:
        raise InputError(display, f"cannot write: {exc.strerror or exc}") from None
    tmp = None
    try:
        data = text.encode("utf-8", "surrogateescape")
        for _ in range(100):
            name = f".{path.name[:200]}.{os.urandom(6).hex()}.tmp"
            try:
                fd = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600, dir_fd=dir_fd)
            except FileExistsError:
                continue
            tmp = name
            break
        else:
            raise OSError("no free temporary name")
        try:
            try:  # keep the target's mode, or give what a plain open() would
                mode = os.stat(path.name, dir_fd=dir_fd, follow_symlinks=False).st_mode & 0o7777
            except FileNotFoundError:
                mode = 0o666 & ~_umask()
            os.fchmod(fd, mode)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path.name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
        tmp = None
        os.fsync(dir_fd)
    except (OSError, UnicodeError) as exc:
        if tmp is not None:
            try:
                os.unlink(tmp, dir_fd=dir_fd)
            except OSError:
                pass
        raise InputError(display, f"cannot write: {getattr(exc, 'strerror', None) or exc}") from None
    finally:
        os.close(dir_fd)


def write_output(path: PathLike, text: str) -> None:
    """Write what the caller asked for with --output: a path that is not a regular file (/dev/null, a
    FIFO, /dev/stdout) is written to in place, never replaced; a regular file is replaced atomically."""
    name = str(path)
    try:
        st = os.stat(name)
    except FileNotFoundError:
        st = None
    except (OSError, ValueError) as exc:
        raise InputError(name, f"cannot write: {getattr(exc, 'strerror', None) or exc}") from None
    special = st is not None and (not stat.S_ISREG(st.st_mode) or os.path.abspath(name).startswith(("/dev/", "/proc/")))
    if not special:
        write_atomic(Path(os.path.realpath(name)) if st is not None else Path(name), text)
        return
    try:
        with open(name, "a", encoding="utf-8", errors="surrogateescape") as fh:
            fh.write(text)
    except OSError as exc:
        raise InputError(name, f"cannot write: {exc.strerror or exc}") from None


def make_dir(root: PathLike, path: Path) -> None:
    """Create a folder under root (the report folder), refusing one that is or passes through a symlink out."""
    if inside(root, path.parent) is None:
        raise PathEscape(str(path), "leaves the checkpoint; nothing was written")
    try:
        os.mkdir(path)
    except FileExistsError:
        pass
    except OSError as exc:
        raise InputError(str(path), f"cannot create the report folder: {exc.strerror or exc}") from None
    if os.path.islink(path) or inside(root, path) is None:
        raise PathEscape(str(path), "is a symlink out of the checkpoint; nothing was written")
    if not os.path.isdir(path):
        raise InputError(str(path), "cannot create the report folder: a file of that name is in the way")


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
