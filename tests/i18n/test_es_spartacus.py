"""Spartacus in Spanish: every scene of the table drawn in Spanish shows no English and no label
out of its box, and every sentence the engine writes (events, prompts, refusals, bet outcomes,
promises) is worded again in Spanish from the catalogue."""
from __future__ import annotations

import random
import sys
from pathlib import Path

from engine import i18n
from engine.core import Action, IllegalAction, registry
from tests.i18n.probe import english_problem, spanish_probe

ROOT = Path(__file__).resolve().parents[2]


#: the table's scenes, as the screenshot tool opens them (the results scene is the shell's: see below)
SCENES = ("intrigue", "support", "trade", "bid", "reveal", "duel", "thumb", "house-picker", "scheme-target",
          "guard-choice", "auction-reveal", "promises")


def test_every_scene_of_the_table_is_drawn_in_spanish(tmp_path):
    """Upkeep-to-arena positions of one seeded game (the screenshot tool's): intrigue, support,
    trade, secret bid, tie, the hex duel mid-roll, the thumb, the house picker, a scheme being
    aimed, a guard choice, the auction reveal and the promise record."""
    sys.path.insert(0, str(ROOT / "tools"))
    from screenshots_spartacus import NAMES, write_screenshots

    with spanish_probe(allow=NAMES) as probe:
        written = write_screenshots(tmp_path, "es", only=set(SCENES))
    assert sorted(p.name for p in written) == sorted(f"es-spartacus-{name}.png" for name in SCENES)
    assert probe.seen, "the probe saw nothing drawn"
    assert probe.problems() == []


def test_the_results_give_each_house_and_the_reason_in_spanish(spanish):
    """What Spartacus hands the shell's results scene (whose own words are the shell's)."""
    from client.games.spartacus import table as spartacus_table

    ruleset = registry.get("spartacus")
    state = ruleset.new_game(ruleset.make_config(3), 1)
    rng = random.Random(1)
    events = []
    while state.to_decide() is not None:
        events += state.apply(rng.choice(state.legal_actions()))

    class Session:
        pass

    session = Session()
    session.state, session.events = state, events
    seen = {}

    class Results:
        def __init__(self, app, session, **words):
            seen.update(words)

    original = __import__("client.scenes.results", fromlist=["ResultsScene"]).ResultsScene
    import client.scenes.results as results

    results.ResultsScene = Results
    try:
        spartacus_table.results_scene(None, session)
    finally:
        results.ResultsScene = original
    assert seen["score_label"] == "Influencia"
    assert all("de influencia" in words and "Casa de " in words for words in seen["rewards"].values())
    assert seen["reason"] and seen["reason"] != next(e.get("text") for e in events if e.type == "game_over")


def test_every_engine_sentence_of_seeded_games_reads_in_spanish(spanish):
    """Random legal play, 3 and 4 houses, both variants: each event's words, each decision's
    prompt, the outcomes a house may bet on and a refusal of an illegal move, in Spanish."""
    from client.games.spartacus.reword import reword
    from client.games.spartacus.words import Words, tidy
    from tests.i18n.probe import _english_messages, _proper_names

    ruleset = registry.get("spartacus")
    english, names = _english_messages(), _proper_names()
    left: dict[str, str] = {}
    problems: dict[str, str | None] = {}  # english_problem of each text shown, judged once (a pure check)

    def judge(kind: str, english_text: str, shown: str | None) -> None:
        if shown and shown not in problems:
            problems[shown] = english_problem(shown, names, english)
        if shown and (shown == english_text or problems[shown]):
            left.setdefault(english_text, f"{kind}: {shown}")

    for seed in range(6):
        n = 3 + seed % 2
        state = ruleset.new_game(ruleset.make_config(n, {"variant": ("standard", "advanced")[seed % 2]}), seed)
        rng = random.Random(seed)
        while state.to_decide() is not None:
            d = state.to_decide()
            judge("prompt", d.prompt, reword(d.prompt))
            legal = state.legal_actions()
            for a in legal:
                for outcome, _stake in (a.get("bets") or ()) if a.kind == "bet" else ():
                    judge("bet outcome", outcome, reword(outcome))
            try:  # a move the step may refuse: its refusal in the engine's words
                state.check(Action.make("end_turn"))
            except IllegalAction as exc:
                judge("refusal", exc.message, reword(exc.message))
            houses = [state.house_name(s) for s in range(n)]
            words = Words([f"Seat {s + 1}" for s in range(n)], None, 0, houses=houses, hand=state.hands[0])
            for e in state.apply(rng.choice(legal)):
                if e.get("text"):
                    judge(e.type, e.get("text"), words.sentence(e))
                    judge(e.type, e.get("text"), tidy(e.get("text")))
    assert left == {}


def test_a_sentence_is_worded_again_field_by_field(spanish):
    from client.games.spartacus.reword import reword

    assert reword("House Aurelius sells Loyal Spies to the bank for 1 gold.") == \
        "Casa de Aurelio vende Espías leales al banco por 1 de oro."
    assert reword("Attack [5, 3] against defence [] (equipment: 1 re-rolled to 4): 2 wounds.") == \
        "Ataque: 5 y 3; defensa: ningún dado (equipo: 1 repetido a 4): 2 heridas."
    assert reword("House Laelius and House Vettius trade: 3 gold and Tiro the Cook for Bodua.") == \
        "Casa de Lelio y Casa de Vetio cierran un trato: 3 de oro y Tiro el Cocinero a cambio de Bodua."
    assert reword("House Vettius draws 1 intrigue card.") == "Casa de Vetio roba 1 carta de intriga."
    i18n.set_language("en")
    assert reword("House Vettius draws 1 intrigue card.") == "House Vettius draws 1 intrigue card."


def test_the_rules_summary_speaks_the_language_of_the_window(spanish):
    from client import games
    from client.games.spartacus import rules, rules_es

    summary = games.rules_summary("spartacus")
    assert summary.title == rules_es.TITLE and summary.title != rules.TITLE
    assert len(summary.sections) == len(rules.SECTIONS) and len(summary.glossary) == len(rules.GLOSSARY)
    assert set(rules_es.TERMS) == {term for term, _meaning in rules.GLOSSARY}
    assert set(rules_es.TERMS.values()) == {term for term, _meaning in rules_es.GLOSSARY}
    text = " ".join(p for _h, ps in summary.sections for p in ps)
    for word in ("dominus", "anfitrión", "intriga", "conspiración", "influencia", "guardia", "esclavos", "pulgar"):
        assert word in text
    i18n.set_language("en")
    assert games.rules_summary("spartacus").title == rules.TITLE
