"""Content as data: counts, and load errors that name the file, the entry and the field."""
from __future__ import annotations

import pytest

from engine.core.errors import ContentError
from engine.spartacus import content as content_module
from engine.spartacus.content import content

from .helpers import RULES


def test_there_are_enough_houses_and_cards_of_every_kind():
    c = content()
    assert len(c.houses) >= 4
    market = c.market
    assert len(market) >= 40
    types = {t: [d for d in market if d.type == t] for t in ("slave", "gladiator", "equipment")}
    assert all(types.values())
    assert {d.kind for d in types["equipment"]} == {"armour", "weapon", "special"}
    assert sum(d.start and d.type == "gladiator" for d in market) >= 4
    assert sum(d.start and d.type == "slave" for d in market) >= 8
    intrigue = [c.card(i) for i in c.intrigue_ids()]
    assert len(intrigue) >= 40
    assert {d.type for d in intrigue} == {"scheme", "reaction", "guard"}
    assert sum(d.type == "guard" for d in intrigue) >= 4, "one face-up guard for each of four houses"
    assert RULES.check_files() == len(c.houses) + len(c.market) + len(c.intrigue) + 1  # and the arena map


def write(tmp_path, name, text):
    (tmp_path / name).write_text(text, encoding="utf-8")


@pytest.mark.parametrize("name,text,words", [
    ("houses.toml", '[[house]]\nname = "H"\ngold = -1\nmarker = "red"\ntext = "t"\n'
     'ability = { effects = [{ op = "gain_gold", amount = 1 }] }\n', ["houses.toml", "house 1 (H)", "'gold'"]),
    ("market.toml", '[[card]]\nname = "C"\ntype = "slave"\nvalue = 1\nattack = 0\ndefence = 1\nspeed = 1\n'
     'text = "t"\n', ["market.toml", "card 1 (C)", "'attack'"]),
    ("intrigue.toml", '[[card]]\nname = "S"\ntype = "scheme"\ninfluence = 1\nvalue = 1\ntarget = false\n'
     'effects = [{ op = "fly", amount = 1 }]\ntext = "t"\n', ["intrigue.toml", "card 1 (S)", "'op'"]),
    ("intrigue.toml", '[[card]]\nname = "S"\ntype = "scheme"\ninfluence = 1\nvalue = 1\ntarget = false\n'
     'effects = [{ op = "steal_gold", amount = 1 }]\ntext = "t"\n', ["intrigue.toml", "card 1 (S)", "'target'"]),
])
def test_a_bad_content_file_is_refused_naming_file_entry_and_field(tmp_path, monkeypatch, name, text, words):
    write(tmp_path, name, text)
    monkeypatch.setattr(content_module, "CONTENT_DIR", tmp_path)
    reader = {"houses.toml": content_module.read_houses, "market.toml": content_module.read_market,
              "intrigue.toml": content_module.read_intrigue}[name]
    with pytest.raises(ContentError) as info:
        reader(name)
    for word in words:
        assert word in str(info.value)


def test_every_text_and_every_common_name_has_its_spanish_twin():
    c = content()
    for entry in c.houses + c.market + c.intrigue:
        assert entry.text_es.strip() and entry.text_es != entry.text, entry.name
        if entry in c.houses or entry in c.intrigue or entry.type == "equipment" or " the " in entry.name:
            assert entry.name_es.strip(), entry.name


@pytest.mark.parametrize("name,text,words", [
    ("houses.toml", '[[house]]\nname = "H"\ngold = 1\nmarker = "red"\ntext = "t"\nname_es = "Casa H"\n'
     'ability = { exhaust = "none", effects = [{ op = "gain_gold", amount = 1 }] }\n', ["houses.toml", "house 1 (H)", "'text_es'",
                                                                     "Spanish"]),
    ("market.toml", '[[card]]\nname = "Tiro the Cook"\ntype = "slave"\nvalue = 1\nattack = 1\ndefence = 1\n'
     'speed = 1\ntext = "t"\ntext_es = "t"\n', ["market.toml", "card 1 (Tiro the Cook)", "'name_es'"]),
    ("intrigue.toml", '[[card]]\nname = "G"\ntype = "guard"\nvalue = 1\ntext = "t"\nname_es = "G"\ntext_es = " "\n',
     ["intrigue.toml", "card 1 (G)", "'text_es'", "empty"]),
])
def test_a_missing_spanish_twin_is_a_content_error_naming_file_and_entry(tmp_path, monkeypatch, name, text, words):
    write(tmp_path, name, text)
    monkeypatch.setattr(content_module, "CONTENT_DIR", tmp_path)
    reader = {"houses.toml": content_module.read_houses, "market.toml": content_module.read_market,
              "intrigue.toml": content_module.read_intrigue}[name]
    with pytest.raises(ContentError) as info:
        reader(name)
    for word in words:
        assert word in str(info.value)
