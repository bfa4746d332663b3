"""Which table scene plays which game (a game without one cannot be started in the window)."""
from __future__ import annotations


def table_for(game: str):
    """The table Scene class for ``game``, or None."""
    if game == "forglory":
        from .scenes.forglory import ForGloryTable

        return ForGloryTable
    if game == "arenarex":
        from .arena.scene import ArenaScene

        return ArenaScene
    return None
