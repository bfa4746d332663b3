"""Standing actions (``State.standing_actions``): what a seat may do at any time, whoever is
deciding, taken with ``take_standing(seat, action)``. Checked on Duel's potion (``potion=on``)
and Gladiatores' Tactics reveal: taken between decisions, refused in player words once gone,
never taken by ``check``/``apply``, saved with their seat and replayed (the older form with a
``seat`` parameter too), shown in a bot's view only for its own seat, and harmless to search."""
import pytest
from duelgame import RULESET

from engine.ai import make_bot, seat_view
from engine.core import Action, IllegalAction, Rng, registry
from engine.core.saves import GameMoves, SaveError, Standing, load_save, save_game, save_text

POTION = {"potion": "on"}
DRINK = Action.make("potion")


def _duel(seed=3, **options):
    return RULESET.new_game(RULESET.make_config(2, {**POTION, **options}), seed)


def _to_block(state, rng):
    """Random play until a seat must decide whether to block."""
    while state.to_decide().kind != "block":
        state.apply(rng.choice(state.legal_actions()))


def test_a_standing_action_of_a_seat_not_deciding_is_taken_and_the_decision_stays_pending():
    state, rng = _duel(), Rng(1)
    _to_block(state, rng)
    decision, legal = state.to_decide(), state.legal_actions()
    attacker = 1 - decision.seat
    state.hp[attacker] -= 3
    assert state.standing_actions(attacker) == [DRINK] and DRINK not in legal
    state.check_standing(attacker, DRINK)
    made = state.decisions_made
    before = state.digest()
    with pytest.raises(IllegalAction):
        state.apply(DRINK)  # not an answer to the pending Decision
    assert state.digest() == before and not state.accepts(DRINK)
    events = state.take_standing(attacker, DRINK)
    assert [e.type for e in events] == ["potion_drunk"] and events[0].amount == 2
    assert state.to_decide() == decision and state.legal_actions() == legal
    assert state.decisions_made == made + 1, "every action taken counts: a bot's older answer is stale"
    assert state.standing_actions(attacker) == []
    before = state.digest()
    with pytest.raises(IllegalAction) as info:
        state.take_standing(attacker, DRINK)
    assert info.value.message == "That potion is gone: each player drinks one at most."
    assert info.value.rule == "Potion"
    assert state.digest() == before
    for seat in (2, -1, "0", None):
        with pytest.raises(IllegalAction):
            state.take_standing(seat, DRINK)
    assert state.digest() == before
    # the decider may take its own standing action too, before answering
    state.take_standing(decision.seat, DRINK)
    assert state.to_decide() == decision


def test_a_standing_action_is_no_action_without_the_option_or_once_the_game_is_over():
    state = _duel(potion="off")
    assert state.standing_actions(0) == []
    with pytest.raises(IllegalAction):
        state.check_standing(0, DRINK)
    state, rng = _duel(), Rng(2)
    while state.to_decide() is not None:
        state.apply(rng.choice(state.legal_actions()))
    assert state.standing_actions(0) == []
    with pytest.raises(IllegalAction, match="over"):
        state.take_standing(0, DRINK)


def test_a_save_with_standing_actions_interleaved_loads_and_replays_to_the_same_digest(tmp_path):
    config = RULESET.make_config(2, POTION)
    state, rng = RULESET.new_game(config, 8), Rng(8)
    moves = GameMoves(RULESET.name, config, 8)
    drunk = 0
    while state.to_decide() is not None:
        for seat in (0, 1):
            if state.standing_actions(seat) and rng.below(3) == 0:
                action = state.standing_actions(seat)[0]
                state.take_standing(seat, action)
                moves.actions.append(Standing(seat, action))
                drunk += 1
        action = rng.choice(state.legal_actions())
        state.apply(action)
        moves.actions.append(action)
    assert drunk == 2
    path = tmp_path / "potions.json"
    save_game(path, moves, state)
    loaded_moves, loaded, _ = load_save(path, collect_events=True)
    assert loaded.digest() == state.digest()
    assert loaded_moves.actions == moves.actions
    assert [a for a in loaded_moves.actions if a.kind == "potion"] == \
        [a for a in moves.actions if a.kind == "potion"]
    assert '"standing": 0' in save_text(moves.to_json(state)), "saved with its seat"
    # mid-game: a record cut just after a standing action replays to that very position
    cut = next(i for i, a in enumerate(moves.actions) if a.kind == "potion") + 1
    again = moves.start()
    for entry in moves.actions[:cut]:
        if isinstance(entry, Standing):
            again.take_standing(entry.seat, entry.action)
        else:
            again.apply(entry)
    part = GameMoves(RULESET.name, config, 8, moves.actions[:cut])
    save_game(tmp_path / "mid.json", part, again)
    assert load_save(tmp_path / "mid.json")[1].digest() == again.digest()


def test_an_older_save_naming_the_seat_in_a_parameter_loads(tmp_path):
    """Saves written before standing actions had their own call held Gladiatores' reveal as
    ``{"kind": "reveal_tactics", "seat": N}``: they replay to the same position, and save again
    in today's form."""
    ruleset = registry.get("gladiatores")
    config = ruleset.make_config(3)
    state, rng = ruleset.new_game(config, 4), Rng(4)
    moves = GameMoves("gladiatores", config, 4)
    while state.phase != "combat":
        action = rng.choice(state.legal_actions())
        state.apply(action)
        moves.actions.append(action)
    revealer = (state.to_decide().seat + 1) % 3
    state.take_standing(revealer, state.standing_actions(revealer)[0])
    data = moves.to_json(state)
    data["actions"].append({"kind": "reveal_tactics", "seat": revealer})
    (tmp_path / "old.json").write_text(save_text(data))
    loaded_moves, loaded, _ = load_save(tmp_path / "old.json")
    assert loaded.digest() == state.digest()
    assert loaded_moves.actions[-1] == Standing(revealer, Action.make("reveal_tactics"))
    assert loaded_moves.to_json(loaded)["actions"][-1] == {"kind": "reveal_tactics", "standing": revealer}


def test_an_undeclared_seat_on_an_answer_is_refused_not_made_a_standing_action(tmp_path):
    """Only a kind the game declares as taken at any time (``GameType.standing_kinds``) is read in
    the older form; an answer carrying a ``seat`` its kind does not declare is refused naming it."""
    ruleset = registry.get("gladiatores")
    config = ruleset.make_config(3)
    state, rng = ruleset.new_game(config, 4), Rng(4)
    moves = GameMoves("gladiatores", config, 4)
    for _ in range(3):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        moves.actions.append(action)
    data = moves.to_json(state)
    data["actions"][-1] = {**data["actions"][-1], "seat": 1}
    (tmp_path / "forged.json").write_text(save_text(data))
    with pytest.raises(SaveError) as info:
        load_save(tmp_path / "forged.json")
    assert "nothing called 'seat' can be given" in str(info.value)


def test_a_standing_action_is_measured_against_its_declaration_first():
    """A standing action passes the same declared-parameter check as an answer (engine/core/params.py):
    an undeclared or mistyped parameter is refused in the declaration's words, the state unchanged."""
    state, rng = _duel(), Rng(1)
    _to_block(state, rng)
    drinker = 1 - state.to_decide().seat
    state.hp[drinker] -= 3
    before = state.digest()
    for forged, words in ((Action.make("potion", card="c1"), "nothing called 'card' can be given"),
                          (Action.make("quaff"), "That is not a move of this game"),):
        with pytest.raises(IllegalAction) as info:
            state.take_standing(drinker, forged)
        assert words in info.value.message
        assert state.digest() == before
    state.take_standing(drinker, DRINK)


def test_a_seat_view_shows_its_own_standing_actions_only():
    state, rng = _duel(), Rng(1)
    _to_block(state, rng)
    view = seat_view(state)
    assert view.standing == (DRINK,)
    assert not view.accepts(DRINK), "a standing action is no answer to the Decision"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_play_on_after_another_seats_standing_action(level):
    """Gladiatores: another seat reveals its Tactics card out of turn; the bot deciding next
    is given the same view (observation, its own standing actions) in the true state as in
    every determinization for it, and plays a legal action."""
    ruleset = registry.get("gladiatores")
    for seed in (2, 5):
        state = ruleset.new_game(ruleset.make_config(3), seed)
        rng = Rng(seed)
        while state.phase != "combat":
            state.apply(rng.choice(state.legal_actions()))
        decider = state.to_decide().seat
        revealer = (decider + 1) % 3
        state.take_standing(revealer, state.standing_actions(revealer)[0])
        assert state.to_decide().seat == decider
        view = seat_view(state)
        for k in range(3):
            other = seat_view(state.determinize(decider, Rng(seed + k)))
            assert (other.observation, other.standing, other.legal) == (view.observation, view.standing, view.legal)
        assert state.accepts(make_bot(level, ruleset).choose(view, Rng(7)))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_search_after_another_seats_standing_action_ignores_the_hidden_cards(level):
    """Duel: the permutation test of ``test_bots.py`` with the other seat's potion drunk
    between two decisions: the same choice whatever that seat's hidden hand."""
    checked = 0
    for seed in range(8):
        state, rng = _duel(seed), Rng(seed)
        for _ in range(3):
            state.apply(rng.choice(state.legal_actions()))
        seat = state.to_decide().seat
        state.hp[1 - seat] -= 2
        state.take_standing(1 - seat, DRINK)
        other = state.determinize(seat, Rng(seed + 99))
        if other.hands[1 - seat] == state.hands[1 - seat]:
            continue
        assert other.observation(seat) == state.observation(seat)
        choices = [make_bot(level, RULESET).choose(seat_view(s), Rng(5)) for s in (state, other)]
        assert choices[0] == choices[1]
        checked += 1
    assert checked >= 3
