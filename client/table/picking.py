"""The table's picker: a click or a button turned into one legal action through menus for
verbs, amounts and payments and highlighted targets (``ActionPicker``), the confirm box for
irreversible actions (``ask_first``), and the engine's reasons for what cannot be done.

A mixin of ``GameTable``.
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


class TablePicker:
    def card_name(self, thing) -> str | None:
        names = self.observation().get("names", {})
        return names.get(thing) if isinstance(thing, str) else None

    def value_of(self, cid) -> int:
        return 1

    def cancel_pick(self) -> None:
        self.picker = None
        self.step_now = None
        self.menu = None
        self.menu_buttons = []
        self.menu_flow = None
        self.tab_index = -1

    def act(self, action_or_actions) -> None:
        """Start picking among one or more legal actions (a button, a click)."""
        actions = action_or_actions if isinstance(action_or_actions, list) else [action_or_actions]
        self.picker = ActionPicker(self.legal(), self.value_of, self.pick_keys)
        self.advance(self.picker.start(actions))

    def advance(self, step: Step) -> None:
        self.step_now = step
        self.menu = None
        self.menu_buttons = []
        self.menu_flow = None
        self.tab_index = -1
        if step.kind == "done":
            action = step.options[0] if step.options else None
            self.cancel_pick()
            if action is not None:
                self.play(action)
            return
        if step.kind in ("verb", "amount", "payment"):
            self.open_menu(step)
        elif step.kind == "target":
            self.say(self.target_prompt(step), bad=False)

    def target_prompt(self, step: Step) -> str:
        return _("Choose a highlighted target (Tab cycles, Enter chooses, Esc cancels).")

    def open_menu(self, step: Step) -> None:
        words = self.words()
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
        self.menu = WidgetGroup(feedback=self.app.audio.tick)
        for i, (a, label) in enumerate(zip(actions, labels, strict=True)):
            chooser = {"verb": self.picker.choose_verb, "amount": lambda a: self.picker.choose_amount(a.get(step.key)),
                       "payment": self.picker.choose_payment}[step.kind]
            b = self.menu.add(Button((left + 20, top + 52 + 46 * i, width - 40, 40), label,
                                     lambda a=a, chooser=chooser: self.advance(chooser(a)), role="body"))
            self.menu_buttons.append((a, b))
        cancel = self.menu.add(Button((left + width // 2 - 80, top + height - 46, 160, 36), _("Cancel"),
                                      self.cancel_pick, role="body"))
        self.menu_cancel = cancel
        self.flow_menu()
        self.menu.focus(self.menu_buttons[0][1] if self.menu_buttons else cancel)

    def flow_menu(self) -> None:
        """A menu whose entries do not fit one under the other: columns, smaller rows, then a
        scroll (``client/buttonflow.py``), inside the menu's frame above its Cancel button."""
        self.menu_flow = None
        if 46 * len(self.menu_buttons) <= MENU_ROWS_MAX:
            return
        r = self.menu_rect
        area = pygame.Rect(r.left + 20, r.top + 52, r.width - 40, r.height - 106)
        self.menu_flow = ButtonFlow([b for _, b in self.menu_buttons], area, self.app.layout, self.app.theme)

    def ask_first(self, question: str, action: Action, do_label: str, back_label: str | None = None) -> None:
        """Ask before an irreversible action (ending a turn with cards still playable, a discard,
        a payment, a pass): a box titled ``question`` whose ``do_label`` button plays ``action``
        and whose ``back_label`` button ("Not now"; or Esc, or a click outside) changes nothing."""
        back_label = back_label or _("Not now")
        width = 560
        height = 56 + 46 + 50
        top = max(60, 360 - height // 2)
        left = 640 - width // 2
        self.cancel_pick()
        self.menu_title = question
        self.menu_rect = pygame.Rect(left, top, width, height)
        self.menu = WidgetGroup(feedback=self.app.audio.tick)
        b = self.menu.add(Button((left + 20, top + 52, width - 40, 40), do_label,
                                 lambda: (self.cancel_pick(), self.play(action)), role="body"))
        self.menu_buttons = [(action, b)]
        self.menu_cancel = self.menu.add(Button((left + width // 2 - 80, top + height - 46, 160, 36), back_label,
                                                self.cancel_pick, role="body"))
        self.menu.focus(self.menu_cancel)

    def click(self, thing, zone: str) -> None:
        """A click on a thing of the table: pick a target, or start an action, or explain."""
        d = self.session.decision
        if self.replaying:
            return
        if d is None:
            return
        if not self.my_turn():
            self.say(_("Wait: %(name)s is deciding.") % {"name": self.session.seat_name(d.seat)})
            return
        step = self.step_now
        if step is not None and step.kind == "target":
            if thing in step.options:
                self.advance(self.picker.choose_target(step.key, thing))
                return
            probe = self.picker.pending[0] if self.picker.pending else None
            if probe is not None:
                fields = probe.to_json()
                fields[step.key] = thing
                self.explain(Action.from_json(fields))
            return
        picker = ActionPicker(self.legal(), self.value_of, self.pick_keys)
        options = picker.for_subject(thing)
        if options:
            self.picker = picker
            self.advance(picker.start(options))
            return
        guess = self.guess_action(thing, zone)
        if guess is not None:
            self.explain(guess)
        else:
            self.say(_("That does nothing now. %(prompt)s") % {"prompt": d.prompt})

    def explain(self, action: Action) -> None:
        """Ask the engine why ``action`` is not allowed and show its words."""
        try:
            self.session.check(action)
        except IllegalAction as exc:
            self.say(exc.message, bad=True)
            return
        self.play(action)

    def guess_action(self, thing, zone: str) -> Action | None:
        return None


    def draw_menu(self, surface) -> None:
        if self.menu is None:
            return
        layout, theme = self.app.layout, self.app.theme
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

