"""Python's cyclic garbage collector paused around work that makes and drops objects by the
hundred thousand and leaves no reference cycle: a search's playouts (``engine/ai/search.py``),
a save's text and its take-backs' replay (``saves.py``). Memory is still freed as it is let go
(reference counting); only the collector's passes, which walked all those objects and found
nothing to free, are saved."""
from __future__ import annotations

import gc
from contextlib import contextmanager


@contextmanager
def collector_paused():
    """The collector off while the block runs, and as it was after (a block inside another, or
    one run while a caller keeps it off, leaves it off)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
