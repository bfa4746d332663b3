"""Perfect recall for the research adapters: what a viewer has seen since the start.

Our ``observation(seat)`` is the present view. A perfect-recall information state also
remembers every earlier view and the viewer's own moves; ``Recall`` keeps, per viewer (each
seat, and None for the public view), a chain digest over that sequence:

    chain_0 = H(view_0)        chain_k = H(chain_{k-1}, own move k or "", view_k)

so two histories a viewer cannot tell apart give equal chains, and any difference in what it
saw or did gives a different one. Tracking starts on the first request (one replay from the
seed over the recorded moves) and then follows each move; the moves are saved with the state
(``to_json``), so a restored game knows its history too.

A world drawn for a seat (``determinize``, OpenSpiel's ``resample_from_infostate``) keeps that
seat's history: its chain up to the drawing, then what it sees in the world. The other seats'
real histories are not part of the world: theirs begin at the drawing, from their view of the
drawn world (``DRAWN``), which is what a search over drawn worlds (ISMCTS) needs to key its
nodes. A recall that begins mid-game (``beginning``) works the same way for every seat."""
from __future__ import annotations

import hashlib

from ..core.canon import dumps
from ..core.values import Action
from .chance import Drawn, play

#: the root of a chain that begins at a drawn world or mid-game, not at the start
DRAWN = "drawn"


class NoRecall(ValueError):
    """This state does not know the history asked for."""


def _link(previous: str, move: str, view) -> str:
    text = f"{previous}\n{move}\n{dumps(view)}".encode()
    return hashlib.blake2b(text, digest_size=16).hexdigest()


def _viewers(state) -> list:
    return [*range(state.num_seats), None]


def _moves_between(cell, until) -> list:
    """The moves from ``cell`` back to ``until``, oldest first."""
    out = []
    while cell is not until:
        cell, move = cell
        out.append(move)
    out.reverse()
    return out


class Recall:
    """The moves taken (a shared linked list, so a copy costs nothing) and, once asked for,
    each viewer's chain."""

    __slots__ = ("moves", "chains", "from_seed", "origin")

    def __init__(self, moves=None, chains=None, from_seed=True, origin=None):
        self.moves = moves          # (previous, (seat, action)) cells, newest first, or None
        self.chains = chains        # {viewer: digest} once tracked, else None
        self.from_seed = from_seed  # the moves start at the game's start (a replay rebuilds them)
        self.origin = origin        # a drawn world not yet tracked (see ``for_world_of``)

    def copy(self) -> Recall:
        return Recall(self.moves, None if self.chains is None else dict(self.chains), self.from_seed, self.origin)

    @classmethod
    def beginning(cls, state) -> Recall:
        """A recall whose history begins at ``state`` (a game picked up mid-way)."""
        return cls(None, {v: _link(DRAWN, "", state.observation(v)) for v in _viewers(state)}, from_seed=False)

    def for_world_of(self, seat: int, world, turns) -> Recall:
        """The recall of ``world``, drawn for ``seat`` from this state (``turns``: its standing
        windows); worked out when first asked for."""
        return Recall(self.moves, None, from_seed=False, origin=(self, self.moves, seat, world.clone(), turns.copy()))

    def moved(self, state_after, seat: int, action) -> None:
        """Record ``seat``'s ``action``; ``state_after`` is the state it led to."""
        self.moves = (self.moves, (seat, action))
        if self.chains is not None:
            text = str(action)
            self.chains = {viewer: _link(chain, text if viewer == seat else "", state_after.observation(viewer))
                           for viewer, chain in self.chains.items()}

    def _track_world(self, replay) -> dict:
        source, then, seat, start, turns = self.origin
        turns = turns.copy()  # the origin is shared by copies of this recall: left as it was
        if source.moves is then:  # the state drawn from has not moved since: its chains serve
            own = source.tracked(replay)[seat]
        else:
            own = Recall(then, None, source.from_seed, source.origin).tracked(replay)[seat]
        world = start.clone()
        chains = {v: own if v == seat else _link(DRAWN, "", world.observation(v)) for v in _viewers(world)}
        for mover, action in _moves_between(self.moves, then):
            play(turns, world, action)
            chains = {v: _link(c, str(action) if v == mover else "", world.observation(v)) for v, c in chains.items()}
        self.origin = None
        return chains

    def tracked(self, replay=None) -> dict:
        """Every viewer's chain (the first time, replaying the recorded moves with ``replay``:
        ``replay()`` gives a fresh state and a function that takes one move on it)."""
        if self.chains is None and self.origin is not None:
            self.chains = self._track_world(replay)
        if self.chains is None:
            if replay is None or not self.from_seed:
                raise NoRecall("this state's history is not known (a drawn world restored from its "
                               "serialized form keeps its present only)")
            fresh, take = replay()
            chains = {v: _link("", "", fresh.observation(v)) for v in _viewers(fresh)}
            for seat, action in _moves_between(self.moves, None):
                take(fresh, action)
                chains = {v: _link(c, str(action) if v == seat else "", fresh.observation(v)) for v, c in chains.items()}
            self.chains = chains
        return self.chains

    def string(self, state, viewer, replay=None) -> str:
        """The perfect-recall string of ``viewer``: its present view and the chain."""
        chain = self.tracked(replay)[viewer]
        return f"{dumps(state.observation(viewer))}\nhistory {chain}"

    def to_json(self) -> list | None:
        """The moves, oldest first, as [seat, canonical action text] (and, for a move that passed
        explicit chance, its outcomes third: ``chance.Drawn``); None when they do not start at the
        game's start (a drawn world, a game picked up mid-way)."""
        if not self.from_seed or self.origin is not None:
            return None
        return [[seat, str(move.action), list(move.outcomes)] if isinstance(move, Drawn) else [seat, str(move)]
                for seat, move in _moves_between(self.moves, None)]

    @classmethod
    def from_json(cls, data: list | None) -> Recall:
        if data is None:
            return cls(from_seed=False)
        moves = None
        for seat, text, *outcomes in data:
            action = Action.parse(text)
            moves = (moves, (seat, Drawn(action, tuple(outcomes[0])) if outcomes else action))
        return cls(moves)
