"""For Glory words for the table: full card texts, option labels and log sentences.

Only presentation: card texts come from the game's content data; sentences are
made from events (already redacted for the viewer), never from the state.
"""
from __future__ import annotations

from engine.core import Action, Event

try:  # the content data is public (printed on the cards); the rules stay in the engine
    from engine.forglory.content import CONTENT
except Exception:  # pragma: no cover - the engine is being finished
    CONTENT = None

TYPE_LABEL = {"income": "Income", "patron": "Patron", "gladiator": "Gladiator", "scheme": "Scheme",
              "tactic": "Tactic", "reaction": "Reaction", "boast": "Boast", "arena": "Arena"}
DECK_LABEL = {"economy": "Economy", "gladiator": "Gladiator", "training": "Training"}
#: an effect's operation in player words ({n}: its amount)
OP_WORDS = {
    "deal_damage": "deal {n} Damage", "discard_supply": "discard a Supply card", "draw": "draw {n}",
    "exhaust_gladiator": "exhaust a Gladiator", "gain_coin": "gain {n} Coin", "place_blessing": "place a Blessing",
    "prevent_damage": "prevent {n} Damage", "put_gladiator_from_hand": "put a Gladiator from your Hand into the Arena",
    "ready_gladiator": "ready a Gladiator", "reassign_damage": "move {n} Damage", "remove_damage": "remove {n} Damage",
    "return_if_defeated": "take it back if the target falls",
}
TRIGGER_WORDS = {"attacks": "a Gladiator attacks", "damage_assigned": "Damage is assigned"}


def card_def(name: str | None):
    if name is None or CONTENT is None:
        return None
    return CONTENT.cards.get(name)


def card_text(name: str) -> str:
    """Everything printed on the card ``name``, in one paragraph per line."""
    d = card_def(name)
    if d is None:
        return name
    head = f"{d.name} — {TYPE_LABEL.get(d.type, d.type)}"
    if d.champion:
        head += f" (Champion {d.champion}, level {d.level})"
    lines = [head]
    facts = []
    if d.cost:
        facts.append(f"Cost {d.cost}")
    if d.type == "income":
        facts.append(f"worth {d.value} Coin")
    if d.type == "patron":
        facts.append(f"grants {d.influence} Influence")
    if d.type == "gladiator":
        facts.append(f"Attack {d.attack}, Health {d.health}, Agility {d.agility}, Bloodlust {d.bloodlust}, "
                     f"needs {d.influence} Influence")
    if d.type == "boast" and d.boast_value:
        facts.append(f"Boast value {d.boast_value}")
    if facts:
        lines.append("; ".join(facts) + ".")
    if d.text:
        lines.append(d.text)
    return "\n".join(lines)


def ability_words(name: str, index: int) -> str:
    d = card_def(name)
    if d is None or index is None or not 0 <= index < len(d.abilities):
        return "Use"
    ab = d.abilities[index]
    kind = {"scheme": "Scheme", "tactic": "Tactic", "reaction": "Reaction", "free": "Free action"}.get(ab.kind, ab.kind)
    parts = [OP_WORDS.get(e.op, e.op.replace("_", " ")).format(n=e.amount or 1) for e in ab.effects]
    extra = []
    if ab.exhaust:
        extra.append("exhaust")
    if ab.coin:
        extra.append(f"{ab.coin} Coin")
    cost = f" ({', '.join(extra)})" if extra else ""
    return f"{kind}{cost}: {', '.join(parts)}"


class Words:
    """Sentences for one viewer: ``seat_names`` and a card-name lookup.

    ``owner_of`` (card id -> seat or None) and ``repeated`` (card names more than one card on
    the table carries, e.g. every starting deck's Cestus) let a sentence say whose card it
    means: "Marcus's Cestus takes 2 Damage"."""

    def __init__(self, seat_names: list[str], name_of, viewer: int | None, owner_of=None,
                 repeated: frozenset = frozenset()):
        self.seat_names, self.name_of, self.viewer = seat_names, name_of, viewer
        self.owner_of, self.repeated = owner_of, repeated

    def who(self, seat) -> str:
        if seat is None:
            return "Someone"
        if seat == self.viewer:
            return "You"
        return self.seat_names[seat] if 0 <= seat < len(self.seat_names) else f"Seat {seat + 1}"

    def whose(self, seat) -> str:
        if seat == self.viewer:
            return "your"
        return f"{self.who(seat)}'s"

    def card(self, cid, fallback: str = "a card") -> str:
        if cid is None:
            return fallback
        name = self.name_of(cid)
        if not name:
            return fallback
        if name in self.repeated and self.owner_of is not None:
            owner = self.owner_of(cid)
            if owner is not None:
                return f"{self.whose(owner)} {name}"
        return name

    def whose_card(self, cid, seat) -> str:
        """The card named with its owner, always ("your Cestus", "Marcus's Thraex")."""
        return f"{self.whose(seat)} {self.name_of(cid) or 'Gladiator'}"

    def cards(self, ids) -> str:
        return ", ".join(self.card(c) for c in ids) if ids else "nothing"

    # -- actions --------------------------------------------------------------------------------
    def payment(self, action: Action) -> str:
        income = list(action.get("income") or ())
        coins = action.get("coins") or 0
        parts = []
        if income:  # "3 × Denarius + Dupondius": the same card named once, with its count
            counts: dict[str, int] = {}
            for c in income:
                name = self.name_of(c) or "a card"
                counts[name] = counts.get(name, 0) + 1
            parts.append(" + ".join(f"{k} × {n}" if k > 1 else n for n, k in counts.items()))
        if coins:
            parts.append(f"{coins} Coin Token{'s' if coins != 1 else ''}")
        return " and ".join(parts) if parts else "nothing"

    def verb(self, action: Action) -> str:
        """A short label for an action's kind (menu entries, buttons)."""
        k = action.kind
        card = action.get("card")
        name = self.card(card, "")
        if k == "buy":
            return f"Buy {name}"
        if k == "play":
            d = card_def(name)
            if d and d.type == "gladiator":
                return f"Play {name} into the Arena"
            if d and d.type == "patron":
                return f"Play {name} into your Villa"
            return f"Play {name}"
        if k == "reserve":
            return f"Reserve {name} (face down)"
        if k == "upgrade":
            return f"Upgrade Champion {name}"
        if k == "register":
            return f"Register {name} (Late Registration)"
        if k == "use":
            return f"{name}: {ability_words(name, action.get('index'))}"
        if k == "attack":
            return f"Attack with {self.card(action.get('gladiator'))}"
        if k == "strike":
            return f"Strike {self.card(action.get('target'))}"
        if k == "discard":
            return f"Discard {self.card(action.get('gladiator'))}"
        if k == "buyback":
            return "Buy back your Reserve"
        if k == "buyback_play":
            return f"Buy back and play {name}"
        if k == "take_token":
            return "Take the second Reigning Champion token"
        if k == "pierce":
            return "Pay to take it back"
        if k == "decline":
            return "Decline"
        if k == "pass":
            return "Pass"
        if k == "pick":
            return f"Pick {action.get('champion')}"
        if k == "end_turn":
            return "End turn"
        return k.replace("_", " ")

    def hint(self, action: Action, obs: dict | None = None) -> str:
        """What a click would do, said before it is made (tooltips of cards and buttons)."""
        k = action.kind
        card = action.get("card")
        name = self.card(card, "")
        d = card_def(self.name_of(card)) if card else None
        reserve = 0
        if obs is not None and self.viewer is not None:
            reserve = obs["seats"][self.viewer].get("reserve_count", 0)
        if k == "buy":
            cost = f" for {d.cost} Coin" if d is not None and d.cost else ""
            return f"Buy{cost}: into your discard pile, so you draw it later"
        if k == "play":
            if d is not None and d.type == "gladiator":
                return f"Play: put {name} into the Arena (needs {d.influence} Influence)"
            if d is not None and d.type == "patron":
                return f"Play: put {name} into your Villa (it gives {d.influence} Influence)"
            if d is not None and d.type == "boast":
                return "Play: a Boast does nothing in your deck; playing it only clears it from your Hand"
            return f"Play {name} now: it does what its text says"
        if k == "reserve":
            return "Reserve: set aside face down; buy back later to use (1 Coin per reserved card, all at once)"
        if k == "upgrade":
            return f"Upgrade: pay for the next level of {name}; it replaces this card (into your discard pile)"
        if k == "register":
            return f"Late Registration: pay 3 Coin to put {name} into the Arena"
        if k == "use":
            return f"Use {name}: {ability_words(self.name_of(card) or '', action.get('index'))}"
        if k == "attack":
            return f"Attack with {self.card(action.get('gladiator'))}: it is exhausted, then deals its Attack " \
                   "as Damage to an opposing Gladiator you choose"
        if k == "strike":
            return f"Strike {self.card(action.get('target'))} with the attack"
        if k == "discard":
            return f"Discard {self.card(action.get('gladiator'))} to fit your Influence (it counts as Defeated)"
        if k == "buyback":
            n = reserve or "1"
            return f"Buy back: pay {n} Coin to take your whole Reserve into your Hand"
        if k == "buyback_play":
            cost = f" ({reserve} Coin)" if reserve else ""
            return f"Buy back your Reserve{cost} and play {name} at once, in one step"
        if k == "pick":
            return f"Pick {action.get('champion')} as your Champion"
        if k == "take_token":
            return "Take the second Reigning Champion token (when both are taken, the Arena Phase comes)"
        if k == "pierce":
            return "Pay to take Pierce back into your Hand"
        if k == "decline":
            return "Decline"
        if k == "pass":
            return "Pass: use no Reaction now"
        if k == "end_turn":
            return "End turn"
        return self.verb(action)

    # -- events ---------------------------------------------------------------------------------
    def sentence(self, e: Event) -> str | None:
        text = self._sentence(e)
        return text[0].upper() + text[1:] if text else text

    def _sentence(self, e: Event) -> str | None:
        t, g = e.type, e.get
        who = self.who(g("seat"))
        you = g("seat") == self.viewer
        s = "" if you else "s"
        if t == "game_started":
            return f"The game begins: {g('seats')} seats."
        if t == "turn_started":
            return f"Round {g('round')}: {self.whose(g('seat'))} Machinations Turn."
        if t == "cards_drawn":
            if g("cards"):
                return f"{who} draw{s} {self.cards(g('cards'))}."
            return f"{who} draw{s} {g('count')} card{'s' if g('count') != 1 else ''}."
        if t == "deck_shuffled":
            if g("supply"):
                return f"The {DECK_LABEL.get(g('supply'), g('supply'))} deck is reshuffled."
            return f"{who} shuffle{s} the discard pile into a new deck."
        if t == "card_bought":
            return f"{who} buy{s} {g('name')}."
        if t == "coin_spent":
            paid = []
            if g("income"):
                known = [c for c in g("income") if c is not None and self.name_of(c)]
                hidden = len(g("income")) - len(known)
                if known:
                    paid.append(self.cards(known))
                if hidden:  # cards the viewer may not see by name: counted
                    paid.append(f"{hidden} Income card{'s' if hidden != 1 else ''}")
            if g("coins"):
                paid.append(f"{g('coins')} Coin Token{'s' if g('coins') != 1 else ''}")
            return f"{who} pay{s} {g('value')} Coin ({' and '.join(paid) or 'nothing'})." if g("value") else None
        if t == "card_reserved":
            return f"{who} reserve{s} {self.card(g('card'))}." if g("card") else f"{who} reserve{s} a card face down."
        if t == "reserve_bought_back":
            return f"{who} buy{s} back {g('count')} Reserved card{'s' if g('count') != 1 else ''}."
        if t == "champion_upgraded":
            return f"{who} upgrade{s} {self.card(g('card'))} to level {g('level')}."
        if t == "gladiator_registered":
            return f"{who} register{s} {g('name')} late."
        if t == "card_played":
            where = {"arena": " into the Arena", "villa": " into the Villa"}.get(g("to"), "")
            target = f" on {self.card(g('target'))}" if g("target") else ""
            return f"{who} play{s} {g('name')}{where}{target}."
        if t == "ability_used":
            target = f" on {self.card(g('target'))}" if g("target") else ""
            return f"{who} use{s} {g('name')}{target}."
        if t == "attack_declared":
            return f"{who} attack{s} with {g('name')}!"
        if t == "combat_turn_ended":
            return None
        if t == "reaction_passed":
            return f"{who} pass{'' if you else 'es'} the Reaction Window."
        if t == "reaction_window_closed":
            return None
        if t == "coin_gained":
            return f"{who} gain{s} {g('amount')} Coin Token{'s' if g('amount') != 1 else ''}."
        if t == "blessing_placed":
            return f"A Blessing is placed on {self.card(g('gladiator'))}."
        if t == "blessing_removed":
            return f"{self.card(g('gladiator'))} loses a Blessing."
        if t == "damage_assigned":
            return f"{g('amount')} Damage is assigned to {self.card(g('gladiator'))}."
        if t == "damage_prevented":
            return f"{g('amount')} Damage to {self.card(g('gladiator'))} is prevented."
        if t == "damage_removed":
            return f"{g('amount')} Damage is removed from {self.card(g('gladiator'))}."
        if t == "damage_reassigned":
            return f"{g('amount')} Damage moves from {self.card(g('source'))} to {self.card(g('target'))}."
        if t == "damage_resolved":
            return f"{self.card(g('gladiator'))} takes {g('amount')} Damage ({g('total')} in all)."
        if t == "gladiator_readied":
            return f"{self.card(g('gladiator'))} is readied."
        if t == "gladiator_exhausted":
            return f"{self.card(g('gladiator'))} is exhausted."
        if t == "gladiator_defeated":
            return f"{self.whose(g('seat')).capitalize()} {g('name')} is Defeated."
        if t == "insurance_paid":
            return f"{who} collect{s} {g('amount')} Coin of Insurance."
        if t == "supply_card_discarded":
            return f"{self.card(g('card'))} is discarded from the Supply."
        if t == "supply_refilled":
            return None
        if t == "hand_discarded":
            return f"{who} discard{s} the rest of {'your' if you else 'their'} Hand."
        if t == "patrons_readied":
            return None
        if t == "champion_token_taken":
            return f"{who} take{s} a Reigning Champion token (Bloodlust {g('bloodlust')})."
        if t == "champion_token_left":
            return f"{who} leave{s} the second Reigning Champion token for now."
        if t == "arena_phase_started":
            return f"The Arena Phase of round {g('round')} begins."
        if t == "registration_finished":
            return None
        if t == "battle_started":
            return "The Battle begins!"
        if t == "initiative_determined":
            return f"{who} {'have' if you else 'has'} the Initiative."
        if t == "gladiators_readied":
            return "Every Gladiator is readied."
        if t == "battle_ended":
            if g("winner") is None:
                return "The Battle ends in a draw."
            return f"{self.who(g('winner'))} win{'' if g('winner') == self.viewer else 's'} the Battle."
        if t == "rewards_taken":
            won = []
            arenas = list(g("arenas") or ())
            if arenas:
                won.append(f"{len(arenas)} Arena card{'s' if len(arenas) != 1 else ''} ({self.cards(arenas)})")
            if g("boast"):
                won.append("the top Boast")
            if g("crowds_favor"):
                won.append("the Crowd's Favor")
            place = {1: "1st", 2: "2nd", 3: "3rd"}.get(g("place"), f"{g('place')}th")
            return f"{who} place{s} {place}" + (f" and take{s} {' and '.join(won)}." if won else ".")
        if t == "gladiators_returned":
            return None
        if t == "round_started":
            return f"Round {g('round')} begins."
        if t == "game_over":
            return f"The game is over: {self.who(g('winner'))} win{'' if g('winner') == self.viewer else 's'}!" \
                if g("winner") is not None else "The game is over."
        if t in ("champion_dealt", "champion_drafted"):
            return f"{who} take{s} the Champion {g('champion')}."
        if t == "card_returned":
            return f"{who} take{s} {self.card(g('card'))} back into {'your' if you else 'their'} Hand."
        return None
