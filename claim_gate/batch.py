"""Running as a batch job: the gate and the linker build many small acyclic objects and free them by
reference counting, so the cyclic collector's full passes over a growing heap are pure cost (a quarter
of a gate run at 4x benchmark size, a sixth of a 20,000-line link)."""

from __future__ import annotations

import contextlib
import gc


@contextlib.contextmanager
def paused_gc():
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
