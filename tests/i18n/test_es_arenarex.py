"""Arena Rex in Spanish: the cohort builder and the arena's scenes drawn with the Spanish render probe
on show no English and no label out of its box, and the cohort refusals read as player words."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine.core import ConfigError, registry  # noqa: E402
from tests.i18n.game_words import own_problems  # noqa: E402
from tests.i18n.probe import spanish_probe  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]

#: the pictures of tools/screenshots_arenarex.py drawn here (the slow seed searches are left to the tool)
SCENES = ("builder", "battle", "move", "dice", "tree", "push-warning", "end-confirm", "own-target")


def names() -> tuple[str, ...]:
    """What reads the same in Spanish: the models, the players of the pictures, the Ludus names."""
    from client.games.arenarex.panel import LUDUS_NAME
    from engine.arenarex.content import roster

    return tuple({p.name for p in roster().values()} | set(LUDUS_NAME.values())
                 | {"Livia", "Marcus", "Bot 2", "Munus"})


def test_every_arenarex_scene_in_spanish_shows_no_english_and_no_overflow(tmp_path, monkeypatch):
    """The builder (a refused start, a model's card), mid-battle, a refused drag, the dice, a damage-tree
    choice, a push that will not move, the end-activation confirm box and an attack on one's own model."""
    sys.path.insert(0, str(ROOT / "tools"))
    import screenshots_arenarex as shots

    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path / "data"))
    with spanish_probe(allow=names()) as probe:
        written = shots.write_screenshots(tmp_path / "shots", "es", only=set(SCENES))
    assert sorted(p.name for p in written) == sorted(f"es-arenarex-{name}.png" for name in SCENES)
    seen = " ".join(probe.seen)
    assert "Empezar la batalla" in seen and "Terminar la activación" in seen  # the Spanish builder and arena
    assert own_problems(probe, "arenarex", names()) == []


@pytest.mark.rule("arenarex", "Venatio")
def test_a_refused_cohort_names_the_side_not_the_option_key(spanish):
    """A Venatio with beasts on the first side is refused in player words, in Spanish."""
    from client.games.arenarex.reword import reword

    ruleset = registry.get("arenarex")
    with pytest.raises(ConfigError) as refused:
        ruleset.make_config(2, {"scenario": "venatio", "cohort": "3", "cohort_0": "thoth,hroka,ur_kek",
                                "cohort_1": "hermes,iason,mentulus"})
    text = reword(str(refused.value))
    assert "cohort_0" not in str(refused.value) and "cohort_1" not in str(refused.value)
    assert text.startswith("Venatio: la cohorte del primer bando")
