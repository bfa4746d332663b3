"""Scenario files: the examples load at the position they describe, parts left out are dealt
from the seed, a position survives a save, and a bad file is refused in one line naming the
file, the entry and the field (exit 2 from the command line)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import Action, ContentError
from engine.gladiatores.cards import name_of

from .helpers import RULES, SCENARIOS, act, cards_accounted, names, scenario, types

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.rule("gladiatores", "Bidding Example")
def test_the_bidding_example_file_continues_as_the_book_tells():
    state = scenario("bidding_example")
    genua, messana = 0, 1
    assert state.to_decide().seat == genua and Action.make("pass") not in state.legal_actions()
    assert Action.make("bid", row=3) not in state.legal_actions(), "row 3's bronze space is closed (l. 118)"
    act(state, "bid", row=2)
    act(state, "bid", row=1)
    for _ in range(3):
        events = act(state, "pass")
    bought = {e.seat: e.cost for e in events if e.type == "gladiator_bought"}
    assert bought == {genua: 1, messana: 2, 2: 1}
    advance = next(e for e in events if e.type == "bank_advance")
    assert advance.seat == messana and advance.amount == 1, "Messana borrows 1 (l. 124-128)"


@pytest.mark.rule("gladiatores", "Setup: Bidding")
def test_the_paying_choice_file_asks_which_wreaths_pay():
    state = scenario("paying_choice")
    for _ in range(4):
        act(state, "pass")
    assert state.to_decide().kind == "pay" and state.to_decide().seat == 0
    assert len(state.legal_actions()) == 3
    act(state, "pay", tokens=("small_bronze", "small_bronze", "small_bronze"))
    assert sorted(w for w in state.wheel[0] if w) == ["small_gold", "small_silver"]


@pytest.mark.rule("gladiatores", "Combat Example")
def test_the_combat_example_ends_with_an_ability_and_no_wound():
    state = scenario("combat_example")
    assert state.to_decide().kind == "respond" and state.to_decide().seat == 0
    assert [name_of(c) for c, _, _ in state.pile] == ["THRUST", "DODGE", "FEINT"]
    events = act(state, "ability", name="Crowd's Darling")
    assert "exchange_ended" in types(events) and "wounded" not in types(events), "l. 249, 360: it stops here"
    assert state.life[0] == 5 and state.favour[0] == 2 and state.supply == 8 and not state.ability_ready[0]


@pytest.mark.rule("gladiatores", "Combat Example")
def test_the_combat_example_unanswered_feint_lets_the_trident_thrust_wound():
    state = scenario("combat_example")
    events = act(state, "pass")
    assert "trigger" in types(events) and state.life[0] == 4, "the THRUST under the DODGE takes effect (l. 359)"


@pytest.mark.rule("gladiatores", "Wheel of Glory")
def test_the_full_wheel_file_swaps_one_token_for_the_large_prize():
    state = scenario("full_wheel_swap")
    assert state.to_decide().kind == "swap" and state.to_decide().seat == 1
    act(state, "swap", wreath="small_bronze")
    assert state.wheel[1].count("large_silver") == 1 and state.wheel[1].count("small_bronze") == 2
    assert state.phase == "over", "a wheel full at the end of the event ends the game (l. 57)"


@pytest.mark.rule("gladiatores", "Gladiator Cards")
def test_the_quickplay_showman_file_offers_the_ability_with_no_attack_card():
    state = scenario("quickplay_showman")
    assert Action.make("ability", name="Showman") in state.legal_actions()
    assert state.quick and names(state, 0) == ["BLOCK", "DODGE", "TAUNT"]


def test_every_example_loads_with_every_card_in_one_place():
    for path in sorted(SCENARIOS.glob("*.toml")):
        state = scenario(path.stem)
        assert state.to_decide() is not None and cards_accounted(state), path.name


def test_parts_left_out_are_dealt_from_the_seed(tmp_path):
    text = 'phase = "combat"\n[[seat]]\ngladiator = "Verus"\n[[seat]]\ngladiator = "Priscus"\n[[seat]]\n'
    one, same, other = (scenario(text, tmp_path, seed) for seed in (5, 5, 6))
    assert one.digest() == same.digest() and one.digest() != other.digest()
    assert one.glad[:2] == ["Verus", "Priscus"] and one.glad[2] not in ("Verus", "Priscus")
    assert sorted(one.turn_order) == [1, 2, 3] and all(len(h) >= 14 for h in one.hand)
    assert cards_accounted(one)


def test_a_scenario_game_survives_a_save(tmp_path):
    state = scenario("combat_example")
    act(state, "pass")
    again = RULES.state_from_json(state.to_json())
    assert again.digest() == state.digest()
    fresh = scenario("combat_example")
    assert fresh.digest() != state.digest() and fresh.phase == "combat"


@pytest.mark.rule("gladiatores", "Play: Betting")
def test_a_betting_file_asks_the_next_seat_in_turn_order(tmp_path):
    text = '''phase = "betting"
[[seat]]
gladiator = "Verus"
turn_order = 2
[[seat]]
gladiator = "Priscus"
turn_order = 1
bet = "Verus"
[[seat]]
gladiator = "Flamma"
turn_order = 3
'''
    state = scenario(text, tmp_path)
    decision = state.to_decide()
    assert decision.kind == "bet" and decision.seat == 0 and decision.secret
    act(state, "bet", gladiator="")
    act(state, "bet", gladiator="Flamma")
    assert state.phase == "tactics" and len(state.book.bets) == 2


@pytest.mark.rule("gladiatores", "Gameplay")
def test_a_tactics_file_keeps_the_chosen_card_face_down(tmp_path):
    text = '''phase = "tactics"
[[seat]]
gladiator = "Verus"
turn_order = 1
bet = "none"
tactics_card = "Rally"
[[seat]]
gladiator = "Priscus"
turn_order = 2
bet = "Verus"
'''
    with pytest.raises(ContentError, match="entry 'seat 0', field 'bet'"):
        scenario(text, tmp_path)  # two seats never bet (l. 154)
    text = text.replace('bet = "none"\n', "").replace('bet = "Verus"\n', "")
    state = scenario(text, tmp_path)
    assert state.phase == "tactics" and state.to_decide().seat == 1
    act(state, "tactics", card="Fresh Arms")
    assert state.phase == "combat" and state.tactics_chosen == ["Rally", "Fresh Arms"]
    assert state.observation(1)["seats"][0]["tactics"] == "face down"


@pytest.mark.rule("gladiatores", "Play: Ready Gladiators")
def test_a_ready_file_lets_each_seat_draw_what_is_left(tmp_path):
    text = '''phase = "ready"
active = 1
[[seat]]
gladiator = "Verus"
school = "Ludus Messana"
to_draw = 1
[[seat]]
gladiator = "Priscus"
school = "Ludus Genua"
to_draw = 2
'''
    state = scenario(text, tmp_path)
    assert [state.to_decide().seat, state.stack[-1].queue] == [1, [(1, 2), (0, 1)]]
    assert len(state.hand[1]) == 9 + 1, "its set and the school's Attack card"
    for deck in ("attack", "defense", "effect"):
        act(state, "draw", deck=deck)
    assert state.phase == "tactics" and len(state.hand[0]) == 10 and len(state.hand[1]) == 12


BAD = [
    ('phase = "combat"\nmystery = 1\n[[seat]]\n[[seat]]\n', "entry '(top)', field 'mystery'"),
    ('[[seat]]\ndebt = 7\n[[seat]]\n', "entry 'seat 0', field 'debt': must be a whole number from 0 to 6"),
    ('[[seat]]\nwheel = ["small_bronze", "small_tin"]\n[[seat]]\n', "entry 'seat 0', field 'wheel[1]'"),
    ('phase = "combat"\nevent = "Ludi Plebeii"\nsupply = 9\n[[seat]]\ngladiator = "Verus"\nfavour = 4\n'
     '[[seat]]\n', "entry '(top)', field 'supply'"),
    ('phase = "combat"\n[[seat]]\ngladiator = "Verus"\nhand = ["STRIKE", "STRIKE", "STRIKE", "STRIKE", "STRIKE", '
     '"STRIKE", "STRIKE", "STRIKE", "STRIKE", "STRIKE", "STRIKE"]\n[[seat]]\n', "field 'hand'"),
    ('[[seat]]\n[[seat]]\n[[seat]]\n[market]\nbids = [{row = 1, space = 2, seat = 0}]\n',
     "entry 'market', field 'bids'"),
    ('phase = "combat"\nstep = "respond"\n[[seat]]\n[[seat]]\n[exchange]\nattacker = 0\ntarget = 1\n'
     'cards = ["STRIKE", "GRAB"]\n', "entry 'exchange', field 'cards[1]': GRAB cannot break STRIKE"),
    ('phase = "combat"\n[[seat]]\nturn_order = 1\n[[seat]]\nturn_order = 1\n', "field 'turn_order'"),
    ('[[seat]]\nwheel = ["small_bronze", "small_bronze", "small_bronze", "small_bronze", "small_bronze", '
     '"small_bronze"]\n[[seat]]\n', "entry 'seat 0', field 'wheel'"),
    ('phase = "combat"\n[[seat]]\nout = "defeated"\nlife = 3\ngladiator = "Verus"\n[[seat]]\n[[seat]]\n', "field 'life'"),
]


@pytest.mark.parametrize("text,words", BAD)
def test_a_bad_file_is_refused_naming_file_entry_and_field(tmp_path, text, words):
    with pytest.raises(ContentError) as caught:
        scenario(text, tmp_path)
    message = str(caught.value)
    assert message.startswith("scenario.toml: ") and words in message and "\n" not in message


def test_a_bad_file_is_one_line_and_exit_2_from_the_command_line(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('phase = "combat"\n[[seat]]\nlife = 99\ngladiator = "Verus"\n[[seat]]\n', encoding="utf-8")
    for command in ("sim", "play"):
        run = subprocess.run([sys.executable, "main.py", command, "--game", "gladiatores", "--seats",
                              "bot:random,bot:random", "--scenario", str(bad)], cwd=ROOT, capture_output=True,
                             text=True, timeout=120)
        assert run.returncode == 2, run.stderr
        assert "Traceback" not in run.stderr and run.stderr.strip().count("\n") == 0
        assert "bad.toml: entry 'seat 0', field 'life'" in run.stderr


JUNK = [None, -1, 0, 1, 7, 99, "", "x", "Verus", "STRIKE", "small_gold", "defeated", "flipped", "none", [], [1],
        ["x"], {}, {"a": 1}, True, 1.5, [[1]], [{"row": 1}]]


def _paths(data, prefix=()):
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        yield prefix + (key,)
        yield from _paths(value, prefix + (key,))


def test_a_mangled_example_is_refused_in_words_or_plays(tmp_path):
    """Any field of an example set to a value of any type: a ContentError, or a game that asks."""
    import copy
    import random
    import tomllib

    from engine.gladiatores.scenario import SEAT_KEYS, validate
    rnd = random.Random(23)
    examples = [tomllib.loads(p.read_text(encoding="utf-8")) for p in sorted(SCENARIOS.glob("*.toml"))]
    refused = 0
    for _ in range(400):
        data = copy.deepcopy(rnd.choice(examples))
        path = rnd.choice(list(_paths(data)))
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = rnd.choice(JUNK)
        seats = data.get("seat")
        if isinstance(seats, list) and seats and all(isinstance(s, dict) for s in seats) and rnd.random() < 0.5:
            rnd.choice(seats)[rnd.choice(sorted(SEAT_KEYS))] = rnd.choice(JUNK)
        options = data.get("options") if isinstance(data.get("options"), dict) else {}
        count = len(seats) if isinstance(seats, list) and 2 <= len(seats) <= 5 else 3
        config = RULES.make_config(count, {k: v for k, v in options.items() if k == "mode" and v in ("full", "quickplay")})
        try:
            validate(data, config, "mangled.toml")
            state = RULES.new_game({**config, "scenario": data}, 1)
        except ContentError as exc:
            assert str(exc).startswith("mangled.toml: ") and "\n" not in str(exc)
            refused += 1
            continue
        assert state.to_decide() is not None or state.result() is not None
        state.legal_actions()
    assert refused > 200
