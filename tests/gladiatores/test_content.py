"""The shipped content: the rulebook's names with our own texts and numbers, checked at load
with errors that name the file, the entry and the field."""
from __future__ import annotations

import shutil

import pytest

from engine.core.errors import ContentError
from engine.gladiatores.content import CONTENT_DIR, FILES, content, load


def test_the_content_holds_what_the_rulebook_names():
    c = content()
    assert len(c.gladiators) >= 8
    kalendio = c.gladiators["Kalendio"]
    assert "trident" in kalendio.weapons and any(a.name == "Entangle" for a in kalendio.abilities)
    assert "Astyanax" in c.gladiators
    for name in ("STRIKE", "THRUST", "CLEAVE", "BASH", "PARRY", "DODGE", "BLOCK", "DISARM", "GRAB", "FEINT"):
        assert name in c.cards
    assert {c.cards[n].type for n in c.cards} == {"attack", "defense", "effect"}
    assert set(c.cards["STRIKE"].breaks) == {"PARRY", "DODGE", "BLOCK"}
    assert {"DISARM", "GRAB"} <= set(c.cards["PARRY"].breaks) and c.cards["DODGE"].breaks == ("FEINT",)
    assert len(c.cards["BASH"].options) == 2
    assert len(c.events) >= 6 and len(c.schools) >= 5 and c.tactics and c.sponsors
    assert {"Ludus Genua", "Ludus Messana", "Ludus Aemilius"} <= set(c.schools)
    assert all(len(g.set) == 9 and len(g.odds) == 5 for g in c.gladiators.values())


@pytest.mark.parametrize("file,old,new,words", [
    ("gladiators.toml", 'name = "Kalendio"\nlife = 6', 'name = "Kalendio"\nlife = -1',
     ["gladiators.toml", "Kalendio", "life"]),
    ("cards.toml", 'breaks = ["FEINT"]', 'breaks = ["FIENT"]', ["cards.toml", "DODGE", "breaks", "FIENT"]),
    ("events.toml", 'first = "large_bronze"', 'first = "large_tin"', ["events.toml", "Ludi Plebeii", "first"]),
    ("extras.toml", 'bonus = {kind = "favour", amount = 2}', 'bonus = {kind = "gold", amount = 2}',
     ["extras.toml", "Ludus Messana", "bonus.kind"]),
])
def test_a_bad_content_file_is_refused_naming_file_entry_and_field(tmp_path, file, old, new, words):
    for name in FILES:
        shutil.copy(CONTENT_DIR / name, tmp_path / name)
    text = (tmp_path / file).read_text(encoding="utf-8")
    assert old in text
    (tmp_path / file).write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load(tmp_path)
    for word in words:
        assert word in str(info.value)
