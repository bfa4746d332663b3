"""Content files: counts, the cards the rulebook names, and load-time validation."""
from __future__ import annotations

import shutil

import pytest

from engine.core import ConfigError, ContentError
from engine.forglory import RULESET
from engine.forglory.content import CONTENT, CONTENT_DIR, SUPPLY_DECKS, load
from engine.forglory.scenario import read

NAMED = {"Pierce": ("tactic", 1), "Counterattack": ("reaction", None), "Evade": ("reaction", 7),
         "Praetor": ("patron", None), "Aedile": ("patron", None), "Treacherous Augur": ("patron", None),
         "Unscrupulous Consul": ("patron", None), "Crooked Senator": ("patron", None),
         "Vestalis": ("patron", None), "Shady Dealings": ("income", None), "Business as Usual": ("income", None),
         "Hoplomachus": ("gladiator", None), "Samnite": ("gladiator", None), "Spiculus": ("gladiator", None),
         "Arbelas": ("gladiator", None), "Gallus": ("gladiator", None), "Cestus": ("gladiator", None),
         "Andabata": ("gladiator", None)}


def test_supply_decks_are_big_and_varied():
    types = set()
    for deck in SUPPLY_DECKS:
        cards = CONTENT.supply(deck)
        assert len(cards) >= 30 and len(set(cards)) >= 12
        types |= {CONTENT.cards[n].type for n in cards}
    assert types == {"income", "patron", "gladiator", "scheme", "tactic", "reaction"}
    assert len(CONTENT.arenas) >= 12 and {"Casinum", "Falcon Nest"} <= set(CONTENT.arenas)
    assert len(CONTENT.champions) == 4 and all(len(v) == 5 for v in CONTENT.champions.values())
    assert len(CONTENT.boasts[3]) + len(CONTENT.boasts[4]) == 10
    assert len(CONTENT.starting) == 4
    blessers = [c for c in CONTENT.cards.values()
                if any(e.op == "place_blessing" for a in c.abilities for e in a.effects)]
    assert len(blessers) >= 3


def test_the_cards_the_rulebook_names():
    for name, (ctype, cost) in NAMED.items():
        card = CONTENT.cards[name]
        assert card.type == ctype
        if cost is not None:
            assert card.cost == cost
    assert CONTENT.cards["Samnite"].health == 3
    assert CONTENT.cards["Shady Dealings"].value == 3 and CONTENT.cards["Business as Usual"].value == 1
    assert [e.op for e in CONTENT.cards["Pierce"].abilities[0].effects] == ["deal_damage", "return_if_defeated"]
    assert CONTENT.cards["Counterattack"].abilities[0].effects[0].amount == 3
    for g in (c for c in CONTENT.cards.values() if c.type == "gladiator"):
        assert g.health >= 1 and g.attack >= 1 and g.agility >= 1 and g.bloodlust >= 1


def test_a_broken_content_file_names_file_entry_and_field(tmp_path):
    for f in CONTENT_DIR.glob("*.toml"):
        shutil.copy(f, tmp_path / f.name)
    text = (tmp_path / "cards.toml").read_text().replace('name = "Samnite"\ntype = "gladiator"',
                                                        'name = "Samnite"\ntype = "warrior"')
    (tmp_path / "cards.toml").write_text(text)
    with pytest.raises(ContentError) as info:
        load(tmp_path)
    assert "cards.toml" in str(info.value) and "'Samnite'" in str(info.value) and "'type'" in str(info.value)


@pytest.mark.rule("forglory", "Damage")
def test_only_a_lasting_condition_may_follow_damage_in_an_ability(tmp_path):
    """Damage an ability deals opens its window after all its effects (ruling 3): content where
    another effect follows the Damage would reorder the book, so it is refused."""
    for f in CONTENT_DIR.glob("*.toml"):
        shutil.copy(f, tmp_path / f.name)
    old = '{op = "deal_damage", amount = 1, target = "gladiator"}, {op = "return_if_defeated", amount = 2}'
    text = (tmp_path / "cards.toml").read_text()
    assert old in text
    (tmp_path / "cards.toml").write_text(text.replace(old, old.replace("return_if_defeated", "draw")))
    with pytest.raises(ContentError) as info:
        load(tmp_path)
    assert "'Pierce'" in str(info.value) and "follow Damage" in str(info.value)


def test_a_broken_scenario_is_refused_with_its_field(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('phase = "combat"\n[[seat]]\narena = ["Samnite", "Praetor"]\n[[seat]]\n[[seat]]\n')
    with pytest.raises(ContentError) as info:
        read(path)
    assert "bad.toml" in str(info.value) and "seat 0" in str(info.value) and "arena[1]" in str(info.value)
    good = CONTENT_DIR.parent / "scenarios" / "samnite_defeated.toml"
    config = RULESET.scenario_config(str(good), RULESET.make_config(3))
    state = RULESET.new_game(config, 7)
    assert state.to_decide().kind == "combat_turn"
    with pytest.raises(ConfigError):
        RULESET.scenario_config(str(good), RULESET.make_config(4))
