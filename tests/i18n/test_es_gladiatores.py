"""Gladiatores: Blood for Roses in Spanish: every scene of the game drawn with the Spanish render
probe on, the content's Spanish texts, and the words that count (issue 27)."""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine import i18n  # noqa: E402
from engine.core import ContentError, Event, registry  # noqa: E402
from tests.i18n.game_words import own_problems  # noqa: E402
from tests.i18n.probe import spanish_probe  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))



def name_parts() -> tuple[str, ...]:
    """The content's proper names and the runs of their words a wrapped log line may split them into
    ("Ludus" / "Capua"): names read the same in Spanish."""
    from client.games.gladiatores.text import WORDED
    from engine.gladiatores.content import content

    c = content()   # the names with a Spanish title of their own (combat cards, Tactics, ...) are no names here
    names = [n for group in (c.cards, c.gladiators, c.events, c.tactics, c.sponsors, c.schools) for n in group]
    names += [a.name for g in c.gladiators.values() for a in g.abilities]
    names = [n for n in names if n not in WORDED]
    parts = set()
    for name in names:
        words = name.split()
        parts.update(" ".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, len(words) + 1))
    return tuple(sorted(parts - {"of", "the", "to", "On"}))


def test_every_gladiatores_scene_in_spanish_shows_no_english_and_no_overflow(tmp_path, monkeypatch):
    """Setup, the market with the viewer outbid, betting, Tactics, a combat exchange, the discard
    question, a quickplay draw, the event summary, the hand-off, the results and the rules summary
    (tools/screenshots_gladiatores.py's scenes), all in Spanish."""
    import screenshots_gladiatores as shots

    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path / "data"))
    names = shots.NAMES + tuple(entry.title for entry in registry.CATALOGUE) + name_parts()
    with spanish_probe(allow=names) as probe:
        written = shots.write_screenshots(tmp_path / "shots", "es")
    assert tmp_path / "shots" / "es-gladiatores-combat.png" in written
    assert "Rueda de la Gloria" in " ".join(probe.seen)  # the probe did see the Spanish table
    assert own_problems(probe, "gladiatores", names) == []


def test_every_content_text_has_its_spanish_twin():
    from engine.gladiatores.content import content

    c = content()
    texts = [(card.name, card.text, card.text_es) for card in c.cards.values()]
    texts += [(card.name, o.label, o.label_es) for card in c.cards.values() for o in card.options if o.label]
    texts += [(g.name, g.text, g.text_es) for g in c.gladiators.values()]
    texts += [(a.name, a.text, a.text_es) for g in c.gladiators.values() for a in g.abilities]
    texts += [(n.name, n.text, n.text_es) for group in (c.tactics, c.sponsors, c.schools) for n in group.values()]
    assert len(texts) >= 50
    for name, english, spanish in texts:
        assert spanish.strip() and spanish != english, name


@pytest.mark.parametrize("file,entry,line", [("cards.toml", "STRIKE", "text_es = "),
                                             ("extras.toml", "Rally", "text_es = ")])
def test_a_missing_spanish_text_is_a_content_error_naming_file_entry_and_field(tmp_path, file, entry, line):
    from engine.gladiatores import content

    folder = tmp_path / "content"
    shutil.copytree(content.CONTENT_DIR, folder)
    path = folder / file
    lines = path.read_text(encoding="utf-8").split("\n")
    start = lines.index(f'name = "{entry}"')
    twin = next(i for i in range(start, len(lines)) if lines[i].startswith(line))
    path.write_text("\n".join(lines[:twin] + lines[twin + 1:]), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        content.load(folder)
    assert file in str(info.value) and f"'{entry}'" in str(info.value) and "text_es" in str(info.value)


def test_a_missing_spanish_ability_text_names_its_place(tmp_path):
    from engine.gladiatores import content

    folder = tmp_path / "content"
    shutil.copytree(content.CONTENT_DIR, folder)
    path = folder / "gladiators.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index('name = "Entangle"')
    cut = text.index(", text_es = ", start)
    end = text.index('"', text.index('"', cut + len(", text_es = ")) + 1)
    path.write_text(text[:cut] + text[end + 1:], encoding="utf-8")
    with pytest.raises(ContentError) as info:
        content.load(folder)
    assert "'Kalendio'" in str(info.value) and "abilities[0].text_es" in str(info.value)


def test_the_window_shows_content_in_the_chosen_language():
    from client.games.gladiatores.text import card_text, gladiator_text

    english = card_text("STRIKE")
    assert "A straight blow." in english
    i18n.set_language("es")
    try:
        spanish, fighter = card_text("STRIKE"), gladiator_text("Kalendio")
    finally:
        i18n.set_language("en")
    assert "Un golpe directo." in spanish and "carta de Ataque" in spanish
    assert "reciario" in fighter and "tridente" in fighter and "Enredar" in fighter and "Entangle" not in fighter  # the ability named in Spanish (issue 39)
    assert card_text("STRIKE") == english  # at once, both ways


def test_log_sentences_agree_in_spanish(spanish):
    from client.games.gladiatores.text import Words

    me = Words(["Livia", "Marcus"], None, 0)
    assert me.sentence(Event.make("wounded", seat=1, wounds=1, life=3)) == "Marcus recibe 1 herida (le queda 3 de vida)."
    assert me.sentence(Event.make("wounded", seat=0, wounds=2, life=3)) == "Recibes 2 heridas (te queda 3 de vida)."
    assert me.sentence(Event.make("cards_drawn", seat=1, count=2, deck="attack")) == "Marcus roba 2 cartas de Ataque."
    assert me.sentence(Event.make("gladiator_ready", seat=1, gladiator="Verus", life=5, favour=2)) == \
        "Verus de Marcus está listo: 5 de vida, 2 de favor."
    played = me.sentence(Event.make("card_played", seat=1, card="BASH", against=0,
                                    option="quick shove: draw 1 Attack card"))
    assert played == "Marcus juega EMBATE (empujón rápido: roba 1 carta de Ataque) contra ti."


def test_f1_opens_the_spanish_summary_at_the_spanish_entry(spanish):
    from client.games.gladiatores import help as table_help
    from client.games.gladiatores import rules_summary
    from client.scenes.rules import find_term

    summary = rules_summary()
    assert summary.title.endswith("cómo se juega")
    headings = {h for h, _p in summary.sections}
    topics = set(table_help.ZONE_TOPIC.values()) | set(table_help.CARD_TOPIC.values()) | \
        set(table_help.TOP_TOPIC.values()) | {"exchange"}
    words = i18n.game_words("gladiatores")[0]
    for topic in topics:
        assert words(topic) in headings or find_term(summary, words(topic)) is not None, topic
