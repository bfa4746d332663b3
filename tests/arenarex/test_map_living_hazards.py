"""Living hazards declared by a map (object kind ``living_hazard`` in the ``rules`` layer)."""
import pytest

from engine.arenarex import RULESET
from engine.arenarex.geometry import dist
from engine.arenarex.maps import load_arena
from engine.core.errors import ContentError

HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" '
        'renderorder="right-down" width="32" height="32" tilewidth="32" tileheight="32" infinite="0">\n'
        ' <objectgroup id="1" name="rules">\n'
        '  <object id="1" x="32" y="32" width="960" height="960"><properties>'
        '<property name="kind" value="boundary"/></properties><ellipse/></object>\n')
TAIL = ' </objectgroup>\n</map>\n'


def lion_pit(tmp_path, beast="leo", name="lion_pit.tmx"):
    # a 2" ellipse centred at (16, 8) inches
    body = ('  <object id="2" x="480" y="224" width="64" height="64"><properties>'
            '<property name="kind" value="living_hazard"/>'
            f'<property name="beast" value="{beast}"/></properties><ellipse/></object>\n')
    path = tmp_path / name
    path.write_text(HEAD + body + TAIL)
    return str(path)


@pytest.mark.rule("arenarex", "Living Hazard")
def test_a_map_declares_a_living_hazard_that_the_game_sets_loose(tmp_path):
    arena = load_arena(lion_pit(tmp_path))
    assert len(arena.living) == 1 and arena.living_beast(arena.living[0]) == "leo"
    assert arena.living[0].centre() == pytest.approx((16.0, 8.0))
    assert arena.hazards == ()  # the beast is a model, not a terrain hazard
    config = {**RULESET.make_config(2, {}), "map": lion_pit(tmp_path)}
    s = RULESET.new_game(config, 3)
    assert s.living_hazards() == ["lh:leo"] and s.seat_of("lh:leo") is None
    assert dist(s.pos("lh:leo"), (16.0, 8.0)) < 1e-6


def test_a_map_living_hazard_must_name_a_beast(tmp_path):
    with pytest.raises(ContentError, match=r"bad_pit.tmx: object 2: a living hazard needs property beast"):
        load_arena(lion_pit(tmp_path, beast="iason", name="bad_pit.tmx"))
