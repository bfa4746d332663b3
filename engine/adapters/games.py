"""Each game's fixed action encoding (``encoding.py``): which parameter of each kind is its
subject, and in which words. Documented in docs/openspiel.md; ``python -m
engine.adapters.describe`` prints the id spaces and tensor layouts."""
from __future__ import annotations

from functools import cache

from ..core import registry
from . import encoding as enc

#: how many legal actions of one decision may share a kind and a subject: per game a default,
#: wider for the kinds that need it (measured on random games, then doubled or more: For Glory
#: plays the same card on many targets, Spartacus moves and bets have no subject)
VARIANTS = {"forglory": (8, {"play": 96, "use": 64, "buyback_play": 96, "buy": 48, "buyback": 16, "register": 32,
                             "upgrade": 16}),
            "arenarex": (16, {}),
            "gladiatores": (8, {"pay": 64, "attack": 16}),
            "spartacus": (16, {"move": 96, "bet": 64, "trade": 32, "sway": 32})}
DEFAULT_VARIANTS = (64, {})


def _forglory(game_type):
    from ..forglory.content import CONTENT
    cards = list(CONTENT.cards)
    card = enc.named("card", cards, lambda state, cid: state.names[cid])
    subjects = {kind: card for kind in ("buy", "reserve", "buyback_play", "upgrade", "register", "play", "use")}
    subjects["attack"] = enc.named("gladiator", cards, lambda state, cid: state.names[cid])
    subjects["discard"] = enc.named("gladiator", cards, lambda state, cid: state.names[cid])
    subjects["strike"] = enc.named("target", cards, lambda state, cid: state.names[cid])
    return subjects


def _model_word(state, decider, model_id):
    owner, _, profile = str(model_id).partition(":")
    side = "own" if owner == str(decider) else ("other" if owner.isdigit() else "neutral")
    return f"{side}:{profile}"


def _arenarex(game_type):
    from ..arenarex.content import roster
    words = [f"{side}:{p}" for side in ("own", "other", "neutral") for p in roster()]
    subjects = {}
    for kind in game_type.actions:
        first = kind.params[0] if kind.params else None
        if first is not None and first.type == "id" and first.name != "box":
            subjects[kind.name] = enc.Subject(first.name, (enc.NONE, *sorted(words)),
                                              lambda state, seat, value: enc.NONE if value is None
                                              else _model_word(state, seat, value))
    return subjects


def _gladiatores(game_type):
    from ..gladiatores.cards import _names
    from ..gladiatores.content import content
    cards = set(_names().values())
    subjects = {kind: enc.plain("card", cards) for kind in ("attack", "counter", "effect", "discard")}
    abilities = {a.name for g in content().gladiators.values() for a in g.abilities}
    subjects["ability"] = enc.plain("name", abilities)
    subjects["bet"] = enc.plain("gladiator", ["", *content().gladiators])  # "": no bet
    subjects["pay"] = None
    return subjects


def _spartacus(game_type, max_seats):
    from ..spartacus.content import content
    names = {c.name for c in (*content().market, *content().intrigue)}
    card = enc.named("card", names, lambda state, cid: content().card(cid).name)
    subjects = {k.name: card for k in game_type.actions if k.params and k.params[0].name == "card"}
    subjects["house"] = enc.plain("house", [h.name for h in content().houses])
    for kind in ("ask_support", "trade", "bribe", "sway"):
        subjects[kind] = enc.seat("to", max_seats)
    subjects["invite"] = enc.seat("seat", max_seats)
    subjects["bid"] = enc.number("amount", 0, 40)
    return subjects


@cache
def action_encoding(game: str) -> enc.ActionEncoding:
    """The fixed action encoding of ``game`` (a registered ruleset name)."""
    ruleset = registry.get(game)
    game_type = ruleset.game_type
    if game == "forglory":
        subjects = _forglory(game_type)
    elif game == "arenarex":
        subjects = _arenarex(game_type)
    elif game == "gladiatores":
        subjects = _gladiatores(game_type)
    elif game == "spartacus":
        subjects = _spartacus(game_type, ruleset.max_seats)
    else:  # a game added later: automatic subjects only (encoding.py)
        subjects = {}
    default, wider = VARIANTS.get(game, DEFAULT_VARIANTS)
    return enc.ActionEncoding(game_type, subjects, default, wider)
