"""Composers: the choices that are more than one click — a request for support, an offer to
the host, a trade, a secret bid, secret bets. Each is a few rows of values stepped with
arrows (and, for a trade, cards clicked on the houses); ``build`` makes the action, and the
engine judges it (``check``), so nothing here knows a rule. The values offered come from the
legal list where the engine enumerates them; gold offered for support or to the host also runs
up to the house's own gold (the book sets no price: the engine's ``check`` takes any amount).

Titles, labels and values are kept in English (marked ``N_``) and worded at draw time by the
panel, so a change of language shows at once."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import Action
from engine.i18n import N_, game_words
from engine.parts.negotiation import Offer, Terms
from engine.spartacus.arena import avoid_offer, bet_action, sway_action
from engine.spartacus.intriga import support_offer

from .reword import reword

_, ngettext, pgettext = game_words("spartacus")


@dataclass
class Row:
    key: str
    label: str
    options: list            # [(value, words)]
    index: int = 0

    @property
    def value(self):
        return self.options[self.index][0] if self.options else None

    @property
    def words(self) -> str:
        return self.options[self.index][1] if self.options else "—"

    def step(self, delta: int) -> None:
        if self.options:
            self.index = (self.index + delta) % len(self.options)

    def set(self, value) -> bool:
        for i, (v, _words) in enumerate(self.options):
            if v == value:
                self.index = i
                return True
        return False


@dataclass
class Composer:
    kind: str                # the decision kind it answers
    title: str
    submit: str
    rows: list[Row]
    legal: list[Action]
    seat: int
    give: set = field(default_factory=set)   # trade: cards given (clicked on your house)
    ask: set = field(default_factory=set)    # trade: cards asked (clicked on theirs)

    def row(self, key: str) -> Row:
        return next(r for r in self.rows if r.key == key)

    def values(self) -> dict:
        return {r.key: r.value for r in self.rows}

    def build(self) -> Action | None:
        v = self.values()
        if self.kind == "bet":
            return bet_action(self.seat, [(r.key, r.value) for r in self.rows if r.value])
        if self.kind == "market":
            give = Terms(gold=v["give_gold"], cards=tuple(sorted(self.give)))
            ask = Terms(gold=v["ask_gold"], cards=tuple(sorted(self.ask)))
            return Offer(self.seat, v["to"], give, ask).action("trade")
        if self.kind == "bid":
            return next((a for a in self.legal if a.kind == "bid" and a.amount == v["amount"]), None)
        if self.kind == "support":
            return support_offer(self.seat, v["to"], v["gold"]).action("ask_support")
        host = next(a.to for a in self.legal if a.kind in ("bribe", "sway"))
        if self.kind == "avoid":
            return avoid_offer(self.seat, host, v["gold"]).action("bribe")
        return sway_action(self.seat, host, v["gold"], v["up"])

    def preview(self, words) -> str:
        """What the composed choice says, in player words."""
        action = self.build()
        v = self.values()
        if self.kind in ("support", "avoid", "sway"):
            promise = action.get("promise") if action is not None else None
            return _("Promise: \"{promise}\"").format(promise=reword(promise)) if promise else ""
        if self.kind == "market":
            from .words import card_name
            give = Terms(gold=v["give_gold"], cards=tuple(sorted(self.give))).words(lambda c: card_name(c) or "?")
            ask = Terms(gold=v["ask_gold"], cards=tuple(sorted(self.ask))).words(lambda c: card_name(c) or "?")
            return _("You give {give}; you ask {ask}. Click cards on your house and on theirs to add or remove "
                     "them.").format(give=reword(give), ask=reword(ask))
        if self.kind == "bet":
            chips = sum(r.value for r in self.rows)
            return _("{gold} gold staked in all. Nobody sees your bets until the duel is over.").format(gold=chips)
        if self.kind == "bid":
            return _("Only you see this number until every house has bid.")
        return ""

    def toggle(self, card: str, owner: int | None) -> bool:
        """A trade: a card clicked on a house board joins or leaves the offer."""
        if self.kind != "market" or owner is None:
            return False
        if owner == self.seat:
            self.give ^= {card}
            return True
        if owner != self.row("to").value:
            self.row("to").set(owner)
            self.ask = set()
        self.ask ^= {card}
        return True


def gold_options(top: int, low: int = 0) -> list:
    return [(g, N_("{gold} gold").format(gold=g)) for g in range(low, top + 1)]


def promise_options(golds) -> list:
    """An offer's gold, where 0 gold is a favour (an open promise in the record, ruling 15)."""
    return [(g, N_("{gold} gold").format(gold=g) if g else N_("a favour")) for g in sorted(golds)]


def composer_for(kind: str, legal: list[Action], seat: int, obs: dict, words) -> Composer | None:
    """The composer for a decision, or None when buttons do."""
    mine = obs["gold"][seat] or 0
    if kind == "support":
        asks = [a for a in legal if a.kind == "ask_support"]
        if not asks:
            return None
        seats = sorted({a.to for a in asks})
        golds = {a.give_gold for a in asks} | set(range(mine + 1))
        return Composer(kind, N_("Ask a house for its support"), N_("Ask for support"),
                        [Row("to", N_("House"), [(s, obs["houses"][s]) for s in seats]),
                         Row("gold", N_("You promise"), promise_options(golds))],
                        legal, seat)
    if kind == "avoid":
        golds = {a.give_gold for a in legal if a.kind == "bribe"}
        if not golds:
            return None
        golds |= set(range(mine + 1))
        return Composer(kind, N_("Pay the host to be left out"), N_("Make the offer"),
                        [Row("gold", N_("You offer"), promise_options(golds))], legal, seat)
    if kind == "sway":
        golds = {a.give_gold for a in legal if a.kind == "sway"}
        if not golds:
            return None
        golds |= set(range(mine + 1))
        return Composer(kind, N_("Sway the host's thumb"), N_("Make the offer"),
                        [Row("up", N_("You want"), [(True, N_("thumb up (lives)")), (False, N_("thumb down (dies)"))]),
                         Row("gold", N_("You offer"), promise_options(golds))], legal, seat)
    if kind == "bid":
        amounts = sorted({a.amount for a in legal if a.kind == "bid"})
        return Composer(kind, N_("Your secret bid"), N_("Bid in secret"),
                        [Row("amount", N_("Bid"), [(g, N_("{gold} gold").format(gold=g)) for g in amounts])], legal,
                        seat)
    if kind == "bet":
        outcomes = []
        stakes: dict[str, list[int]] = {}
        for a in legal:
            for outcome, stake in a.bets:
                if outcome not in outcomes:
                    outcomes.append(outcome)
                stakes.setdefault(outcome, []).append(stake)
        rows = [Row(o, o, [(0, N_("no bet"))] + [(k, N_("{gold} gold").format(gold=k)) for k in sorted(set(stakes[o]))])
                for o in outcomes]
        return Composer(kind, N_("Your secret bets"), N_("Place these bets"), rows, legal, seat)
    if kind == "market":
        if not any(a.kind == "trade" for a in legal):
            return None
        others = [s for s in range(len(obs["houses"])) if s != seat]
        theirs = max((obs["gold"][s] or 0) for s in others)
        return Composer(kind, N_("Propose a trade"), N_("Offer the trade"),
                        [Row("to", N_("With"), [(s, obs["houses"][s]) for s in others]),
                         Row("give_gold", N_("You give"), gold_options(mine)),
                         Row("ask_gold", N_("You ask"), gold_options(theirs))], legal, seat)
    return None
