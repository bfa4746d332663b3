"""Arena Rex's secrets. Its GameType declares OPEN information: every seat sees the whole board,
so the only secrets are the answer to a secret Decision until it is revealed (Duellum: each seat
picks its duelist face down, ``duel_round``) and the future dice, hidden from every seat."""
from __future__ import annotations

from engine.arenarex.scenarios import duellum_candidates

from ..common import answer_otherwise, future_dice, others, sealed_secrets


def duelist_pick(s, seat, rng):
    return answer_otherwise(s.duel_round, others(s, seat, rng), lambda o: duellum_candidates(s, o))


MOVES = {"duelist pick": duelist_pick, "future dice": future_dice}


def secrets(s, seat):
    if s.duel_round is None:
        return []
    return sealed_secrets(lambda x: x.duel_round, s, seat, lambda o: duellum_candidates(s, o))
