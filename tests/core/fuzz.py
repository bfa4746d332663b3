"""Malformed actions for any game: the probes of the conformance fuzz (test_fuzz.py) and of
its benchmark (bench/bench_fuzz.py).

At positions of a seeded random game, ``probes`` builds actions that are not legal answers
now, in families:

* ``kind``: an unknown kind, and each legal action under another kind's name;
* ``missing`` / ``extra``: a legal action without one of its parameters, or with one more;
* ``mistyped``: a parameter given a value of another type (a number for a name, a word for
  a number, a list for a point ...);
* ``range``: a parameter just outside what the game declares (``game_type.actions``): below
  ``lo``, above ``hi``, not among ``choices``, a list too short or too long;
* ``seat``: an action another seat could take at an earlier decision;
* ``stale``: an action that was legal a few decisions ago.

A game that declares its action kinds refuses most of them before its own code runs. Each
probe must raise ``IllegalAction`` (never another exception) from ``check`` and from
``apply``, and leave the state as it was (``run_probes``).

Some probes may happen to be legal (a stale move to a point that is still free, an optional
parameter left out): those are ``lenient``, and for them ``check`` and ``apply`` must agree
(accepted by ``check`` means carried out by ``apply`` on a copy, with no other exception).
Every other probe is ``strict``: it must be refused.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from engine.core import Action, IllegalAction, Rng
from engine.core.canon import dumps
from engine.core.params import ANY, IDS, INT, INTS, NUMBER, POINT, POINTS

#: values of every shape, to put where a parameter wants another
ODD_VALUES = (None, True, 0, -1, 7, 10**12, 2.5, "", "zz-no-such", ("zz-no-such",), (0, 1),
              ((0, 0), (1, 1)), ())
EXTRA = "zz_extra"
#: parameter types whose values are open-ended: an action made from an old one may be legal again
OPEN_TYPES = (NUMBER, POINT, POINTS, ANY)
#: how many earlier decisions a stale action may come from
STALE_DEPTH = 6


@dataclass(frozen=True)
class Probe:
    family: str
    action: Action
    #: True: it must be refused; False: it may be legal (then check and apply must agree)
    strict: bool = True


@dataclass
class Tally:
    """What ``run_probes`` saw: probes per family, refusals, and what went wrong."""

    probes: int = 0
    refused: int = 0
    by_family: dict[str, int] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    #: how many failures in all (``failures`` keeps the first few)
    failed: int = 0

    def fail(self, text: str) -> None:
        self.failed += 1
        if len(self.failures) < 12:
            self.failures.append(text)


def open_kind(state, kind: str) -> bool:
    """True when the game declares ``kind`` with an open-ended parameter (a number, a point, a
    whole number with no upper bound ...), whose legal values a candidate list may not hold
    all of; False when it declares nothing about it (an undeclared game is judged by its legal
    list: strict)."""
    declared = state.game_type.kind(kind)
    return declared is not None and any(
        p.type in OPEN_TYPES or (p.type == INT and p.hi is None) for p in declared.params)


def _with(action: Action, **changes) -> Action:
    fields = {**action.fields, **changes}
    return Action.make(action.kind, **fields)


def _without(action: Action, name: str) -> Action:
    return Action.make(action.kind, **{k: v for k, v in action.fields.items() if k != name})


def _renamed(action: Action, kind: str) -> Action:
    return Action.make(kind, **action.fields)


def _out_of_range(param) -> list:
    """Values just outside a declared parameter's range, of the right type."""
    out = []
    listed = param.type in (INTS, IDS, POINTS)
    if param.choices is not None:
        out.append("zz-no-such")
    if listed:
        item = (0, 0) if param.type == POINTS else (0 if param.type == INTS else "zz-no-such")
        if param.lo is not None and param.lo >= 1:
            out.append(tuple([item] * (int(param.lo) - 1)))
        if param.hi is not None:
            out.append(tuple([item] * (int(param.hi) + 1)))
    elif param.type in (INT, NUMBER):
        if param.lo is not None:
            out.append(int(param.lo) - 1)
        if param.hi is not None:
            out.append(int(param.hi) + 1)
    return out


def probes(state, legal: list[Action], history: list[tuple[int, Action]], rng: Rng) -> Iterator[Probe]:
    """Every probe for the position (see the module text); ``history`` holds (seat, action) of
    earlier decisions, newest last. Probes equal to a legal or standing action are left out."""
    decision = state.to_decide()
    gt = state.game_type
    taken = set(legal)
    for seat in range(state.num_seats):
        taken.update(state.standing_actions(seat))
    kinds = sorted({a.kind for a in legal} | set(gt.kinds) | {a.kind for _, a in history})

    def keep(family: str, action: Action, strict: bool = True) -> Iterator[Probe]:
        if action not in taken:
            yield Probe(family, action, strict)

    yield from keep("kind", Action.make("zz_no_such_kind"))
    yield from keep("kind", Action.make(""))
    sample = legal if len(legal) <= 6 else _sample(legal, 6, rng)
    for action in sample:
        yield from keep("kind", _renamed(action, "zz_no_such_kind"))
        for other in kinds:
            if other != action.kind:
                yield from keep("kind", _renamed(action, other), strict=not open_kind(state, other))
        yield from keep("extra", _with(action, **{EXTRA: 1}))
        yield from keep("extra", _with(action, **{EXTRA: None}))
        declared = gt.kind(action.kind)
        params = {p.name: p for p in declared.params} if declared else {}
        for name, value in action.fields.items():
            param = params.get(name)
            optional = param is not None and param.optional
            yield from keep("missing", _without(action, name), strict=not optional)
            for odd in ODD_VALUES:
                if odd == value or type(odd) is type(value):
                    continue
                lenient = param is not None and (param.type == ANY or (odd is None and param.nullable))
                yield from keep("mistyped", _with(action, **{name: odd}), strict=not lenient)
            if param is not None:
                for bad in _out_of_range(param):
                    yield from keep("range", _with(action, **{name: bad}))
        for param in params.values():
            if param.optional and param.name not in action.fields:
                yield from keep("mistyped", _with(action, **{param.name: ("zz", 1.5)}),
                                strict=param.type != ANY)
    for seat, action in history:
        if seat != decision.seat:
            yield from keep("seat", action, strict=not open_kind(state, action.kind))
    for _, action in history[-STALE_DEPTH:]:
        yield from keep("stale", action, strict=not open_kind(state, action.kind))


def _sample(items: list, n: int, rng: Rng) -> list:
    items = list(items)
    rng.shuffle(items)
    return items[:n]


def run_probes(state, batch: list[Probe], tally: Tally, where: str) -> None:
    """Try each probe with ``check`` and with ``apply``; the state must stay as it was."""
    before = dumps(state.to_json())
    for probe in batch:
        tally.probes += 1
        tally.by_family[probe.family] = tally.by_family.get(probe.family, 0) + 1
        refused = _refused(state.check, probe, tally, where, "check")
        if refused is None:
            continue
        if not refused:
            if probe.strict:
                tally.fail(f"{where}: check accepted the {probe.family} probe {probe.action}")
                continue
            _apply_on_copy(state, probe, tally, where)
            continue
        applied = _refused(state.apply, probe, tally, where, "apply")
        if applied is False:
            tally.fail(f"{where}: check refused the {probe.family} probe {probe.action}, but apply took it")
            return  # the state changed: stop here
        tally.refused += 1
    if dumps(state.to_json()) != before:
        tally.fail(f"{where}: a refused probe changed the state (one of {len(batch)}: "
                   f"{', '.join(sorted({p.family for p in batch}))})")


def _refused(call, probe: Probe, tally: Tally, where: str, name: str) -> bool | None:
    """True: IllegalAction in plain words; False: accepted; None: another exception (a failure)."""
    try:
        call(probe.action)
    except IllegalAction as exc:
        if not exc.message:
            tally.fail(f"{where}: {name} refused {probe.action} with no words")
        return True
    except Exception as exc:  # noqa: BLE001 (the point of the fuzz: anything but IllegalAction)
        tally.fail(f"{where}: {name} raised {type(exc).__name__} ({str(exc)[:80]}) for the "
                   f"{probe.family} probe {probe.action}")
        return None
    return False


def _apply_on_copy(state, probe: Probe, tally: Tally, where: str) -> None:
    try:
        state.clone().apply(probe.action)
    except Exception as exc:  # noqa: BLE001
        tally.fail(f"{where}: check accepted the {probe.family} probe {probe.action}, but apply raised "
                   f"{type(exc).__name__} ({str(exc)[:80]})")


def fuzz_game(ruleset, want: int, seeds=range(1_000), every: int = 3, per_position: int = 600,
              positions: int = 400, stop_on_failure: bool = True) -> Tally:
    """Probe seeded random games of ``ruleset`` until ``want`` probes are tried (or ``positions``
    positions, or the first failure): at every ``every``-th decision, up to ``per_position``
    probes drawn from all."""
    tally = Tally()
    seen = 0
    for seed in seeds:
        config = ruleset.make_config(ruleset.max_seats if seed % 2 else ruleset.min_seats)
        state = ruleset.new_game(config, seed)
        rng = Rng(seed, stream=11)
        history: list[tuple[int, Action]] = []
        step = 0
        while (decision := state.to_decide()) is not None:
            legal = state.legal_actions()
            if step % every == every - 1:
                batch = list(probes(state, legal, history[-40:], rng))
                if len(batch) > per_position:
                    batch = _sample(batch, per_position, rng)
                failed = tally.failed
                run_probes(state, batch, tally, f"{ruleset.name} seed {seed} decision {step + 1}")
                seen += 1
                if tally.probes >= want or seen >= positions or (stop_on_failure and tally.failed):
                    return tally
                if tally.failed > failed:
                    break  # this game's state may have changed: on to the next seed
            action = rng.choice(legal)
            state.apply(action)
            history.append((decision.seat, action))
            step += 1
    return tally
