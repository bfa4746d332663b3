"""Issue 39 item 7: Arena Rex shows what a decision needs. Pointing at an attack shows the engine's
odds before it is chosen; a re-roll is said in the roll card and the log; a move that lets an
engaging enemy strike warns while it is dragged; Tactics say what they cost; the log's damage lines
agree; the two sides' models differ by colour, not only by their badge."""
import pygame
import pytest
from scripted import centre, reach, until

from client.games.arenarex.words import ArenaWords
from engine.arenarex.odds import attack_odds
from engine.core.values import Event


def _engaged_attack(session):
    d = session.decision
    return d is not None and d.kind == "action" and any(
        a.kind == "attack" and session.state.is_enemy(a.by, a.target) for a in session.legal_actions())


@pytest.mark.rule("arenarex", "Combat")
def test_pointing_at_an_attack_shows_the_engines_odds_before_it_is_chosen(arena_app):
    session = reach(7, 0)
    assert until(session, 7, _engaged_attack)
    app = arena_app(session)
    app.step([], dt=0.05)
    scene = app.top
    scene.story.finish_all()
    app.step([], dt=0.05)
    attack = next(a for a in session.legal_actions() if a.kind == "attack" and session.state.is_enemy(a.by, a.target))
    button = scene.action_buttons[attack.key()]
    assert scene.odds.lines() == []          # nothing pointed at: no box
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=centre(app, button), rel=(0, 0), buttons=(0, 0, 0))],
             dt=0.05)
    lines = scene.odds.lines()
    odds = attack_odds(session.state, attack.by, attack.target)
    assert lines and f"{odds.attack_dice} attack dice against {odds.defense_dice} defense dice" in lines[1]
    assert f"{round(100 * odds.chance_hit)}% chance to reach the damage tree" in lines[3]
    assert "Favor dice" in lines[-1]                     # what the figures leave out is said
    n = len(session.moves.actions)
    app.step([], dt=0.05)
    assert len(session.moves.actions) == n              # looking chose nothing


def test_a_reroll_is_said_in_the_log_and_the_damage_lines_do_not_contradict():
    words = ArenaWords(["Livia", "Marcus"], {"0:hermes": {"p": "hermes"}, "1:sven": {"p": "sven"}})
    roll = words.sentence(Event.make("dice_rolled", rule="Combat", model="0:hermes", role="attack", dice=[4, 5, 2],
                                     favor_dice=[], successes=2, bonus=0, rerolled=2))
    assert "2 failed dice rolled again" in roll
    plain = words.sentence(Event.make("dice_rolled", rule="Combat", model="0:hermes", role="attack", dice=[4],
                                      favor_dice=[], successes=1, bonus=0, rerolled=0))
    assert "again" not in plain
    box = words.sentence(Event.make("tree_path_chosen", rule="Damage Tree", model="0:hermes", box="b", result="d1",
                                    left=1))
    assert box == "Hermes chooses the damage tree's 1 damage box."   # not "Hermes takes 1 dmg"
    ended = words.sentence(Event.make("attack_resolved", rule="Combat", attacker="0:hermes", defender="1:sven",
                                      damage=0, kind="action"))
    assert "no damage from the attack itself" in ended and "deals 0" not in ended


@pytest.mark.rule("arenarex", "Tactics")
def test_a_tactic_says_what_it_costs_recover(arena_app):
    """Recover: its button names the Favor it costs and the fatigue it removes (the engine's price, on a clone)."""
    from client.games.arenarex import preview

    session = reach(7, 0)

    def clear_with_recover(s):
        d = s.decision
        return d is not None and d.kind == "clear_turn" and any(a.kind == "recover" for a in s.legal_actions())
    assert until(session, 7, clear_with_recover, limit=2000)
    words = ArenaWords(["Livia", "Marcus"], session.state.observation(None)["models"])
    recover = next(a for a in session.legal_actions() if a.kind == "recover")
    price = preview.price(session.state, recover, words)
    assert price == "−1 Favor, −1 fatigue"
    app = arena_app(session)
    app.step([], dt=0.05)
    labels = [b.text for b in app.top.buttons.widgets]
    assert any(text.endswith("(−1 Favor, −1 fatigue)") for text in labels)


@pytest.mark.rule("arenarex", "Reactions")
def test_dragging_an_engaged_model_warns_of_an_opportunity_attack():
    from client.games.arenarex import preview

    session = reach(7, 0)

    def engaged_move(s):
        d = s.decision
        if d is None or d.kind != "action":
            return False
        moves = [a for a in s.legal_actions() if a.kind == "move"]
        if not moves:
            return False
        words = ArenaWords(["Livia", "Marcus"], s.state.observation(None)["models"])
        return bool(preview.opportunity_risk(s.state, moves[0], words))
    assert until(session, 7, engaged_move, limit=3000)
    words = ArenaWords(["Livia", "Marcus"], session.state.observation(None)["models"])
    move = next(a for a in session.legal_actions() if a.kind == "move")
    risk = preview.opportunity_risk(session.state, move, words)
    assert risk.startswith("Leaving engagement:") and "Opportunity Attack" in risk
    trial = session.state.clone()
    trial.apply(move)
    assert any(a.kind == "opportunity_attack" for a in trial.legal_actions())   # the engine would offer it


def test_the_two_sides_models_differ_by_colour(display):
    from client.games.arenarex.models import SIDE_COLOUR, _tinted, sprite_for

    one, two = (pygame.transform.average_color(_tinted(sprite_for("hermes"), 64, seat)) for seat in (0, 1))
    assert SIDE_COLOUR[0] != SIDE_COLOUR[1]
    # seat 1 leans orange (more red than blue), seat 2 blue (more blue than red)
    assert one[0] > one[2] and two[2] > two[0]
