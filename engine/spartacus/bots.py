"""Spartacus bots: a heuristic policy ('easy', and the rollout policy of the searching levels),
a leaf evaluator and the move ordering for search.

The policy is negotiation-aware: it values support, trades and lots in gold, keeps or breaks
its promises by the other house's trust record (and its own), always answers an offer at
once, bids under its hidden gold, and fights toward the enemy on the hex grid.
"""
from __future__ import annotations

import functools
import math

from ..core import Action, Rng
from ..core.rng import FixedRng
from .arena import bet_action
from .common import PASS, WIN_INFLUENCE
from .content import content
from .hexgrid import distance
from .mercado import bid_action


@functools.cache
def _key(action: Action) -> str:
    """``action.key()``, worked out once per action: the policy breaks its ties by it."""
    return action.key()


def strength(card: str) -> int:
    return sum(content().card(card).dice)


def _value(state, card: str) -> float:
    """A card's worth to a house in gold: its bank value, more for fighters."""
    d = content().card(card)
    bonus = 1.0 + 0.4 * (d.type == "gladiator") + 0.6 * state.favour.get(card, 0) + 2.0 * (card in state.champion)
    return d.value * bonus


def _leader(state, seat: int) -> int:
    others = [s for s in range(state.num_seats) if s != seat]
    # ties go to the house nearest on one's left: relative to the seat, so no seat is always spared
    return max(others, key=lambda s: (state.influence[s], -((s - seat) % state.num_seats)))


def _best_fighter(state, seat: int) -> int:
    ready = [strength(k) for k in state.characters(seat) if state.ready(k)]
    return max(ready, default=0)


def heuristic_policy(state, rng: Rng) -> Action:
    d = state.to_decide()
    # rollouts' hot paths: answers built without listing every possible trade or bid
    if d.kind == "market" and not _wants_to_buy(state, d.seat):
        return PASS
    if d.kind == "bid" and state.bid_limit(d.seat) > 0:
        return bid_action(d.seat, _bid_amount(state, d.seat, rng))
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    return _POLICY[d.kind](state, d.seat, legal, rng)


def _upkeep(state, seat, legal, rng):
    if legal[0].kind == "pay":
        return legal[0]
    return min(legal, key=lambda a: (strength(a.card), a.card))


def _intrigue(state, seat, legal, rng):
    c = content()
    schemes = [a for a in legal if a.kind == "scheme"]
    alone = [a for a in schemes if c.card(a.card).influence <= state.influence[seat]]
    if alone:
        return max(alone, key=lambda a: (_scheme_worth(state, seat, a), _key(a)))
    abilities = [a for a in legal if a.kind == "ability" and (c.card(a.card).type == "slave"
                                                               or len(state.assets(seat, "gladiator")) > 1)]
    if abilities:
        return abilities[0]
    house = [a for a in legal if a.kind == "house_ability"]
    if house and state.gold[seat] >= 4 + c.houses[state.houses[seat]].ability.cost_gold:
        return house[0]
    if schemes and rng.below(2):
        return max(schemes, key=lambda a: (_scheme_worth(state, seat, a), _key(a)))
    sell = [a for a in legal if a.kind == "sell" and c.card(a.card).type == "scheme"
            and c.card(a.card).influence > sum(state.influence)]
    if sell:
        return sell[0]
    return Action.make("end_turn")


def _scheme_worth(state, seat, action) -> float:
    d = content().card(action.card)
    worth = 0.0
    for e in d.effects:
        worth += {"gain_influence": 4.0, "target_lose_influence": 3.0, "kill_target": 5.0}.get(e.op, 1.0) * e.amount
    if action.target is not None:
        worth += state.influence[action.target] / 4 + (1.0 if action.target == _leader(state, seat) else 0.0)
    return worth


def _support(state, seat, legal, rng):
    asks = [a for a in legal if a.kind == "ask_support" and a.give_gold <= min(2, state.gold[seat] + 1)]
    if not asks:
        return Action.make("abandon")
    # the most influential house first, offering more to those whose record is poor at helping
    return max(asks, key=lambda a: (state.influence[a.to], -a.give_gold if state.gold[seat] < 2 else a.give_gold,
                                    -((a.to - seat) % state.num_seats)))


def _answer(state, seat, legal, rng):
    offer, kind = state.offer, state.offer_kind
    accept, decline = Action.make("accept"), Action.make("decline")
    trust = state.ledger.trust(offer.sender).score
    if kind in ("avoid", "sway"):
        # gold in hand is sure; a favour is worth what its giver's record says
        return accept if offer.give.gold or trust >= 0.5 else decline
    if kind == "support":
        sch = state.scheme
        near_win = state.influence[offer.sender] >= WIN_INFLUENCE - 2
        if state.favour_owed(seat, offer.sender) is not None:
            # a favour called in: keep it and one's name, unless it would hand the game over or hurt us
            return decline if sch.target == seat or near_win else accept
        if sch.target == seat:
            return decline
        worth = offer.give.gold * trust + (0.5 if not offer.give.gold else 0.0)
        return accept if worth >= 0.5 and not near_win else decline
    gets = offer.give.gold + sum(_value(state, k) for k in offer.give.cards)
    gives = offer.ask.gold + sum(_value(state, k) for k in offer.ask.cards)
    return accept if gets >= gives + 0.5 else decline


def _repay(state, seat, legal, rng):
    if legal[0].kind != "keep_promise":
        return legal[0]
    _, to, gold = state.scheme.promises[0]
    creditor = state.ledger.trust(to)
    mine = state.ledger.trust(seat)
    # keep faith with houses that keep theirs, and mend a poor record; cheat a known cheat
    keep = creditor.score >= 0.5 or mine.score < 0.6 or gold <= 1
    return legal[0] if keep else legal[-1]


def _would_react(state, seat) -> bool:
    """The policy cancels the open scheme (when it holds a reaction it may play): one aimed at
    its own house, or played by the leader or by a house near victory."""
    sch = state.scheme
    return sch.target == seat or sch.by == _leader(state, seat) or state.influence[sch.by] >= WIN_INFLUENCE - 3


def _reaction(state, seat, legal, rng):
    return legal[-1] if _would_react(state, seat) else legal[0]


def _guard(state, seat, legal, rng):
    return legal[-1]


def _wants_to_buy(state, seat) -> bool:
    return bool(state.window.offers_left(seat)) and _best_fighter(state, seat) < 6


def _market(state, seat, legal, rng):
    if _wants_to_buy(state, seat):
        buys = [a for a in legal if a.kind == "trade" and a.ask_cards and content().card(a.ask_cards[0]).type
                == "gladiator" and state.gold[seat] >= a.give_gold + 2]
        if buys:
            return max(buys, key=lambda a: (strength(a.ask_cards[0]) - a.give_gold / 2, _key(a)))
    return legal[0]


def _lot_worth(state, seat) -> float:
    lot = state.auction.lot
    if lot == "host":
        return 2.0 + (3.0 if state.influence[seat] >= WIN_INFLUENCE - 1 else 0.0)
    d = content().card(lot)
    worth = _value(state, lot)
    if d.type == "gladiator" and len(state.assets(seat, "gladiator")) >= 3:
        worth *= 0.5
    return worth


#: the policy bids between these shares of what a lot is worth to it (a uniform draw)
BID_SHARE = (0.5, 0.9)


def _bid_amount(state, seat, rng) -> int:
    limit = state.bid_limit(seat)
    if state.auction.first:
        return min(limit, rng.below(2))
    low, high = BID_SHARE
    target = int(_lot_worth(state, seat) * (low + (high - low) * rng.random()))
    return max(0, min(limit, target, state.gold[seat] - 1))


def _bid(state, seat, legal, rng):
    return legal[_bid_amount(state, seat, rng)]


def _host_keeps_faith(state) -> bool:
    """Buying the host's word is worth it only from a host whose record says it keeps it."""
    return state.ledger.trust(state.host).score >= 0.5


def _avoid(state, seat, legal, rng):
    if _best_fighter(state, seat) >= 5 or not _host_keeps_faith(state):
        return legal[0]
    gold = [a for a in legal if a.kind == "bribe" and a.give_gold == 1]
    if gold and state.gold[seat] >= 4:
        return gold[0]
    favour = [a for a in legal if a.kind == "bribe" and a.give_gold == 0]
    # a favour is only worth offering by a house whose word is trusted
    return favour[0] if favour and state.ledger.trust(seat).score >= 0.5 else legal[0]


def _invite(state, seat, legal, rng):
    bribed = {s for _, s in state.arena["bribes"]}
    mine = state.ledger.trust(seat).score
    def key(a):
        s = a.seat
        honour = s in bribed and mine >= 0.5
        return (not honour, s == seat and _best_fighter(state, seat) >= 6, state.influence[s],
                -((s - seat) % state.num_seats))
    return max(legal, key=key)


def _invitation(state, seat, legal, rng):
    return legal[0] if _best_fighter(state, seat) >= 4 or state.influence[seat] == 0 else legal[1]


def _fighter(state, seat, legal, rng):
    return max(legal, key=lambda a: (strength(a.card), a.card))


#: what one unit of an equipment effect is worth, in dice (content.COMBAT_OPS)
_EFFECT_DICE = {"reroll": 0.4, "plus_one_attack": 0.5, "extra_move": 0.3, "ignore_wound": 1.0}


def gear_worth(card: str) -> float:
    """An equipment card's worth in dice: its dice and effects, a first-round card at half."""
    d = content().card(card)
    worth = sum(d.dice) + sum(_EFFECT_DICE[e.op] * e.amount for e in d.effects)
    return worth if d.lasts == "combat" else worth / 2


def _equip(state, seat, legal, rng):
    gear = [a for a in legal if a.kind == "equip"]
    return max(gear, key=lambda a: (gear_worth(a.card), a.card)) if gear else legal[0]


def _bet(state, seat, legal, rng):
    a = state.arena
    if state.gold[seat] < 3:
        return legal[0]
    strengths = [sum(content().card(f).dice) + sum(gear_worth(k) for k in a["equip"][i])
                 for i, f in enumerate(a["fighters"])]
    fav = 0 if strengths[0] >= strengths[1] else 1
    fav_seat = a["entrants"][fav]
    if seat in a["entrants"] and fav_seat != seat:
        return legal[0]
    want = f"{state.house_name(fav_seat)}'s fighter wins"
    stake = 2 if abs(strengths[0] - strengths[1]) >= 2 else 1
    choice = bet_action(seat, ((want, stake),))
    return choice if choice in legal else legal[0]


def _initiative(state, seat, legal, rng):
    return legal[0]


def _move(state, seat, legal, rng):
    cb = state.combat
    side = cb["order"][cb["turn"]]
    enemy = tuple(cb["pos"][1 - side])
    return min(legal, key=lambda a: (abs(distance(tuple(a.to), enemy) - 1), _key(a)))


def _attack(state, seat, legal, rng):
    return legal[0]


def _wound(state, seat, legal, rng):
    pools = state.combat["pools"][1 - state.combat["order"][state.combat["turn"]]]
    names = ("attack", "defence", "speed")
    return max(legal, key=lambda a: (pools[names.index(a.pool)] > 1, a.pool == "speed", pools[names.index(a.pool)]))


def _sway(state, seat, legal, rng):
    mercy = state.arena["mercy"]
    if state.owner.get(mercy) == seat and state.window.offers_left(seat) and _host_keeps_faith(state):
        ups = [a for a in legal if a.kind == "sway" and a.up]  # a favour, then 1-3 gold
        if ups:
            return ups[min(len(ups) - 1, 2)]
    return legal[0]


def _thumb(state, seat, legal, rng):
    sways = state.arena["sways"]
    if sways:
        up = sum(1 for _, u in sways if u) >= sum(1 for _, u in sways if not u)
    else:
        up = state.owner[state.arena["mercy"]] != _leader(state, seat) or state.favour.get(state.arena["mercy"], 0) > 0
    return Action.make("thumb", up=up)


def _house(state, seat, legal, rng):
    return rng.choice(legal)


_POLICY = {"house": _house, "upkeep": _upkeep, "intrigue": _intrigue, "support": _support, "answer_offer": _answer,
           "repay": _repay, "reaction": _reaction, "guard": _guard, "market": _market, "bid": _bid,
           "avoid": _avoid, "invite": _invite, "invitation": _invitation, "fighter": _fighter, "equip": _equip,
           "bet": _bet, "initiative": _initiative, "move": _move, "attack": _attack, "wound": _wound,
           "sway": _sway, "thumb": _thumb}


def evaluate(state) -> list[float]:
    """Values in [0, 1] for an unfinished game: a soft chance to win from influence, gold and assets."""
    n = state.num_seats
    score = [state.influence[s] + state.gold[s] / 5 + sum(_value(state, k) for k in state.assets(s)) / 10
             for s in range(n)]
    weights = [math.exp(x / 2) for x in score]
    total = sum(weights)
    order = sorted(range(n), key=lambda s: -score[s])
    out = [0.0] * n
    for rank, s in enumerate(order):
        out[s] = 0.8 * weights[s] / total + 0.2 * (1 - rank / max(1, n - 1))
    return out


#: a decision kind's share of a level's budget and clock (engine.ai.kit): the choices the
#: policy gets right by rule nearly always (strike when adjacent, go first, roll a guard, pay
#: upkeep, react by the leader rule) and keeping one's word (whose cost in later deals a short
#: playout barely sees) get a short look; the rest the full one
SHARE = {"initiative": 0.25, "attack": 0.25, "guard": 0.25, "upkeep": 0.25, "reaction": 0.25, "repay": 0.5,
         "house": 0.5}
#: playouts per decision in ``sim`` for the searching levels (see docs/bots.md)
BUDGETS = {"normal": 48, "hard": 192}
#: decisions a playout takes before the evaluator judges it
ROLLOUT_DEPTH = 16
#: 'hard' plays the phase under way to its end when a house stands this near to winning
NEAR_WIN = WIN_INFLUENCE - 2
#: decisions a 'hard' playout takes at most, however long the phase it plays out
PHASE_GUARD = 200


def phase_out(start, state) -> bool:
    """'hard''s horizon: where a playout stops for the evaluator. As every level, after
    ``ROLLOUT_DEPTH`` decisions; but when a house stands within 2 of winning (at the root or
    where the playout has come), not before the phase under way at the root is over (up to
    ``PHASE_GUARD`` decisions). A house with 12 influence wins at the end of a phase
    (Victoria), so a playout cut in the middle of that
    phase left the evaluator to guess what the houses still to play would do with the game at
    stake: 'hard' sold a scheme that could strip the leader's hand, spent its one reaction on a
    house far behind while the next house to play stood at 10 (bench games 50 and 60)."""
    played = state.decisions_made - start.decisions_made  # the root's move and the playout's
    if played <= ROLLOUT_DEPTH:
        return False
    return (played > PHASE_GUARD or state.phase != start.phase or state.round_no != start.round_no
            or max(*start.influence, *state.influence) < NEAR_WIN)


def rank(state, legal: list[Action]) -> list[Action]:
    """Every legal action, best first: the policy's own move, then the moves most worth
    comparing (bids near what the lot is worth, moves toward the enemy, offers of little
    gold, bets on a win), then the rest in the engine's order."""
    d = state.to_decide()
    first = heuristic_policy(state, FixedRng())
    if d.kind == "bid":
        worth = _lot_worth(state, d.seat)
        near = sorted(legal, key=lambda a: (min(abs(a.amount - first.amount), abs(a.amount - worth / 2),
                                                abs(a.amount - worth)), a.amount))
    elif d.kind == "move":
        cb = state.combat
        enemy = tuple(cb["pos"][1 - cb["order"][cb["turn"]]])
        near = sorted(legal, key=lambda a: (abs(distance(tuple(a.to), enemy) - 1), _key(a)))
    elif d.kind == "market":
        near = legal[:1] + [a for a in legal if a.kind == "trade"]
    elif d.kind == "support":
        near = sorted(legal, key=lambda a: (a.kind != "abandon" and (a.get("give_gold") or 0) > 2, a.get("give_gold") or 0))
    elif d.kind == "bet":
        near = legal[:1] + [a for a in legal[1:] if "wins" in a.bets[0][0] and a.bets[0][1] <= 2]
    else:
        near = []
    return list(dict.fromkeys([first, *near, *legal]))


#: a move seen that the policy would not make in this world (a pass holding the reaction it
#: would play, a turn ended holding a scheme it plays at once, a guard left unrolled): how
#: likely a player still makes it. Not 0: a player is not the policy, and may wait.
AGAINST_POLICY = 0.2
#: the share of a seen bid's likelihood spread evenly over every amount the house could bid
BID_SPREAD = 0.2


def _policy_bid_share(state, seat, amount: int) -> float:
    """The chance the policy's ``_bid_amount`` bids ``amount`` for ``seat`` here."""
    limit = state.bid_limit(seat)
    if state.auction.first:
        return sum(0.5 for draw in (0, 1) if min(limit, draw) == amount)
    worth = _lot_worth(state, seat)
    low, high = worth * BID_SHARE[0], worth * BID_SHARE[1]
    if high <= low:
        return 1.0 if max(0, min(limit, int(low), state.gold[seat] - 1)) == amount else 0.0
    share = 0.0
    for target in range(int(low), math.ceil(high)):
        part = min(high, target + 1) - max(low, target)
        if part > 0 and max(0, min(limit, target, state.gold[seat] - 1)) == amount:
            share += part / (high - low)
    return share


def _bids_seen(state, searcher: int) -> float:
    """The sealed bids the others have made in the open round, in this world, under the policy."""
    sealed = state.sealed
    if sealed is None or sealed.kind != "bid" or state.step != "bid":
        return 1.0
    weight = 1.0
    for other, amount in sealed.answers.items():
        if other != searcher:
            weight *= (1 - BID_SPREAD) * _policy_bid_share(state, other, amount) + BID_SPREAD / (
                state.bid_limit(other) + 1)
    return weight


def _reactions_seen(state, searcher: int) -> float:
    """The houses that let the open scheme be while this world gives them a reaction they
    could play, and the policy would have played it (the position is as it was then: a pass
    changes nothing but whose turn it is)."""
    sch = state.scheme if state.phase == "intriga" else None
    if sch is None or sch.cancelled or state.step not in ("reaction", "guard"):
        return 1.0
    asked = [s for s in state.seats_from(sch.by) if s != sch.by]
    c = content()
    weight = 1.0
    for other in asked[:len(asked) - len(sch.queue)]:
        if other != searcher and _would_react(state, other) and any(
                c.card(k).type == "reaction" and state.influence[other] >= c.card(k).influence
                for k in state.hands[other]):
            weight *= AGAINST_POLICY
    return weight


def _guard_seen(state, searcher: int) -> float:
    """A scheme aimed at a house went ahead (no reaction, no guard that held), and the scheme's
    promises are being settled: a world that still gives that house a guard in hand has it let
    the scheme be, where the policy rolls every guard it has."""
    sch = state.scheme if state.phase == "intriga" else None
    if sch is None or state.step != "repay" or sch.cancelled or sch.target in (None, searcher):
        return 1.0
    c = content()
    held = any(c.card(k).type == "guard" for k in state.hands[sch.target])
    return AGAINST_POLICY if held else 1.0


def _schemes_seen(state, searcher: int) -> float:
    """The houses that have ended this phase's intrigue turn: a world giving one a scheme its
    own influence meets has it pass up a play the policy always makes. (Since its turn ended,
    its hand has only lost cards and its influence can only have fallen, to others' schemes:
    a scheme it meets now, it met then.)"""
    if state.phase != "intriga":
        return 1.0
    c = content()
    weight = 1.0
    for other in state.order[:state.idx]:
        if other != searcher and any(c.card(k).type == "scheme" and c.card(k).influence <= state.influence[other]
                                     for k in state.hands[other]):
            weight *= AGAINST_POLICY
    return weight


def likelihood(state, searcher: int) -> float:
    """Belief weighting (engine.ai.belief): how likely this world makes what the other houses
    were seen to do: their sealed bids in the open auction, the reactions they let pass, a guard
    not rolled, and intrigue turns ended without a scheme. Reads only the parts of the world the
    searcher drew itself (the others' hands and sealed answers) and the public position."""
    return (_bids_seen(state, searcher) * _reactions_seen(state, searcher) * _guard_seen(state, searcher)
            * _schemes_seen(state, searcher))


def kit(ruleset):
    """Spartacus' kit for the one search (engine.ai.kit)."""
    from ..ai.kit import SearchKit
    return SearchKit(policy=heuristic_policy, rank=rank, evaluator=ruleset.evaluator(),
                     rollout_depth=ROLLOUT_DEPTH, depths={"hard": PHASE_GUARD + 1}, stops={"hard": phase_out},
                     budgets=BUDGETS, share=SHARE, likelihood=likelihood)
