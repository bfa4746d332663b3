"""For Glory in Spanish: every scene of the game drawn with the Spanish render probe on, the
content's Spanish texts, and the words that count (issue 27)."""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine import i18n  # noqa: E402
from engine.core import ContentError, registry  # noqa: E402
from tests.i18n.game_words import own_problems  # noqa: E402
from tests.i18n.probe import spanish_probe  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))


def test_every_for_glory_scene_in_spanish_shows_no_english_and_no_overflow(tmp_path, monkeypatch):
    """Setup, the Champion draft, Machinations with a tooltip, a payment, a 4-seat Battle, a bot thinking, a Reaction
    Window, buy back and play, the hot-seat public view, the end-of-turn question, a big hand,
    a Battle's summary, the hand-off, the pause menu, the results, the replay and the rules
    summary (tools/screenshots_forglory.py's scenes), all in Spanish."""
    import screenshots_forglory as shots

    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path / "data"))
    names = shots.NAMES + shots.LONG_NAMES
    with spanish_probe(allow=names) as probe:
        written = shots.write_screenshots(tmp_path / "shots", "es")
    assert tmp_path / "shots" / "es-forglory-battle.png" in written
    assert "Turno de Combate" in " ".join(probe.seen)  # the probe did see the Spanish table
    titles = tuple(entry.title for entry in registry.CATALOGUE)  # the shell draws them (proper names)
    assert own_problems(probe, "forglory", names + titles) == []


def test_every_content_text_has_its_spanish_twin():
    from engine.forglory.content import CONTENT

    texts = [c for c in CONTENT.cards.values() if c.text]
    assert len(texts) >= 90
    for card in texts:
        assert card.text_es.strip() and card.text_es != card.text, card.name


def test_a_missing_spanish_text_is_a_content_error_naming_file_entry_and_field(tmp_path):
    from engine.forglory import content

    folder = tmp_path / "content"
    shutil.copytree(content.CONTENT_DIR, folder)
    cards = folder / "cards.toml"
    lines = cards.read_text(encoding="utf-8").split("\n")
    start = lines.index('name = "Gossip"')
    twin = next(i for i in range(start, len(lines)) if lines[i].startswith("text_es"))
    cards.write_text("\n".join(lines[:twin] + lines[twin + 1:]), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        content.load(folder)
    assert "cards.toml" in str(info.value) and "'Gossip'" in str(info.value) and "text_es" in str(info.value)


def test_the_window_shows_the_card_text_in_the_chosen_language():
    from client.games.forglory.text import card_text

    english = card_text("Gossip")
    assert "Draw 2 cards." in english
    i18n.set_language("es")
    try:
        spanish = card_text("Gossip")
    finally:
        i18n.set_language("en")
    assert "Roba 2 cartas." in spanish and "Draw" not in spanish
    assert card_text("Gossip") == english  # at once, both ways: nothing was kept translated


def test_counts_agree_with_their_noun_in_spanish(spanish):
    from client.games.forglory.text import Words
    from engine.core import Event

    words = Words(["Livia", "Marcus"], {}.get, 0)
    one = Event.make("cards_drawn", seat=1, count=1)
    two = Event.make("cards_drawn", seat=1, count=2)
    mine = Event.make("cards_drawn", seat=0, count=2)
    assert words.sentence(one) == "Marcus roba 1 carta."
    assert words.sentence(two) == "Marcus roba 2 cartas."
    assert words.sentence(mine) == "Robas 2 cartas."


def test_f1_opens_the_spanish_glossary_at_the_spanish_word(spanish):
    from client.games.forglory import guide, rules_summary
    from client.scenes.rules import find_term

    summary = rules_summary()
    assert summary.title.endswith("cómo se juega")
    terms = set(guide.DECISION_TERM.values()) | set(guide.TYPE_TERM.values()) | {"Buy back", "Reserve", "Villa"}
    for term in terms:
        assert find_term(summary, i18n.game_words("forglory")[0](term)) is not None, term
