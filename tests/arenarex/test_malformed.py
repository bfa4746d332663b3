"""Malformed actions are refused by the declaration of each kind (actions.py) before any Arena
Rex rule sees them: a missing, extra, mistyped or out-of-range parameter, an unknown kind or
no action at all is an IllegalAction in plain words, from ``check`` and ``apply`` alike, and the
state is left as it was (its digest unchanged)."""
from __future__ import annotations

import pytest

from engine.arenarex.actions import KINDS
from engine.arenarex.displacement import start_displacement
from engine.arenarex.state import ArenaRexState
from engine.core.errors import IllegalAction
from engine.core.params import BOOL, ID, INT, POINT, POINTS
from engine.core.values import Action

from .helpers import A, frame, play_random, position

#: a value of the wrong type for each declared type
WRONG = {ID: 7, INT: "3", BOOL: 1, POINT: "here", POINTS: [[1.0, 2.0, 3.0]]}


def refused(s, action) -> str:
    """The words ``check`` and ``apply`` refuse ``action`` with (each asserts the refusal and
    that nothing changed)."""
    before = s.digest()
    with pytest.raises(IllegalAction) as checked:
        s.check(action)
    with pytest.raises(IllegalAction) as applied:
        s.apply(action)
    assert s.digest() == before
    assert checked.value.message == applied.value.message and checked.value.rule
    return checked.value.message


def malformed(action: Action) -> list[Action]:
    """Ways to spoil ``action``: each parameter left out, mistyped or out of range, one too many."""
    kind = ArenaRexState.game_type.kind(action.kind)
    given = dict(action.params)
    out = [Action.make(action.kind, **given, bogus=1)]
    for p in kind.params:
        if not p.optional:
            out.append(Action.make(action.kind, **{k: v for k, v in given.items() if k != p.name}))
        out.append(Action.make(action.kind, **{**given, p.name: WRONG[p.type]}))
        if not p.nullable:
            out.append(Action.make(action.kind, **{**given, p.name: None}))
        if p.type == POINTS:
            out.append(Action.make(action.kind, **{**given, p.name: [[1.0, 1.0]] * 9}))   # too many points
            out.append(Action.make(action.kind, **{**given, p.name: []}))
        if p.type == INT and p.lo is not None:
            out.append(Action.make(action.kind, **{**given, p.name: int(p.lo) - 1}))
    return out


def probe_all(s) -> int:
    """Spoil every legal action of the pending decision; returns how many probes were refused."""
    n = 0
    for action in s.legal_actions():
        for bad in malformed(action):
            refused(s, bad)
            n += 1
    for bad in (Action.make("fly"), Action.make(""), "pass", None):
        refused(s, bad)
        n += 1
    return n


@pytest.fixture(scope="module")
def games():
    """From a few seeded random games: the first position of each kind of decision met, and
    every kind of action offered."""
    seen, offered = {}, set()

    def keep(state, action, events):
        offered.update(a.kind for a in state.legal_actions())
        d = state.to_decide()
        if d is not None and d.kind not in seen:
            seen[d.kind] = state.clone()
    for scenario, seed, extra in (("munus", 0, {"cohort": "5"}), ("duellum", 1, {}), ("damnatio", 7, {}),
                                  ("geminae", 4, {"living_hazards": "1"})):
        play_random({"scenario": scenario, **extra}, seed, on_step=keep)
    return seen, offered


def test_malformed_answers_are_refused_at_every_kind_of_decision_of_random_games(games):
    seen, _ = games
    assert {"deploy", "duellum_pick", "activate", "action", "reaction", "favor", "tree_path", "follow_up",
            "reposition"} <= set(seen)
    assert sum(probe_all(s) for s in seen.values()) > 200


def test_every_action_a_game_offers_is_a_declared_kind(games):
    _, offered = games
    assert offered and offered <= {k.name for k in KINDS}


def follow_position():
    s = position([(0, "noxius", (14.0, 24.0)), (1, "iason", (15.9, 24.0))])
    s.stack = [frame("turn", seat=0), frame("follow", attacker="0:noxius", defender="1:iason", chooser=0)]
    return s


def repos_position():
    s = position([(0, "noxius", (14.0, 24.0)), (1, "iason", (20.0, 24.0))])
    s.stack = [frame("turn", seat=0), frame("repos", model="0:noxius", seat=0, rest_ok=False)]
    return s


def place_position():
    s = position([(0, "nero", (16.0, 26.0)), (1, "iason", (16.0, 18.0))])
    s.stack = [frame("start", seat=1)]
    s._ev = []
    start_displacement(s, "0:nero", ["1:iason"])
    s.advance()
    return s


@pytest.mark.parametrize("make, bad, words", [
    (follow_position, A("follow_up"), "To follow up, a spot must be named."),
    (follow_position, A("follow_up", to="forward"), "The spot must be a point on the table."),
    (follow_position, A("follow_up", to=[16.0]), "The spot must be a point on the table."),
    (repos_position, A("reposition", rest=False), "To reposition, a path must be named."),
    (repos_position, A("reposition", path=None), "To reposition, a choice to rest must be named."),
    (repos_position, A("reposition", path=[[15.0, 24.0]], rest="no"), "The choice to rest must be yes or no."),
    (repos_position, A("reposition", path=None, rest=False, far=True), "To reposition, nothing called 'far' can be given."),
    (place_position, A("place", model="1:iason"), "To place a displaced model, a spot must be named."),
    (place_position, A("place", at=[16.0, 20.0]), "To place a displaced model, a model must be named."),
])
def test_the_malformed_actions_of_the_issue_are_refused_in_plain_words(make, bad, words):
    s = make()
    assert s.to_decide().kind == {"follow": "follow_up", "repos": "reposition", "place": "place"}[s.stack[-1].t]
    assert refused(s, bad) == words
    probe_all(s)
    s.apply(s.legal_actions()[0])  # the position still plays


def test_the_declaration_refuses_before_any_frame_judges(monkeypatch):
    s = follow_position()
    calls = []
    monkeypatch.setattr(type(s.stack[-1]), "problem", lambda self, state, a: calls.append(a))
    refused(s, A("follow_up"))
    assert calls == []


def test_a_well_formed_answer_that_is_not_a_choice_names_no_internal_kind():
    s = follow_position()
    words = refused(s, A("end"))
    assert "end" not in words.split("'") and "Choose a follow-up spot" in words
    s = repos_position()
    s.stack[-2:] = [frame("turn", seat=0)]
    words = refused(s, A("favor", amount=1))
    assert words.startswith("You cannot add Favor dice now: Activate a Ready model")
