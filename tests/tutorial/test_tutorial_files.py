"""Tutorial files: every game's guided first game is read and proved against the real engine, and
a bad file is refused with the file, the step and the field named."""
from pathlib import Path

import pytest

from engine.core.errors import ContentError
from engine.play.tutorial import (
    accepted,
    has_tutorial,
    load_tutorial,
    matches,
    prove,
    read_tutorial,
    run_bots,
)

GAMES = [g for g in ("forglory", "gladiatores", "spartacus", "arenarex") if has_tutorial(g)]
SOURCE = Path(__file__).resolve().parents[2] / "engine" / "forglory" / "content" / "tutorial.toml"


def test_for_glory_has_a_tutorial():
    assert "forglory" in GAMES


@pytest.mark.parametrize("game", GAMES)
def test_every_path_through_the_steps_is_one_the_engine_offers(game):
    tutorial = load_tutorial(game)
    assert prove(tutorial) >= len(tutorial.steps)


@pytest.mark.parametrize("game", GAMES)
def test_every_step_speaks_both_languages_in_different_words(game):
    for step in load_tutorial(game).steps:
        assert step.say and step.say_es and step.say != step.say_es


def test_for_glory_tutorial_covers_the_core_loop():
    kinds = [s.kind for s in load_tutorial("forglory").steps]
    for kind in ("buy", "play", "reserve", "end_turn", "attack", "pass", "buyback_play"):
        assert kind in kinds


def test_the_last_move_wins_the_battle_by_a_defeat():
    tutorial = load_tutorial("forglory")
    state = tutorial.new_state()
    run_bots(tutorial, state)
    events = []
    for step in tutorial.steps:
        events = state.apply(accepted(step, state)[0])
        run_bots(tutorial, state)
    types = [e.type for e in events]
    assert "gladiator_defeated" in types and "insurance_paid" in types and "rewards_taken" in types


def _broken(tmp_path, old, new):
    text = SOURCE.read_text(encoding="utf-8").replace(old, new, 1)
    text = text.replace('scenario = "../scenarios/', f'scenario = "{SOURCE.parent.parent / "scenarios"}/')
    path = tmp_path / "tutorial.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_step_waiting_for_a_move_never_offered_fails_the_proof(tmp_path):
    path = _broken(tmp_path, 'wait = {kind = "buy", card = "Crooked Senator"}', 'wait = {kind = "buy", card = "Secutor"}')
    tutorial = read_tutorial(path, "forglory")
    with pytest.raises(ContentError, match=r"tutorial.toml: step 2 \('buy_patron'\): waits for a 'buy' move"):
        prove(tutorial)


def test_steps_out_of_order_fail_the_proof(tmp_path):
    path = _broken(tmp_path, 'id = "late_registration"', 'id = "late_registration_x"')
    text = path.read_text(encoding="utf-8").replace('wait = {kind = "reserve", card = "Lunge"}',
                                                    'wait = {kind = "attack", gladiator = "Gallus"}', 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError, match=r"step 3 \('reserve_reaction'\)"):
        prove(read_tutorial(path, "forglory"))


@pytest.mark.parametrize("old, new, where", [
    ('wait = {kind = "end_turn"}', 'wait = {kind = "fly"}', r"step 4 \('end_machinations'\): field 'wait.kind'"),
    ('wait = {kind = "play", card = "Gallus"}', 'wait = {kind = "play", wings = "Gallus"}',
     r"step 1 \('play_gladiator'\): field 'wait.wings'"),
    ('highlight = {card = "Gallus", zone = "hand"}', 'highlight = {colour = "red"}',
     r"step 1 \('play_gladiator'\): field 'highlight.colour'"),
    ('highlight = {card = "Gallus", zone = "hand"}', 'highlight = {zone = "hand"}',
     r"step 1 \('play_gladiator'\): field 'highlight'"),
    ('id = "attack"', 'id = "attack"\nsay_fr = "x"', r"step 8 \('attack'\): field 'say_fr'"),
    ('seed = 7', 'seed = "seven"', r"field 'seed'"),
    ('seats = ["human", "bot:easy", "bot:easy"]', 'seats = ["bot:easy", "bot:easy", "bot:easy"]', r"field 'seats'"),
    ('id = "buy_patron"', 'id = "play_gladiator"', r"step 2: field 'id': 'play_gladiator' is used"),
    ('seats = ["human", "bot:easy", "bot:easy"]', 'seats = ["human", "bot:hard", "bot:easy"]',
     r"field 'seats': 'bot:hard': a tutorial's bots must answer the same"),
])
def test_a_bad_file_is_refused_naming_the_file_the_step_and_the_field(tmp_path, old, new, where):
    path = _broken(tmp_path, old, new)
    with pytest.raises(ContentError, match=r"^tutorial\.toml: " + where):
        read_tutorial(path, "forglory")


def test_a_missing_step_text_in_spanish_is_refused(tmp_path):
    text = SOURCE.read_text(encoding="utf-8")
    start = text.index("say_es", text.index('id = "attack"'))
    end = text.index("\n", start)
    path = _broken(tmp_path, text[start:end], "")
    with pytest.raises(ContentError, match=r"step 8 \('attack'\): field 'say_es'"):
        read_tutorial(path, "forglory")


def test_a_move_matches_by_name_and_leaves_the_payment_free():
    tutorial = load_tutorial("forglory")
    state = tutorial.new_state()
    buy = tutorial.steps[1]
    options = accepted(buy, state)
    assert len(options) > 1 and {state.names[a.get("card")] for a in options} == {"Crooked Senator"}
    assert not matches(buy, next(a for a in state.legal_actions() if a.kind == "end_turn"), state.names)


def test_a_kept_place_replays_only_along_the_steps():
    from engine.play.tutorial import replay_place

    tutorial = load_tutorial("forglory")
    state = tutorial.new_state()
    taken = run_bots(tutorial, state)
    for step in tutorial.steps[:4]:
        move = accepted(step, state)[-1]
        state.apply(move)
        taken += [move] + run_bots(tutorial, state)
    assert replay_place(tutorial, taken, 4).digest() == state.digest()
    with pytest.raises(ValueError, match="is not what step 3 waits for"):
        replay_place(tutorial, taken, 2)
    other = tutorial.new_state()
    wrong = next(a for a in other.legal_actions() if not matches(tutorial.steps[0], a, other.names))
    with pytest.raises(ValueError, match="move 1 is not what step 1 waits for"):
        replay_place(tutorial, [wrong], 1)


def test_a_kept_place_short_of_its_step_is_refused():
    from engine.play.tutorial import replay_place

    tutorial = load_tutorial("forglory")
    with pytest.raises(ValueError, match="reach step 1, not step 3"):
        replay_place(tutorial, [], 2)
