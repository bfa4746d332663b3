"""Issue 39 item 1, on every game: each button panel laid out by the one rule
(``client/buttonflow.py``: wrap, shrink to a floor, then scroll) and judged by the newcomer's window
probe with many choices, in English and in Spanish: no two labels whose boxes overlap, no label
cut, every choice inside its panel and reachable by the wheel.

- Arena Rex: the prompt's choices at the human's fullest decision of a seeded game (more than the
  three a page used to hold);
- For Glory: the prompt's two buttons with every pair of words they can say, and a discard pile of
  every card of the game;
- Gladiatores: Pass and Discard with every pair of words they can say;
- Spartacus: the intrigue panel with a dozen cards in hand."""
from __future__ import annotations

import copy
import random

import pytest
from table_driver import FRAME
from window_probe import WindowProbe, judge_flow

from client.settings import set_language
from client.table.session import GameSession, Seat
from engine import i18n
from engine.core import registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

NAMES = ("Livia", "Marcus", "Aurelia", "Gaius")
LANGUAGES = ["en", "es"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def frames(app, n=3):
    for _ in range(n):
        app.step([], dt=FRAME)


def open_app(make_app, language, game):
    app = make_app()
    set_language(app, language)
    return app, WindowProbe(app, allow=NAMES)


def judged(app, probe, where) -> list[str]:
    probe.clear()
    frames(app)
    return probe.problems(where)


# -- Arena Rex ------------------------------------------------------------------------------------

DRAGGED = ("move", "react_move", "maneuver", "deploy", "place")


def arena_buttons(session) -> int:
    """How many of the human's legal answers get a button (the rest are dragged on the map)."""
    n = 0
    for a in session.legal_actions():
        if (a.kind in DRAGGED and not a.get("dictate")) or (a.kind == "follow_up" and a.get("to") is not None) \
                or (a.kind in ("reposition", "move_to") and a.get("path") is not None):
            continue
        n += 1
    return n


def fullest_arena_decision(seed=5, limit=400) -> GameSession:
    ruleset = registry.get("arenarex")
    seats = [Seat(NAMES[0], "human"), Seat(NAMES[1], "bot:easy")]
    session = GameSession.new("arenarex", ruleset.make_config(2), seats, seed, autosave_to=False)
    rng = random.Random(seed)
    best, most = None, 0
    for _ in range(limit):
        if session.over or session.decision is None:
            break
        if session.decision.seat == 0 and arena_buttons(session) > most:
            most = arena_buttons(session)
            best = GameSession(copy.deepcopy(session.moves), session.state.clone(), session.seats,
                               events=session.events, autosave_to=False)
        session.apply(rng.choice(session.legal_actions()))
    assert best is not None and most > 3, f"the seeded game offered at most {most} buttons"
    return best


@pytest.mark.parametrize("language", LANGUAGES)
def test_arenarex_choices_with_many_choices(make_app, language):
    session = fullest_arena_decision()
    app, probe = open_app(make_app, language, "arenarex")
    try:
        app.play(session)
        frames(app)
        scene = app.top
        scene.story.finish_all()
        flow = scene.button_flow
        assert flow is not None and len(flow.buttons) > 3, [b.text for b in scene.buttons.widgets]
        found = judge_flow(app, probe, flow, f"arenarex choices ({len(flow.buttons)})")
    finally:
        probe.stop()
    assert not found, "\n".join(found)


# -- For Glory ------------------------------------------------------------------------------------

def first_human_table(make_app, language, game, seats_n=2, seed=5):
    app, probe = open_app(make_app, language, game)
    seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[i], "bot:easy") for i in range(1, seats_n)]
    session = GameSession.new(game, registry.get(game).make_config(seats_n), seats, seed, autosave_to=False)
    app.play(session)
    frames(app)
    return app, probe, app.top


def every_pair(table, first, second, words_first, words_second, where, worder=None) -> list[str]:
    """Each of ``words_first`` on ``first`` beside each of ``words_second`` on ``second``, laid out
    by the table as it lays them out each frame, drawn and judged. ``worder``: what words the
    buttons each frame (``word_buttons``; For Glory's control part, else the table)."""
    app, probe = table.app, table._probe
    worder = table if worder is None else worder
    found = []
    plain = worder.word_buttons
    try:
        for a in words_first:
            for b in words_second:
                def word(a=a, b=b):
                    plain()
                    first.text, second.text = a, b
                worder.word_buttons = word
                found += judged(app, probe, f"{where}: {a!r} and {b!r}")
                if first.rect.colliderect(second.rect):
                    found.append(f"{where}: {a!r} and {b!r} overlap")
    finally:
        worder.word_buttons = plain
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_forglory_prompt_buttons_with_every_word_they_say(make_app, language):
    from client.games.forglory.control import PRIMARY_LABEL
    from engine.i18n import game_words

    _ = game_words("forglory")[0]
    app, probe, table = first_human_table(make_app, language, "forglory")
    table._probe = probe
    try:
        primary = [_(w) for w in PRIMARY_LABEL.values()] + [_("End turn")]
        second = [_("Buy back ({n})").format(n=12), _("Buy back"), _("Take token"), _("Pay for Pierce")]
        found = every_pair(table, table.primary_button, table.buyback_button, primary, second, "forglory prompt",
                            worder=table.control)
    finally:
        probe.stop()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", LANGUAGES)
def test_forglory_discard_pile_of_every_card(make_app, language):
    from client.games.forglory.control import PileScene
    from engine.forglory.content import CONTENT

    app, probe, table = first_human_table(make_app, language, "forglory")
    try:
        names = sorted(CONTENT.cards)
        pile = PileScene(app, "Livia", names)
        app.push(pile)
        assert len(pile.flow.buttons) == len(names)  # every card listed, however long the pile
        found = judge_flow(app, probe, pile.flow, f"forglory discard pile ({len(names)})")
        close = app.layout.rect(pile.close_button.rect)
        found += [f"a card over Close: {b.text!r}" for b in pile.flow.buttons
                  if app.layout.rect(b.rect).colliderect(close)]
    finally:
        probe.stop()
    assert not found, "\n".join(found)


# -- Gladiatores ----------------------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_gladiatores_pass_and_discard_with_every_word_they_say(make_app, language):
    from client.games.gladiatores.table import PRIMARY_LABEL
    from client.games.gladiatores.text import _

    app, probe, table = first_human_table(make_app, language, "gladiatores", seats_n=3)
    table._probe = probe
    try:
        primary = sorted({_(w) for w in PRIMARY_LABEL.values()})
        second = [_("Discard: 1 favour"), _("Discard: free"), _("Discard")]
        found = every_pair(table, table.primary_button, table.discard_button, primary, second, "gladiatores row")
    finally:
        probe.stop()
    assert not found, "\n".join(found)


# -- Spartacus ------------------------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_spartacus_intrigue_panel_with_a_dozen_cards(make_app, language):
    from test_client_button_flow import many_choices_table

    app, session, table = many_choices_table(make_app, language)
    probe = WindowProbe(app, allow=NAMES)
    try:
        found = judge_flow(app, probe, table.choice_flow, f"spartacus intrigue ({len(table.choice_flow.buttons)})")
    finally:
        probe.stop()
    assert not found, "\n".join(found)
