"""Drives a table scene through real input: clicks at the rects the scene drew, keys.

``perform(app, table, action)`` turns one legal action into clicks (the thing,
then the menu entries and targets the table asks for) and steps frames until
the engine has taken it. It knows nothing of any game's rules: it reads the
table's own rects, menu buttons and targets.
"""
import time

import pygame

from client.table.picker import payment_of, subject, verb

FRAME = 1 / 60


def click_at(pos, button=1):
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    ]


def drag_from_to(start, end):
    """A left-drag from ``start`` to ``end`` (screen px), past any drag threshold on the way."""
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
    ]


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def reachable(table, action) -> bool:
    """True when every thing the action names has a rect on screen (or a button does it)."""
    thing = subject(action, table.pick_keys)
    if thing is None:
        return True
    if thing not in table.rects:
        return False
    for k in table.pick_keys.targets:
        v = action.get(k)
        if v is not None and v not in table.rects:
            return False
    return True


def _button_for(table, action):
    if action.kind in ("end_turn", "pass", "decline"):
        return table.primary_button
    return table.buyback_button


def clicks_for(table, action):
    """The next input for ``action`` given what the table shows now."""
    layout = table.app.layout
    if table.picking.menu is not None and table.picking.step is None:  # a confirm box (GameTable.ask_first)
        for a, b in table.picking.menu_buttons:
            if a == action:
                return click_at(b.screen_rect(layout).center)
        raise AssertionError(f"the confirm box asks about {[a for a, _ in table.picking.menu_buttons]}, not {action}")
    if table.picking.menu is not None:
        step = table.picking.step
        for a, b in table.picking.menu_buttons:
            keys = table.pick_keys
            if step.kind == "verb" and verb(a, keys) == verb(action, keys) \
                    or step.kind == "amount" and a.get(step.key) == action.get(step.key) \
                    or step.kind == "payment" and payment_of(a, keys) == payment_of(action, keys):
                return click_at(b.screen_rect(layout).center)
        raise AssertionError(f"no menu entry for {action} in {[a for a, _ in table.picking.menu_buttons]}")
    step = table.picking.step
    if step is not None and step.kind == "target":
        return click_at(table.rects[action.get(step.key)].center)
    thing = subject(action, table.pick_keys)
    if thing is None:
        return click_at(_button_for(table, action).screen_rect(layout).center)
    return click_at(table.rects[thing].center)


#: frames a test may step while it waits for what bots bring (their moves, a hint): a cap only a bug
#: reaches, never a measure of the bots' speed (the frames stepped meanwhile give them the
#: interpreter, ``let_the_bot_think``)
FRAMES_WAITING = 6000


def let_the_bot_think(table) -> None:
    """While a bot of ``table`` thinks, give its worker the interpreter for a moment: in tests the
    worker is a thread, and a tight loop of frames would starve it (the window's is a process)."""
    if table.turns.thinking_seat() is not None:
        time.sleep(0.001)


def worker_busy(table) -> bool:
    """True while the worker works out the answer of the bot deciding now (asked, not come yet)."""
    d = table.session.decision
    if d is None or table.turns.thinking_seat() is None:
        return False
    return bool(getattr(table.controllers[d.seat], "thinking", False))


def step_until(app, table, done, what="the bots' moves", events=None, frames=FRAMES_WAITING) -> int:
    """Step frames until ``done()`` holds (looked at before each frame), giving a thinking bot's
    worker the interpreter between frames: how a test waits for a bot, never a fixed number of
    frames (a worker thread on a loaded machine may get no interpreter in 120 tight frames).
    While the worker works out an answer the frames take no time (``dt`` 0): the table's clock (an
    animation, a result held on screen for some seconds) stands still, as it seems to when a bot
    answers at once, so what the test finds does not depend on how long the worker took.
    ``events()`` gives each frame's input (none by default). The frames stepped; fails naming
    ``what`` when ``frames`` pass first."""
    for stepped in range(frames):
        if done():
            return stepped
        app.step(events() if events else [], dt=0.0 if worker_busy(table) else FRAME)
        let_the_bot_think(table)
    if done():
        return frames
    raise AssertionError(f"{what}: not there after {frames} frames")


def frames_of_play(table, frames, waiting=FRAMES_WAITING):
    """``range(frames)`` for a loop that steps one frame a turn, counting only the frames in which
    no bot thinks: the frames a bot takes to answer (its worker given the interpreter) are added,
    up to ``waiting`` frames a wait, so the loop sees the same play on a loaded machine as on a
    quiet one. Fails when one bot's answer takes more than ``waiting`` frames."""
    counted = waited = 0
    decisions = table.session.state.decisions_made
    while counted < frames:
        yield counted
        if table.session.state.decisions_made != decisions:  # an answer came: the next waits afresh
            decisions, waited = table.session.state.decisions_made, 0
        if table.turns.thinking_seat() is None:
            counted += 1
            continue
        let_the_bot_think(table)
        waited += 1
        if waited > waiting:
            raise AssertionError(f"a bot has not answered after {waiting} frames")


def settle(app, table, limit=60):
    """Step empty frames while the table's input guard would drop a click (a button that has just
    changed its meaning rests ``CHANGE_GUARD`` seconds, as a person's eye would)."""
    for _ in range(limit):
        if not table.guard.guarded():
            return
        app.step([], dt=FRAME)


def perform(app, table, action, max_frames=12):
    before = len(table.session.moves.actions)
    for _ in range(max_frames):
        settle(app, table)
        if len(table.session.moves.actions) > before:  # given while settling (a forced pass)
            break
        app.step(clicks_for(table, action), dt=FRAME)
        if len(table.session.moves.actions) > before:
            break
    if len(table.session.moves.actions) > before:
        assert table.session.moves.actions[before] == action
        return
    raise AssertionError(f"{action} was not taken after {max_frames} frames")
