"""Hand-offs (issue 22 point 4, interfaces seam 5; issue 39 item 6): in a scripted hot-seat round
of each game (two humans and bots, the humans playing through the window), every "Pass to ..."
screen leads straight to a decision of that human (a forced pass is answered at once after it,
but it comes as a choice's would: whether a human had anything to play never shows); a hand-off
comes only when the person at the screen changes (never when only a bot played between two
decisions of the same human); none comes before a decision in which neither the next human nor
the last showed anything private; a click outside its button never dismisses it. The counts per
game are printed (``-s``) for the issue's closing note."""
import random
import time

import pygame
import pytest
from table_driver import FRAME, key

from client.games import table_for
from client.scenes.results import ResultsScene
from client.table.handoff import HandoffScene
from client.table.session import GameSession, Seat
from client.table.table import GameTable
from engine.core import registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

STALL = 120.0


class Round:
    def __init__(self, make_app, game, seats, seed, options=None):
        self.app = make_app()
        self.app.settings.extra["bot_speed"] = "instant"
        ruleset = registry.get(game)
        config = ruleset.make_config(len(seats), options or {})
        self.session = GameSession.new(game, config, seats, seed)
        self.app.play(self.session)
        self.app.step([], dt=FRAME)
        self.table: GameTable = next(s for s in self.app.scenes if isinstance(s, table_for(game)))
        self.rng = random.Random(seed)
        self.handoffs: list[str] = []
        self.human_decisions = 0
        self.forced_auto = 0
        self.deciders: list[int] = []
        #: ("move", seat) per action taken and ("handoff", seat) per hand-off, in order
        self.timeline: list[tuple[str, int]] = []
        plain = self.session.apply

        def apply(action):
            d = self.session.decision
            self.timeline.append(("move", getattr(action, "seat", None) if d is None else d.seat))
            return plain(action)

        self.session.apply = apply
        self.after_handoff: int | None = None

    def play(self, human_decisions: int):
        app, session, table = self.app, self.session, self.table
        last, moved = len(session.moves.actions), time.monotonic()
        pending = None  # the seat a hand-off was for: its decision must come next
        while time.monotonic() - moved < STALL and self.human_decisions < human_decisions:
            if len(session.moves.actions) != last:
                new = session.moves.actions[last:]
                last, moved = len(session.moves.actions), time.monotonic()
                assert pending is None, f"{new} was played behind the hand-off to {pending}"
                if self.after_handoff is not None:  # the first move after a hand-off: that human's
                    assert self.after_handoff == self.deciders[-1], "a hand-off led to someone else's move"
                    self.after_handoff = None
            top = app.top
            if isinstance(top, ResultsScene):
                break
            if isinstance(top, HandoffScene):
                d = session.decision
                assert d is not None and d.seat == top.seat and session.is_human(d.seat)
                assert session.last_viewer != d.seat, "a hand-off to the person already at the screen"
                self.handoffs.append(top.name)
                self.timeline.append(("handoff", d.seat))
                app.step([], dt=FRAME)
                app.step([], dt=FRAME)
                app.step(click_outside(app, top), dt=FRAME)
                assert app.top is top, "a click outside the button dismissed the hand-off"
                pending = top.name
                app.step([key(pygame.K_SPACE)], dt=FRAME)
                continue
            if top is not table:
                button = getattr(top, "continue_button", None)
                if button is not None:
                    pos = button.screen_rect(app.layout).center
                    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], dt=FRAME)
                else:
                    app.step([key(pygame.K_RETURN)], dt=FRAME)
                continue
            d = session.decision
            if d is not None:
                self.deciders.append(d.seat)
            if pending is not None:  # the screen a hand-off led to: that human's decision
                assert d is not None and session.seat_name(d.seat) == pending, f"after 'Pass to {pending}': {d}"
                self.after_handoff, pending = d.seat, None
            app.step([], dt=FRAME)
            if table.my_turn():
                self.human_decisions += 1
                table.play(self.rng.choice(session.legal_actions()))
            else:
                time.sleep(0.0005)
        return self


def click_outside(app, handoff):
    """A click on the hand-off screen away from its button (the lower left corner)."""
    assert not handoff.ready_button.rect.collidepoint(100, 650)
    pos = app.layout.point((100, 650))
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def humans_and_bots(n):
    return [Seat("Livia", "human"), Seat("Marcus", "human")] + [Seat(f"Bot {i}", "bot:random") for i in range(3, n + 1)]


@pytest.mark.parametrize("game,seats,seed", [("forglory", 3, 11), ("gladiatores", 3, 11), ("spartacus", 3, 15)])
def test_every_hand_off_leads_to_a_decision_of_that_human(make_app, game, seats, seed):
    played = Round(make_app, game, humans_and_bots(seats), seed).play(human_decisions=40)
    assert played.human_decisions >= 40 or played.session.over
    assert {"Livia", "Marcus"} <= set(played.handoffs)
    print(f"\n{game}: {len(played.handoffs)} hand-offs in {played.human_decisions} human decisions "
          f"({len(played.session.moves.actions)} actions)")


def test_arena_rex_hands_off_only_before_the_secret_pick(make_app):
    played = Round(make_app, "arenarex", [Seat("Livia", "human"), Seat("Marcus", "human")], 4,
                   {"scenario": "duellum", "cohort": "3"}).play(human_decisions=12)
    assert played.human_decisions >= 10
    picks = [e for e in played.session.events if e.type == "duelist_picked"]
    assert len(played.handoffs) <= len(picks) + 1  # open information: only the secret picks hide the screen
    print(f"\narenarex: {len(played.handoffs)} hand-offs in {played.human_decisions} human decisions")


def test_a_forced_pass_comes_after_the_same_hand_off_as_a_choice(make_app):
    """Gladiatores asks a targeted gladiator even with nothing to break the card with; with the
    setting on, that pass is given at once, but only once the screen is that human's: when another
    human had it, the same "Pass to ..." screen as for a choice comes first."""
    played = Round(make_app, "gladiatores", humans_and_bots(3), 11)
    forced = []
    plain = played.table.play

    def play(action):
        session = played.session
        d = session.decision
        if d is not None and session.is_human(d.seat):
            if len(session.legal_actions()) == 1:
                forced.append(d.seat)
            assert session.public_decision(d) or session.last_viewer == d.seat, "a human's answer given while another had the screen"
        return plain(action)

    played.table.play = play
    played.play(human_decisions=120)
    assert forced, "no forced pass came up: the check proved nothing"


def test_no_hand_off_when_only_a_bot_played_in_between(make_app):
    """Two decisions of the same human with only a bot's between them: no "Pass to ..." screen
    (the person at the screen did not change)."""
    played = Round(make_app, "gladiatores", humans_and_bots(3), 11).play(human_decisions=60)
    assert played.human_decisions >= 40 or played.session.over
    humans, came_back = set(played.session.humans), 0
    last_human, since = None, []
    for kind, seat in played.timeline:
        if kind == "handoff":
            assert seat != last_human, f"a hand-off to {seat}, who had the screen, after {since}"
            since.append(kind)
            continue
        if seat in humans:
            if seat == last_human and since and all(s not in humans for s in since if s != "handoff"):
                came_back += 1
            last_human, since = seat, []
        else:
            since.append(seat)
    assert came_back, "no human decided again after only a bot: the check proved nothing"


class OpenTurnTable(GameTable):
    """Duel whose turns a table declares open (``public_kinds``): decided in the public view."""

    public_kinds = frozenset({"turn"})

    def draw_table(self, surface) -> None:
        pass


def test_a_decision_kind_a_table_declares_public_is_made_with_no_hand_off_in_the_public_view(make_app):
    config = registry.get("duel").make_config(2, {"potion": "off"})
    session = GameSession.new("duel", config, [Seat("Livia", "human"), Seat("Marcus", "human")], 4,
                              autosave_to=False)
    app = make_app()
    table = OpenTurnTable(app, session)
    app.push(table)
    turns = blocks = 0
    for _ in range(60):
        app.step([], dt=FRAME)
        d = session.decision
        if d is None:
            break
        if isinstance(app.top, HandoffScene):
            assert d.kind != "turn", "a hand-off before an open decision"
            blocks += 1
            app.top.ready()
            app.step([], dt=FRAME)
            continue
        assert table.my_turn()
        if d.kind == "turn":
            turns += 1
            assert session.viewer is None, "an open decision shows someone's own view"
        else:
            assert session.viewer == d.seat
        table.play(table.legal()[0])
    assert turns >= 4
