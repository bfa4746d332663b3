"""Hot-seat public view (issue 22 point 1): with two humans and a bot at one screen, every frame
drawn while no human holds the screen to decide (a bot decides, a hand-off is coming, the game
waits) shows only what every seat may see: no human's private card face (the tables register
face-up cards with ``face``), no log line told only to a human. Checked frame by frame in a
two-human + bot game of each card game, and between the two humans' secret picks in Arena Rex."""
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

#: seconds with no action at all before a game is called stuck (not a speed check)
STALL = 120.0


def strings_in(value, out):
    """Every string (keys too) anywhere in an observation."""
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            strings_in(k, out)
            strings_in(v, out)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            strings_in(v, out)
    return out


class PrivacyWatch:
    """Checks each frame the table draws while no human holds the screen."""

    def __init__(self, table: GameTable):
        self.table, self.session = table, table.session
        self.frames = 0
        self.faces = 0
        self.secrets = 0  # frames in which a human held something private (else nothing could leak)
        self._key = None
        plain = table.draw_table

        def draw_table(surface):
            plain(surface)
            self.check()

        table.draw_table = draw_table

    def private(self):
        """Per human seat: the strings (card ids, names) of its view the spectator's lacks, and
        the log sentences told only to it."""
        session = self.session
        key = (session.state.decisions_made, len(session.events))
        if key != self._key:
            state = session.state
            public_obs = state.observation(None)
            public = strings_in(public_obs, set())
            words_public = self.table.words_class([s.name for s in session.seats], public_obs.get("names", {}).get,
                                                  None)
            public_lines = {words_public.sentence(e.view_for(None)) for e in session.events}
            self._private = {}
            for h in session.humans:
                obs = state.observation(h)
                words = self.table.words_class([s.name for s in session.seats], obs.get("names", {}).get, h)
                lines = {words.sentence(e.view_for(h)) for e in session.events
                         if e.seen_by is not None and h in e.seen_by} - public_lines - {None, ""}
                self._private[h] = (strings_in(obs, set()) - public, lines)
            self._key = key
        return self._private

    def check(self):
        session, table = self.session, self.table
        d = session.decision
        if d is not None and session.is_human(d.seat) and table.my_turn():
            return  # a human holds the screen: their own view (the games' own tests check it)
        self.frames += 1
        assert session.viewer is None, f"{session.seat_name(session.viewer)}'s view drawn while no human decides"
        log = set(table.log.lines())
        for h, (hidden, lines) in self.private().items():
            for face in table.drawn_faces:
                thing = face[-1] if isinstance(face, tuple) else face
                assert thing not in hidden, f"{session.seat_name(h)}'s {face} drawn while {d and d.kind} waits"
            leaked = log & lines
            assert not leaked, f"{session.seat_name(h)}'s private log lines on screen: {sorted(leaked)[:3]}"
            self.secrets += bool(hidden)
        self.faces += len(table.drawn_faces)


def play_hot_seat(make_app, game, seed, *, bot_decisions=40):
    """Two humans and a bot; the humans play random legal actions, every hand-off is answered with
    Space, anything else on top is continued. Returns the watch once ``bot_decisions`` bot
    decisions were watched."""
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    seats = [Seat("Livia", "human"), Seat("Marcus", "human"), Seat("Aurelia", "bot:random")]
    config = registry.get(game).make_config(3)
    session = GameSession.new(game, config, seats, seed)
    app.play(session)
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, table_for(game)))
    watch = PrivacyWatch(table)
    rng = random.Random(seed)
    bot_turns, handoffs, humans_acted = 0, 0, set()
    last, moved = len(session.moves.actions), time.monotonic()
    while time.monotonic() - moved < STALL and bot_turns < bot_decisions:
        if len(session.moves.actions) != last:
            d_before = session.moves.actions[last:]
            bot_turns += sum(1 for _ in d_before)
            last, moved = len(session.moves.actions), time.monotonic()
        top = app.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, HandoffScene):
            handoffs += 1
            app.step([], dt=FRAME)
            app.step([], dt=FRAME)
            app.step([key(pygame.K_SPACE)], dt=FRAME)
            continue
        if top is not table:
            button = getattr(top, "continue_button", None)
            if button is not None:
                app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.screen_rect(app.layout).center,
                                             button=1),
                          pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.screen_rect(app.layout).center,
                                             button=1)], dt=FRAME)
            else:
                app.step([key(pygame.K_RETURN)], dt=FRAME)
            continue
        app.step([], dt=FRAME)
        if table.my_turn():
            d = session.decision
            humans_acted.add(d.seat)
            table.play(rng.choice(session.legal_actions()))
        else:
            time.sleep(0.0005)
    return watch, handoffs, humans_acted


@pytest.mark.parametrize("game,seed", [("forglory", 11), ("gladiatores", 11), ("spartacus", 15)])
def test_no_human_private_thing_is_drawn_while_a_bot_decides(make_app, game, seed):
    watch, handoffs, humans = play_hot_seat(make_app, game, seed)
    assert humans == {0, 1}, "both humans must have played for the check to mean anything"
    assert watch.frames > 20, "too few public frames watched: the check proved nothing"
    assert watch.secrets > 20, "the humans held nothing private: the check proved nothing"
    if game != "gladiatores":  # its public table shows no card faces at all (played cards are words)
        assert watch.faces > 0, "no face-up card drawn in the public view at all: the check proved nothing"


def test_arena_rex_secret_picks_stay_off_screen_between_the_two_humans(make_app):
    """Arena Rex has no hands; what is private is the Duellum pick. Two humans: after the first
    picks, the frames before the second takes the screen show the public view, without the pick."""
    ruleset = registry.get("arenarex")
    config = ruleset.make_config(2, {"scenario": "duellum", "cohort": "3"})
    session = GameSession.new("arenarex", config, [Seat("Livia", "human"), Seat("Marcus", "human")], 4)
    app = make_app()
    app.play(session)
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, table_for("arenarex")))
    public_frames = picks = 0
    for _ in range(400):
        top = app.top
        if isinstance(top, HandoffScene):
            app.step([], dt=FRAME)
            app.step([], dt=FRAME)
            app.step([key(pygame.K_SPACE)], dt=FRAME)
            continue
        app.step([], dt=0.05)
        d = session.decision
        if d is None or picks >= 2:
            break
        if not table.my_turn():
            public_frames += 1
            assert session.viewer is None
            names = session.state.observation(0).get("names", {})
            picked = [names.get(e.get("model"), e.get("model")).split(":")[-1].lower() for e in session.events
                      if e.type == "duelist_picked"]
            for line in table.log_lines():
                assert not any(p in line.lower() for p in picked), line  # "has secretly chosen a duelist" only
            continue
        if d.kind == "duellum_pick":
            picks += 1
        table.play(table.legal()[0])
    assert picks == 2 and public_frames > 0
