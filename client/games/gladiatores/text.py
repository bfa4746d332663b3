"""Gladiatores words for the table: card, gladiator and Tactics texts, menu verbs and log sentences.

Only presentation: texts come from the game's content data (printed on the cards); sentences are
made from events already redacted for the viewer, never from the state. Every word is looked up in
the player's language when it is shown (``game_words("gladiatores")``); a content text in Spanish
is its ``*_es`` twin.
"""
from __future__ import annotations

import re

from engine.core import Action, Event
from engine.gladiatores.cards import name_of
from engine.gladiatores.content import content
from engine.i18n import N_, game_words, language, proper_name

_, ngettext, pgettext = game_words("gladiatores")

DECK_LABEL = {"attack": N_("Attack"), "defense": N_("Defense"), "effect": N_("Effect")}
#: a wreath token in player words
WREATH_LABEL = {"small_bronze": N_("small bronze"), "small_silver": N_("small silver"), "small_gold": N_("small gold"),
                "large_bronze": N_("large bronze"), "large_silver": N_("large silver"), "large_gold": N_("large gold")}
#: weapons and armour as the gladiator cards name them
GEAR_LABEL = {"trident": N_("trident"), "net": N_("net"), "gladius": N_("gladius"), "sica": N_("sica"),
              "axe": N_("axe"), "spear": N_("spear"), "manica": N_("manica"), "scutum": N_("scutum"),
              "galea": N_("galea"), "ocrea": N_("ocrea"), "parmula": N_("parmula")}
HOW_ENDED = {"pass": N_("The exchange ends with a pass."), "ability": N_("The exchange ends by an ability."),
             "ended": N_("The exchange ends at once.")}
#: why a wreath is won (the engine's ``prize_awarded`` reasons)
REASON_LABEL = {"1st prize": N_("1st prize"), "2nd prize": N_("2nd prize"), "winning bet": N_("winning bet")}


def _titles() -> dict[str, str]:
    """The names that are plain words (combat cards, abilities, Tactics, Sponsors, an event), in the
    player's language; the gladiators, the Ludi and the schools are names and read the same."""
    return {
        "STRIKE": pgettext("card name", "STRIKE"), "THRUST": pgettext("card name", "THRUST"), "CLEAVE": pgettext("card name", "CLEAVE"),
        "BASH": pgettext("card name", "BASH"), "LUNGE": pgettext("card name", "LUNGE"), "PARRY": pgettext("card name", "PARRY"),
        "DODGE": pgettext("card name", "DODGE"), "BLOCK": pgettext("card name", "BLOCK"), "DISARM": pgettext("card name", "DISARM"),
        "GRAB": pgettext("card name", "GRAB"), "FEINT": pgettext("card name", "FEINT"), "KICK": pgettext("card name", "KICK"),
        "TAUNT": pgettext("card name", "TAUNT"), "SECOND WIND": pgettext("card name", "SECOND WIND"),
        "Second Breath": pgettext("card name", "Second Breath"), "Work the Crowd": pgettext("card name", "Work the Crowd"),
        "Fresh Arms": pgettext("card name", "Fresh Arms"), "Iron Guard": pgettext("card name", "Iron Guard"),
        "Bag of Tricks": pgettext("card name", "Bag of Tricks"), "Rally": pgettext("card name", "Rally"),
        "Senator's Purse": pgettext("card name", "Senator's Purse"), "Armourer": pgettext("card name", "Armourer"),
        "Weaponsmith": pgettext("card name", "Weaponsmith"), "Drill Master": pgettext("card name", "Drill Master"),
        "Trickster": pgettext("card name", "Trickster"), "Physician": pgettext("card name", "Physician"),
        "Munus of Titus": pgettext("card name", "Munus of Titus"),
        "Bloodlust": pgettext("card name", "Bloodlust"), "Brace": pgettext("card name", "Brace"),
        "Crowd's Darling": pgettext("card name", "Crowd's Darling"), "Entangle": pgettext("card name", "Entangle"),
        "Grace": pgettext("card name", "Grace"), "Keep Away": pgettext("card name", "Keep Away"), "Press On": pgettext("card name", "Press On"),
        "Quick Feet": pgettext("card name", "Quick Feet"), "Riposte": pgettext("card name", "Riposte"),
        "Shield Wall": pgettext("card name", "Shield Wall"), "Showman": pgettext("card name", "Showman"),
    }


#: the English names that have a title of their own in another language (the rest are proper names)
WORDED = frozenset(("STRIKE", "THRUST", "CLEAVE", "BASH", "LUNGE", "PARRY", "DODGE", "BLOCK", "DISARM", "GRAB", "FEINT",
                    "KICK", "TAUNT", "SECOND WIND", "Second Breath", "Work the Crowd", "Fresh Arms", "Iron Guard",
                    "Bag of Tricks", "Rally", "Senator's Purse", "Armourer", "Weaponsmith", "Drill Master",
                    "Trickster", "Physician", "Munus of Titus", "Bloodlust", "Brace", "Crowd's Darling",
                    "Entangle", "Grace", "Keep Away", "Press On", "Quick Feet", "Riposte", "Shield Wall", "Showman"))
_UPPER = re.compile(r"\b(SECOND WIND|STRIKE|THRUST|CLEAVE|BASH|LUNGE|PARRY|DODGE|BLOCK|DISARM|GRAB|FEINT|KICK|TAUNT)\b")


def title(name):
    """A card's, ability's, Tactics', Sponsor's or event's name as shown, in the player's language."""
    if not name or name not in WORDED or language() == "en":
        return name
    return _titles().get(name, name)


def titled(text: str) -> str:
    """A content text with the combat cards it names ("a BLOCK or PARRY") in the player's language."""
    if not text or language() == "en":
        return text
    words = _titles()
    return _UPPER.sub(lambda m: words.get(m.group(1), m.group(1)), text)


def _mark_names() -> None:
    """The gladiators', Ludi's and schools' names (and every name without a title of its own) read
    the same in Spanish."""
    c = content()
    for group in (c.cards, c.gladiators, c.events, c.tactics, c.sponsors, c.schools):
        for name in group:
            if name not in WORDED:
                proper_name(name)
    for g in c.gladiators.values():
        for a in g.abilities:
            if a.name not in WORDED:
                proper_name(a.name)


_mark_names()


def deck_label(deck: str) -> str:
    return _(DECK_LABEL[deck]) if deck in DECK_LABEL else deck


def gear(name: str) -> str:
    return _(GEAR_LABEL[name]) if name in GEAR_LABEL else name


def reason_words(reason: str) -> str:
    """A prize's reason in player words ("1st prize", "3 crowd favour")."""
    if reason in REASON_LABEL:
        return _(REASON_LABEL[reason])
    found = re.fullmatch(r"(\d+) crowd favour", reason or "")
    if found:
        n = int(found.group(1))
        return ngettext("{n} crowd favour", "{n} crowd favour", n).format(n=n)
    return reason


def es(thing, field: str = "text") -> str:
    """A content text in the player's language: its Spanish twin (``<field>_es``) in Spanish."""
    english = getattr(thing, field, "")
    if language() == "es":
        return titled(getattr(thing, f"{field}_es", "") or english)
    return english


def card_name(cid: str) -> str:
    """The printed name of the combat card instance ``cid`` (public content)."""
    return name_of(cid)


def card_def(name: str):
    return content().cards.get(name)


def wreath(kind: str | None) -> str:
    if kind in WREATH_LABEL:
        return _(WREATH_LABEL[kind])
    return str(kind).replace("_", " ")


def wreath_value(kind: str) -> int:
    return content().wreaths.get(kind, 0)


def a_wreath(kind: str | None) -> str:
    """"a small gold wreath" ("una corona pequeña de oro")."""
    return _("a {kind} wreath").format(kind=wreath(kind))


def effect_words(effect) -> str:
    n, op = effect.amount, effect.op
    if op == "wound":
        text = ngettext("{n} wound", "{n} wounds", n).format(n=n)
    elif op == "draw":
        text = _("draw {n} {deck}").format(n=n, deck=deck_label(effect.deck))
    elif op == "favour":
        text = _("+{n} favour").format(n=n)
    elif op == "heal":
        text = _("heal {n}").format(n=n)
    elif op == "counter_attack":
        text = _("you may counter-attack")
    elif op == "resolve_below":
        text = _("the card under the broken one takes effect")
    elif op == "opp_discard":
        text = _("foe discards {n} at random").format(n=n)
    elif op == "refresh":
        text = _("your ability is ready again")
    else:
        text = op.replace("_", " ")
    if effect.if_weapon:
        text += _(" (with {weapons})").format(weapons="/".join(gear(w) for w in effect.if_weapon))
    return text


def _join(effects) -> str:
    return ", ".join(effect_words(e) for e in effects)


def option_label(option) -> str:
    return es(option, "label")


def played_option(name: str, label: str) -> str:
    """The option of card ``name`` an event names by its English ``label``, in the player's words."""
    d = card_def(name)
    for option in d.options if d is not None else ():
        if option.label == label:
            return option_label(option)
    return label


def effect_lines(name: str) -> list[str]:
    """A card's effects in short lines, to print on its face: favour, what happens when it is
    played, what happens if it stands; an either/or card's two options."""
    d = card_def(name)
    if d is None:
        return []
    lines = []
    if d.favour:
        lines.append(_("Played: +{n} favour").format(n=d.favour))
    several = len(d.options) > 1
    for i, option in enumerate(d.options):
        head = f"{'AB'[i]}) " if several else ""
        parts = []
        if option.immediate:
            parts.append((_("now: {what}") if several else _("Played: {what}")).format(what=_join(option.immediate)))
        if option.trigger:
            parts.append((_("stands: {what}") if several else _("Stands: {what}")).format(what=_join(option.trigger)))
        if option.ends_exchange:
            parts.append(_("no answer"))
        if several:
            lines.append(head + "; ".join(parts))
        else:
            lines.extend(parts)
    if d.red_triangle:
        lines.append(_("May be played alone in your turn"))
    return lines


def card_text(name: str) -> str:
    """Everything printed on the card ``name``, one paragraph a line (tooltips, zoom)."""
    d = card_def(name)
    if d is None:
        return name
    lines = [_("{name} — {deck} card").format(name=title(d.name), deck=deck_label(d.type))]
    if d.breaks:
        lines.append(_("BREAK: {cards} may answer it.").format(cards=", ".join(title(b) for b in d.breaks)))
    lines.append(es(d))
    return "\n".join(lines)


def gladiator_text(name: str) -> str:
    g = content().gladiators.get(name)
    if g is None:
        return name
    odds = " / ".join(str(o) for o in g.odds)
    lines = [f"{g.name} — {es(g)}",
             _("Life {life}, extra favour {favour}. Weapons: {weapons}; armour: {armour}.").format(
                 life=g.life, favour=g.favour, weapons=", ".join(gear(w) for w in g.weapons),
                 armour=", ".join(gear(a) for a in g.armour)),
             _("Betting odds by Turn Order 1-{n}: {odds}.").format(n=len(g.odds), odds=odds)]
    lines += [_("Ability {name}: {text}").format(name=title(a.name), text=es(a)) for a in g.abilities]
    return "\n".join(lines)


def ability_text(name: str) -> str:
    for g in content().gladiators.values():
        for a in g.abilities:
            if a.name == name:
                return _("{ability} ({gladiator}'s ability): {text}").format(ability=title(a.name), gladiator=g.name,
                                                                             text=es(a))
    return name


def named_text(name: str) -> str:
    """A Tactics, Sponsor or school card's text."""
    c = content()
    for group, label in ((c.tactics, N_("Tactics")), (c.sponsors, N_("Sponsor")), (c.schools, N_("School"))):
        if name in group:
            return f"{title(name)} ({_(label)}): {es(group[name])}"
    return name


def named_body(name: str) -> str:
    """A Tactics, Sponsor or school card's text alone (its face)."""
    c = content()
    for group in (c.tactics, c.sponsors, c.schools):
        if name in group:
            return es(group[name])
    return ""


def event_bands(e) -> str:
    return ", ".join(_("{start}+ favour: {wreath}").format(start=b.start, wreath=wreath(b.wreath)) for b in e.bands)


def event_text(name: str) -> str:
    e = content().events.get(name)
    if e is None:
        return name
    return _("{event}: 1st prize {first}, 2nd prize {second}; {favour} crowd favour in the supply. Favour turns "
             "into wreaths at the end: {bands}.").format(event=title(e.name), first=wreath(e.first), second=wreath(e.second),
                                                          favour=e.favour, bands=event_bands(e))


#: the fields of events and actions that hold a card's, ability's, Tactics' or event's name
NAME_FIELDS = frozenset(("card", "ability", "event", "sponsor", "resolves", "name", "tactics", "top", "breaks"))


def _titled_get(thing):
    """``thing.get`` with the names it holds shown as titles (``title``); raw keys for everything else."""
    def get(key, default=None):
        value = thing.get(key, default) if default is not None else thing.get(key)
        if key in NAME_FIELDS and isinstance(value, str):
            return title(value)
        return value
    return get


class Words:
    """Sentences for one viewer: ``seat_names``; the table's card names come from content."""

    def __init__(self, seat_names: list[str], name_of_thing=None, viewer: int | None = None):
        self.names = list(seat_names)
        self.viewer = viewer

    def who(self, seat) -> str:
        if seat is None:
            return _("Nobody")
        if seat == self.viewer:
            return _("You")
        return self.names[seat] if 0 <= seat < len(self.names) else _("Seat {n}").format(n=seat + 1)

    def is_you(self, seat) -> bool:
        return seat is not None and seat == self.viewer

    def whom(self, seat) -> str:
        return _("you") if self.is_you(seat) else self.who(seat)

    def act(self, seat, mine: str, theirs: str, **fields) -> str:
        """``mine`` (translated) when ``seat`` is the viewer, else ``theirs`` with ``{who}``: the
        verb agrees with its subject in every language."""
        if self.is_you(seat):
            return mine.format(**fields)
        return theirs.format(who=self.who(seat), **fields)

    def owned(self, seat, thing: str) -> str:
        """``thing`` said as the seat's: "your Verus", "Marcus's Verus"."""
        if self.is_you(seat):
            return _("your {thing}").format(thing=thing)
        return _("{who}'s {thing}").format(who=self.who(seat), thing=thing)

    def owned_start(self, seat, thing: str) -> str:
        """``owned`` opening a sentence ("Your Verus", "Marcus's Verus")."""
        text = self.owned(seat, thing)
        return text[:1].upper() + text[1:]

    def payment(self, action: Action) -> str:
        return ""

    def verb(self, action: Action) -> str:
        """A menu entry for ``action`` in player words."""
        k, g = action.kind, _titled_get(action)
        card = g("card")
        option = g("option")
        label = ""
        if option and card_def(action.get("card")) is not None:
            label = ": " + option_label(card_def(action.get("card")).options[option - 1])
        if k == "attack":
            return _("Attack with {card}").format(card=card) + label
        if k == "counter":
            return _("Break it with {card}").format(card=card) + label
        if k == "effect":
            return _("Play {card} for its effect").format(card=card)
        if k == "discard":
            return _("Discard {card} and draw a new card").format(card=card)
        if k == "ability":
            return _("Use {name}").format(name=g("name"))
        if k == "draw":
            return _("Draw from the {deck} deck").format(deck=deck_label(g("deck")))
        if k == "bid":
            return _("Bid on row {row}").format(row=g("row"))
        if k == "take":
            return _("Take the gladiator of row {row} for free").format(row=g("row"))
        if k == "bet":
            return _("Bet on {gladiator}").format(gladiator=g("gladiator")) if g("gladiator") else _("Place no bet")
        if k == "tactics":
            return _("Keep {card} face down").format(card=card)
        if k == "swap":
            return _("Give up a {kind} wreath for the new one").format(kind=wreath(g("wreath")))
        if k == "decline":
            return _("Decline")
        if k == "pass":
            return _("Pass")
        if k == "reveal_tactics":
            return _("Reveal your Tactics card")
        return k.replace("_", " ").capitalize()

    def sentence(self, e: Event) -> str | None:  # noqa: C901 - one plain branch per event type
        t, g = e.type, _titled_get(e)
        seat = g("seat")
        act = self.act
        if t == "event_revealed":
            return ngettext("Event {number}: {event} ({n} crowd favour in the supply).",
                            "Event {number}: {event} ({n} crowd favour in the supply).", g("favour")).format(
                                number=g("number"), event=g("event"), n=g("favour"))
        if t == "sponsor_dealt":
            return act(seat, _("You get the Sponsor {sponsor}."), _("{who} gets the Sponsor {sponsor}."),
                       sponsor=g("sponsor"))
        if t == "gladiator_drawn":
            return act(seat, _("You field {gladiator}."), _("{who} fields {gladiator}."), gladiator=g("gladiator"))
        if t == "gladiator_ready":
            return _("{gladiator} is ready: {life} life, {favour} favour.").format(
                gladiator=self.owned_start(seat, g("gladiator")), life=g("life"), favour=g("favour"))
        if t == "gladiator_revealed":
            return _("Market row {row}: {gladiator}.").format(row=g("row"), gladiator=g("gladiator"))
        if t == "bid_placed":
            return act(seat, _("You bid {cost} on {gladiator}."), _("{who} bids {cost} on {gladiator}."),
                       cost=g("cost"), gladiator=g("gladiator"))
        if t == "bid_passed":
            return act(seat, _("You keep the bid."), _("{who} keeps the bid."))
        if t == "outbid":
            return act(seat, _("You are outbid on row {row} by {by} and must choose again."),
                       _("{who} is outbid on row {row} by {by} and must choose again."),
                       row=g("row"), by=self.whom(g("by")))
        if t == "wreath_paid":
            return act(seat, _("You pay {wreath}."), _("{who} pays {wreath}."), wreath=a_wreath(g("wreath")))
        if t == "bank_advance":
            return act(seat, _("You borrow {n} from the Bank Wheel (debt {debt})."),
                       _("{who} borrows {n} from the Bank Wheel (debt {debt})."), n=g("amount"), debt=g("debt"))
        if t == "gladiator_bought":
            if g("cost"):
                return act(seat, _("You take {gladiator} for {cost}."), _("{who} takes {gladiator} for {cost}."),
                           gladiator=g("gladiator"), cost=g("cost"))
            return act(seat, _("You take {gladiator} for free."), _("{who} takes {gladiator} for free."),
                       gladiator=g("gladiator"))
        if t == "cards_drawn":
            n = g("count")
            if g("cards"):
                return act(seat, _("You draw {cards}."), _("{who} draws {cards}."), cards=", ".join(title(c) for c in g("cards")))
            deck = g("deck")
            if deck in DECK_LABEL:
                return act(seat, ngettext("You draw {n} {deck} card.", "You draw {n} {deck} cards.", n),
                           ngettext("{who} draws {n} {deck} card.", "{who} draws {n} {deck} cards.", n),
                           n=n, deck=deck_label(deck))
            return act(seat, ngettext("You draw {n} card.", "You draw {n} cards.", n),
                       ngettext("{who} draws {n} card.", "{who} draws {n} cards.", n), n=n)
        if t == "turn_order_revealed":
            return act(seat, _("You turn up Turn Order {n}."), _("{who} turns up Turn Order {n}."), n=g("turn_order"))
        if t == "has_chosen":
            return act(seat, _("You have chosen, face down."), _("{who} has chosen, face down."))
        if t == "bet_placed":
            return act(seat, _("You place a bet (nobody can check it until the event is won)."),
                       _("{who} places a bet (nobody can check it until the event is won)."))
        if t == "tactics_chosen":
            if g("card"):
                return act(seat, _("You keep {card} face down as Tactics."),
                           _("{who} keeps {card} face down as Tactics."), card=g("card"))
            return act(seat, _("You keep a Tactics card face down."), _("{who} keeps a Tactics card face down."))
        if t == "tactics_revealed":
            return act(seat, _("You reveal the Tactics card {card}."), _("{who} reveals the Tactics card {card}."),
                       card=g("card"))
        if t == "combat_started":
            return act(g("active"), _("The fight begins: You act first."), _("The fight begins: {who} acts first."))
        if t == "card_played":
            card = f"{g('card')} ({played_option(e.get('card'), g('option'))})" if g("option") else g("card")
            if g("against") is not None:
                return act(seat, _("You play {card} against {whom}."), _("{who} plays {card} against {whom}."),
                           card=card, whom=self.whom(g("against")))
            return act(seat, _("You play {card}."), _("{who} plays {card}."), card=card)
        if t == "passed":
            if g("forced"):  # passing was the only answer (seen only by the passing seat)
                return act(seat, _("Nothing in your hand can break it: the top card stands."),
                           _("Nothing in {who}'s hand can break it: the top card stands."))
            return act(seat, _("You pass: the top card stands."), _("{who} passes: the top card stands."))
        if t == "trigger":
            return _("{card} lets {resolves} take effect.").format(card=g("card"), resolves=g("resolves")) \
                if g("resolves") else None
        if t == "ability_used":
            return act(seat, _("You use {ability}."), _("{who} uses {ability}."), ability=g("ability"))
        if t == "exchange_ended":
            how = HOW_ENDED.get(g("how"))
            return _(how) if how else _("The exchange ends.")
        if t == "wounded":
            n = g("wounds")
            return act(seat, ngettext("You take {n} wound ({life} life left).", "You take {n} wounds ({life} life left).", n),
                       ngettext("{who} takes {n} wound ({life} life left).", "{who} takes {n} wounds ({life} life left).", n),
                       n=n, life=g("life"))
        if t == "favour_gained":
            return act(seat, _("You gain {n} favour ({supply} left in the supply)."),
                       _("{who} gains {n} favour ({supply} left in the supply)."), n=g("amount"), supply=g("supply"))
        if t == "favour_taken":
            return act(seat, _("You take {n} favour from {whom}."), _("{who} takes {n} favour from {whom}."),
                       n=g("amount"), whom=self.whom(g("victim")))
        if t == "healed":
            return act(seat, _("You recover to {life} life."), _("{who} recovers to {life} life."), life=g("life"))
        if t == "card_knocked_away":
            return act(seat, _("You lose {card} from the hand."), _("{who} loses {card} from the hand."), card=g("card"))
        if t == "gladiator_defeated":
            return _("{gladiator} is defeated by {by}!").format(gladiator=self.owned_start(seat, g("gladiator")),
                                                                by=self.whom(g("by")))
        if t == "gladiator_exhausted":
            return _("{gladiator} is exhausted: no cards left.").format(gladiator=self.owned_start(seat, g("gladiator")))
        if t in ("market_marker_placed", "wreath_placed"):
            return None  # told by the market and by prize_awarded
        if t == "card_discarded":
            if g("favour_paid"):
                return act(seat, _("You discard {card} (1 favour)."), _("{who} discards {card} (1 favour)."),
                           card=g("card"))
            return act(seat, _("You discard {card}."), _("{who} discards {card}."), card=g("card"))
        if t == "decks_refilled":
            return _("The discards are sorted back into the three decks.")
        if t == "ability_refreshed":
            return act(seat, _("Your ability is ready again."), _("{who}'s ability is ready again."))
        if t == "event_won":
            if g("second") is not None:
                return _("{gladiator} wins the event for {whom}; 2nd: {second}.").format(
                    gladiator=g("gladiator"), whom=self.whom(seat), second=self.who(g("second")))
            return _("{gladiator} wins the event for {whom}.").format(gladiator=g("gladiator"), whom=self.whom(seat))
        if t == "bet_revealed":
            return act(seat, _("You had bet on {gladiator}."), _("{who} had bet on {gladiator}."),
                       gladiator=g("gladiator"))
        if t == "bet_won":
            return act(seat, _("Your bet on {outcome} wins."), _("{who}'s bet on {outcome} wins."), outcome=g("outcome"))
        if t == "bet_lost":
            return act(seat, _("Your bet on {outcome} is lost."), _("{who}'s bet on {outcome} is lost."),
                       outcome=g("outcome"))
        if t == "prize_awarded":
            return act(seat, _("You earn {wreath} ({reason})."), _("{who} earns {wreath} ({reason})."),
                       wreath=a_wreath(g("wreath")), reason=reason_words(g("reason")))
        if t == "wheel_function":
            return act(seat, _("You cover space {space}: a bonus next event."),
                       _("{who} covers space {space}: a bonus next event."), space=g("space"))
        if t == "wheel_full":
            return act(seat, _("Your Wheel of Glory is full (number {place})."),
                       _("{who}'s Wheel of Glory is full (number {place})."), place=g("place"))
        if t == "wreath_swapped":
            return act(seat, _("You swap a {removed} for a {kind} wreath."),
                       _("{who} swaps a {removed} for a {kind} wreath."), removed=wreath(g("removed")),
                       kind=wreath(g("wreath")))
        if t == "wreath_declined":
            return act(seat, _("You let the {kind} wreath go."), _("{who} lets the {kind} wreath go."),
                       kind=wreath(g("wreath")))
        if t == "cleanup":
            return _("The arena is cleared for the next event.")
        if t == "game_over":
            if g("winner") is None:
                return _("The games are over.")
            return act(g("winner"), _("The games are over: You win."), _("The games are over: {who} wins."))
        return None

    def whose(self, seat) -> str:
        """The bare possessive ("your", "Marcus's"), for English-only callers."""
        return self.owned(seat, "").strip()
