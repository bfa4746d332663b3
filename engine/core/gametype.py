"""One description of a game's dynamics, declared once per game (after OpenSpiel's GameType).

The window, the bots, the conformance suite and the research adapters read these facts here
and nowhere else; ``Decision`` and ``Action`` carry only what varies from one decision to the
next (whether this answer is secret, who answers in this round, which parameter is hidden).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

from .params import Kind, problem_of

#: every seat sees the whole state (no secret ever)
PERFECT = "perfect"
#: every seat sees the whole state except the answers to secret decisions until revealed
OPEN = "open"
#: seats hold things the others cannot see (hands, face-down cards, hidden gold)
HIDDEN = "hidden"
INFORMATION = (PERFECT, OPEN, HIDDEN)


@dataclass(frozen=True)
class GameType:
    #: PERFECT, OPEN or HIDDEN (see above)
    information: str
    #: some decisions' answers stay hidden from the other seats until the game reveals them
    secret_decisions: bool = False
    #: some decisions are answered by several seats in one sealed round (``Decision.round``)
    simultaneous: bool = False
    #: the game still asks a seat that holds hidden things a question whose only answer is to
    #: pass (so not being asked reveals nothing); bots answer at once, the window by setting
    forced_passes: bool = False
    #: the kinds a seat may take at any time, whoever is deciding (``State.standing_actions``)
    standing_kinds: tuple[str, ...] = ()
    #: chance (dice, shuffles) is drawn from the state's own seeded generator, hidden from
    #: every seat: OpenSpiel's "sampled stochastic"
    chance: str = "sampled"
    #: every kind of action the game has, with its parameters (``engine/core/params.py``)
    actions: tuple[Kind, ...] = ()
    _by_name: dict = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self):
        if self.information not in INFORMATION:
            raise ValueError(f"information must be one of {INFORMATION}")
        names = [k.name for k in self.actions]
        if len(set(names)) != len(names):
            raise ValueError("each action kind is declared once")
        object.__setattr__(self, "_by_name", {k.name: k for k in self.actions})
        undeclared = [name for name in self.standing_kinds if name not in self._by_name]
        if undeclared:
            raise ValueError(f"standing kind '{undeclared[0]}' is not a declared action kind")
        # ``problem`` as one C-level call into ``problem_of`` (core asks it for every action)
        object.__setattr__(self, "problem", partial(problem_of, self._by_name))

    @property
    def open_information(self) -> bool:
        """True when nothing but secret answers is ever hidden (the window then hands the
        screen over between humans only before a secret decision)."""
        return self.information != HIDDEN

    @property
    def standing_actions(self) -> bool:
        """True when some actions may be taken at any time (``standing_kinds``)."""
        return bool(self.standing_kinds)

    def kind(self, name: str) -> Kind | None:
        return self._by_name.get(name)

    @property
    def kinds(self) -> dict[str, Kind]:
        return self._by_name

    def problem(self, action) -> str | None:
        """Plain words for why ``action`` is malformed for this game (None: well formed).
        (Each GameType answers through its own ``partial`` of ``problem_of``, set in
        ``__post_init__``; this method says what it is and serves a bare class lookup.)"""
        return problem_of(self._by_name, action)
