"""`main.py selftest`: what a packaged build runs to prove it is whole.

Loads every map, sprite and sound that ships, plays one seeded bot game of
every available ruleset (and checks its replay digest), starts a real bot worker
process (as the window does: in a frozen build this proves the worker starts from
the executable) and gets a legal move back, and renders one frame of each scene
with the dummy video driver; then switches to Spanish (as the Language setting does) and
renders the title, the settings and each game's setup and table again, reporting what is still
English on screen (``check_spanish``). Returns a one-line summary or
raises LudusError naming what failed.
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from engine.core import LudusError, registry
from engine.core.saves import replay

#: where bundled resources live: the bundle folder when frozen, the repo otherwise
ROOT = Path(getattr(__import__("sys"), "_MEIPASS", Path(__file__).resolve().parent.parent))


class SelftestError(LudusError):
    pass


def _step(name: str, fn):
    try:
        return fn()
    except LudusError as exc:
        raise SelftestError(f"{name}: {exc}") from None
    except Exception as exc:  # the point of a selftest is to name any failure
        raise SelftestError(f"{name}: {type(exc).__name__}: {exc}") from exc


def check_rulesets() -> list[str]:
    from engine.ai import make_bot
    from engine.play.match import play_match

    done = []
    for name in registry.available():
        ruleset = registry.get(name)
        config = ruleset.make_config(ruleset.min_seats)
        bots = [make_bot("random", ruleset) for _ in range(ruleset.min_seats)]
        match = _step(f"{name} bot game", lambda r=ruleset, c=config, b=bots: play_match(r, c, 1, b))
        again, _ = _step(f"{name} replay", lambda m=match: replay(m.moves))
        if again.digest() != match.state.digest():
            raise SelftestError(f"{name}: replay digest differs from the played game")
        done.append(f"{name} {match.decisions} decisions")
    return done


#: seconds the bot worker may take to start and answer (a cold frozen start on a slow runner)
WORKER_WAIT = 120.0


def check_bot_worker() -> str:
    """Start the bot worker process the window uses and get one legal move back."""
    from client.table.worker import BotWorker
    from engine.core import Action
    from engine.core.saves import GameMoves

    name = registry.available()[0]
    ruleset = registry.get(name)
    moves = GameMoves(name, ruleset.make_config(ruleset.min_seats), 1)
    state = moves.start()
    worker = _step("bot worker start", lambda: BotWorker(mode="process", cap=WORKER_WAIT))
    try:
        request = worker.ask(moves, state.to_decide().seat, "easy")  # the worker builds its own copy
        answer = None
        while answer is None:
            time.sleep(0.02)
            answer = worker.answer(request)
        status, payload = answer
        if status != "ok":
            raise SelftestError(f"bot worker: no move ({status}: {payload})")
        action = _step("bot worker answer", lambda: Action.from_json(payload))
        if not state.accepts(action):  # check judges legality
            raise SelftestError(f"bot worker: {action} is not a legal move in {name}")
    finally:
        worker.close()
    return f"{name} {action.kind}"


def check_maps() -> int:
    """Every Tiled file that ships parses; then each game loads the files it uses its own way."""
    import pytmx

    maps = sorted((ROOT / "maps").rglob("*.tmx"))
    for path in maps:
        _step(f"map {path.name}", lambda p=path: pytmx.TiledMap(str(p)))
    for name in registry.available():
        _step(f"{name} files", registry.get(name).check_files)
    return len(maps)


def check_media() -> tuple[int, int]:
    import pygame

    images = sorted((ROOT / "sprites").rglob("*.png"))
    for path in images:
        _step(f"sprite {path.name}", lambda p=path: pygame.image.load(str(p)))
    sounds = sorted((ROOT / "sounds").rglob("*.wav")) + sorted((ROOT / "sounds").rglob("*.ogg"))
    mixer = pygame.mixer.get_init() is not None
    for path in sounds:
        if mixer:
            _step(f"sound {path.name}", lambda p=path: pygame.mixer.Sound(str(p)))
        else:
            _step(f"sound {path.name}", lambda p=path: p.read_bytes()[:4] in (b"RIFF", b"OggS") or
                  (_ for _ in ()).throw(ValueError("not a WAV or OGG file")))
    return len(images), len(sounds)


def _scene_steps(app, folder: str):
    """(label, action) pairs that each bring one scene to the top of the stack."""
    from client.games import selftest_scenes, table_for
    from client.scenes.gamemenu import PauseScene
    from client.scenes.results import ResultsScene
    from client.scenes.settings import SettingsScene
    from client.scenes.setup import NewGameScene
    from client.table.session import GameSession, Seat
    from engine.ai import make_bot
    from engine.play.match import play_match

    yield "title", lambda: None
    yield "settings", lambda: app.push(SettingsScene(app))
    for name in registry.available():
        if table_for(name) is None:
            continue
        ruleset = registry.get(name)
        seats = [Seat(f"Seat {i + 1}", "human") for i in range(ruleset.min_seats)]
        config = ruleset.make_config(ruleset.min_seats)
        yield f"{name} setup", lambda n=name: (app.to_title(), app.push(NewGameScene(app, n)))
        session = GameSession.new(name, config, seats, 1, autosave_to=Path(folder) / name)
        yield f"{name} table", lambda s=session: app.play(s)
        yield f"{name} table after hand-off", lambda: _ready(app)
        yield f"{name} pause", lambda: app.push(PauseScene(app, _table(app)))
        finished = play_match(ruleset, config, 1, [make_bot("random", ruleset)] * ruleset.min_seats)
        done = GameSession(finished.moves, finished.state, seats, autosave_to=Path(folder) / f"{name}-done")
        yield f"{name} results", lambda s=done: app.push(ResultsScene(app, s))
        yield f"{name} replay", lambda r=finished.moves: app.open_replay(r)
        yield from selftest_scenes(app, name, seats)


def _ready(app) -> None:
    """Answer a hand-off screen as the player would (Space), if one is up."""
    import pygame

    from client.table.handoff import HandoffScene

    if isinstance(app.top, HandoffScene):
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)],
                 dt=1 / 60)


def _table(app):
    from client.table.table import GameTable

    return next(scene for scene in reversed(app.scenes) if isinstance(scene, GameTable))


def check_scenes() -> list[str]:
    """Render frames of every scene a player can reach, with the dummy video driver."""
    from client.app import App

    with tempfile.TemporaryDirectory() as folder:
        previous = os.environ.get("LUDUS_DATA_DIR")
        os.environ["LUDUS_DATA_DIR"] = folder  # no autosave lands in the player's folder
        app = App(settings_dir=folder)
        rendered = []
        try:
            for label, bring in _scene_steps(app, folder):
                def show(bring=bring):
                    bring()
                    for _ in range(3):
                        app.step(dt=1 / 60)
                    return type(app.top).__name__
                top = _step(f"scene {label}", show)
                rendered.append(f"{label}: {top}")
        finally:
            app.close()
            if previous is None:
                os.environ.pop("LUDUS_DATA_DIR", None)
            else:
                os.environ["LUDUS_DATA_DIR"] = previous
    return rendered


class SpanishReport:
    """What ``check_spanish`` saw: the scenes rendered in Spanish and the strings still English."""

    def __init__(self, scenes: list[str], seen: list[str], english: list[str]):
        self.scenes, self.seen, self.english = scenes, seen, english
        self.drawn = len(seen)

    def summary(self) -> str:
        if not self.english:
            return f"Spanish: {len(self.scenes)} scenes, {self.drawn} strings, none English"
        shown = "; ".join(repr(text) for text in self.english[:8])
        more = f" (+{len(self.english) - 8} more)" if len(self.english) > 8 else ""
        return (f"Spanish: {len(self.scenes)} scenes, {self.drawn} strings, {len(self.english)} still English: "
                f"{shown}{more}")


def _spanish_steps(app, folder: str):
    """(label, action): the title, the settings, and each game's setup and table (after its hand-off)."""
    from client.games import table_for
    from client.scenes.settings import SettingsScene
    from client.scenes.setup import NewGameScene
    from client.table.session import GameSession, Seat

    yield "title", lambda: None
    yield "settings", lambda: app.push(SettingsScene(app))
    for name in registry.available():
        if table_for(name) is None:
            continue
        ruleset = registry.get(name)
        seats = [Seat(f"Jugador {i + 1}", "human") for i in range(ruleset.min_seats)]
        yield f"{name} setup", lambda n=name: (app.to_title(), app.push(NewGameScene(app, n)))
        session = GameSession.new(name, ruleset.make_config(ruleset.min_seats), seats, 1,
                                  autosave_to=Path(folder) / name)
        yield f"{name} table", lambda s=session: (app.play(s), [app.step(dt=1 / 60) for _ in range(3)], _ready(app))


def check_spanish() -> SpanishReport:
    """Render a scene of each game in Spanish; the catalogues must be there (a build without
    its ``.mo`` files fails), and what is still English on screen is reported, never hidden."""
    import json

    from client import theme
    from client.app import App
    from client.spanish_check import catalogue_english, english_words
    from engine import i18n

    i18n.forget_catalogs()
    if i18n.catalog("ludus", "es").gettext("Settings") == "Settings":
        raise SelftestError("Spanish: the catalogue of the window's words is missing (engine/i18n/locale)")
    english = catalogue_english("es")
    names = set(i18n.proper_names()) | {"Ludus", "English"}
    for entry in registry.CATALOGUE:  # published titles, and their parts ("Blood for Roses")
        names.update([entry.title, *(part.strip() for part in entry.title.replace("+", ":").split(":"))])
    seen: dict[str, None] = {}
    before = i18n.language()
    with tempfile.TemporaryDirectory() as folder:
        previous = os.environ.get("LUDUS_DATA_DIR")
        os.environ["LUDUS_DATA_DIR"] = folder
        Path(folder, "settings.json").write_text(json.dumps({"language": "es"}), encoding="utf-8")
        stop = theme.watch_text(lambda text, box, width: seen.setdefault(text))
        app = App(settings_dir=folder)
        rendered = []
        try:
            if i18n.language() != "es":
                raise SelftestError("Spanish: the Language setting did not take effect")
            # Babel's data for Spanish (a build keeps only the languages it speaks: build.spec)
            _step("Spanish numbers, dates and lists",
                  lambda: (i18n.number(1250.5, 1), i18n.moment(time.time()), i18n.listing(["1", "2"])))
            for label, bring in _spanish_steps(app, folder):
                def show(bring=bring):
                    bring()
                    for _ in range(3):
                        app.step(dt=1 / 60)
                    return type(app.top).__name__
                rendered.append(f"{label}: {_step(f'Spanish scene {label}', show)}")
        finally:
            stop()
            app.close()
            i18n.set_language(before)
            if previous is None:
                os.environ.pop("LUDUS_DATA_DIR", None)
            else:
                os.environ["LUDUS_DATA_DIR"] = previous
    left = [text for text in seen if text.strip() and (text in english or english_words(text, names))]
    return SpanishReport(rendered, list(seen), left)


def selftest() -> str:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    start = time.perf_counter()
    import pygame

    pygame.init()
    games = check_rulesets()
    bot = check_bot_worker()
    maps = check_maps()
    images, sounds = check_media()
    scenes = check_scenes()
    spanish = check_spanish()
    seconds = time.perf_counter() - start
    return (f"selftest ok: {len(games)} rulesets ({'; '.join(games) or 'none'}), "
            f"bot worker process answered ({bot}), {maps} maps, "
            f"{images} sprites, {sounds} sounds, {len(scenes)} scenes rendered; "
            f"{spanish.summary()}; in {seconds:.1f} s")
