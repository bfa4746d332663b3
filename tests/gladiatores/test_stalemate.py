"""A fight between searching bots ends. With every fighter down to one card and no favour left to
pay for a Discard, an attack exhausts its attacker, so each search preferred to discard and redraw
for ever: the 5-seat quickplay game of seed 3 (bench/gladiatores_fingerprint.py, seats random,
hard, normal, easy, random) never ended. In such a fight the searching levels now draw an Attack
card and attack (``bots.search_ranked``, docs/bots.md)."""
from __future__ import annotations

from pathlib import Path

from engine.ai import make_bot, seat_view
from engine.core.saves import load_save
from engine.gladiatores.bots import search_ranked, stalled
from engine.play.match import bot_rng

from .helpers import RULES

#: that game after 420 decisions: the hard seat 1 and the normal seat 2 fight on, one card each
STALLED = Path(__file__).parent / "stalemate_seed3.json"
#: decisions the rest of the fight may take (it took none of its end before: 100,000 and more)
CAP = 200


def _stalled_game():
    _, state, _ = load_save(STALLED)
    assert stalled(state) and sorted(state.fighters()) == [1, 2] and state.favour[1] == state.favour[2] == 0
    return state


def test_the_stalled_game_of_seed_3_ends_its_fight():
    state = _stalled_game()
    bots = {1: make_bot("hard", RULES, iterations=24), 2: make_bot("normal", RULES, iterations=24)}
    start = state.decisions_made
    while state.phase == "combat" and state.decisions_made < start + CAP:
        view = seat_view(state)
        state.apply(bots[view.seat].choose(view, bot_rng(3, state.decisions_made, view.seat)))
    assert state.phase != "combat", "the fight did not end: both bots discard and redraw for ever"


def test_in_a_stalled_fight_the_search_draws_an_attack_card_and_attacks():
    state = _stalled_game()
    assert state.step == "draw" and not state.hand[state.to_decide().seat]
    assert {a.deck for a in search_ranked(state, state.legal_actions()) if a.kind == "draw"} == {"attack"}
    state.apply(next(a for a in state.legal_actions() if a.kind == "draw" and a.deck == "attack"))
    while state.to_decide().kind != "turn" or not any(a.kind == "attack" for a in state.legal_actions()):
        state.apply(state.legal_actions()[0])
    kinds = {a.kind for a in search_ranked(state, state.legal_actions())}
    assert "attack" in kinds and "discard" not in kinds
