"""Regular expressions compiled on their first use, from programs compiled ahead of time where they match.

The classifier holds some two hundred patterns; compiling them all at import was most of a cold
`claim-gate check` (about 190 ms of it for classify.py alone), and a paper exercises only some of them
(the stencil fixture about half). A LazyPattern compiles when a method is first looked up and then binds
the compiled pattern's methods on itself, so every later call costs what a call on the compiled pattern
does: an instance attribute, no wrapper frame.

Compiling the patterns a run does use still cost ~150 ms of a cold check: Python's `re` parses and
compiles a pattern in Python code, then hands the finished program (a list of integers) to its C engine.
`regex_programs.bin`, shipped beside this module, holds those finished programs for every pattern made with
lazy(), written by this module (`python -m claim_gate.lazy_re --write`); handing a stored program to the
engine costs microseconds. The programs are an implementation detail of CPython, so the file is used only
by the interpreter that wrote it: its first line names the implementation, the Python version and the
engine's format (_sre.MAGIC, CODESIZE), and on any mismatch, damage, or a pattern the file does not hold,
the pattern is compiled as before. A stale or foreign file costs time, never correctness; the engine also
validates every program it is handed. tests/test_regex_programs.py fails until the file is written again.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]  # re's engine, built into the interpreter
import array
import functools
import marshal
import re
import sys
import zlib
from pathlib import Path
from typing import Any, cast

_BOUND = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split", "pattern", "flags",
          "groups", "groupindex", "scanner")
PROGRAMS = Path(__file__).with_name("regex_programs.bin")
# Every pattern lazy() made (the module that made it, source, flags): what --write stores of the package's own.
MADE: list[tuple[str, str, int]] = []


def header() -> bytes:
    version = ".".join(map(str, sys.version_info[:3]))
    word = array.array("I").itemsize  # the programs are stored as words of this size and byte order
    return (f"claim-gate regex programs {sys.implementation.cache_tag} {version} "
            f"sre {_sre.MAGIC} {_sre.CODESIZE} words {word} {sys.byteorder}\n").encode()


@functools.lru_cache(maxsize=1)
def _programs() -> dict:
    """(source, flags) -> the arguments _sre.compile takes after the source; {} when the file is missing,
    written by another interpreter, or damaged."""
    try:
        data = PROGRAMS.read_bytes()
        head = header()
        if not data.startswith(head):
            return {}
        table = marshal.loads(zlib.decompress(data[len(head):]))
    except (OSError, ValueError, EOFError, TypeError, zlib.error):
        return {}
    return table if isinstance(table, dict) else {}


def program(source: str, flags: int) -> tuple:
    """What re.compile hands the engine for (source, flags), after the pattern's source: its flags with the
    inline ones added, its program, its group count and names (re._compiler.compile's own steps)."""
    from re import _compiler, _parser  # type: ignore[attr-defined]

    parsed = _parser.parse(source, flags)
    code = _compiler._code(parsed, flags)
    names = parsed.state.groupdict
    index: list[str | None] = [None] * parsed.state.groups
    for name, i in names.items():
        index[i] = name
    # int(): the flags may be a RegexFlag, which marshal cannot write
    return (int(flags | parsed.state.flags), code, parsed.state.groups - 1, dict(names), tuple(index))


def compile(source: str, flags: int = 0) -> re.Pattern[str]:  # noqa: A001 - re.compile's name, on purpose
    """re.compile(source, flags), from the shipped program when the file holds one for this interpreter."""
    stored = _programs().get((source, flags))
    if stored is not None:
        pattern_flags, code, groups, names, index = stored
        try:
            return _sre.compile(source, pattern_flags, array.array("I", code).tolist(), groups, names, index)
        except (RuntimeError, TypeError, ValueError, OverflowError):  # an invalid program: compile instead
            pass
    return re.compile(source, flags)


class LazyPattern:
    def __init__(self, source: str, flags: int = 0):
        self._source, self._flags = source, flags

    def __getattr__(self, name: str) -> Any:
        # Reached only for what the instance does not hold yet, i.e. on the first use.
        if name.startswith("__") or name in ("_source", "_flags"):
            raise AttributeError(name)
        compiled = compile(self._source, self._flags)
        for attribute in _BOUND:
            setattr(self, attribute, getattr(compiled, attribute))
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"LazyPattern({self._source!r}, {self._flags})"


def lazy(source: str, flags: int = 0) -> re.Pattern[str]:
    """re.compile(source, flags), compiled when first used; typed as the pattern it stands for."""
    flags = int(flags)  # a RegexFlag and its int are one key of the stored programs
    MADE.append((sys._getframe(1).f_globals.get("__name__", ""), source, flags))
    return cast("re.Pattern[str]", LazyPattern(source, flags))


def every_pattern() -> list[tuple[str, int]]:
    """Every (source, flags) the package's modules make with lazy() (module level only, so importing every module
    makes them all), once each, sorted."""
    import importlib
    import pkgutil

    import claim_gate

    for info in pkgutil.walk_packages(claim_gate.__path__, "claim_gate."):
        if not info.name.endswith("__main__"):  # importing it would run the command line
            importlib.import_module(info.name)
    return sorted({(source, flags) for module, source, flags in MADE if module.startswith("claim_gate.")})


def _stored(source: str, flags: int) -> tuple:
    """program() as the file holds it: the program as machine words in one bytes object (marshal reads ~700 KB
    of it in a millisecond, where a list of 150,000 integers took 18 ms), decoded when the pattern is used;
    the file is zlib-compressed (600 KB to 70 KB, 2 ms to inflate)."""
    pattern_flags, code, groups, names, index = program(source, flags)
    return (pattern_flags, array.array("I", code).tobytes(), groups, names, index)


def write(path: Path = PROGRAMS) -> int:
    table = {key: _stored(*key) for key in every_pattern()}
    path.write_bytes(header() + zlib.compress(marshal.dumps(table), 9))
    return len(table)


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m claim_gate.lazy_re --write   (writes claim_gate/regex_programs.bin)")
    # Run as a script this file is __main__; the patterns are registered with claim_gate.lazy_re.
    from claim_gate import lazy_re

    print(f"{lazy_re.write()} programs written to {lazy_re.PROGRAMS}")
