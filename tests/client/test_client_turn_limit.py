"""Issue 39 item 2: whatever ends a game is on screen before it ends. Arena Rex's turn limit (our
house rule, docs/rulings.md ruling 7) is counted in the top bar ("Turn 3 of 4") and told on the
rules screen, and when a seeded game reaches it the results screen says so and what settled it."""
import random

import pytest
from table_driver import FRAME

import client.games.arenarex.panel as arena_panel
from client.games import table_for
from client.games.arenarex import rules as arena_rules
from client.games.arenarex import rules_es as arena_rules_es
from client.scenes.results import ResultsScene
from client.table.session import GameSession, Seat
from engine.core import registry

LIMIT = 4


@pytest.mark.rule("arenarex", "Munus")
def test_a_seeded_game_to_the_turn_limit_says_why_on_the_results(make_app, monkeypatch):
    config = {**registry.get("arenarex").make_config(2, {"scenario": "munus", "cohort": "3"}), "turn_limit": LIMIT}
    session = GameSession.new("arenarex", config, [Seat("Livia", "bot:random"), Seat("Marcus", "bot:random")], 8,
                              autosave_to=False)
    rng = random.Random(8)
    # the bots play (seeded) until the last turn's end is near; the window shows the rest
    while session.state.observation(None)["turn_no"] < LIMIT:
        session.apply(rng.choice(session.legal_actions()))
    assert not session.over, "the seeded game ended before the limit"
    drawn = []
    plain = arena_panel._text
    monkeypatch.setattr(arena_panel, "_text", lambda s, layout, theme, text, *a, **k: (
        drawn.append(text), plain(s, layout, theme, text, *a, **k))[1])
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    app.play(session)
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, table_for("arenarex")))
    assert any(f"Turn {LIMIT} of {LIMIT}" in text for text in drawn), "the top bar does not count to the limit"
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            break
        if table.story.holding:
            table.story.release()
        app.step([], dt=0.1)
    results = app.top
    assert isinstance(results, ResultsScene)
    over = session.state.observation(None)["over"]
    assert over["why"].startswith("turn limit")
    assert results.reason.startswith(f"The turn limit was reached ({LIMIT} turns, our house rule)")
    shown = []
    plain_wrap = app.theme.wrap
    monkeypatch.setattr(app.theme, "wrap", lambda text, *a, **k: (shown.append(text), plain_wrap(text, *a, **k))[1])
    app.step([], dt=FRAME)
    assert results.reason in shown, "the reason is not drawn on the results screen"


def test_the_rules_screen_tells_the_turn_limit_in_both_languages():
    how_en = " ".join(arena_rules.SECTIONS[0][1])
    how_es = " ".join(arena_rules_es.SECTIONS[0][1])
    assert "turn 80" in how_en and "house rule" in how_en
    assert "80" in how_es and "regla de la casa" in how_es


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_top_bar_counts_turns_from_one_as_the_results_do(make_app, monkeypatch, language):
    """While the sides deploy the engine's count is 0: the bar says the first turn is to come, never
    "Turn 0"; once it starts, "Turn 1 of 80" (80 turns are played before the limit ends the game)."""
    from client.settings import set_language
    from engine import i18n

    config = registry.get("arenarex").make_config(2, {"scenario": "munus", "cohort": "3"})
    session = GameSession.new("arenarex", config, [Seat("Livia", "human"), Seat("Marcus", "human")], 8,
                              autosave_to=False)
    assert session.state.observation(None)["turn_no"] == 0
    drawn = []
    plain = arena_panel._text
    monkeypatch.setattr(arena_panel, "_text", lambda s, layout, theme, text, *a, **k: (
        drawn.append(text), plain(s, layout, theme, text, *a, **k))[1])
    app = make_app()
    set_language(app, language)
    try:
        app.play(session)
        app.step([], dt=FRAME)
        first, zero = ("Before turn 1 of 80", "Turn 0") if language == "en" else ("Antes del turno 1 de 80", "Turno 0")
        assert any(first in text for text in drawn), drawn
        assert not any(zero in text for text in drawn)
        rng = random.Random(8)
        while session.state.observation(None)["turn_no"] < 1:
            session.apply(rng.choice(session.legal_actions()))
        drawn.clear()
        app.step([], dt=FRAME)
        one = "Turn 1 of 80" if language == "en" else "Turno 1 de 80"
        assert any(one in text for text in drawn), drawn
    finally:
        i18n.set_language("en")
