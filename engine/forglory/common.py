"""What every part of the For Glory engine shares: the rulebook's section names, the
game's constants, and the builders of events and actions.

Events are built by ``ev`` (``Event.make`` for flat values; on the hot paths of every turn,
``event`` / ``seat_event`` from parameters already in name order) and actions by ``mk`` (or, on
the hot paths of the legal lists, ``make_action`` from parameters already in name order); tests
check they equal what ``Event.make`` / ``Action.make`` give.
"""
from __future__ import annotations

from ..core import Action, Event

# rulebook section names (exactly as in tests/rules_sections/forglory.txt)
R_SETUP = "Setup"
R_CHAMPIONS = "Champions"
R_BLESSINGS = "Blessings"
R_READY = "Ready Patrons & Arenas"
R_TAKE = "Take Actions"
R_BUY = "Action: Buy"
R_SCHEME = "Scheme Cards & Scheme Abilities"
R_INCOME = "Income Cards"
R_COIN = "Coin Tokens"
R_PATRON = "Patron Cards"
R_GLADIATOR = "Gladiator Cards"
R_LOSING = "Losing Influence"
R_RESERVE = "Action: Reserve"
R_DISCARD_HAND = "Discard Remaining Hand"
R_REFILL = "Refill Supply"
R_DRAW = "Draw 7 Cards"
R_CHECK = "Check for Arena Phase"
R_LATE = "Late Registration"
R_INITIATIVE = "Determine Initiative"
R_COMBAT = "Combat Turns"
R_ATTACK = "Attack"
R_TACTIC = "Tactic"
R_DAMAGE = "Damage"
R_WINDOW = "Reaction Window"
R_DEFEAT = "Defeating a Gladiator"
R_INSURANCE = "Insurance"
R_REDETERMINE = "Ready Gladiators and Redetermine Initiative"
R_END = "End of Battle"
R_RESOLUTION = "Resolution"
R_BOAST = "Boast Cards"
R_DRAW_BATTLE = "Ending a Battle in a Draw"
R_ARENA_AB = "Arena Abilities"
R_RETURN = "Return to the Machinations Phase"
R_WIN = "Winning the Game"
R_DECK = "Deck Building"
R_FLOW = "Game Flow"

HAND_SIZE = 7
LATE_COST = 3
START_COINS = (5, 6, 7, 8)
#: Arena cards taken by each place, best first (the last place takes the Crowd's Favor)
ARENA_REWARDS = {2: (2,), 3: (2, 1), 4: (3, 2, 1)}
ROUNDS = {2: 3, 3: 3, 4: 2}
MAX_TURNS = 400  # a safety net: see docs/rulings.md ("a game that cannot end")
#: rounds of Combat Turns in a row that change nothing before a Battle ends as stalled (ruling 19)
STALL_ROUNDS = 3
#: entries a state's memo (``_memo``: Hand Income, Buy and Buy-back actions) holds at most
MEMO_LIMIT = 20000
#: memo entries kept from one Machinations turn to the next
MEMO_TURN = 5000

make_action = Action.canonical
_new = object.__new__
_list = list


def ev(type: str, rule: str = "", seen_by=None, secret=(), **params) -> Event:
    """``Event.make`` for the flat values events here hold (ids, numbers, lists of ids): the
    parameters sorted by name, lists as tuples, without the recursive freezing pass (the
    fields are filled at once, as ``Event.canonical`` does)."""
    items = sorted(params.items())
    for value in params.values():
        if value.__class__ is _list:
            items = [(k, tuple(v)) if v.__class__ is _list else (k, v) for k, v in items]
            break
    event = _new(Event)
    d = event.__dict__
    d["type"], d["params"], d["rule"], d["seen_by"], d["secret"], d["redacted"] = \
        type, tuple(items), rule, None if seen_by is None else tuple(sorted(seen_by)), \
        secret if secret.__class__ is tuple else tuple(secret), False
    return event


def event(type: str, rule: str, *params: tuple) -> Event:
    """An event seen whole by every seat, its parameters given as (name, value) pairs already in
    name order, each value flat (ids, numbers, tuples): ``ev`` without the keyword call, the sort
    and the pass over the values, for the events of every turn (a keyword call and a sort cost
    more than the event itself). tests/forglory/test_invariants.py checks that every event of
    seeded games equals what ``Event.make`` gives."""
    event = _new(Event)
    d = event.__dict__
    d["type"], d["params"], d["rule"], d["seen_by"], d["secret"], d["redacted"] = type, params, rule, None, (), False
    return event


def seat_event(type: str, rule: str, seat: int, secret: tuple, *params: tuple) -> Event:
    """``event`` seen whole by ``seat`` alone (the others without its ``secret`` parameters)."""
    event = _new(Event)
    d = event.__dict__
    d["type"], d["params"], d["rule"], d["seen_by"], d["secret"], d["redacted"] = \
        type, params, rule, (seat,), secret, False
    return event


def mk(kind: str, **params) -> Action:
    """Action.make without the freezing pass: every value here is already a str, int or tuple."""
    return make_action(kind, tuple(sorted(params.items())))


class _IdNumbers(dict):
    """Card id -> its number ("c17" -> 17), filled on first use; ``idkey`` is its
    ``__getitem__``, a builtin, so sorting by id costs no Python call per card."""

    def __missing__(self, cid: str) -> int:
        value = self[cid] = int(cid[1:])
        return value


idkey = _IdNumbers().__getitem__


#: the parameters that name what a card or ability targets
_TARGET_NAMES = frozenset(("target", "source", "amount"))


def target_params(action: Action) -> tuple:
    """The target parameters an action names (``target_fields``) as (name, value) pairs, for
    an ``event`` whose other parameters are merged with them in name order."""
    return tuple(p for p in action.params if p[0] in _TARGET_NAMES and p[1] is not None)


def target_fields(action: Action) -> dict:
    """The target parameters an action names (target, source, amount)."""
    fields = dict(action.params)
    return {k: fields[k] for k in ("target", "source", "amount") if fields.get(k) is not None}


def set_count(table: dict, key: str, value: int) -> None:
    """Set a count in a table of counts by card id, dropping it at 0."""
    if value > 0:
        table[key] = value
    else:
        table.pop(key, None)
