"""Helpers for the Gladiatores tests: states, laid-out fights, card lookups, invariants."""
from __future__ import annotations

from engine.core import Action, Rng
from engine.gladiatores.bots import heuristic_policy
from engine.gladiatores.cards import all_card_ids, common_ids, name_of, set_ids
from engine.gladiatores.content import DECKS
from engine.gladiatores.ruleset import GladiatoresRuleset
from engine.gladiatores.scenario import validate

RULES = GladiatoresRuleset()


def new(seats: int = 3, seed: int = 1, **options):
    return RULES.new_game(RULES.make_config(seats, {k: str(v).lower() for k, v in options.items()}), seed)


def act(state, kind, **params):
    return state.apply(Action.make(kind, **params))


def types(events):
    return [e.type for e in events]


def kinds(state):
    return sorted({a.kind for a in state.legal_actions()})


def play(state, until, seed: int = 0, limit: int = 5000):
    """Play the heuristic (with its seeded noise) until ``until(state)`` holds; returns the events."""
    rng, events = Rng(seed, stream=11), []
    for _ in range(limit):
        if until(state):
            return events
        events += state.apply(heuristic_policy(state, rng))
    raise AssertionError("the condition never came")


def give(state, seat, names):
    """Replace ``seat``'s hand by common cards of these names (the old hand goes back to the decks)."""
    for card in state.hand[seat]:
        if card.startswith("c"):
            state.decks[_deck(card)].append(card)
    state.hand[seat] = []
    for name in names:
        for deck in DECKS:
            found = next((c for c in state.decks[deck] if name_of(c) == name), None)
            if found:
                state.decks[deck].remove(found)
                state.hand[seat].append(found)
                break
        else:
            raise AssertionError(f"no {name} left in the decks")


def _deck(card):
    return next(d for d, ids in common_ids().items() if card in ids)


def fight(glads, hands, seed: int = 1, **options):
    """A quickplay fight at its first turn, from scenario data: seat i fights with ``glads[i]``
    at Turn Order i+1 holding ``hands[i]`` (card names), no favour yet, seat 0 active."""
    options = {"mode": "quickplay", **{k: str(v).lower() for k, v in options.items()}}
    data = {"phase": "combat", "active": 0, "seat": [
        {"gladiator": glad, "turn_order": i + 1, "hand": list(hand), "favour": 0}
        for i, (glad, hand) in enumerate(zip(glads, hands, strict=True))]}
    config = RULES.make_config(len(glads), options)
    validate(data, config)
    return RULES.new_game({**config, "scenario": data}, seed)


def names(state, seat):
    return sorted(name_of(c) for c in state.hand[seat])


def cards_accounted(state) -> bool:
    """Every common card in exactly one place; every fighting gladiator's set cards too."""
    places = [c for d in DECKS for c in state.decks[d]] + state.discard + [c for c, _, _ in state.pile] + \
        [c for hand in state.hand for c in hand] + state.set_used
    common = sorted(c for c in places if c.startswith("c"))
    if common != sorted(c for ids in common_ids().values() for c in ids):
        return False
    sets = sorted(c for c in places if c.startswith("g"))
    expected = sorted(c for g in state.glad if g is not None and state.phase not in ("bid", "take_free")
                      and not state.quick for c in set_ids(g))
    return sets == expected and set(places) <= set(all_card_ids())


SCENARIOS = __import__("pathlib").Path(__file__).resolve().parents[2] / "engine" / "gladiatores" / "scenarios"


def scenario(source: str, tmp_path=None, seed: int = 1, **config):
    """A game at a scenario file's position: an example's name (``combat_example``) or, with
    ``tmp_path``, the TOML text of a file written there. ``config`` are option strings."""
    if tmp_path is None:
        path = SCENARIOS / f"{source}.toml"
    else:
        path = tmp_path / "scenario.toml"
        path.write_text(source, encoding="utf-8")
    return RULES.new_game(RULES.scenario_config(str(path), dict(config)), seed)
