"""Geometry on pymunk: overlap, swept pushes, paths, toward, engagement, free spots."""
import math
import random

import pytest

from engine.arenarex.geometry import (
    CONTACT_TOL,
    GRID,
    Area,
    Geo,
    base_radius,
    dist,
    edge_gap,
    is_toward,
    round_point,
    within,
)

R30, R40, R60 = base_radius(30), base_radius(40), base_radius(60)


def arena(hazards=()):
    return Geo(Area("boundary", "circle", circle=(16.0, 16.0, 15.0)), list(hazards))


@pytest.mark.rule("arenarex", "Measuring")
def test_distance_is_base_edge_to_base_edge():
    assert base_radius(25.4 * 2) == pytest.approx(1.0)
    assert edge_gap((0, 0), 0.5, (3, 0), 0.5) == pytest.approx(2.0)
    assert within((0, 0), 0.5, (2.0, 0), 0.5, 1.0)
    assert not within((0, 0), 0.5, (2.1, 0), 0.5, 1.0)


@pytest.mark.rule("arenarex", "Pushing")
def test_push_stops_at_first_contact_with_a_base():
    geo = arena()
    geo.place("a", (10.0, 10.0), R30)
    geo.place("b", (10.0 + 2 * R30 + 0.5, 10.0), R30)
    end, hit = geo.push_end((10.0, 10.0), (1.0, 0.0), 1.0, R30, ignore=["a"])
    assert hit is not None and hit.model == "b"
    assert end[0] == pytest.approx(10.5, abs=1e-6)
    assert abs(edge_gap(end, R30, (10 + 2 * R30 + 0.5, 10.0), R30)) <= CONTACT_TOL


@pytest.mark.rule("arenarex", "Pushing")
def test_push_unobstructed_moves_exactly_one_inch():
    geo = arena()
    geo.place("a", (16.0, 16.0), R30)
    end, hit = geo.push_end((16.0, 16.0), (0.6, 0.8), 1.0, R30, ignore=["a"])
    assert hit is None and dist(end, (16.0, 16.0)) == pytest.approx(1.0)


@pytest.mark.rule("arenarex", "Hazard")
def test_push_stops_at_hazard_and_at_the_arena_edge():
    column = Area("hazard", "circle", circle=(12.0, 16.0, 0.75))
    geo = arena([column])
    end, hit = geo.push_end((10.0, 16.0), (1.0, 0.0), 1.0, R30)
    assert hit.area == 0
    assert end[0] == pytest.approx(12.0 - 0.75 - R30, abs=1e-6)
    end, hit = geo.push_end((30.9 - R30, 16.0), (1.0, 0.0), 1.0, R30)
    assert hit.edge and end[0] == pytest.approx(31.0 - R30, abs=0.003)


@pytest.mark.rule("arenarex", "Pushing")
def test_touching_but_separating_is_not_a_hit():
    geo = arena()
    geo.place("b", (10.0 + 2 * R30, 10.0), R30)
    end, hit = geo.push_end((10.0, 10.0), (-1.0, 0.0), 1.0, R30)
    assert hit is None and end[0] == pytest.approx(9.0)
    end, hit = geo.push_end((10.0, 10.0), (1.0, 0.0), 1.0, R30)
    assert hit is not None and hit.alpha == 0.0


@pytest.mark.rule("arenarex", "Pushing")
def test_swept_push_agrees_with_brute_force():
    rng = random.Random(4)
    geo = arena()
    bases = {}
    for i in range(12):
        p = (rng.uniform(6, 26), rng.uniform(6, 26))
        if all(dist(p, q) > 2 * R40 + 0.1 for q in bases.values()):
            bases[f"m{i}"] = p
            geo.place(f"m{i}", p, R30)
    for _ in range(300):
        s = (rng.uniform(6, 26), rng.uniform(6, 26))
        if any(dist(s, q) < 2 * R30 + 0.01 for q in bases.values()):
            continue
        ang = rng.uniform(0, 2 * math.pi)
        d = (math.cos(ang), math.sin(ang))
        end, hit = geo.push_end(s, d, 1.0, R30)
        # brute force: step along the line until first overlap
        t_true = 1.0
        for k in range(1, 2001):
            t = k / 2000
            p = (s[0] + d[0] * t, s[1] + d[1] * t)
            if any(dist(p, q) < 2 * R30 for q in bases.values()) or dist(p, (16.0, 16.0)) + R30 > 15.0:
                t_true = (k - 1) / 2000
                break
        assert dist(s, end) == pytest.approx(t_true, abs=2e-3)


@pytest.mark.rule("arenarex", "Actions")
def test_move_path_cannot_pass_through_bases_but_may_end_in_contact():
    geo = arena()
    geo.place("b", (12.0, 10.0), R30)
    assert not geo.path_clear([(10.0, 10.0), (14.0, 10.0)], R30)
    assert geo.path_clear([(10.0, 10.0), (12.0 - 2 * R30, 10.0)], R30)
    assert geo.path_clear([(10.0, 10.0), (10.0, 12.0), (14.0, 12.0)], R30)
    # a Titan passes through non-Titan models
    assert geo.path_clear([(10.0, 10.0), (14.0, 10.0)], R60, pass_models=["b"])


@pytest.mark.rule("arenarex", "Additional Terms")
def test_toward_and_directly():
    target = (10.0, 0.0)
    assert is_toward((0, 0), (1, 0), target)
    assert is_toward((0, 0), (0.5, 0.5), target)          # toward, not directly
    assert not is_toward((0, 0), (0, 1), target)          # sideways increases distance
    assert not is_toward((0, 0), (-0.5, 0), target)
    assert is_toward((9.5, 0), (10.0, 0), target)


@pytest.mark.rule("arenarex", "Displacement")
def test_free_contact_spots_touch_the_displacer_and_fit():
    column = Area("hazard", "circle", circle=(16.0, 18.0, 0.75))
    geo = arena([column])
    geo.place("nero", (16.0, 16.0), R60)
    geo.place("x", (16.0 - R60 - R30, 16.0), R30)
    spots = geo.free_contact_spots((16.0, 16.0), R60, R30, ignore=["nero"])
    assert spots
    for p in spots:
        assert abs(edge_gap(p, R30, (16.0, 16.0), R60)) <= CONTACT_TOL
        assert not geo.overlaps(p, R30, ignore=["nero"])


@pytest.mark.rule("arenarex", "Measuring")
def test_positions_round_to_the_grid():
    p = round_point((1.23456, -0.0004))
    assert p == (1.235, 0.0)
    assert GRID == 0.001


def test_a_base_taken_out_of_the_space_is_let_go():
    """The arena's space is queried, never stepped: a base removed from it (a model out of play, a
    new base size) must not stay alive in pymunk's keeping until a step that never comes. A long run
    of games kept every removed base before."""
    import gc
    import weakref

    geo = arena()
    gone = []
    for i in range(20):
        geo.place(f"m{i}", (5.0 + i * 0.1, 10.0), R30)
        gone.append(weakref.ref(geo.shapes[f"m{i}"]))
        geo.remove(f"m{i}")
    geo.place("b", (10.0, 10.0), R30)
    geo.place("b", (10.0, 10.0), R40)         # a new base size: a new shape for "b"
    gc.collect()
    assert not [ref for ref in gone if ref() is not None]
    assert geo.models() == ["b"] and geo.touching_models((10.0 + R40 + R30, 10.0), R30) == ["b"]
