"""The For Glory table as a newcomer meets it (issue 22), driven by clicks: ending a turn with
cards still playable asks first, a Battle's result takes the click meant for it, the main
button says what it does, and a hand-off never shows the next person a note of someone
else's turn while their own is still to play."""
import pygame
import pytest
from forglory_positions import SEATS
from forglory_positions import open_table as start
from forglory_positions import session_at as at_position
from table_driver import FRAME, click_at, key, perform, settle, step_until

from client.table.handoff import HandoffScene
from client.table.session import GameSession, Seat
from engine.core import Action

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

def new_session(seats, seed=4):
    return GameSession.new("forglory", {"seats": len(seats), "champions": "off"},
                           [Seat(name, controller) for name, controller in seats], seed)


def centre(app, button):
    return button.screen_rect(app.layout).center


def test_ending_a_machinations_turn_with_gladiators_in_hand_asks_first(make_app):
    app, table = start(make_app, new_session(SEATS, seed=4))
    session = table.session
    assert table.my_turn() and session.decision.kind == "take_actions"
    playable = {a.card for a in session.legal_actions() if a.kind == "play"}
    fighters = [c for c in playable if session.state.names[c] in ("Cestus", "Andabata")]
    assert len(fighters) == 2
    assert table.primary_button.text == "End my turn"
    before = len(session.moves.actions)
    app.step(click_at(centre(app, table.primary_button)), dt=FRAME)
    # one click ends nothing: a box names what will be lost
    assert len(session.moves.actions) == before
    assert table.picking.menu is not None and table.picking.menu_title == "End your turn with 2 Gladiators still in hand?"
    (action, do), = table.picking.menu_buttons
    assert action.kind == "end_turn" and "discarded" in do.text
    # the way back changes nothing, and Esc neither
    app.step(click_at(centre(app, table.picking.menu_cancel)), dt=FRAME)
    assert table.picking.menu is None and len(session.moves.actions) == before
    app.step([key(pygame.K_RETURN)], dt=FRAME)  # Enter takes the same road as the button
    assert table.picking.menu is not None and len(session.moves.actions) == before
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    assert table.picking.menu is None and len(session.moves.actions) == before
    # the box's own button ends the turn
    app.step(click_at(centre(app, table.primary_button)), dt=FRAME)
    app.step(click_at(centre(app, table.picking.menu_buttons[0][1])), dt=FRAME)
    assert session.moves.actions[before] == Action.make("end_turn")


def test_nothing_left_to_do_ends_the_turn_without_a_question(make_app):
    """With nothing playable, End my turn ends it at once (no box to click through)."""
    session, _ = at_position(SEATS, lambda s, a, e, after: (
        s.to_decide().seat == 0 and s.to_decide().kind == "take_actions" and a.kind == "end_turn"
        and not [b for b in s.legal_actions() if b.kind in ("play", "upgrade")]))
    app, table = start(make_app, session)
    before = len(session.moves.actions)
    app.step(click_at(centre(app, table.primary_button)), dt=FRAME)
    assert table.picking.menu is None and session.moves.actions[before] == Action.make("end_turn")


def test_ending_a_combat_turn_with_a_tactic_unused_names_it(make_app):
    session, _ = at_position(SEATS, lambda s, a, e, after: (
        s.to_decide().seat == 0 and s.to_decide().kind == "combat_turn"
        and Action.make("end_turn") in s.legal_actions()
        and [b for b in s.legal_actions() if b.kind in ("play", "use")]))
    app, table = start(make_app, session)
    assert table.primary_button.text == "End Combat Turn"
    tactic = next(b for b in session.legal_actions() if b.kind in ("play", "use"))
    before = len(session.moves.actions)
    app.step(click_at(centre(app, table.primary_button)), dt=FRAME)
    assert len(session.moves.actions) == before
    assert table.picking.menu_title.startswith("End your Combat Turn without using ")
    assert session.state.names[tactic.card] in table.picking.menu_title


def test_a_battle_result_takes_the_click_meant_for_it(make_app):
    """Livia's strike ends the Battle; the next click at the main button's spot closes the
    result shown in the Arena and ends no turn; only the click after it acts."""
    session, strike = at_position(SEATS, lambda s, a, e, after: (
        s.to_decide().seat == 0 and any(x.type == "battle_ended" for x in e)
        and not any(x.type == "game_over" for x in e)))
    app, table = start(make_app, session)
    perform(app, table, strike)
    assert table.guide.battle is not None and table.guide.battle_holds()
    # the bots play on (instant) until Livia decides (the worker answers in real time: its first
    # request replays the game)
    step_until(app, table, table.my_turn, "Livia's turn after the bots'")
    assert table.my_turn() and table.guide.battle_holds()
    settle(app, table)  # the shared guard: a click on a button that has just changed does nothing
    before = len(session.moves.actions)
    spot = centre(app, table.primary_button)
    app.step(click_at(spot), dt=FRAME)
    assert len(session.moves.actions) == before and table.picking.menu is None, "the click meant for the result acted"
    assert not table.guide.battle_holds()
    app.step(click_at(spot), dt=FRAME)  # now the button does what it says
    assert table.picking.menu is not None or len(session.moves.actions) == before + 1


def test_a_battle_result_stops_holding_by_itself(make_app):
    session, strike = at_position(SEATS, lambda s, a, e, after: (
        s.to_decide().seat == 0 and any(x.type == "battle_ended" for x in e)
        and not any(x.type == "game_over" for x in e)))
    app, table = start(make_app, session)
    perform(app, table, strike)
    assert table.guide.battle_holds()
    for _ in range(int(7 / FRAME)):
        app.step([], dt=FRAME)
    assert not table.guide.battle_holds()


def test_a_hand_off_never_shows_the_last_seats_turn_note(make_app):
    """Point 4: Livia's strike ends her Combat Turn by itself ("Your Combat Turn ended by
    itself") and Marcus, at the same screen, is next with a Ready Gladiator that must attack:
    after the hand-off his screen shows his own turn, never her note."""
    seats = [("Livia", "human"), ("Marcus", "human"), ("Aurelia", "bot:random")]
    session, strike = at_position(seats, lambda s, a, e, after: (
        s.to_decide().seat == 0 and a.kind != "end_turn"
        and any(x.type == "combat_turn_ended" and x.get("seat") == 0 for x in e)
        and after.to_decide() is not None and after.to_decide().seat == 1
        and after.to_decide().kind == "combat_turn"
        and any(b.kind == "attack" for b in after.legal_actions())))
    app, table = start(make_app, session)
    perform(app, table, strike)
    app.step([], dt=FRAME)
    # Livia's note belongs to her screen: once the screen goes public for the hand-off it is gone
    assert any(e.type == "combat_turn_ended" and e.get("seat") == 0 for e in session.events)
    assert table.message is None or "ended by itself" not in table.message[0]
    assert isinstance(app.top, HandoffScene) and app.top.name == "Marcus"
    for _ in range(40):
        app.step([], dt=FRAME)
    app.step([key(pygame.K_SPACE)], dt=FRAME)
    app.step([], dt=FRAME)
    assert app.top is table and session.viewer == 1 and table.my_turn()
    assert table.message is None or "ended by itself" not in table.message[0]
    assert "attack with a Ready Gladiator" in table.guide.prompt_text(session.decision)
    assert any(b.kind == "attack" for b in session.legal_actions())
