"""Mid-game scenario files for Arena Rex."""
from pathlib import Path

import pytest

from engine.arenarex import RULESET
from engine.core.errors import ContentError

HERE = Path(__file__).resolve().parent


@pytest.mark.rule("arenarex", "Turn Structure")
def test_a_scenario_file_starts_a_game_at_that_position():
    config = RULESET.scenario_config(str(HERE / "positions" / "noxius_iason.toml"), RULESET.make_config(2, {}))
    s = RULESET.new_game(config, 5)
    d = s.to_decide()
    assert d.seat == 0
    assert s.pos("0:noxius") == (14.0, 24.0) and s.models["1:hroka"]["fat"] == 1
    again = RULESET.new_game(config, 5)
    assert again.digest() == s.digest()


def test_a_bad_scenario_file_names_the_entry_and_field(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('[[model]]\nseat = 0\nmodel = "spartacus"\nat = [1.0, 1.0]\n')
    with pytest.raises(ContentError, match=r"bad.toml: model 1: field 'model'"):
        RULESET.scenario_config(str(bad), RULESET.make_config(2, {}))
    bad.write_text('[[model]]\nseat = 0\nmodel = "iason"\nat = [16.0, 16.0]\n'
                   '[[model]]\nseat = 1\nmodel = "hroka"\nat = [20.0, 20.0]\n')
    with pytest.raises(ContentError, match="does not fit"):
        RULESET.scenario_config(str(bad), RULESET.make_config(2, {}))
