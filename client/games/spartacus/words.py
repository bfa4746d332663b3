"""Spartacus player words: card names and texts, button labels for actions, log sentences.

The engine writes most of its events' sentences itself (``text``); the few it leaves bare
(promises, bets) are worded here. No internal name reaches the screen. The engine's own
sentences are English templates; ``reword`` gives them in the player's language at draw time."""
from __future__ import annotations

import re

from engine.core import Action, Event
from engine.i18n import N_, SOURCE_LANGUAGE, game_words, language, proper_name
from engine.spartacus.content import content

from .reword import card_shown, dice_shown, house_shown, reword

_, ngettext, pgettext = game_words("spartacus")

POOL_WORDS = {"attack": N_("an attack die"), "defence": N_("a defence die"), "speed": N_("a speed die")}
TYPE_WORDS = {"slave": N_("Slave"), "gladiator": N_("Gladiator"), "equipment": N_("Equipment"), "scheme": N_("Scheme"),
              "reaction": N_("Reaction"), "guard": N_("Guard")}
A_DIE = N_("a die")
KIND_WORDS = {"armour": N_("Armour"), "weapon": N_("Weapon"), "special": N_("Special")}


def card_def(cid):
    try:
        return content().card(cid)
    except (KeyError, ValueError, TypeError, AttributeError):
        return None


def card_name(cid) -> str | None:
    """A card's name as the player reads it (a proper name stays as it is)."""
    d = card_def(cid) if isinstance(cid, str) else None
    if d is None:
        return None
    if not d.name_es:
        return proper_name(d.name)
    return card_shown(d.name)


def card_text(d) -> str:
    """A card's (or a house's) text in the player's language."""
    return (getattr(d, f"text_{language()}", "") if language() != SOURCE_LANGUAGE else "") or d.text


def card_tip(cid) -> str:
    """The tooltip of a card: name, type, numbers and its text."""
    d = card_def(cid)
    if d is None:
        return ""
    parts = [f"{card_name(cid)} — {_(TYPE_WORDS[d.type]) if d.type in TYPE_WORDS else d.type}"]
    if d.type in ("slave", "gladiator"):
        parts.append(_("Attack {attack} · Defence {defence} · Speed {speed} dice").format(
            attack=d.attack, defence=d.defence, speed=d.speed))
    if d.type == "equipment":
        words = (_("+{n} attack"), _("+{n} defence"), _("+{n} speed"))
        extra = ", ".join(w.format(n=n) for n, w in zip(d.dice, words, strict=True) if n)
        when = _("the whole combat") if d.lasts == "combat" else _("the first round")
        parts.append(_("{kind}: {dice} ({when})").format(kind=_(KIND_WORDS.get(d.kind, d.kind)),
                                                          dice=extra or _("no dice"), when=when))
    if d.type in ("scheme", "reaction"):
        parts.append(_("Needs {influence} influence").format(influence=d.influence)
                     + (_(" · aimed at a house") if d.target else ""))
    parts.append(card_text(d))
    parts.append(_("Sells for {gold} gold").format(gold=d.value))
    return "\n".join(parts)


def house_of(name: str):
    """The house named ``name`` (its starting gold and ability), or None."""
    return next((h for h in content().houses if h.name == name), None)


def house_tip(name: str) -> str:
    """The tooltip of a house: its ability in its own words."""
    house = house_of(name)
    ability = "\n" + _("House ability: {text}").format(text=card_text(house)) if house is not None else ""
    return (house_shown(name) + ability + "\n"
            + _("Click the name bar when a scheme asks which house it is aimed at."))


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
    return dice_shown(values)


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
    "a attack die" -> "an attack die"; in another language, the sentence worded again."""
    itself = _SELF_INVITE.match(text)
    if itself:
        return _("{house} invites itself: the host fights too.").format(house=house_shown(itself.group(1)))
    if language() != SOURCE_LANGUAGE:
        return reword(text)
    text = _ATTACK.sub(_attack_words, text)
    text = _LIST.sub(lambda m: dice_words(m.group(1).split(", ") if m.group(1) else []), text)
    return _A_VOWEL.sub("an ", text)


class Words:
    """Sentences for one viewer."""

    def __init__(self, seat_names: list[str], name_of=None, viewer: int | None = None, houses=None, hand=()):
        self.seat_names, self.viewer = seat_names, viewer
        self.houses = houses or []
        self.hand = set(hand)   # the viewer's own intrigue cards: a guard there is a hidden one

    def who(self, seat) -> str:
        if seat is None:
            return _("Someone")
        if seat == self.viewer:
            return _("You")
        if 0 <= seat < len(self.houses) and self.houses[seat] and not self.houses[seat].startswith("Seat"):
            return house_shown(self.houses[seat])
        return self.seat_names[seat] if 0 <= seat < len(self.seat_names) else _("Seat {number}").format(
            number=seat + 1)

    def house(self, seat) -> str:
        if seat is None:
            return _("every house")
        return house_shown(self.houses[seat]) if 0 <= seat < len(self.houses) else _("Seat {number}").format(
            number=seat + 1)

    def payment(self, action: Action) -> str:
        return ""

    def verb(self, action: Action) -> str:
        """A short label for an action (buttons, menu entries)."""
        k, g = action.kind, action.get
        name = card_name(g("card")) or ""
        d = card_def(g("card")) if g("card") else None
        labels = {
            "end_turn": N_("End your intrigue turn"), "pass": N_("Pass"), "accept": N_("Accept"),
            "decline": N_("Decline"), "abandon": N_("Give the scheme up"), "pay": N_("Pay your gladiators"),
            "keep_promise": N_("Keep your word (pay)"), "break_promise": N_("Break your word"),
            "done": N_("Send the fighter in as equipped"), "attack": N_("Attack"), "hold": N_("Hold (no attack)"),
            "ask_support": N_("Ask a house for its support"), "trade": N_("Offer a trade"), "bet": N_("Place a bet"),
            "bribe": N_("Bribe the host"), "sway": N_("Sway the host"),
        }
        if k == "attack":
            return pgettext("action", "Attack")
        if k in labels:
            return _(labels[k])
        if k == "house":
            return _("Choose {house}").format(house=house_shown(g("house")))
        if k in ("sell", "sell_asset"):
            return _("Sell {card} to the bank ({gold} gold)").format(card=name, gold=d.value if d else "?")
        if k == "declare_guard":
            return _("Set {card} face up as a guard").format(card=name)
        if k == "scheme":
            if g("target") is not None:
                return _("Play {card} against {house}").format(card=name, house=self.house(g("target")))
            return _("Play {card}").format(card=name)
        if k == "house_ability":
            return _("Use your house ability (exhaust {card})").format(card=name) if name else \
                _("Use your house ability")
        if k == "ability":
            return _("Exhaust {card}: its ability").format(card=name)
        if k == "react":
            return _("Cancel it with {card}").format(card=name)
        if k == "guard":
            if g("card") in self.hand:
                return _("Roll {card} (hidden in your hand) against it").format(card=name)
            return _("Roll {card} (face up on your board) against it").format(card=name)
        if k == "release":
            return _("Release {card}").format(card=name)
        if k == "invite":
            if g("seat") == self.viewer:
                return _("Invite {house} (yourself)").format(house=self.house(g("seat")))
            return _("Invite {house}").format(house=self.house(g("seat")))
        if k == "fighter":
            return _("Send {card} into the arena").format(card=name)
        if k == "equip":
            return _("Equip {card}").format(card=name)
        if k == "go":
            return _("Go first") if g("first") else _("Go second")
        if k == "move":
            return _("Move to the lit hex")
        if k == "lose_die":
            return _("Lose {die}").format(die=_(POOL_WORDS.get(g("pool"), A_DIE)))
        if k == "thumb":
            return _("Thumb up: the loser lives") if g("up") else _("Thumb down: the loser dies")
        if k == "bid":
            return _("Bid {gold} gold").format(gold=g("amount"))
        return reword(k.replace("_", " ").capitalize())

    # -- events ---------------------------------------------------------------------------------
    def sentence(self, e: Event) -> str | None:
        t, g = e.type, e.get
        if t == "promise_made":
            return _("Promise on record: {house} to {other}: \"{promise}\"").format(
                house=self.house(g("seat")), other=self.house(g("to")), promise=reword(g("text")))
        if t in ("promise_kept", "promise_broken"):
            how = _("{house} keeps its promise: \"{promise}\"") if t == "promise_kept" else \
                _("{house} breaks its promise: \"{promise}\"")
            return how.format(house=self.house(g("seat")), promise=reword(g("text")))
        if t == "bet_placed":
            if g("outcome") is None:
                return _("{house} places a secret bet.").format(house=self.house(g("seat")))
            return _("You bet {gold} gold that {outcome}.").format(gold=g("stake"), outcome=reword(g("outcome")))
        if t in ("bet_won", "bet_lost"):
            if t == "bet_won":
                return _("{house} wins a bet ({outcome}): {gold} gold back.").format(
                    house=self.house(g("seat")), outcome=reword(g("outcome")), gold=g("paid"))
            return _("{house} loses {gold} gold on \"{outcome}\".").format(
                house=self.house(g("seat")), gold=g("stake"), outcome=reword(g("outcome")))
        text = g("text")
        if text:
            return tidy(text)
        return None
