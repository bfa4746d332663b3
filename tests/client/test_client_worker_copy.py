"""The bot worker keeps its own copy of the game: built once from what a save holds (ruleset,
config, seed), then sent only the actions taken since its last request, never a state; its
copy stays equal (digest) to the window's through a human's actions and the bots' alike."""
import queue

from client.table.controllers import BotController
from client.table.session import GameSession, Seat
from client.table.worker import (
    KEEP_EVERY,
    BotWorker,
    Decide,
    Digest,
    GameCopy,
    Start,
    TakeBack,
    serve,
    worker_main,
)
from engine.core import Rng, registry
from engine.core.saves import GameMoves, replay

PLAIN = (dict, list, tuple, str, int, float, bool, type(None))


def plain(value) -> bool:
    """True when ``value`` is JSON-like data only (no engine object, no state)."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and plain(v) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return all(plain(v) for v in value)
    return isinstance(value, PLAIN)


class Recorder:
    """A thread worker target: the real ``worker_main``, with every request it takes kept."""

    def __init__(self):
        self.requests = []

    def __call__(self, inbox, outbox):
        recorder = self

        class Inbox:
            def get(self, timeout=None):
                request = inbox.get(timeout=timeout)
                recorder.requests.append(request)
                return request

        worker_main(Inbox(), outbox)


def _session(game, seats, seed):
    ruleset = registry.get(game)
    config = ruleset.make_config(len(seats))
    session = GameSession.new(game, config, [Seat(f"S{i}", c) for i, c in enumerate(seats)], seed,
                              autosave_to=False)
    return session


def _bot_move(session, bot, seat):
    """The bot's answer, and the window's digest at the position the request was made on."""
    digest = session.state.digest()
    action = None
    while action is None:
        action = bot.poll(session, seat, 0.0)
    return action, digest


def _digest_of_copy(worker):
    status, digest = worker.wait(worker.ask_digest())
    assert status == "ok"
    return digest


def test_the_workers_copy_follows_the_window_through_human_and_bot_actions():
    session = _session("forglory", ["human", "bot:random", "bot:random"], seed=3)
    recorder = Recorder()
    worker = BotWorker(mode="thread", cap=60.0, target=recorder)
    bots = {seat: BotController("random", worker) for seat in (1, 2)}
    rng = Rng(8)
    checked = humans = bot_moves = 0
    try:
        while not session.over and bot_moves < 60:
            d = session.decision
            if d.seat == 0:
                session.apply(rng.choice(session.legal_actions()))
                humans += 1
                continue
            lone = len(session.legal_actions()) == 1  # answered without asking the worker
            action, asked_on = _bot_move(session, bots[d.seat], d.seat)
            if bot_moves % 7 == 0 and not lone:  # the copy stands where the last request was made
                assert _digest_of_copy(worker) == asked_on
                checked += 1
            session.apply(action)
            bot_moves += 1
    finally:
        worker.close()
    assert humans and bot_moves and checked >= 3
    decides = [r for r in recorder.requests if isinstance(r, Decide)]
    # the game is sent once; then each request holds only what was taken since the one before
    assert decides[0].start == Start("forglory", session.moves.config, 3) and decides[0].since == 0
    assert all(r.start is None for r in decides[1:])
    sent = 0
    for request in decides:
        assert request.since == sent
        assert plain(request.actions) and all(isinstance(a, dict) and "kind" in a for a in request.actions)
        assert not any(key in a for a in request.actions for key in ("state", "ruleset", "digest"))
        sent += len(request.actions)
    assert [a for r in decides for a in r.actions] == [a.to_json() for a in session.moves.actions[:sent]]
    assert plain(list(decides[0].start))


def test_a_copy_out_of_step_says_where_it_stands_and_goes_on_from_there():
    session = _session("duel", ["bot:random", "bot:random"], seed=5)
    recorder = Recorder()
    worker = BotWorker(mode="thread", cap=60.0, target=recorder)
    bot = BotController("random", worker)
    try:
        for _ in range(4):
            session.apply(_bot_move(session, bot, session.decision.seat)[0])
        held = worker.sent
        worker.sent += 1  # the window believes the copy has an action it never got
        status, _ = worker.wait(worker.ask(session.moves, session.decision.seat, "random"))
        assert status == "error" and worker.sent == held  # the answer says where the copy stands
        status, _ = worker.wait(worker.ask(session.moves, session.decision.seat, "random"))
        assert status == "ok"
        assert _digest_of_copy(worker) == session.state.digest()
    finally:
        worker.close()
    decides = [r for r in recorder.requests if isinstance(r, Decide)]
    assert decides[0].start is not None and all(r.start is None for r in decides[1:])  # never built again
    assert decides[-1].since == held


def test_serve_refuses_a_request_that_does_not_follow_its_copy_and_keeps_the_copy():
    ruleset = registry.get("duel")
    start = Start("duel", ruleset.make_config(2), 1)
    game, answer = serve(None, Digest(1))
    assert game is None and answer[1] == "error" and answer[3] is None
    game, answer = serve(None, Decide(2, start, 0, [], 0, "random"))
    assert answer[1] == "ok" and isinstance(game, GameCopy) and game.taken == 0
    kept = game
    game, answer = serve(game, Decide(3, None, 5, [], 0, "random"))
    assert game is kept and answer[1] == "error" and "out of step" in answer[2] and answer[3] == 0


def _play_with_bots(session, bots, rng, count):
    for _ in range(count):
        d = session.decision
        if d is None:
            return
        if d.seat in bots:
            session.apply(_bot_move(session, bots[d.seat], d.seat)[0])
        else:
            session.apply(rng.choice(session.legal_actions()))


def test_a_take_back_is_a_message_the_copy_rewinds_on_never_built_from_the_start():
    """After a take-back message the worker's copy has the table's position (digest), rewound from
    a position it kept: the game is sent to it once, and no request sends it from move 0 again."""
    session = _session("arenarex", ["human", "bot:random"], seed=6)
    recorder = Recorder()
    worker = BotWorker(mode="thread", cap=60.0, target=recorder)
    bots = {1: BotController("random", worker)}
    rng = Rng(3)
    built = []
    real_init = GameCopy.__init__

    def counting_init(copy, start):
        built.append(start)
        real_init(copy, start)

    GameCopy.__init__ = counting_init
    taken_back = 0
    try:
        _play_with_bots(session, bots, rng, 40)
        for _ in range(3):
            while not session.over and not went_past(worker, session.state.takeback_point(0)):
                _play_with_bots(session, bots, rng, 1)
            if session.over:
                break
            session.take_back(0)
            taken_back += 1
            worker.take_back(len(session.moves.actions))  # the copy went further: it rewinds
            assert worker.sent == len(session.moves.actions)
            assert _digest_of_copy(worker) == session.state.digest()
            _play_with_bots(session, bots, rng, 25)
            assert _digest_of_copy(worker) == worker_position(session, recorder)
    finally:
        GameCopy.__init__ = real_init
        worker.close()
    assert taken_back >= 2 and len(built) == 1
    assert [r.start is not None for r in recorder.requests if isinstance(r, Decide)].count(True) == 1
    assert any(isinstance(r, TakeBack) for r in recorder.requests)


def went_past(worker, point) -> bool:
    """A take-back to ``point`` would undo actions the worker's copy took."""
    return point is not None and worker.sent is not None and worker.sent > point


def worker_position(session, recorder):
    """The digest of the table's game as it stood when the worker was last asked to decide."""
    last = [r for r in recorder.requests if isinstance(r, Decide)][-1]
    at = last.since + len(last.actions)
    line = GameMoves(session.moves.ruleset, session.moves.config, session.moves.seed, list(session.moves.actions[:at]))
    return replay(line)[0].digest()


def test_a_copy_rewinds_from_the_position_it_kept_nearest():
    ruleset = registry.get("forglory")
    session = _session("forglory", ["human", "human", "human"], seed=9)
    rng = Rng(2)
    states = [session.state.digest()]
    for _ in range(40):
        session.apply(rng.choice(session.legal_actions()))
        states.append(session.state.digest())
    game = GameCopy(Start("forglory", ruleset.make_config(3), 9))
    game.catch_up(0, [a.to_json() for a in session.moves.actions])
    assert sorted(game.kept) == [0, KEEP_EVERY, 2 * KEEP_EVERY]
    for to in (37, 33, 32, 20, 3):
        game.rewind(to)
        assert game.taken == to and game.state.digest() == states[to]
        assert max(game.kept) <= to
    game.catch_up(2, [a.to_json() for a in session.moves.actions[2:30]])
    assert game.state.digest() == states[30]


def test_the_worker_runs_as_a_process_on_the_same_protocol():
    session = _session("forglory", ["bot:random", "human", "human"], seed=2)  # a game the process knows
    worker = BotWorker(mode="process", cap=60.0)
    try:
        bot = BotController("random", worker)
        rng = Rng(1)
        asked_on = None
        for _ in range(12):
            d = session.decision
            if d is None:
                break
            if d.seat != 0:
                session.apply(rng.choice(session.legal_actions()))
                continue
            action, asked_on = _bot_move(session, bot, 0)
            session.apply(action)
        assert asked_on is not None and _digest_of_copy(worker) == asked_on
    finally:
        worker.close()


def test_nothing_of_a_request_is_shared_with_the_window():
    """The queue pickles a request later, on its own thread: nothing in it may be the window's."""
    session = _session("forglory", ["bot:random", "bot:random", "bot:random"], seed=4)
    inbox = queue.Queue()

    class Held(BotWorker):
        def start(self):
            self._inbox, self._outbox, self._proc = inbox, queue.Queue(), None
            self.sent = None

    worker = Held(mode="thread")
    worker.ask(session.moves, session.decision.seat, "random")
    request = inbox.get_nowait()
    assert request.start.config == session.moves.config and request.start.config is not session.moves.config
    session.moves.config["seats"] = 99  # the window changing its own data never reaches the request
    assert request.start.config["seats"] == 3
