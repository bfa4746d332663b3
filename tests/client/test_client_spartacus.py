"""The Spartacus table in the window: a whole scripted 4-seat game through real input (one
human, three bots), and hot-seat privacy of hands, hidden guards, secret bids and bets."""
import random
import time

import pygame
import pytest
from spartacus_driver import human_choice, key, perform
from table_driver import FRAME

from client.games.spartacus.table import SpartacusTable
from client.scenes.handoff import HandoffScene
from client.scenes.results import ResultsScene
from client.session import GameSession, Seat
from engine.spartacus.content import content

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

#: a seed whose game, with the scripted human and three easy bots, holds every moment the
#: issue names (found by playing the same policy and bots on the engine alone)
SCRIPTED_SEED = 56


def instant(app):
    app.settings.extra["bot_speed"] = "instant"


def hidden_from(state, viewer):
    """Card ids the viewer may not see: other hands (hidden guards among them), the decks, the lots."""
    out = set(state.market_deck) | set(state.intrigue_deck) | set(state.ctx.get("lots", ()))
    for s in range(state.num_seats):
        if s != viewer:
            out.update(state.hands[s])
    return out


def run(app, session, table, on_human, on_frame=lambda: None, limit=300.0):
    """Step the app until results: bots think in real time, the human seats act through
    ``on_human``; hand-off screens are answered with Space."""
    start = time.monotonic()
    while time.monotonic() - start < limit:
        top = app.top
        if isinstance(top, HandoffScene):
            app.step([], dt=FRAME)
            app.step([key(pygame.K_SPACE)], dt=FRAME)
            continue
        if not isinstance(top, SpartacusTable):
            return
        app.step([], dt=FRAME)
        on_frame()
        if table.my_turn():
            on_human()
        elif session.decision is not None and not session.is_human(session.decision.seat):
            time.sleep(0.0005)


def test_scripted_four_seat_game_reaches_results_through_every_moment(make_app):
    app = make_app()
    instant(app)
    seats = [Seat("Livia", "human")] + [Seat(n, "bot:easy") for n in ("Marcus", "Aurelia", "Gaius")]
    session = GameSession.new("spartacus", {"seats": 4}, seats, SCRIPTED_SEED)
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, SpartacusTable)
    kinds = []

    def human():
        action = human_choice(session.state, session.legal_actions())
        kinds.append(action.kind)
        perform(app, table, action)
        assert not (table.drawn_faces & hidden_from(session.state, 0))

    def frame():
        assert not (table.drawn_faces & hidden_from(session.state, 0))

    run(app, session, table, human, frame)
    assert isinstance(app.top, ResultsScene), f"stopped in {type(app.top).__name__}: {session.decision}"
    types = [e.type for e in session.events]
    mine = [e for e in session.events if 0 in (e.get("seat"), e.get("to"))]
    # an intrigue with a support request and its promise, the human asking
    assert {"ask_support", "scheme", "trade", "bid", "bet", "move", "attack", "thumb"} <= set(kinds)
    assert any(e.type == "support_offered" and e.get("seat") == 0 for e in mine)
    assert any(e.type == "promise_made" for e in mine)
    assert any(e.type == "trade_done" for e in mine)
    assert any(e.type == "auction_tied" and 0 in e.get("seats") for e in session.events)
    assert any(e.type == "auction_won" and e.get("card") is None for e in session.events)  # the host auction
    assert {"combat_started", "bet_placed", "dice_rolled", "thumb", "game_over"} <= set(types)
    assert session.over and app.top.result.placings


def test_hot_seat_never_shows_hands_hidden_guards_bids_or_bets_of_another(make_app):
    app = make_app()
    instant(app)
    seats = [Seat("Livia", "human"), Seat("Marcus", "human"), Seat("Aurelia", "bot:easy")]
    session = GameSession.new("spartacus", {"seats": 3}, seats, 12)
    app.play(session)
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, SpartacusTable))
    rng = random.Random(4)
    drawn_texts: list[str] = []
    plain_text = table.text

    def spy_text(surface, text, *args, **kwargs):
        """Every text the table draws, checked as it is drawn, for the seat at the screen then."""
        state, viewer = session.state, session.viewer
        if text.startswith("Your secret bid:") and viewer is not None:
            assert state.sealed is not None and text.split()[3] == str(state.sealed.answers.get(viewer)), text
            seen["own_bid_shown"] += 1
        drawn_texts.append(text)
        return plain_text(surface, text, *args, **kwargs)

    seen = {"bid": 0, "bet": 0, "handoff_secret": 0, "guard_in_hand": 0, "own_bid_shown": 0}

    table.text = spy_text

    def check():
        state, viewer = session.state, session.viewer
        if viewer is None:
            drawn_texts.clear()
            return
        assert not (table.drawn_faces & hidden_from(state, viewer)), "another seat's hidden card was drawn"
        if any(content().card(k).type == "guard" for k in state.hands[1 - viewer]):
            seen["guard_in_hand"] += 1
        other = 1 - viewer
        for text in drawn_texts:
            for bet in state.book.bets:
                if bet.bettor == other:
                    assert bet.outcome not in text or "You bet" not in text, text
        for line in table.log_lines()[-30:]:
            if "secret bet" in line or line.startswith("You bet"):
                continue
            assert not line.startswith(f"{state.house_name(other)} bet")
        drawn_texts.clear()

    def human():
        d = session.decision
        legal = session.legal_actions()
        action = human_choice(session.state, legal) if d.kind in ("bid", "bet", "move") else rng.choice(legal)
        if d.kind in ("bid", "bet"):
            seen[d.kind] += 1
        perform(app, table, action)

    handoffs = []
    start = time.monotonic()
    while time.monotonic() - start < 240 and (seen["bid"] < 4 or seen["bet"] < 2 or len(handoffs) < 6):
        top = app.top
        if isinstance(top, HandoffScene):
            drawn = len(table.frame_times)
            app.step([], dt=FRAME)
            assert len(table.frame_times) == drawn, "the table was drawn under the hand-off"
            handoffs.append(top.name)
            if session.decision is not None and session.decision.secret:
                seen["handoff_secret"] += 1
            app.step([key(pygame.K_SPACE)], dt=FRAME)
            continue
        if not isinstance(top, SpartacusTable):
            break
        app.step([], dt=FRAME)
        check()
        if table.my_turn():
            human()
        else:
            time.sleep(0.0005)
    assert seen["bid"] >= 4 and seen["bet"] >= 2, seen
    assert seen["own_bid_shown"] > 0, "a bid is never shown even to its bidder: the check proved nothing"
    assert seen["guard_in_hand"] > 0, "no hidden guard was ever held: the check proved nothing"
    assert seen["handoff_secret"] >= 2 and {"Livia", "Marcus"} <= set(handoffs), (seen, handoffs)
