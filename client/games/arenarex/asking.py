"""Asking before a choice that may not do what a newcomer expects. Mixed into ``ArenaScene``.

Issue 22: one extra click ended an activation (the Activate button's spot became End
activation), and pushes that could not move their target were taken unwarned. Every
button, the damage tree's boxes and Enter go through ``choose``: a push the engine would
not carry out (``pushcheck``) and an end of an activation or clear turn that leaves
something unused open the shared confirm box (``Picking.ask_first``, ``table.picking``), which names the
action and has a way back; anything else is checked and played at once.
"""
from __future__ import annotations

from engine.core import Action

from . import pushcheck
from .words import _

PUSH_KINDS = ("tree_box", "free_push")


class AskingMixin:
    def push_warnings(self) -> dict:
        """(kind, box) -> pushcheck.Outlook for each push of the current damage-tree choice that
        will not move its target (asked of the engine once per decision)."""
        d = self.session.decision
        key = (self.session.state.decisions_made, len(self.session.moves.actions), self.my_turn())
        if key != getattr(self, "_push_key", None):
            self._push_key, self._push_warn = key, {}
            if d is not None and d.kind == "tree_path" and self.my_turn():
                words = self.words()
                for a in self.legal():
                    if a.kind in PUSH_KINDS:
                        seen = pushcheck.outlook(self.session.state, a, words)
                        if seen is not None:
                            self._push_warn[(a.kind, a.get("box"))] = seen
        return self._push_warn

    def unused_note(self, action: Action) -> str:
        """What ending now leaves unused ('Leo can still move for free and attack'), or ''."""
        legal = self.legal()
        if action.kind == "end":
            top = self.top_frame()
            mid = top.get("model")
            if mid is None or mid not in self.observation()["models"]:
                return ""
            words = self.words()
            free = not top.get("moved") and any(a.kind == "move" for a in legal)
            foes = (" " + _("or") + " ").join(dict.fromkeys(words.name(a.target) for a in legal
                                                          if a.kind == "attack" and not words.own_target(a)))
            model = words.name(mid)
            if free and foes:
                return _("{model} can still move for free and attack {foes}.").format(model=model, foes=foes)
            if free:
                return _("{model} can still move for free.").format(model=model)
            if foes:
                return _("{model} can still attack {foes}.").format(model=model, foes=foes)
            return ""
        if action.kind == "end_clear_turn":
            words = self.words()
            left = list(dict.fromkeys(words.verb(a).split(" ")[0] for a in legal if a.kind != "end_clear_turn"))
            return _("Still open: {choices}.").format(choices=", ".join(left[:4]) + ("…" if len(left) > 4 else "")) \
                if left else ""
        return ""

    def choose(self, action: Action) -> None:
        """A button, a tree box or Enter chose ``action``: ask first when it may surprise, else play it."""
        if action.kind in PUSH_KINDS:
            warn = self.push_warnings().get((action.kind, action.get("box")))
            if warn is not None:
                self.picking.ask_first(_("Take a push that will not move {model}?").format(model=warn.target), action,
                               _("Take it anyway"), _("Choose another"))
                self.say(warn.sentence(free=action.kind == "free_push"))
                return
        if action.kind in ("end", "end_clear_turn"):
            note = self.unused_note(action)
            if note:   # the box names the action; the message line under it says what is left
                if action.kind == "end":
                    question, what = _("End the activation?"), _("End the activation")
                else:
                    question, what = _("End the clear turn?"), _("End the clear turn")
                self.picking.ask_first(question, action, what, _("Keep going"))
                self.say(_("{note} Ending now gives it up.").format(note=note))
                return
        self.explain(action)
