"""For Glory words for the table: full card texts, option labels and log sentences.

Only presentation: card texts come from the game's content data; sentences are
made from events (already redacted for the viewer), never from the state. Every word is
looked up in the player's language when it is shown (``game_words("forglory")``).
"""
from __future__ import annotations

from engine.core import Action, Event
from engine.i18n import N_, game_words, language, proper_name

_, ngettext, pgettext = game_words("forglory")

try:  # the content data is public (printed on the cards); the rules stay in the engine
    from engine.forglory.content import CONTENT
except Exception:  # pragma: no cover - the engine is being finished
    CONTENT = None
else:  # the cards' and Champions' names are their titles: they read the same in Spanish, but for
    # the titles that are plain words ("Prayer to Mars"), which have a Spanish twin (``card_title``)
    for _name in list(CONTENT.cards) + list(CONTENT.champions):
        if not getattr(CONTENT.cards.get(_name), "name_es", ""):
            proper_name(_name)

TYPE_LABEL = {"income": N_("Income"), "patron": N_("Patron"), "gladiator": N_("Gladiator"), "scheme": N_("Scheme"),
              "tactic": N_("Tactic"), "reaction": N_("Reaction"), "boast": N_("Boast"), "arena": N_("Arena")}
DECK_LABEL = {"economy": N_("Economy"), "gladiator": N_("Gladiator"), "training": N_("Training")}
#: an ability's kind in player words
ABILITY_KIND = {"scheme": N_("Scheme"), "tactic": N_("Tactic"), "reaction": N_("Reaction"), "free": N_("Free action")}
TRIGGER_WORDS = {"attacks": N_("a Gladiator attacks"), "damage_assigned": N_("Damage is assigned")}


def type_label(kind: str) -> str:
    """A card type in player words ("Gladiator", "Gladiador")."""
    return _(TYPE_LABEL[kind]) if kind in TYPE_LABEL else kind


def deck_label(deck: str) -> str:
    """A Supply deck in player words ("Economy", "Economía")."""
    return _(DECK_LABEL[deck]) if deck in DECK_LABEL else deck


def op_words(op: str, n: int) -> str:
    """An effect's operation in player words, with its amount ``n``."""
    if op == "deal_damage":
        return ngettext("deal {n} Damage", "deal {n} Damage", n).format(n=n)
    if op == "discard_supply":
        return _("discard a Supply card")
    if op == "draw":
        return ngettext("draw {n}", "draw {n}", n).format(n=n)
    if op == "exhaust_gladiator":
        return _("exhaust a Gladiator")
    if op == "gain_coin":
        return ngettext("gain {n} Coin", "gain {n} Coin", n).format(n=n)
    if op == "place_blessing":
        return _("place a Blessing")
    if op == "prevent_damage":
        return ngettext("prevent {n} Damage", "prevent {n} Damage", n).format(n=n)
    if op == "put_gladiator_from_hand":
        return _("put a Gladiator from your Hand into the Arena")
    if op == "ready_gladiator":
        return _("ready a Gladiator")
    if op == "reassign_damage":
        return ngettext("move {n} Damage", "move {n} Damage", n).format(n=n)
    if op == "remove_damage":
        return ngettext("remove {n} Damage", "remove {n} Damage", n).format(n=n)
    if op == "return_if_defeated":
        return _("take it back if the target falls")
    return op.replace("_", " ")


def ordinal(n: int) -> str:
    """A place in player words: "1st", "2nd" ("1.º", "2.º")."""
    if n == 1:
        return _("1st")
    if n == 2:
        return _("2nd")
    if n == 3:
        return _("3rd")
    return _("{n}th").format(n=n)


def card_def(name: str | None):
    if name is None or CONTENT is None:
        return None
    return CONTENT.cards.get(name)


def card_title(name: str | None) -> str | None:
    """A card's title in the player's language: its Spanish twin in Spanish when the title is plain
    words ("Plegaria a Marte"), else the name itself (a gladiator, a coin, a Champion)."""
    d = card_def(name)
    if d is None or not d.name_es or language() == "en":
        return name
    return d.name_es


def content_text(d) -> str:
    """A card's printed text in the player's language (its Spanish twin in Spanish)."""
    if d is None:
        return ""
    if language() == "es":
        return getattr(d, "text_es", "") or d.text
    return d.text


def card_text(name: str) -> str:
    """Everything printed on the card ``name``, in one paragraph per line."""
    d = card_def(name)
    if d is None:
        return name
    head = _("{name} — {type}").format(name=card_title(d.name), type=type_label(d.type))
    if d.champion:
        head += _(" (Champion {champion}, level {level})").format(champion=d.champion, level=d.level)
    lines = [head]
    facts = []
    if d.cost:
        facts.append(_("Cost {n}").format(n=d.cost))
    if d.type == "income":
        facts.append(ngettext("worth {n} Coin", "worth {n} Coin", d.value).format(n=d.value))
    if d.type == "patron":
        facts.append(_("grants {n} Influence").format(n=d.influence))
    if d.type == "gladiator":
        facts.append(_("Attack {attack}, Health {health}, Agility {agility}, Bloodlust {bloodlust}, "
                       "needs {influence} Influence").format(attack=d.attack, health=d.health, agility=d.agility,
                                                             bloodlust=d.bloodlust, influence=d.influence))
    if d.type == "boast" and d.boast_value:
        facts.append(_("Boast value {n}").format(n=d.boast_value))
    if facts:
        lines.append("; ".join(facts) + ".")
    text = content_text(d)
    if text:
        lines.append(text)
    return "\n".join(lines)


def ability_words(name: str, index: int) -> str:
    d = card_def(name)
    if d is None or index is None or not 0 <= index < len(d.abilities):
        return _("Use")
    ab = d.abilities[index]
    kind = _(ABILITY_KIND[ab.kind]) if ab.kind in ABILITY_KIND else ab.kind
    parts = [op_words(e.op, e.amount or 1) for e in ab.effects]
    extra = []
    if ab.exhaust:
        extra.append(_("exhaust"))
    if ab.coin:
        extra.append(ngettext("{n} Coin", "{n} Coin", ab.coin).format(n=ab.coin))
    cost = f" ({', '.join(extra)})" if extra else ""
    return f"{kind}{cost}: {', '.join(parts)}"


class Words:
    """Sentences for one viewer: ``seat_names`` and a card-name lookup.

    ``owner_of`` (card id -> seat or None) and ``repeated`` (card names more than one card on
    the table carries, e.g. every starting deck's Cestus) let a sentence say whose card it
    means: "Marcus's Cestus takes 2 Damage"."""

    def __init__(self, seat_names: list[str], name_of, viewer: int | None, owner_of=None,
                 repeated: frozenset = frozenset()):
        self.seat_names, self.viewer = seat_names, viewer
        self.raw_name_of = name_of          # the card's name as the game knows it (its content key)
        self.owner_of, self.repeated = owner_of, repeated

    def name_of(self, cid) -> str | None:
        """A card's title as shown, in the player's language (``card_title``)."""
        return card_title(self.raw_name_of(cid))

    def who(self, seat) -> str:
        if seat is None:
            return _("Someone")
        if seat == self.viewer:
            return _("You")
        return self.seat_names[seat] if 0 <= seat < len(self.seat_names) else _("Seat {n}").format(n=seat + 1)

    def is_you(self, seat) -> bool:
        return seat is not None and seat == self.viewer

    def act(self, seat, mine: str, theirs: str, **fields) -> str:
        """``mine`` (already translated) when ``seat`` is the viewer, else ``theirs`` with
        ``{who}``: a sentence's verb agrees with its subject in every language."""
        if self.is_you(seat):
            return mine.format(**fields)
        return theirs.format(who=self.who(seat), **fields)

    def owned(self, seat, thing: str) -> str:
        """``thing`` said as the seat's: "your Cestus", "Marcus's Thraex"."""
        if self.is_you(seat):
            return _("your {thing}").format(thing=thing)
        return _("{who}'s {thing}").format(who=self.who(seat), thing=thing)

    def whose(self, seat) -> str:
        """The bare possessive ("your", "Marcus's"), for English-only callers."""
        return self.owned(seat, "").strip()

    def card(self, cid, fallback: str | None = None) -> str:
        fallback = _("a card") if fallback is None else fallback
        if cid is None:
            return fallback
        raw = self.raw_name_of(cid)
        if not raw:
            return fallback
        name = card_title(raw)
        if raw in self.repeated and self.owner_of is not None:
            owner = self.owner_of(cid)
            if owner is not None:
                return self.owned(owner, name)
        return name

    def whose_card(self, cid, seat) -> str:
        """The card named with its owner, always ("your Cestus", "Marcus's Thraex")."""
        return self.owned(seat, self.name_of(cid) or _("Gladiator"))

    def cards(self, ids) -> str:
        return ", ".join(self.card(c) for c in ids) if ids else _("nothing")

    # -- actions --------------------------------------------------------------------------------
    def payment(self, action: Action) -> str:
        income = list(action.get("income") or ())
        coins = action.get("coins") or 0
        parts = []
        if income:  # "3 × Denarius + Dupondius": the same card named once, with its count
            counts: dict[str, int] = {}
            for c in income:
                name = self.name_of(c) or _("a card")
                counts[name] = counts.get(name, 0) + 1
            parts.append(" + ".join(f"{k} × {n}" if k > 1 else n for n, k in counts.items()))
        if coins:
            parts.append(ngettext("{n} Coin Token", "{n} Coin Tokens", coins).format(n=coins))
        return _(" and ").join(parts) if parts else _("nothing")

    def verb(self, action: Action) -> str:
        """A short label for an action's kind (menu entries, buttons)."""
        k = action.kind
        card = action.get("card")
        name = self.card(card, "")
        if k == "buy":
            return _("Buy {name}").format(name=name)
        if k == "play":
            d = card_def(name)
            if d and d.type == "gladiator":
                return _("Play {name} into the Arena").format(name=name)
            if d and d.type == "patron":
                return _("Play {name} into your Villa").format(name=name)
            return _("Play {name}").format(name=name)
        if k == "reserve":
            return _("Reserve {name} (face down)").format(name=name)
        if k == "upgrade":
            return _("Upgrade Champion {name}").format(name=name)
        if k == "register":
            return _("Register {name} (Late Registration)").format(name=name)
        if k == "use":
            return f"{name}: {ability_words(name, action.get('index'))}"
        if k == "attack":
            return _("Attack with {name}").format(name=self.card(action.get("gladiator")))
        if k == "strike":
            return _("Strike {name}").format(name=self.card(action.get("target")))
        if k == "discard":
            return _("Discard {name}").format(name=self.card(action.get("gladiator")))
        if k == "buyback":
            return _("Buy back your Reserve")
        if k == "buyback_play":
            return _("Buy back and play {name}").format(name=name)
        if k == "take_token":
            return _("Take the second Reigning Champion token")
        if k == "pierce":
            return _("Pay to take it back")
        if k == "decline":
            return _("Decline")
        if k == "pass":
            return _("Pass")
        if k == "pick":
            return _("Pick {champion}").format(champion=action.get("champion"))
        if k == "end_turn":
            return _("End turn")
        return k.replace("_", " ")

    def hint(self, action: Action, obs: dict | None = None) -> str:
        """What a click would do, said before it is made (tooltips of cards and buttons)."""
        k = action.kind
        card = action.get("card")
        name = self.card(card, "")
        d = card_def(self.raw_name_of(card)) if card else None
        reserve = 0
        if obs is not None and self.viewer is not None:
            reserve = obs["seats"][self.viewer].get("reserve_count", 0)
        if k == "buy":
            if d is not None and d.cost:
                return ngettext("Buy for {n} Coin: into your discard pile, so you draw it later",
                                "Buy for {n} Coin: into your discard pile, so you draw it later", d.cost).format(n=d.cost)
            return _("Buy: into your discard pile, so you draw it later")
        if k == "play":
            if d is not None and d.type == "gladiator":
                return _("Play: put {name} into the Arena (needs {n} Influence)").format(name=name, n=d.influence)
            if d is not None and d.type == "patron":
                return _("Play: put {name} into your Villa (it gives {n} Influence)").format(name=name, n=d.influence)
            if d is not None and d.type == "boast":
                return _("Play: a Boast does nothing in your deck; playing it only clears it from your Hand")
            if action.get("target") is not None or action.get("source") is not None:  # the click asks for them next
                return _("Play {name}: click the highlighted Gladiators it asks for, then it does what its text says").format(
                    name=name)
            return _("Play {name} now: it does what its text says").format(name=name)
        if k == "reserve":
            return _("Reserve: set aside face down; buy back later to use (1 Coin per reserved card, all at once)")
        if k == "upgrade":
            return _("Upgrade: pay for the next level of {name}; it replaces this card (into your discard pile)"
                     ).format(name=name)
        if k == "register":
            return _("Late Registration: pay 3 Coin to put {name} into the Arena").format(name=name)
        if k == "use":
            return _("Use {name}: {what}").format(name=name, what=ability_words(self.raw_name_of(card) or '',
                                                                               action.get('index')))
        if k == "attack":
            return _("Attack with {name}: it is exhausted, then deals its Attack as Damage to an opposing "
                     "Gladiator you choose").format(name=self.card(action.get("gladiator")))
        if k == "strike":
            return _("Strike {name} with the attack").format(name=self.card(action.get("target")))
        if k == "discard":
            return _("Discard {name} to fit your Influence (it counts as Defeated)").format(
                name=self.card(action.get("gladiator")))
        if k == "buyback":
            n = reserve or 1
            return ngettext("Buy back: pay {n} Coin to take your whole Reserve into your Hand",
                            "Buy back: pay {n} Coin to take your whole Reserve into your Hand", n).format(n=n)
        if k == "buyback_play":
            if reserve:
                return ngettext("Buy back your Reserve ({n} Coin) and play {name} at once, in one step",
                                "Buy back your Reserve ({n} Coin) and play {name} at once, in one step",
                                reserve).format(n=reserve, name=name)
            return _("Buy back your Reserve and play {name} at once, in one step").format(name=name)
        if k == "pick":
            return _("Pick {champion} as your Champion").format(champion=action.get("champion"))
        if k == "take_token":
            return _("Take the second Reigning Champion token (when both are taken, the Arena Phase comes)")
        if k == "pierce":
            return _("Pay to take Pierce back into your Hand")
        if k == "decline":
            return _("Decline")
        if k == "pass":
            return _("Pass: use no Reaction now")
        if k == "end_turn":
            return _("End turn")
        return self.verb(action)

    # -- events ---------------------------------------------------------------------------------
    def sentence(self, e: Event) -> str | None:
        text = self._sentence(e)
        return text[0].upper() + text[1:] if text else text

    def _sentence(self, e: Event) -> str | None:  # noqa: C901 - one plain branch per event type
        t, g = e.type, e.get
        seat = g("seat")
        act = self.act
        if t == "game_started":
            return ngettext("The game begins: {n} seat.", "The game begins: {n} seats.", g("seats")).format(n=g("seats"))
        if t == "turn_started":
            return _("Round {round}: {turn}.").format(round=g("round"), turn=self.owned(seat, _("Machinations Turn")))
        if t == "cards_drawn":
            if g("cards"):
                return act(seat, _("You draw {cards}."), _("{who} draws {cards}."), cards=self.cards(g("cards")))
            n = g("count")
            return act(seat, ngettext("You draw {n} card.", "You draw {n} cards.", n),
                       ngettext("{who} draws {n} card.", "{who} draws {n} cards.", n), n=n)
        if t == "deck_shuffled":
            if g("supply"):
                return _("The {deck} deck is reshuffled.").format(deck=deck_label(g("supply")))
            return act(seat, _("You shuffle the discard pile into a new deck."),
                       _("{who} shuffles the discard pile into a new deck."))
        if t == "card_bought":
            return act(seat, _("You buy {name}."), _("{who} buys {name}."), name=card_title(g("name")))
        if t == "coin_spent":
            paid = []
            if g("income"):
                known = [c for c in g("income") if c is not None and self.name_of(c)]
                hidden = len(g("income")) - len(known)
                if known:
                    paid.append(self.cards(known))
                if hidden:  # cards the viewer may not see by name: counted
                    paid.append(ngettext("{n} Income card", "{n} Income cards", hidden).format(n=hidden))
            if g("coins"):
                paid.append(ngettext("{n} Coin Token", "{n} Coin Tokens", g("coins")).format(n=g("coins")))
            if not g("value"):
                return None
            return act(seat, ngettext("You pay {n} Coin ({paid}).", "You pay {n} Coin ({paid}).", g("value")),
                       ngettext("{who} pays {n} Coin ({paid}).", "{who} pays {n} Coin ({paid}).", g("value")),
                       n=g("value"), paid=_(" and ").join(paid) or _("nothing"))
        if t == "card_reserved":
            if g("card"):
                return act(seat, _("You reserve {card}."), _("{who} reserves {card}."), card=self.card(g("card")))
            return act(seat, _("You reserve a card face down."), _("{who} reserves a card face down."))
        if t == "reserve_bought_back":
            n = g("count")
            return act(seat, ngettext("You buy back {n} Reserved card.", "You buy back {n} Reserved cards.", n),
                       ngettext("{who} buys back {n} Reserved card.", "{who} buys back {n} Reserved cards.", n), n=n)
        if t == "champion_upgraded":
            return act(seat, _("You upgrade {card} to level {level}."), _("{who} upgrades {card} to level {level}."),
                       card=self.card(g("card")), level=g("level"))
        if t == "gladiator_registered":
            return act(seat, _("You register {name} late."), _("{who} registers {name} late."), name=card_title(g("name")))
        if t == "card_played":
            target = self.card(g("target")) if g("target") else None
            if g("to") == "arena":
                return act(seat, _("You play {name} into the Arena."), _("{who} plays {name} into the Arena."),
                           name=card_title(g("name")))
            if g("to") == "villa":
                return act(seat, _("You play {name} into the Villa."), _("{who} plays {name} into the Villa."),
                           name=card_title(g("name")))
            if target:
                return act(seat, _("You play {name} on {target}."), _("{who} plays {name} on {target}."),
                           name=card_title(g("name")), target=target)
            return act(seat, _("You play {name}."), _("{who} plays {name}."), name=card_title(g("name")))
        if t == "ability_used":
            if g("target"):
                return act(seat, _("You use {name} on {target}."), _("{who} uses {name} on {target}."),
                           name=card_title(g("name")), target=self.card(g("target")))
            return act(seat, _("You use {name}."), _("{who} uses {name}."), name=card_title(g("name")))
        if t == "attack_declared":
            return act(seat, _("You attack with {name}!"), _("{who} attacks with {name}!"), name=card_title(g("name")))
        if t in ("combat_turn_ended", "reaction_window_closed", "supply_refilled", "patrons_readied",
                 "registration_finished", "gladiators_returned"):
            return None
        if t == "reaction_passed":
            return act(seat, _("You pass the Reaction Window."), _("{who} passes the Reaction Window."))
        if t == "coin_gained":
            n = g("amount")
            return act(seat, ngettext("You gain {n} Coin Token.", "You gain {n} Coin Tokens.", n),
                       ngettext("{who} gains {n} Coin Token.", "{who} gains {n} Coin Tokens.", n), n=n)
        if t == "blessing_placed":
            return _("A Blessing is placed on {card}.").format(card=self.card(g("gladiator")))
        if t == "blessing_removed":
            return _("{card} loses a Blessing.").format(card=self.card(g("gladiator")))
        if t == "damage_assigned":
            return ngettext("{n} Damage is assigned to {card}.", "{n} Damage is assigned to {card}.",
                            g("amount")).format(n=g("amount"), card=self.card(g("gladiator")))
        if t == "damage_prevented":
            return ngettext("{n} Damage to {card} is prevented.", "{n} Damage to {card} is prevented.",
                            g("amount")).format(n=g("amount"), card=self.card(g("gladiator")))
        if t == "damage_removed":
            return ngettext("{n} Damage is removed from {card}.", "{n} Damage is removed from {card}.",
                            g("amount")).format(n=g("amount"), card=self.card(g("gladiator")))
        if t == "damage_reassigned":
            return ngettext("{n} Damage moves from {source} to {target}.", "{n} Damage moves from {source} to {target}.",
                            g("amount")).format(n=g("amount"), source=self.card(g("source")),
                                                target=self.card(g("target")))
        if t == "damage_resolved":
            return ngettext("{card} takes {n} Damage ({total} in all).", "{card} takes {n} Damage ({total} in all).",
                            g("amount")).format(card=self.card(g("gladiator")), n=g("amount"), total=g("total"))
        if t == "gladiator_readied":
            return _("{card} is readied.").format(card=self.card(g("gladiator")))
        if t == "gladiator_exhausted":
            return _("{card} is exhausted.").format(card=self.card(g("gladiator")))
        if t == "gladiator_defeated":
            return _("{card} is Defeated.").format(card=self.owned(seat, card_title(g("name"))))
        if t == "insurance_paid":
            n = g("amount")
            return act(seat, ngettext("You collect {n} Coin of Insurance.", "You collect {n} Coin of Insurance.", n),
                       ngettext("{who} collects {n} Coin of Insurance.", "{who} collects {n} Coin of Insurance.", n),
                       n=n)
        if t == "supply_card_discarded":
            return _("{card} is discarded from the Supply.").format(card=self.card(g("card")))
        if t == "hand_discarded":
            return act(seat, _("You discard the rest of your Hand."), _("{who} discards the rest of their Hand."))
        if t == "champion_token_taken":
            return act(seat, _("You take a Reigning Champion token (Bloodlust {n})."),
                       _("{who} takes a Reigning Champion token (Bloodlust {n})."), n=g("bloodlust"))
        if t == "champion_token_left":
            return act(seat, _("You leave the second Reigning Champion token for now."),
                       _("{who} leaves the second Reigning Champion token for now."))
        if t == "arena_phase_started":
            return _("The Arena Phase of round {round} begins.").format(round=g("round"))
        if t == "battle_started":
            return _("The Battle begins!")
        if t == "initiative_determined":
            return act(seat, _("You have the Initiative."), _("{who} has the Initiative."))
        if t == "gladiators_readied":
            return _("Every Gladiator is readied.")
        if t == "battle_stalled":
            n = g("rounds") or 1
            return ngettext("{n} round in a row changed nothing, so the Battle stops here as a draw.",
                            "{n} rounds in a row changed nothing, so the Battle stops here as a draw.", n).format(n=n)
        if t == "battle_ended":
            if g("winner") is None:
                return _("The Battle ends in a draw.")
            return act(g("winner"), _("You win the Battle."), _("{who} wins the Battle."))
        if t == "rewards_taken":
            won = []
            arenas = list(g("arenas") or ())
            if arenas:
                won.append(ngettext("{n} Arena card ({names})", "{n} Arena cards ({names})", len(arenas)).format(
                    n=len(arenas), names=self.cards(arenas)))
            if g("boast"):
                won.append(_("the top Boast"))
            if g("crowds_favor"):
                won.append(_("the Crowd's Favor"))
            place = ordinal(g("place"))
            if won:
                return act(seat, _("You place {place} and take {won}."), _("{who} places {place} and takes {won}."),
                           place=place, won=_(" and ").join(won))
            return act(seat, _("You place {place}."), _("{who} places {place}."), place=place)
        if t == "round_started":
            return _("Round {round} begins.").format(round=g("round"))
        if t == "game_over":
            if g("winner") is None:
                return _("The game is over.")
            return act(g("winner"), _("The game is over: You win!"), _("The game is over: {who} wins!"))
        if t in ("champion_dealt", "champion_drafted"):
            return act(seat, _("You take the Champion {champion}."), _("{who} takes the Champion {champion}."),
                       champion=g("champion"))
        if t == "card_returned":
            return act(seat, _("You take {card} back into your Hand."), _("{who} takes {card} back into their Hand."),
                       card=self.card(g("card")))
        return None


def hint_details(words: Words, action: Action) -> str:
    """What a hinted move does beyond its label, in player words: the Damage it moves and between
    whom, the Gladiator it is used on, its cost and how it is paid; "" when the label says it all."""
    get = action.get
    parts = []
    source, target = get("source"), get("target")
    if source is not None and target is not None:
        n = get("amount") or 1
        parts.append(ngettext("{n} Damage from {source} onto {target}", "{n} Damage from {source} onto {target}",
                              n).format(n=n, source=words.card(source), target=words.card(target)))
    elif target is not None and action.kind not in ("strike",):
        parts.append(_("on {target}").format(target=words.card(target)))
    d = card_def(words.raw_name_of(get("card"))) if get("card") else None
    if action.kind == "play" and d is not None and d.influence:
        if d.type == "gladiator":
            parts.append(ngettext("needs {n} Influence", "needs {n} Influence", d.influence).format(n=d.influence))
        elif d.type == "patron":
            parts.append(ngettext("gives {n} Influence", "gives {n} Influence", d.influence).format(n=d.influence))
    if action.kind == "buy" and d is not None and d.cost:
        parts.append(ngettext("costs {n} Coin", "costs {n} Coin", d.cost).format(n=d.cost))
    if get("income") or get("coins"):
        parts.append(_("paying {payment}").format(payment=words.payment(action)))
    return "; ".join(parts)
