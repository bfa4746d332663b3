"""Guided first games ("Learn to play"): a tutorial file per game, read and proved against the engine.

A tutorial is ``engine/<game>/content/tutorial.toml``: a fixed start (a scenario file and a seed),
the seats (the learner's and easy bots), and a list of steps. Each step has its words in English
and Spanish (``say`` / ``say_es``), what the window should light up (``highlight``: a card, a
model or a spot by name, in a zone, or one of the table's buttons) and the move it waits for
(``wait``: an action kind and, where it matters, its parameters; a parameter naming a card or a
model may be given by its name, a list (a hex, bets) as a TOML array). A move matches a step
when its kind is the step's and every parameter the step names has that value (or names a thing
of that name); parameters the step leaves out (how a card is paid for) are the learner's choice.
An empty name (``""``) waits for a part that names nothing (a model not rested, a follow-up that
stays); ``true`` / ``false`` answer a yes-or-no part. A spot on the table is named in the file's
``spots`` table (``at`` and how far from it, ``within``, both in the game's measures) and a part
that is a point or a path (its last point) matches that spot when it ends within it.

``read_tutorial`` refuses a bad file with the file, the step and the field named.
``prove(tutorial)`` plays the tutorial on the real engine from its start: the bots answer as
the window's do (their level's bot with the seeded generator of ``engine.play.match.bot_rng``),
and at every step *every* move the step accepts is tried, so whatever payment the learner
picks, each later step still waits for a move the engine offers. A step that can never be
satisfied is a ``ContentError`` naming it, in the tests, never a stuck player.

This module never imports pygame; the coach that shows the steps is ``client/tutorial/``.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ai import make_bot, seat_view
from ..core import Action, registry
from ..core.errors import ContentError, IllegalAction
from ..core.params import POINT, POINTS
from ..parts.tomlfile import read_toml
from .match import bot_rng

#: where a game's tutorial lives, beside its other content
FILE_NAME = "tutorial.toml"
TOP_KEYS = {"title", "title_es", "scenario", "seed", "seats", "minutes", "step", "done", "done_es", "spots"}
SPOT_KEYS = {"at", "within"}
STEP_KEYS = {"id", "say", "say_es", "highlight", "wait"}
HIGHLIGHT_KEYS = {"card", "model", "spot", "zone", "button"}
#: the bot levels whose answers never depend on a clock (a seeded policy or random), so the window's
#: bots play what the proof played
STEADY_LEVELS = ("easy", "random")
#: the most moves (the learner's and the bots') between two steps before the proof gives up
MAX_BOT_MOVES = 400
#: the most positions the proof visits (every accepted move of every step is tried)
MAX_PATHS = 5000


@dataclass(frozen=True)
class Highlight:
    """What the coach lights up: a thing by name (``card``, ``model``, ``spot``) in ``zone`` (the
    table's zone, or any), or a ``button`` of the table ("primary", "buyback", ...)."""

    card: str | None = None
    model: str | None = None
    spot: str | None = None
    zone: str | None = None
    button: str | None = None

    @property
    def thing(self) -> str | None:
        return self.card or self.model or self.spot


@dataclass(frozen=True)
class Spot:
    """A spot on the table a step names: a point (``at``) and how far from it a move may end."""

    name: str
    at: tuple[float, float]
    within: float

    def holds(self, value) -> bool:
        """True when ``value`` (a point, or a path: its last point) ends within the spot."""
        if isinstance(value, (list, tuple)) and value and isinstance(value[-1], (list, tuple)):
            value = value[-1]
        if not isinstance(value, (list, tuple)) or len(value) != 2:
            return False
        try:
            return math.dist((float(value[0]), float(value[1])), self.at) <= self.within
        except (TypeError, ValueError):
            return False


@dataclass(frozen=True)
class Step:
    id: str
    say: str
    say_es: str
    highlight: Highlight
    kind: str
    params: tuple[tuple[str, Any], ...]

    def text(self, language: str) -> str:
        return self.say_es if language == "es" else self.say


@dataclass(frozen=True)
class Tutorial:
    game: str
    path: Path
    title: str
    title_es: str
    config: dict
    seed: int
    seats: tuple[str, ...]
    minutes: int
    steps: tuple[Step, ...]
    done: str
    done_es: str
    #: the spots on the table the steps name (``Spot``), by name
    spots: dict = field(default_factory=dict)

    @property
    def learner(self) -> int:
        return self.seats.index("human")

    def new_state(self):
        return registry.get(self.game).new_game(self.config, self.seed)

    def title_in(self, language: str) -> str:
        return self.title_es if language == "es" else self.title

    def done_in(self, language: str) -> str:
        return self.done_es if language == "es" else self.done


def tutorial_path(game: str) -> Path:
    """Where ``game``'s tutorial file would be (it may not exist)."""
    return Path(__file__).resolve().parents[1] / game / "content" / FILE_NAME


def has_tutorial(game: str) -> bool:
    return tutorial_path(game).is_file()


def load_tutorial(game: str) -> Tutorial:
    return read_tutorial(tutorial_path(game), game)


def read_tutorial(path: str | Path, game: str) -> Tutorial:
    """The tutorial in ``path`` for ``game``; ContentError naming the file, the step and the field."""
    path = Path(path)
    data = read_toml(path)
    name = path.name

    def fail(where: str, problem: str):
        raise ContentError(f"{name}: {where}: {problem}")

    for key in data:
        if key not in TOP_KEYS:
            fail(f"field '{key}'", f"unknown field (known: {', '.join(sorted(TOP_KEYS))})")
    texts = {}
    for key in ("title", "title_es", "done", "done_es"):
        if not isinstance(data.get(key), str) or not data[key].strip():
            fail(f"field '{key}'", "needs some words")
        texts[key] = data[key].strip()
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        fail("field 'seed'", "needs a whole number, 0 or more")
    minutes = data.get("minutes", 10)
    if not isinstance(minutes, int) or isinstance(minutes, bool) or not 1 <= minutes <= 60:
        fail("field 'minutes'", "needs a whole number of minutes from 1 to 60")
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats) or seats.count("human") != 1 \
            or not all(s == "human" or s.startswith("bot:") for s in seats):
        fail("field 'seats'", "needs a list of seats, exactly one \"human\" and the rest \"bot:<level>\"")
    for spec in seats:
        if spec.startswith("bot:") and spec.removeprefix("bot:") not in STEADY_LEVELS:
            fail("field 'seats'", f"'{spec}': a tutorial's bots must answer the same on every machine "
                 f"({', '.join('bot:' + level for level in STEADY_LEVELS)}), not to a clock")
    scenario = data.get("scenario")
    if not isinstance(scenario, str) or not scenario:
        fail("field 'scenario'", "needs the scenario file the tutorial starts from")
    ruleset = registry.get(game)
    try:
        config = ruleset.scenario_config(str(path.parent / scenario), {"seats": len(seats)})
    except ContentError as exc:
        fail("field 'scenario'", str(exc))
    except Exception as exc:  # ConfigError and the like: the words of the game's own check
        fail("field 'scenario'", str(exc))
    raw_steps = data.get("step")
    if not isinstance(raw_steps, list) or not raw_steps:
        fail("field 'step'", "needs at least one [[step]]")
    kinds = {kind.name: kind for kind in ruleset.state_class().game_type.actions} \
        if hasattr(ruleset.state_class(), "game_type") else {}
    spots = _read_spots(data.get("spots", {}), fail)
    steps, ids = [], set()
    for n, raw in enumerate(raw_steps, 1):
        steps.append(_read_step(raw, n, kinds, spots, fail))
        if steps[-1].id in ids:
            fail(f"step {n}", f"field 'id': '{steps[-1].id}' is used by an earlier step")
        ids.add(steps[-1].id)
    return Tutorial(game, path, texts["title"], texts["title_es"], config, seed, tuple(seats), minutes,
                    tuple(steps), texts["done"], texts["done_es"], spots)


def _read_spots(raw, fail) -> dict:
    """The file's named spots: ``name = {at = [x, y], within = r}``."""
    if not isinstance(raw, dict):
        fail("field 'spots'", "needs a table of spots, each {at = [x, y], within = distance}")
    spots = {}
    for name, spot in raw.items():
        where = f"field 'spots.{name}'"
        if not isinstance(spot, dict) or set(spot) != SPOT_KEYS:
            fail(where, "needs at = [x, y] and within = a distance, nothing else")
        at, within = spot["at"], spot["within"]
        if not isinstance(at, list) or len(at) != 2 or not all(_finite(v) for v in at):
            fail(where, "field 'at': needs [x, y], two numbers")
        if not _finite(within) or within <= 0:
            fail(where, "field 'within': needs a distance above 0")
        spots[name] = Spot(name, (float(at[0]), float(at[1])), float(within))
    return spots


def _finite(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _read_step(raw, n: int, kinds: dict, spots: dict, fail) -> Step:
    if not isinstance(raw, dict):
        fail(f"step {n}", "needs to be a table")
    sid = raw.get("id")
    where = f"step {n} ('{sid}')" if isinstance(sid, str) else f"step {n}"
    if not isinstance(sid, str) or not sid.strip():
        fail(where, "field 'id': needs a short name")
    for key in raw:
        if key not in STEP_KEYS:
            fail(where, f"field '{key}': unknown field (known: {', '.join(sorted(STEP_KEYS))})")
    for key in ("say", "say_es"):
        if not isinstance(raw.get(key), str) or not raw[key].strip():
            fail(where, f"field '{key}': needs the words the coach says")
    light = raw.get("highlight")
    if not isinstance(light, dict) or not light:
        fail(where, "field 'highlight': needs what to light up (card, model, spot or button)")
    for key, value in light.items():
        if key not in HIGHLIGHT_KEYS:
            fail(where, f"field 'highlight.{key}': unknown (known: {', '.join(sorted(HIGHLIGHT_KEYS))})")
        if not isinstance(value, str) or not value:
            fail(where, f"field 'highlight.{key}': needs a name")
    highlight = Highlight(**light)
    if (highlight.thing is None) == (highlight.button is None):
        fail(where, "field 'highlight': needs one thing to light up: a card, model or spot, or a button")
    if highlight.spot is not None and spots and highlight.spot not in spots:
        fail(where, f"field 'highlight.spot': '{highlight.spot}' is not in the file's spots")
    wait = raw.get("wait")
    if not isinstance(wait, dict) or not isinstance(wait.get("kind"), str):
        fail(where, "field 'wait': needs the move waited for, at least its 'kind'")
    kind = wait["kind"]
    if kinds and kind not in kinds:
        fail(where, f"field 'wait.kind': '{kind}' is no kind of move in this game")
    params = []
    for key, value in wait.items():
        if key == "kind":
            continue
        part = next((p for p in kinds[kind].params if p.name == key), None) if kinds else None
        if kinds and part is None:
            fail(where, f"field 'wait.{key}': a '{kind}' move has no such part")
        if not _plain(value):
            fail(where, f"field 'wait.{key}': needs a name, a number, true or false, or a list of them")
        if part is not None and part.type in (POINT, POINTS):
            if not isinstance(value, str) or value not in spots:
                fail(where, f"field 'wait.{key}': a spot on the table, named in the file's spots")
            params.append((key, spots[value]))
        else:
            params.append((key, frozen(value)))
    return Step(sid.strip(), raw["say"].strip(), raw["say_es"].strip(), highlight, kind, tuple(params))


def _plain(value) -> bool:
    """A name, a whole number, true or false (a thumb), or a list of them (a hex, a list of bets)."""
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    return isinstance(value, (str, int))


def frozen(value):
    """A move's part as a step compares it: lists become tuples, all the way down."""
    return tuple(frozen(v) for v in value) if isinstance(value, (list, tuple)) else value


# -- matching moves to steps -------------------------------------------------------------------
def names_of(state) -> dict:
    """Ids to names of the things a move may name (a game's ``names`` table; none: ids only)."""
    names = getattr(state, "names", None)
    return names if isinstance(names, dict) else {}


def matches(step: Step, action: Action, names: dict) -> bool:
    """True when ``action`` is the move ``step`` waits for (see the module's words)."""
    if getattr(action, "kind", None) != step.kind:
        return False
    for key, want in step.params:
        if not fits(want, frozen(action.get(key)), names):
            return False
    return True


def fits(want, got, names: dict) -> bool:
    """True when a move's part ``got`` is what a step names (``want``: a name, a number, a yes or no,
    ``""`` for nothing, or a ``Spot``)."""
    if isinstance(want, Spot):
        return got is not None and want.holds(got)
    if want == "":
        return got is None
    if isinstance(want, bool) or isinstance(got, bool):
        return isinstance(got, bool) and got == want
    return got == want or (isinstance(got, (str, int)) and names.get(got) == want)


def accepted(step: Step, state) -> list[Action]:
    """The legal moves of ``state`` that satisfy ``step``."""
    names = names_of(state)
    return [a for a in state.legal_actions() if matches(step, a, names)]


_bots: dict[tuple[str, str], Any] = {}


def bot_move(state, seat: int, level: str) -> Action:
    """The bot's answer as the window's worker gives it (same bot, same seeded generator)."""
    key = (state.ruleset_name, level)
    if key not in _bots:
        _bots[key] = make_bot(level, registry.get(state.ruleset_name))
    return _bots[key].choose(seat_view(state), bot_rng(state.seed, state.decisions_made, seat))


def run_bots(tutorial: Tutorial, state) -> list[Action]:
    """Let the bots move until the learner decides (or the game ends): the moves taken."""
    taken = []
    while (d := state.to_decide()) is not None and d.seat != tutorial.learner:
        if len(taken) >= MAX_BOT_MOVES:
            raise ContentError(f"{tutorial.path.name}: the bots made {MAX_BOT_MOVES} moves without the learner "
                               "deciding once")
        action = bot_move(state, d.seat, tutorial.seats[d.seat].removeprefix("bot:"))
        state.apply(action)
        taken.append(action)
    return taken


def prove(tutorial: Tutorial) -> int:
    """Play every path through the steps on the engine; the number of positions visited.
    ContentError naming the first step the engine would never let the learner take."""
    state = tutorial.new_state()
    run_bots(tutorial, state)
    visited = [0]
    _prove_from(tutorial, state, 0, visited)
    return visited[0]


def _prove_from(tutorial: Tutorial, state, index: int, visited: list[int]) -> None:
    if index == len(tutorial.steps):
        return
    visited[0] += 1
    if visited[0] > MAX_PATHS:
        raise ContentError(f"{tutorial.path.name}: more than {MAX_PATHS} positions to try; name more of each "
                           "step's move so fewer moves match")
    step = tutorial.steps[index]
    where = f"{tutorial.path.name}: step {index + 1} ('{step.id}')"
    d = state.to_decide()
    if d is None:
        raise ContentError(f"{where}: the game is over before this step")
    options = accepted(step, state)
    if not options:
        offered = sorted({a.kind for a in state.legal_actions()})
        raise ContentError(f"{where}: waits for a '{step.kind}' move {dict(step.params)}, but the engine offers "
                           f"only: {', '.join(offered)} ({d.kind})")
    for action in options:
        branch = state.clone()
        try:
            branch.apply(action)
        except IllegalAction as exc:  # legal_actions offered it: the engine and its list disagree
            raise ContentError(f"{where}: the engine refused its own move {action}: {exc.message}") from None
        run_bots(tutorial, branch)
        _prove_from(tutorial, branch, index + 1, visited)


def replay_place(tutorial: Tutorial, entries: list, step: int):
    """The state after ``entries`` (actions, as a kept place holds them) when they are a path through
    the tutorial's first ``step`` steps: each learner's move the step's, each bot's move its bot's
    answer. ValueError in plain words otherwise (the file changed, or the place was edited)."""
    state = tutorial.new_state()
    done = 0
    for number, action in enumerate(entries, 1):
        d = state.to_decide()
        if d is None:
            raise ValueError(f"move {number} comes after the end of the game")
        if d.seat == tutorial.learner:
            if done >= step or not matches(tutorial.steps[done], action, names_of(state)):
                raise ValueError(f"move {number} is not what step {done + 1} waits for")
            done += 1
        elif action != bot_move(state, d.seat, tutorial.seats[d.seat].removeprefix("bot:")):
            raise ValueError(f"move {number} is not what the bot at seat {d.seat + 1} plays there")
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise ValueError(f"move {number}: {exc.message}") from None
    if done != step:
        raise ValueError(f"the moves reach step {done + 1}, not step {step + 1}")
    return state
