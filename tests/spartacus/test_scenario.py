"""Spartacus scenario files (docs/scenarios.md): every part of a position, and bad files refused in
one line that names the file, the entry and the field."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import Action, ContentError
from engine.spartacus.content import content

from .helpers import RULES, example, houses, scenario

ROOT = Path(__file__).resolve().parents[2]


def names(state, cards):
    return sorted(content().card(k).name for k in cards)


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_the_intrigue_example_sets_houses_hands_and_marks():
    state = example("intrigue_support")
    assert (state.phase, state.step, state.round_no, state.host) == ("intriga", "intrigue", 3, 0)
    assert state.to_decide().seat == 0
    assert [state.house_name(s) for s in range(3)] == ["House Aurelius", "House Calvisius", "House Vettius"]
    assert state.gold == [6, 4, 8] and state.influence == [2, 4, 3]
    assert names(state, state.hands[0]) == ["Feast for the Magistrate", "Loyal Spies", "Rich Patronage"]
    assert names(state, state.assets(0, "guard")) == ["Watchman"]
    assert names(state, state.assets(2, "equipment")) == ["Gladius"]
    bodua = next(k for k in state.assets(1) if state.name(k) == "Bodua")
    lupa = next(k for k in state.assets(2) if state.name(k) == "Lupa")
    assert state.favour[bodua] == 1 and lupa in state.exhausted and not state.ready(lupa)


@pytest.mark.rule("spartacus", "Mercado de subastas")
def test_the_auction_example_reopens_a_three_way_tie():
    state = example("auction_tie")
    assert state.step == "bid" and state.gold_hidden
    assert state.name(state.auction.lot) == "Iskander"
    assert [state.name(k) for k in state.auction.lots] == ["Net"]
    assert state.auction.first == [[0, 3], [1, 3], [2, 3]]
    assert state.bid_limit(0) == 4, "a tied house adds gold to the 3 it bid"
    assert state.observation(1)["gold_known"] == [7, 5, 9]


@pytest.mark.rule("spartacus", "Combate")
def test_the_arena_example_resumes_a_duel_with_its_bets():
    state = example("arena_duel")
    cb = state.combat
    assert state.step == "initiative" and cb["round"] == 3
    assert cb["pos"] == [[2, 3], [2, 4]] and cb["pools"] == [[2, 3, 2], [1, 2, 3]]
    assert [state.name(k) for k in state.arena["fighters"]] == ["Magnus", "Pyrrha"]
    assert sorted((b.bettor, b.stake) for b in state.book.bets) == [(1, 1), (2, 2)]


@pytest.mark.rule("spartacus", "Fase de mantenimiento")
def test_parts_left_out_are_dealt_from_the_seed():
    text = 'phase = "intrigue"\n[[house]]\n[[house]]\n[[house]]\n'
    a, b, other = scenario(text, seed=4), scenario(text, seed=4), scenario(text, seed=5)
    for state in (a, other):
        for seat in range(3):
            assert len(state.assets(seat, "gladiator")) == 1 and len(state.assets(seat, "slave")) == 2
            assert len(state.assets(seat, "guard")) == 1 and len(state.hands[seat]) == 3
        assert state.gold == [content().houses[h].gold for h in state.houses]
        assert state.influence == [4, 4, 4]
    assert a.digest() == b.digest()
    assert (a.owner, a.hands) != (other.owner, other.hands)


@pytest.mark.rule("spartacus", "Fase de mercado")
def test_decks_are_laid_top_card_first():
    state = scenario('phase = "auctions"\nmarket_deck = ["Lupa", "Net", "Nox"]\n' + houses())
    assert [state.name(k) for k in [state.auction.lot, *state.auction.lots]] == ["Lupa", "Net", "Nox"]
    state = scenario('phase = "intrigue"\nintrigue_deck = ["Bad Meat", "Pickpockets"]\n'
                     'intrigue_discard = ["Extortion"]\n' + houses())
    assert [state.name(k) for k in state.intrigue_deck] == ["Pickpockets", "Bad Meat"]  # popped from the end
    assert [state.name(k) for k in state.intrigue_discard] == ["Extortion"]


@pytest.mark.rule("spartacus", "Mercado abierto")
def test_the_market_scenario_names_who_speaks_and_the_offers_made():
    state = scenario('phase = "market"\nhost = 1\ndecides = 2\noffers_made = [2, 0, 1]\n' + houses())
    assert state.step == "market" and state.window.speaker == 2
    assert state.window.offers_left(0) == 0 and state.window.offers_left(2) == 1


@pytest.mark.rule("spartacus", "Fase de arena")
def test_the_arena_scenario_starts_with_the_offers_to_be_left_out():
    state = scenario('phase = "arena"\nhost = 2\n' + houses())
    assert state.step == "avoid" and state.window.speaker == 0


@pytest.mark.rule("spartacus", "Apuestas")
def test_the_bets_stage_opens_the_sealed_bets():
    text = houses() + '\n[arena]\nstage = "bets"\nentrants = [1, 0]\nfighters = ["Bodua", "Aulus"]\n'
    state = scenario('phase = "arena"\n' + text)
    assert state.step == "bet" and state.arena["entrants"] == [1, 0]
    assert "House Calvisius's fighter wins" in state.allowed_outcomes(1)


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_the_scheme_in_play_with_its_supporters_and_promises():
    text = ('phase = "intrigue"\ndecides = 0\n[scheme]\ncard = "Feast for the Magistrate"\nsupport = [1]\n'
            'promises = [2]\nasked = [1, 2]\n' + houses(influence=(1, 2, 4)))
    state = scenario(text)
    sch = state.scheme
    assert state.step == "support" and sch.support == [1] and sch.asked == [1, 2]
    assert state.scheme_influence() == 3
    assert [p.text for p in state.ledger.promises] == ["I will pay you 2 gold once the scheme is over."]
    assert state.legal_actions() == [Action.make("abandon")], "every house has been asked"


# -- bad files -----------------------------------------------------------------------------------
BAD = [
    ('phase = "siesta"\n' + houses(), "entry '(top)', field 'phase'"),
    ('phase = "intrigue"\n[[house]]\n[[house]]\n', "field 'house': needs 3 or 4"),
    (houses(gold=(5, -2, 5)), "entry 'house 1', field 'gold': must be a whole number from 0 to 999"),
    (houses(influence=(4, 4, 99)), "entry 'house 2', field 'influence'"),
    (houses().replace('"Aulus"', '{name = "Aulus", favour = 4}'), "entry 'house 0', field 'favour'"),
    (houses().replace('"Aulus"', '{name = "Aulus", favour = 1, champion = true}'), "champion marker replaces"),
    (houses().replace('"Aulus"', '"Gladius"'), "field 'gladiators[0]': Gladius is a equipment card"),
    (houses().replace('"Bodua"', '"Aulus"'), "every copy of this card is already placed"),
    (houses().replace('"Aulus"', '"Nobody"'), "unknown card 'Nobody'"),
    (houses() + 'colour = "red"\n', "field 'colour': unknown field"),
    ('phase = "market"\ndecides = 5\n' + houses(), "field 'decides': must be a house number from 0 to 2"),
    ('phase = "auctions"\ndecides = 1\n' + houses(), "in the auctions phase the book sets who decides"),
    ('phase = "intrigue"\nlots = ["Net"]\n' + houses(), "field 'lots': belongs to a scenario in the auctions"),
    ('phase = "auctions"\nlots = ["Net"]\ntie = [[0, 9], [1, 9]]\n' + houses(), "house 0 bid more gold"),
    ('phase = "intrigue"\n[scheme]\ncard = "Pickpockets"\n' + houses(), "entry 'scheme', field 'target'"),
    ('phase = "arena"\n' + houses() + '\n[arena]\nstage = "bets"\nentrants = [0, 1]\nfighters = ["Aulus", "Cerco"]\n',
     "'Cerco' is not a character of house 1"),
    ('phase = "arena"\n' + houses() + '\n[arena]\nstage = "combat"\nentrants = [0, 1]\nfighters = ["Aulus", "Bodua"]\n'
     'bets = [{house = 0, on = 1, result = "wins", gold = 1}]\n', "never bets against its own fighter"),
    ('phase = "arena"\n' + houses() + '\n[arena]\nstage = "combat"\nentrants = [0, 1]\nfighters = ["Aulus", "Bodua"]\n'
     '[arena.combat]\npositions = [[9, 9], [2, 3]]\n', "entry 'arena.combat', field 'positions'"),
    ("[[house]\n", "not valid TOML"),
]


@pytest.mark.rule("spartacus", "Inicio de la partida")
@pytest.mark.parametrize("text,words", BAD, ids=range(len(BAD)))
def test_a_bad_file_is_refused_naming_file_entry_and_field(text, words):
    with pytest.raises(ContentError) as refused:
        scenario(text)
    message = str(refused.value)
    assert message.startswith("position.toml: ") and words in message and "\n" not in message


@pytest.mark.rule("spartacus", "Inicio de la partida")
def test_a_bad_file_from_the_command_line_is_one_line_and_exit_2(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text(houses(gold=(5, -2, 5)), encoding="utf-8")
    for command in ("sim", "play"):
        done = subprocess.run([sys.executable, "main.py", command, "--game", "spartacus", "--scenario", str(bad)],
                              cwd=ROOT, capture_output=True, text=True, timeout=120,
                              env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin",
                                   "HOME": str(tmp_path)})
        assert done.returncode == 2
        assert done.stderr.strip().count("\n") == 0 and "Traceback" not in done.stderr
        assert "bad.toml: entry 'house 1', field 'gold'" in done.stderr


@pytest.mark.rule("spartacus", "Inicio de la partida")
def test_a_scenario_save_replays_without_the_file():
    state = example("auction_tie", seed=3)
    again = RULES.new_game(state.config, 3)
    assert again.digest() == state.digest()
    assert RULES.state_from_json(state.to_json()).digest() == state.digest()


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_the_documented_example_with_support_bought_plays_the_scheme():
    """docs/scenarios.md: the worked example, plus a [scheme] whose support is already bought."""
    path = ROOT / "engine" / "spartacus" / "scenarios" / "intrigue_support.toml"
    text = path.read_text(encoding="utf-8").replace('"Feast for the Magistrate", ', "")
    text += '\n[scheme]\ncard = "Feast for the Magistrate"\nsupport = [1]\npromises = [2]\n'
    state = scenario(text)
    assert state.step == "reaction" and state.to_decide().seat == 1
    assert [p.text for p in state.ledger.promises] == ["I will pay you 2 gold once the scheme is over."]
    assert all(state.name(k) != "Feast for the Magistrate" for k in state.hands[0])


@pytest.mark.rule("spartacus", "Equilibrar la contabilidad")
def test_an_upkeep_scenario_may_start_at_a_later_house():
    text = 'phase = "upkeep"\nhost = 0\ndecides = 2\n' + houses()
    state = scenario(text)
    assert state.step == "upkeep" and state.to_decide().seat == 2
    assert scenario(text.replace("decides = 2", "decides = 0")).to_decide().seat == 0
