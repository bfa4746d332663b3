"""The prompt's action buttons: which legal actions get a button, their layout and labels,
the Rest-after / Show-all toggles, and the hint line. Mixed into ``ArenaScene``."""
from __future__ import annotations

from engine.core import Action
from engine.i18n import N_, game_words, language

from ...buttonflow import ButtonFlow, faces, relaid
from ...widgets import Button
from . import panel as P
from . import preview
from .words import TACTIC, successes

#: why an attack on one's own model is offered at all (its button says "your" and comes last)
_, ngettext, pgettext = game_words("arenarex")

OWN_TARGET = N_("This model is yours. Any model your attacker engages may be attacked, your own too "
                "(the errata allows it), for example to push it out of danger.")
#: what the prompt's hint says for a decision, by its kind
HINTS = {"action": N_("Drag the active model (right-click bends the path) or click a target"),
         "deploy": N_("Click a spot along your deployment edge (dots are suggestions)"),
         "place": N_("Click a spot in base contact (dots are suggestions)"),
         "follow_up": N_("Drag the attacker up to 1\" toward the pushed model, or choose below"),
         "reposition": N_("Drag the model up to 3\", or choose below"),
         "tree_path": N_("Click a lit box of the damage tree, or a button"),
         "activate": N_("Click one of your Ready models, or choose below"),
         "move_to": N_("Drag the model to where it goes now, or Stay")}


class ButtonsMixin:
    # -- buttons -------------------------------------------------------------------------------------
    def button_actions(self) -> list[Action]:
        """Discrete legal actions (parametric spots are chosen on the map)."""
        out = []
        for a in self.legal():
            if a.kind in ("move", "react_move", "maneuver", "deploy", "place") and not a.get("dictate"):
                continue  # dragged on the map; a Maneuver paid by Dictate has no drag of its own
            if a.kind == "follow_up" and a.get("to") is not None:
                continue
            if a.kind in ("reposition", "move_to") and a.get("path") is not None:
                continue
            out.append(a)
        if self.filter_model is not None:
            mine = [a for a in out if self.filter_model in _models_of(a)]
            if mine:
                out = mine
        # attacks on one's own models (legal: the errata says "a model") come after every other choice
        words = self.words()
        return sorted(out, key=words.own_target)

    def sync_buttons(self) -> None:
        d = self.session.decision
        key = (self.session.state.decisions_made, len(self.session.moves.actions), self.my_turn(), self.filter_model,
               self.rest_after, language())
        if key == self._buttons_key:
            return
        self._buttons_key = key
        self.buttons.widgets.clear()
        self.buttons.focused = self.buttons.hovered = self.buttons.captured = None
        self.action_buttons = {}
        self.button_flow = None
        if d is None or not self.my_turn():
            return
        words = self.words()
        for a in self.button_actions():
            warn = self.push_warnings().get((a.kind, a.get("box"))) if a.kind in ("tree_box", "free_push") else None
            b = Button((P.PROMPT.x + 10, P.BUTTON_TOP, P.PROMPT.w - 20, P.BUTTON_H), self.label(a, words),
                       lambda a=a: self.choose(a), role="small",
                       tooltip=warn.sentence(free=a.kind == "free_push") if warn is not None else
                       _(OWN_TARGET) if words.own_target(a) else None)
            self.buttons.add(b)
            self.action_buttons[a.key()] = b
        # the one rule for button panels (client/buttonflow.py): columns, smaller rows, then a scroll
        self.button_flow = ButtonFlow(list(self.action_buttons.values()), P.CHOICES, self.app.layout, self.app.theme,
                                      P.CHOICE_STEPS)
        row = P.BOTTOM_ROW
        if d.kind == "reposition":
            self.buttons.add(Button((P.PROMPT.right - 160, row, 150, P.BUTTON_H),
                                    _("Rest after: on") if self.rest_after else _("Rest after: off"), self.toggle_rest,
                                    role="small"))
        if self.filter_model is not None:
            self.buttons.add(Button((P.PROMPT.right - 160, row, 150, P.BUTTON_H), _("Show all"), self.clear_filter,
                                    role="small"))

    def note_drawn(self) -> None:
        """The input guard's pause also holds a choice laid out afresh where another was (the
        choices' layout changes with their number): a double click never lands on it."""
        before = getattr(self, "_choice_faces", {})
        super().note_drawn()
        now = faces(self.action_buttons.values())
        for spot in relaid(before, now):
            self.guard.hold(spot)
        self._choice_faces = now

    def bring_into_sight(self, button) -> None:
        """Scroll the choices so ``button`` is in sight (a tutorial's or a hint's ring on it)."""
        flow = getattr(self, "button_flow", None)
        if flow is not None:
            flow.bring(button)

    def label(self, a: Action, words) -> str:
        """A button's words; damage-tree boxes (also clickable on the graph) say their result."""
        if a.kind == "tree_box":
            from engine.arenarex.content import trees

            from .words import box_label

            attack = self.attack_frame()
            if attack is not None:
                tree = trees()[attack["tree"]]
                box = tree.boxes.get(a.box)
                if box is not None:
                    warn = self.push_warnings().get(("tree_box", a.box))
                    return _("Box {box}: {result}").format(box=a.box, result=box_label(box.box)) + (
                        f" · {warn.short()}" if warn else "")
        if a.kind == "free_push":
            warn = self.push_warnings().get(("free_push", None))
            if warn is not None:
                return _("Free push · {warning}").format(warning=warn.short())
        if a.kind == "follow_up":  # a push that broke contact: staying put ends the attack, say what it costs
            lost = preview.successes_lost(self.session.state, a)
            if lost:
                return _("{choice} · {successes} lost").format(choice=words.verb(a), successes=successes(lost))
        if a.kind in TACTIC and not a.get("dictate"):   # its cost and gain, as the engine pays them (a clone)
            cost = preview.price(self.session.state, a, words)
            if cost:
                return _("{tactic} ({price})").format(tactic=words.verb(a), price=cost)
        return words.verb(a)

    def toggle_rest(self) -> None:
        self.rest_after = not self.rest_after
        self._buttons_key = None

    def clear_filter(self) -> None:
        self.filter_model = None
        self._buttons_key = None

    def hint(self) -> str:
        d = self.session.decision
        if d is None or not self.my_turn():
            # a bot at work, or dice waiting to be read (never a bot said to think then); a person's
            # choice is named by the prompt already
            return self.turns.waiting_words() if self.turns.thinking_seat() is not None or self.reader_hold() else ""
        if d.kind in HINTS:
            return _(HINTS[d.kind])
        return _("Choose below · or drag a model") if self.draggable() else _("Choose below")


def _models_of(action: Action) -> set:
    out = set()
    for k, v in action.params:
        if k in ("model", "target", "by", "also", "heal") and isinstance(v, str):
            out.add(v)
    return out

