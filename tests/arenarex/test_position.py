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


@pytest.mark.rule("arenarex", "Vinculi")
@pytest.mark.parametrize("name", ["vinculi", "damnatio"])
def test_a_scenario_file_of_a_scenario_with_condemned_gladiators_plays(name):
    from engine.ai import RandomBot
    from engine.play.match import play_match
    config = RULESET.scenario_config(str(HERE / "positions" / f"{name}.toml"), RULESET.make_config(2, {}))
    s = RULESET.new_game(config, 3)
    condemned = s.scen["condemned"]
    assert all(s.models[m]["chain"] for m in condemned.values())
    match = play_match(RULESET, config, 3, [RandomBot(), RandomBot()])
    assert match.result is not None


@pytest.mark.rule("arenarex", "Damnatio")
def test_sim_runs_a_damnatio_scenario_file(capsys):
    from cli import run
    assert run(["sim", "--game", "arenarex", "--scenario", str(HERE / "positions" / "damnatio.toml")]) == 0
    assert "1 games in" in capsys.readouterr().out


def test_a_scenario_file_without_its_condemned_is_refused(tmp_path):
    bad = tmp_path / "bad.toml"
    text = (HERE / "positions" / "vinculi.toml").read_text().replace("condemned = true", "")
    bad.write_text(text)
    with pytest.raises(ContentError, match=r"bad.toml: field 'condemned'"):
        RULESET.scenario_config(str(bad), RULESET.make_config(2, {}))


def test_the_observation_says_what_a_view_needs_without_the_rules():
    """Each base (where, how big, how far it moves), the fixed distances, the attack in hand."""
    from engine.arenarex.content import roster

    from .helpers import A, activate, position, rig
    s = position([(0, "noxius", (14.0, 24.0)), (1, "iason", (15.878, 24.0)), (1, "hroka", (20.0, 28.0))])
    activate(s, "0:noxius")
    rig(s, [6, 6, 6, 6, 6] + [1, 1, 1])
    s.apply(A("attack", by="0:noxius", target="1:iason", also=None))
    obs = s.observation(1)
    m = obs["models"]["0:noxius"]
    assert m["at"] == [14.0, 24.0] and m["radius"] == roster()["noxius"].radius and m["mov"] == roster()["noxius"].mov
    assert obs["distances"] == {"engagement": 1.0, "follow_up": 1.0, "reposition": 3.0, "path_points": 8}
    assert obs["attack"]["attacker"] == "0:noxius" and obs["attack"]["defender"] == "1:iason"
    assert obs["attack"]["tree"] == roster()["noxius"].tree
