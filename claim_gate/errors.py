"""Input errors: bad files and arguments. The CLI prints one line and exits 2."""

from __future__ import annotations


class InputError(Exception):
    """A file or argument the gate cannot use. `str()` is the one line the user sees."""

    def __init__(self, source: str, message: str, where: str = ""):
        self.source = source
        self.where = where
        self.message = message
        super().__init__(str(self))

    def __str__(self) -> str:
        place = f"{self.source}: {self.where}" if self.where else self.source
        return f"{place}: {self.message}"
