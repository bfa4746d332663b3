"""A face-down Tactics card is revealed "at any time during the event" (l. 38): by its owner,
whoever is deciding, from the moment every Tactics card is chosen until the event is won
(a standing action of the contract, ``State.standing_actions`` / ``take_standing``)."""
import pytest

from engine.core import Action, IllegalAction, Rng
from engine.gladiatores.round import REVEAL

from .helpers import act, cards_accounted, fight, new, play


def _face_down(state, seat, card):
    state.tactics[seat].remove(card)
    state.tactics_chosen[seat], state.tactics_shown[seat] = card, False


@pytest.mark.rule("gladiatores", "Gameplay")
def test_a_seat_outside_the_exchange_takes_the_last_favour_before_another_seats_wound():
    # Verus attacks Priscus; Crixus, not in the exchange, has no decision until his turn. The
    # event supply holds one favour: whoever takes it first has it. Revealing Work the Crowd
    # while Priscus decides how to answer puts Crixus's favour in place before the STRIKE's
    # wound resolves (under the old ruling, Crixus could not reveal before the wound).
    for reveal in (True, False):
        state = fight(["Verus", "Priscus", "Crixus"], [["STRIKE", "STRIKE"], ["STRIKE", "STRIKE"], ["STRIKE"]])
        _face_down(state, 2, "Work the Crowd")
        state.supply = 1
        act(state, "attack", card="STRIKE", target=1)
        decision = state.to_decide()
        assert (decision.seat, decision.kind) == (1, "respond")
        assert state.standing_actions(2) == [Action.make("reveal_tactics")]
        if reveal:
            events = state.take_standing(2, REVEAL)
            assert [e.type for e in events] == ["tactics_revealed", "favour_gained"]
            assert state.to_decide() == decision, "Priscus still decides how to answer"
            assert state.favour[2] == 1 and state.supply == 0
        act(state, "pass")
        assert state.life[1] < state.life_max[1]
        assert state.favour[0] == (0 if reveal else 1), "the wound's favour comes only from what is left"
        assert state.favour[2] == (1 if reveal else 0)


@pytest.mark.rule("gladiatores", "Gameplay")
def test_a_defeated_seats_tactics_can_still_be_revealed_until_the_event_is_won():
    state = fight(["Verus", "Priscus", "Crixus"], [["STRIKE", "STRIKE"], ["STRIKE", "STRIKE"], ["STRIKE", "STRIKE"]])
    _face_down(state, 1, "Work the Crowd")
    state.life[1] = 1
    act(state, "attack", card="STRIKE", target=1)
    act(state, "pass")
    assert state.out[1] == "defeated" and state.phase == "combat"
    assert state.standing_actions(1) == [REVEAL], "any time during the event, fighting or not"
    supply = state.supply
    state.take_standing(1, REVEAL)
    assert state.favour[1] == 1 and state.supply == supply - 1
    assert state.standing_actions(1) == []
    before = state.digest()
    with pytest.raises(IllegalAction) as info:
        state.take_standing(1, REVEAL)
    assert "already face up" in info.value.message and state.digest() == before
    with pytest.raises(IllegalAction):
        state.apply(Action.make("reveal_tactics", seat=1))  # the older form is no action today
    assert state.digest() == before


@pytest.mark.rule("gladiatores", "Gameplay")
def test_the_standing_reveal_opens_once_tactics_are_chosen_and_closes_when_the_event_is_won():
    state = new(3, 4)
    play(state, lambda s: s.phase == "tactics")
    assert all(state.standing_actions(s) == [] for s in range(3)), "no card is face down yet"
    with pytest.raises(IllegalAction) as info:
        state.check_standing(0, REVEAL)
    assert "only during the fight" in info.value.message
    play(state, lambda s: s.phase == "combat")
    decider = state.to_decide().seat
    for seat in range(3):
        assert state.standing_actions(seat) == [REVEAL]
        state.check_standing(seat, REVEAL)  # whoever is deciding
    # the action names no card: every other seat sees only that a card lies face down
    other = (decider + 1) % 3
    assert REVEAL.params == ()
    assert state.observation(decider)["seats"][other]["tactics"] == "face down"
    state.take_standing(other, REVEAL)
    assert state.observation(decider)["seats"][other]["tactics"] == state.tactics_chosen[other]
    assert state.to_decide().seat == decider
    play(state, lambda s: s.phase != "combat")
    assert all(state.standing_actions(s) == [] for s in range(3)), "the event is won: nothing left to reveal"


@pytest.mark.rule("gladiatores", "Reset: Cleanup")
def test_a_tactics_card_revealed_out_of_turn_is_used_like_one_revealed_in_a_decision():
    state = new(3, 9)
    play(state, lambda s: s.phase == "combat")
    seat = next(s for s in range(3) if s != state.to_decide().seat)
    card = state.tactics_chosen[seat]
    state.take_standing(seat, REVEAL)
    play(state, lambda s: s.event_no == 2 or s.phase == "over")
    assert card not in state.tactics[seat] and len(state.tactics[seat]) == 5


@pytest.mark.rule("gladiatores", "Crowd Favour")
@pytest.mark.parametrize("seats", [2, 3, 5])
def test_reveals_at_any_moment_create_or_lose_no_card_and_favour_stays_within_the_supply(seats):
    """Random games in which every face-down Tactics card is revealed at a random moment,
    whoever is deciding: every card stays accounted for, favour comes only from the supply."""
    for seed in range(2):
        state, rng, reveals = new(seats, 40 + seed), Rng(seed, stream=5), 0
        while state.to_decide() is not None:
            open_now = [(s, a) for s in range(seats) for a in state.standing_actions(s)]
            if open_now and rng.below(6) == 0:
                before = state.supply
                events = state.take_standing(*rng.choice(open_now))
                gained = sum(e.amount for e in events if e.type == "favour_gained")
                assert state.supply == before - gained >= 0
                reveals += 1
            else:
                state.apply(rng.choice(state.legal_actions()))
            assert cards_accounted(state)
        assert reveals >= 2
