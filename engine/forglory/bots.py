"""For Glory bot kit: a heuristic policy (the 'easy' bot and the search's playout
policy), the search's move ranking and a leaf evaluator for playouts cut short.

The policy reads only the state it is given (the bots hand it a determinization
of their own view), scores the legal actions with a few rules of thumb and
picks the best, breaking ties at random:

* Machinations: Patrons first (Influence before Gladiators), then Schemes, then
  the strongest Gladiator that fits, a Champion upgrade, then the best card it
  can afford (Patrons while Influence is short, Gladiators, Income early,
  Tactics and Reactions later), paying with Income cards before Coin Tokens;
  Tactics and Reactions are Reserved rather than discarded.
* Arena: register Gladiators while Coin lasts, buy the Reserve back when it
  holds something useful, strike the opposing Gladiator it can Defeat (else the
  most wounded), prevent or move Damage away from its own Gladiators.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from ..ai.belief import softmax_share
from ..core import Action, Rng
from .content import CardDef
from .features import tallies
from .state import ForGloryState


def glad_value(card) -> float:
    return card.attack * 1.2 + card.health + card.agility * 0.5 + card.bloodlust * 0.4 - card.influence * 0.3


#: where ``_pay_key`` and ``_buy_terms`` keep their answers in an action's own dict (beside the
#: parameters read as attributes, engine/core/values.py): the legal lists share their actions
#: from state to state, and an action read once is read again at every rollout step. What they
#: keep depends on the cards the action names alone: the actions that name Income cards are
#: made by the game that dealt those ids (its memo, or afresh), never shared between games
_PAY, _BUY = "_forglory_pay_key", "_forglory_buy_terms"


def _pay_key(s: ForGloryState, a: Action) -> tuple:
    """(Coin Tokens, value of the Income cards) an action spends: prefer spending Income cards
    over Coin Tokens, then the smallest overpayment."""
    d = a.__dict__
    key = d.get(_PAY)
    if key is None:
        income = a.get("income") or ()
        cd = s.cd
        key = d[_PAY] = (a.get("coins") or 0, sum(cd[c].value for c in income))
    return key


def _buy_terms(s: ForGloryState, a: Action) -> tuple[CardDef, float, float]:
    """A Buy's card (its definition) and what its payment costs the score: the Coin Tokens spent,
    the overpayment."""
    d = a.__dict__
    terms = d.get(_BUY)
    if terms is None:
        tokens, value = _pay_key(s, a)
        card = s.cd[a.card]
        terms = d[_BUY] = (card, tokens * 0.8, (value + tokens - card.cost) * 0.5)
    return terms


def _threat(s: ForGloryState, g: str) -> float:
    return s.attack_of(g) * 1.5 + s.d(g).agility * 0.3


def _remaining(s: ForGloryState, g: str) -> int:
    return s.health_of(g) - s.damage.get(g, 0) - s.assigned.get(g, 0)


def _damage_target_score(s: ForGloryState, seat: int, g: str, amount: int) -> float:
    owner = s.owner_of_gladiator(g)
    if owner == seat:
        return -100.0
    if s.blessings.get(g, 0):
        return -5.0 + _threat(s, g) * 0.1
    left = _remaining(s, g)
    kill = 50.0 if amount >= left else 0.0
    return kill + glad_value(s.d(g)) * (2.0 if kill else 0.3) + (10 - left) * 0.5


def _gladiators_need(s: ForGloryState, seat: int) -> int:
    """The Influence the seat's Gladiators (Hand, deck, discard pile, Arena) need between them
    (read by the policy at every Machinations decision: a sum without a loop)."""
    need = tallies(s.cd).need.__getitem__
    return (sum(map(need, s.hand[seat])) + sum(map(need, s.deck[seat])) + sum(map(need, s.discard[seat]))
            + sum(map(need, s.arena[seat])))


def _buy_score(card: CardDef, early: bool, influence_gap: int) -> float:
    """What buying ``card`` is worth, in the first round (``early``) or later, to a seat whose
    Gladiators need ``influence_gap`` more Influence than it has."""
    t = card.type
    if t == "income":
        return card.value * (2.2 if early else 1.2) - card.cost * 0.25
    if t == "patron":
        return card.influence * (3.0 if influence_gap > 0 else 1.2) + len(card.abilities) * 0.8 + card.cost * 0.2
    if t == "gladiator":
        return glad_value(card) * 0.8 - max(0, card.influence - max(0, -influence_gap)) * 0.8
    if t == "tactic":
        return 2.0 + card.cost * 0.4
    if t == "reaction":
        return 1.8 + card.cost * 0.35
    if t == "scheme":
        return 1.5 + card.cost * 0.3
    return 0.0


#: 10 + ``_buy_score`` by (first round, Influence gap), then card name: it depends on nothing
#: else, so every decision of every game with the same two shares the scores worked out
_BUY_BASES: dict[tuple[bool, int], dict[str, float]] = {}


#: the name under which a Buy keeps its score for one (first round, Influence gap) in the
#: action's own dict (as ``_BUY``): a Buy action is scored again at every decision that lists it
_BUY_SLOTS: dict[tuple[bool, int], str] = {}


@dataclass
class TurnMemo:
    """What the policy works out once per Machinations decision, not per action scored: the
    seat's Influence gap, whether it is the first round, and the score of buying each card
    before its payment (by card name: shared, see ``_BUY_BASES``); the seat's Influence (read
    by the score of each ``use``); ``slot``, where a Buy keeps its whole score for this gap and
    round (``_BUY_SLOTS``). One memo serves every decision with the same three (``_TURN_MEMOS``)."""
    gap: int
    early: bool
    buys: dict[str, float]
    influence: int
    slot: str

    def buy_base(self, card: CardDef) -> float:
        base = self.buys.get(card.name)
        if base is None:
            base = self.buys[card.name] = 10.0 + _buy_score(card, self.early, self.gap)
        return base

    def buy_score(self, s: ForGloryState, a: Action) -> float:
        """A Buy's score (kept on the action under ``slot``)."""
        card, tokens, over = a.__dict__.get(_BUY) or _buy_terms(s, a)
        score = a.__dict__[self.slot] = self.buy_base(card) - tokens - over
        return score


#: ``TurnMemo`` by (first round, Influence gap, Influence): what it holds depends on these alone
_TURN_MEMOS: dict[tuple[bool, int, int], TurnMemo] = {}


def _turn_memo(state: ForGloryState, seat: int) -> TurnMemo:
    """The ``TurnMemo`` of the seat's Machinations decision in ``state``."""
    influence = state.influence(seat)
    gap, early = _gladiators_need(state, seat) - influence, state.round == 1
    memo = _TURN_MEMOS.get((early, gap, influence))
    if memo is None:
        bases = _BUY_BASES.get((early, gap))
        if bases is None:
            bases = _BUY_BASES[early, gap] = {}
            _BUY_SLOTS[early, gap] = f"_forglory_buy_score_{int(early)}_{gap}"
        memo = _TURN_MEMOS[early, gap, influence] = TurnMemo(gap, early, bases, influence, _BUY_SLOTS[early, gap])
    return memo


#: the decision kind of each frame class (every For Glory frame asks one kind, ``frames``), learnt
#: from its first Decision, so the policy reads who decides (``decider``) and what from the frame
#: without making the Decision (and its prompt) at every step of a playout
_KINDS: dict[type, str] = {}


def deciding(state: ForGloryState) -> tuple[object, int, str]:
    """(the frame whose decision is pending, the deciding seat, the decision's kind): what
    ``state.to_decide()`` tells, for a state whose game is not over."""
    top = state.stack[-1]
    kind = _KINDS.get(type(top))
    if kind is None:
        kind = _KINDS[type(top)] = top.decide(state).kind
    return top, top.decider(state), kind


def heuristic_policy(state: ForGloryState, rng: Rng) -> Action:
    top, seat, kind = deciding(state)
    legal = state.listed_for(top)  # the decision's own list, shared: read here, never changed
    if len(legal) == 1:
        return legal[0]
    start = rng.below(len(legal))  # ties go to a random one of the best
    scores = _scores(state, seat, kind, legal)
    best = max(scores)
    i = scores.index(best)
    if i < start and scores.count(best) > 1:  # a tie: the first best from ``start`` on, going round
        i = next((j for j in range(start, len(scores)) if scores[j] == best), i)
    return legal[i]


def _scores(s: ForGloryState, seat: int, kind: str, legal: list[Action]) -> list[float]:
    """The policy's score of each legal action of the seat's decision of ``kind``."""
    if kind != "take_actions":
        return list(map(_scorer(s, seat, kind), legal))
    # a Machinations turn, the most of a game's choices: its Buys (most of a turn's choices) by
    # the score each keeps for this gap and round
    memo = _turn_memo(s, seat)
    slot = memo.slot
    out = []
    for a in legal:
        score = a.__dict__.get(slot)  # the score kept on the action, if any
        if score is None:
            if a.kind == "buy":
                score = memo.buy_score(s, a)
            else:
                score = _score_machinations(s, seat, a, memo)
                if a.kind in _FIXED_SCORES:
                    a.__dict__[slot] = score
        out.append(score)
    return out


#: the moves of a Machinations turn whose score reads nothing of the position (``_score_machinations``):
#: kept on the action as a Buy's is
_FIXED_SCORES = frozenset({"end_turn", "buyback", "upgrade"})


_CHAMPIONS = {"Flamma": 4, "Verus": 3, "Carpophorus": 2, "Priscus": 1}


def _scorer(s: ForGloryState, seat: int, kind: str) -> Callable[[Action], float]:
    """The policy's score of an action of the seat's decision of ``kind`` (not a Machinations
    turn's: ``_scores``), as a function of the action; what every action's score reads alike
    is worked out once."""
    if kind == "combat_turn":
        return partial(_score_combat, s, seat)
    if kind == "reaction":
        return partial(_score_reaction, s, seat)
    if kind == "attack_target":
        amount = s.attack_of(s.stack[-1].attacker)
        # a buy-back or a free action can wait for the window that follows
        return lambda a: _damage_target_score(s, seat, a.target, amount) if a.kind == "strike" else -1000.0
    if kind == "late_registration":
        return partial(_score_late, s, seat)
    if kind == "draft":
        return lambda a: _CHAMPIONS.get(a.champion, 0)
    if kind == "influence_discard":
        return lambda a: -glad_value(s.d(a.gladiator))
    if kind == "pierce_return":
        return lambda a: 1.0 if a.kind == "pierce" else 0.0
    if kind == "champion_token":
        return lambda a: 1.0 if a.kind == "take_token" else 0.0
    return lambda a: 0.0


def _score_late(s: ForGloryState, seat: int, a: Action) -> float:
    k = a.kind
    if k == "register":
        reserve_cost = len(s.reserve[seat])
        return 20 + glad_value(s.d(a.card)) - _pay_key(s, a)[0] * 0.5 - reserve_cost * 0.2
    if k == "buyback":
        return -1.0
    if k == "use":
        return 5.0
    return 0.0


def _score_machinations(s: ForGloryState, seat: int, a: Action, memo: TurnMemo) -> float:
    k = a.kind
    if k == "buy":  # most of a turn's choices
        score = a.__dict__.get(memo.slot)
        return memo.buy_score(s, a) if score is None else score
    if k == "end_turn":
        return 0.0
    if k == "play":
        card = s.d(a.card)
        if card.type == "patron":
            return 100.0
        if card.type == "scheme":
            target = a.get("target")
            if target is not None and card.abilities[0].effects[0].op == "discard_supply":
                return 5.0
            return 60.0
        if card.type == "gladiator":
            return 40.0 + glad_value(card)
        return 1.0  # a Boast
    if k == "use":
        card = s.d(a.card)
        ab = card.abilities[a.index]
        if ab.exhaust and card.type == "patron":
            if s.required(seat) > memo.influence - card.influence:
                return -10.0
            return 30.0 - _pay_key(s, a)[0]
        return 30.0 - (a.get("coins") or 0) * 2
    if k == "upgrade":
        return 35.0 - _pay_key(s, a)[0] * 0.5
    if k == "reserve":
        return 8.0 - len(s.reserve[seat]) * 3.0
    if k == "buyback":
        return -5.0
    return 0.0


def _score_combat(s: ForGloryState, seat: int, a: Action) -> float:
    k = a.kind
    if k == "attack":
        return 20.0 + s.attack_of(a.gladiator)
    if k == "play" or k == "use":
        card = s.d(a.card)
        if k == "play":
            ab = card.abilities[0]
        else:
            ab = card.abilities[a.index]
        if ab.kind == "free":
            return 15.0
        target = a.get("target")
        total = 0.0
        for e in ab.effects:
            if e.op == "deal_damage":
                total += _damage_target_score(s, seat, target, e.amount) * 0.8
            elif e.op in ("place_blessing", "remove_damage"):
                total += 12.0 if s.owner_of_gladiator(target) == seat else -50.0
            elif e.op == "ready_gladiator":
                total += 10.0 + s.attack_of(target) if s.owner_of_gladiator(target) == seat else -50.0
            elif e.op == "exhaust_gladiator":
                total += (8.0 + _threat(s, target)) if s.owner_of_gladiator(target) != seat else -50.0
            elif e.op == "put_gladiator_from_hand":
                total += 20.0
        if card.type == "patron" and ab.exhaust and s.required(seat) > s.influence(seat) - card.influence:
            total -= 40.0
        return total
    if k == "buyback":
        useful = sum(1 for c in s.reserve[seat] if s.d(c).type in ("tactic", "reaction"))
        return 25.0 if useful and (a.get("coins") or 0) <= 2 else -1.0
    return 0.0  # end_turn


def _score_reaction(s: ForGloryState, seat: int, a: Action) -> float:
    k = a.kind
    if k == "pass":
        return 0.0
    if k == "buyback":
        # worth it only for a Reaction that answers this window (bought back and played at once)
        return -1.0
    card = s.d(a.card)
    ab = card.abilities[0] if k in ("play", "buyback_play") else card.abilities[a.index]
    if ab.kind == "free":
        return -0.5
    if k == "buyback_play":
        return _score_effects(s, seat, a, ab) - 1.0 - (a.get("coins") or 0) * 0.5 - len(s.reserve[seat]) * 0.3
    return _score_effects(s, seat, a, ab)


def _score_effects(s: ForGloryState, seat: int, a: Action, ab) -> float:
    target = a.get("target")
    total = 0.0
    for e in ab.effects:
        if e.op == "prevent_damage":
            mine = s.owner_of_gladiator(target) == seat
            amount = s.assigned.get(target, 0)
            lethal = amount >= _remaining(s, target) + amount
            total += (10.0 + amount * 2 + (20 if lethal else 0)) if mine else -20.0
        elif e.op == "reassign_damage":
            src = a.source
            mine_src = s.owner_of_gladiator(src) == seat
            mine_dst = s.owner_of_gladiator(target) == seat
            if mine_src and not mine_dst:
                total += 15.0 + a.amount * 3 + _damage_target_score(s, seat, target, a.amount) * 0.2
            elif not mine_src and not mine_dst:
                total += -2.0
            else:
                total += -30.0
        elif e.op == "deal_damage":
            total += _damage_target_score(s, seat, target, e.amount) * 0.5
        elif e.op == "place_blessing":
            total += 5.0 if s.owner_of_gladiator(target) == seat else -10.0
    return total


def _power(s: ForGloryState, seat: int) -> float:
    glads = 0.0
    income = 0.0
    for c in s.hand[seat] + s.deck[seat] + s.discard[seat] + s.reserve[seat]:
        card = s.d(c)
        if card.type == "gladiator":
            glads += glad_value(card) * 0.6
        elif card.type == "income":
            income += card.value
        elif card.type in ("tactic", "reaction"):
            glads += 1.0
    arena = sum(max(0.0, glad_value(s.d(g)) - s.damage.get(g, 0)) for g in s.arena[seat])
    arenas = sum(1 for c in s.villa[seat] if s.d(c).type == "arena")
    return 1.0 + arena * 1.5 + glads + income * 0.3 + s.influence(seat) * 1.5 + s.coins[seat] * 0.5 + arenas * 2.0


def _battle_power(s: ForGloryState, seat: int) -> float:
    total = 0.0
    for g in s.arena[seat]:
        left = max(0, s.health_of(g) - s.damage.get(g, 0))
        total += (s.attack_of(g) + 1.0) * (left + 2.0 * s.blessings.get(g, 0)) + (0 if g in s.exhausted else 1.0)
    return total + 0.5 * s.coins[seat] + 0.3 * len(s.reserve[seat])


def evaluate(state: ForGloryState) -> list[float]:
    """Each seat's chance of winning, guessed from its strength. During a battle: what
    it still has standing in the Arena (Attack times Health left). Otherwise: what it has
    in the Arena, what it owns, its Influence, Coin and Arena cards."""
    if state.phase == "combat":
        powers = [_battle_power(state, seat) ** 2 + 0.01 for seat in range(state.n)]
        total = sum(powers)
        if state.round < state.rounds:  # a reward round: blend in the long game
            long = [_power(state, seat) ** 2 for seat in range(state.n)]
            lt = sum(long)
            return [0.6 * p / total + 0.4 * q / lt for p, q in zip(powers, long, strict=True)]
        return [p / total for p in powers]
    powers = [_power(state, seat) ** 2 for seat in range(state.n)]
    total = sum(powers)
    return [p / total for p in powers]


#: a decision kind's share of a level's budget and clock (engine.ai.kit); the rest get 1.0
SHARE = {"take_actions": 0.5, "late_registration": 0.5, "reaction": 0.5, "influence_discard": 0.25,
         "pierce_return": 0.25, "champion_token": 0.25, "draft": 0.5}
#: playouts per decision in ``sim`` for the searching levels (see docs/bots.md)
BUDGETS = {"normal": 48, "hard": 192}
#: decisions a playout takes before the evaluator judges it (a machinations turn is several)
ROLLOUT_DEPTH = 16


#: whether the search compares deck-building moves (``take_actions``). With the hand-written
#: evaluator, 'hard' searching them placed above 'easy' in 6 of 12 seat pairs against 11 of 12
#: leaving them to the heuristic (same seeds, 6 games each); with the fitted evaluator (deck
#: features), 23 of 24 against 21 of 24 for today's 'hard' (docs/reports/forglory/deckbuilding/).
#: On since issue 37's session 9, together with ``FITTED_EVALUATOR`` (docs/bots.md)
SEARCH_DECK_BUILDING = True
#: whether ``ruleset.evaluator()`` is the evaluator fitted on self-play (with deck features): it
#: predicts held-out winners better than ``evaluate`` (top-1 0.707 vs 0.673, docs/evaluators.md)
FITTED_EVALUATOR = True


def rank(state: ForGloryState, legal: list[Action]) -> list[Action]:
    """Every legal action, the policy's best first (progressive widening walks down this);
    of the ways to pay for one card only the policy's favourite, so the search compares
    cards and moves rather than payments. Deck-building: the policy's move alone while
    ``SEARCH_DECK_BUILDING`` is off."""
    decision = state.to_decide()
    seat, kind = decision.seat, decision.kind
    scores = _scores(state, seat, kind, legal)
    scored = sorted(range(len(legal)), key=lambda i: -scores[i])
    if kind == "take_actions" and not SEARCH_DECK_BUILDING:
        return [legal[scored[0]]]
    out, seen = [], set()
    for i in scored:
        a = legal[i]
        what = (a.kind, a.get("card"), a.get("index"), a.get("target"), a.get("gladiator"))
        if what in seen and (a.get("coins") is not None or a.get("income") is not None):
            continue  # another payment for the same move
        seen.add(what)
        out.append(a)
    return out


#: how softly the belief weighting reads the policy's Reaction scores (a lethal blow left
#: unanswered, 34 points below a Parry, makes a world about 70 times less likely)
PASS_TEMPERATURE = 8.0


def likelihood(state: ForGloryState, searcher: int) -> float:
    """Belief weighting (engine.ai.belief): how likely this world makes the passes seen in the
    open Reaction Window. The seats that passed since the last Reaction in it faced the position
    as it stands (a pass changes nothing), so a world that gives one of them a Reaction the
    policy would gladly have played here (a Parry before a lethal blow) explains its pass badly.
    Reads the world's Hands and Reserves, which the searcher drew itself, and the open window."""
    top = state.stack[-1] if state.stack else None
    if top is None or top.t != "window" or not top.passes:
        return 1.0
    weight, n = 1.0, state.n
    for k in range(1, min(top.passes, n - 1) + 1):
        other = (top.seat - k) % n
        if other == searcher:
            continue
        asked = top.copy()
        asked.seat, asked.passes = other, top.passes - k
        options = asked.candidates(state)
        if len(options) > 1:  # (a seat with nothing but a pass is never asked)
            scores = [_score_reaction(state, other, a) for a in options]
            passed = next(i for i, a in enumerate(options) if a.kind == "pass")
            weight *= softmax_share(scores, passed, PASS_TEMPERATURE)
    return weight


def flat_likelihood(state: ForGloryState, searcher: int) -> bool:
    """Whether ``likelihood`` is 1.0 in every determinization of this one's view: no open Reaction
    Window with passes (the stack and its passes are public; the search then builds only the
    world it keeps of its belief pool, engine.ai.belief)."""
    top = state.stack[-1] if state.stack else None
    return top is None or top.t != "window" or not top.passes


def kit(ruleset):
    """For Glory's kit for the one search (engine.ai.kit)."""
    from ..ai.kit import SearchKit
    return SearchKit(policy=heuristic_policy, rank=rank, evaluator=ruleset.evaluator(),
                     rollout_depth=ROLLOUT_DEPTH, budgets=BUDGETS, share=SHARE, likelihood=likelihood,
                     flat_belief=flat_likelihood)
