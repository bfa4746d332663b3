"""Obvious choices are quick (issue 39, Deliver 9): a bot's lone legal answer is played without
asking the worker (no search, no clock), and it and a game's routine kinds (Gladiatores' deck
choices) are held only a short share of the pace, so a run of them goes by instead of being
waited on. The moves are the ones the worker's bot gives: only the time changes."""
from client.table.controllers import ROUTINE_PACE, BotController, routine_kinds
from client.table.session import GameSession, Seat
from client.table.worker import BotWorker, choose
from engine.core import Action, Rng

PACE = 0.8


class CountingWorker:
    """A worker that answers at once with the real bot's choice and counts the asks."""

    def __init__(self, session):
        self.session, self.asked, self._answers = session, 0, {}

    def ask(self, moves, seat, level):
        self.asked += 1
        self._answers[self.asked] = ("ok", choose(self.session.state, seat, level))
        return self.asked

    def answer(self, request):
        return self._answers.pop(request, None)

    def forget(self, request):
        self._answers.pop(request, None)


def _gladiatores(seed=3):
    session = GameSession.new("gladiatores", {"seats": 2, "mode": "quickplay"},
                              [Seat("Marcus", "bot:easy"), Seat("Aurelia", "bot:easy")], seed)
    session.autosave_to = False
    return session


def _held(bot, session, seat, start):
    """Poll at ``start`` and then in small steps of a fake clock: (action, seconds it was held)."""
    now = start
    while True:
        action = bot.poll(session, seat, PACE, now=now)
        if action is not None:
            return action, now - start
        now += 0.01


def test_gladiatores_calls_its_deck_choices_routine():
    assert routine_kinds("gladiatores") == frozenset({"draw"})
    assert routine_kinds("forglory") == frozenset()


def test_a_lone_answer_is_played_without_the_worker_and_routine_kinds_at_a_short_pace():
    session = _gladiatores()
    worker = CountingWorker(session)
    bot = BotController("easy", worker)
    seen = {"lone": [], "draw": [], "other": []}
    clock = 0.0
    for _ in range(120):
        d = session.decision
        if d is None:
            break
        legal = session.legal_actions()
        asked = worker.asked
        action, held = _held(bot, session, d.seat, clock)
        clock += held + 1.0
        expected = Action.from_json(choose(session.state, d.seat, "easy"))
        assert action == expected  # the same move as the bot's own
        group = "lone" if len(legal) == 1 else "draw" if d.kind == "draw" else "other"
        seen[group].append(held)
        assert (worker.asked == asked) == (group == "lone"), group
        session.apply(action)
    assert seen["lone"] and seen["draw"] and seen["other"], {k: len(v) for k, v in seen.items()}
    assert max(seen["lone"] + seen["draw"]) <= ROUTINE_PACE * PACE + 0.011
    assert min(seen["other"]) >= PACE - 0.011


def test_a_lone_answer_is_not_sent_to_a_real_worker():
    session = _gladiatores(seed=5)
    rng = Rng(5)
    while len(session.legal_actions()) != 1:
        session.apply(rng.choice(session.legal_actions()))
    worker = BotWorker(mode="thread")
    try:
        bot = BotController("hard", worker)
        action = bot.poll(session, session.decision.seat, 0.0, now=0.0)
        assert action == session.legal_actions()[0]
        assert not worker._pending
    finally:
        worker.close()
