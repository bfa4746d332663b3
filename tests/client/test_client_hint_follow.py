"""Every hint points at something on the table and can be followed (issue 39, Deliver 4): in a
seeded game of each game, the human asks a hint at each real choice (a small search budget);
the table marks what the hint is about (a card, a button, a hex, the bid amount, the path),
its words never compare a move with itself, and the hinted move is played by clicking what the
hint rings, one click after the other (the card, then the target it asks for, the menu's
entry, the button), each click accepted, never refused; Arena Rex's moves (dragged on the map)
are played as they are."""
import random

import pygame
import pytest
from client_helpers import click
from table_driver import FRAME, frames_of_play, key
from test_client_hint import open_table

from client.focus import WidgetGroup
from client.games import table_for
from client.table.session import GameSession, Seat
from engine.ai.hint import Hint, Reason, suggest
from engine.core import Rng, registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAMES = ("forglory", "arenarex", "gladiatores", "spartacus")
#: hints followed per game (Arena Rex's playouts and bots are the slowest)
HINTS = {"forglory": 20, "gladiatores": 20, "spartacus": 12, "arenarex": 8}
#: the most clicks a hinted move may need (a card, a verb, two targets, an amount, a payment, a confirm;
#: Spartacus: a row's arrow once per step of gold)
MOST_CLICKS = 40


def clickable(app, table) -> list:
    """The screen rects the table answers clicks on: its things, its buttons, an open menu's."""
    layout = app.layout
    rects = [pygame.Rect(r) for r, _thing, _zone in table.hits]
    groups = [g for g in vars(table).values() if isinstance(g, WidgetGroup)]  # buttons, a panel's, a menu's
    rects += [w.screen_rect(layout) for g in groups for w in g.widgets if getattr(w, "visible", True)]
    if getattr(table, "duel", None) is not None and table.in_duel():
        rects.append(table.duel.board_rect)  # Spartacus: a duel's hexes
    return rects


def on_the_map(table) -> bool:
    """Arena Rex: each model, spot or path end the hint marks is inside the map's view, or a
    button is ringed; the note covers none of them."""
    view = table.camera.viewport
    for mark in table.hinter.marks.marked:
        if isinstance(mark, pygame.Rect):
            continue
        what, value = mark
        if what == "model":
            point = table.camera.to_screen(table.pos_of(value))
        elif what == "spot":
            point = table.camera.to_screen(value)
        else:
            point = value[-1]
        if not view.collidepoint(point):
            return False
    notes = [rect for rect, on_click in table.guard.panels if on_click == table.hinter.dismiss]
    assert notes and not any(notes[0].collidepoint(p) for p in table.hinter.marks.hint_points()), "the note hides the marks"
    return bool(table.hinter.marks.marked)


def busy(table) -> bool:
    """A click now would be dropped (the input guard) or taken by a banner or a Battle's result
    on show (For Glory: a click dismisses it, and does nothing else)."""
    banner = any(a.kind == "banner" and a.start <= table.time < a.start + a.duration for a in table.anims)
    return banner or table.guard.guarded() or holds(table)


def holds(table) -> bool:
    return table_for("forglory") is type(table) and table.guide.battle_holds()


def where_now(session, table) -> tuple:
    """What a click may change on the way to a move: the moves made, the pick under way, an open
    menu, a game's own modes (a discard, a composed offer)."""
    comp = getattr(table, "composer", None)
    return (len(session.moves.actions), repr(table.picking.step), id(table.picking.menu), getattr(table, "discarding", None),
            None if comp is None else ([r.index for r in comp.rows], sorted(comp.give), sorted(comp.ask)))


def follow_by_clicks(app, session, table, hint, game) -> None:
    """Click the first thing the hint marks until its move is played; every click is answered."""
    taken = len(session.moves.actions)
    for _ in range(MOST_CLICKS):
        app.step([], dt=FRAME)
        if len(session.moves.actions) > taken:
            break
        for _wait in range(600):
            if not busy(table):
                break
            app.step([key(pygame.K_SPACE)] if holds(table) else [], dt=FRAME)  # as a player dismisses it
        marks = [m for m in table.hinter.marks.marked if isinstance(m, pygame.Rect)]
        assert marks, f"{game}: halfway through {hint.action}, nothing is marked ({table.message})"
        areas = clickable(app, table)
        mark = next((m for m in marks if any(a.contains(m) or a == m for a in areas)), None)
        assert mark is not None, f"{game}: {marks} are not the table's click areas ({hint.action})"
        table.message = None
        before = where_now(session, table)
        app.step(click(app, rect=mark), dt=FRAME)
        assert table.message is None or not table.message[2], (
            f"{game}: following {hint.action} by its marks was refused: {table.message[0]}")
        assert where_now(session, table) != before, f"{game}: a click on the mark did nothing ({hint.action})"
    assert len(session.moves.actions) > taken, f"{game}: {MOST_CLICKS} marked clicks did not play {hint.action}"
    assert session.moves.actions[taken] == hint.action, (
        f"{game}: the marks led to {session.moves.actions[taken]}, not {hint.action}")


def next_choice(app, session, table, limit=20000):
    """Step until the human must choose between two actions or more (input accepted); False if the
    game ended first. The bots' thinking is not counted in ``limit`` (their thread given the
    interpreter)."""
    for _ in frames_of_play(table, limit):
        app.step([], dt=FRAME)
        if session.over:
            return False
        if app.top is not table:  # a hand-off or a notice
            app.step([key(pygame.K_SPACE)], dt=FRAME)
            continue
        if table.my_turn() and not table.guard.guarded():
            legal = session.legal_actions()
            if len(legal) >= 2:
                return True
            table.play(legal[0])  # a lone answer the table leaves to the human
    raise AssertionError(f"the human never had a choice: {session.decision}")


@pytest.mark.parametrize("game", GAMES)
def test_every_hint_marks_its_move_and_following_it_is_accepted(make_app, data_dir, game):
    app, session, table = open_table(make_app, game, seed=11)
    rng = random.Random(3)
    followed = 0
    while followed < HINTS[game] and next_choice(app, session, table):
        seat = session.decision.seat
        hint = suggest(session.state, seat, Rng(followed), realtime=False, iterations=16)
        table.hinter.show(hint)
        app.step([], dt=FRAME)
        shown = table.hinter.shown
        assert shown is not None and shown.hint == hint
        text = shown.text
        assert table.hinter.marks.marked, f"{game}: nothing marked for {text!r} ({hint.action})"
        if hint.runner_up is not None and hint.reason == "searched":
            mine = table.hinter.marks.describe(hint.action)
            assert text.count(mine) == 1, f"{game}: the hint compares a move with itself: {text!r}"
        assert "rule of thumb" not in text, text
        if game == "arenarex":
            assert on_the_map(table), f"{game}: the marks of {text!r} are off the map: {table.hinter.marks.marked}"
            assert table.play(hint.action), f"{game}: following {text!r} was refused: {table.message}"
        else:
            follow_by_clicks(app, session, table, hint, game)
        followed += 1
        for _ in range(rng.randrange(3)):  # and some moves of the human's own between hints
            if not next_choice(app, session, table):
                break
            table.play(rng.choice(session.legal_actions()))
    assert followed >= 3, f"{game}: only {followed} hints in the game"
    table.exit()


def test_a_spartacus_bid_hint_marks_the_amount_on_the_bid_control(make_app, data_dir):
    from client.games.spartacus.hintmarks import composed_values

    app, session, table = open_table(make_app, "spartacus", seed=5)
    rng = random.Random(5)
    for _ in range(400):
        assert next_choice(app, session, table), "no bid came"
        if session.decision.kind == "bid":
            break
        table.play(rng.choice(session.legal_actions()))
    app.step([], dt=FRAME)
    comp = table.composer
    bids = [a for a in session.legal_actions() if a.kind == "bid"]
    action = bids[-1]  # the highest bid: never the control's starting value
    before = [r.index for r in comp.rows]
    settings = composed_values(comp, action)
    assert settings is not None and [r.index for r in comp.rows] == before  # found, the control untouched
    assert comp.rows[0].options[settings[0]][0] == action.amount
    table.hinter.show(Hint(action, (), 0, Reason.SETTLED, choices=len(bids)))
    app.step([], dt=FRAME)
    assert table.submit_button.rect in [r for r in table.hinter.marks.button_rects(action)]
    assert len(table.hinter.marks.marked) >= 3  # the control, the amount's tag, the send button
    assert table.play(action)
    table.exit()


@pytest.mark.parametrize("game", ("gladiatores", "spartacus"))
def test_a_hint_in_a_what_will_you_do_menu_marks_the_menu_button(make_app, data_dir, game):
    from client.table.picker import subject, verb

    app, session, table = open_table(make_app, game, seed=11)
    rng = random.Random(4)
    for _ in range(300):
        assert next_choice(app, session, table), "no menu of moves came"
        groups = {}
        for a in session.legal_actions():
            groups.setdefault(subject(a, table.pick_keys), []).append(a)
        many = [acts for thing, acts in groups.items()
                if thing is not None and len({verb(a, table.pick_keys) for a in acts}) > 1]
        if many:
            break
        table.play(rng.choice(session.legal_actions()))
    else:
        pytest.skip("no choice with a menu of moves")
    table.act(many[0])
    assert table.picking.menu is not None and table.picking.step.kind == "verb"
    app.step([key(pygame.K_h)], dt=FRAME)  # H is taken in the menu: a hint is asked
    assert table.hinter.thinking or table.hinter.shown is not None, table.message
    action = many[0][-1]
    table.hinter.show(Hint(action, (), 0, Reason.SETTLED, choices=len(session.legal_actions())))
    app.step([], dt=FRAME)
    buttons = [b.screen_rect(app.layout) for a, b in table.hinter.marks.menu_buttons(action)]
    assert buttons and all(r in table.hinter.marks.marked for r in buttons), "the menu's button was not ringed"
    assert any(on_click == table.hinter.dismiss for _, on_click in table.guard.panels), "the hint's note was not drawn"
    table.exit()


def test_a_for_glory_feint_hint_rings_the_card_first_and_then_each_gladiator_in_turn(make_app, data_dir):
    """Issue 39: "Play Feint" rang the card and both Gladiators; a click on a Gladiator first was
    refused ("You cannot play a card now"). The next click is ringed alone (the card, then the
    Gladiator the Damage leaves, then the one it goes to), and the card's tooltip says so."""
    app = make_app()
    ruleset = registry.get("forglory")
    session = GameSession.new("forglory", ruleset.make_config(2), [Seat("Livia", "human"), Seat("Marcus", "human")], 0)
    rng = random.Random(0)
    for _ in range(34):  # a Reaction Window of Livia's with Feint in her hand (found by a seeded random game)
        session.apply(rng.choice(session.legal_actions()))
    app.play(session)
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, table_for("forglory")))
    for _ in range(60):
        app.step([key(pygame.K_SPACE)] if app.top is not table else [], dt=FRAME)
    assert table.my_turn() and session.decision.kind == "reaction"
    names = session.state.observation(0)["names"]
    feints = [a for a in session.legal_actions() if a.kind == "play" and names.get(a.card) == "Feint"]
    assert feints, "no Feint to play in this position"
    action = feints[-1]
    table.hinter.show(Hint(action, (), 0, Reason.SETTLED, choices=len(session.legal_actions())))
    app.step([], dt=FRAME)
    assert table.hinter.marks.marked == [table.rects[action.card]], "the card is the first click, and the only one ringed"
    assert "now" not in table.guide.click_hint(action.card) and "highlighted" in table.guide.click_hint(action.card)
    assert "Damage from" in table.hinter.shown.text, table.hinter.shown.text  # what it does, not only its name
    app.step(click(app, rect=table.rects[action.card]), dt=FRAME)
    app.step([], dt=FRAME)
    assert table.picking.step.kind == "target" and table.hinter.marks.marked == [table.rects[action.get(table.picking.step.key)]]
    follow_by_clicks(app, session, table, Hint(action, (), 0, Reason.SETTLED), "forglory")
    table.exit()


def test_an_arena_rex_short_move_is_drawn_at_a_readable_size(make_app, data_dir):
    """Issue 39: "Move Dextarius 0.2\\" to the west" was a tiny arrow. Its rings keep a least size
    and its end gets a tag in readable type."""
    from engine.core import Action

    app, session, table = open_table(make_app, "arenarex", seed=11)
    rng = random.Random(2)
    for _ in range(200):
        assert next_choice(app, session, table), "no move came"
        if any(a.kind == "move" and a.get("path") for a in session.legal_actions()):
            break
        table.play(rng.choice(session.legal_actions()))
    mover = table.top_frame().get("model")
    x, y = table.pos_of(mover)
    action = Action.make("move", path=[[x - 0.2, y]])
    table.hinter.show(Hint(action, (), 0, Reason.SETTLED, choices=2))
    app.step([], dt=FRAME)
    assert '0.2" to the west' in table.hinter.shown.text, table.hinter.shown.text
    tags = [m for m in table.hinter.marks.marked if isinstance(m, pygame.Rect)]
    assert tags and tags[-1].height >= app.layout.length(12), "the short move's end has no readable tag"
    assert any(isinstance(m, tuple) and m[0] == "model" and m[1] == mover for m in table.hinter.marks.marked)
    table.exit()
