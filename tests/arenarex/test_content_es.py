"""Arena Rex content in Spanish: every ability's name and text has its Spanish twin, and a
missing twin is a content error naming the file, the model, the ability and the field."""
from __future__ import annotations

import pytest

from engine.arenarex.content import parse_roster, roster, trees
from engine.core.errors import ContentError


def test_every_ability_has_its_spanish_name_and_text():
    for p in roster().values():
        assert len(p.abilities_es) == len(p.abilities), p.id
        for (name, text), (name_es, text_es) in zip(p.abilities, p.abilities_es, strict=True):
            assert name_es.strip() and text_es.strip() and text_es != text, (p.id, name)


MODEL = {"name": "Test", "kind": "gladiator", "ludus": "none", "tree": "brawler", "vitality": "....",
         "base": 30, "mov": 4, "atk": 3, "def": 3, "arm": 0}


@pytest.mark.parametrize("ability,field", [
    ({"name": "Grit", "text": "Stands fast.", "name_es": "Aguante"}, "text_es"),
    ({"name": "Grit", "text": "Stands fast.", "name_es": " ", "text_es": "Aguanta."}, "name_es"),
])
def test_a_missing_spanish_twin_is_a_content_error(ability, field):
    data = {"models": {"test": {**MODEL, "abilities": [ability]}}}
    with pytest.raises(ContentError) as info:
        parse_roster(data, trees(), "roster.toml")
    for word in ("roster.toml", "model 'test'", "ability 'Grit'", f"'{field}'", "Spanish"):
        assert word in str(info.value)


def test_the_rules_summary_speaks_the_language_of_the_window():
    from client import games
    from client.games.arenarex import rules, rules_es
    from engine import i18n

    i18n.set_language("es")
    try:
        summary = games.rules_summary("arenarex")
        assert summary.title == rules_es.TITLE
        assert [len(ps) for _h, ps in summary.sections] == [len(ps) for _h, ps in rules.SECTIONS]
        assert set(rules_es.TERMS) == {term for term, _m in rules.GLOSSARY}
        assert set(rules_es.TERMS.values()) == {term for term, _m in rules_es.GLOSSARY}
    finally:
        i18n.set_language("en")
    assert games.rules_summary("arenarex").title == rules.TITLE
