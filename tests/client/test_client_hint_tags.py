"""Issue 39 items 4 and 8: a hint's tag (the words a hint writes on the table beside what it marks)
keeps to where it belongs and hides nothing, in English and Spanish, judged by the newcomer's
window probe: Spartacus' bid tag stays in the decision panel (it lay over a house's board), Arena
Rex's tag for a short move ("0.2\" to here") covers no model and no other label."""
from __future__ import annotations

import random

import pytest
from table_driver import FRAME
from window_probe import WindowProbe

from client.settings import set_language
from client.table.session import GameSession, Seat
from engine import i18n
from engine.ai.hint import Hint, Reason
from engine.core import Action, registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

NAMES = ("Livia", "Marcus", "Aurelia", "Gaius")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def frames(app, n=5):
    for _ in range(n):
        app.step([], dt=FRAME)


def show(app, table, action, choices) -> None:
    table.show_hint(Hint(action, (), 40, Reason.SEARCHED, choices=choices))


@pytest.mark.parametrize("language", ["en", "es"])
def test_spartacus_bid_tag_stays_in_the_decision_panel(make_app, language):
    from client.games.spartacus.layout import BOARD, PANEL, STAGE, TRACK
    from client.games.spartacus.scenes import reach

    seats = [Seat(NAMES[0], "human")] + [Seat(n, "bot:easy") for n in NAMES[1:]]
    session = GameSession.new("spartacus", {"seats": 4}, seats, 7, autosave_to=False)

    def my_bid(state):
        d = state.to_decide()
        return d is not None and d.seat == 0 and d.kind == "bid" and \
            any(a.get("amount", 0) > 0 for a in state.legal_actions())

    assert reach(session, my_bid, limit=4000)
    app = make_app()
    set_language(app, language)
    app.play(GameSession(session.moves, session.state.clone(), session.seats, events=session.events,
                         autosave_to=False))
    frames(app)
    table = app.top
    bid = max(table.legal(), key=lambda a: a.get("amount", 0))
    probe = WindowProbe(app, allow=NAMES)
    try:
        show(app, table, bid, len(table.legal()))
        probe.clear()
        frames(app)
        assert probe.marks(), "the bid's hint wrote no tag on the table"
        elsewhere = [app.layout.rect(r) for r in (BOARD, STAGE, TRACK)]
        found = probe.marks_over(elsewhere, "spartacus bid hint")
        panel = app.layout.rect(PANEL)
        found += sorted({f"the tag {s.text!r} leaves the decision panel" for s in probe.marks()
                         if not panel.contains(s.box)})
        found += probe.problems("spartacus bid hint")
    finally:
        probe.stop()
    assert not found, "\n".join(found)


def arena_action_position(seed=5) -> GameSession:
    seats = [Seat(NAMES[0], "human"), Seat(NAMES[1], "bot:easy")]
    session = GameSession.new("arenarex", registry.get("arenarex").make_config(2), seats, seed, autosave_to=False)
    rng = random.Random(seed)
    for _ in range(400):
        d = session.decision
        if d.seat == 0 and d.kind == "action" and any(a.kind == "move" for a in session.legal_actions()):
            return session
        session.apply(rng.choice(session.legal_actions()))
    raise AssertionError("no move for the human in the seeded game")


@pytest.mark.parametrize("language", ["en", "es"])
def test_arenarex_short_move_tag_hides_no_model_nor_label(make_app, language):
    session = arena_action_position()
    app = make_app()
    set_language(app, language)
    app.play(session)
    frames(app, 3)
    table = app.top
    table.story.finish_all()
    move = next(a for a in table.legal() if a.kind == "move")
    mover = move.get("model") or table.top_frame().get("model")
    x, y = table.pos_of(mover)
    found = []
    probe = WindowProbe(app, allow=NAMES)
    try:
        for dx, dy in ((0.14, 0.14), (-0.2, 0.0), (0.0, -0.2), (0.2, 0.0)):   # a short step, several ways
            short = Action.make("move", **{k: v for k, v in move.params if k not in ("path", "to")},
                                path=[(round(x + dx, 3), round(y + dy, 3))])
            show(app, table, short, len(table.legal()))
            probe.clear()
            frames(app)
            tags = probe.marks()
            assert tags and any('"' in s.text for s in tags), "no tag for a short move"
            where = f"arenarex short move hint {dx:+.2f},{dy:+.2f}"
            found += probe.marks_over([r for r in table.model_rects.values()], where)
            found += [f"{where}: the tag {s.text!r} leaves the map" for s in tags
                      if not table.camera.viewport.contains(s.box)]
            found += probe.problems(where)
            table.dismiss_hint()
    finally:
        probe.stop()
    assert not found, "\n".join(found)
