"""Gladiatores bots: a heuristic for every decision (the 'easy' bot and the search's playout
policy), move ordering for search, and a leaf evaluator.

The heuristic reads only what the deciding seat may know (its own hand, public counts); it
is called on determinizations by the search, never on the true state of another seat.
"""
from __future__ import annotations

from functools import cache
from itertools import filterfalse
from operator import add
from typing import NamedTuple

from ..ai.belief import softmax_share
from ..core import Action, Rng
from .cards import all_card_ids, card_def, gladiator
from .combat import draw_action
from .content import DECKS, content
from .state import GladiatoresState

#: the hand a fighter aims for, by deck (share of cards). Mostly Attack cards: a turn with none is
#: a Discard, which costs a favour token (Discarding Cards); at 0.45 the heuristic paid about ten
#: tokens a game that way (issue 37)
AIM = {"attack": 0.7, "defense": 0.2, "effect": 0.1}
#: a full hand (Play: Ready Gladiators: 14 cards; 18 in a two-player game)
FULL_HAND, FULL_HAND_TWO = 14, 18
#: how much less a counter card is worth when cards are scarcer than life (``_cards_scarcer``)
TAKE_THE_WOUND = 10.0
#: the type of each card id (read at every deck choice of a playout)
_CARD_TYPE = {card: card_def(card).type for card in all_card_ids()}
#: the legal answers of a draw from any deck (``draw_action``'s very objects, in the decks' order)
ALL_DRAWS = list(map(draw_action, DECKS))
#: how much each Tactics card is liked when choosing one face down
TACTICS_TASTE = {"Second Breath": 3, "Fresh Arms": 4, "Iron Guard": 2, "Bag of Tricks": 2, "Work the Crowd": 1,
                 "Rally": 1}


@cache
def glad_value(name: str) -> float:
    g = gladiator(name)
    return 2.0 * g.life + g.favour + 0.5 * len(g.abilities)


def _harm(effects, user_weapons) -> int:
    """Roughly how much a card's trigger hurts the other gladiator."""
    out = 0
    for e in effects:
        if e.if_weapon and not set(e.if_weapon) & set(user_weapons):
            continue
        out += {"wound": 3 * e.amount, "opp_discard": e.amount, "resolve_below": 2}.get(e.op, 0)
    return out


def _benefit(effects) -> int:
    return sum({"draw": e.amount, "favour": e.amount, "heal": 2 * e.amount, "counter_attack": 1}.get(e.op, 0)
               for e in effects)


def _deck_need(state: GladiatoresState, seat: int) -> list[str]:
    """The decks, the one the hand is shortest of (against ``AIM``) first."""
    kinds = _CARD_TYPE
    hand = [kinds[c] for c in state.hand[seat]]
    return list(_need_order(tuple(map(hand.count, AIM)), max(1, len(hand) + 1)))


@cache
def _need_order(counts: tuple[int, ...], size: int) -> tuple[str, ...]:
    """``_deck_need`` of a hand holding ``counts`` cards of each deck (in ``AIM``'s order), ``size``
    its length and one (asked at every draw of a search: the same hands come back)."""
    short = {deck: count / size - AIM[deck] for deck, count in zip(AIM, counts, strict=True)}
    return tuple(sorted(AIM, key=short.__getitem__))


def _card_score(state: GladiatoresState, seat: int, action: Action) -> float:
    # (``get`` rather than attribute reads: the search scores every candidate at every step)
    return _static_score(action.get("card"), action.get("option") or 1, state.glad[seat])


@cache
def _static_score(name: str, option_no: int, glad: str) -> float:
    definition = content().cards[name]
    option = definition.options[option_no - 1]
    score = _harm(option.trigger, gladiator(glad).weapons) + _benefit(option.immediate) + definition.favour
    return score - 0.3 * len(definition.breaks)  # fewer ways to break it


@cache
def _heals(name: str) -> bool:
    return any(e.op == "heal" for e in content().cards[name].options[0].immediate)


def _target_score(state: GladiatoresState, target: int) -> float:
    return -2.0 * state.life[target] - 0.3 * len(state.hand[target]) + 0.2 * state.victory_points(target)


def _ability_of(state: GladiatoresState, seat: int, name: str):
    return next(a for a in gladiator(state.glad[seat]).abilities if a.name == name)


def _reveal_score(state: GladiatoresState, seat: int) -> float:
    effects = content().tactics[state.tactics_chosen[seat]].effects
    useful = any((e.op == "heal" and state.life[seat] < state.life_max[seat]) or
                 (e.op == "draw" and len(state.hand[seat]) <= 5) or
                 (e.op == "favour" and state.supply > 0) or
                 (e.op == "refresh" and not state.ability_ready[seat]) for e in effects)
    return 50.0 if useful else -50.0


def _turn_scorer(state: GladiatoresState, seat: int):
    """Scores of the turn choices; what every choice shares is worked out once."""
    targets: dict[int, float] = {}
    hand = [card_def(c).type for c in state.hand[seat]]
    wounded = state.life[seat] < state.life_max[seat]

    def score(action: Action) -> float:
        k = action.kind
        if k == "attack":
            target = action.get("target")
            if target not in targets:
                targets[target] = _target_score(state, target)
            return 10 + _card_score(state, seat, action) + targets[target]
        if k == "effect":
            if _heals(action.card):
                return 30.0 if wounded else -5.0
            return 8.0 if state.supply > 0 else 0.0
        if k == "ability":
            ability = _ability_of(state, seat, action.name)
            return 2.0 if any(e.op == "heal" for e in ability.effects) and not wounded else 14.0
        if k == "discard":
            kind = content().cards[action.card].type
            return -20 + hand.count(kind) - (3 if kind == "attack" else 0)
        return _reveal_score(state, seat) if k == "reveal_tactics" else 0.0
    return score


def _wounds(effects, user_weapons) -> int:
    return sum(e.amount for e in effects
               if e.op == "wound" and not (e.if_weapon and not set(e.if_weapon) & set(user_weapons)))


def _cards_scarcer(state: GladiatoresState, seat: int, wounds: int) -> bool:
    """Whether the fighter has fewer cards left, for its full hand, than life for its most: then
    a wound that does not defeat it costs less than the card that would stop it. A gladiator is
    out when either runs out (Exhaustion); the heuristic used to answer every blow with a card and
    was exhausted in two events of three against random seats (issue 37)."""
    full = FULL_HAND_TWO if state.num_seats == 2 else FULL_HAND
    life = state.life[seat]
    return life > wounds and len(state.hand[seat]) / full < life / max(1, state.life_max[seat])


@cache
def _threat(card_id: str, option: int, glad: str) -> tuple[int, int]:
    """How much the card ``card_id`` (its option ``option``) played by gladiator ``glad`` hurts
    (``_harm``) and wounds (``_wounds``): asked at every exchange of a search."""
    trigger, weapons = card_def(card_id).options[option].trigger, gladiator(glad).weapons
    return _harm(trigger, weapons), _wounds(trigger, weapons)


def _respond_scorer(state: GladiatoresState, seat: int):
    pile = state.pile
    top_id, top_owner, top_opt = pile[-1]
    harm, wounds = _threat(top_id, top_opt, state.glad[top_owner])
    mine_below = len(pile) >= 2 and pile[-2].owner == seat
    stake = harm + (2 if mine_below else 0)
    spare = 0.5 if len(state.hand[seat]) > 3 else -2.0
    if _cards_scarcer(state, seat, wounds):
        spare -= TAKE_THE_WOUND
    glad = state.glad[seat]  # (a counter card's score: ``_card_score``'s, read at every exchange)

    def score(action: Action) -> float:
        k = action.kind
        if k == "pass":
            return 0.0
        if k == "reveal_tactics":
            return _reveal_score(state, seat)
        if k == "ability":
            ability = _ability_of(state, seat, action.name)
            weapons = gladiator(state.glad[seat]).weapons
            return harm + _harm(ability.effects, weapons) + _benefit(ability.effects) - 1.0
        return stake + 0.5 * _static_score(action.get("card"), action.get("option") or 1, glad) + spare
    return score


def _counter_scorer(state: GladiatoresState, seat: int):
    spare = 1.0 if len(state.hand[seat]) > 3 else -3.0

    def score(action: Action) -> float:
        k = action.kind
        if k == "decline":
            return 0.0
        if k == "reveal_tactics":
            return _reveal_score(state, seat)
        return _card_score(state, seat, action) + spare
    return score


SCORERS = {"turn": _turn_scorer, "respond": _respond_scorer, "counter_attack": _counter_scorer}


def decision_kind(state: GladiatoresState) -> str | None:
    """``to_decide().kind`` without building the Decision (the rollouts ask at every step)."""
    top = state.top()
    return None if top is None else top.kind


def ranked(state: GladiatoresState, legal: list[Action]) -> list[Action]:
    """The legal actions, the heuristic's favourite first."""
    top = state.top()
    seat, kind = top.seat(state), top.kind
    # (a stable sort, best first: equal scores keep the legal order)
    if kind in SCORERS:
        score = SCORERS[kind](state, seat)
        return sorted(legal, key=score, reverse=True)
    if kind == "draw":
        need = _deck_need(state, seat) if state.phase == "ready" else (
            ["attack"] + _deck_need(state, seat) if not any(card_def(c).type == "attack" for c in state.hand[seat])
            else _deck_need(state, seat))
        if legal == ALL_DRAWS:  # (every deck and nothing else, the common case: the decks in need's order)
            return list(map(draw_action, dict.fromkeys(need)))
        return sorted(legal, key=lambda a: need.index(a.deck) if a.kind == "draw" else
                      (-1 if _reveal_score(state, seat) > 0 else 9))
    if kind == "bid":
        wheel = state.wheel_value(seat)

        def row_value(row: int, cost: int) -> float:
            return glad_value(state.market[row]) - 1.5 * cost - 1.5 * max(0, cost - wheel) - 8

        held = state._holding(seat)
        # keeping a bid is worth what it holds, and a little more: a seat moves only for a clearly
        # better gladiator, so the bids settle (a space left by choice stays open, l. 112)
        keep = row_value(held.row, 1 + held.space) + 1.0 if held is not None else 1.0

        used, rows = state._used_rows(), {}  # (a row's bids share their value: worked out once)

        def bid_value(a: Action) -> float:
            if a.kind == "pass":
                return keep
            row = a.row - 1
            value = rows.get(row)
            if value is None:
                value = rows[row] = row_value(row, 1 + used[row])
            return value
        return sorted(legal, key=bid_value, reverse=True)
    if kind == "pay":
        # keep the wheel as full as it can be (the full-wheel bonus), then the gold and the
        # silver that break a tie (l. 291)
        def pay_cost(a: Action) -> tuple:
            tokens = a.tokens
            return (len(tokens), sum(t.endswith("gold") for t in tokens), sum(t.endswith("silver") for t in tokens),
                    tokens)
        return sorted(legal, key=pay_cost)
    if kind == "take_free":
        return sorted(legal, key=lambda a: -glad_value(state.market[a.row - 1]))
    if kind == "pick_gladiator":
        return sorted(legal, key=lambda a: -glad_value(a.gladiator))
    if kind == "bet":
        def bet_value(a: Action) -> float:
            glad = a.gladiator
            if not glad:
                return 0.0
            owner = state.glad.index(glad)
            odds = gladiator(glad).odds[state.turn_order[owner] - 1]
            return odds * (state.life[owner] + 0.2 * len(state.hand[owner])) / 5 + (0.5 if owner == seat else 0)
        return sorted(legal, key=bet_value, reverse=True)
    if kind == "tactics":
        return sorted(legal, key=lambda a: -TACTICS_TASTE.get(a.card, 0))
    if kind == "swap":
        new = state.wreath_values[state.stack[-1].queue[0].wreath]
        def gain(a: Action) -> int:
            if a.kind != "swap":
                return 0
            also = a.get("also")
            return new - state.wreath_values[a.wreath] - (state.wreath_values[also] if also else 0)
        return sorted(legal, key=gain, reverse=True)
    return list(legal)


def heuristic_policy(state: GladiatoresState, rng: Rng) -> Action:
    """``ranked``'s favourite; in a turn or an exchange, one time in ten its second (a little
    noise keeps rollouts from all playing the same game). The playouts ask it at every step, so
    a turn or an exchange is scored without the sort (``_favourite``: the same two moves)."""
    top = state.pending()
    legal = state.listed_for(top)  # (shared, never changed: ``ranked`` sorts a copy)
    if len(legal) == 1:
        return legal[0]
    kind = top.kind
    if kind == "turn":
        values = _turn_values(state, top.seat(state), legal)
        return _favourite(legal, values, rng.below(10) == 0)
    if kind == "respond":
        values = list(map(_respond_scorer(state, top.seat(state)), legal))
        return _favourite(legal, values, rng.below(10) == 0)
    if kind == "draw" and legal == ALL_DRAWS:  # (``ranked``'s first deck, without the list)
        rng.below(10)  # (the noise's draw, made at every choice of two or more)
        return _first_draw(state, top.seat(state))
    order = ranked(state, legal)
    rng.below(10)
    return order[0]


def _first_draw(state: GladiatoresState, seat: int) -> Action:
    """The draw ``ranked`` puts first: from Attack when the fight goes on and the hand holds no
    Attack card, else from the deck the hand is shortest of. Told by the hand's counts of each
    type (one sum of their lanes, ``_TYPE_LANES``), its size and the phase: a playout's draws
    come a dozen in a row, and the same hands come back."""
    hand = state.hand[seat]
    key = (sum(map(_TYPE_LANES.__getitem__, hand)), len(hand), state.phase == "ready")
    draw = _FIRST_DRAWS.get(key)
    if draw is None:
        counts = tuple(key[0] >> at & _LANE_MASK for at in range(0, _LANE_BITS * len(AIM), _LANE_BITS))
        if not key[2] and not counts[list(AIM).index("attack")]:
            deck = "attack"
        else:
            deck = _need_order(counts, max(1, key[1] + 1))[0]
        draw = _FIRST_DRAWS[key] = draw_action(deck)
    return draw


#: a card's type as a count in its lane of one integer (``AIM``'s order; other types count in none),
#: so that a hand's counts of every type are one ``sum``
_LANE_BITS = 10
_LANE_MASK = (1 << _LANE_BITS) - 1
_TYPE_LANES = {card: 1 << _LANE_BITS * list(AIM).index(kind) if kind in AIM else 0
               for card, kind in _CARD_TYPE.items()}
#: ``_first_draw`` by (the hand's lanes, its size, whether the gladiators are getting ready)
_FIRST_DRAWS: dict[tuple[int, int, bool], Action] = {}


def _favourite(legal: list[Action], values: list[float], second: bool) -> Action:
    """``sorted(legal, key=values, reverse=True)[1 if second else 0]`` without the sort: the
    first move of the highest value, or the next one (of the same value, else of the next)."""
    best = max(values)
    first = values.index(best)
    if not second:
        return legal[first]
    if best in values[first + 1:]:
        return legal[values.index(best, first + 1)]
    return legal[values.index(max(v for v in values if v < best))]


class _TurnList(NamedTuple):
    """A turn's legal list as ``_turn_values`` scores it: the fixed part of each answer's score
    (the card's, 10 for an Attack; 0 for the rest) and the key of the part the position gives
    (``_turn_extra``), and the keys among them that ``_turn_extras`` leaves."""

    legal: list[Action]  # (kept: the answers whose ids key it stay alive)
    bases: tuple[float, ...]
    keys: tuple[object, ...]
    asked: tuple[object, ...]


#: turns' legal lists, by the gladiator and the ids of the answers (a turn's answers are the same
#: objects at every step, from the legal list's caches, and a search meets the same hands again)
_TURN_LISTS: dict[tuple, _TurnList] = {}
#: and their answers' parts (``_turn_part``), by the gladiator and the answer's id (the answer kept
#: in the part)
_TURN_PARTS: dict[tuple[str, int], tuple[Action, float, object]] = {}
#: lists kept at most (the lists of hands not met again would otherwise stay for ever; a search meets
#: a hundred or two, and every live list is work for the cyclic collector outside a search)
_TURN_LISTS_MAX = 4096


def _turn_values(state: GladiatoresState, seat: int, legal: list[Action]) -> list[float]:
    """``_turn_scorer``'s score of each of ``legal``, the same numbers: an Attack is ``10`` and its
    card's score (fixed for the gladiator) plus its target's, any other answer ``0`` plus a value
    of this position shared by the answers of its key (``_turn_extras``, ``_turn_extra``)."""
    glad = state.glad[seat]
    ids = (glad, *map(id, legal))
    known = _TURN_LISTS.get(ids)
    if known is None:
        if len(_TURN_LISTS) >= _TURN_LISTS_MAX:
            _TURN_LISTS.clear()
            _TURN_PARTS.clear()
        known = _TURN_LISTS[ids] = _turn_list(legal, glad)
    extras = _turn_extras(state, seat)
    for key in known.asked:
        extras[key] = _turn_extra(state, seat, key)
    return list(map(add, known.bases, map(extras.__getitem__, known.keys)))


def _turn_list(legal: list[Action], glad: str) -> _TurnList:
    parts = []
    for action in legal:
        part = _TURN_PARTS.get((glad, id(action)))
        if part is None or part[0] is not action:
            part = _TURN_PARTS[glad, id(action)] = _turn_part(action, glad)
        parts.append(part)
    _, bases, keys = zip(*parts, strict=True)  # (each part has its three)
    return _TurnList(list(legal), bases, keys, tuple(dict.fromkeys(filterfalse(_TURN_EXTRA_KEYS.__contains__, keys))))


def _turn_part(action: Action, glad: str) -> tuple[Action, float, object]:
    """``action``'s entry in ``_TURN_PARTS``: itself, its fixed score, its key (``_turn_scorer``)."""
    k = action.kind
    if k == "attack":
        return action, 10 + _static_score(action.get("card"), action.get("option") or 1, glad), action.get("target")
    if k == "effect":
        return action, 0, "heal" if _heals(action.card) else "effect"
    if k == "ability":
        ability = next(a for a in gladiator(glad).abilities if a.name == action.name)
        return action, 0, "heal ability" if any(e.op == "heal" for e in ability.effects) else "ability"
    if k == "discard":
        return action, 0, _DISCARD + content().cards[action.card].type
    return action, 0, k


#: the key of a Discard's value, before the card's type (``_turn_part``)
_DISCARD = "discard "


#: the keys ``_turn_extras`` gives a value
_TURN_EXTRA_KEYS = frozenset({"heal", "effect", "heal ability", "ability", "discard attack", "discard defense",
                              "discard effect"})


def _turn_extras(state: GladiatoresState, seat: int) -> dict:
    """The values of a turn's keys that every position asks (``_turn_scorer``'s): a healing card
    or ability, another card played as an Effect, an ability, a Discard of each type."""
    wounded = state.life[seat] < state.life_max[seat]
    hand = list(map(_CARD_TYPE.__getitem__, state.hand[seat]))
    return {"heal": 30.0 if wounded else -5.0, "effect": 8.0 if state.supply > 0 else 0.0,
            "heal ability": 14.0 if wounded else 2.0, "ability": 14.0,
            "discard attack": -20 + hand.count("attack") - 3, "discard defense": -20 + hand.count("defense"),
            "discard effect": -20 + hand.count("effect")}


def _turn_extra(state: GladiatoresState, seat: int, key) -> float:
    """The value a turn's answers of ``key`` share in this position, for the keys
    ``_turn_extras`` leaves: a target (``_target_score``), the Tactics reveal, a Discard of
    another type."""
    if type(key) is int:
        return _target_score(state, key)
    if key.startswith(_DISCARD):
        kind = key[len(_DISCARD):]
        hand = [_CARD_TYPE[c] for c in state.hand[seat]]
        return -20 + hand.count(kind) - (3 if kind == "attack" else 0)
    return _reveal_score(state, seat) if key == "reveal_tactics" else 0.0


#: a decision kind's share of a level's budget and clock (engine.ai.kit): the routine choices
#: (which deck to draw from, which wreath to swap or pay, which free gladiator to take; a deck
#: choice comes five times an event) get a short look, the rest the full one
SHARE = {"draw": 0.25, "swap": 0.5, "take_free": 0.5, "pay": 0.5}
#: the routine kinds (engine.ai.kit): a ready gladiator's deck choices come one after another,
#: up to 14 in a row, and are played at the window's short pace
ROUTINE = frozenset({"draw"})
#: playouts per decision in ``sim`` for the searching levels (see docs/bots.md)
BUDGETS = {"normal": 48, "hard": 192}
#: decisions a playout takes before the evaluator judges it
ROLLOUT_DEPTH = 16


def likelihood(state: GladiatoresState, searcher: int) -> float:
    """Belief weighting (engine.ai.belief): how likely the face-down Tactics picks this world
    gives the other seats are, under the heuristic's taste (a seat that picked face down most
    likely picked a card it likes)."""
    weight = 1.0
    for other in range(state.num_seats):
        chosen = state.tactics_chosen[other]
        if other == searcher or chosen is None or state.tactics_shown[other]:
            continue
        options = [chosen] + list(state.tactics[other])
        weight *= softmax_share([TACTICS_TASTE.get(c, 0) for c in options], 0)
    return weight


def flat_likelihood(state: GladiatoresState, searcher: int) -> bool:
    """Whether ``likelihood`` is 1.0 in every determinization of this one's view: no other seat's
    Tactics card lies face down (which seats picked one and showed it is public; the search then
    builds only the world it keeps of its belief pool, engine.ai.belief)."""
    chosen, shown = state.tactics_chosen, state.tactics_shown
    return all(other == searcher or chosen[other] is None or shown[other] for other in range(state.num_seats))


def stalled(state: GladiatoresState) -> bool:
    """A fight that searching seats would never end: every gladiator still fighting holds one card
    at most. An attack then exhausts its attacker (it has no card left when the exchange ends,
    Exhaustion) whatever the answer, and a Discard costs nothing once favour is gone (Discarding
    Cards), so each search prefers to discard and redraw, for ever."""
    if state.phase != "combat":
        return False
    hand = state.hand
    return all(len(hand[s]) <= 1 for s in state.fighters())


def search_ranked(state: GladiatoresState, legal: list[Action]) -> list[Action]:
    """The search's candidates: the heuristic's ranking, but in a stalled fight (``stalled``) the
    seat attacks when it can rather than discard, and draws an Attack card after a Discard (what
    the book says a Discard is mostly for), so the fight moves on to its end."""
    order = ranked(state, legal)
    if not stalled(state):
        return order
    kind = decision_kind(state)
    if kind == "turn" and any(a.kind == "attack" for a in order):
        return [a for a in order if a.kind != "discard"]
    if kind == "draw" and any(a.kind == "draw" and a.deck == "attack" for a in order):
        return [a for a in order if a.kind != "draw" or a.deck == "attack"]
    return order


def kit(ruleset):
    """Gladiatores' kit for the one search (engine.ai.kit)."""
    from ..ai.kit import SearchKit
    return SearchKit(policy=heuristic_policy, rank=search_ranked, evaluator=ruleset.evaluator(),
                     rollout_depth=ROLLOUT_DEPTH, budgets=BUDGETS, share=SHARE, likelihood=likelihood,
                     flat_belief=flat_likelihood, routine=ROUTINE)


def evaluate(state: GladiatoresState) -> list[float]:
    """Seat values in [0, 1] for a rollout cut short: victory points, favour waiting to be
    converted, and the fighter's life and cards while the fight goes on."""
    n = state.num_seats
    raw = []
    for s in range(n):
        v = state.victory_points(s) + 0.3 * state.favour[s]
        if state.phase == "combat" and state.fighting(s):
            v += 1.0 * state.life[s] + 0.2 * len(state.hand[s])
        raw.append(v)
    low, high = min(raw), max(raw)
    span = (high - low) or 1.0
    return [(v - low) / span for v in raw]
