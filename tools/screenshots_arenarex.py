"""Regenerate docs/screenshots/arenarex-<scene>.png: the Arena Rex arena at 1280x720, headless.

    python tools/screenshots_arenarex.py [OUT_DIR]

Plays seeded hot-seat games (both seats human, so every decision is drawn from
the decider's observation) with a seeded policy that favours Push boxes, and
saves: ``builder`` (the cohort builder), ``battle`` (mid-battle, a model selected, engagement rings on hover),
``attack-preview`` (pointing at an attack's button: the engine's odds of it),
``move`` (dragging a model to an illegal spot: red ghost and the engine's
reason), ``tree`` (a damage-tree choice, the roll card still showing), ``dice`` (the animated roll),
``roll-held`` (a resolved attack's card waiting for Continue, its damage explained),
``move-cost`` (a second move dragged: the ghost warns of the fatigue it costs),
``own-target`` (an attack on one's own model: its button says "your" and comes last),
``push-warning`` (a damage-tree push that will not move its target: the button says so, the
tree marks the box, the tooltip says why), ``end-confirm`` (End activation with the free move
unused asks first), ``push-hazard`` (a push sliding into a hazard), ``fallen`` (where a lethal hazard took a
model) and ``displacement`` (a Titan's displaced model waiting to be placed, with the
engine's spots). Settings and autosaves go to a temporary folder.

    python tools/screenshots_arenarex.py [OUT_DIR] --lang es [--only battle,tree]

writes the same pictures in Spanish, named es-arenarex-<name>.png (``--only`` keeps some).
"""
from __future__ import annotations

import json
import math
import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import pygame  # noqa: E402
from headless import ROOT  # noqa: E402  (headless SDL and the repo on sys.path, before pygame)

from client.app import App  # noqa: E402
from client.games.arenarex.scene import ArenaScene  # noqa: E402
from client.games.arenarex.words import _ as arena_word  # noqa: E402  (the words the pictures look for)
from client.table.session import GameSession, Seat  # noqa: E402
from engine.arenarex.content import roster, trees  # noqa: E402
from engine.core import registry  # noqa: E402

FRAME = 1 / 60


def _ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def new_game(seed: int, **options):
    ruleset = registry.get("arenarex")
    opts = {"scenario": "munus", "cohort": "4", "map": "colosseum"}
    opts.update(options)
    config = ruleset.make_config(2, opts)
    return GameSession.new("arenarex", config, [Seat("Livia", "human"), Seat("Marcus", "human")], seed=seed,
                           autosave_to=False)


def choose(session, rng):
    legal = session.legal_actions()
    d = session.decision
    state = session.state
    if d.kind == "tree_path":
        f = state.frame_of("attack")
        tree = trees()[roster()[state.models[f.attacker]["p"]].tree]
        pushes = [a for a in legal if a.kind == "tree_box" and tree.boxes[a.box].box == "push"]
        if pushes:
            return pushes[0]
    if d.kind == "action":
        attacks = [a for a in legal if a.kind == "attack" and state.is_enemy(a.by, a.target)]
        if attacks:
            return rng.choice(attacks)
        moves = [a for a in legal if a.kind == "move"]
        top = state.stack[-1]
        if moves and not top.moved:
            enemies = [state.pos(m) for m in state.seat_models(1 - state.controller(top.model))]
            return min(moves, key=lambda a: min(math.dist(a.path[-1], e) for e in enemies) + rng.random())
        return next(a for a in legal if a.kind == "end")
    if d.kind in ("reaction", "favor", "power_attack"):
        return legal[0] if rng.random() < 0.7 else rng.choice(legal)
    return rng.choice(legal)


def settle(app, frames=2, dt=FRAME):
    for _ in range(frames):
        app.step([], dt=dt)


def run_until(app, session, rng, want, limit=900):
    """Play until ``want(events)`` is true for the events of one action; returns them (or None)."""
    scene = app.top
    for _ in range(limit):
        if session.decision is None:
            return None
        scene.story.finish_all()
        settle(app, 1, dt=FRAME)
        if not scene.my_turn():
            settle(app, 2, dt=FRAME)
            continue
        if want(None):
            return []
        before = len(session.events)
        scene.play(choose(session, rng))
        new = session.events[before:]
        if want(new):
            return new
    return None


def focus(scene, world, zoom):
    """Centre the camera on ``world`` at ``zoom`` (as a player would with wheel and drag)."""
    scene.camera.zoom = zoom
    scene.camera.centre = (float(world[0]), float(world[1]))
    scene.camera.set_viewport(scene.camera.viewport)


def away(app):
    """Move the mouse off the map so no tooltip hides the picture."""
    app.step([_ev(pygame.MOUSEMOTION, pos=(1100, 700), rel=(0, 0), buttons=(0, 0, 0))], dt=FRAME)


def open_app(session, conf):
    app = App(conf, initial_scene=lambda app: ArenaScene(app, session))
    settle(app, 3)
    return app


def write_screenshots(out_dir, language: str = "en", only=None) -> list[Path]:
    """Every picture (or those named in ``only``), in ``language``; the paths written."""
    from engine import i18n

    before = i18n.language()
    i18n.set_language(language)
    try:
        return _write_screenshots(out_dir, "arenarex" if language == "en" else f"{language}-arenarex", only)
    finally:
        i18n.set_language(before)


def _write_screenshots(out_dir, prefix: str, only) -> list[Path]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    conf = Path(tempfile.mkdtemp(prefix="ludus-shots-"))
    os.environ["LUDUS_DATA_DIR"] = str(conf / "data")
    # an App speaks the language its settings say (as after choosing it in Settings)
    from engine import i18n

    (conf / "settings.json").write_text(json.dumps({"language": i18n.language()}), encoding="utf-8")

    def wanted(*names):
        return not only or any(n in only for n in names)

    def shot(app, name):
        if only and name not in only:
            return
        path = out / f"{prefix}-{name}.png"
        app.screenshot(path)
        written.append(path)

    if wanted('builder'):
        # 0. the cohort builder: one side picked by hand (a Ludus Benefit), the bot's side random,
        # a model's card in the tooltip, and a refused start with the engine's reason
        from client.games.arenarex.builder import CohortBuilderScene

        app = App(conf, initial_scene=lambda app: CohortBuilderScene(
            app, [Seat("Livia", "human"), Seat("Bot 2", "bot:normal")], seed=7))
        b = app.top
        for pid in ("ban_luca", "sulla", "ywain", "septimus"):
            b.toggle_model(pid)
        b.start()
        pos = app.layout.rect(b.rows["gaius_pallidus"].rect).center
        app.step([_ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=FRAME)
        settle(app, 60)
        shot(app, "builder")
        app.close()

    if wanted('battle', 'attack-preview', 'move', 'dice', 'tree'):
        # 1. mid-battle, a damage-tree choice and the dice
        session = new_game(7)
        app = open_app(session, conf)
        scene = app.top
        rng = random.Random(7)
        def engaged_battle(ev):
            if ev is not None or session.decision.kind != "action" or session.state.turn_no < 6:
                return False
            st = session.state
            return any(a.kind == "attack" and st.is_enemy(a.by, a.target) for a in session.legal_actions())
        run_until(app, session, rng, engaged_battle)
        scene.story.finish_all()
        settle(app, 120)
        mine = scene.top_frame()["model"]
        scene.selected = mine
        focus(scene, scene.pos_of(mine), 1.6)
        models = scene.observation()["models"]
        enemies = [m for m, v in models.items() if v["seat"] not in (None, models[mine]["seat"]) and v["pos"]
                   and not v["out"]]
        enemy = min(enemies, key=lambda m: math.dist(scene.pos_of(m), scene.pos_of(mine)))
        focus(scene, ((scene.pos_of(mine)[0] + scene.pos_of(enemy)[0]) / 2,
                      (scene.pos_of(mine)[1] + scene.pos_of(enemy)[1]) / 2), 1.6)
        pos = scene.camera.to_screen_i(scene.pos_of(enemy))
        app.step([_ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=FRAME)
        settle(app, 30)
        shot(app, "battle")
        # pointing at an attack's button: the engine's odds at the top of the map
        attack = next((b for a, b in ((a, scene.action_buttons.get(a.key())) for a in session.legal_actions()
                                      if a.kind == "attack" and session.state.is_enemy(a.by, a.target)) if b), None)
        if attack is not None:
            app.step([_ev(pygame.MOUSEMOTION, pos=app.layout.rect(attack.rect).center, rel=(0, 0),
                          buttons=(0, 0, 0))], dt=FRAME)
            settle(app, 5)
            shot(app, "attack-preview")
        # dragging the active model into the pit: the ghost turns red with the engine's reason
        start = scene.camera.to_screen_i(scene.pos_of(mine))
        others = [m for m, v in scene.observation()["models"].items() if m != mine and v["pos"] and not v["out"]]
        other = min(others, key=lambda m: math.dist(scene.pos_of(m), scene.pos_of(mine)))
        target = scene.camera.to_screen_i(scene.pos_of(other))
        app.step([_ev(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                  _ev(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                  _ev(pygame.MOUSEMOTION, pos=((start[0] + target[0]) // 2, (start[1] + target[1]) // 2), rel=(1, 1),
                      buttons=(1, 0, 0)),
                  _ev(pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(1, 0, 0))], dt=FRAME)
        settle(app, 2)
        shot(app, "move")
        app.step([_ev(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], dt=FRAME)
        app.step([_ev(pygame.MOUSEBUTTONUP, pos=target, button=1)], dt=FRAME)
        scene.message = None
        away(app)
        run_until(app, session, rng, lambda ev: ev is not None and any(e.type == "dice_rolled" for e in ev))
        for _ in range(40):
            if scene.story.current is not None and scene.story.current.kind == "dice" and scene.story.progress() > 0.6:
                break
            settle(app, 1, dt=0.05)
        shot(app, "dice")
        run_until(app, session, rng, lambda ev: ev is None and session.decision.kind == "tree_path")
        scene.story.finish_all()
        settle(app, 120)
        f = scene.attack_frame()
        focus(scene, scene.pos_of(f["attacker"]), 2.0)
        away(app)
        settle(app, 3)
        shot(app, "tree")
        app.close()

    if wanted('push-warning'):
        # 1a. a push that cannot move its target (seed 0: Thoth already stands against Zahra)
        session = new_game(0)
        rng = random.Random(0)
        for _ in range(131):
            session.apply(choose(session, rng))
        session.take_over(session.decision.seat)
        app = open_app(session, conf)
        scene = app.top
        scene.story.finish_all()
        settle(app, 120)
        f = scene.attack_frame()
        a, d = scene.pos_of(f["attacker"]), scene.pos_of(f["defender"])
        focus(scene, ((a[0] + d[0]) / 2, (a[1] + d[1]) / 2 + 1.5), 2.6)
        scene.card_folded = scene.story_view.roll_card().start if scene.story_view.roll_card() is not None else None
        warned = next(b for b in scene.buttons.widgets if arena_word("won't move {model}").split("{")[0] in b.text)
        app.step([_ev(pygame.MOUSEMOTION, pos=app.layout.rect(warned.rect).center, rel=(0, 0), buttons=(0, 0, 0))],
                 dt=FRAME)
        settle(app, 60)
        shot(app, "push-warning")
        app.close()

    if wanted('end-confirm'):
        # 1a'. End activation with the free move still unused: the confirm box, the reason under it
        session = new_game(7)
        app = open_app(session, conf)
        scene = app.top
        rng = random.Random(7)

        def fresh_activation(ev):
            if ev is not None or session.decision.kind != "action" or session.state.turn_no < 3:
                return False
            top = session.state.stack[-1]
            return not top.moved and any(a.kind == "end" for a in session.legal_actions())
        if run_until(app, session, rng, fresh_activation, limit=400) is not None:
            scene.story.finish_all()
            settle(app, 60)
            focus(scene, scene.pos_of(scene.top_frame()["model"]), 1.6)
            end = next(b for b in scene.buttons.widgets if b.text == arena_word("End activation"))
            spot = app.layout.rect(end.rect).center
            app.step([_ev(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)),
                      _ev(pygame.MOUSEBUTTONDOWN, pos=spot, button=1), _ev(pygame.MOUSEBUTTONUP, pos=spot, button=1)],
                     dt=FRAME)
            away(app)
            settle(app, 3)
            shot(app, "end-confirm")
        else:
            print("no fresh activation found", file=sys.stderr)
        app.close()

    if wanted('roll-held'):
        # 1b. a resolved attack held on screen until Continue, its damage explained (tree and a wounding hazard)
        found = False
        for seed in range(1, 40):
            session = new_game(seed)
            app = open_app(session, conf)
            scene = app.top
            rng = random.Random(seed)

            def hurt(ev):
                return ev is not None and any(e.type == "damage_marked" and e.rule == "Vitality Bar" for e in ev) \
                    and any(e.type == "hazard_contact" and e.get("kind") == "wounding" for e in ev)
            got = run_until(app, session, rng, hurt, limit=500)
            if got is not None:
                for _ in range(400):
                    if scene.story.holding:
                        break
                    settle(app, 1, dt=0.05)
                card = scene.story_view.roll_card()
                if scene.story.holding and card is not None and any("damage (" in line for line in card.results):
                    f = next(e for e in got if e.type == "attack_resolved")
                    a, d = scene.pos_of(f.get("attacker")), scene.pos_of(f.get("defender")) or scene.pos_of(f.get("attacker"))
                    focus(scene, ((a[0] + d[0]) / 2, (a[1] + d[1]) / 2 - 3), 1.6)
                    away(app)
                    settle(app, 2)
                    shot(app, "roll-held")
                    found = True
            app.close()
            if found:
                break
        if not found:
            print("no resolved attack with damage found in the seeds tried", file=sys.stderr)

    if wanted('move-cost'):
        # 1b'. a second move dragged: the ghost warns of the fatigue it costs (the engine's price, on a clone)
        session = new_game(7)
        app = open_app(session, conf)
        scene = app.top
        rng = random.Random(7)

        def second_move(ev):
            if ev is not None or session.decision.kind != "action":
                return False
            stack = session.state.observation(None)["stack"]
            top = stack[-1] if stack else {}
            return bool(top.get("moved")) and session.state.models[top["model"]]["fat"] == 0 and any(
                a.kind == "move" for a in session.legal_actions())
        if run_until(app, session, rng, second_move, limit=600) is not None:
            scene.story.finish_all()
            settle(app, 120)
            mine = scene.top_frame()["model"]
            spot = next(a.path[-1] for a in scene.legal() if a.kind == "move")
            focus(scene, scene.pos_of(mine), 2.0)
            start, end = scene.camera.to_screen_i(scene.pos_of(mine)), scene.camera.to_screen_i(spot)
            app.step([_ev(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                      _ev(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                      _ev(pygame.MOUSEMOTION, pos=((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), rel=(1, 1),
                          buttons=(1, 0, 0)),
                      _ev(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))], dt=FRAME)
            settle(app, 2)
            shot(app, "move-cost")
        else:
            print("no second move found", file=sys.stderr)
        app.close()

    if wanted('own-target'):
        # 1c. an attack on one's own model: legal, said with "your", after the enemy targets
        found = False
        for seed in range(1, 60):
            session = new_game(seed)
            app = open_app(session, conf)
            scene = app.top
            rng = random.Random(seed)

            def own_and_enemy(ev, session=session):
                if ev is not None or session.decision.kind != "action":
                    return False
                st = session.state
                attacks = [a for a in session.legal_actions() if a.kind == "attack"]
                return any(st.is_enemy(a.by, a.target) for a in attacks) and any(
                    st.controller(a.target) == st.controller(a.by) for a in attacks)
            if run_until(app, session, rng, own_and_enemy, limit=400) is not None:
                scene.story.finish_all()
                settle(app, 60)
                mine = scene.top_frame()["model"]
                focus(scene, scene.pos_of(mine), 2.2)
                scene.selected = mine
                away(app)
                settle(app, 3)
                shot(app, "own-target")
                found = True
            app.close()
            if found:
                break
        if not found:
            print("no attack on one's own model offered in the seeds tried", file=sys.stderr)

    if wanted('push-hazard'):
        # 2. a push into a hazard, caught mid-slide
        found = False
        for seed in range(1, 60):
            session = new_game(seed)
            app = open_app(session, conf)
            scene = app.top
            rng = random.Random(seed)

            def into_hazard(ev):
                return ev is not None and any(e.type == "pushed" and not e.get("resisted") and e.get("stopped_by")
                                              and (e.get("distance") or 0) > 0.3
                                              and not str(e.get("stopped_by")).startswith("model") for e in ev) \
                    and any(e.type == "hazard_contact" for e in ev)
            got = run_until(app, session, rng, into_hazard, limit=500)
            if got is not None:
                push = next(e for e in got if e.type == "pushed" and (e.get("distance") or 0) > 0.3)
                focus(scene, push.get("to"), 2.4)
                away(app)
                for _ in range(120):
                    cur = scene.story.current
                    if cur is None:
                        break
                    if cur.kind == "slide" and cur.data.get("event") == "pushed" and scene.story.progress() >= 0.9:
                        break
                    if cur.kind == "flash":
                        break
                    settle(app, 1, dt=0.02)
                shot(app, "push-hazard")
                found = True
            app.close()
            if found:
                break
        if not found:
            print("no push into a hazard found in the seeds tried", file=sys.stderr)

    if wanted('fallen'):
        # 2b. where a lethal hazard took a model: the mark stays on the board after the story
        found = False
        for seed in range(1, 40):
            session = new_game(seed)
            app = open_app(session, conf)
            scene = app.top
            rng = random.Random(seed)
            got = run_until(app, session, rng, lambda ev: ev is not None and any(
                e.type == "defeated" and e.rule == "Lethal Hazard" for e in ev), limit=600)
            if got is not None:
                scene.story.finish_all()
                settle(app, 120)
                fell = next(e for e in got if e.type == "defeated" and e.rule == "Lethal Hazard")
                focus(scene, fell.get("at"), 2.2)
                away(app)
                settle(app, 2)
                shot(app, "fallen")
                found = True
            app.close()
            if found:
                break
        if not found:
            print("no model taken by a lethal hazard in the seeds tried", file=sys.stderr)

    if wanted('displacement'):
        # 3. a Displacement: a Titan's move displaces a model; its placement with the engine's spots
        found = False
        for seed in range(1, 80):
            session = new_game(seed, cohort="6")
            if not any(roster()[m["p"]].kind == "titan" for m in session.state.models.values()):
                continue
            app = open_app(session, conf)
            scene = app.top
            rng = random.Random(seed)
            ev = run_until(app, session, rng, lambda ev, session=session: ev is None and session.decision.kind == "place",
                           limit=700)
            if ev is not None:
                scene.story.finish_all()
                settle(app, 120)
                spot = scene.legal()[0].at
                focus(scene, spot, 3.0)
                pos = scene.camera.to_screen_i(spot)
                app.step([_ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=FRAME)
                settle(app, 2)
                shot(app, "displacement")
                found = True
            app.close()
            if found:
                break
        if not found:
            print("no Displacement found in the seeds tried", file=sys.stderr)
    return written


def main(argv=None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Regenerate the Arena Rex screenshots.")
    parser.add_argument("out_dir", nargs="?", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--lang", default="en", help="the language of the pictures (en, es)")
    parser.add_argument("--only", default="", help="comma-separated picture names to keep (default: all)")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    only = {n for n in args.only.split(",") if n} or None
    for path in write_screenshots(args.out_dir, args.lang, only):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
