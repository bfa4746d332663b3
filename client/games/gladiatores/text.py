"""Gladiatores words for the table: card, gladiator and Tactics texts, menu verbs and log sentences.

Only presentation: texts come from the game's content data (printed on the cards); sentences are
made from events already redacted for the viewer, never from the state.
"""
from __future__ import annotations

from engine.core import Action, Event
from engine.gladiatores.cards import name_of
from engine.gladiatores.content import content

DECK_LABEL = {"attack": "Attack", "defense": "Defense", "effect": "Effect"}
#: a wreath token in player words
WREATH_LABEL = {"small_bronze": "small bronze", "small_silver": "small silver", "small_gold": "small gold",
                "large_bronze": "large bronze", "large_silver": "large silver", "large_gold": "large gold"}
#: an effect operation in player words ({n}: its amount, {deck}: its deck)
OP_WORDS = {
    "wound": "{n} wound{s}", "draw": "draw {n} {deck}", "favour": "+{n} favour", "heal": "heal {n}",
    "counter_attack": "you may counter-attack", "resolve_below": "the card under the broken one takes effect",
    "opp_discard": "foe discards {n} at random", "refresh": "your ability is ready again",
}
HOW_ENDED = {"pass": "with a pass", "ability": "by an ability", "ended": "at once"}


def plural(n: int, word: str, many: str | None = None) -> str:
    """``n`` and ``word`` agreeing with it: "1 card", "2 cards" (``many`` for an odd plural)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def card_name(cid: str) -> str:
    """The printed name of the combat card instance ``cid`` (public content)."""
    return name_of(cid)


def card_def(name: str):
    return content().cards.get(name)


def wreath(kind: str | None) -> str:
    return WREATH_LABEL.get(kind or "", str(kind).replace("_", " "))


def wreath_value(kind: str) -> int:
    return content().wreaths.get(kind, 0)


def effect_words(effect) -> str:
    text = OP_WORDS.get(effect.op, effect.op.replace("_", " ")).format(
        n=effect.amount, s="" if effect.amount == 1 else "s", deck=DECK_LABEL.get(effect.deck, effect.deck))
    if effect.if_weapon:
        text += " (with " + "/".join(effect.if_weapon) + ")"
    return text


def _join(effects) -> str:
    return ", ".join(effect_words(e) for e in effects)


def effect_lines(name: str) -> list[str]:
    """A card's effects in short lines, to print on its face: favour, what happens when it is
    played, what happens if it stands; an either/or card's two options."""
    d = card_def(name)
    if d is None:
        return []
    lines = []
    if d.favour:
        lines.append(f"Played: +{d.favour} favour")
    several = len(d.options) > 1
    for i, option in enumerate(d.options):
        head = f"{'AB'[i]}) " if several else ""
        parts = []
        if option.immediate:
            parts.append(("now: " if several else "Played: ") + _join(option.immediate))
        if option.trigger:
            parts.append(("stands: " if several else "Stands: ") + _join(option.trigger))
        if option.ends_exchange:
            parts.append("no answer")
        if several:
            lines.append(head + "; ".join(parts))
        else:
            lines.extend(parts)
    if d.red_triangle:
        lines.append("May be played alone in your turn")
    return lines


def card_text(name: str) -> str:
    """Everything printed on the card ``name``, one paragraph a line (tooltips, zoom)."""
    d = card_def(name)
    if d is None:
        return name
    lines = [f"{d.name} — {DECK_LABEL.get(d.type, d.type)} card"]
    if d.breaks:
        lines.append("BREAK: " + ", ".join(d.breaks) + " may answer it.")
    lines.append(d.text)
    return "\n".join(lines)


def gladiator_text(name: str) -> str:
    g = content().gladiators.get(name)
    if g is None:
        return name
    odds = " / ".join(str(o) for o in g.odds)
    lines = [f"{g.name} — {g.text}",
             f"Life {g.life}, extra favour {g.favour}. Weapons: {', '.join(g.weapons)}; armour: {', '.join(g.armour)}.",
             f"Betting odds by Turn Order 1-{len(g.odds)}: {odds}."]
    lines += [f"Ability {a.name}: {a.text}" for a in g.abilities]
    return "\n".join(lines)


def ability_text(name: str) -> str:
    for g in content().gladiators.values():
        for a in g.abilities:
            if a.name == name:
                return f"{a.name} ({g.name}'s ability): {a.text}"
    return name


def named_text(name: str) -> str:
    """A Tactics, Sponsor or school card's text."""
    c = content()
    for group, label in ((c.tactics, "Tactics"), (c.sponsors, "Sponsor"), (c.schools, "School")):
        if name in group:
            return f"{name} ({label}): {group[name].text}"
    return name


def event_text(name: str) -> str:
    e = content().events.get(name)
    if e is None:
        return name
    bands = ", ".join(f"{b.start}+ favour: {wreath(b.wreath)}" for b in e.bands)
    return (f"{e.name}: 1st prize {wreath(e.first)}, 2nd prize {wreath(e.second)}; {e.favour} crowd favour "
            f"in the supply. Favour turns into wreaths at the end: {bands}.")


class Words:
    """Sentences for one viewer: ``seat_names``; the table's card names come from content."""

    def __init__(self, seat_names: list[str], name_of_thing=None, viewer: int | None = None):
        self.names = list(seat_names)
        self.viewer = viewer

    def who(self, seat) -> str:
        if seat is None:
            return "Nobody"
        if seat == self.viewer:
            return "You"
        return self.names[seat] if 0 <= seat < len(self.names) else f"Seat {seat + 1}"

    def whom(self, seat) -> str:
        return "you" if seat == self.viewer else self.who(seat)

    def _s(self, seat, verb: str) -> str:
        """``verb`` agreeing with ``who(seat)`` ("You draw", "Livia draws")."""
        if seat == self.viewer:
            return verb
        return verb[:-1] + "ies" if verb.endswith("y") and verb[-2:] not in ("ay", "ey") else \
            verb + ("es" if verb.endswith(("s", "sh", "ch")) else "s")

    def payment(self, action: Action) -> str:
        return ""

    def verb(self, action: Action) -> str:
        """A menu entry for ``action`` in player words."""
        k, g = action.kind, action.get
        card = g("card")
        option = g("option")
        label = ""
        if option and card_def(card) is not None:
            label = ": " + card_def(card).options[option - 1].label
        if k == "attack":
            return f"Attack with {card}{label}"
        if k == "counter":
            return f"Break it with {card}{label}"
        if k == "effect":
            return f"Play {card} for its effect"
        if k == "discard":
            return f"Discard {card} and draw a new card"
        if k == "ability":
            return f"Use {g('name')}"
        if k == "draw":
            return f"Draw from the {DECK_LABEL.get(g('deck'), g('deck'))} deck"
        if k == "bid":
            return f"Bid on row {g('row')}"
        if k == "take":
            return f"Take the gladiator of row {g('row')} for free"
        if k == "bet":
            return f"Bet on {g('gladiator')}" if g("gladiator") else "Place no bet"
        if k == "tactics":
            return f"Keep {card} face down"
        if k == "swap":
            return f"Give up a {wreath(g('wreath'))} wreath for the new one"
        if k == "decline":
            return "Decline"
        if k == "pass":
            return "Pass"
        if k == "reveal_tactics":
            return "Reveal your Tactics card"
        return k.replace("_", " ").capitalize()

    def sentence(self, e: Event) -> str | None:
        t, g = e.type, e.get
        who = self.who(g("seat"))
        if t == "event_revealed":
            return f"Event {g('number')}: {g('event')} ({g('favour')} crowd favour in the supply)."
        if t == "sponsor_dealt":
            return f"{who} {self._s(g('seat'), 'get')} the Sponsor {g('sponsor')}."
        if t in ("gladiator_drawn", "gladiator_ready"):
            return f"{who} {self._s(g('seat'), 'field')} {g('gladiator')}." if t == "gladiator_drawn" else \
                f"{self.whose_start(g('seat'))} {g('gladiator')} is ready: {g('life')} life, {g('favour')} favour."
        if t == "gladiator_revealed":
            return f"Market row {g('row')}: {g('gladiator')}."
        if t == "bid_placed":
            return f"{who} {self._s(g('seat'), 'bid')} {g('cost')} on {g('gladiator')}."
        if t == "bid_passed":
            return f"{who} {self._s(g('seat'), 'keep')} the bid."
        if t == "outbid":
            return f"{who} {'are' if g('seat') == self.viewer else 'is'} outbid on row {g('row')} by " \
                   f"{self.whom(g('by'))} and must choose again."
        if t == "wreath_paid":
            return f"{who} {self._s(g('seat'), 'pay')} a {wreath(g('wreath'))} wreath."
        if t == "bank_advance":
            return f"{who} {self._s(g('seat'), 'borrow')} {g('amount')} from the Bank Wheel (debt {g('debt')})."
        if t == "gladiator_bought":
            cost = g("cost")
            return f"{who} {self._s(g('seat'), 'take')} {g('gladiator')}" + (f" for {cost}." if cost else " for free.")
        if t == "cards_drawn":
            n = g("count")
            if g("cards"):
                return f"{who} {self._s(g('seat'), 'draw')} {', '.join(g('cards'))}."
            deck = DECK_LABEL.get(g("deck"), "")
            return f"{who} {self._s(g('seat'), 'draw')} {plural(n, (deck + ' card').strip())}."
        if t == "turn_order_revealed":
            return f"{who} {self._s(g('seat'), 'turn')} up Turn Order {g('turn_order')}."
        if t == "has_chosen":
            return f"{who} {'have' if g('seat') == self.viewer else 'has'} chosen, face down."
        if t == "bet_placed":
            return f"{who} {self._s(g('seat'), 'place')} a bet (nobody can check it until the event is won)."
        if t == "tactics_chosen":
            if g("card"):
                return f"{who} {self._s(g('seat'), 'keep')} {g('card')} face down as Tactics."
            return f"{who} {self._s(g('seat'), 'keep')} a Tactics card face down."
        if t == "tactics_revealed":
            return f"{who} {self._s(g('seat'), 'reveal')} the Tactics card {g('card')}."
        if t == "combat_started":
            return f"The fight begins: {self.who(g('active'))} {'act' if g('active') == self.viewer else 'acts'} first."
        if t == "card_played":
            option = f" ({g('option')})" if g("option") else ""
            against = f" against {self.whom(g('against'))}" if g("against") is not None else ""
            return f"{who} {self._s(g('seat'), 'play')} {g('card')}{option}{against}."
        if t == "passed":
            if g("forced"):  # passing was the only answer (seen only by the passing seat)
                return f"Nothing in {self.whose(g('seat'))} hand can break it: the top card stands."
            return f"{who} {self._s(g('seat'), 'pass')}: the top card stands."
        if t == "trigger":
            return f"{g('card')} lets {g('resolves')} take effect." if g("resolves") else None
        if t == "ability_used":
            return f"{who} {self._s(g('seat'), 'use')} {g('ability')}."
        if t == "exchange_ended":
            return f"The exchange ends {HOW_ENDED.get(g('how'), '')}.".replace(" .", ".")
        if t == "wounded":
            return f"{who} {self._s(g('seat'), 'take')} {plural(g('wounds'), 'wound')} ({g('life')} life left)."
        if t == "favour_gained":
            return f"{who} {self._s(g('seat'), 'gain')} {g('amount')} favour ({g('supply')} left in the supply)."
        if t == "favour_taken":
            return f"{who} {self._s(g('seat'), 'take')} {g('amount')} favour from {self.whom(g('victim'))}."
        if t == "healed":
            return f"{who} {self._s(g('seat'), 'recover')} to {g('life')} life."
        if t == "card_knocked_away":
            return f"{who} {self._s(g('seat'), 'lose')} {g('card')} from the hand."
        if t == "gladiator_defeated":
            return f"{self.whose_start(g('seat'))} {g('gladiator')} is defeated by {self.whom(g('by'))}!"
        if t == "gladiator_exhausted":
            return f"{self.whose_start(g('seat'))} {g('gladiator')} is exhausted: no cards left."
        if t == "market_marker_placed":
            return None
        if t == "card_discarded":
            paid = " (1 favour)" if g("favour_paid") else ""
            return f"{who} {self._s(g('seat'), 'discard')} {g('card')}{paid}."
        if t == "decks_refilled":
            return "The discards are sorted back into the three decks."
        if t == "ability_refreshed":
            return f"{self.whose_start(g('seat'))} ability is ready again."
        if t == "event_won":
            second = f"; 2nd: {self.who(g('second'))}" if g("second") is not None else ""
            return f"{g('gladiator')} wins the event for {self.whom(g('seat'))}{second}."
        if t == "bet_revealed":
            return f"{who} had bet on {g('gladiator')}."
        if t == "bet_won":
            return f"{self.whose_start(g('seat'))} bet on {g('outcome')} wins."
        if t == "bet_lost":
            return f"{self.whose_start(g('seat'))} bet on {g('outcome')} is lost."
        if t == "prize_awarded":
            return f"{who} {self._s(g('seat'), 'earn')} a {wreath(g('wreath'))} wreath ({g('reason')})."
        if t == "wreath_placed":
            return None  # told by prize_awarded
        if t == "wheel_function":
            return f"{who} {self._s(g('seat'), 'cover')} space {g('space')}: a bonus next event."
        if t == "wheel_full":
            return f"{self.whose_start(g('seat'))} Wheel of Glory is full (number {g('place')})."
        if t == "wreath_swapped":
            return f"{who} {self._s(g('seat'), 'swap')} a {wreath(g('removed'))} for a {wreath(g('wreath'))} wreath."
        if t == "wreath_declined":
            return f"{who} {self._s(g('seat'), 'let')} the {wreath(g('wreath'))} wreath go."
        if t == "cleanup":
            return "The arena is cleared for the next event."
        if t == "game_over":
            return "The games are over." if g("winner") is None else f"The games are over: {self.who(g('winner'))} " \
                f"{'win' if g('winner') == self.viewer else 'wins'}."
        return None

    def whose(self, seat) -> str:
        return "your" if seat == self.viewer else f"{self.who(seat)}'s"

    def whose_start(self, seat) -> str:
        """``whose`` opening a sentence ("Your", "Marcus's")."""
        text = self.whose(seat)
        return text[:1].upper() + text[1:]
