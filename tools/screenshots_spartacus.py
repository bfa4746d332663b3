"""Regenerate docs/screenshots/spartacus-*.png: the Spartacus table at 1280x720, headless.

    python tools/screenshots_spartacus.py [OUT_DIR]

Every picture comes from one seeded game: the scripted human of the window test
(``tests/client/spartacus_driver.human_choice``) as seat 1 and three easy bots, played on the
engine alone; each picture opens the table at the first position that shows its subject.
Writes spartacus-intrigue (the houses at an intrigue turn), -support (asking for support,
the promise shown), -trade (a composed open-market trade), -bid (a secret bid), -reveal
(bids shown, a tie bid again), -duel (the hex duel mid-roll), -thumb (the host's thumb),
-house-picker (each house's ability), -scheme-target (a scheme being aimed: the lit houses,
what a click on each does), -guard-choice (a guard face up and its twin hidden in hand: the
pair is moved there from the deck for the picture), -auction-reveal (every bid, the
winner and the price over the houses), -promises (the public promise record) and -results. Settings and saves go to temporary folders.

    python tools/screenshots_spartacus.py [OUT_DIR] --lang es [--only intrigue,duel]

writes the same pictures in Spanish, named es-spartacus-<name>.png (``--only`` keeps some).
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from headless import ROOT  # noqa: E402  (headless SDL and the repo on sys.path, before pygame)

sys.path.insert(0, str(ROOT / "tests" / "client"))
from spartacus_driver import human_choice  # noqa: E402

from engine.ai import make_bot  # noqa: E402
from engine.ai.view import seat_view  # noqa: E402
from engine.core import registry  # noqa: E402
from engine.core.saves import GameMoves  # noqa: E402
from engine.play.match import bot_rng  # noqa: E402

FRAME = 1 / 60
NAMES = ("Livia", "Marcus", "Aurelia", "Gaius")
SEED = 56


def scripted_game(seed: int = SEED):
    """(actions, events after each action) of the scripted game."""
    ruleset = registry.get("spartacus")
    bot = make_bot("easy", ruleset)
    state = ruleset.new_game({"seats": 4}, seed)
    actions, events = [], []
    while (d := state.to_decide()) is not None:
        if d.seat == 0:
            action = human_choice(state, state.legal_actions())
        else:
            action = bot.choose(seat_view(state), bot_rng(seed, state.decisions_made, d.seat))
        actions.append(action)
        events.append(state.apply(action))
    return actions, events


def position(actions, events, want):
    """The session at the first decision where ``want(state, events so far)`` holds."""
    from client.table.session import GameSession, Seat

    ruleset = registry.get("spartacus")
    state = ruleset.new_game({"seats": 4}, SEED)
    so_far = []
    for i, action in enumerate(actions + [None]):
        if want(state, so_far, events[i] if i < len(events) else []):
            seats = [Seat(NAMES[s], "human" if s == 0 else "bot:easy") for s in range(4)]
            moves = GameMoves("spartacus", {"seats": 4}, SEED, list(actions[:i]),
                                {"seats": [s.to_json() for s in seats]})
            return GameSession(moves, state, seats, events=list(so_far), autosave_to=False)
        if action is None:
            break
        so_far += events[i]
        state.apply(action)
    raise LookupError("no such position in the scripted game")


def mine(kind, extra=lambda s, e: True, then=lambda upcoming: True):
    """The scripted human's decision of ``kind``, where ``extra(state, events so far)`` holds and
    the action taken there makes events for which ``then`` holds."""
    def want(state, events, upcoming):
        d = state.to_decide()
        return d is not None and d.seat == 0 and d.kind == kind and extra(state, events) and then(upcoming)
    return want


def guard_choice(table) -> None:
    """The human's guard question with a guard face up and a copy of it hidden in hand, so the
    picture shows the two choices apart (the scripted game holds one kind at a time)."""
    from engine.spartacus.content import content

    state, c = table.session.state, content()
    deck = [k for k in state.intrigue_deck if c.card(k).type == "guard"]
    up = next(k for k in deck if sum(c.card(x).name == c.card(k).name for x in deck) > 1)
    twin = next(k for k in deck if k != up and c.card(k).name == c.card(up).name)
    for k in (up, twin):
        state.intrigue_deck.remove(k)
    state.owner[up] = 0
    state.hands[0].append(twin)
    table._legal_key = table._obs_key = None
    table.decision_panel.changed()


def reveal_at(open_at):
    """(index of the action, table) at the bid whose answer shows every bid and sells the lot."""

    def want(s, e, up):
        return s.step == "bid" and any(x.type == "auction_won" and x.get("card") is not None for x in up)
    table = open_at(want)
    return len(table.session.moves.actions), table


def write_screenshots(out_dir, language: str = "en", only=None) -> list[Path]:
    """Every picture (or those named in ``only``), in ``language``; the paths written."""
    from client.app import App
    from client.games.spartacus.table import SpartacusTable, results_scene
    from client.table.worker import BotWorker
    from engine import i18n

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    actions, events = scripted_game()

    with tempfile.TemporaryDirectory() as config, tempfile.TemporaryDirectory() as data:
        previous = os.environ.get("LUDUS_DATA_DIR")
        os.environ["LUDUS_DATA_DIR"] = data
        app = App(config)
        app.settings.extra["bot_speed"] = "slow"
        before = i18n.language()
        i18n.set_language(language)
        prefix = "spartacus" if language == "en" else f"{language}-spartacus"

        def open_at(want, frames=3):
            session = position(actions, events, want)
            app.to_title()
            table = SpartacusTable(app, session, worker_factory=lambda: BotWorker(mode="thread"))
            app.push(table)
            for _ in range(frames):
                app.step([], dt=FRAME)
            return table

        def shot(name):
            if only and name not in only:
                return
            path = out / f"{prefix}-{name}.png"
            app.screenshot(path)
            written.append(path)

        try:
            open_at(mine("intrigue", lambda s, e: s.round_no >= 2 and any(
                x.type == "promise_made" for x in e)))
            shot("intrigue")
            open_at(mine("support"))
            shot("support")
            table = open_at(mine("market", lambda s, e: s.window.made.get(0, 0) == 0))
            comp = table.composer
            theirs = next(k for k, *_ in table.observation()["assets"][1])
            comp.toggle(theirs, 1)
            comp.row("give_gold").set(2)
            table.compose_version += 1
            for _ in range(2):
                app.step([], dt=FRAME)
            shot("trade")
            table = open_at(mine("bid", lambda s, e: not s.auction.first))
            table.composer.row("amount").set(2)
            table.compose_version += 1
            app.step([], dt=FRAME)
            shot("bid")
            open_at(mine("bid", lambda s, e: bool(s.auction.first)))
            shot("reveal")
            table = open_at(lambda s, e, up: s.step == "attack" and any(
                x.type == "dice_rolled" and x.get("wounds") for x in up))  # a strike that wounds, seen by seat 1
            table.play(next(a for a in table.session.legal_actions() if a.kind == "attack"))
            for _ in range(54):  # the dice have tumbled and the first pairs are judged
                app.step([], dt=FRAME)
            shot("duel")
            open_at(mine("thumb"))
            shot("thumb")
            open_at(mine("house"))
            shot("house-picker")
            table = open_at(mine("intrigue", lambda s, e: any(
                a.kind == "scheme" and a.target is not None for a in s.legal_actions())))
            aimed = next(a for a in table.session.legal_actions() if a.kind == "scheme" and a.target is not None)
            table.act([a for a in table.session.legal_actions() if a.kind == "scheme" and a.card == aimed.card])
            for _ in range(2):
                app.step([], dt=FRAME)
            shot("scheme-target")
            table = open_at(mine("guard"))
            guard_choice(table)
            for _ in range(2):
                app.step([], dt=FRAME)
            shot("guard-choice")
            i, table = reveal_at(open_at)
            table.play(actions[i])
            for _ in range(20):
                app.step([], dt=FRAME)
            shot("auction-reveal")
            table = open_at(lambda s, e, up: s.round_no >= 3 and s.step == "intrigue" and s.order[s.idx] == 0)
            table.toggle_promises()
            app.step([], dt=FRAME)
            shot("promises")
            if not only or "results" in only:
                done = position(actions, events, lambda s, e, up: s.to_decide() is None)
                app.to_title()
                app.push(results_scene(app, done))
                app.step([], dt=FRAME)
                shot("results")
        finally:
            app.close()
            i18n.set_language(before)
            if previous is None:
                os.environ.pop("LUDUS_DATA_DIR", None)
            else:
                os.environ["LUDUS_DATA_DIR"] = previous
    return written


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="Regenerate the Spartacus screenshots.")
    parser.add_argument("out_dir", nargs="?", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--lang", default="en", help="the language of the pictures (en, es)")
    parser.add_argument("--only", default="", help="comma-separated picture names to keep (default: all)")
    args = parser.parse_args()
    target = Path(args.out_dir)
    only = {n for n in args.only.split(",") if n} or None
    for p in write_screenshots(target, args.lang, only):
        print(p.relative_to(ROOT) if p.is_relative_to(ROOT) else p)
