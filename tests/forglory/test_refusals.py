"""Refused actions: malformed ones by the declared kinds, illegal ones by the top frame's
``problem``; either is an IllegalAction in player words that leaves the state unchanged."""
from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction, Rng
from engine.forglory import RULESET


def _midgame(seed: int = 3, steps: int = 40):
    s = RULESET.new_game(RULESET.make_config(3), seed)
    rng = Rng(seed, stream=5)
    for _ in range(steps):
        s.apply(rng.choice(s.legal_actions()))
    return s


def _refused(s, action: Action) -> str:
    before = s.digest()
    with pytest.raises(IllegalAction) as refused:
        s.check(action)
    with pytest.raises(IllegalAction):
        s.apply(action)
    assert s.digest() == before
    message = refused.value.message
    assert message
    if s.game_type.kind(action.kind) is not None:
        assert f"'{action.kind}'" not in message  # a kind of the game is said in player words
    return message


def test_a_buy_naming_no_usable_card_is_refused_in_plain_words():
    s = RULESET.new_game(RULESET.make_config(3), 1)
    row = s.supply["economy"]["row"]
    row[0] = None  # an empty Supply slot: the old explanation looked its card up and raised KeyError
    s._legal = None
    assert "card" in _refused(s, Action.make("buy", coins=0, income=[]))
    assert _refused(s, Action.make("buy", card="c9999", coins=0, income=[])) == \
        "That card is not face up in the Supply."
    hand_card = s.hand[0][0]
    assert "Supply" in _refused(s, Action.make("buy", card=hand_card, coins=0, income=[]))


@pytest.mark.parametrize("action", [
    Action.make("buy", card="c1", coins="three", income=[]),          # mistyped
    Action.make("buy", card="c1", coins=True, income=[]),             # a yes/no is not a count
    Action.make("buy", card="c1", coins=-1, income=[]),               # out of range
    Action.make("buy", card="c1", coins=0, income=[], colour="red"),  # extra
    Action.make("reserve"),                                           # missing
    Action.make("use", card="c1", index=99),                          # no card has that many abilities
    Action.make("shuffle_the_deck"),                                  # no such kind
    Action.make("pick", champion="Nobody"),                           # not a Champion
])
def test_malformed_actions_are_refused_before_any_rule(action):
    s = _midgame()
    _refused(s, action)


def test_every_kind_is_declared_and_every_listed_action_fits_its_declaration():
    kinds = RULESET.state_class().game_type.kinds
    for seed in range(3):
        s = RULESET.new_game(RULESET.make_config(3 + seed % 2, {"champions": ("off", "random", "draft")[seed]}), seed)
        rng = Rng(seed, stream=7)
        while s.to_decide() is not None:
            legal = s.legal_actions()
            for a in legal:
                assert a.kind in kinds and s.game_type.problem(a) is None, a
            s.apply(rng.choice(legal))


def test_a_stale_action_and_another_seats_answer_are_refused_in_plain_words():
    s = _midgame()
    stale = s.legal_actions()
    s.apply(next(a for a in stale if a.kind != "end_turn") if len(stale) > 1 else stale[0])
    for a in stale:
        if not s.accepts(a):
            _refused(s, a)


def test_the_saved_stack_keeps_its_shape_and_loads_back():
    s = _midgame(seed=5, steps=0)
    rng = Rng(5, stream=5)
    seen = set()
    while s.to_decide() is not None and "window" not in seen:
        s.apply(rng.choice(s.legal_actions()))
        saved = s.to_json()["state"]["stack"]
        assert saved[0]["t"] == s.phase  # the phase frame at the bottom, in core's format
        for frame in saved:
            assert isinstance(frame, dict) and "t" in frame and "k" not in frame
            seen.add(frame["t"])
        back = type(s).from_json(s.to_json())
        assert back.digest() == s.digest() and back.legal_actions() == s.legal_actions()
    assert "window" in seen


def test_a_saved_step_the_game_does_not_have_is_refused_on_load():
    s = _midgame()
    data = s.to_json()
    data["state"]["stack"] = [{"k": "machinations"}]
    with pytest.raises(ValueError, match="step this game does not have"):
        type(s).from_json(data)
