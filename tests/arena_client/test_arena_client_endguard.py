"""Issue 22 point 2 (Arena Rex): one extra click used up a turn. "Activate X" and "End
activation" share a button spot; ending an activation that leaves its free move or an
attack unused now asks first (``Picking.ask_first``, ``table.picking``), by button and by Enter."""
import pygame
from scripted import button, centre, click, key, menu_button, reach, until


def _activating(arena_app):
    session = reach(0, 0)
    assert until(session, 0, lambda s: s.decision.kind == "activate" and s.state.turn_no >= 1)
    app = arena_app(session)
    scene = app.top
    scene.story.finish_all()
    app.step([], dt=0.05)
    return app, scene, session


def test_a_second_click_on_the_activate_spot_does_not_end_the_activation(arena_app):
    app, scene, session = _activating(arena_app)
    b = button(scene, "Activate")
    spot = centre(app, b)
    app.step(click(spot), dt=0.05)
    assert session.decision.kind == "action"
    scene.story.finish_all()
    app.step([], dt=0.05)
    n = len(session.moves.actions)
    end = button(scene, "End activation")
    app.step(click(centre(app, end)), dt=0.05)          # at once, on the spot that just changed: ignored
    assert len(session.moves.actions) == n and scene.picking.menu is None
    app.step([], dt=0.4)                                # the shared input guard lets go
    app.step(click(centre(app, end)), dt=0.05)          # the free move is still unused
    assert len(session.moves.actions) == n
    assert scene.picking.menu is not None and scene.picking.menu_title == "End the activation?"
    assert "can still move for free" in scene.message[0]
    app.step(click(spot), dt=0.05)                      # a stray click outside the box closes it, nothing else
    assert scene.picking.menu is None and len(session.moves.actions) == n and session.decision.kind == "action"
    app.step(click(centre(app, end)), dt=0.05)
    app.step(click(centre(app, menu_button(scene, "<back>"))), dt=0.05)   # "Keep going"
    assert scene.picking.menu is None and len(session.moves.actions) == n and session.decision.kind == "action"
    app.step(key(pygame.K_RETURN), dt=0.05)             # Enter (End activation) asks too
    assert scene.picking.menu is not None and len(session.moves.actions) == n
    app.step(click(centre(app, menu_button(scene, "End the activation"))), dt=0.05)
    assert len(session.moves.actions) == n + 1 and session.moves.actions[-1].kind == "end"


def test_ending_with_nothing_left_unused_asks_nothing(arena_app):
    from client.games.arenarex.asking import AskingMixin

    app, scene, session = _activating(arena_app)
    app.step(click(centre(app, button(scene, "Activate"))), dt=0.05)
    scene.story.finish_all()
    end = next(a for a in scene.legal() if a.kind == "end")
    assert AskingMixin.unused_note(scene, end)
    # once the free move is spent and no enemy is in reach, End activation is taken at once
    scene.legal = lambda: [end]
    scene.top_frame = lambda obs=None: {"t": "act", "model": session.state.stack[-1].model, "moved": True}
    assert scene.unused_note(end) == ""
    n = len(session.moves.actions)
    scene.choose(end)
    assert scene.picking.menu is None and len(session.moves.actions) == n + 1
