"""Invariants over seeded random games, checked from the state and the events."""
import math

import pytest

from engine.arenarex import RULESET
from engine.arenarex.geometry import CONTACT_TOL, dist, edge_gap
from engine.core.errors import IllegalAction
from engine.core.values import Action

from .helpers import play_random

CONFIGS = [
    ({"scenario": "munus", "map": "colosseum"}, 1),
    ({"scenario": "munus", "map": "ring_of_fire", "cohort": "5", "living_hazards": "1"}, 2),
    ({"scenario": "primus_superiorum", "map": "chain_pillar", "cohort": "4"}, 3),
    ({"scenario": "venatio", "map": "colosseum"}, 4),
    ({"scenario": "damnatio", "map": "chain_pillar"}, 5),
    ({"scenario": "vinculi", "map": "ring_of_fire", "cohort": "4"}, 6),
    ({"scenario": "duellum", "map": "colosseum", "cohort": "4"}, 7),
    ({"scenario": "geminae", "map": "chain_pillar", "living_hazards": "2"}, 8),
]


def check_geometry(state):
    geo = state.geo()
    bodies = [m for m in state.all_in_play() if state.body(m) == m]
    for i, a in enumerate(bodies):
        pa, ra = state.pos(a), state.radius(a)
        assert geo.inside_arena(pa, ra), f"{a} outside the arena at {pa}"
        assert not [h for h in geo.overlaps(pa, ra, ignore=state.pair(a), models=False)], f"{a} overlaps a hazard"
        for b in bodies[i + 1:]:
            assert edge_gap(pa, ra, state.pos(b), state.radius(b)) >= -CONTACT_TOL, f"{a} overlaps {b}"
    for mid, m in state.models.items():
        assert 0 <= m["fat"] <= 2
        if not m["out"] and m["pos"] is None and not m["mounted"]:
            assert m.get("reserve") or state.to_decide() is not None and state.to_decide().kind in (
                "deploy", "first_player", "duellum_pick", "place", "displace_order"), f"{mid} lost"


def check_events(state, evs):
    for e in evs:
        if e.type == "pushed":
            assert not (state.prof(e.model).kind == "titan" and not e.resisted), "a Titan was pushed"
            if e.resisted:
                assert list(e.get("from")) == list(e.to)
                continue
            d = dist(e.get("from"), e.to)
            if e.stopped_by is None:
                assert d == pytest.approx(1.0, abs=0.002)
            else:
                assert d <= 1.0 + 0.002
            if d > 0.01:
                # directly away from the attacker
                ax, ay = e.by_at
                fx, fy = e.get("from")
                tx, ty = e.to
                ux, uy = fx - ax, fy - ay
                vx, vy = tx - fx, ty - fy
                cos = (ux * vx + uy * vy) / (math.hypot(ux, uy) * math.hypot(vx, vy))
                assert cos > 0.999
        if e.type == "shifted":
            assert not (state.prof(e.model).kind == "titan" and not e.resisted), "a Titan was shifted"
        if e.type == "fatigue_changed":
            assert 0 <= e.new <= 2


@pytest.mark.rule("arenarex", "Pushing")
@pytest.mark.parametrize("config,seed", CONFIGS)
def test_random_games_keep_the_invariants(config, seed):
    def step(state, action, evs):
        check_geometry(state)
        check_events(state, evs)

    state, actions, _ = play_random(config, seed, step)
    assert state.result() is not None
    # replay: same seed and actions give the same digest
    again = RULESET.new_game(RULESET.make_config(2, config), seed)
    for a in actions:
        again.apply(a)
    assert again.digest() == state.digest()


@pytest.mark.rule("arenarex", "Measuring")
def test_clone_json_and_illegal_actions_change_nothing():
    seen = {"n": 0}
    bogus = [Action.make("move", path=[[100.0, 100.0]]), Action.make("teleport"), Action.make("attack", by="x", target="y"),
             Action.make("follow_up", to=[0.0, 0.0]), Action.make("deploy", model="0:nobody", at=[1.0, 1.0])]

    def step(state, action, evs):
        seen["n"] += 1
        if seen["n"] % 7:
            return
        before = state.digest()
        c = state.clone()
        assert c.digest() == before and c == state
        j = type(state).from_json(state.to_json())
        assert j.digest() == before
        if state.to_decide() is not None:
            assert c.legal_actions() == state.legal_actions()
            for b in bogus:
                if b in state.legal_actions():
                    continue
                with pytest.raises(IllegalAction):
                    state.apply(b)
                assert state.digest() == before
        for seat in (0, 1, None):
            obs = state.observation(seat)
            assert isinstance(obs, dict)

    play_random({"scenario": "munus", "map": "chain_pillar", "cohort": "4"}, 11, step)


@pytest.mark.rule("arenarex", "Fatigue Levels")
def test_positions_are_on_the_grid_after_every_action():
    def step(state, action, evs):
        for m in state.models.values():
            if m["pos"] is not None:
                for v in m["pos"]:
                    assert round(v, 3) == v

    play_random({"scenario": "munus", "map": "colosseum"}, 12, step)


@pytest.mark.rule("arenarex", "Actions")
def test_perft_pins_of_legal_action_counts():
    """A change to legality or to the candidate generator shows up here as a changed number."""
    from .helpers import activate, position
    s = position([(0, "noxius", (14.0, 24.0)), (1, "iason", (15.878, 24.0)), (1, "hroka", (20.0, 28.0)),
                  (0, "frigge", (10.0, 26.0))])
    activate(s, "0:noxius")
    acts = s.legal_actions()
    assert len(acts) == 9
    assert sum(a.kind == "attack" for a in acts) == 1 and sum(a.kind == "end" for a in acts) == 1
    g = RULESET.new_game(RULESET.make_config(2, {}), 1)
    assert g.to_decide().kind == "first_player" and len(g.legal_actions()) == 2
    g.apply(g.legal_actions()[0])
    assert g.to_decide().kind == "deploy" and len(g.legal_actions()) == 6


@pytest.mark.rule("arenarex", "Reactions")
@pytest.mark.parametrize("config,seed", CONFIGS[:5])
def test_every_listed_action_passes_check(config, seed):
    """The legal list offers only what ``check`` accepts (a listed Stall once was refused, so an
    'easy' seat could pick an illegal move): every action of every decision of a seeded random game."""
    from engine.core import Rng

    state = RULESET.new_game(RULESET.make_config(2, config), seed)
    rng = Rng(seed, 98)
    while state.to_decide() is not None and state.decisions_made < 5000:
        legal = state.legal_actions()
        refused = [a for a in legal if not state.accepts(a)]
        assert not refused, f"decision {state.decisions_made}: listed but refused: {refused[:3]}"
        state.apply(rng.choice(legal))
    assert state.result() is not None
