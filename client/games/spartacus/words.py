"""Spartacus player words: card names and texts, button labels for actions, log sentences.

The engine writes most of its events' sentences itself (``text``); the few it leaves bare
(promises, bets) are worded here. No internal name reaches the screen."""
from __future__ import annotations

import re

from engine.core import Action, Event
from engine.spartacus.content import content

POOL_WORDS = {"attack": "an attack die", "defence": "a defence die", "speed": "a speed die"}
TYPE_WORDS = {"slave": "Slave", "gladiator": "Gladiator", "equipment": "Equipment", "scheme": "Scheme",
              "reaction": "Reaction", "guard": "Guard"}


def card_def(cid):
    try:
        return content().card(cid)
    except (KeyError, ValueError, TypeError, AttributeError):
        return None


def card_name(cid) -> str | None:
    d = card_def(cid) if isinstance(cid, str) else None
    return d.name if d is not None else None


def card_tip(cid) -> str:
    """The tooltip of a card: name, type, numbers and its text."""
    d = card_def(cid)
    if d is None:
        return ""
    parts = [f"{d.name} — {TYPE_WORDS.get(d.type, d.type)}"]
    if d.type in ("slave", "gladiator"):
        parts.append(f"Attack {d.attack} · Defence {d.defence} · Speed {d.speed} dice")
    if d.type == "equipment":
        extra = ", ".join(f"+{n} {w}" for n, w in zip(d.dice, ("attack", "defence", "speed"), strict=True) if n)
        parts.append(f"{d.kind.capitalize()}: {extra or 'no dice'}"
                     f" ({'the whole combat' if d.lasts == 'combat' else 'the first round'})")
    if d.type in ("scheme", "reaction"):
        parts.append(f"Needs {d.influence} influence" + (" · aimed at a house" if d.target else ""))
    parts.append(d.text)
    parts.append(f"Sells for {d.value} gold")
    return "\n".join(parts)


def house_of(name: str):
    """The house named ``name`` (its starting gold and ability), or None."""
    return next((h for h in content().houses if h.name == name), None)


def house_tip(name: str) -> str:
    """The tooltip of a house: its ability in its own words."""
    house = house_of(name)
    ability = f"\nHouse ability: {house.text}" if house is not None else ""
    return f"{name}{ability}\nClick the name bar when a scheme asks which house it is aimed at."


def gold_known(obs: dict, seat: int) -> int | None:
    """The gold the table can tell a house holds while gold is hidden (the observation's
    ``gold_known``, one figure per house), or None when the observation has no such figure."""
    known = obs.get("gold_known")
    if isinstance(known, dict):
        known = known.get(seat, known.get(str(seat)))
    elif isinstance(known, (list, tuple)):
        known = known[seat] if 0 <= seat < len(known) else None
    return known if type(known) is int else None


def dice_words(values) -> str:
    """Dice as a player reads them: "5, 3, 3 and 1"; none as "no dice"."""
    values = [str(v) for v in values]
    if not values:
        return "no dice"
    return values[0] if len(values) == 1 else ", ".join(values[:-1]) + " and " + values[-1]


_LIST = re.compile(r"\[(\d+(?:, \d+)*)?\]")
_A_VOWEL = re.compile(r"\ba (?=[aeiou])")
_SELF_INVITE = re.compile(r"^(.+) invites \1\.$")
_ATTACK = re.compile(r"Attack \[([\d, ]*)\] against defence \[([\d, ]*)\]")


def _attack_words(m) -> str:
    attack, defence = ([v for v in g.split(", ") if v] for g in m.groups())
    return (f"Attack rolls {dice_words(attack)}, " +
            (f"defence {dice_words(defence)}" if defence else "defence has no dice"))


def tidy(text: str) -> str:
    """An engine sentence in player words: lists of dice spelled out ("[5, 3]" -> "5 and 3"),
    "a attack die" -> "an attack die"."""
    text = _ATTACK.sub(_attack_words, text)
    text = _LIST.sub(lambda m: dice_words(m.group(1).split(", ") if m.group(1) else []), text)
    text = _SELF_INVITE.sub(r"\1 invites itself: the host fights too.", text)
    return _A_VOWEL.sub("an ", text)


class Words:
    """Sentences for one viewer."""

    def __init__(self, seat_names: list[str], name_of=None, viewer: int | None = None, houses=None, hand=()):
        self.seat_names, self.viewer = seat_names, viewer
        self.houses = houses or []
        self.hand = set(hand)   # the viewer's own intrigue cards: a guard there is a hidden one

    def who(self, seat) -> str:
        if seat is None:
            return "Someone"
        if seat == self.viewer:
            return "You"
        if 0 <= seat < len(self.houses) and self.houses[seat] and not self.houses[seat].startswith("Seat"):
            return self.houses[seat]
        return self.seat_names[seat] if 0 <= seat < len(self.seat_names) else f"Seat {seat + 1}"

    def house(self, seat) -> str:
        if seat is None:
            return "every house"
        return self.houses[seat] if 0 <= seat < len(self.houses) else f"Seat {seat + 1}"

    def payment(self, action: Action) -> str:
        return ""

    def verb(self, action: Action) -> str:
        """A short label for an action (buttons, menu entries)."""
        k, g = action.kind, action.get
        name = card_name(g("card")) or ""
        d = card_def(g("card")) if g("card") else None
        labels = {
            "end_turn": "End your intrigue turn", "pass": "Pass", "accept": "Accept", "decline": "Decline",
            "abandon": "Give the scheme up", "pay": "Pay your gladiators", "keep_promise": "Keep your word (pay)",
            "break_promise": "Break your word", "done": "Send the fighter in as equipped", "attack": "Attack",
            "hold": "Hold (no attack)",
        }
        if k in labels:
            return labels[k]
        if k == "house":
            return f"Choose {g('house')}"
        if k == "sell":
            return f"Sell {name} to the bank ({d.value if d else '?'} gold)"
        if k == "sell_asset":
            return f"Sell {name} to the bank ({d.value if d else '?'} gold)"
        if k == "declare_guard":
            return f"Set {name} face up as a guard"
        if k == "scheme":
            aim = f" against {self.house(g('target'))}" if g("target") is not None else ""
            return f"Play {name}{aim}"
        if k == "house_ability":
            return "Use your house ability" + (f" (exhaust {name})" if name else "")
        if k == "ability":
            return f"Exhaust {name}: its ability"
        if k == "react":
            return f"Cancel it with {name}"
        if k == "guard":
            where = "hidden in your hand" if g("card") in self.hand else "face up on your board"
            return f"Roll {name} ({where}) against it"
        if k == "release":
            return f"Release {name}"
        if k == "invite":
            return f"Invite {self.house(g('seat'))}" + (" (yourself)" if g("seat") == self.viewer else "")
        if k == "fighter":
            return f"Send {name} into the arena"
        if k == "equip":
            return f"Equip {name}"
        if k == "go":
            return "Go first" if g("first") else "Go second"
        if k == "move":
            return "Move to the lit hex"
        if k == "lose_die":
            return f"Lose {POOL_WORDS.get(g('pool'), 'a die')}"
        if k == "thumb":
            return "Thumb up: the loser lives" if g("up") else "Thumb down: the loser dies"
        if k == "bid":
            return f"Bid {g('amount')} gold"
        return k.replace("_", " ").capitalize()

    # -- events ---------------------------------------------------------------------------------
    def sentence(self, e: Event) -> str | None:
        t, g = e.type, e.get
        if t == "promise_made":
            return f"Promise on record: {self.house(g('seat'))} to {self.house(g('to'))}: \"{g('text')}\""
        if t in ("promise_kept", "promise_broken"):
            how = "keeps" if t == "promise_kept" else "breaks"
            return f"{self.house(g('seat'))} {how} its promise: \"{g('text')}\""
        if t == "bet_placed":
            if g("outcome") is None:
                return f"{self.house(g('seat'))} places a secret bet."
            return f"You bet {g('stake')} gold that {g('outcome')}."
        if t in ("bet_won", "bet_lost"):
            if t == "bet_won":
                return f"{self.house(g('seat'))} wins a bet ({g('outcome')}): {g('paid')} gold back."
            return f"{self.house(g('seat'))} loses {g('stake')} gold on \"{g('outcome')}\"."
        text = g("text")
        if text:
            return tidy(text)
        return None
