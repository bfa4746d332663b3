"""The Gladiatores table as a newcomer meets it (issue 22), driven by clicks: no card is discarded
without a box naming it and its cost; a card click does its one use and says so before; a lone
discard is never answered for the human; Pass asks while a card could still break the attack;
the market's price boxes bid; Draw the rest readies a quickplay gladiator through one engine
action per card; F1 finds a rules entry for what is hovered."""
import sys
from pathlib import Path

import pygame
import pytest
from table_driver import FRAME, click_at, key, step_until

from client.games.gladiatores import rules
from client.games.gladiatores.help import topics
from client.games.gladiatores.summary import EventSummaryScene
from client.games.gladiatores.table import GladiatoresTable
from client.table.session import GameSession, Seat
from engine.core import Action

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from screenshots_gladiatores import (  # noqa: E402
    discard_position,
    exchange_position,
    find_position,
    lone_discard_position,
    session_at,
    table_for,
)

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def open_table(app, session):
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    app.step([], dt=FRAME)
    return table


def click_thing(app, table, thing):
    app.step(click_at(table.rects[thing].center), dt=FRAME)


def unplayable(session):
    """The names in the viewer's hand whose only legal action now is to discard them."""
    legal = session.legal_actions()
    return [a.card for a in legal if a.kind == "discard"
            and not any(b.get("card") == a.card and b.kind != "discard" for b in legal)]


def wait_for_input(app, table):
    """Step until the shared table takes input again (a button that just changed its label waits
    a moment before it takes a click, seam 4)."""
    for _ in range(60):
        if not table.guard.guarded():
            return
        app.step([], dt=FRAME)
    raise AssertionError("the table never took input again")


def box_button(table, label_part):
    return next(b for _, b in table.picking.menu_buttons if label_part in b.text)


def test_a_click_on_a_card_you_cannot_play_asks_before_it_is_discarded(make_app):
    app = make_app()
    session = session_at(*find_position(3, discard_position))
    table = open_table(app, session)
    card = unplayable(session)[0]
    favour = table.observation()["seats"][0]["favour"]
    before = len(session.moves.actions)
    click_thing(app, table, card)
    assert len(session.moves.actions) == before, "the click discarded the card at once"
    assert table.picking.menu is not None and table.picking.menu_title == f"Discard {card} for 1 favour?"
    assert any(card in b.text for _, b in table.picking.menu_buttons)
    # Esc changes nothing; so does a click outside the box; so does the back button
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    assert table.picking.menu is None and len(session.moves.actions) == before
    click_thing(app, table, card)
    app.step(click_at(app.layout.point((40, 700))), dt=FRAME)
    assert table.picking.menu is None and len(session.moves.actions) == before
    click_thing(app, table, card)
    app.step(click_at(table.picking.menu_cancel.screen_rect(app.layout).center), dt=FRAME)
    assert table.picking.menu is None and len(session.moves.actions) == before
    # the box's own button discards it, paying the favour it named
    click_thing(app, table, card)
    app.step(click_at(box_button(table, card).screen_rect(app.layout).center), dt=FRAME)
    assert session.moves.actions[before] == Action.make("discard", card=card)
    assert session.events[-1].type == "card_discarded" and session.events[-1].get("favour_paid") == 1
    assert table.observation()["seats"][0]["favour"] == favour - 1


def test_the_discard_button_then_a_card_asks_too_and_says_free_without_favour(make_app):
    app = make_app()
    moves, state, events = find_position(3, discard_position)
    state.favour[0] = 0
    session = session_at(moves, state, events)
    table = open_table(app, session)
    assert table.discard_button.text == "Discard: free"
    app.step(click_at(table.discard_button.screen_rect(app.layout).center), dt=FRAME)
    assert table.discarding
    attack = next(a.card for a in session.legal_actions() if a.kind == "attack")
    before = len(session.moves.actions)
    click_thing(app, table, attack)
    assert len(session.moves.actions) == before
    assert table.picking.menu_title == f"Discard {attack} for free?"


def test_every_hand_card_says_what_a_click_does_and_attack_cards_never_offer_a_discard_box(make_app):
    app = make_app()
    session = session_at(*find_position(3, discard_position))
    table = open_table(app, session)
    hand = [t for _, t, z in table.hits if z == "hand"]
    assert hand
    for name in hand:
        assert table.tooltip_text(name).startswith("Click: "), name
    attack = next(a.card for a in session.legal_actions() if a.kind == "attack")
    assert table.tooltip_text(attack).startswith("Click: attack")
    assert table.tooltip_text(unplayable(session)[0]).startswith("Click: it cannot be played now; discard it for "
                                                                  "1 favour")
    before = len(session.moves.actions)
    click_thing(app, table, attack)
    assert len(session.moves.actions) == before or session.moves.actions[before].kind == "attack"
    offered = [a for a, _ in table.picking.menu_buttons]
    assert all(a.kind == "attack" for a in offered), offered
    assert table.picking.targets() or offered or session.moves.actions[before:], "the click did nothing"


def test_a_lone_discard_is_never_answered_for_the_human(make_app):
    """A hand of one card name and no Attack leaves one legal answer, a discard: the shared
    table's auto-answer used to take it ("You discard SECOND WIND" with no click)."""
    app = make_app()
    session = session_at(*find_position(2, lone_discard_position))
    [only] = session.legal_actions()
    assert only.kind == "discard"
    table = open_table(app, session)
    for _ in range(30):
        app.step([], dt=FRAME)
    assert table.my_turn() and session.legal_actions() == [only], "the discard was made with no click"
    assert app.settings.extra.get("auto_forced_pass", True) is True  # the setting itself is left alone
    click_thing(app, table, only.card)
    assert table.picking.menu_title.startswith(f"Discard {only.card} ")


def test_pass_asks_while_a_card_could_break_the_attack(make_app):
    app = make_app()
    session = session_at(*find_position(3, exchange_position))
    table = open_table(app, session)
    from client.games.gladiatores.text import card_name

    top = card_name(table.observation()["stack"][-1][0])
    before = len(session.moves.actions)
    app.step(click_at(table.primary_button.screen_rect(app.layout).center), dt=FRAME)
    assert len(session.moves.actions) == before
    assert table.picking.menu is not None and "Pass" in table.picking.menu_title and "take effect" in table.picking.menu_title
    assert table.picking.menu_title == f"Pass and let {top} take effect?"  # the printed name, never an id
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    assert table.picking.menu is None
    app.step([key(pygame.K_RETURN)], dt=FRAME)  # Enter asks the same
    assert table.picking.menu is not None and len(session.moves.actions) == before
    app.step(click_at(table.picking.menu_buttons[0][1].screen_rect(app.layout).center), dt=FRAME)
    assert session.moves.actions[before] == Action.make("pass")


def test_a_market_price_box_bids_on_its_row_and_later_spaces_are_plain_labels(make_app):
    from screenshots_gladiatores import outbid_position

    app = make_app()
    session = session_at(*find_position(3, outbid_position))
    table = open_table(app, session)
    spaces = [t for _, t, z in table.hits if z == "space"]
    rows = {a.row for a in session.legal_actions() if a.kind == "bid"}
    assert {s[1] for s in spaces} >= rows, "every biddable row has its next space to click"
    market = table.observation()["market"]
    for _, row, cost in spaces:
        taken = sum(1 for r, _ in market["closed"] if r == row) + sum(1 for r, _, _ in market["bids"] if r == row)
        assert cost == market["costs"][taken]  # the space a bid on the row would take, at its price
    space = next(s for s in spaces if s[1] in rows)
    table.input.hover, table.input.hover_time = (space, "space"), 1.0
    assert table.tooltip_text(space).startswith("Click: bid here")
    before = len(session.moves.actions)
    click_thing(app, table, space)
    assert session.moves.actions[before] == Action.make("bid", row=space[1])


def quickplay_session(seats=(("Livia", "human"), ("Marcus", "bot:random"))):
    config = {"seats": len(seats), "mode": "quickplay"}
    return GameSession.new("gladiatores", config, [Seat(n, c) for n, c in seats], 3)


def test_quickplay_draws_the_rest_in_one_choice_one_engine_action_per_card(make_app):
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    session = quickplay_session()
    app.play(session)
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, GladiatoresTable))
    app.step([], dt=FRAME)
    step_until(app, table, table.my_turn, "Livia's draw after the bot's moves")
    assert session.decision.kind == "draw" and table.my_turn()
    left = table.observation()["ready_queue"][0][1]
    assert left == 18  # two seats: 18 combat cards each
    assert "18 combat cards still to draw" in table.frame_drawing.prompt_text(session.decision)
    button = table.draw_rest_button
    assert button.rect.left > 0 and button.text == "Draw the other 18…" and button.label_fits(app.layout, app.theme)
    # one deck by a click first, then the rest in one go
    click_thing(app, table, "attack")
    assert table.observation()["ready_queue"][0][1] == 17
    wait_for_input(app, table)
    app.step(click_at(button.screen_rect(app.layout).center), dt=FRAME)
    assert table.picking.menu is not None and "17" in table.picking.menu_title
    before = len(session.moves.actions)
    wait_for_input(app, table)
    app.step(click_at(box_button(table, "A mix").screen_rect(app.layout).center), dt=FRAME)
    for _ in range(40):
        app.step([], dt=FRAME)
    mine = [a for a in session.moves.actions[before:before + 17]]
    assert len(mine) == 17 and all(a.kind == "draw" for a in mine)
    hand = session.state.hand[0]
    assert len(hand) == 18
    assert {a.deck for a in mine} == {"attack", "defense", "effect"}
    assert table.draw_rest_button.rect.left < 0


def test_quickplay_summary_has_no_bet_or_bank_columns(make_app, monkeypatch):
    from client import paint

    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    session = quickplay_session((("Livia", "human"), ("Marcus", "bot:random"), ("Aurelia", "bot:random")))
    state = session.state
    while not any(e.type == "event_won" for e in session.events):
        d = session.decision
        session.apply(session.legal_actions()[0] if d.seat else next(
            (a for a in session.legal_actions() if a.kind != "discard"), session.legal_actions()[0]))
    table = table_for(app, session)
    app.push(table)
    summary = EventSummaryScene(app, table)
    app.push(summary)
    drawn = []
    original = paint.text
    monkeypatch.setattr(paint, "text", lambda a, s, words, *rest, **kw: (drawn.append(words),
                                                                           original(a, s, words, *rest, **kw))[1])
    summary.draw_content(app.screen if hasattr(app, "screen") else pygame.Surface((1280, 720)))
    assert state.quick and "Wreaths won" in drawn and "VP" in drawn
    assert "Bet" not in drawn and "Bank" not in drawn and "no bet" not in drawn
    assert not any(w.startswith("debt ") for w in drawn)


def test_f1_topics_name_entries_of_the_rules_summary(make_app):
    app = make_app()
    session = session_at(*find_position(3, discard_position))
    table = open_table(app, session)
    entries = topics()
    assert {"Attack card", "Defense card", "Effect card", "gladiator", "Wheel of Glory"} <= entries
    for _, thing, zone in table.hits:
        topic = table.help_topic(thing, zone)
        assert topic is None or topic in entries, (thing, zone, topic)
    attack = next(a.card for a in session.legal_actions() if a.kind == "attack")
    assert table.help_topic(attack, "hand") == "Attack card"
    assert table.help_topic(0, "seat") == "gladiator"
    assert table.help_topic(("supply", 0), "top") == "crowd favour"
    assert table.help_topic(("wheel", 0), "wheel_info") == "Wheel of Glory"
    assert table.help_topic("attack", "deck") == "decks"
    seen = {table.help_topic(t, z) for _, t, z in table.hits} - {None}
    assert len(seen) >= 5, seen
    glossary = dict(rules.GLOSSARY)
    assert all(glossary.get(t) or t in {h for h, _ in rules.SECTIONS} for t in seen)


def test_decline_asks_while_an_attack_card_could_counter_attack(make_app):
    def counter_with_attack(state):
        d = state.to_decide()
        return d is not None and d.seat == 0 and d.kind == "counter_attack" and any(
            a.kind == "attack" for a in state.legal_actions())

    app = make_app()
    session = session_at(*find_position(3, counter_with_attack))
    table = open_table(app, session)
    assert table.primary_button.text == "Decline" and "asked first" in table.primary_button.tooltip
    before = len(session.moves.actions)
    app.step(click_at(table.primary_button.screen_rect(app.layout).center), dt=FRAME)
    assert len(session.moves.actions) == before and table.picking.menu_title == "Decline the counter-attack?"
    app.step(click_at(table.picking.menu_buttons[0][1].screen_rect(app.layout).center), dt=FRAME)
    assert session.moves.actions[before] == Action.make("decline")

