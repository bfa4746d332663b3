"""The shortcuts GladiatoresState takes through the flow machine (``to_decide``, ``legal_actions``,
``check`` and ``_apply`` in fewer calls), and what makes each sound.

* ``check`` takes the very object listed for a decision without judging it again: sound because
  every listed action passes the full judge (its declared kind, then the step's ``problem``).
* ``legal_actions`` and ``listed_for`` keep the list a step's ``candidates`` returns: sound because
  each call makes a new list, and ``legal_actions``' caller gets a copy.
* ``_apply`` skips ``FlowState.advance`` and the ``emit_event`` list: sound while no step resolves
  on its own, lets a lone answer resolve, or emits on the side.
* The commonest events (of the fight, the bidding and the Ready Gladiators) are ``Event.canonical``
  values, their fields given in sorted order: each must be the very value ``Event.make`` builds."""
from __future__ import annotations

import inspect
import json

import pytest

from engine.core import Action, Event, Rng

from .helpers import new


@pytest.mark.parametrize("seats,options,seed", [(2, {}, 1), (3, {"sponsors": True, "wheel_functions": True}, 2),
                                                (4, {"mode": "quickplay", "quick_gladiators": "chosen"}, 3),
                                                (5, {}, 4)])
def test_every_listed_action_passes_the_full_judge_and_the_list_is_the_steps_own(seats, options, seed):
    state = new(seats, seed, **options)
    rng = Rng(seed, stream=5)
    while state.to_decide() is not None:
        legal = state.legal_actions()
        top = state.stack[-1]
        assert legal == list(top.candidates(state)) == state.listed_for(top)
        assert top.candidates(state) is not top.candidates(state)  # a new list at each call
        for action in legal:
            # an equal action made elsewhere (a save, the window) is judged in full, never waved through
            copy = Action.from_json(json.loads(json.dumps(action.to_json())))
            assert copy is not action
            state.check(copy)
        legal.clear()  # the caller's copy: the state's own list is not touched
        legal = state.legal_actions()
        assert legal
        state.apply(rng.choice(legal))


def test_no_step_resolves_unasked_nor_emits_on_the_side():
    from engine.core.flow import Frame
    from engine.gladiatores import combat, frames, market, round, state

    steps = Frame.KINDS["gladiatores"].values()
    assert steps
    for step in steps:
        assert step.run is Frame.run, f"the step '{step.t}' resolves on its own"
        assert not step.lone_answer_resolves, f"the step '{step.t}' lets a lone answer resolve"
    for module in (combat, frames, market, round, state):
        assert ".emit_event(" not in inspect.getsource(module), f"{module.__name__} emits on the side"


@pytest.mark.parametrize("seats,options,seed", [(2, {}, 5), (3, {"favour_from_loser": True, "wheel_functions": True}, 6),
                                                (4, {"mode": "quickplay"}, 7)])
def test_every_event_is_the_value_event_make_builds(seats, options, seed):
    state = new(seats, seed, **options)
    rng = Rng(seed, stream=5)
    types = set()
    while state.to_decide() is not None:
        for event in state.apply(rng.choice(state.legal_actions())):
            made = Event.make(event.type, rule=event.rule, seen_by=event.seen_by, secret=event.secret, **event.fields)
            assert event == made and event.params == made.params, event
            types.add(event.type)
    assert {"active_player", "card_discarded", "card_played", "exchange_ended", "passed", "turn_order_revealed"} <= types
    if options.get("mode") != "quickplay":  # (a quickplay game readies its gladiators as it is set up)
        assert {"bid_placed", "bid_passed", "bank_advance", "gladiator_bought", "gladiator_ready"} <= types
