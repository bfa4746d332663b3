"""The Gladiatores table in the window: a whole game through real input, hot-seat privacy of
hands, bets and face-down Tactics, the market, the Reveal and Discard controls, the event
summary, the results, the setup and the rules summary."""
import random
import re
import sys
from pathlib import Path

import pygame
import pytest
from table_driver import FRAME, click_at, clicks_for, frames_of_play, settle

from client import games
from client.games.gladiatores.reveal import reveal_actions
from client.games.gladiatores.story import score_line, tie_break
from client.games.gladiatores.summary import EventSummaryScene
from client.games.gladiatores.table import GladiatoresTable
from client.games.gladiatores.text import Words
from client.scenes.results import ResultsScene
from client.table.handoff import HandoffScene
from client.table.picker import subject
from client.table.session import GameSession, Seat
from engine.core import Action
from engine.core.saves import Standing

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from screenshots_gladiatores import table_for  # noqa: E402  (the positions the screenshots use)

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def new_session(seats, seed=7, **options):
    config = {"seats": len(seats), **options}
    return GameSession.new("gladiatores", config, [Seat(name, controller) for name, controller in seats], seed)


def instant(app):
    app.settings.extra["bot_speed"] = "instant"


def button_for(table, action):
    if action.kind in ("pass", "decline"):
        return table.primary_button
    if action.kind == "reveal_tactics":
        return table.reveal_button
    raise AssertionError(f"no button for {action}")


def inputs_for(table, action):
    """The next clicks that make ``action`` on the table as it is drawn now (a confirm box that
    names the action is answered by its button)."""
    layout = table.app.layout
    if table.picking.menu is not None and table.picking.step is None:
        button = next((b for a, b in table.picking.menu_buttons if a == action), None)
        assert button is not None, f"the box {table.picking.menu_title!r} does not offer {action}"
        return click_at(button.screen_rect(layout).center)
    if action.kind == "discard" and table.picking.menu is None and not table.discarding:
        return click_at(table.discard_button.screen_rect(layout).center)
    if action.kind == "discard" and table.discarding:
        return click_at(table.rects[action.card].center)
    if table.picking.menu is None and (table.picking.step is None or table.picking.step.kind != "target") \
            and subject(action, table.pick_keys) is None:
        return click_at(button_for(table, action).screen_rect(layout).center)
    return clicks_for(table, action)


def perform(app, table, action, max_frames=40):
    before = len(table.session.moves.actions)
    for _ in range(max_frames):
        settle(app, table)
        if len(table.session.moves.actions) > before:  # given while settling (a forced pass)
            break
        app.step(inputs_for(table, action), dt=FRAME)
        if len(table.session.moves.actions) > before:
            break
    if len(table.session.moves.actions) > before:
        taken = table.session.moves.actions[before]
        assert (taken.action if isinstance(taken, Standing) else taken) == action  # (a standing one: with its seat)
        return
    raise AssertionError(f"{action} was not taken after {max_frames} frames")


def reachable(table, action) -> bool:
    if action.kind in ("pass", "decline", "reveal_tactics", "discard"):
        return True
    thing = subject(action, table.pick_keys)
    return thing in table.rects and all(action.get(k) is None or action.get(k) in table.rects
                                        for k in table.pick_keys.targets)


def close_summary(app):
    """Continue past the event summary, by its button."""
    summary = app.top
    assert isinstance(summary, EventSummaryScene) and summary.summary is not None
    app.step(click_at(summary.continue_button.screen_rect(app.layout).center), dt=FRAME)
    return summary


def choose(rng, legal):
    """A fighter's choice: break an attack when it can, attack rather than discard, else anything."""
    passes = [a for a in legal if a.kind == "pass"]
    for kinds in (("counter",), ("attack",), ("bid", "bet", "tactics", "draw", "take", "swap")):
        options = [a for a in legal if a.kind in kinds]
        if options:
            if passes and all(a.kind == "bid" for a in options) and rng.random() < 0.5:
                return passes[0]  # a bidder also lets the bidding end (a space left by choice reopens, l. 112)
            return rng.choice(options)
    return rng.choice(legal)


def longest_chain(events) -> int:
    best = run = 0
    for e in events:
        if e.type == "card_played" and e.get("against") is not None:
            run += 1
            best = max(best, run)
        elif e.type == "exchange_ended":
            run = 0
    return best


def test_scripted_three_seat_full_game_one_human_two_bots_reaches_results(make_app):
    """Bidding, betting, Tactics, combat with a chain of counters, the event summary, the results:
    the human plays by clicks only, and never sees a card, bet or Tactics of another seat."""
    app = make_app()
    instant(app)
    session = new_session([("Livia", "human"), ("Marcus", "bot:random"), ("Aurelia", "bot:easy")], seed=5)
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, GladiatoresTable) and session.viewer == 0
    rng = random.Random(2)
    kinds, decisions, summaries = set(), set(), []
    # a bot thinks in real time: its frames are not counted, only bounded for each of its answers
    for _ in frames_of_play(table, 8000):
        top = app.top
        if isinstance(top, EventSummaryScene):
            summaries.append(close_summary(app).summary)
            continue
        if not isinstance(top, GladiatoresTable):
            break
        decision = session.decision
        if decision is not None and not session.is_human(decision.seat):
            app.step([], dt=FRAME)
            assert_private(table, session)
            continue
        app.step([], dt=FRAME)
        if table.my_turn():
            legal = [a for a in session.legal_actions() if reachable(table, a)]
            assert legal, f"nothing clickable for {session.decision}"
            action = choose(rng, legal)
            decisions.add(session.decision.kind)
            perform(app, table, action)
            kinds.add(action.kind)
            assert_private(table, session)
    assert isinstance(app.top, ResultsScene), f"stopped in {type(app.top).__name__}"
    assert session.over
    assert {"bid", "bet", "tactics", "draw", "turn", "respond"} <= decisions, decisions
    assert {"bid", "bet", "tactics", "attack", "counter"} <= kinds, kinds
    assert longest_chain(session.events) >= 3
    # every event ended with its summary: the winner, the prizes, every seat's wheel
    won = [e for e in session.events if e.type == "event_won"]
    assert len(summaries) == len(won) - 1 or len(summaries) == len(won)
    assert summaries and summaries[0].number == 1 and summaries[0].prizes
    # the results: VP with the bank debt taken off, one line per seat
    results = app.top
    app.step([], dt=FRAME)
    assert len(results.result.placings) == 3
    obs = session.state.observation(None)
    for seat, info in enumerate(obs["seats"]):
        line = results.rewards[seat]
        assert f"= {info['victory_points']} VP" in line
        assert (f"− {info['debt']} bank debt" in line) == bool(info["debt"])


def hidden_from(state, viewer):
    """What the viewer may not see: the other seats' hand cards and face-down Tactics."""
    out = set()
    for s in range(state.num_seats):
        if s == viewer:
            continue
        out.update(state.hand[s])
        chosen = state.tactics_chosen[s]
        if chosen is not None and not state.tactics_shown[s]:
            out.add(("tactics", s, chosen))
        for name in state.tactics[s]:
            out.add(("tactics", s, name))
    return out


def assert_private(table, session):
    viewer = session.viewer
    if viewer is None or not table.drawn_faces:
        return
    leaked = table.drawn_faces & hidden_from(session.state, viewer)
    assert not leaked, f"{session.seat_name(viewer)} was shown {sorted(map(str, leaked))}"
    obs = table.observation()
    for s, info in enumerate(obs["seats"]):
        if s != viewer:
            assert info["hand"] is None
            assert info["tactics"] in (None, "face down") or info["tactics_revealed"]
    settled = any(e.type == "event_won" for e in session.events)
    for line in table.log.lines()[-30:]:
        if " draws " in line and not line.startswith("You"):
            assert re.search(r" draws \d+ \w+ cards?\.$", line), line
        if "bet" in line and not settled:
            assert "bet on" not in line, line  # nobody, the bettor included, reads a bet before the event is won


def test_hot_seat_hides_hands_bets_and_tactics_and_hands_off_for_counters(make_app):
    app = make_app()
    instant(app)
    session = new_session([("Livia", "human"), ("Marcus", "human"), ("Aurelia", "bot:random")], seed=11)
    app.play(session)
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, GladiatoresTable))
    rng = random.Random(4)
    handoffs, last_human = [], None
    out_of_turn = secret = 0
    for frames in frames_of_play(table, 5000):  # the bot's frames not counted (see the whole game above)
        top = app.top
        if isinstance(top, EventSummaryScene):
            close_summary(app)
            continue
        decision = session.decision
        if isinstance(top, GladiatoresTable) and decision is not None and not session.is_human(decision.seat):
            app.step([], dt=FRAME)
            assert_private(table, session)
            continue
        if isinstance(top, HandoffScene):
            drawn = len(table.frame_times)
            app.step([], dt=FRAME)
            assert len(table.frame_times) == drawn, "the table was drawn under the hand-off"
            handoffs.append(top.name)
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)],
                     dt=FRAME)
            continue
        if not isinstance(top, GladiatoresTable):
            break
        app.step([], dt=FRAME)
        assert_private(table, session)
        if table.my_turn():
            d = session.decision
            public = d.kind in table.public_kinds and not d.secret  # an open bid: made in the public view
            if last_human is not None and d.seat != last_human and not public:
                assert handoffs and handoffs[-1] == session.seat_name(d.seat)
                out_of_turn += d.kind in ("respond", "counter_attack")
                secret += d.secret
            last_human = d.seat
            legal = [a for a in session.legal_actions() if reachable(table, a)]
            perform(app, table, choose(rng, legal))
            if out_of_turn >= 2 and secret >= 1 and frames >= 200:  # (this frame the 201st)
                break
    assert {"Livia", "Marcus"} <= set(handoffs)  # two humans: the first one is called to the screen too
    assert out_of_turn >= 1, "no counter out of turn was handed off"
    assert secret >= 1, "no secret choice (bet, Tactics) was handed off"


def test_a_placed_bet_reads_bet_placed_and_never_its_gladiator(make_app):
    from screenshots_gladiatores import betting_position, find_position, session_at

    app = make_app()
    session = session_at(*find_position(3, betting_position))
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    bet = next(a for a in session.legal_actions() if a.kind == "bet" and a.gladiator)
    perform(app, table, bet)
    app.step([], dt=FRAME)
    obs = table.observation()
    assert obs["seats"][0]["bet_placed"] or 0 in (obs["sealed"] or {}).get("chosen", [])
    lines = table.log.lines()
    assert not any(bet.gladiator in line and "bet" in line for line in lines)
    assert obs["sealed"] is None or obs["sealed"]["mine"] is None


def test_outbid_seat_is_told_at_once_with_what_a_bid_would_cost(make_app):
    from screenshots_gladiatores import find_position, outbid_position, session_at

    app = make_app()
    session = session_at(*find_position(3, outbid_position))
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    assert "OUTBID" in table.frame_drawing.prompt_text(session.decision)
    assert not [a for a in session.legal_actions() if a.kind == "pass"]
    assert not table.primary_button.enabled
    market = table.observation()["market"]
    closed = {(r, c) for r, c in market["closed"]}
    assert closed, "the outbid seat's space is closed"
    # every legal bid is a lit market row on screen, every quote says how the bid is paid
    rows = [a.row for a in session.legal_actions() if a.kind == "bid"]
    assert rows and all(row in table.rects for row in rows)
    assert set(rows) <= table.frame_drawing.lit()
    quotes = market["quotes"][0]
    shown = quotes[:len(market["costs"])]
    words = [table.ring_drawing.pay_words(q, short=True) for q in shown]
    assert all(("borrows" in w) == bool(q and q[1]) for w, q in zip(words, shown, strict=True))


def test_reveal_control_and_discard_button_go_through_the_legal_list(make_app):
    from screenshots_gladiatores import find_position, session_at

    def turn_with_tactics(state):
        d = state.to_decide()
        return (d is not None and d.seat == 0 and d.kind == "turn" and state.tactics_chosen[0] is not None
                and not state.tactics_shown[0] and state.favour[0] > 0)

    app = make_app()
    session = session_at(*find_position(3, turn_with_tactics))
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    assert reveal_actions(table, 0) == [Action.make("reveal_tactics")]
    assert reveal_actions(table, 1) == []
    assert table.reveal_button.enabled and table.reveal_button.rect.left > 0
    assert table.discard_button.text == "Discard: 1 favour"
    # Discard: the button, then a card of the hand
    discard = next(a for a in session.legal_actions() if a.kind == "discard")
    perform(app, table, discard)
    assert session.events[-1].type == "card_discarded" and session.events[-1].get("favour_paid") == 1
    # then the deck to draw from, and the reveal: in its own decision, a normal answer
    app.step([], dt=FRAME)
    assert session.decision.kind == "draw" and table.reveal_button.enabled
    perform(app, table, Action.make("reveal_tactics"))
    assert any(e.type == "tactics_revealed" for e in session.events[-4:])
    app.step([], dt=FRAME)
    assert table.reveal_button.rect.left < 0  # spent: the control is gone


def test_event_summary_tells_prizes_bets_and_wheels(make_app):
    from screenshots_gladiatores import event_won, find_transition, session_at

    app = make_app()
    moves, state, events, action = find_transition(3, event_won)
    session = session_at(moves, state, events)
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    table.play(action)
    app.step([], dt=FRAME)
    summary = app.top
    assert isinstance(summary, EventSummaryScene)
    s = summary.summary
    won = next(e for e in reversed(session.events) if e.type == "event_won")
    assert (s.winner, s.number, s.event) == (won.get("seat"), won.get("number"), won.get("event"))
    awarded = [e for e in session.events if e.type == "prize_awarded"]
    assert len(s.prizes) == len([e for e in awarded if session.events.index(e) > session.events.index(won)])
    assert s.bands and "favour" in s.bands
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)], dt=FRAME)
    assert app.top is table


def test_results_subtract_the_debt_and_explain_a_tie():
    def seat(vp, debt, wheel):
        return {"victory_points": vp, "debt": debt, "wheel": wheel}

    a = seat(5, 2, ["small_gold", "large_bronze", None, None, None, None])
    assert score_line(a) == "wheel 7 − 2 bank debt = 5 VP  ·  1 gold, 0 silver"
    b = seat(5, 0, ["small_silver", "small_silver", "small_bronze", None, None, None])
    obs = {"seats": [a, b]}
    words = Words(["Livia", "Marcus"], None, None)
    assert tie_break(obs, (0, 1), words) == "Livia and Marcus tie on 5 VP; Livia has more gold wreaths (1 to 0)."
    full = seat(14, 0, ["small_bronze"] * 6)
    assert score_line(full) == "wheel 6 + 8 full wheel = 14 VP  ·  0 gold, 0 silver"


def test_setup_shows_every_option_and_five_seats_inside_the_window(make_app):
    from client.scenes.setup import NewGameScene

    app = make_app()
    app.push(NewGameScene(app, "gladiatores"))
    app.step([], dt=FRAME)
    setup = app.top
    while setup.seat_count < 5:
        setup.count_choice.cycle(1)
    app.step([], dt=FRAME)
    assert len(setup.controller_choices) == 5
    assert set(setup.option_choices) == {"mode", "events", "sponsors", "events_in_advance", "favour_from_loser",
                                         "reuse_tactics", "wheel_functions", "quick_gladiators"}
    rects = [w.rect for w in setup.widgets.widgets]
    assert all(r.bottom <= 690 and r.right <= 1280 for r in rects), [r for r in rects if r.bottom > 690]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert setup.option_choices["mode"].value == "full"


def test_the_rules_summary_is_written_in_our_own_words():
    source = Path("/work/shared/rules/gladiatores-blood-for-roses.txt")
    if not source.exists():
        source = ROOT.parent / "shared" / "rules" / "gladiatores-blood-for-roses.txt"
    if not source.exists():
        pytest.skip("the rulebook is not beside this checkout")
    norm = lambda t: re.findall(r"[a-z0-9']+", t.lower())  # noqa: E731
    book = norm(source.read_text(encoding="utf-8"))
    shingles = {tuple(book[i:i + 8]) for i in range(len(book) - 7)}
    summary = games.rules_summary("gladiatores")
    texts = [p for _, ps in summary.sections for p in ps] + [m for _, m in summary.glossary]
    copied = [" ".join(w[i:i + 8]) for w in map(norm, texts) for i in range(len(w) - 7) if tuple(w[i:i + 8]) in shingles]
    assert not copied, copied[:5]
    headings = [h.lower() for h, _ in summary.sections]
    assert any("win" in h for h in headings) and any("turn" in h for h in headings)


def test_a_full_wheel_offers_the_swap_on_the_wheel_itself(make_app):
    from screenshots_gladiatores import event_won, find_transition, session_at

    def prize_for_the_viewer(events):
        return event_won(events) and any(e.type == "prize_awarded" and e.get("seat") == 0 for e in events)

    app = make_app()
    moves, state, events, action = find_transition(3, prize_for_the_viewer)
    # a full wheel before the prizes come in, of a kind the viewer does not win now (a token of
    # the same kind leaves nothing to swap, rule 18)
    won = {e.get("wreath") for e in state.clone().apply(action) if e.type == "wreath_placed" and e.get("seat") == 0}
    filler = next(k for k in ("small_bronze", "small_silver", "small_gold") if k not in won)
    state.wheel[0] = [filler] * len(state.wheel[0])
    session = session_at(moves, state, events)
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    table.play(action)
    app.step([], dt=FRAME)
    close_summary(app)
    for _ in range(3):
        app.step([], dt=FRAME)
    d = session.decision
    assert d.kind == "swap" and d.seat == 0 and table.my_turn()
    assert table.primary_button.text == "Let it go" and table.primary_button.enabled
    swap = next(a for a in session.legal_actions() if a.kind == "swap")
    assert swap.wreath == filler and filler in table.rects
    perform(app, table, swap)
    assert any(e.type == "wreath_swapped" and e.get("seat") == 0 for e in session.events)


def test_turn_order_markers_turn_up_one_by_one(make_app):
    from screenshots_gladiatores import find_transition, session_at

    app = make_app()
    moves, state, events, action = find_transition(4, lambda evs: any(e.type == "turn_order_revealed" for e in evs))
    session = session_at(moves, state, events)
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    new = table.session.apply(action)
    table.on_events(new)
    order = [e.get("seat") for e in new if e.type == "turn_order_revealed"]
    assert len(order) == 4
    shown = []
    for _ in range(240):
        app.step([], dt=FRAME)
        for seat in order:
            if table.marker_shown(seat) and seat not in shown:
                shown.append(seat)
    assert shown == order  # in the order they were drawn, never all at once
    assert table.marker_at[order[-1]] - table.marker_at[order[0]] > 1.0


def test_a_seat_animation_plays_on_the_seat_even_while_the_market_rows_are_drawn(make_app):
    """The Star Player market's rows are clickable under their bare numbers (1, 2, ...), as
    seats are in a fight: an animation of seat 2 must find seat 2's box, not price row 2."""
    from screenshots_gladiatores import find_position, outbid_position, session_at

    app = make_app()
    table = table_for(app, session_at(*find_position(3, outbid_position)))
    app.push(table)
    for _ in range(60):   # until a frame has drawn the market
        app.step([], dt=FRAME)
        if {1, 2} <= set(table.rects):
            break
    assert {1, 2} <= set(table.rects)  # the market's rows are drawn
    for seat in range(3):
        assert table.frame_drawing.anim_target(seat) == table.rects[("seat", seat)]
    assert table.rects[("seat", 2)] != table.rects[2]


def test_events_laid_out_in_advance_are_told_on_the_event_title(make_app):
    app = make_app()
    session = new_session([("Livia", "human"), ("Marcus", "bot:random"), ("Aurelia", "bot:random")], seed=3,
                          events_in_advance="true", events="4")
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    obs = table.observation()
    assert ("event", obs["event"]) in table.rects
    text = table.tooltip_text(("event", obs["event"]))
    assert obs["event"] in text and len(obs["events_laid"]) == 3
    assert text.endswith("Still to come: " + ", ".join(obs["events_laid"]) + ".")


def test_a_card_that_cannot_break_the_top_one_is_explained_by_the_engine(make_app):
    from screenshots_gladiatores import exchange_position, find_position, session_at

    app = make_app()
    session = session_at(*find_position(3, exchange_position))
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    legal = {a.card for a in session.legal_actions() if a.kind == "counter"}
    lit = table.frame_drawing.lit()
    assert legal and legal <= lit
    names = [t for r, t, z in table.hits if z == "hand"]
    wrong = next((n for n in names if n not in legal), None)
    if wrong is None:
        pytest.skip("every card in this hand breaks the top one")
    assert wrong not in lit
    before = len(session.moves.actions)
    app.step(click_at(table.rects[wrong].center), dt=FRAME)
    assert len(session.moves.actions) == before
    assert table.message is not None and table.message[2] and wrong in table.message[0]


def test_reveal_control_works_out_of_turn_while_a_bot_decides(make_app):
    """Ruling 15: the face-down Tactics card may be turned up at any moment of the event, so the
    Reveal button is live for the human at the screen while another seat (here a bot whose worker
    never answers) decides, and pressing it takes the standing action without waiting."""
    from screenshots_gladiatores import find_position, session_at
    from stalled_worker import stalled_main

    from client.table.worker import BotWorker

    def bot_turn_with_my_tactics(state):
        d = state.to_decide()
        return (d is not None and d.seat != 0 and d.kind == "turn" and state.tactics_chosen[0] is not None
                and not state.tactics_shown[0])

    app = make_app()
    session = session_at(*find_position(3, bot_turn_with_my_tactics))
    table = GladiatoresTable(app, session, worker_factory=lambda: BotWorker(mode="thread", cap=60.0,
                                                                           target=stalled_main))
    app.push(table)
    app.step([], dt=FRAME)
    assert session.decision.seat != 0
    expected = Action.make("reveal_tactics")
    assert reveal_actions(table, 0) == [expected]
    assert reveal_actions(table, 1) == []
    assert table.reveal_button.enabled and table.reveal_button.rect.left > 0
    waiting_on = session.decision
    perform(app, table, expected)
    assert any(e.type == "tactics_revealed" and e.get("seat") == 0 for e in session.events[-3:])
    assert session.decision == waiting_on, "the bot's decision is still the one pending"
    assert session.moves.actions[-1] == Standing(0, expected), "recorded with its seat"
    app.step([], dt=FRAME)
    assert table.reveal_button.rect.left < 0
