"""Will this push move its target? The engine's answer, asked before a push is chosen.

Issue 22: the damage tree offered pushes that could not move the target (a larger base,
an immovable Titan, a model already against a base or a hazard) with no word of it. The
book keeps them (a resisted push still deals its damage, and a box is a box on the path),
so the window says so before the push is chosen. As ``preview.cost`` does, the choice is
applied to a clone of the state (the real game is untouched) and the push the engine then
makes is read off its events: nothing here judges a rule.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core import IllegalAction

NOT_MOVED = 0.005   # inches: a push shorter than this leaves the base where it was


@dataclass(frozen=True)
class Outlook:
    target: str        # the model's name
    why: str           # "Otho's base is larger than Leo's: it resists one push each attack"

    def short(self) -> str:
        """For a button: 'won't move Otho'."""
        return f"won't move {self.target}"

    def sentence(self, free: bool = False) -> str:
        """For a tooltip or a confirm box: what happens and what it still costs."""
        cost = "It still deals its 1 damage." if free else "It still costs a success and deals its 1 damage."
        return f"This push will not move {self.target}: {self.why}. {cost}"


def outlook(state, action, words) -> Outlook | None:
    """None when the push ``action`` (a Push or special box, or the free push) moves its target,
    or when it is no push at all; else who stays put and why."""
    trial = state.clone()
    try:
        events = trial.apply(action)
    except IllegalAction:
        return None
    for e in events:
        if e.type != "pushed":
            continue
        g = e.get
        who = words.name(g("model"))
        stop = g("stopped_by") or ""
        if g("resisted"):
            if stop == "immovable":
                return Outlook(who, f"{who} is a Titan, and Titans cannot be pushed")
            by = words.name(g("by"))
            return Outlook(who, f"{who}'s base is larger than {by}'s, so it resists the first push of each attack")
        if (g("distance") or 0) < NOT_MOVED:
            return Outlook(who, f"{who} is already against {words.stopper(stop) if stop else 'something'}")
        return None
    return None
