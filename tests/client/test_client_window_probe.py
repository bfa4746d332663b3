"""Every scene and panel a seeded game reaches, in English and in Spanish, through the newcomer's
window probe (issue 39, Done when): no two labels whose boxes overlap, no label cut by its box or
the window, no English msgid shown on a Spanish screen. Arena Rex is among the four.

One human (seat 0) among bots; the test answers every decision by a seeded choice among the
legal moves, the human's too, and draws a frame at each decision kind the human meets for the
first time (the table with its panels and, where the table opens one, the menu of the move),
then the title, the game's setup, the pause menu, the rules (F1), the Record, the Load list,
the results of the game played out, a hot-seat game's first screen and a game of bots watched."""
from __future__ import annotations

import copy
import os
import random
import re
from pathlib import Path

import pygame
import pytest
from table_driver import FRAME, click_at
from window_probe import WindowProbe

from client.scenes.gamemenu import LoadScene
from client.scenes.record import RecordScene
from client.settings import set_language
from client.table.picker import subject, verb
from client.table.session import GameSession, Seat
from engine import i18n
from engine.core import registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

SHOTS = os.environ.get("LUDUS_PROBE_SHOTS")
NAMES = ("Livia", "Marcus", "Aurelia", "Gaius")

#: game -> (seats, seed, most decisions played before the results are drawn)
GAMES = {
    "forglory": (2, 5, 1500),
    "gladiatores": (3, 5, 1500),
    "spartacus": (3, 5, 1500),
    "arenarex": (2, 5, 600),
}


def spanish_titles(game: str) -> set[str]:
    """The content titles of ``game`` that read otherwise in Spanish (cards, abilities, Tactics):
    shown in English on a Spanish screen, no catalogue would know them."""
    if game == "forglory":
        from engine.forglory.content import CONTENT
        return {d.name for d in CONTENT.cards.values() if d.name_es and d.name_es != d.name}
    if game == "spartacus":
        from engine.spartacus.content import content
        c = content()
        return {d.name for d in c.market + c.intrigue if d.name_es and d.name_es != d.name}
    if game == "gladiatores":
        from client.games.gladiatores.text import WORDED, title
        return {n for n in WORDED if title(n) != n}
    return set()


def moment(session) -> tuple:
    """What kind of decision the human meets: its kind and the game's phase."""
    state = session.state
    phase = next((getattr(state, a) for a in ("phase", "step", "stage") if isinstance(getattr(state, a, None), str)),
                 None)
    return session.decision.kind, phase


def frames(app, n=2):
    for _ in range(n):
        app.step([], dt=FRAME)


def look(app, probe, where, found, n=2):
    probe.clear()
    frames(app, n)
    found.extend(probe.problems(where))
    keep(app, where)


def keep(app, where) -> None:
    """LUDUS_PROBE_SHOTS=folder: keep a picture of every frame judged, to look at."""
    if SHOTS:
        name = re.sub(r"[^A-Za-z0-9]+", "-", f"{i18n.language()}-{where}").strip("-")
        app.screenshot(Path(SHOTS) / f"{name}.png")


def hover_the_rightmost(app, probe, where, found) -> None:
    """The pointer rests on the table's rightmost thing (a card, a button): its tooltip is judged
    (a tooltip at the window's edge must stay inside it); then the pointer leaves."""
    table = app.top
    rects = list(getattr(table, "rects", {}).values()) + [
        b.screen_rect(app.layout) for b in getattr(getattr(table, "buttons", None), "widgets", [])]
    rects = [r for r in rects if isinstance(r, pygame.Rect) and app.surface.get_rect().contains(r)]
    if not rects:
        return
    spot = max(rects, key=lambda r: (r.right, -r.top)).center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))], dt=FRAME)
    frames(app, 3)  # past the tooltip's delay (dt 1/60 each would take a while: the delay is counted)
    probe.clear()
    for _ in range(30):
        app.step([], dt=0.05)
    found.extend(probe.problems(where))
    keep(app, where)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))], dt=FRAME)


def open_a_menu(app, probe, where, found, session) -> None:
    """On a card table, click a thing that has several moves: the menu of its moves is judged too.
    The table then leaves (no bot of it thinks on while the test plays on)."""
    table = app.top
    keys = getattr(table, "pick_keys", None)
    if keys is None or table.picking.menu is not None:
        return
    things: dict = {}
    for a in session.legal_actions():
        thing = subject(a, keys)
        if thing is not None:
            things.setdefault(thing, set()).add(verb(a, keys))
    thing = next((t for t, verbs in things.items() if len(verbs) > 1 and t in table.rects), None)
    if thing is None:
        return
    before = session.state.decisions_made
    app.step(click_at(table.rects[thing].center), dt=FRAME)
    if table.picking.menu is not None and session.state.decisions_made == before:
        look(app, probe, where, found)
    app.to_title()
    frames(app, 1)


def shown_copy(session) -> GameSession:
    """A copy of ``session`` for the window: the table may move it on (a human's forced pass, a bot
    answering within the frames drawn, as fast as the machine is), the game the test plays never
    does, so every run meets the same decisions."""
    return GameSession(copy.deepcopy(session.moves), session.state.clone(), session.seats,
                       events=session.events, autosave_to=False)


def play_through(app, probe, game, found):
    seats_n, seed, limit = GAMES[game]
    ruleset = registry.get(game)
    seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[i], "bot:easy") for i in range(1, seats_n)]
    session = GameSession.new(game, ruleset.make_config(seats_n), seats, seed, autosave_to=False)
    rng = random.Random(seed)
    met = set()
    for _ in range(limit):
        if session.over or session.decision is None:
            break
        if session.decision.seat == 0 and moment(session) not in met:
            met.add(moment(session))
            app.play(shown_copy(session))  # what the table does (a forced pass, a bot's quick answer) stays there
            look(app, probe, f"{game} table, {moment(session)}", found, n=3)
            hover_the_rightmost(app, probe, f"{game} table, {moment(session)}, a tooltip", found)
            open_a_menu(app, probe, f"{game} table, {moment(session)}, its menu", found, app.top.session)
        session.apply(rng.choice(session.legal_actions()))
    assert len(met) >= 2, f"the human met only {met}"
    return session


def hot_seat(app, probe, game, found) -> None:
    """Two people at one screen: the table opens on the hand-off (or the table, in a game with
    nothing hidden at its first decision); then a game of bots only, watched."""
    seats_n, seed, _ = GAMES[game]
    seats = [Seat(NAMES[0], "human"), Seat(NAMES[1], "human")] + [Seat(NAMES[i], "bot:easy")
                                                                  for i in range(2, seats_n)]
    session = GameSession.new(game, registry.get(game).make_config(seats_n), seats, seed, autosave_to=False)
    app.play(session)
    look(app, probe, f"{game} hot-seat, first screen", found)
    app.to_title()
    frames(app, 1)
    # and watching bots play (no seat's hand shown), a few dozen moves in
    bots = [Seat(NAMES[i], "bot:easy") for i in range(seats_n)]
    session = GameSession.new(game, registry.get(game).make_config(seats_n), bots, seed, autosave_to=False)
    rng = random.Random(seed)
    for _ in range(40):
        if session.over:
            break
        session.apply(rng.choice(session.legal_actions()))
    app.play(session)
    look(app, probe, f"{game} watching bots", found)
    app.to_title()
    frames(app, 1)


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_scene_of_a_seeded_game_has_whole_labels_apart_in_the_language(make_app, data_dir, game, language):
    app = make_app()
    set_language(app, language)
    probe = WindowProbe(app, allow=NAMES, titles=spanish_titles(game) if language == "es" else ())
    found: list[str] = []
    try:
        look(app, probe, "title", found)
        app.start_new_game(game)
        look(app, probe, f"{game} setup", found)
        session = play_through(app, probe, game, found)
        app.open_pause(app.top)
        look(app, probe, f"{game} pause menu", found)
        app.pop()
        app.open_rules(game)
        look(app, probe, f"{game} rules", found)
        app.to_title()
        app.push(RecordScene(app))
        look(app, probe, "record", found)
        app.to_title()
        app.push(LoadScene(app))
        look(app, probe, "load", found)
        assert session.over, f"the seeded {game} game did not end within {GAMES[game][2]} decisions"
        app.to_title()
        app.push(app.results_scene(session))
        look(app, probe, f"{game} results", found)
        hot_seat(app, probe, game, found)
    finally:
        probe.stop()
        i18n.set_language("en")
    assert not found, "\n".join(found)
