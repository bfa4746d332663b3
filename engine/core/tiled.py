"""Reading Tiled maps in the engine: pytmx without pygame."""
from __future__ import annotations

import logging
import sys


def import_pytmx():
    """pytmx, imported with its pygame helper blocked: the engine never needs pygame. pytmx then
    logs an "error" that is none of ours (and would puzzle anyone on the command line): muted."""
    blocked = "pygame" not in sys.modules
    helper_log = logging.getLogger("pytmx.util_pygame")
    was_disabled = helper_log.disabled
    if blocked:
        sys.modules["pygame"] = None  # type: ignore[assignment]
        helper_log.disabled = True
    try:
        import pytmx
    finally:
        helper_log.disabled = was_disabled
        if blocked and sys.modules.get("pygame", 0) is None:
            del sys.modules["pygame"]
    return pytmx
