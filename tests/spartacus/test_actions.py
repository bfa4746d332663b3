"""Every Spartacus action kind is declared with its parameters (engine/spartacus/actions.py):
a malformed action (missing, extra or mistyped parameter, unknown kind) is refused with plain
words by ``check`` and ``apply`` and changes nothing; the steps' own judges speak plainly too."""
from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction, Rng
from engine.spartacus.content import content

from .helpers import RULES, drive, new_game

#: a value of another type for each declared parameter type
WRONG = {"int": "three", "number": "three", "bool": 1, "text": 7, "id": 7, "ints": "3,1", "ids": "c1",
         "point": 3, "points": 3, "tallies": [["victory", "2"]], "any": None}


def positions(games: int = 4, every: int = 7):
    """Seeded random positions of 3- and 4-seat games (every ``every``-th decision)."""
    for seed in range(games):
        state = RULES.new_game(RULES.make_config(3 + seed % 2), seed)
        rng = Rng(seed, 9)
        n = 0
        while state.to_decide() is not None:
            if n % every == 0:
                yield state
            state.apply(rng.choice(state.legal_actions()))
            n += 1


def malformed(action: Action):
    """Copies of a well-formed ``action`` with one parameter dropped, one added, one mistyped."""
    kind = RULES.state_class().game_type.kind(action.kind)
    data = action.to_json()
    for p in kind.params:
        if p.optional:
            continue
        yield "missing", Action.from_json({k: v for k, v in data.items() if k != p.name})
        if not (p.nullable and WRONG[p.type] is None) and p.type != "any":
            yield "mistyped", Action.from_json({**data, p.name: WRONG[p.type]})
    yield "extra", Action.from_json({**data, "bribe_of_the_gods": 1})
    yield "unknown kind", Action.from_json({**data, "kind": "summon_the_legion"})


def test_every_kind_the_game_lists_is_declared_and_fits_its_declaration():
    game_type = RULES.state_class().game_type
    seen = set()
    for state in positions(games=3, every=1):
        for action in state.legal_actions():
            assert game_type.problem(action) is None, action
            seen.add(action.kind)
    assert seen <= set(game_type.kinds)
    assert len(seen) >= 25, sorted(set(game_type.kinds) - seen)


def test_malformed_actions_are_refused_in_plain_words_and_change_nothing():
    probes = 0
    for state in positions():
        digest = state.digest()
        for action in state.legal_actions()[:6]:
            for how, bad in malformed(action):
                for call in (state.check, state.apply):
                    with pytest.raises(IllegalAction) as refused:
                        call(bad)
                    words = refused.value.message
                    assert "bribe_of_the_gods" not in words or how == "extra"
                    assert "_" not in words.replace("bribe_of_the_gods", "").replace("summon_the_legion", ""), (how, bad, words)
                    assert state.digest() == digest, (how, bad)
                    probes += 1
    assert probes > 500


def test_what_is_not_an_action_at_all_is_refused():
    state = new_game()
    digest = state.digest()
    for thing in (None, "pass", 3, {"kind": "pass"}):
        with pytest.raises(IllegalAction):
            state.apply(thing)
    assert state.digest() == digest


def test_an_action_of_the_game_that_is_not_a_choice_now_names_the_move_not_its_kind():
    state = new_game()
    assert state.step in ("upkeep", "intrigue")
    with pytest.raises(IllegalAction) as refused:
        state.check(Action.make("thumb", up=True))
    assert refused.value.message.startswith("You cannot turn the thumb now.")
    assert "thumb'" not in refused.value.message


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_a_scheme_aimed_at_ones_own_house_is_refused_in_plain_words():
    c = content()
    for seed in range(1, 80):
        state = new_game(seats=4, seed=seed)
        drive(state, lambda s: s.step == "intrigue" and any(
            a.kind == "scheme" and a.target is not None for a in s.legal_actions()) or s.round_no > 3, limit=2000)
        aimed = next((a for a in state.legal_actions() if a.kind == "scheme" and a.target is not None), None)
        if aimed is not None:
            break
    else:
        pytest.skip("no seed reaches an aimed scheme")
    seat, name = state.to_decide().seat, c.card(aimed.card).name
    digest = state.digest()
    with pytest.raises(IllegalAction) as refused:
        state.apply(Action.make("scheme", card=aimed.card, target=seat))
    assert refused.value.message == f"{name} must be aimed at another house, never your own."
    with pytest.raises(IllegalAction) as refused:
        state.apply(Action.make("scheme", card=aimed.card, target=None))
    assert refused.value.message == f"{name} must be aimed at a house: choose one."
    if state.num_seats == 3:
        with pytest.raises(IllegalAction) as refused:
            state.apply(Action.make("scheme", card=aimed.card, target=3))
        assert refused.value.message == "There is no house 4 at this table."
    assert state.digest() == digest


@pytest.mark.rule("spartacus", "Apuestas")
def test_a_bet_of_another_shape_is_refused_and_changes_nothing():
    state = RULES.new_game(RULES.make_config(3), 2)
    drive(state, lambda s: s.step == "bet", chooser=lambda s, rng: rng.choice(s.legal_actions()))
    seat = state.to_decide().seat
    outcome = state.allowed_outcomes(seat)[0]
    digest = state.digest()
    # the shape is the declared type's (engine/core/params.py TALLIES), measured before the rules see it
    for bets in ("wins", 3, [outcome], [[outcome, "2"]], [[outcome, 1.5]], [[outcome, True]], [[7, 1]],
                 [[outcome, 1, 1]], [["", 1]]):
        with pytest.raises(IllegalAction) as refused:
            state.apply(Action.hidden(seat, ("bets",), "bet", bets=bets))
        assert refused.value.message == "The bets must be a list of names, each with a whole number.", bets
    # a well-formed list the rules refuse: a stake out of range, an outcome of no one
    for bets, words in (([[outcome, 4]], "A bet is 1 to 3 gold on one outcome."),
                        ([["nobody wins", 1]], "Bet on outcomes of this combat, each once, never against your own "
                                               "fighter.")):
        with pytest.raises(IllegalAction) as refused:
            state.apply(Action.hidden(seat, ("bets",), "bet", bets=bets))
        assert refused.value.message == words, bets
    assert state.digest() == digest
    state.apply(Action.hidden(seat, ("bets",), "bet", bets=[[outcome, 1]]))


def test_a_move_of_another_step_is_refused_in_player_words_and_changes_nothing():
    examples: dict[str, Action] = {}
    for state in positions(games=2, every=1):
        for action in state.legal_actions():
            examples.setdefault(action.kind, action)
    probes = 0
    for state in positions(games=2, every=11):
        digest, now = state.digest(), {a.kind for a in state.legal_actions()}
        for kind, example in examples.items():
            if kind in now:
                continue
            with pytest.raises(IllegalAction) as refused:
                state.apply(example)
            words = refused.value.message
            assert "_" not in words and f"'{kind}'" not in words, (state.step, kind, words)
            assert words.endswith((".", "?")) and words[0].isupper(), (state.step, kind, words)
            probes += 1
        assert state.digest() == digest
    assert probes > 300


def test_a_listed_trade_is_the_offer_it_stands_for():
    from engine.parts.negotiation import Offer, Terms
    from engine.spartacus.mercado import trade_action

    assert trade_action(2, 0, ["m1"], 3, []) == Offer(1, 2, Terms(cards=("m1",)), Terms(gold=3)).action("trade")
    assert trade_action(0, 4, [], 0, ["m7"]) == Offer(1, 0, Terms(gold=4), Terms(cards=("m7",))).action("trade")
