"""The shell in Spanish: every scene of the shell drawn with no English left on screen and no
label out of its box (the Spanish render probe, tests/i18n/probe.py)."""
import types

import pygame
import pytest

from client import games
from client.games import RulesSummary
from client.scenes.gamemenu import LoadScene, PauseScene
from client.scenes.notice import NoticeScene
from client.scenes.results import ResultsScene
from client.scenes.rules import RulesScene
from client.scenes.settings import SettingsScene
from client.table.handoff import HandoffScene
from client.table.session import DEFAULT_NAMES, GameSession, Seat
from engine.core import registry
from tests.i18n.probe import spanish_probe

FRAME = 1 / 60
PLAYABLE = [e.name for e in registry.CATALOGUE if games.playable_in_window(e.name)]


def settle(app, frames=2):
    for _ in range(frames):
        app.step([], dt=FRAME)


def assert_spanish(probe):
    found = probe.problems()
    assert found == [], "not Spanish on screen:\n" + "\n".join(found)


def duel_session(finished=False):
    ruleset = registry.get("duel")
    session = GameSession.new("duel", ruleset.make_config(2), [Seat("Livia", "human"), Seat("Marcus", "bot:easy")], 5,
                              autosave_to=False)
    while finished and not session.over:
        session.apply(session.legal_actions()[0])
    return session


def test_the_title_is_spanish(make_app):
    with spanish_probe() as probe:
        app = make_app()
        settle(app)
        title = app.top
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)], dt=FRAME)
        settle(app, 30)  # the focused card's tooltip too
    assert title.settings_button.text == "Ajustes" and title.quit_button.text == "Salir"
    assert "2–5 jugadores" in probe.seen and "Juegos de gladiadores para una sola mesa" in probe.seen
    assert_spanish(probe)


@pytest.mark.parametrize("game", PLAYABLE)
def test_the_setup_of_each_game_is_spanish(make_app, game):
    with spanish_probe(allow=DEFAULT_NAMES) as probe:
        app = make_app()
        app.start_new_game(game)
        settle(app)
        setup = app.top
        tooltips = 0
        for widget in setup.widgets.focusable:  # every tooltip the setup shows, one after another
            setup.widgets.focus(widget)
            settle(app, 1)
            tooltips += bool(widget.tooltip)
    assert setup.start_button.text == "Empezar" and tooltips >= 5
    assert_spanish(probe)


def test_settings_are_spanish(make_app):
    with spanish_probe() as probe:
        app = make_app()
        settings = SettingsScene(app)
        app.push(settings)
        settle(app)
        for _speed in range(4):
            settings.speed.cycle(1)
            settle(app, 1)
    assert {"Idioma", "Volumen", "Pantalla completa", "Español", "Instantáneo"} <= probe.seen
    assert_spanish(probe)


def test_the_pause_menu_is_spanish(make_app):
    with spanish_probe() as probe:
        app = make_app()
        session = duel_session()
        pause = PauseScene(app, types.SimpleNamespace(replaying=False, session=session))
        app.push(pause)
        settle(app)
        for _speed in range(4):  # every bot speed's label has to fit between the arrows
            pause.speed_choice.cycle(1)
            settle(app, 1)
    assert "Guardar partida" in probe.seen and "Ritmo de los bots: instantáneo" in probe.seen
    assert_spanish(probe)


def test_the_load_list_is_spanish_with_spanish_dates(make_app, user_folders):
    from client.table.autosave import saves_dir

    session = duel_session()
    session.apply(session.legal_actions()[0])
    saves = saves_dir()
    saves.mkdir(parents=True, exist_ok=True)
    session.save_as(saves / "mine.json")
    (saves / "broken.json").write_text("{ not json", encoding="utf-8")
    with spanish_probe(allow=["Livia", "Marcus", "Duel (contract test game)", "broken.json"]) as probe:
        app = make_app()
        app.push(LoadScene(app))
        settle(app)
    months = ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic")
    dates = [s for s in probe.seen if s.startswith("Guardada el ")]
    assert dates and any(f" {m} " in dates[0] for m in months), dates
    assert any(s.startswith("Archivo dañado: broken.json") for s in probe.seen)
    assert "Livia (humano), Marcus (bot, fácil)" in probe.seen
    problems = [p for p in probe.problems() if "JSON" not in p]  # the parser's own words quote the file
    assert problems == [], "\n".join(problems)


def test_the_results_are_spanish(make_app):
    session = duel_session(finished=True)
    with spanish_probe(allow=["Livia", "Marcus", "Duel (contract test game)"]) as probe:
        app = make_app()
        app.push(ResultsScene(app, session))
        settle(app)
    assert "Revancha" in probe.seen
    assert any(s.startswith("Semilla 5  ·  ") and "decisiones" in s or "decisión" in s for s in probe.seen)
    assert_spanish(probe)


def test_the_hand_off_is_spanish(make_app):
    with spanish_probe(allow=["Marcus"]) as probe:
        app = make_app()
        app.push(HandoffScene(app, "Marcus", lambda: None, seat=1, reason="Una elección secreta: elige tu carta."))
        settle(app, 3)
    assert "Pasa la pantalla a Marcus" in probe.seen
    assert_spanish(probe)


def test_notices_are_spanish(make_app):
    with spanish_probe() as probe:
        app = make_app()
        app.continue_game()  # nothing was played here yet
        settle(app)
        notice = app.top
    assert isinstance(notice, NoticeScene) and notice.heading == "Nada que continuar"
    assert_spanish(probe)


def test_a_bad_settings_file_is_told_in_spanish(make_app, user_folders):
    path = user_folders["config"] / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"language": "es", "volume": 300}', encoding="utf-8")
    with spanish_probe(allow=[str(path)]) as probe:
        app = make_app()
        settle(app)
    assert app.notice and "se usan los valores por defecto" in app.notice.lower()
    assert_spanish(probe)


def test_the_rules_frame_is_spanish(make_app, monkeypatch):
    summary = RulesSummary("Duelo", (("Cómo se gana", ("Gana quien quede en pie.",)),
                                     ("El turno", ("• Cada jugador elige un golpe.",))),
                           (("golpe", "Lo que eliges cada turno."),))
    monkeypatch.setattr(games, "rules_summary", lambda game: summary if game in ("forglory", "arenarex") else None)
    monkeypatch.setattr(games, "games_with_rules", lambda: ["forglory", "arenarex"])
    with spanish_probe() as probe:
        app = make_app()
        scene = RulesScene(app, "forglory", choices=["forglory", "arenarex"])
        app.push(scene)
        settle(app)
    assert "Glosario" in probe.seen and scene.back_button.text == "Volver"
    assert_spanish(probe)
