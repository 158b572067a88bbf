"""Regular expressions compiled on their first use.

The classifier holds some two hundred patterns; compiling them all at import was most of a cold
`claim-gate check` (about 190 ms of it for classify.py alone), and a paper exercises only some of them
(the stencil fixture about half). A LazyPattern compiles when a method is first looked up and then binds
the compiled pattern's methods on itself, so every later call costs what a call on the compiled pattern
does: an instance attribute, no wrapper frame.
"""

from __future__ import annotations

import re
from typing import Any, cast

_BOUND = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split", "pattern", "flags",
          "groups", "groupindex", "scanner")


class LazyPattern:
    def __init__(self, source: str, flags: int = 0):
        self._source, self._flags = source, flags

    def __getattr__(self, name: str) -> Any:
        # Reached only for what the instance does not hold yet, i.e. on the first use.
        if name.startswith("__") or name in ("_source", "_flags"):
            raise AttributeError(name)
        compiled = re.compile(self._source, self._flags)
        for attribute in _BOUND:
            setattr(self, attribute, getattr(compiled, attribute))
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"LazyPattern({self._source!r}, {self._flags})"


def lazy(source: str, flags: int = 0) -> re.Pattern[str]:
    """re.compile(source, flags), compiled when first used; typed as the pattern it stands for."""
    return cast("re.Pattern[str]", LazyPattern(source, flags))
