"""For Glory table layout: the design-space regions (1280x720) of ``ForGloryTable``, the labels of
phases and steps in its top bar, and what the picker asks about in For Glory's actions."""
from __future__ import annotations

import pygame

from engine.i18n import N_

from ...table.picker import PickKeys

PHASE_LABEL = {"draft": N_("Champion draft"), "machinations": N_("Machinations Phase"),
               "late_registration": N_("Arena Phase"), "combat": N_("Arena Phase · Battle"),
               "over": N_("Game over")}
STEP_LABEL = {"take_actions": N_("Machinations Turn"), "late_registration": N_("Late Registration"),
              "combat_turn": N_("Combat Turn"), "reaction": N_("Reaction Window"), "attack_target": N_("choosing a target"),
              "influence_discard": N_("discarding for Influence"), "pierce_return": N_("Pierce"), "draft": N_("Champion draft"),
              "champion_token": N_("Reigning Champion token")}

# design-space regions
TOP = pygame.Rect(0, 0, 1280, 40)
LEFT = pygame.Rect(8, 48, 240, 504)
ARENA = pygame.Rect(256, 48, 744, 276)
SUPPLY = pygame.Rect(256, 330, 744, 140)
PROMPT = pygame.Rect(256, 476, 744, 76)
HAND = pygame.Rect(8, 558, 992, 156)
ME = pygame.Rect(1008, 48, 264, 330)
LOG = pygame.Rect(1008, 384, 264, 330)
#: design size of a card in the hand (its whole text fits) and in the Supply (name and kind fit)
HAND_CARD = (108, 142)
HAND_CARD_NARROWEST = 78  # twelve side by side
SUPPLY_CARD = (78, 112)
#: the prompt bar's main button (End my turn / Pass / Finish ...); the Buy back button sits under it
PRIMARY_RECT = pygame.Rect(814, 482, 180, 32)
#: where the two are laid out (client/buttonflow.py): one under the other, the type smaller if need be
PROMPT_BUTTONS = pygame.Rect(814, 480, 180, 68)
PROMPT_STEPS = (("body", 32), ("small", 32))
#: the player panel's row of buttons (Discard, Take back, Hint), between its counts and its Reserve:
#: clear of every line of words (a column at the right ran over "Influence used" and the badges)
DISCARD_RECT = (1016, 182, 102, 22)
#: how wide the prompt's words may run, left of the buttons
PROMPT_TEXT_WIDTH = 540


#: what the picker asks about in For Glory's actions
PICK_KEYS = PickKeys(subjects=("card", "gladiator", "champion"), targets=("source", "target"), verb=("index",),
                     amount="amount", payments=("coins", "income"))
