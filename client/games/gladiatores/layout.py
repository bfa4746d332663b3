"""Gladiatores table layout: the design-space regions (1280x720) of ``GladiatoresTable``, the words
of its phases and decisions, and what the picker asks about in Gladiatores' actions."""
from __future__ import annotations

import pygame

from ...table.picker import PickKeys

PHASE_LABEL = {"bid": "Bidding for gladiators", "take_free": "Bidding: a free gladiator", "ready": "Ready gladiators",
               "bet": "Betting", "tactics": "Tactics", "combat": "Combat", "place": "Wheel of Glory",
               "over": "Game over"}
DECISION_LABEL = {"bid": "bidding", "take_free": "taking a free gladiator", "draw": "drawing a card",
                  "bet": "betting in secret", "tactics": "choosing Tactics", "turn": "turn",
                  "respond": "answering an attack", "counter_attack": "counter-attack", "swap": "full Wheel of Glory"}

# design-space regions
TOP = pygame.Rect(0, 0, 1280, 40)
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
