"""Issue 22 point 6: a push that cannot move its target says so before it is chosen.

Seed 0 of the screenshot policy reaches a damage-tree choice where Thoth already stands
against Zahra: pushing him (box a) moves him nothing. The book keeps such a push (a
resisted or blocked push still deals its damage, and a box on the path is paid for), so
the window warns: the button names it, the tree marks it, and choosing it opens the
confirm box with a way back."""
import pygame
from scripted import button, centre, click, key, menu_button, reach, until

SEED, AT = 0, 131


def _scene(arena_app):
    session = reach(SEED, AT)
    app = arena_app(session)
    app.step([], dt=0.05)
    scene = app.top
    scene.story.finish_all()
    app.step([], dt=0.05)
    return app, scene, session


def test_a_push_that_cannot_move_the_target_says_so_and_asks_first(arena_app):
    app, scene, session = _scene(arena_app)
    assert session.decision.kind == "tree_path"
    b = button(scene, "Box a")
    assert "won't move Thoth" in b.text
    assert "already against Zahra" in b.tooltip and "still costs a success" in b.tooltip
    n = len(session.moves.actions)
    app.step(click(centre(app, b)), dt=0.05)
    assert len(session.moves.actions) == n                  # not taken on one click
    assert scene.picking.menu is not None and "will not move Thoth" in scene.picking.menu_title
    app.step(key(pygame.K_ESCAPE), dt=0.05)                  # Esc changes nothing
    assert scene.picking.menu is None and len(session.moves.actions) == n
    app.step(click(centre(app, button(scene, "Box a"))), dt=0.05)
    app.step(click(centre(app, menu_button(scene, "<back>"))), dt=0.05)
    assert scene.picking.menu is None and len(session.moves.actions) == n
    # the tree's box a is marked and asks too; "Take it anyway" takes it
    rect = next(r for r, bid in scene.tree_hits if bid == "a")
    app.step(click(rect.center), dt=0.05)
    assert scene.picking.menu is not None
    app.step(click(centre(app, menu_button(scene, "Take it anyway"))), dt=0.05)
    assert len(session.moves.actions) == n + 1 and session.moves.actions[-1].get("box") == "a"


def test_a_push_that_moves_the_target_is_taken_at_once(arena_app):
    from client.games.arenarex import pushcheck
    from client.games.arenarex.words import ArenaWords
    from engine.arenarex.content import roster, trees

    session = reach(SEED, 0)

    def moving_push(s):
        d = s.decision
        if d is None or d.kind != "tree_path":
            return False
        f = s.state.frame_of("attack")
        tree = trees()[roster()[s.state.models[f.attacker]["p"]].tree]
        words = ArenaWords(["Livia", "Marcus"], s.state.observation(d.seat)["models"], d.seat)
        return any(a.kind == "tree_box" and tree.boxes[a.box].box == "push"
                   and pushcheck.outlook(s.state, a, words) is None for a in s.legal_actions())

    assert until(session, SEED, moving_push)
    app = arena_app(session)
    app.step([], dt=0.05)
    scene = app.top
    push = next(a for a in scene.legal() if a.kind == "tree_box" and ("tree_box", a.box) not in scene.push_warnings())
    assert "won't move" not in button(scene, f"Box {push.box}").text
    n = len(session.moves.actions)
    scene.choose(push)
    assert scene.picking.menu is None and len(session.moves.actions) == n + 1
