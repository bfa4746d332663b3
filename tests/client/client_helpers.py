"""Input helpers for client tests: synthetic clicks and key presses."""
import pygame


def click(app, design_pos=None, *, rect=None, button=1):
    """A left click (down + up) at a design-space point or a widget's real screen rect."""
    pos = rect.center if rect is not None else app.layout.point(design_pos)
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    ]


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
