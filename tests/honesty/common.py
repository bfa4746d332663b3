"""What the secret permuters and secret probes of every game share (``tests/honesty/games``)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.core import Rng, State

#: (copy of the true state, searcher's seat, generator) -> what moved in words, or None when the
#: position has no secret of that kind
Move = Callable[[State, int, Rng], "str | None"]


# -- moves every game shares ----------------------------------------------------------------
def future_dice(state: State, seat: int, rng: Rng) -> str:
    """The state's own generator (future rolls and shuffles) is hidden from every seat."""
    state.rng = Rng(rng.below(1 << 30), stream=rng.below(1 << 16) | 1)
    return "the future dice"


def swap_between(rng: Rng, first: list, second: list, differ: Callable | None = None) -> tuple | None:
    """Swap one item of ``first`` with one of ``second`` (items that ``differ`` when asked); the
    positions are drawn from ``rng``. Returns the swapped pair, or None when no pair fits."""
    pairs = [(i, j) for i in range(len(first)) for j in range(len(second))
             if first[i] != second[j] and (differ is None or differ(first[i], second[j]))]
    if not pairs:
        return None
    i, j = pairs[rng.below(len(pairs))]
    first[i], second[j] = second[j], first[i]
    return second[j], first[i]


def reorder(rng: Rng, pile: list, same: Callable = lambda a, b: a == b) -> bool:
    """Put ``pile`` in another order (one that is not the same card for card); False when it
    cannot have one."""
    if len(pile) < 2 or all(same(pile[0], c) for c in pile):
        return False
    before = list(pile)
    while all(same(a, b) for a, b in zip(before, pile, strict=True)):
        rng.shuffle(pile)
    return True


def others(state: State, seat: int, rng: Rng) -> list[int]:
    seats = [s for s in range(state.num_seats) if s != seat]
    rng.shuffle(seats)
    return seats


def answer_otherwise(sealed, seats: list[int], options: Callable[[int], list]) -> str | None:
    """Answer a seat's sealed choice otherwise (the first of ``seats`` that has an alternative)."""
    if sealed is None or sealed.complete:
        return None
    for other in seats:
        if other in sealed.answers:
            choices = [c for c in options(other) if c != sealed.answers[other]]
            if choices:
                before = sealed.answers[other]
                sealed.answers[other] = choices[0]
                return f"seat {other}'s sealed {sealed.kind} ({before!r} -> {choices[0]!r})"
    return None


# -- secret probes (the chance test) ---------------------------------------------------------
@dataclass(frozen=True)
class Secret:
    """One thing a seat may not know: ``hit(sample)`` says whether a determinization holds the
    true value; ``chance`` is how often a guess drawn uniformly from what the seat cannot tell
    apart would hold it."""
    what: str
    hit: Callable[[State], bool]
    chance: float
    #: the kind of secret, counted together (default: ``what``)
    kind: str = ""

    @property
    def group(self) -> str:
        return self.kind or self.what


def in_hand_secrets(hands_of: Callable[[State], list], seat_of: int, cards: list, pool: int, slots: int,
                    words: str) -> list[Secret]:
    """One secret per card of ``cards`` (in ``seat_of``'s hand): the card is where it truly is.
    ``slots`` of ``pool`` equally likely places are that hand's, so chance is slots / pool."""
    return [Secret(f"{words} {card}", lambda s, card=card: card in hands_of(s)[seat_of], slots / pool,
                   "a card in another hand") for card in cards]


def sealed_secrets(sealed_in: Callable[[State], object], state: State, seat: int, options: Callable[[int], list],
                   hidden_own: bool = False) -> list[Secret]:
    """Each other seat's answer in the open sealed round ``sealed_in(state)`` (and one's own when
    even its answerer cannot see it): chance is one in the number of that seat's answers."""
    sealed = sealed_in(state)
    if sealed is None or sealed.complete:
        return []
    out = []
    for other, answer in sorted(sealed.answers.items()):
        if other == seat and not hidden_own:
            continue
        n = len(options(other))
        if n > 1:
            out.append(Secret(f"seat {other}'s sealed {sealed.kind}",
                              lambda s, other=other, answer=answer: sealed_in(s).answers.get(other) == answer,
                              1 / n, f"a sealed {sealed.kind}"))
    return out
