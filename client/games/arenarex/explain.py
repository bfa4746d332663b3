"""Why things happened, read from the sequence of events the client already receives.

The engine's ``damage_marked`` says who took how much and under which rule; the
"why" ("2 from the damage tree, 3 from the push into the Spikes") is put together
here from what came before it in the same story: the attack that was declared,
the damage-tree boxes chosen, the push and the hazard it met, and the
``attack_resolved`` total that follows. Nothing is decided here: every number is
the engine's, only added up and named. ``Narrator`` is fed each batch of events
(the events of one action) in order and returns one reason (or None) per event.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.arenarex.board import WOUNDING_DAMAGE
from engine.arenarex.content import Box
from engine.i18n import game_words

from .words import place_word, tactic

_, ngettext, pgettext = game_words("arenarex")


@dataclass
class Tally:
    """One attack in progress, as the events have told it so far."""

    attacker: str | None
    defender: str | None
    kind: str = "action"
    tree: int = 0                                        # damage bought on the damage tree (before armour)
    boxes: list = field(default_factory=list)            # the results chosen, in order
    direct: dict = field(default_factory=dict)           # model -> damage from a wounding hazard met in this attack
    rolls: list = field(default_factory=list)            # the dice_rolled events of this attack
    net: int | None = None


class Narrator:
    def __init__(self, words, touching=None):
        """``touching(model, kind, spot)``: the name of the map's hazard of that kind a base there touches
        (measured on the map the player sees), for a hazard the push met without being stopped by it."""
        self.words = words
        self.touching = touching
        self.at: dict[str, tuple] = {}          # model -> where its last push left it
        self.attacks: list[Tally] = []
        self.pushed_into: dict[str, str] = {}   # model -> what stopped its last push ("wounding:3", "model:..")
        self.hazard: dict[str, str] = {}        # model -> kind of the last hazard it met
        self.cause = None                       # the last ability / tactic / Brave reaction event

    def feed(self, batch: list) -> list[str | None]:
        return [self.reason(e, batch, i) for i, e in enumerate(batch)]

    # -- reading the story ----------------------------------------------------------------------
    def reason(self, e, batch, i) -> str | None:  # noqa: C901 (one branch per event type)
        t, g = e.type, e.get
        top = self.attacks[-1] if self.attacks else None
        if t == "attack_declared":
            self.attacks.append(Tally(g("attacker"), g("defender"), g("kind") or "action"))
        elif t == "dice_rolled" and top is not None:
            top.rolls.append(e)
        elif t == "attack_result" and top is not None:
            top.attacker, top.defender, top.net = g("attacker"), g("defender"), g("net")
        elif t == "tree_path_chosen" and top is not None:
            top.tree += Box("", str(g("result")), ()).damage
            top.boxes.append(g("result"))
        elif t == "special_result" and top is not None and g("effect") == "damage":
            top.tree += 1
        elif t == "pushed":
            if g("resisted"):
                self.pushed_into.pop(g("model"), None)
            else:
                self.pushed_into[g("model")] = g("stopped_by") or ""
                self.at[g("model")] = tuple(g("to") or ())
        elif t == "hazard_contact":
            mid, kind = g("model"), g("kind")
            self.hazard[mid] = kind
            if kind == "wounding" and top is not None and mid == top.defender and not g("displaced"):
                top.direct.setdefault(mid, WOUNDING_DAMAGE)
        elif t in ("ability_used", "tactic_used") or (t == "reaction_declared" and g("brave")):
            self.cause = e
        elif t == "damage_marked":
            return self.damage_why(e, batch, i)
        elif t == "fatigue_changed":
            return self.fatigue_why(e, batch, i)
        elif t == "defeated":
            return self.defeat_why(e)
        elif t == "attack_resolved":
            for k in range(len(self.attacks) - 1, -1, -1):
                if self.attacks[k].attacker == g("attacker") and self.attacks[k].defender == g("defender"):
                    del self.attacks[k]
                    break
        return None

    # -- the reasons ---------------------------------------------------------------------------------
    def damage_why(self, e, batch, i) -> str | None:
        g, n = e.get, self.words.name
        mid, src, rule, amount = g("model"), g("source"), e.rule, g("amount") or 0
        tally = next((a for a in reversed(self.attacks) if a.defender == mid and a.attacker == src), None)
        if rule == "Vitality Bar" and tally is not None:
            total = next((x.get("damage") for x in batch[i + 1:] if x.type == "attack_resolved"
                          and x.get("attacker") == src and x.get("defender") == mid), None)
            tree, direct = tally.tree, tally.direct.get(mid, 0)
            parts = []
            if tree:
                armour = 0 if total is None else max(0, min(tree, tree + direct - total))
                dealt = tree - armour
                parts.append((_("{n} from {model}'s damage tree after armour stopped {armour}") if armour else
                              _("{n} from {model}'s damage tree")).format(n=dealt, model=n(src), armour=armour))
            if direct:
                parts.append(_("{n} from the push into {place}").format(n=direct, place=self.place(mid, "wounding")))
            if total is not None and amount < total:
                parts.append(_("only {n} vitality left to mark").format(n=amount))
            return ", ".join(parts) or None
        if rule == "Wounding Hazard":
            return _("the push into {place}").format(place=self.place(mid, "wounding"))
        if rule == "Lethal Hazard":
            return _("{how}: a lethal hazard marks every box").format(how=self.into(mid, "lethal"))
        if rule == "Displacement":
            kind = self.hazard.get(mid, "hazard")
            return _("displaced onto a wounding hazard") if kind == "wounding" else _("displaced onto a lethal hazard")
        return self.cause_words(mid)

    def fatigue_why(self, e, batch, i) -> str | None:  # noqa: C901 (one branch per rule)
        g, rule = e.get, e.rule
        mid = g("model")
        if (g("new") or 0) <= (g("old") or 0):
            return None
        before = batch[i - 1].type if i > 0 else None
        after = batch[i + 1].type if i + 1 < len(batch) else None
        if rule == "Hazard":   # a wounding hazard is a hazard too: name the one met
            return self.into(mid, self.hazard.get(mid, "hazard"))
        if rule == "Damage Tree Results" and self.attacks:
            return _("{model}'s Fatigue box").format(model=self.words.name(self.attacks[-1].attacker))
        if rule == "Displacement":
            return _("displaced")
        if rule == "Reactions":
            return _("reacting")
        if rule == "Actions":
            if after == "power_attack_declared":
                return _("a Power Attack")
            if before == "move_declared":
                return _("a move after the free one")
            if after in ("attack_declared", "repositioned"):
                return _("attacking")
        if before in ("ability_used", "tactic_used"):
            return self.cause_words(mid)
        return None

    def defeat_why(self, e) -> str | None:
        if e.rule in ("Lethal Hazard", "Displacement") and self.hazard.get(e.get("model")) == "lethal":
            return self.into(e.get("model"), "lethal")
        return None

    def cause_words(self, mid) -> str | None:
        c = self.cause
        if c is None:
            return None
        g, n = c.get, self.words.name
        if c.type == "reaction_declared":
            return _("a Brave reaction")
        if c.type == "tactic_used":
            return _("the {tactic} tactic").format(tactic=tactic(g("tactic")))
        who = g("model")
        ability = self.words.ability(who, g("ability"))
        return ability if who == mid else _("{model}'s {ability}").format(model=n(who), ability=ability)

    # -- naming the hazard ----------------------------------------------------------------------------
    def place(self, mid, kind: str) -> str:
        """'the Spikes' when the push that put ``mid`` there was stopped by a named hazard of that kind."""
        stop = self.pushed_into.get(mid) or ""
        name = self.words.place_name(stop) if stop.split(":")[0] == kind else ""
        if not name and self.touching is not None and len(self.at.get(mid, ())) == 2:
            name = self.touching(mid, kind, self.at[mid])
        if name:
            return _("the {place}").format(place=place_word(name))
        return {"wounding": _("a wounding hazard"), "lethal": _("a lethal hazard")}.get(kind, _("a hazard"))

    def into(self, mid, kind: str) -> str:
        words = _("pushed into {place}") if mid in self.pushed_into else _("touched {place}")
        return words.format(place=self.place(mid, kind))
