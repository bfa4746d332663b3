"""Every event an Arena Rex game produces reads as player words in the log."""
import pytest

from client.games.arenarex.words import ArenaWords
from engine.arenarex import RULESET
from engine.arenarex.scenarios import SCENARIOS
from engine.core.rng import Rng
from engine.core.values import Event


def events_of_random_games():
    out = {}
    for scenario in SCENARIOS:
        for seed, extra in ((1, {"living_hazards": "2", "cohort": "5"}), (2, {"living_hazards": "1"})):
            state = RULESET.new_game(RULESET.make_config(2, {"scenario": scenario, **extra}), seed)
            rng = Rng(seed, 7)
            while state.to_decide() is not None:
                for e in state.apply(rng.choice(state.legal_actions())):
                    out.setdefault(e.type, (e, state.observation(None)["models"]))
    return out


def test_every_event_type_a_game_produces_has_words():
    seen = events_of_random_games()
    assert {"wild", "attack_declared", "pushed"} <= set(seen)
    missing = []
    for kind, (event, models) in sorted(seen.items()):
        if ArenaWords(["Red", "Blue"], models).text(event) is None:
            missing.append(kind)
    assert missing == []


def test_a_wild_attack_reads_as_words_not_fields():
    words = ArenaWords(["Red", "Blue"], {"1:acerbus_i": {"p": "acerbus_i"}, "0:hermes": {"p": "hermes"}})
    line = words.sentence(Event.make("wild", rule="Beasts", model="1:acerbus_i", target="0:hermes", tied=1))
    assert "Acerbus" in line and "Hermes" in line
    assert "=" not in line and ":" not in line.split(" — ")[0] and "acerbus_i" not in line


@pytest.mark.parametrize("kind", ["living_hazard_triggered", "round_started"])
def test_other_rare_events_have_words(kind):
    words = ArenaWords(["Red", "Blue"], {"lh:leo": {"p": "leo"}, "0:hermes": {"p": "hermes"}})
    assert words.text(Event.make(kind, rule="", model="lh:leo", target="0:hermes", round=2)) is not None
