"""The Spartacus table in the window: a whole scripted 4-seat game through real input (one
human, three bots), and hot-seat privacy of hands, hidden guards, secret bids and bets."""
import random
import time

import pygame
import pytest
from spartacus_driver import human_choice, key, perform, skim
from table_driver import FRAME, click_at

from client.games.spartacus.scenes import reach
from client.games.spartacus.table import SpartacusTable
from client.scenes.results import ResultsScene
from client.table.handoff import HandoffScene
from client.table.session import GameSession, Seat
from engine.spartacus.content import content

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

#: a seed whose game, with the scripted human and three easy bots, holds every moment the
#: issue names (found by playing the same policy and bots on the engine alone)
SCRIPTED_SEED = 51  # a seed whose game has every moment the scripted test asks for (see tests below)


def instant(app):
    app.settings.extra["bot_speed"] = "instant"


def hidden_from(state, viewer):
    """Card ids the viewer may not see: other hands (hidden guards among them), the decks, the lots."""
    out = set(state.market_deck) | set(state.intrigue_deck) | set(state.auction.lots if state.auction else ())
    for s in range(state.num_seats):
        if s != viewer:
            out.update(state.hands[s])
    return out


def run(app, session, table, on_human, on_frame=lambda: None, stall=120.0):
    """Step the app until results: bots think in real time, the human seats act through
    ``on_human``; hand-off screens are answered with Space. Gives up only when no action at all
    is taken for ``stall`` seconds (a stuck game, not a slow machine)."""
    last, moved = len(session.moves.actions), time.monotonic()
    while time.monotonic() - moved < stall:
        if len(session.moves.actions) != last:
            last, moved = len(session.moves.actions), time.monotonic()
        top = app.top
        if isinstance(top, HandoffScene):
            app.step([], dt=FRAME)
            app.step([key(pygame.K_SPACE)], dt=FRAME)
            continue
        if not isinstance(top, SpartacusTable):
            return
        app.step([], dt=skim(table))
        on_frame()
        if table.my_turn():
            on_human()
        elif session.decision is not None and not session.is_human(session.decision.seat):
            time.sleep(0.0005)


def test_scripted_four_seat_game_reaches_results_through_every_moment(make_app):
    app = make_app()
    instant(app)
    seats = [Seat("Livia", "human")] + [Seat(n, "bot:easy") for n in ("Marcus", "Aurelia", "Gaius")]
    # nothing here is about saving: no autosave written per move
    session = GameSession.new("spartacus", {"seats": 4}, seats, SCRIPTED_SEED, autosave_to=False)
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, SpartacusTable)
    kinds = []
    drawn_dice = set()
    from client import art

    plain_image = art.image

    def spy_image(name, size):
        if name.startswith("die_"):
            drawn_dice.add(name)
        return plain_image(name, size)

    art.image = spy_image

    def human():
        action = human_choice(session.state, session.legal_actions())
        kinds.append(action.kind)
        before = len(session.events)
        perform(app, table, action)
        assert not (table.drawn_faces & hidden_from(session.state, 0))
        rolled = [e for e in session.events[before:] if e.type == "guard_rolled"]
        if rolled:  # the guard's die is shown on the table, with its number
            app.step([], dt=FRAME)
            assert table.last_roll is not None and table.last_roll[1] == rolled[-1].get("roll")
            assert f"die_combat_{rolled[-1].get('roll')}" in drawn_dice

    def frame():
        assert not (table.drawn_faces & hidden_from(session.state, 0))

    try:
        run(app, session, table, human, frame)
    finally:
        art.image = plain_image
    assert isinstance(app.top, ResultsScene), f"stopped in {type(app.top).__name__}: {session.decision}"
    types = [e.type for e in session.events]
    mine = [e for e in session.events if 0 in (e.get("seat"), e.get("to"))]
    # an intrigue with a support request and its promise, the human asking
    assert {"ask_support", "scheme", "trade", "bid", "bet", "move", "attack", "thumb", "guard", "bribe"} <= set(kinds)
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
    session = GameSession.new("spartacus", {"seats": 3}, seats, 15)
    app.play(session)
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, SpartacusTable))
    rng = random.Random(4)
    drawn_texts: list[str] = []
    plain_text = table.text

    def spy_text(surface, text, *args, **kwargs):
        """Every text the table draws, checked as it is drawn, for the seat at the screen then."""
        state, viewer = session.state, session.viewer
        assert not (text.startswith("Your secret bid:") and viewer is None), "a bid drawn in the public view"
        if text.startswith("Your secret bid:") and viewer is not None:
            assert state.sealed is not None and text.split()[3] == str(state.sealed.answers.get(viewer)), text
            seen["own_bid_shown"] += 1
        drawn_texts.append(text)
        return plain_text(surface, text, *args, **kwargs)

    seen = {"bid": 0, "bet": 0, "handoff_secret": 0, "guard_in_hand": 0, "own_bid_shown": 0,
            "handoff_out_of_turn": 0, "gold_hidden": 0}

    table.text = spy_text
    frame_texts: list[str] = []
    plain_draw = table.draw_table

    def spy_draw(surface):
        """One frame: during the auctions every other house's gold reads as hidden, yours as a number."""
        start = len(drawn_texts)
        plain_draw(surface)
        frame_texts[:] = drawn_texts[start:]
        state, viewer = session.state, session.viewer
        if state.gold_hidden and viewer is not None and not table.in_duel():
            assert frame_texts.count("gold hidden") == state.num_seats - 1, frame_texts
            assert f"{state.gold[viewer]} gold" in frame_texts
            seen["gold_hidden"] += 1

    table.draw_table = spy_draw

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
        for line in table.log.lines()[-30:]:
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
    last, moved = len(session.moves.actions), time.monotonic()  # stuck: no action for 120 s
    while time.monotonic() - moved < 120 and (seen["bid"] < 4 or seen["bet"] < 2 or len(handoffs) < 6
                                               or not seen["handoff_out_of_turn"]):
        if len(session.moves.actions) != last:
            last, moved = len(session.moves.actions), time.monotonic()
        top = app.top
        if isinstance(top, HandoffScene):
            drawn = len(table.frame_times)
            app.step([], dt=FRAME)
            assert len(table.frame_times) == drawn, "the table was drawn under the hand-off"
            handoffs.append(top.name)
            if session.decision is not None and session.decision.secret:
                seen["handoff_secret"] += 1
            if session.decision is not None and session.decision.kind in ("answer_offer", "reaction", "guard"):
                seen["handoff_out_of_turn"] += 1
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
    assert seen["bid"] >= 4 and seen["bet"] >= 2 and seen["gold_hidden"], seen
    # a bidder's own bid shows only while that bidder holds the screen; in hot-seat the screen goes
    # public (and to the next bidder) right after a bid, so it may never show here (it does with one human)
    assert seen["guard_in_hand"] > 0, "no hidden guard was ever held: the check proved nothing"
    assert seen["handoff_out_of_turn"] > 0, "no hand-off before an answer, a reaction or a guard"
    assert seen["handoff_secret"] >= 2 and {"Livia", "Marcus"} <= set(handoffs), (seen, handoffs)


def test_a_refused_trade_shows_the_engines_words_and_the_promise_record_is_one_click_away(make_app):
    app = make_app()
    seats = [Seat("Livia", "human")] + [Seat(n, "bot:easy") for n in ("Marcus", "Aurelia", "Gaius")]
    session = GameSession.new("spartacus", {"seats": 4}, seats, SCRIPTED_SEED)
    assert reach(session, lambda s: s.step == "market" and s.window.speaker == 0 and s.ledger.promises)
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    comp = table.composer
    assert comp is not None and comp.kind == "market"
    state = session.state
    poorest = min((s for s in range(4) if s != 0), key=lambda s: state.gold[s])
    assert comp.row("to").set(poorest) and comp.row("ask_gold").set(max(v for v, _ in comp.row("ask_gold").options))
    assert comp.row("ask_gold").value > state.gold[poorest]
    table.compose_version += 1
    app.step([], dt=FRAME)
    before = len(session.moves.actions)
    app.step(click_at(table.submit_button.screen_rect(app.layout).center), dt=FRAME)
    assert len(session.moves.actions) == before
    text, _, bad = table.message
    assert bad and text == f"{state.house_name(poorest)} does not hold that much gold."
    # one click opens the public record of promises; every promise is drawn with its state
    drawn = []
    plain = table.text
    table.text = lambda surface, text, *a, **k: (drawn.append(text), plain(surface, text, *a, **k))[1]
    app.step(click_at(table.promises_button.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    assert table.show_promises
    for promise in state.ledger.promises:
        assert any(promise.text in t and t.startswith(promise.status.upper()) for t in drawn), promise
    app.step([key(pygame.K_p)], dt=FRAME)
    assert not table.show_promises


def test_the_screenshot_tool_writes_every_picture_at_1280x720(tmp_path):
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location("screenshots_spartacus", root / "tools" / "screenshots_spartacus.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    paths = module.write_screenshots(tmp_path)
    names = {p.name for p in paths}
    assert names >= {f"spartacus-{n}.png" for n in ("intrigue", "support", "trade", "bid", "reveal", "duel", "thumb",
                                                      "results")}
    for path in paths:
        image = pygame.image.load(str(path))
        assert image.get_size() == (1280, 720)
        assert pygame.transform.average_color(image, pygame.Rect(0, 0, 1280, 40))[:3] != (0, 0, 0)


def test_a_duel_keeps_taking_hex_clicks_after_the_window_is_resized(make_app):
    from spartacus_driver import hex_pixel

    app = make_app()
    instant(app)
    seats = [Seat("Livia", "human")] + [Seat(n, "bot:easy") for n in ("Marcus", "Aurelia", "Gaius")]
    session = GameSession.new("spartacus", {"seats": 4}, seats, SCRIPTED_SEED)
    assert reach(session, lambda s: s.step == "move" and s.arena["entrants"][s.combat["order"][s.combat["turn"]]] == 0)
    app.play(session)
    for _ in range(3):
        app.step([], dt=FRAME)
    table = app.top
    assert table.duel is not None and table.my_turn()
    small = table.duel.rect.copy()
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)], dt=FRAME)
    app.step([], dt=FRAME)
    assert table.duel.rect.width > small.width * 1.4
    move = max(session.legal_actions(), key=lambda a: tuple(a.to))
    pos = hex_pixel(table, move.to)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=FRAME)
    app.step(click_at(pos), dt=FRAME)
    assert session.moves.actions[-1] == move


def test_a_secret_bid_is_stepped_with_the_arrows_and_sent_with_enter(make_app):
    app = make_app()
    seats = [Seat("Livia", "human")] + [Seat(n, "bot:easy") for n in ("Marcus", "Aurelia", "Gaius")]
    session = GameSession.new("spartacus", {"seats": 4}, seats, SCRIPTED_SEED)
    assert reach(session, lambda s: s.step == "bid" and s.sealed.next_seat() == 0 and s.gold[0] >= 2)
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    assert table.composer.kind == "bid" and table.composer.row("amount").value == 0
    more = table.compose_buttons["amount"][1]
    for _ in range(2):
        app.step(click_at(more.screen_rect(app.layout).center), dt=FRAME)
    assert table.composer.row("amount").value == 2
    app.step([key(pygame.K_RETURN)], dt=FRAME)
    taken = session.moves.actions[-1]
    assert taken.kind == "bid" and taken.amount == 2
    # while the round is open, each seat's view holds its own number only
    sealed = session.state.sealed
    if sealed is not None and sealed.kind == "bid":
        assert session.state.observation(0)["sealed"]["mine"] == 2
        assert all(session.state.observation(s)["sealed"]["mine"] == sealed.answers.get(s) for s in (1, 2, 3))
    else:  # the human bid last: the bids were shown together at once
        assert any(e.type == "bid_revealed" for e in session.events[-6:])


def test_an_offer_to_sway_the_thumb_is_composed_and_goes_on_record(make_app):
    app = make_app()
    seats = [Seat("Livia", "human")] + [Seat(n, "bot:easy") for n in ("Marcus", "Aurelia")]
    for seed in range(1, 40):
        session = GameSession.new("spartacus", {"seats": 3}, seats, seed)
        if reach(session, lambda s: s.step == "sway" and s.window.speaker == 0 and s.gold[0] >= 2, limit=1500):
            break
    else:
        pytest.skip("no seed reached a thumb with the human able to offer")
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    assert table.composer.kind == "sway"
    want = next(a for a in session.legal_actions() if a.kind == "sway" and a.up is False and a.give_gold == 2)
    perform(app, table, want)
    offered = [e for e in session.events if e.type == "sway_offered"][-1]
    assert offered.get("seat") == 0 and offered.get("gold") == 2 and offered.get("up") is False


@pytest.mark.rule("spartacus", "Fase de arena")
def test_the_offer_to_the_host_runs_up_to_the_houses_own_gold(make_app):
    """The book sets no price on an offer to the host (line 59; docs/rulings.md, Spartacus 9): the
    composer offers every amount the house holds, beyond the 0-3 the engine lists for bots."""
    from engine.spartacus.arena import avoid_offer

    app = make_app()
    seats = [Seat("Livia", "human")] + [Seat(n, "bot:easy") for n in ("Marcus", "Aurelia")]
    session = GameSession.new("spartacus", {"seats": 3}, seats, 1)
    assert reach(session, lambda s: s.step == "avoid" and s.window.speaker == 0, limit=3000)
    session.state.gold[0] = 6
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    assert table.composer.kind == "avoid"
    assert [w for _, w in table.composer.row("gold").options] == ["a favour"] + [f"{g} gold" for g in range(1, 7)]
    want = avoid_offer(0, session.state.host, 5).action("bribe")
    assert want not in session.legal_actions()
    perform(app, table, want)
    offered = [e for e in session.events if e.type == "avoid_offered"][-1]
    assert offered.get("seat") == 0 and offered.get("gold") == 5
