"""ActionPicker: narrows the engine's legal actions by the player's clicks.

Game-agnostic. A click on a thing (a card id, a model id ...) keeps the legal
actions whose *subject* is that thing; then, one question at a time, the
player picks the verb (menu), the targets (clicks on highlighted things), an
amount (menu) and the payment (menu, the cheapest first). When one action is
left, it is the move. The picker only filters ``legal_actions()``: it knows no
rules, and a click that matches nothing is explained by the engine's
``check`` of the nearest action the scene can build.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from engine.core import Action


class PickKeys(NamedTuple):
    """Which action parameters mean what to the picker; each game's presentation names its own
    (``client.games.<game>.PICK_KEYS``), so the picker itself knows no game's words.

    ``subjects``: the thing a click picks (a card, a model), first present wins;
    ``targets``: parameters asked by clicking a highlighted thing, in order;
    ``verb``: parameters that, with the kind, tell one menu entry from another;
    ``amount``: a number asked from a menu; ``payments``: how a choice is paid, cheapest first
    (a number counts as itself, a list of ids as the value of its items, then their count).
    """

    subjects: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    verb: tuple[str, ...] = ()
    amount: str | None = None
    payments: tuple[str, ...] = ()


NO_KEYS = PickKeys()


def subject(action: Action, keys: PickKeys = NO_KEYS):
    for key in keys.subjects:
        value = action.get(key)
        if value is not None:
            return value
    for key in keys.targets:  # e.g. "strike target": the click is the target itself
        value = action.get(key)
        if value is not None:
            return value
    return None


def verb(action: Action, keys: PickKeys = NO_KEYS) -> tuple:
    return (action.kind,) + tuple(action.get(key) for key in keys.verb)


def payment_of(action: Action, keys: PickKeys = NO_KEYS) -> tuple:
    out = []
    for key in keys.payments:
        value = action.get(key)
        out.append(tuple(value) if isinstance(value, (list, tuple)) else (value or 0))
    return tuple(out)


def payment_cost(action: Action, keys: PickKeys = NO_KEYS, value_of=lambda cid: 1) -> tuple:
    """Sort key for payments, in the order of ``keys.payments``: numbers as they are, lists of
    ids by the value of their items, then their count."""
    cost: list = []
    for part in payment_of(action, keys):
        if isinstance(part, tuple):
            cost += [sum(value_of(c) for c in part), len(part)]
        else:
            cost.append(part)
    return tuple(cost)


@dataclass
class Step:
    """What the picker asks now: ``kind`` is "verb", "target", "amount", "payment" or "done"."""

    kind: str
    key: str | None = None
    options: list = field(default_factory=list)   # actions (menus) or values (targets)


class ActionPicker:
    def __init__(self, legal: list[Action], value_of=lambda cid: 1, keys: PickKeys = NO_KEYS):
        self.legal = list(legal)
        self.keys = keys
        self.value_of = value_of
        self.pending: list[Action] = []
        self.chosen: dict[str, object] = {}

    @property
    def active(self) -> bool:
        return bool(self.pending)

    def cancel(self) -> None:
        self.pending, self.chosen = [], {}

    def for_subject(self, thing) -> list[Action]:
        return [a for a in self.legal if subject(a, self.keys) == thing]

    def start(self, actions: list[Action]) -> Step:
        self.pending = list(actions)
        self.chosen = {}
        return self.step()

    def step(self) -> Step:
        if not self.pending:
            return Step("done")
        verbs = {}
        for a in self.pending:
            verbs.setdefault(verb(a, self.keys), a)
        if len(verbs) > 1:
            return Step("verb", options=list(verbs.values()))
        for key in self.keys.targets:
            if key in self.chosen:
                continue
            values = []
            for a in self.pending:
                v = a.get(key)
                if v not in values:
                    values.append(v)
            if len(values) > 1 or (len(values) == 1 and values[0] is not None and subject(self.pending[0], self.keys) != values[0]
                                   and self._asks_target(key)):
                return Step("target", key=key, options=values)
        amount = self.keys.amount
        amounts = []
        for a in self.pending:
            if amount is not None and a.get(amount) not in amounts:
                amounts.append(a.get(amount))
        if len(amounts) > 1:
            return Step("amount", key=amount, options=sorted(
                {a.get(amount): a for a in self.pending}.values(), key=lambda a: a.get(amount)))
        pays = {}
        for a in self.pending:
            pays.setdefault(payment_of(a, self.keys), a)
        if len(pays) > 1:
            return Step("payment", options=sorted(pays.values(), key=lambda a: payment_cost(a, self.keys, self.value_of)))
        return Step("done", options=[self.pending[0]])

    def _asks_target(self, key: str) -> bool:
        # a single possible target is still shown and confirmed, so a card never acts on
        # something the player did not see coming (except when the click *was* the target)
        return True

    def choose_verb(self, action: Action) -> Step:
        v = verb(action, self.keys)
        self.pending = [a for a in self.pending if verb(a, self.keys) == v]
        return self.step()

    def choose_target(self, key: str, value) -> Step:
        self.pending = [a for a in self.pending if a.get(key) == value]
        self.chosen[key] = value
        return self.step()

    def choose_amount(self, amount) -> Step:
        self.pending = [a for a in self.pending if a.get(self.keys.amount) == amount]
        self.chosen[self.keys.amount] = amount
        return self.step()

    def choose_payment(self, action: Action) -> Step:
        p = payment_of(action, self.keys)
        self.pending = [a for a in self.pending if payment_of(a, self.keys) == p]
        return self.step()
