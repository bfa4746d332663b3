"""Malformed and illegal actions at every step of the game: each is an IllegalAction with a
rulebook section and plain words, never another exception, and the state is left exactly as it
was (its digest unchanged), in ``check``, ``apply``, ``take_standing`` and replay alike."""
import pytest

from engine.core import Action, IllegalAction, Rng
from engine.core.errors import SaveError
from engine.core.saves import GameMoves, replay

from .helpers import new

#: (kind, params) that no declaration of the game accepts: unknown kinds, a missing, extra,
#: mistyped or out-of-range parameter, a word outside its choices
MALFORMED = [
    ("no_such_move", {}),
    ("bid", {}), ("bid", {"row": 0}), ("bid", {"row": 7}), ("bid", {"row": True}), ("bid", {"row": 1.0}),
    ("bid", {"row": "1"}), ("bid", {"row": 1, "seat": 0}),
    ("take", {"row": -1}), ("pass", {"row": 1}), ("decline", {"card": "STRIKE"}),
    ("pay", {"tokens": "small_bronze"}), ("pay", {"tokens": [1, 2]}), ("pay", {"tokens": [""]}),
    ("draw", {}), ("draw", {"deck": "hand"}), ("draw", {"deck": 1}),
    ("pick", {"gladiator": "Nobody"}), ("tactics", {"card": "No Such Tactic"}), ("bet", {"gladiator": 3}),
    ("attack", {"card": "STRIKE"}), ("attack", {"card": "STRIKE", "target": 5}),
    ("attack", {"card": "STRIKE", "target": 1, "option": 3}), ("attack", {"card": "", "target": 1}),
    ("attack", {"card": ["STRIKE"], "target": 1}), ("counter", {"card": None}), ("counter", {}),
    ("effect", {"card": "STRIKE", "target": 1}), ("ability", {}), ("discard", {"card": 7}),
    ("swap", {"wreath": "huge_gold"}), ("swap", {"wreath": "small_gold", "also": "tin"}),
    ("reveal_tactics", {"seat": 0}), ("reveal_tactics", {"card": "x"}),
]
#: well formed, yet no answer at any step of these games (no such card, seat or row)
ILLEGAL = [
    ("attack", {"card": "NO SUCH CARD", "target": 1}), ("counter", {"card": "NO SUCH CARD"}),
    ("discard", {"card": "NO SUCH CARD"}), ("effect", {"card": "NO SUCH CARD"}),
    ("ability", {"name": "No Such Ability"}), ("pay", {"tokens": ["large_gold"] * 9}),
    ("bet", {"gladiator": "Nobody"}), ("take", {"row": 6}),
]


def _positions(seats, seed, quick):
    """One seeded random game of each kind, and the state before each decision of its first steps
    of each kind (every kind of frame is met)."""
    options = {"mode": "quickplay", "quick_gladiators": "chosen"} if quick else {}
    state, rng, seen = new(seats, seed, **options), Rng(seed, stream=3), {}
    while state.to_decide() is not None:
        top = state.stack[-1].t
        seen[top] = seen.get(top, 0) + 1
        if seen[top] <= 2:
            yield state
        state.apply(rng.choice(state.legal_actions()))


def _standing(state, seat):
    return lambda action: state.take_standing(seat, action)


def _refused(state, action, call):
    before = state.digest()
    with pytest.raises(IllegalAction) as info:
        call(action)
    assert state.digest() == before, f"{action} changed the state"
    assert info.value.rule and info.value.message
    assert f"'{action.kind}'" not in info.value.message or action.kind == "no_such_move", info.value.message
    return info.value


@pytest.mark.parametrize("seats,seed,quick", [(2, 1, True), (3, 2, False), (5, 3, False), (4, 4, True)])
def test_malformed_and_illegal_actions_are_refused_in_plain_words_and_change_nothing(seats, seed, quick):
    kinds = set()
    for state in _positions(seats, seed, quick):
        kinds.add(state.stack[-1].t)
        legal = state.legal_actions()
        for kind, params in MALFORMED:
            action = Action.make(kind, **params)
            _refused(state, action, state.check)
            _refused(state, action, state.apply)
            assert state.game_type.problem(action) is not None, f"{action} should be refused by its declaration"
        for kind, params in ILLEGAL:
            action = Action.make(kind, **params)
            if action not in legal:
                _refused(state, action, state.apply)
        for action in legal:
            assert state.game_type.problem(action) is None, f"the legal {action} departs from its declaration"
        for seat in range(seats):
            for action in state.standing_actions(seat):
                assert state.game_type.problem(action) is None
            _refused(state, Action.make("reveal_tactics", seat=seat), _standing(state, seat))
            _refused(state, Action.make("pass"), _standing(state, seat))
        _refused(state, Action.make("reveal_tactics"), _standing(state, seats))
    expected = {"turn", "respond", "draw", "ready"} | ({"pick"} if quick else {"bid", "tactics"})
    assert expected <= kinds, f"positions met: {sorted(kinds)}"


def test_a_stale_answer_is_refused_and_a_save_holding_a_malformed_action_does_not_replay():
    state, rng = new(3, 5), Rng(5, stream=3)
    moves = GameMoves("gladiatores", state.config, 5)
    stale = []
    while state.phase != "combat" or len(stale) < 6:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        moves.actions.append(action)
        stale.append(action)
    for old in stale[:-1]:
        if old not in state.legal_actions():
            _refused(state, old, state.apply)
    for kind, params in MALFORMED[:8]:
        bad = GameMoves("gladiatores", state.config, 5, moves.actions + [Action.make(kind, **params)])
        with pytest.raises(SaveError, match=f"action {len(bad.actions)} "):
            replay(bad)


def test_the_game_is_over_refusal_names_the_victory_rule():
    state, rng = new(2, 1, mode="quickplay"), Rng(1)
    while state.to_decide() is not None:
        state.apply(rng.choice(state.legal_actions()))
    for action in (Action.make("pass"), Action.make("no_such_move"), Action.make("bid", row=99)):
        assert _refused(state, action, state.apply).rule == "Play: Victory"
    assert _refused(state, Action.make("reveal_tactics"), _standing(state, 0)).rule == "Play: Victory"
