"""The fixed action encoding: one id space per game, the same id meaning the same move in
every state, with the legal mask over it (docs/openspiel.md, "Fixed action ids").

An action's fixed id has three parts, laid out kind by kind in the order the game declares
its kinds (``game_type.actions``):

    id = offset(kind) + subject_index * variants + variant

- the **subject** is one parameter of the kind, read as a word of a fixed vocabulary: a
  card's *name* (never its instance id), a model's profile and whether it is the decider's,
  a seat counted from the decider, a number of a declared range, a declared choice, yes/no.
  Kinds without one have a single subject. Each game declares its subjects in
  ``engine/adapters/games.py``; parameters with declared choices, bounded whole numbers and
  yes/no get one without a declaration.
- the **variant** tells apart the legal actions of one decision that share kind and subject
  (two payments for the same card, two paths for the same model): their rank by canonical
  text, 0 to ``variants - 1`` (declared per kind: a decision offering more raises
  ``TooManyActions``).

Games with standing actions get one more kind at the end, ``let_pass``: a seat's answer at a
standing window (``Turns``) when it takes none. So a policy network sees "buy a Murmillo" at the same output in every game, and a mask marks
the legal outputs. Standing actions (Gladiatores' any-time Tactics reveal) are offered to the
decider beside its decision (``offered_actions``).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..core.params import BOOL, INT, Kind
from ..core.values import Action


class TooManyActions(RuntimeError):
    """A decision offers more legal actions than an id can name (``common.MAX_ACTIONS``), or
    more than one subject's ids."""


NONE = "none"


@dataclass(frozen=True)
class Subject:
    """One parameter of a kind read as a word of ``vocabulary``; ``word(state, seat, value)``
    gives the word (``seat`` is the decider)."""

    param: str
    vocabulary: tuple[str, ...]
    word: Callable[[object, int, object], str]


def plain(param: str, words) -> Subject:
    """A parameter whose values are already the words (a declared choice, a card name)."""
    vocabulary = (NONE, *sorted(set(words)))
    return Subject(param, vocabulary, lambda state, seat, value: NONE if value is None else str(value))


def number(param: str, lo: int, hi: int) -> Subject:
    return Subject(param, (NONE, *map(str, range(lo, hi + 1))),
                   lambda state, seat, value: NONE if value is None else str(value))


def flag(param: str) -> Subject:
    return Subject(param, (NONE, "False", "True"), lambda state, seat, value: NONE if value is None else str(value))


def seat(param: str, max_seats: int) -> Subject:
    """A seat counted from the decider: 0 the decider, 1 the next seat, ..."""
    return Subject(param, (NONE, *map(str, range(max_seats))),
                   lambda state, decider, value: NONE if value is None else str((value - decider) % max_seats))


def named(param: str, names, name_of: Callable[[object, str], str]) -> Subject:
    """An instance id read as its name: ``name_of(state, id)``."""
    vocabulary = (NONE, *sorted(set(names)))
    return Subject(param, vocabulary, lambda state, s, value: NONE if value is None else name_of(state, value))


def _automatic(kind) -> Subject | None:
    for p in kind.params:
        if p.choices is not None:
            return plain(p.name, p.choices)
        if p.type == INT and p.lo is not None and p.hi is not None and p.hi - p.lo < 64:
            return number(p.name, p.lo, p.hi)
        if p.type == BOOL:
            return flag(p.name)
    return None


_LET_PASS_KIND = Kind("let_pass", says="let a standing window pass")


@dataclass(frozen=True)
class Block:
    kind: str
    offset: int
    subject: Subject | None

    variants: int

    def size(self) -> int:
        return self.variants * (1 if self.subject is None else len(self.subject.vocabulary))


class ActionEncoding:
    """A game's fixed id space. ``subjects`` maps a kind to its Subject (or None for no
    subject); kinds left out get an automatic one (``_automatic``). ``variants`` is how many
    actions may share a kind and subject: ``default`` unless the kind is in ``wider``."""

    def __init__(self, game_type, subjects: dict[str, Subject | None], default: int,
                 wider: dict[str, int] | None = None):
        self.blocks: dict[str, Block] = {}
        offset = 0
        kinds = list(game_type.actions)
        if game_type.standing_actions:
            kinds.append(_LET_PASS_KIND)
        for kind in kinds:
            subject = subjects[kind.name] if kind.name in subjects else _automatic(kind)
            block = Block(kind.name, offset, subject, (wider or {}).get(kind.name, default))
            self.blocks[kind.name] = block
            offset += block.size()
        self.size = offset
        self._index = {name: {w: i for i, w in enumerate(b.subject.vocabulary)} if b.subject else None
                       for name, b in self.blocks.items()}

    def head(self, state, decider: int, action: Action) -> int:
        """The id of ``action``'s variant 0: its kind's offset plus its subject's place."""
        block = self.blocks[action.kind]
        if block.subject is None:
            return block.offset
        word = block.subject.word(state, decider, action.get(block.subject.param))
        index = self._index[action.kind].get(word)
        if index is None:
            raise ValueError(f"{action}: '{word}' is not in the vocabulary of '{action.kind}' "
                             f"(engine/adapters/games.py)")
        return block.offset + index * block.variants

    def encode(self, state, decider: int, actions: list[Action]) -> dict[int, Action]:
        """The fixed id of each of ``actions`` (the decider's offered actions), id -> action."""
        by_head: dict[int, list[Action]] = {}
        for action in actions:
            by_head.setdefault(self.head(state, decider, action), []).append(action)
        ids = {}
        for head, group in by_head.items():
            variants = self.blocks[group[0].kind].variants
            if len(group) > variants:
                raise TooManyActions(f"{len(group)} legal '{group[0].kind}' actions share one subject; "
                                     f"the encoding names {variants} variants")
            group.sort(key=str)
            for variant, action in enumerate(group):
                ids[head + variant] = action
        return dict(sorted(ids.items()))

    def describe(self) -> list[str]:
        """The id space as lines of a Markdown table: kind, ids, subject and its words."""
        lines = ["| kind | ids | subject | variants | words |", "|---|---|---|---|---|"]
        for block in self.blocks.values():
            end = block.offset + block.size() - 1
            if block.subject is None:
                lines.append(f"| `{block.kind}` | {block.offset}–{end} | — | {block.variants} | — |")
            else:
                words = block.subject.vocabulary
                shown = ", ".join(words[:6]) + (f", … ({len(words)} words)" if len(words) > 6 else "")
                lines.append(f"| `{block.kind}` | {block.offset}–{end} | `{block.subject.param}` | {block.variants} | {shown} |")
        return lines


#: a seat's answer at a standing window when it does nothing (an adapter action: the engine
#: never sees it)
LET_PASS = Action.make("let_pass")


class Turns:
    """Who acts next through the adapters. Our games ask one seat at a time (``to_decide()``),
    but a standing action (Gladiatores: reveal a face-down Tactics card at any moment) may be
    taken by a seat that is not deciding. So whenever a decision is put (and again after a
    standing action is taken), each *other* seat that has a standing action open gets a
    **window**, in seat order after the decider: it takes one of its standing actions or
    ``let_pass``. Then the decider answers (its own standing actions offered beside its legal
    ones). Whether a seat has a standing action follows from what every seat sees, so windows
    tell nobody a secret."""

    __slots__ = ("opened", "waiting")

    def __init__(self, opened: int = -1, waiting: tuple[int, ...] = ()):
        self.opened, self.waiting = opened, waiting

    def copy(self) -> Turns:
        return Turns(self.opened, self.waiting)

    def _refresh(self, state) -> None:
        if state.decisions_made == self.opened:
            return
        self.opened = state.decisions_made
        decision = state.to_decide()
        if decision is None or not state.game_type.standing_actions:
            self.waiting = ()
            return
        seats = state.num_seats
        after = [(decision.seat + i) % seats for i in range(1, seats)]
        self.waiting = tuple(seat for seat in after if state.standing_actions(seat))

    def actor(self, state) -> int | None:
        """The seat to act, or None when the game is over."""
        self._refresh(state)
        if self.waiting:
            return self.waiting[0]
        decision = state.to_decide()
        return None if decision is None else decision.seat

    def offered(self, state) -> list[Action]:
        """What the acting seat may do now."""
        self._refresh(state)
        if self.waiting:
            return [*state.standing_actions(self.waiting[0]), LET_PASS]
        return offered_actions(state)

    def take(self, state, action: Action) -> None:
        """Carry out an offered action of the acting seat."""
        self._refresh(state)
        if self.waiting:
            seat, self.waiting = self.waiting[0], self.waiting[1:]
            if action != LET_PASS:
                state.take_standing(seat, action)
            return
        take(state, action)


def offered_actions(state) -> list[Action]:
    """What the decider may do now: its decision's legal actions, then its standing actions
    (taken with ``take_standing``) that are not among them."""
    decision = state.to_decide()
    if decision is None:
        return []
    actions = list(state.legal_actions())
    if state.game_type.standing_actions:
        known = set(actions)
        actions += [a for a in state.standing_actions(decision.seat) if a not in known]
    return actions


def take(state, action: Action) -> None:
    """Carry out an offered action of the decider: a standing one through ``take_standing``."""
    decision = state.to_decide()
    if state.game_type.standing_actions and action not in state.legal_actions():
        state.take_standing(decision.seat, action)
    else:
        state.apply(action)
