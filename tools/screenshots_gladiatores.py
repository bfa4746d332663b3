"""Regenerate docs/screenshots/gladiatores-*.png: the Gladiatores scenes at 1280x720, headless.

    python tools/screenshots_gladiatores.py [OUT_DIR]

Every picture comes from seeded random-bot games (so it can be regenerated): the position is
found by replaying the record up to the first decision that shows what the picture is about.
Writes gladiatores-setup, -market-outbid (the viewer outbid, choosing again), -betting, -tactics,
-combat-exchange (the viewer answering a chain of counters, its breaking cards lit),
-event-scoring (the summary after an event: favour into wreaths, a bet paid), -handoff, -results,
-rules (the rules summary), -discard-confirm (a click on a card that cannot be played: the box
naming the card and its cost) and -quickplay-draw (a quickplay gladiator being readied, with Draw
the rest). Settings and saves go to temporary folders.

    python tools/screenshots_gladiatores.py --es [OUT_DIR]

draws the same scenes in Spanish (the Language setting), as es-gladiatores-*.png (the exchange
as es-gladiatores-combat).
"""
from __future__ import annotations

import os
import sys
import tempfile
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshot_kit import command_line, settle  # noqa: E402  (headless first)
from screenshot_kit import session_at as kit_session_at  # noqa: E402

from engine.ai import RandomBot  # noqa: E402
from engine.core import registry  # noqa: E402
from engine.core.saves import GameMoves  # noqa: E402
from engine.play.match import play_match  # noqa: E402

NAMES = ("Livia", "Marcus", "Aurelia", "Gaius", "Julia")
GAME = "gladiatores"


def _matches(seats: int, seeds, options=None):
    ruleset = registry.get(GAME)
    for seed in seeds:
        match = play_match(ruleset, ruleset.make_config(seats, options or {}), seed, [RandomBot()] * seats)
        yield seed, match


def find_position(seats: int, want, seeds=range(1, 80), options=None):
    """(record up to the position, state, events so far) of the first decision where ``want(state)`` holds."""
    for seed, match in _matches(seats, seeds, options):
        state = match.moves.start()
        events = []
        for i, action in enumerate(match.moves.actions):
            if want(state):
                return GameMoves(GAME, match.moves.config, seed, list(match.moves.actions[:i])), state, events
            events += state.apply(action)
    raise LookupError("no such position in the seeds tried")


def find_transition(seats: int, want, seeds=range(1, 80)):
    """(record up to the action, state before it, events so far, the action) of the first action
    whose events satisfy ``want(events)``."""
    for seed, match in _matches(seats, seeds):
        state = match.moves.start()
        events = []
        for i, action in enumerate(match.moves.actions):
            if want(state.clone().apply(action)):
                return GameMoves(GAME, match.moves.config, seed, list(match.moves.actions[:i])), state, events, action
            events += state.apply(action)
    raise LookupError("no such action in the seeds tried")


def outbid_position(state) -> bool:
    d = state.to_decide()
    return d is not None and d.seat == 0 and d.kind == "bid" and state.stack[-1].reselect[:1] == [0] \
        and len(state.bids) >= 2


def betting_position(state) -> bool:
    d = state.to_decide()
    return d is not None and d.seat == 0 and d.kind == "bet"


def tactics_position(state) -> bool:
    d = state.to_decide()
    return d is not None and d.seat == 0 and d.kind == "tactics" and state.event_no >= 2


def exchange_position(state) -> bool:
    """The viewer answers an exchange three cards deep, with a card in hand that breaks the top one."""
    d = state.to_decide()
    return (d is not None and d.seat == 0 and d.kind == "respond" and len(state.pile) >= 3
            and any(a.kind == "counter" for a in state.legal_actions()) and state.supply < 10)


def discard_position(state) -> bool:
    """The viewer's turn with favour to pay, an Attack card and a card it can only discard."""
    d = state.to_decide()
    if d is None or d.seat != 0 or d.kind != "turn" or state.favour[0] < 1 or len(set(state.hand[0])) < 3:
        return False
    legal = state.legal_actions()
    stuck = [a for a in legal if a.kind == "discard"
             and not any(b.get("card") == a.card and b.kind != "discard" for b in legal)]
    return bool(stuck) and any(a.kind == "attack" for a in legal)


def lone_discard_position(state) -> bool:
    """The viewer's turn whose one legal answer is a discard (one card name, no Attack)."""
    d = state.to_decide()
    if d is None or d.seat != 0 or d.kind != "turn":
        return False
    legal = state.legal_actions()
    return len(legal) == 1 and legal[0].kind == "discard"


def quickplay_draw_position(state) -> bool:
    """A quickplay gladiator of the viewer being readied, a few cards already drawn."""
    d = state.to_decide()
    return (d is not None and d.seat == 0 and state.phase == "ready" and bool(state.stack[-1].queue)
            and state.stack[-1].queue[0].left <= 15)


def handoff_position(state) -> bool:
    d = state.to_decide()
    return d is not None and d.seat == 1 and d.kind == "respond"


def event_won(events) -> bool:
    return any(e.type == "event_won" for e in events) and not any(e.type == "game_over" for e in events)


def rich_event_won(events) -> bool:
    """An event won in which favour became wreaths and a bet paid."""
    return event_won(events) and any(e.type == "bet_won" for e in events) and any(
        e.type == "prize_awarded" and e.get("reason").endswith("favour") for e in events)


#: a window session at a position found here (``screenshot_kit.session_at``), seated with NAMES
session_at = partial(kit_session_at, names=NAMES)


def table_for(app, session):
    from client.games.gladiatores.table import GladiatoresTable
    from client.table.worker import BotWorker

    return GladiatoresTable(app, session, worker_factory=lambda: BotWorker(mode="thread"))


#: the Spanish pictures' names where they differ from the English ones
SPANISH_NAMES = {"combat-exchange": "combat"}


def write_screenshots(out_dir, language: str = "en") -> list[Path]:
    from client.app import App
    from client.scenes.setup import NewGameScene
    from client.table.handoff import HandoffScene

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written = []

    def shot(app, name):
        path = out / f"gladiatores-{name}.png" if language == "en" else \
            out / f"{language}-gladiatores-{SPANISH_NAMES.get(name, name)}.png"
        app.screenshot(path)
        written.append(path)

    def open_at(app, session, frames=2):
        app.to_title()
        table = table_for(app, session)
        app.push(table)
        settle(app, frames=frames)
        return table

    with tempfile.TemporaryDirectory() as config, tempfile.TemporaryDirectory() as data:
        os.environ["LUDUS_DATA_DIR"] = data
        app = App(config)
        app.settings.extra["bot_speed"] = "normal"
        if language != "en":
            from client.settings import set_language

            set_language(app, language)
        try:
            app.push(NewGameScene(app, GAME))
            settle(app)
            setup = app.top
            setup.count_choice.cycle(1)   # four seats
            settle(app)
            app.top.controller_choices[1].cycle(1)
            app.top.widgets.focus(app.top.start_button, by_keyboard=False)
            settle(app)
            shot(app, "setup")
            shot_table = [
                ("market-outbid", 3, outbid_position),
                ("betting", 4, betting_position),
                ("tactics", 3, tactics_position),
                ("combat-exchange", 3, exchange_position),
            ]
            for name, seats, want in shot_table:
                session = session_at(*find_position(seats, want))
                open_at(app, session, frames=4 if name != "betting" else 120)
                shot(app, name)
            # a click on a card that cannot be played: the box asks before it is discarded
            session = session_at(*find_position(3, discard_position))
            table = open_at(app, session)
            legal = session.legal_actions()
            stuck = next(a.card for a in legal if a.kind == "discard"
                         and not any(b.get("card") == a.card and b.kind != "discard" for b in legal))
            table.click(stuck, "hand")
            settle(app)
            shot(app, "discard-confirm")
            # quickplay: the gladiator readied from the three decks, one card or all the rest
            session = session_at(*find_position(2, quickplay_draw_position, options={"mode": "quickplay"}))
            table = open_at(app, session, frames=4)
            shot(app, "quickplay-draw")
            # the summary after an event: the event's last action played on the table
            moves, state, events, action = find_transition(4, rich_event_won)
            session = session_at(moves, state, events)
            table = open_at(app, session)
            table.play(action)
            settle(app, frames=3)
            shot(app, "event-scoring")
            # hand-off: a counter out of turn, by the second human
            session = session_at(*find_position(3, handoff_position), human_seats=(0, 1))
            session.take_over(0)
            open_at(app, session, frames=3)
            assert isinstance(app.top, HandoffScene)
            shot(app, "handoff")
            # results of a finished seeded game
            ruleset = registry.get(GAME)
            match = play_match(ruleset, ruleset.make_config(3), 4, [RandomBot()] * 3)
            replayed, events = match.moves.start(), []
            for a in match.moves.actions:
                events += replayed.apply(a)
            session = session_at(GameMoves(GAME, match.moves.config, 4, list(match.moves.actions)),
                                 match.state, events)
            app.to_title()
            app.push(table_for(app, session).results_scene())
            settle(app)
            shot(app, "results")
            # the rules summary, at its first page
            from client.scenes.rules import open_rules

            app.to_title()
            settle(app)
            open_rules(app, GAME)
            settle(app)
            shot(app, "rules")
        finally:
            app.close()
    return written


if __name__ == "__main__":
    command_line(write_screenshots, languages=True)
