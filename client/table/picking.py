"""The table's picking: a click or a button turned into one legal action through menus for
verbs, amounts and payments and highlighted targets (``ActionPicker``), the confirm box for
irreversible actions (``ask_first``), and the engine's reasons for what cannot be done.

A part of ``GameTable`` (``table.picking``): it holds the picker of the moment, its step, the open
menu (its frame, entries, Cancel and flow) and the Tab choice among the targets. What it asks of
the table: ``app``, ``session``, ``legal``, ``my_turn``, ``replaying``, ``words``, ``say``,
``play``, ``pick_keys`` and the game's answers and verbs (``value_of``, ``target_prompt``,
``guess_action``, ``menu_opened``, ``explain``, ``cancel_pick``).
"""
from __future__ import annotations

import pygame

from engine.core import Action, IllegalAction
from engine.i18n import _

from .. import art
from ..buttonflow import ButtonFlow
from ..focus import WidgetGroup
from ..widgets import Button
from .picker import ActionPicker, Step

#: the height (design px) a menu's entries may take before the shared rule lays them out
MENU_ROWS_MAX = 46 * 10


class Picking:
    """What one table is picking now: the picker, its step, the open menu and the Tab choice."""

    def __init__(self, table):
        self.table = table
        self.picker: ActionPicker | None = None
        #: the picker's question of the moment (a verb, an amount, a payment, a target), or None
        self.step: Step | None = None
        self.menu: WidgetGroup | None = None
        self.menu_buttons: list[tuple[Action, Button]] = []
        self.menu_title = ""
        #: the open menu's frame (design rect), its Cancel and its flow of entries
        self.menu_rect: pygame.Rect | None = None
        self.menu_cancel: Button | None = None
        self.menu_flow = None
        #: the thing Tab has chosen among those that would do something (-1: none)
        self.tab_index = -1

    def clear(self) -> None:
        """Nothing picked: no picker, no step, no menu, no Tab choice."""
        self.picker = None
        self.step = None
        self.menu = None
        self.menu_buttons = []
        self.menu_flow = None
        self.tab_index = -1

    def targets(self) -> list:
        """The things the picker asks to choose among now (none unless it asks for a target)."""
        step = self.step
        return list(step.options) if step is not None and step.kind == "target" else []

    def start(self, actions: list[Action]) -> None:
        """Start picking among ``actions`` (legal actions: a button's, a click's)."""
        table = self.table
        self.picker = ActionPicker(table.legal(), table.value_of, table.pick_keys)
        self.advance(self.picker.start(actions))

    def advance(self, step: Step) -> None:
        table = self.table
        self.step = step
        self.menu = None
        self.menu_buttons = []
        self.menu_flow = None
        self.tab_index = -1
        if step.kind == "done":
            action = step.options[0] if step.options else None
            table.cancel_pick()
            if action is not None:
                table.play(action)
            return
        if step.kind in ("verb", "amount", "payment"):
            self.open_menu(step)
        elif step.kind == "target":
            table.say(table.target_prompt(step), bad=False)

    def open_menu(self, step: Step) -> None:
        table = self.table
        words = table.words()
        actions = step.options
        titles = {"verb": _("What will you do?"), "amount": _("How much?"), "payment": _("How will you pay?")}
        self.menu_title = titles[step.kind]
        if step.kind != "verb" and actions:
            self.menu_title = _("%(verb)s: %(question)s") % {"verb": words.verb(actions[0]),
                                                             "question": titles[step.kind].lower()}
        labels = []
        for i, a in enumerate(actions):
            if step.kind == "verb":
                labels.append(words.verb(a))
            elif step.kind == "amount":
                labels.append(f"{a.get(step.key)}")
            else:
                payment = words.payment(a)
                labels.append(_("Suggested: pay %(payment)s") % {"payment": payment} if i == 0
                              else _("pay %(payment)s") % {"payment": payment})
        width = 560
        rows_h = min(46 * len(actions), MENU_ROWS_MAX)  # a longer list is laid out by the shared rule
        height = 56 + rows_h + 50
        top = max(60, 360 - height // 2)
        left = 640 - width // 2
        self.menu_rect = pygame.Rect(left, top, width, height)
        self.menu = WidgetGroup(feedback=table.app.audio.tick)
        for i, (a, label) in enumerate(zip(actions, labels, strict=True)):
            chooser = {"verb": self.picker.choose_verb, "amount": lambda a: self.picker.choose_amount(a.get(step.key)),
                       "payment": self.picker.choose_payment}[step.kind]
            b = self.menu.add(Button((left + 20, top + 52 + 46 * i, width - 40, 40), label,
                                     lambda a=a, chooser=chooser: self.advance(chooser(a)), role="body"))
            self.menu_buttons.append((a, b))
        cancel = self.menu.add(Button((left + width // 2 - 80, top + height - 46, 160, 36), _("Cancel"),
                                      table.cancel_pick, role="body"))
        self.menu_cancel = cancel
        self.flow_menu()
        self.menu.focus(self.menu_buttons[0][1] if self.menu_buttons else cancel)
        table.menu_opened(step)

    def flow_menu(self) -> None:
        """A menu whose entries do not fit one under the other: columns, smaller rows, then a
        scroll (``client/buttonflow.py``), inside the menu's frame above its Cancel button."""
        self.menu_flow = None
        if 46 * len(self.menu_buttons) <= MENU_ROWS_MAX:
            return
        r = self.menu_rect
        area = pygame.Rect(r.left + 20, r.top + 52, r.width - 40, r.height - 106)
        app = self.table.app
        self.menu_flow = ButtonFlow([b for _, b in self.menu_buttons], area, app.layout, app.theme)

    def ask_first(self, question: str, action: Action, do_label: str, back_label: str | None = None) -> None:
        """Ask before an irreversible action (ending a turn with cards still playable, a discard,
        a payment, a pass): a box titled ``question`` whose ``do_label`` button plays ``action``
        and whose ``back_label`` button ("Not now"; or Esc, or a click outside) changes nothing."""
        table = self.table
        back_label = back_label or _("Not now")
        width = 560
        height = 56 + 46 + 50
        top = max(60, 360 - height // 2)
        left = 640 - width // 2
        table.cancel_pick()
        self.menu_title = question
        self.menu_rect = pygame.Rect(left, top, width, height)
        self.menu = WidgetGroup(feedback=table.app.audio.tick)
        b = self.menu.add(Button((left + 20, top + 52, width - 40, 40), do_label,
                                 lambda: (table.cancel_pick(), table.play(action)), role="body"))
        self.menu_buttons = [(action, b)]
        self.menu_cancel = self.menu.add(Button((left + width // 2 - 80, top + height - 46, 160, 36), back_label,
                                                table.cancel_pick, role="body"))
        self.menu.focus(self.menu_cancel)

    def click(self, thing, zone: str) -> None:
        """A click on a thing of the table: pick a target, or start an action, or explain."""
        table = self.table
        d = table.session.decision
        if table.replaying:
            return
        if d is None:
            return
        if not table.my_turn():
            table.say(_("Wait: %(name)s is deciding.") % {"name": table.session.seat_name(d.seat)})
            return
        step = self.step
        if step is not None and step.kind == "target":
            if thing in step.options:
                self.advance(self.picker.choose_target(step.key, thing))
                return
            probe = self.picker.pending[0] if self.picker.pending else None
            if probe is not None:
                fields = probe.to_json()
                fields[step.key] = thing
                table.explain(Action.from_json(fields))
            return
        picker = ActionPicker(table.legal(), table.value_of, table.pick_keys)
        options = picker.for_subject(thing)
        if options:
            self.picker = picker
            self.advance(picker.start(options))
            return
        guess = table.guess_action(thing, zone)
        if guess is not None:
            table.explain(guess)
        else:
            table.say(_("That does nothing now. %(prompt)s") % {"prompt": d.prompt})

    def explain(self, action: Action) -> None:
        """Ask the engine why ``action`` is not allowed and show its words (an allowed one is played)."""
        table = self.table
        try:
            table.session.check(action)
        except IllegalAction as exc:
            table.say(exc.message, bad=True)
            return
        table.play(action)

    def draw(self, surface) -> None:
        """The open menu (or confirm box) over the table."""
        if self.menu is None:
            return
        layout, theme = self.table.app.layout, self.table.app.theme
        p = theme.palette
        rect = layout.rect(self.menu_rect)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(layout.length(6), layout.length(6)),
                         border_radius=layout.length(12))
        surface.blit(art.panel(rect.size, corner=layout.length(14)), rect)   # the one frame style
        room = layout.length(self.menu_rect.width - 44)  # inside the frame's rim
        title = theme.text(self.menu_title, "heading", p.accent, layout, max_width=room)
        if title.get_width() > room:  # a long title steps down the type scale rather than touch the rim
            title = theme.text(self.menu_title, "button", p.accent, layout, max_width=room)
        surface.blit(title, title.get_rect(midtop=layout.point((self.menu_rect.centerx, self.menu_rect.top + 10))))
        flow = self.menu_flow
        if flow is not None:
            flow.follow(self.menu.focused if self.menu.keyboard_focus else None)
            flow.draw_bar(surface, layout, theme)
        self.menu.draw(surface, layout, theme)
