"""Perfect recall for the research adapters: what a viewer has seen since the start.

Our ``observation(seat)`` is the present view. A perfect-recall information state also
remembers every earlier view and the viewer's own moves; ``Recall`` keeps, per viewer (each
seat, and None for the public view), a chain digest over that sequence:

    chain_0 = H(view_0)        chain_k = H(chain_{k-1}, own move k or "", view_k)

so two histories a viewer cannot tell apart give equal chains, and any difference in what it
saw or did gives a different one. Tracking starts on the first request (one replay from the
seed over the recorded moves) and then follows each move; a world drawn for a seat
(``determinize``) carries that seat's chain only. The moves are saved with the state
(``to_json``), so a restored state knows its history too."""
from __future__ import annotations

import hashlib

from ..core.canon import dumps
from ..core.values import Action


class NoRecall(ValueError):
    """This state does not know the history asked for."""


def _link(previous: str, move: str, view) -> str:
    text = f"{previous}\n{move}\n{dumps(view)}".encode()
    return hashlib.blake2b(text, digest_size=16).hexdigest()


class Recall:
    """The moves taken (a shared linked list, so a copy costs nothing) and, once asked for,
    each viewer's chain."""

    __slots__ = ("moves", "chains", "only", "origin")

    def __init__(self, moves=None, chains=None, only=None, origin=None):
        self.moves = moves        # (previous, (seat, action)) cells, newest first, or None
        self.chains = chains      # {viewer: digest} once tracked, else None
        self.only = only          # a world drawn for this seat: the viewers whose chain is known
        self.origin = origin      # a world not yet tracked: (recall drawn from, world, turns, moves then)

    def copy(self) -> Recall:
        return Recall(self.moves, None if self.chains is None else dict(self.chains), self.only, self.origin)

    def for_world_of(self, seat: int, world, turns) -> Recall:
        """The recall of a world drawn for ``seat`` (``world``, its standing windows ``turns``):
        its own chain, nobody else's, worked out when first asked for."""
        if self.chains is not None:
            return Recall(self.moves, {seat: self.chains[seat]}, only=(seat,))
        return Recall(self.moves, None, only=(seat,), origin=(self.copy(), world.clone(), turns.copy(), self.moves))

    def to_json(self) -> list | None:
        """The moves, oldest first, as [seat, canonical action text] (None: a drawn world, whose
        history is not a replayable game)."""
        if self.only is not None:
            return None
        return [[seat, str(action)] for seat, action in self._list(self.moves, None)]

    @classmethod
    def from_json(cls, data: list | None) -> Recall:
        if data is None:
            return cls(only=(), chains=None)
        moves = None
        for seat, text in data:
            moves = (moves, (seat, Action.parse(text)))
        return cls(moves)

    @staticmethod
    def _list(cell, until) -> list:
        """The moves from ``cell`` back to ``until``, oldest first."""
        out = []
        while cell is not until:
            cell, move = cell
            out.append(move)
        out.reverse()
        return out

    def _track_world(self, replay) -> dict:
        """The drawn-for seat's chain: its real history up to the drawing (replayed from the
        seed), then what it saw in the world since."""
        base, start, turns, then = self.origin
        seat = self.only[0]
        chain = base.tracked(None, replay)[seat]
        world = start.clone()
        for mover, action in self._list(self.moves, then):
            turns.take(world, action)
            chain = _link(chain, str(action) if mover == seat else "", world.observation(seat))
        self.origin = None
        return {seat: chain}

    def moved(self, state_after, seat: int, action) -> None:
        """Record ``seat``'s ``action``; ``state_after`` is the state it led to."""
        self.moves = (self.moves, (seat, action))
        if self.chains is not None:
            text = str(action)
            self.chains = {viewer: _link(chain, text if viewer == seat else "", state_after.observation(viewer))
                           for viewer, chain in self.chains.items()}

    def tracked(self, state, replay=None) -> dict:
        """Every viewer's chain (replaying the recorded moves with ``replay`` the first time:
        ``replay()`` gives a fresh state and a function that takes one move on it)."""
        if self.chains is None and self.origin is not None:
            self.chains = self._track_world(replay)
        if self.chains is None:
            if replay is None:
                raise NoRecall("this state's history is not known")
            fresh, take = replay()
            viewers = [*range(fresh.num_seats), None]
            chains = {v: _link("", "", fresh.observation(v)) for v in viewers}
            for seat, action in self._list(self.moves, None):
                take(fresh, action)
                chains = {v: _link(c, str(action) if v == seat else "", fresh.observation(v)) for v, c in chains.items()}
            self.chains = chains
        return self.chains

    def string(self, state, viewer, replay=None) -> str:
        """The perfect-recall string of ``viewer``: its present view and the chain."""
        if self.only == ():
            raise NoRecall("this state was restored from a drawn world, whose history is not saved")
        if self.only is not None and viewer not in self.only:
            raise NoRecall(f"this world was drawn for seat {self.only[0]}; the history of "
                           f"{'the public' if viewer is None else f'seat {viewer}'} in it is not known")
        chain = self.tracked(state, replay)[viewer]
        return f"{dumps(state.observation(viewer))}\nhistory {chain}"
