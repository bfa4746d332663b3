"""Gladiatores table layout: the design-space regions (1280x720) of ``GladiatoresTable``, the words
of its phases and decisions, and what the picker asks about in Gladiatores' actions."""
from __future__ import annotations

import pygame

from engine.i18n import N_

from ...table.picker import PickKeys

PHASE_LABEL = {"bid": N_("Bidding for gladiators"), "take_free": N_("Bidding: a free gladiator"), "ready": N_("Ready gladiators"),
               "bet": N_("Betting"), "tactics": N_("Tactics"), "combat": N_("Combat"), "place": N_("Wheel of Glory"),
               "over": N_("Game over")}
DECISION_LABEL = {"bid": N_("bidding"), "take_free": N_("taking a free gladiator"), "draw": N_("drawing a card"),
                  "bet": N_("betting in secret"), "tactics": N_("choosing Tactics"), "turn": N_("turn"),
                  "respond": N_("answering an attack"), "counter_attack": N_("counter-attack"), "swap": N_("full Wheel of Glory")}

# design-space regions
TOP = pygame.Rect(0, 0, 1280, 40)
RULES_AT = (1044, 4, 74, 32)      # the top bar's Rules button; Log and Menu follow it
TAKEBACK_AT = (674, 4, 120, 32)
ARENA = pygame.Rect(8, 46, 992, 318)
SEATS_Y = ARENA.top + 6           # the gladiators' panels along the arena's rim
SEAT_H = 124
CENTRE = pygame.Rect(ARENA.left + 8, ARENA.top + SEAT_H + 14, ARENA.width - 16, ARENA.height - SEAT_H - 20)
PROMPT = pygame.Rect(8, 368, 992, 58)
HAND = pygame.Rect(8, 430, 992, 284)
ME = pygame.Rect(1008, 46, 264, 318)
LOG = pygame.Rect(1008, 368, 264, 346)

#: what the picker asks about in Gladiatores' actions: a click on a hand card (its name), an
#: ability, a deck, a market row, a bet's gladiator, a wreath; then the target gladiator's seat
PICK_KEYS = PickKeys(subjects=("card", "name", "deck", "row", "gladiator", "wreath"), targets=("target",),
                     verb=("option",))
