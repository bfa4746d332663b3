"""Every label of the For Glory screens fits its box (issue 22, point 8): the table records each
text it could not show whole (``overflow``: a label cut by its room, a wrapped text that lost
lines, a card face that lost words); positions with four 14-letter seat names (the longest the
setup takes) and a 12-card hand draw none, every button's label fits it, and the results
screen gets its reason whole."""
import pygame
import pytest
from table_driver import FRAME

from client.games.forglory.table import ForGloryTable
from client.table.session import GameSession, Seat
from engine.ai import RandomBot
from engine.core import registry
from engine.core.saves import GameMoves
from engine.play.match import play_match

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

NAMES = ["Maximus Magnus", "Marcus Aurelio", "Livia Drusilla", "Gaius Octavian"]  # 14 letters: the most


def seats(human=0):
    return [Seat(name, "human" if i == human else "bot:random") for i, name in enumerate(NAMES)]


def positions(seeds, every):
    """(record, state) at seat 0's decisions, every ``every``-th action of seeded random games."""
    ruleset = registry.get("forglory")
    for seed in seeds:
        match = play_match(ruleset, ruleset.make_config(4), seed, [RandomBot()] * 4)
        state = match.moves.start()
        for i, action in enumerate(match.moves.actions):
            d = state.to_decide()
            before_battle_end = any(e.type == "battle_ended" for e in state.clone().apply(action))
            if d.seat == 0 and (i % every == 0 or d.kind in ("reaction", "late_registration") or before_battle_end):
                yield GameMoves("forglory", match.moves.config, seed, list(match.moves.actions[:i])), state.clone()
            state.apply(action)


def draw(app, moves, state, *, big_hand, events=None):
    people = seats()
    moves.meta = {"seats": [s.to_json() for s in people]}
    if big_hand:  # twelve cards in hand: the deck's next ones join it (a drawing check only)
        spare = state.deck[0] + state.discard[0]
        state.hand[0].extend(spare[:max(0, 12 - len(state.hand[0]))])
    session = GameSession(moves, state, people, events=events, autosave_to=False)
    session.take_over(0)
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, ForGloryTable)
    table.controllers = [None if c is None or c.is_bot else c for c in table.controllers]  # nobody moves
    table.update = lambda dt: None
    app.step([], dt=FRAME)
    return table


def check(app, table, where):
    assert table.pen.overflow == [], f"{where}: not shown whole: {table.pen.overflow}"
    for button in table.buttons.widgets:
        if button.rect.left >= 0:  # a hidden button sits off screen
            assert button.label_fits(app.layout, app.theme), f"{where}: button {button.text!r}"


def test_every_label_of_the_table_fits_its_box_with_long_names_and_a_big_hand(make_app):
    app = make_app()
    drawn = kinds = 0
    seen = set()
    for moves, state in positions(range(1, 3), every=9):
        where = f"seed {moves.seed}, action {len(moves.actions)}, {state.to_decide().kind}"
        table = draw(app, moves, state, big_hand=len(moves.actions) % 2 == 0)
        check(app, table, where)
        seen.add(state.to_decide().kind)
        drawn += 1
        app.pop()
        app.step([], dt=FRAME)
    kinds = len(seen)
    assert drawn >= 20 and kinds >= 4, (drawn, seen)


def test_the_battle_summary_and_the_end_question_fit(make_app):
    """Right after a Battle (its summary over the Arena), and with the end-of-turn box open."""
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    ruleset = registry.get("forglory")
    match = play_match(ruleset, ruleset.make_config(4), 2, [RandomBot()] * 4)
    state = match.moves.start()
    shown = 0
    so_far = []
    for i, action in enumerate(match.moves.actions):
        events = state.apply(action)
        so_far += events
        if any(e.type == "battle_ended" for e in events) and not any(e.type == "game_over" for e in events):
            moves = GameMoves("forglory", match.moves.config, 2, list(match.moves.actions[:i + 1]))
            table = draw(app, moves, state.clone(), big_hand=False, events=so_far)
            assert table.guide.battle is not None
            table.guide.battle_hold = table.time + 5
            app.step([], dt=FRAME)
            check(app, table, f"the Battle summary of round {table.guide.battle.round}")
            shown += 1
            app.pop()
            app.step([], dt=FRAME)
    assert shown >= 1


def test_the_final_result_is_whole(make_app):
    """The results screen gives the reason two lines 840 wide: it is never cut mid-sentence."""
    app = make_app()
    ruleset = registry.get("forglory")
    for seed in range(1, 6):
        match = play_match(ruleset, ruleset.make_config(4), seed, [RandomBot()] * 4)
        people = seats(human=None)
        moves = match.moves
        moves.meta = {"seats": [s.to_json() for s in people]}
        state = moves.start()
        for action in moves.actions:
            state.apply(action)
        session = GameSession(GameMoves("forglory", moves.config, seed, []), moves.start(), people,
                              autosave_to=False)
        for action in moves.actions:
            session.apply(action)
        assert session.over
        table = ForGloryTable(app, session)
        results = table.results_scene()
        lines = app.theme.wrap(results.reason, "small", app.layout.length(840), app.layout)
        assert len(lines) <= 2 and results.reason.endswith("."), results.reason
        table.exit()


def test_the_main_button_names_each_step_within_its_box(make_app):
    from client.games.forglory.control import PRIMARY_LABEL
    from client.widgets import Button

    app = make_app()
    session = GameSession.new("forglory", {"seats": 2}, seats()[:2], 1)
    table = ForGloryTable(app, session)
    labels = set(PRIMARY_LABEL.values())
    assert len(labels) == len(PRIMARY_LABEL)  # one spot, a different word for each step
    for label in labels:
        assert Button(table.primary_button.rect, label, None, role="body").label_fits(app.layout, app.theme), label
    assert isinstance(table.primary_button.rect, pygame.Rect)
    table.exit()
