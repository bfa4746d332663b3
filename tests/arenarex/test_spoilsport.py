"""Spoilsport (Mentulus): an enemy he engages may not choose to spend or earn Favor
(docs/rulings.md, Arena Rex 34)."""
import pytest

from engine.arenarex.content import roster

from .helpers import activate, decide, events_of, go, position, rig
from .test_combat import Y, no_reaction_no_power_no_favor

R = {pid: p.radius for pid, p in roster().items()}


def hermes_attacks_iason(with_mentulus: bool):
    models = [(0, "hermes", (14.0, Y)), (1, "iason", (14.0 + R["hermes"] + R["iason"] + 0.5, Y))]
    if with_mentulus:
        models.append((1, "mentulus", (14.0, Y + R["hermes"] + R["mentulus"] + 0.3)))
    s = activate(position(models, favor=(5, 5)), "0:hermes")
    rig(s, [6] * 5 + [1] * 10)
    evs = go(s, "attack", by="0:hermes", target="1:iason")
    asked = []
    evs += no_reaction_no_power_no_favor(s, asked)
    # the showman tree opens on a Favor box, the only first choice, so it is taken at once
    assert decide(s) == "tree_path" and [e.box for e in events_of(evs, "tree_path_chosen")] == ["a"]
    return s, evs, asked


@pytest.mark.rule("arenarex", "Favor Dice")
def test_spoilsport_denies_favor_dice_and_the_favor_box_to_the_model_mentulus_engages():
    s, evs, asked = hermes_attacks_iason(with_mentulus=True)
    assert ("favor", 0) not in asked       # Hermes may not roll Favor dice
    assert ("favor", 1) in asked           # Iason is Mentulus's friend: he still may
    assert not [e for e in events_of(evs, "favor_gained") if e.why == "favor box"]
    spoil = [e for e in events_of(evs, "ability_used") if e.ability == "Spoilsport"]
    assert spoil and spoil[0].model == "1:mentulus" and spoil[0].target == "0:hermes"


@pytest.mark.rule("arenarex", "Favor Dice")
def test_without_mentulus_the_same_attack_rolls_favor_and_earns_the_box():
    s, evs, asked = hermes_attacks_iason(with_mentulus=False)
    assert ("favor", 0) in asked and ("favor", 1) in asked
    assert [e for e in events_of(evs, "favor_gained") if e.why == "favor box"]
