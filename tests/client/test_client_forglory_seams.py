"""The For Glory table at the seams of the shared window (issue 22): the log scrolls back over
the whole game, the last Machinations Turn before a Battle is announced, ``help_topic`` answers
F1, the spectator's view (viewer None) shows no hand, and a bot-only game reaches the results
with no input."""
import time

import pygame
import pytest
from forglory_positions import SEATS, open_table, session_at
from table_driver import FRAME, click_at, perform, step_until

from client.games.forglory.table import ForGloryTable
from client.scenes.results import ResultsScene
from client.table.session import GameSession, Seat
from engine.core import registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

def wheel(pos, y):
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))]


def test_the_log_scrolls_back_over_the_whole_game(make_app):
    session, _ = session_at(SEATS, lambda s, a, e, after: s.round == 2 and s.to_decide().seat == 0
                            and s.to_decide().kind == "take_actions")
    app, table = open_table(make_app, session)
    from client.games.forglory.layout import LOG

    first = table.log.lines()[0]
    assert len(table.log.lines()) > 150  # far more than one round
    spot = app.layout.point(LOG.center)
    for _ in range(1000):  # up until the wheel moves it no further
        before = table.log.scroll
        app.step(wheel(spot, 1), dt=FRAME)
        if table.log.scroll == before:
            break
    assert table.log.scroll > 100
    rows = (LOG.height - 30) // 16
    shown = table.log.window(app.layout.length(LOG.width - 20), rows)
    assert shown[0] == app.theme.wrap(first, "tiny", app.layout.length(LOG.width - 20), app.layout)[0]
    for _ in range(table.log.scroll // 3 + 1):  # and back down to the newest line
        app.step(wheel(spot, -1), dt=FRAME)
    assert table.log.scroll == 0


def test_the_last_machinations_turn_before_the_battle_is_announced(make_app):
    """A bot's turn ends with both Reigning Champion tokens taken; Livia's turn that follows is
    her last before the Arena Phase: the prompt, the log and a banner say so before she plays."""
    def last_call_next(s, a, e, after):
        d = after.to_decide()
        return (s.to_decide().seat != 0 and d is not None and d.seat == 0 and d.kind == "take_actions"
                and after.tokens_left == 0 and any(x.type == "turn_started" for x in e))

    session, _ = session_at(SEATS, last_call_next)
    app, table = open_table(make_app, session)
    step_until(app, table, table.my_turn, "Livia's turn after the bot's move (instant)")
    assert table.my_turn() and session.state.tokens_left == 0
    prompt = table.guide.prompt_text(session.decision)
    assert prompt.startswith("Your last Machinations Turn")
    assert table.log.lines()[-1].startswith("Your last Machinations Turn before the Arena Phase")
    assert any("last Machinations Turn" in a.text for a in table.anims if a.kind == "banner")


def test_help_topic_answers_f1_with_the_guides_words(make_app):
    from client.scenes.rules import find_term

    session = GameSession.new("forglory", {"seats": 3}, [Seat(n, c) for n, c in SEATS], 4)
    app, table = open_table(make_app, session)
    summary = registry.get("forglory")
    del summary
    from client.games.forglory import rules_summary

    words = rules_summary()
    hand = session.state.hand[0]
    fighter = next(c for c in hand if session.state.names[c] in ("Cestus", "Andabata"))
    income = next(c for c in hand if session.state.names[c] in ("Denarius", "Dupondius"))
    answers = {table.help_topic(fighter, "hand"): "Gladiator", table.help_topic(income, "hand"): "Income",
               table.help_topic(None, ""): "Machinations Turn", table.help_topic("x", "reserve"): "Reserve",
               table.help_topic(table.buyback_button, "button"): "Buy back",
               table.help_topic(("seat", 1), "seat"): "Villa"}
    for got, want in answers.items():
        assert got == want
        assert find_term(words, got) == got, f"the summary has no entry {got!r}"
    # the guide's F1 goes the same road: hover the Gladiator, F1 opens its entry
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=table.rects[fighter].center, rel=(0, 0),
                                 buttons=(0, 0, 0))], dt=FRAME)
    assert table.guide.rules_term() == "Gladiator"


def test_the_spectator_view_shows_no_hand_and_no_private_line(make_app):
    """Seam 3: with two humans at the screen and nobody of them deciding, the table draws
    ``observation(None)``: no hand, no Reserve, nothing drawn face up that a seat keeps hidden,
    and the log tells draws as counts."""
    session, _ = session_at([("Livia", "human"), ("Marcus", "human"), ("Aurelia", "bot:random")],
                            lambda s, a, e, after: s.round == 1 and s.to_decide().seat == 2 and len(s.reserve[0]) > 0
                            and s.turns > 4, seeds=range(1, 80))
    app, table = open_table(make_app, session, viewer=None)
    table.controllers[2].poll = lambda *a, **k: None  # the bot keeps thinking: the picture holds
    app.step([], dt=FRAME)
    assert session.viewer is None and table.viewer is None
    hidden = set()
    for s in range(session.state.n):
        hidden.update(session.state.hand[s], session.state.deck[s], session.state.reserve[s])
    assert table.drawn_faces and not (table.drawn_faces & hidden)
    assert not [r for r, thing, zone in table.hits if zone in ("hand", "reserve")]
    names = {session.state.names[c] for c in hidden}
    for line in table.log.lines():
        if " draws " in line:
            assert line.split(" draws ")[1].rstrip(".").split(" ")[1] in ("card", "cards"), line
        assert not line.startswith("You "), line  # nobody is "you" to a spectator
    assert table.pen.overflow == []
    del names


def test_a_bot_only_game_reaches_the_results_with_no_input(make_app):
    """Seam 8: every summary of the table (the Battle's result, banners) goes on by itself."""
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    session = GameSession.new("forglory", {"seats": 2}, [Seat(n, "bot:random") for n in ("Livia", "Marcus")], 5,
                              autosave_to=False)  # nothing here is about saving: no save written per move
    from client.table.worker import BotWorker

    app.play(session, worker_factory=lambda: BotWorker(mode="thread"))
    last_change, seen = time.monotonic(), 0
    frames = 0  # counted for a failure message
    holds = 0
    while not isinstance(app.top, ResultsScene):
        app.step([], dt=FRAME)
        frames += 1
        table = app.top
        if isinstance(table, ForGloryTable) and table.guide.battle_holds():
            holds += 1
        made = session.state.decisions_made
        if made != seen:
            last_change, seen = time.monotonic(), made
        assert time.monotonic() - last_change < 120, f"no action for 120 s after {frames} frames: it waits for input"
        time.sleep(0.0005)
    assert session.over and holds > 0
    assert app.top.result.placings


def test_the_battle_result_takes_a_click_in_the_arena_too(make_app):
    session, strike = session_at(SEATS, lambda s, a, e, after: s.to_decide().seat == 0
                                 and any(x.type == "battle_ended" for x in e)
                                 and not any(x.type == "game_over" for x in e))
    app, table = open_table(make_app, session)
    perform(app, table, strike)
    assert table.guide.battle_holds()
    from client.games.forglory.layout import ARENA

    app.step(click_at(app.layout.point(ARENA.center)), dt=FRAME)
    assert not table.guide.battle_holds()
