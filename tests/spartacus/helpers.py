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


def scenario(text: str, seed: int = 1) -> SpartacusState:
    """A game started from a scenario file holding ``text`` (docs/scenarios.md, Spartacus)."""
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "position.toml"
        path.write_text(text, encoding="utf-8")
        config = RULES.scenario_config(str(path), RULES.make_config(3))
    return RULES.new_game(config, seed)


def example(name: str, seed: int = 1) -> SpartacusState:
    """A game started from one of the example files in engine/spartacus/scenarios/."""
    from pathlib import Path

    import engine.spartacus

    path = Path(engine.spartacus.__file__).parent / "scenarios" / f"{name}.toml"
    return RULES.new_game(RULES.scenario_config(str(path), RULES.make_config(3)), seed)


#: three houses with nothing but their gold and influence (a base for short scenario texts)
THREE_HOUSES = """
[[house]]
name = "House Aurelius"
gold = {g0}
influence = {i0}
gladiators = ["Aulus"]
slaves = ["Tiro the Cook", "Ora the Maid"]
hand = []

[[house]]
name = "House Calvisius"
gold = {g1}
influence = {i1}
gladiators = ["Bodua"]
slaves = ["Mela the Weaver", "Silva the Runner"]
hand = []

[[house]]
name = "House Vettius"
gold = {g2}
influence = {i2}
gladiators = ["Cerco"]
slaves = ["Nerissa the Singer", "Gaius the Groom"]
hand = []
"""


def houses(gold=(5, 5, 5), influence=(4, 4, 4)) -> str:
    return THREE_HOUSES.format(g0=gold[0], g1=gold[1], g2=gold[2], i0=influence[0], i1=influence[1],
                               i2=influence[2])
