"""Standing actions in the window (``table.turns.standing_choices`` / ``take_standing``),
checked on the generic table with Duel's potion (``potion=on``): a human drinks while a bot
decides, and the bot's answer in the making is dropped and asked again on the new position;
in hot-seat only the person whose screen it is is offered anything."""
import queue
import threading

from stalled_worker import stalled_main
from table_driver import FRAME, step_until

from client.table.session import GameSession, Seat
from client.table.table import GameTable
from client.table.worker import BotWorker
from engine.core import Action, registry
from engine.core.saves import Standing


class DuelTable(GameTable):
    """The generic table with nothing drawn: the machinery under test is the shared one."""

    def draw_table(self, surface) -> None:
        pass


POTION = Action.make("potion")


def _potion(seat):
    """``seat``'s potion as its record entry."""
    return Standing(seat, POTION)


def _session(controllers, seed=4):
    config = registry.get("duel").make_config(2, {"potion": "on"})
    seats = [Seat(name, c) for name, c in zip(("Livia", "Marcus"), controllers, strict=True)]
    return GameSession.new("duel", config, seats, seed)


def _open(make_app, session, **options):
    app = make_app()
    table = DuelTable(app, session, **options)
    app.push(table)
    app.step([], dt=FRAME)
    return app, table


def _to_seat(session, seat):
    """Play the first legal actions until ``seat`` decides."""
    while session.decision.seat != seat:
        session.apply(session.legal_actions()[0])


class GatedWorker:
    """A thread worker target that records each request and answers one only when told to,
    with the random bot's choice on its own copy of the game (the real worker's protocol)."""

    def __init__(self):
        self.requests: list = []
        self.answered: list = []  # the request ids answered, once in the outbox
        self.release: queue.Queue = queue.Queue()
        self.seen = threading.Event()

    def __call__(self, inbox, outbox):
        from client.table.worker import GameCopy, choose

        game, positions = None, {}
        while True:
            try:
                request = inbox.get(timeout=0.01)
            except queue.Empty:
                request = ()
            if request is None:
                return
            if request:
                if request.start is not None:
                    game = GameCopy(request.start)
                game.catch_up(request.since, request.actions)
                positions[request.request_id] = game.state.clone()
                self.requests.append(request)
                self.seen.set()
            try:
                answer = self.release.get_nowait()
            except queue.Empty:
                continue
            request = next(r for r in self.requests if r.request_id == answer)
            outbox.put((answer, "ok", choose(positions.pop(answer), request.seat, "random"), game.taken))
            self.answered.append(answer)


def test_a_human_drinks_while_the_bot_decides_and_the_bot_is_asked_again(make_app):
    session = _session(["human", "bot:random"])
    _to_seat(session, 1)
    gate = GatedWorker()
    app, table = _open(make_app, session, worker_factory=lambda: BotWorker(mode="thread", cap=60.0, target=gate))
    table.turns.pace = lambda: 0.0
    bot = table.controllers[1]
    step_until(app, table, lambda: gate.requests, "the bot's first request")
    first = gate.requests[0]
    old_request = first.request_id
    assert first.start is not None and first.since == 0 and len(first.actions) == len(session.moves.actions)
    assert bot.thinking and session.decision.seat == 1
    assert table.turns.standing_choices(0) == [POTION]
    assert table.turns.standing_choices(1) == [], "a bot's options are not the person's to take"
    assert table.turns.take_standing(0, POTION)
    assert session.moves.actions[-1] == _potion(0) and session.decision.seat == 1
    assert bot.turn is None, "the answer worked out on the old position is dropped"
    step_until(app, table, lambda: len(gate.requests) == 2, "the bot asked again")
    second = gate.requests[1]
    new_request = second.request_id
    assert second.seat == 1 and new_request != old_request
    # the worker is sent the drink alone: its copy already holds the rest
    assert second.start is None and second.since == len(first.actions)
    assert second.actions == [_potion(0).to_json()]
    # the stale answer comes in: thrown away, nothing is played
    played = len(session.moves.actions)
    gate.release.put(old_request)
    step_until(app, table, lambda: old_request in gate.answered, "the stale answer")
    for _ in range(30):
        app.step([], dt=FRAME)
        threading.Event().wait(0.002)
    assert len(session.moves.actions) == played and bot.thinking
    # the fresh answer is played
    gate.release.put(new_request)
    step_until(app, table, lambda: len(session.moves.actions) > played, "the fresh answer played")
    assert session.moves.actions[-1].kind != "potion"


def test_with_a_silent_worker_the_bot_is_asked_again_and_the_old_request_forgotten(make_app):
    session = _session(["human", "bot:random"])
    _to_seat(session, 1)
    workers = []

    def silent():
        workers.append(BotWorker(mode="thread", cap=60.0, target=stalled_main))
        return workers[0]

    app, table = _open(make_app, session, worker_factory=silent)
    bot = table.controllers[1]
    app.step([], dt=FRAME)
    first = bot.turn.request
    assert table.turns.take_standing(0, POTION)
    app.step([], dt=FRAME)
    assert bot.turn is not None and bot.turn.request != first
    assert bot.turn.decisions_made == session.state.decisions_made
    assert workers[0].answer(first) == ("error", "unknown request"), "the old request is forgotten"


def test_in_hot_seat_only_the_person_at_the_screen_is_offered_standing_actions(make_app):
    session = _session(["human", "human"])
    app, table = _open(make_app, session)
    # Livia decides first: the hand-off screen comes before her table
    assert table.turns.handoff_pending == 0 and table.turns.standing_choices(0) == [] and table.turns.standing_choices(1) == []
    table.turns.took_over(0)
    app.step([], dt=FRAME)
    assert table.turns.standing_choices(0) == [POTION]
    assert table.turns.standing_choices(1) == [], "Marcus's options never show on Livia's screen"
    before = session.state.digest()
    assert not table.turns.take_standing(1, POTION)
    assert table.message[0] == "That is not yours to do now." and session.state.digest() == before
    # her own standing action in her own decision: the decision stays hers
    decision = session.decision
    assert table.turns.take_standing(0, POTION) and session.decision == decision and table.my_turn()
    assert not table.turns.take_standing(0, POTION)
    assert table.message[0] == "That potion is gone: each player drinks one at most."


def test_a_replay_offers_no_standing_actions(make_app):
    session = _session(["human", "bot:random"])
    app = make_app()
    table = DuelTable(app, session, replay=True)
    table.replay.setup([])
    app.push(table)
    app.step([], dt=FRAME)
    assert session.state.standing_actions(0) and table.turns.standing_choices(0) == []
