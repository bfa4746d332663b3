"""Regenerate docs/screenshots/forglory-*.png: the For Glory scenes at 1280x720, headless.

    python tools/screenshots_forglory.py [OUT_DIR]

Every picture comes from seeded random-bot games (so it can be regenerated):
the position is found by replaying the record up to the first decision that
shows what the picture is about. Writes forglory-setup, -draft (the Champion draft), -machinations,
-buy-payment (the cheapest payment proposed), -battle (a 4-seat battle),
-bot-thinking, -reaction (a Reaction Window naming the attacked Gladiator),
-buyback-play (a reserved Reaction bought back and played in one step, when the
engine offers that action),
-battle-summary (the last Battle's places, rewards and why; it holds the next click), -hotseat-bot-turn
(the public view while a bot plays between two humans), -end-turn-confirm (End my turn with Gladiators
still in hand), -big-hand (four 14-letter names, twelve cards in hand), -handoff, -results,
-pause and -replay, and rules-forglory / rules-arenarex (the rules summaries).
Settings and saves go to temporary folders.

    python tools/screenshots_forglory.py --es [OUT_DIR]

draws the same scenes in Spanish (the Language setting), as es-forglory-*.png and es-rules-forglory.
"""
from __future__ import annotations

import os
import sys
import tempfile
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import pygame  # noqa: E402
from screenshot_kit import command_line, settle  # noqa: E402  (headless first)
from screenshot_kit import session_at as kit_session_at  # noqa: E402

from engine.ai import RandomBot  # noqa: E402
from engine.core import registry  # noqa: E402
from engine.core.saves import GameMoves  # noqa: E402
from engine.play.match import play_match  # noqa: E402

NAMES = ("Livia", "Marcus", "Aurelia", "Gaius")


def find_position(seats: int, want, seeds=range(1, 60), champions: str = "off"):
    """(record up to the position, seed) of the first decision where ``want(state)`` holds."""
    ruleset = registry.get("forglory")
    for seed in seeds:
        match = play_match(ruleset, ruleset.make_config(seats, {"champions": champions}), seed,
                           [RandomBot()] * seats)
        state = match.moves.start()
        events = []
        for i, action in enumerate(match.moves.actions):
            if want(state):
                moves = GameMoves("forglory", match.moves.config, seed, list(match.moves.actions[:i]))
                return moves, state, events
            events += state.apply(action)
    raise LookupError("no such position in the seeds tried")


def find_transition(seats: int, want, seeds=range(1, 60)):
    """(record up to the action, state before it, events so far, the action) of the first action
    whose events satisfy ``want(events)``."""
    ruleset = registry.get("forglory")
    for seed in seeds:
        match = play_match(ruleset, ruleset.make_config(seats, {"champions": "off"}), seed, [RandomBot()] * seats)
        state = match.moves.start()
        for i, action in enumerate(match.moves.actions):
            if want(state.clone().apply(action)):
                moves = GameMoves("forglory", match.moves.config, seed, list(match.moves.actions[:i]))
                replayed = moves.start()
                events = []
                for a in moves.actions:
                    events += replayed.apply(a)
                return moves, replayed, events, action
            state.apply(action)
    raise LookupError("no such action in the seeds tried")


def battle_ends_before_the_last_round(events) -> bool:
    return any(e.type == "battle_ended" for e in events) and not any(e.type == "game_over" for e in events)


def damage_window_position(state) -> bool:
    """The viewer decides in a Reaction Window on Damage assigned to a Gladiator by an attack."""
    d = state.to_decide()
    return (d is not None and d.seat == 0 and d.kind == "reaction" and any(state.assigned.values())
            and state.phase == "combat" and state.arena[0])


def buyback_play_position(state) -> bool:
    """The viewer may buy back a reserved Reaction and play it at once, with a choice of payment."""
    d = state.to_decide()
    if d is None or d.seat != 0 or d.kind != "reaction":
        return False
    offers = [a for a in state.legal_actions() if a.kind == "buyback_play"]
    return any(sum(1 for b in offers if b.card == a.card and b.get("target") == a.get("target")) > 1
               for a in offers)


def draft_position(state) -> bool:
    d = state.to_decide()
    return d is not None and d.seat == 0 and d.kind == "draft"


def battle_position(state) -> bool:
    d = state.to_decide()
    return (d is not None and d.seat == 0 and d.kind == "combat_turn" and state.round >= 2
            and all(len(state.arena[s]) >= 2 for s in range(state.n)) and any(state.damage.values()))


def machinations_position(state) -> bool:
    d = state.to_decide()
    return (d is not None and d.seat == 0 and d.kind == "take_actions" and state.round == 2
            and len(state.villa[0]) >= 2 and state.reserve[0] and len(state.hand[0]) >= 5
            and _several_payments(state))


def _several_payments(state) -> bool:
    buys = [a for a in state.legal_actions() if a.kind == "buy"]
    return any(sum(1 for b in buys if b.card == a.card) > 1 for a in buys)


def thinking_position(state) -> bool:
    d = state.to_decide()
    return d is not None and d.seat == 1 and d.kind == "combat_turn" and state.arena[0] and state.arena[1]


def bot_machinations_position(state) -> bool:
    """A bot (seat 2) takes its Machinations Turn in round 2, the humans' Villas and Reserves filled."""
    d = state.to_decide()
    return (d is not None and d.seat == 2 and d.kind == "take_actions" and state.round == 2
            and state.reserve[0] and state.reserve[1] and len(state.villa[0]) >= 1)


def end_question_position(state) -> bool:
    """The viewer's Machinations Turn with Gladiators still playable from the Hand."""
    d = state.to_decide()
    return (d is not None and d.seat == 0 and d.kind == "take_actions" and state.round == 1 and state.turns > 3
            and sum(1 for a in state.legal_actions() if a.kind == "play"
                    and state.cd[a.get("card")].type == "gladiator") >= 2)


LONG_NAMES = ("Maximus Magnus", "Marcus Aurelio", "Livia Drusilla", "Gaius Octavian")  # the setup's most: 14


#: a window session at a position found here (``screenshot_kit.session_at``), seated with NAMES
session_at = partial(kit_session_at, names=NAMES)


def _table(app, session):
    from client.games.forglory.table import ForGloryTable
    from client.table.worker import BotWorker

    return ForGloryTable(app, session, worker_factory=lambda: BotWorker(mode="thread"))


def _motion(app, pos):
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def write_screenshots(out_dir, language: str = "en") -> list[Path]:
    from client.app import App
    from client.scenes.setup import NewGameScene
    from client.table.handoff import HandoffScene

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written = []

    prefix = "" if language == "en" else f"{language}-"

    def shot(app, name):
        path = out / f"{prefix}forglory-{name}.png"
        app.screenshot(path)
        written.append(path)

    def rules_shot(app, game):
        path = out / f"{prefix}rules-{game}.png"
        app.screenshot(path)
        written.append(path)

    with tempfile.TemporaryDirectory() as config, tempfile.TemporaryDirectory() as data:
        os.environ["LUDUS_DATA_DIR"] = data
        app = App(config)
        app.settings.extra["bot_speed"] = "normal"
        if language != "en":
            from client.settings import set_language

            set_language(app, language)
        try:
            # setup, with a problem explained (two seats called Livia)
            app.push(NewGameScene(app, "forglory"))
            settle(app)
            setup = app.top
            setup.name_fields[2].set("Livia")
            setup.option_choices["champions"].cycle(2)
            settle(app)
            shot(app, "setup")
            # the Champion draft: the viewer picks a Champion from the pool
            session = session_at(*find_position(3, draft_position, champions="draft"))
            app.to_title()
            app.push(_table(app, session))
            settle(app)
            shot(app, "draft")
            # Machinations: the viewer's turn, a hovered Supply card with its tooltip
            session = session_at(*find_position(3, machinations_position))
            app.to_title()
            table = _table(app, session)
            app.push(table)
            settle(app)
            buys = [a for a in session.legal_actions() if a.kind == "buy"]
            several = [a for a in buys if sum(1 for b in buys if b.card == a.card) > 1]
            buy = several[0] if several else (buys[0] if buys else None)
            if buy is not None:
                settle(app, _motion(app, table.rects[buy.card].center), frames=30)
            shot(app, "machinations")
            # the cheapest payment proposed
            if buy is not None:
                table.click(buy.card, "supply")
                settle(app)
                shot(app, "buy-payment")
                table.cancel_pick()
            # battle: 4 seats, the viewer attacks; targets highlighted
            session = session_at(*find_position(4, battle_position))
            app.to_title()
            table = _table(app, session)
            app.push(table)
            settle(app)
            attack = next(a for a in session.legal_actions() if a.kind == "attack")
            table.act(attack)  # the attack is declared; windows may follow for other seats
            settle(app, frames=3)
            shot(app, "battle")
            # a bot thinking (the indicator on its panel and in the prompt bar)
            session = session_at(*find_position(3, thinking_position))
            app.to_title()
            table = _table(app, session)
            app.push(table)
            settle(app, frames=8)
            shot(app, "bot-thinking")
            # a Reaction Window for the viewer: who is attacked, by whom, for how much
            session = session_at(*find_position(3, damage_window_position))
            app.to_title()
            table = _table(app, session)
            app.push(table)
            settle(app)
            shot(app, "reaction")
            # a reserved Reaction bought back and played in one step: its payment, as for Buy (only
            # when the engine offers the one-step action; never a hand-made legal list)
            try:
                session = session_at(*find_position(3, buyback_play_position))
            except LookupError:
                print("no one-step buy back and play offered by this engine: forglory-buyback-play skipped")
            else:
                app.to_title()
                table = _table(app, session)
                app.push(table)
                settle(app)
                offer = next(a for a in session.legal_actions() if a.kind == "buyback_play")
                table.click(offer.card, "reserve")
                settle(app)
                while table.picking.step is not None and table.picking.step.kind == "target":
                    table.click(table.picking.step.options[0], "arena")
                    settle(app)
                shot(app, "buyback-play")
            # the public view while a bot plays in a hot-seat game: no hand, no Reserve face up
            session = session_at(*find_position(3, bot_machinations_position), human_seats=(0, 1))
            app.to_title()
            table = _table(app, session)
            app.push(table)
            for c in table.controllers:
                if c.is_bot:
                    c.poll = lambda *a, **k: None  # the bot goes on thinking: the picture holds still
            settle(app, frames=8)
            assert session.viewer is None
            shot(app, "hotseat-bot-turn")
            # End my turn with Gladiators still in hand: the box names what would be lost
            session = session_at(*find_position(3, end_question_position))
            app.to_title()
            table = _table(app, session)
            app.push(table)
            settle(app)
            table.control.press_primary()
            settle(app)
            shot(app, "end-turn-confirm")
            # four 14-letter names and a hand of twelve: every word whole
            moves, state, events = find_position(4, machinations_position)
            spare = [c for c in state.deck[0] + state.discard[0]]
            state.hand[0].extend(spare[:max(0, 12 - len(state.hand[0]))])
            session = session_at(moves, state, events, names=LONG_NAMES)
            app.to_title()
            table = _table(app, session)
            app.push(table)
            settle(app)
            shot(app, "big-hand")
            # the summary of a Battle, in the Arena left empty for the next round
            moves, state, events, action = find_transition(3, battle_ends_before_the_last_round)
            session = session_at(moves, state, events)
            app.to_title()
            table = _table(app, session)
            app.push(table)
            settle(app)
            table.play(action)
            settle(app, frames=4)
            shot(app, "battle-summary")
            # hand-off between two humans
            session = session_at(*find_position(3, machinations_position), human_seats=(0, 1))
            session.take_over(1)
            app.to_title()
            table = _table(app, session)
            app.push(table)
            settle(app)
            assert isinstance(app.top, HandoffScene)
            shot(app, "handoff")
            # pause menu over the table
            app.pop()
            session.take_over(0)
            table.turns.handoff_pending = None
            settle(app)
            table.open_pause()
            settle(app)
            shot(app, "pause")
            # results of a finished seeded game
            ruleset = registry.get("forglory")
            match = play_match(ruleset, ruleset.make_config(4), 5, [RandomBot()] * 4)
            replayed, events = match.moves.start(), []
            for a in match.moves.actions:
                events += replayed.apply(a)
            session = session_at(GameMoves("forglory", match.moves.config, 5, list(match.moves.actions)),
                                 match.state, events)
            app.to_title()
            table = _table(app, session)
            app.push(table.results_scene())
            settle(app)
            shot(app, "results")
            # the replay viewer, a spectator 40 decisions in
            rec = GameMoves("forglory", match.moves.config, 5, list(match.moves.actions),
                             {"seats": [{"name": n, "controller": "bot:random"} for n in NAMES]})
            app.open_replay(rec)
            settle(app)
            app.top.replay.seek(140)
            settle(app)
            shot(app, "replay")
            # the rules summary of each game: For Glory at the glossary's "Reserve", Arena Rex at the top
            from client.scenes.rules import open_rules

            app.to_title()
            settle(app)
            open_rules(app, "forglory", "Reserve")
            settle(app)
            rules_shot(app, "forglory")
            app.pop()
            if language != "en":  # Arena Rex's own Spanish pictures are made by its own script
                return written
            open_rules(app, "arenarex")
            settle(app)
            rules_shot(app, "arenarex")
        finally:
            app.close()
    return written


if __name__ == "__main__":
    command_line(write_screenshots, languages=True)
