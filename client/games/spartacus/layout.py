"""Spartacus table layout: design-space regions (1280x720), phase and step labels, and what the
picker asks about in Spartacus actions."""
from __future__ import annotations

import pygame

from engine.i18n import N_

from ...table.picker import PickKeys

PHASE_LABEL = {"inicio": N_("Setting up"), "mantenimiento": N_("Upkeep"), "intriga": N_("Intrigue"),
               "mercado": N_("Market"), "arena": N_("Arena"), "over": N_("Game over")}
STEP_LABEL = {"house": N_("choosing houses"), "upkeep": N_("paying the gladiators"), "intrigue": N_("intrigue turn"),
              "support": N_("looking for support"), "answer": N_("an offer waits for its answer"),
              "reaction": N_("reactions"), "guard": N_("guards"), "repay": N_("keeping promises"),
              "market": N_("open market"), "bid": N_("blind auction"), "avoid": N_("offers to the host"),
              "invite": N_("invitations"), "invitation": N_("an invitation"), "fighter": N_("choosing fighters"),
              "equip": N_("equipment"), "bet": N_("secret bets"), "initiative": N_("combat: initiative"),
              "move": N_("combat: moving"), "attack": N_("combat: attacking"), "wound": N_("combat: wounds"),
              "sway": N_("the thumb: offers to the host"), "thumb": N_("the thumb")}

TOP = pygame.Rect(0, 0, 1280, 40)
BOARD = pygame.Rect(8, 48, 800, 424)        # the houses, two by two (or the duel)
TRACK = pygame.Rect(8, 478, 800, 34)         # influence 0-12
STAGE = pygame.Rect(8, 518, 800, 196)        # your hand, the lot, the fighters, the offer on the table
PANEL = pygame.Rect(816, 48, 456, 372)       # the decision: prompt, choices, composer
LOG = pygame.Rect(816, 426, 456, 288)
DUEL = pygame.Rect(8, 48, 800, 464)

CARD_W, CARD_H = 92, 50                      # an asset on a house board
HAND_W, HAND_H = 118, 150                    # an intrigue card in hand
HAND_CARDS = 5                               # cards shown whole in the hand; more become a list of chips
CHIP_NEED_W = 44                             # a chip's room for what its card needs ("needs 6")

#: house colours (seat order), kept apart from the palette's accent and focus
HOUSE_COLOURS = ((200, 70, 60), (70, 130, 200), (90, 170, 90), (200, 170, 60))

#: what the picker asks about: the card clicked, the house aimed at; verbs differ by card and choice
PICK_KEYS = PickKeys(subjects=("card",), targets=("target",), verb=("card", "house", "seat", "pool", "up", "first"))


def chip_rects(count: int, width: int) -> list[pygame.Rect]:
    """Where the chips of a hand of ``count`` cards go in the hand's ``width`` (design px): two
    columns, three past ten cards, four past fifteen; rows share the card's height."""
    columns = 2 if count <= 10 else 3 if count <= 15 else 4
    rows = -(-count // columns)
    w = (width - 6) // columns - 6
    h = min(30, (HAND_H + 10 - 4 * (rows - 1)) // rows)
    return [pygame.Rect(STAGE.left + 10 + (i % columns) * (w + 6), STAGE.top + 24 + (i // columns) * (h + 4), w, h)
            for i in range(count)]
