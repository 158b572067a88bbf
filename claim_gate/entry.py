"""The console script's entry point: a tool that cannot even be imported (a broken or missing dependency in the
user's environment) still answers with one line and exit 2, never a traceback. Everything after the import is
cli.main's, which turns any other failure into one line too."""

from __future__ import annotations

import os
import sys


def main() -> int:
    try:
        from .cli import main as run
    except Exception as exc:  # noqa: BLE001 - the one place an import failure becomes a line instead of a traceback
        if os.environ.get("CLAIM_GATE_DEBUG") == "1":
            import traceback

            traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
        print(f"claim-gate: cannot start: {type(exc).__name__}: {str(exc)[:200]} (reinstall it as the README says; "
              "set CLAIM_GATE_DEBUG=1 for the traceback)", file=sys.stderr)
        return 2
    return run()
