"""Issue 22 point 8: every label of the arena's screens fits its box.

A seeded hot-seat game (the screenshot tool's policy, both seats human so every decision
is drawn with its buttons) is drawn at each decision: each button's label fits it (as far
as the type may shrink), and each line the side panel and top bar draw into a width stays
inside it; the cohort builder and a confirm box are checked the same way."""
import random

import pygame
from scripted import shots

from client.games.arenarex import panel as P

ACTIONS = 260


def _record_overflows(monkeypatch):
    seen = []
    real = P._text

    def text(surface, layout, theme, t, role, colour, pos, anchor="topleft", max_width=None):
        rect = real(surface, layout, theme, t, role, colour, pos, anchor, max_width)
        if max_width is not None and rect.width > layout.length(max_width) + 1:
            seen.append((t, rect.width, layout.length(max_width)))
        return rect

    monkeypatch.setattr(P, "_text", text)
    return seen


def _check_buttons(scene, where):
    layout, theme = scene.app.layout, scene.app.theme
    groups = [scene.buttons, scene.card_buttons] + ([scene.picking.menu] if scene.picking.menu is not None else [])
    bad = [(b.text, b.rect.width) for g in groups for b in g.widgets
           if hasattr(b, "label_fits") and not b.label_fits(layout, theme)]
    assert not bad, (where, bad)


def test_every_arena_label_fits_its_box(arena_app, monkeypatch):
    overflows = _record_overflows(monkeypatch)
    tool = shots()
    session = tool.new_game(4)
    rng = random.Random(4)
    session.take_over(session.decision.seat)
    app = arena_app(session)
    scene = app.top
    surface = pygame.Surface((1280, 720))
    kinds = set()
    for i in range(ACTIONS):
        d = session.decision
        if d is None:
            break
        session.take_over(d.seat)
        scene.story.finish_all()
        scene._chrome_key = None
        scene.sync_buttons()
        scene.sync_card_buttons()
        scene.draw(surface)
        kinds.add(d.kind)
        _check_buttons(scene, (i, d.kind))
        end = next((a for a in scene.legal() if a.kind in ("end", "end_clear_turn")), None)
        if end is not None and scene.unused_note(end):
            scene.choose(end)           # the confirm box's title and buttons fit too
            scene.draw(surface)
            _check_buttons(scene, (i, "confirm"))
            room = app.layout.length(scene.picking.menu_rect.width - 44)
            title = app.theme.text(scene.picking.menu_title, "button", (0, 0, 0), app.layout, max_width=room)
            assert title.get_width() <= room, scene.picking.menu_title
            scene.cancel_pick()
        scene.play(tool.choose(session, rng))
    assert {"action", "tree_path", "activate"} <= kinds
    assert not overflows, overflows[:8]


def test_the_cohort_builder_labels_fit(arena_app, monkeypatch):
    from scripted import shots as _  # noqa: F401  (tools on the path)

    from client.games.arenarex.builder import CohortBuilderScene
    from client.table.session import Seat

    app = arena_app(shots().new_game(1))
    builder = CohortBuilderScene(app, [Seat("Livia", "human"), Seat("Marcus", "human")])
    app.push(builder)
    app.step([], dt=0.05)
    bad = [(w.text, w.rect.width) for w in builder.widgets.widgets
           if hasattr(w, "label_fits") and w.text and not w.label_fits(app.layout, app.theme)]
    assert not bad, bad
