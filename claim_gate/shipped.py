"""The data folders the wheel ships as packages (contracts/ as claim_gate.contracts, grammar/ as
claim_gate.grammar), found the same way whether claim_gate is installed or imported from a checkout.

`python -m claim_gate` run inside a checkout imports the source tree, not the installed copy, and the
source tree has these folders beside the package instead of inside it: without this, every command run
that way failed on a missing module."""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # only for the annotation: importlib.abc.Traversable is deprecated from Python 3.12 on
    from importlib.abc import Traversable


def data_folder(package: str, source_folder: str) -> Traversable:
    try:
        return resources.files(package)
    except ModuleNotFoundError:
        folder = Path(__file__).resolve().parent.parent / source_folder
        if not folder.is_dir():  # neither installed nor a checkout: the same error as before, never a guess
            raise
        return folder
