"""The shape the design card asks for: one catalogue of games (the registry) that every
part reads, each game in ``engine/<game>/`` + ``client/games/<game>/`` and nowhere else,
and ``engine/core`` free of the bots and runners built on it."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from engine.core import registry

ROOT = Path(__file__).resolve().parents[2]
GAMES = [entry.name for entry in registry.CATALOGUE]


def imported_modules(path: Path) -> set[str]:
    """Absolute names of the modules a file imports (relative imports resolved)."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[:len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def test_engine_core_imports_nothing_from_the_bots_or_the_runners():
    for path in sorted((ROOT / "engine" / "core").glob("*.py")):
        bad = {m for m in imported_modules(path) if m.startswith(("engine.ai", "engine.play"))}
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"


def test_the_bots_import_no_runner():
    for path in sorted((ROOT / "engine" / "ai").glob("*.py")):
        assert not {m for m in imported_modules(path) if m.startswith("engine.play")}, path.name


def _window_games():
    from client.games import playable_in_window

    return [n for n in GAMES if playable_in_window(n)]


def test_the_games_with_a_table_are_the_ones_the_registry_has_an_engine_for():
    """A game's window package comes with or after its engine, never before it; an engine may
    come first (it plays from the command line until its table lands)."""
    from client.games import playable_in_window, presentation

    assert {"forglory", "arenarex"} <= set(_window_games())
    for name in GAMES:
        if presentation(name) is not None:
            assert playable_in_window(name), f"client/games/{name}/ exists but the registry has no engine for it"


@pytest.mark.parametrize("name", [n for n in GAMES if registry.is_available(n)])
def test_every_game_with_an_engine_is_played_by_the_selftest(name, monkeypatch):
    from client import selftest

    played = []
    monkeypatch.setattr(selftest.registry, "available", lambda: [name])
    monkeypatch.setattr(selftest, "_step", lambda label, fn: played.append(label) or fn())
    assert selftest.check_rulesets() and f"{name} bot game" in played and f"{name} replay" in played


@pytest.mark.parametrize("name", _window_games())
def test_every_game_in_the_window_has_a_table_a_setup_entry_and_selftest_scenes(name, tmp_path, monkeypatch):
    from client.app import App
    from client.games import presentation, table_for
    from client.scenes.setup import NewGameScene
    from client.selftest import _scene_steps

    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path))
    assert presentation(name) is not None and table_for(name) is not None
    app = App(settings_dir=tmp_path)
    try:
        assert name in NewGameScene(app, name).games
        labels = [label for label, _ in _scene_steps(app, str(tmp_path))]
        assert f"{name} table" in labels and f"{name} results" in labels
    finally:
        app.close()


def test_no_part_outside_a_games_own_packages_names_a_game():
    """Adding a game means adding engine/<game>/ and client/games/<game>/, nothing else: the
    shared code reads the registry instead of naming games."""
    pattern = re.compile(r"""["']({})["']""".format("|".join(GAMES)))
    shared = [*(ROOT / "client").rglob("*.py"), *(ROOT / "engine" / "core").glob("*.py"),
              *(ROOT / "engine" / "ai").glob("*.py"), *(ROOT / "engine" / "play").glob("*.py"),
              ROOT / "cli.py", ROOT / "main.py"]
    offenders = []
    for path in shared:
        if "games" in path.relative_to(ROOT / "client").parts if path.is_relative_to(ROOT / "client") else False:
            continue
        text = path.read_text(encoding="utf-8")
        if path.name == "registry.py":
            continue  # the catalogue itself
        for number, line in enumerate(text.splitlines(), 1):
            if pattern.search(line):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not offenders, "game names outside their packages:\n" + "\n".join(offenders)
