"""Helpers for the Spartacus tests: new games, and driving a game to a given step."""
from __future__ import annotations

from engine.core import Action, Rng
from engine.spartacus.content import content
from engine.spartacus.ruleset import SpartacusRuleset
from engine.spartacus.state import SpartacusState

RULES = SpartacusRuleset()


def new_game(seats: int = 3, seed: int = 1, variant: str = "standard") -> SpartacusState:
    """A game past the choice of houses (each seat takes the first house left)."""
    state = RULES.new_game(RULES.make_config(seats, {"variant": variant}), seed)
    while state.step == "house":
        state.apply(state.legal_actions()[0])
    return state


def quiet(state, rng: Rng) -> Action:
    """A choice that changes as little as it can: pass, end the turn, accept nothing, bid 0."""
    legal = state.legal_actions()
    for kind in ("pass", "end_turn", "decline", "abandon", "pay", "done", "accept", "hold", "break_promise"):
        for action in legal:
            if action.kind == kind:
                return action
    if state.step in ("bid", "bet"):
        return legal[0]
    return rng.choice(legal)


def drive(state, until, chooser=quiet, seed: int = 0, limit: int = 5000):
    """Play ``chooser`` until ``until(state)``; returns every event on the way."""
    rng = Rng(seed, 11)
    events = []
    for _ in range(limit):
        if until(state):
            return events
        assert state.to_decide() is not None, "the game ended before the step was reached"
        events += state.apply(chooser(state, rng))
    raise AssertionError("step not reached")


def card_named(name: str, deck: str = "market") -> str:
    c = content()
    ids = c.market_ids() if deck == "market" else c.intrigue_ids()
    return next(i for i in ids if c.card(i).name == name)


def give(state, seat: int, card: str) -> None:
    """Put an asset card on ``seat``'s table, wherever it was."""
    for pile in (state.market_deck, state.market_discard, state.intrigue_deck, state.intrigue_discard,
                 *state.hands):
        if card in pile:
            pile.remove(card)
    state.owner[card] = seat


def to_hand(state, seat: int, card: str) -> None:
    for pile in (state.intrigue_deck, state.intrigue_discard, *state.hands):
        if card in pile:
            pile.remove(card)
    state.owner.pop(card, None)
    state.hands[seat].append(card)
