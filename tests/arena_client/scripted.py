"""Helpers for the arena client tests: reach a seeded position with the screenshot tool's
policy, and click what a person would click."""
import random
import sys
from pathlib import Path

import pygame

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def shots():
    if str(TOOLS) not in sys.path:
        sys.path.insert(0, str(TOOLS))
    import screenshots_arenarex
    return screenshots_arenarex


def reach(seed: int, actions: int, **options):
    """A hot-seat session (both seats human) after ``actions`` of the screenshot policy."""
    tool = shots()
    session = tool.new_game(seed, **options)
    rng = random.Random(seed)
    for _ in range(actions):
        session.apply(tool.choose(session, rng))
    session.take_over(session.decision.seat)
    return session


def until(session, rng_seed: int, want, limit=900):
    """Play the screenshot policy on until ``want(session)``; the decider then has the screen."""
    tool = shots()
    rng = random.Random(rng_seed)
    for _ in range(limit):
        if want(session):
            session.take_over(session.decision.seat)
            return True
        session.apply(tool.choose(session, rng))
    return False


def click(pos):
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def key(k):
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]


def centre(app, widget):
    return app.layout.rect(widget.rect).center


def button(scene, starts: str):
    return next(b for b in scene.buttons.widgets if b.text.startswith(starts))


def menu_button(scene, starts: str):
    return next(b for _, b in scene.picking.menu_buttons if b.text.startswith(starts)) if not starts.startswith("<back>") \
        else scene.picking.menu_cancel
