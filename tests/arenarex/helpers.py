"""Shared helpers for Arena Rex tests: random games and hand-built positions."""
from __future__ import annotations

from engine.arenarex import RULESET
from engine.arenarex.state import ArenaRexState
from engine.core.flow import Frame
from engine.core.rng import Rng
from engine.core.values import Action

A = Action.make


def frame(t, **fields):
    """A frame of kind ``t`` (as saved: "start", "act", "repos" ...)."""
    return Frame.KINDS["arenarex"][t](**fields)


def play_random(config: dict, seed: int, on_step=None, max_steps: int = 5000):
    state = RULESET.new_game(RULESET.make_config(2, config), seed)
    rng = Rng(seed, 99)
    actions = []
    events = []
    while state.to_decide() is not None and len(actions) < max_steps:
        action = rng.choice(state.legal_actions())
        evs = state.apply(action)
        actions.append(action)
        events.append(evs)
        if on_step is not None:
            on_step(state, action, evs)
    return state, actions, events


def position(models, scenario="munus", map_name="colosseum", favor=(3, 3), active=0, benefits=(None, None)):
    """A hand-built position in the middle of a turn.

    ``models``: list of (seat, profile id, (x, y)) or (seat, pid, (x, y), {extra fields}).
    Returns the state with a 'turn' frame for ``active`` on top.
    """
    s = ArenaRexState({"seats": 2, "scenario": scenario, "map": map_name, "cohort": "3", "living_hazards": "0"}, 1)
    s.init_empty(scenario, map_name)
    for entry in models:
        seat, pid, pos = entry[:3]
        mid = s.add_model(seat, pid, pos)
        if len(entry) > 3:
            s.models[mid].update(entry[3])
    s.favor = list(favor)
    s.benefits = list(benefits)
    s.active = active
    s.turn_no = 1
    s.scen["started"] = True
    s.stack = [frame("turn", seat=active)]
    return s


def activate(s, mid):
    """Put ``mid`` in its activation directly (skipping the turn decision)."""
    s.stack = [frame("act", model=mid, moved=False, rest=False, attacks=0)]
    s.active = s.seat_of(mid)
    return s


def events_of(evs, type_):
    return [e for e in evs if e.type == type_]


def decide(s):
    d = s.to_decide()
    return None if d is None else d.kind


class Dice:
    """Scripted dice for rules tests: die() returns the given values in order."""

    def __init__(self, values, below=0):
        self.values = list(values)
        self.below_value = below

    def die(self, sides=6):
        if not self.values:
            raise AssertionError("the test ran out of scripted dice")
        return self.values.pop(0)

    def below(self, n):
        return min(self.below_value, n - 1)

    def copy(self):
        return Dice(self.values, self.below_value)

    def to_json(self):
        return [0, 1]


def rig(s, values, below=0):
    s.rng = Dice(values, below)
    return s


def go(s, kind, **params):
    return s.apply(A(kind, **params))
