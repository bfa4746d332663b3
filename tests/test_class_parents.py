"""The count ``tools/class_parents.py`` prints (issue 42's bar: no class of the window's tables
inherits from more than 3 project classes; the counts are reported, the refactor is to come)."""
from __future__ import annotations

from tools.class_parents import classes, parents


def test_only_the_projects_classes_are_counted():
    from client.table.table import GameTable

    found = parents(GameTable)
    assert found and all(c.__module__.startswith(("client.", "engine.")) for c in found)
    assert object not in found and GameTable not in found


def test_every_game_table_is_listed():
    names = {c.__qualname__ for c in classes()}
    assert {"GameTable", "ForGloryTable", "GladiatoresTable", "SpartacusTable", "ArenaScene"} <= names
