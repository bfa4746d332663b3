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
from engine.i18n import game_words

_, ngettext, pgettext = game_words("arenarex")

NOT_MOVED = 0.005   # inches: a push shorter than this leaves the base where it was


@dataclass(frozen=True)
class Outlook:
    target: str        # the model's name
    why: str           # "Otho's base is larger than Leo's: it resists one push each attack"

    def short(self) -> str:
        """For a button: 'won't move Otho'."""
        return _("won't move {model}").format(model=self.target)

    def sentence(self, free: bool = False) -> str:
        """For a tooltip or a confirm box: what happens and what it still costs."""
        cost = _("It still deals its 1 damage.") if free else _("It still costs a success and deals its 1 damage.")
        return _("This push will not move {model}: {why}.").format(model=self.target, why=self.why) + " " + cost


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
                return Outlook(who, _("{model} is a Titan, and Titans cannot be pushed").format(model=who))
            by = words.name(g("by"))
            return Outlook(who, _("{model}'s base is larger than {other}'s, so it resists the first push of each "
                                  "attack").format(model=who, other=by))
        if (g("distance") or 0) < NOT_MOVED:
            return Outlook(who, _("{model} is already against {stop}").format(
                model=who, stop=words.stopper(stop) if stop else _("something")))
        return None
    return None
