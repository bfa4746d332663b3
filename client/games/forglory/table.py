"""ForGloryTable: the For Glory card table, drawn from one seat's observation.

Layout (1280x720 design space): a top bar (round, phase, whose turn and which
step, Crowd's Favor, Reigning Champion tokens, top Boast); the other seats on
the left (counts only for hidden things); the Arena in the middle (every
seat's Gladiators with Attack, Health, Agility, Damage, Blessings, ready or
exhausted); the Supply under it (three decks, three cards each, deck counts);
the prompt bar with the step's buttons; the viewer's hand at the bottom; on the
right the viewer's own Villa, Coin, Influence, piles and the game log.

Every question of legality goes to the engine: clicks become actions only
through the legal list (``ActionPicker``), and a click that matches nothing is
explained by ``state.check`` of the nearest action.
"""
from __future__ import annotations

import pygame

from engine.core import Action

from ...table.table import GameTable
from ...widgets import Button
from .control import ForGloryControl, PileScene
from .draw import FrameDrawing
from .guide import ForGloryGuide
from .hand import HandDrawing
from .hintmarks import ForGloryHintMarks
from .layout import DISCARD_RECT, PICK_KEYS, PRIMARY_RECT
from .log import ForGloryLog
from .pen import Pen
from .seats import SeatsDrawing
from .text import Words, _

__all__ = ["ForGloryTable", "PileScene"]


class ForGloryTable(GameTable):
    """The scene: the shared ``GameTable`` and the parts it holds, For Glory's: the input side
    (``control``), the drawing (``pen``, ``frame_drawing``, ``seats_drawing``, ``hand_drawing``)
    and the guide (``guide``). The methods below are the shared table's hooks, each handed to
    the part that answers it."""

    #: the shared table's "Take back" button (client/table/takeback.py)
    takeback_rect = (1120, 182, 94, 22)
    hint_rect = (1216, 182, 50, 22)  # the shared table's "Hint" (client/table/hint.py)
    hint_note_at = (1140, 412, 256)   # its note, over the log
    hint_marks_class = ForGloryHintMarks
    coach_rect = (1008, 384, 264, 330)  # a tutorial's coach (client/tutorial): over the log, not the other seats
    words_class = Words
    pick_keys = PICK_KEYS
    primary_kinds = ("end_turn", "pass", "decline")

    def __init__(self, app, session, **kwargs):
        super().__init__(app, session, **kwargs)
        #: what the table says: words, hints, the prompt, notes, the last Battle (``guide.py``)
        self.guide = ForGloryGuide(self)
        #: what the buttons press and say, clicks, events, the results (``control.py``)
        self.control = control = ForGloryControl(self)
        #: the drawing primitives, the faces' cache and the words not shown whole (``pen.py``)
        self.pen = Pen(app, self.card_name, self.face, self.hit)
        #: the frame: static layer, top and prompt bars, log, highlights, animations (``draw.py``)
        self.frame_drawing = FrameDrawing(self)
        #: the other seats' panels, the Arena and the draft (``seats.py``)
        self.seats_drawing = SeatsDrawing(self)
        #: the Supply, the hand and the viewer's own panel (``hand.py``)
        self.hand_drawing = HandDrawing(self)
        #: the whole game's log, with the guide's turn-end notes (``log.py``)
        self.log = ForGloryLog(app, session, self.words, self.guide.notes)
        b = self.buttons
        self.primary_button = b.add(Button(PRIMARY_RECT, "End turn", control.press_primary, role="body"))
        self.buyback_button = b.add(Button(PRIMARY_RECT.move(0, 34), "Buy back", control.press_buyback, role="body",
                                           tooltip="Pay 1 Coin per card to take your whole Reserve back into your Hand"))
        self.menu_button = b.add(Button((1196, 4, 76, 32), "Menu", self.open_pause, role="body",
                                        tooltip="Pause: save, load, bot speed, settings (Esc)"))
        self.log_button = b.add(Button((1124, 4, 66, 32), "Log", control.toggle_log, role="body",
                                       tooltip="Show or hide the game log (L)"))
        self.rules_button = b.add(Button((1044, 4, 74, 32), "Rules", self.open_rules, role="body",
                                         tooltip="How to play, and what the words mean (F1: at the word "
                                                 "under the mouse)"))
        self.discard_button = b.add(Button(DISCARD_RECT, "Discard", control.browse_discard, role="card",
                                           tooltip="Look through your discard pile"))
        if self.replaying:
            self.primary_button.on_click = self.replay.step
            self.buyback_button.on_click = self.replay.toggle
        self.label_fixed_buttons()

    def label_fixed_buttons(self) -> None:
        """The words of the buttons that always mean the same, in the player's language (drawn
        each frame, so a change of language in Settings shows at once)."""
        self.menu_button.text = _("Menu")
        self.menu_button.tooltip = _("Pause: save, load, bot speed, settings (Esc)")
        self.log_button.text = _("Log")
        self.log_button.tooltip = _("Show or hide the game log (L)")
        self.rules_button.text = _("Rules")
        self.rules_button.tooltip = _("How to play, and what the words mean (F1: at the word under the mouse)")
        self.discard_button.tooltip = _("Look through your discard pile")
        self.discard_button.text = _("Discard")
        if self.replaying:
            self.primary_button.text = _("Step")
            self.buyback_button.text = _("Play / pause")
            self.buyback_button.tooltip = _("Space: play or pause; Left / Right: step; Home: start")

    def handle_event(self, event) -> bool:
        if self.guide.hold_input(event):  # a Battle's result on screen takes the click meant for it
            return True
        return super().handle_event(event)

    # -- the control's hooks: input, events and the end -----------------------------------------
    def act(self, action_or_actions) -> None:
        if not self.control.asks_first(action_or_actions):
            super().act(action_or_actions)

    def click(self, thing, zone: str) -> None:
        if not self.control.click(thing, zone):
            super().click(thing, zone)

    def menu_opened(self, step) -> None:
        self.control.widen_menu()

    def sync_buttons(self) -> None:
        self.control.sync_buttons()

    def value_of(self, cid) -> int:
        return self.control.value_of(cid)

    def guess_action(self, thing, zone: str) -> Action | None:
        return self.control.guess_action(thing, zone)

    def target_prompt(self, step) -> str:
        return self.control.target_prompt(step)

    def card_name(self, thing) -> str | None:
        name = super().card_name(thing)
        return name if name is not None else self.control.draft_card_name(thing)

    def tooltip_text(self, thing) -> str | None:
        return self.control.tooltip_text(thing)

    def on_events(self, events) -> None:
        self.control.on_events(events)

    def results_scene(self):
        return self.control.results_scene()

    # -- the guide's hooks: what the shared table asks of a game's words ---------------------------
    def words(self) -> Words:
        return self.guide.words()

    def help_topic(self, thing, zone) -> str | None:
        return self.guide.help_topic(thing, zone)

    def open_rules(self) -> None:
        self.guide.open_rules()

    def explain(self, action: Action) -> None:
        self.guide.explain(action)

    def say(self, text: str, bad: bool = False) -> None:
        super().say(text, bad)
        self.guide.said()

    def play(self, action: Action) -> bool:
        d = self.session.decision
        actor = d.seat if d is not None else None
        before = len(self.session.events)
        if not super().play(action):
            return False
        self.guide.played(action, actor, before)
        return True

    def draw_tooltip_for_hover(self, surface, text_for) -> None:
        if not self.guide.hover_left():
            super().draw_tooltip_for_hover(surface, text_for)

    # -- drawing: the frame's part draws (the shared card frame, ``cardframe.py``, calls its parts) ---
    def draw_table(self, surface: pygame.Surface) -> None:
        self.frame_drawing.draw(surface)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.guide.forget_other_viewers_message()
