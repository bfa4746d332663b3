"""Readying a gladiator: the combat cards still to draw, and the Draw the rest control.

Quickplay deals no gladiator cards, so each fighter draws 14 (18 with two seats) from the three
decks; a full game's Ready step draws 5 or 9. A click on a deck draws one card; Draw the rest
asks once how to split the rest (one deck, or a mix) and then sends one engine ``draw`` action
per card, one a frame, each checked against the legal list like a click. The plan stops as soon
as the decision is no longer the viewer's Ready draw (the next seat draws, or the fight begins).
"""
from __future__ import annotations

import pygame

from engine.core import Action
from engine.gladiatores.content import DECKS

from ...focus import WidgetGroup
from ...widgets import Button
from .text import _, deck_label, ngettext

MIX = "mix"


def ready_draw(table) -> bool:
    """True while the viewer draws its gladiator's cards (not the one card after a discard)."""
    d = table.session.decision
    return d is not None and d.kind == "draw" and table.my_turn() and table.observation()["phase"] == "ready"


def cards_left(table) -> int:
    """How many combat cards the viewer still draws in this Ready step."""
    for seat, left in table.observation()["ready_queue"] or []:
        if seat == table.viewer:
            return left
    return 0


def plan(left: int, deck: str) -> list[str]:
    """The decks of the next ``left`` draws: one deck, or the three in turn (a mix)."""
    if deck == MIX:
        return [DECKS[i % len(DECKS)] for i in range(left)]
    return [deck] * left


def mix_words(left: int) -> str:
    counts = {d: plan(left, MIX).count(d) for d in DECKS}
    return ", ".join(f"{counts[d]} {deck_label(d)}" for d in DECKS)


def open_draw_rest(table) -> None:
    """The box asking how to draw the rest: each entry names the split; Not now changes nothing."""
    left = cards_left(table)
    if not ready_draw(table) or left < 1:
        return
    decks = table.observation()["decks"]
    entries = [(MIX, _("A mix: {cards}").format(cards=mix_words(left)))]
    for deck in DECKS:
        if decks[deck] < left:
            label = _("All from the {deck} deck ({n} in it, then the others)").format(deck=deck_label(deck),
                                                                                      n=decks[deck])
        else:
            label = _("All from the {deck} deck").format(deck=deck_label(deck))
        entries.append((deck, label))
    width, height = 600, 56 + 46 * len(entries) + 50
    top = max(60, 360 - height // 2)
    left_x = 640 - width // 2
    table.cancel_pick()
    table.picking.menu_title = ngettext("Draw the other {n} card: how?", "Draw the other {n} cards: how?", left).format(n=left)
    table.picking.menu_rect = pygame.Rect(left_x, top, width, height)
    table.picking.menu = WidgetGroup(feedback=table.app.audio.tick)
    for i, (deck, label) in enumerate(entries):
        first = plan(left, deck)[0]
        button = table.picking.menu.add(Button((left_x + 20, top + 52 + 46 * i, width - 40, 40), label,
                                       lambda deck=deck, n=left: start(table, plan(n, deck)), role="body"))
        table.picking.menu_buttons.append((Action.make("draw", deck=first), button))
    table.picking.menu_cancel = table.picking.menu.add(Button((left_x + width // 2 - 80, top + height - 46, 160, 36), _("Not now"),
                                              table.cancel_pick, role="body"))
    table.picking.flow_menu()   # the one rule for button panels, as the shared menu has it
    table.picking.menu.focus(table.picking.menu_buttons[0][1])


def start(table, decks: list[str]) -> None:
    table.cancel_pick()
    table.draw_plan = list(decks)


def step(table) -> None:
    """Send the plan's next draw (one a frame); a deck run dry gives way to the first one left."""
    if not table.draw_plan:
        return
    if not ready_draw(table):
        table.draw_plan = []
        return
    legal = [a for a in table.legal() if a.kind == "draw"]
    if not legal:
        table.draw_plan = []
        return
    deck = table.draw_plan.pop(0)
    action = next((a for a in legal if a.deck == deck), legal[0])
    if not table.play(action):
        table.draw_plan = []
