"""What a For Glory seat may see: ``ForGloryState.observation`` as plain JSON data."""
from __future__ import annotations

from typing import Any

from .content import SUPPLY_DECKS


def observe(state, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may see (None: a spectator), as plain JSON data.

    Hidden: other seats' Hands, Reserves and Decks (counts only), the Supply decks and
    the Arena deck below its top card; ``names`` covers only the cards the seat may see.
    ``stack`` lists the open frames (Reaction Windows, the Attack's target, forced
    discards, Pierce's offer, the second Reigning Champion token), innermost last.

    ``reaction_window`` is None unless a Reaction Window is open; then it says:
    ``trigger`` ("attacks": a Gladiator attacks, "damage_assigned": Damage is assigned),
    ``seat`` (whose turn it is to react), ``attacker`` and ``attacker_seat`` (the
    attacking Gladiator and its owner; None when the Damage came from a Tactic or a
    Reaction), ``attacked`` (the Gladiator dealt the Damage that opened the window; None
    in a "when attacks" window, as the Attack's target is chosen after it closes),
    ``damage`` (the Damage dealt, or the attacker's Attack in a "when attacks" window),
    ``source`` and ``source_seat`` (the card that dealt it and its owner) and
    ``assigned`` (the Damage now assigned, by Gladiator).
    """
    visible: set[str] = set()
    seats = []
    for s in range(state.n):
        info = {
            "hand_count": len(state.hand[s]), "deck_count": len(state.deck[s]),
            "reserve_count": len(state.reserve[s]), "discard": list(state.discard[s]),
            "villa": list(state.villa[s]), "arena": list(state.arena[s]),
            "champion_stack": list(state.champ_stack[s]), "coins": state.coins[s],
            "tokens": state.tokens[s], "influence": state.influence(s), "required": state.required(s),
            "bloodlust": state.bloodlust(s),
        }
        for key in ("discard", "villa", "arena", "champion_stack"):
            visible.update(info[key])
        if s == seat:
            info["hand"] = sorted(state.hand[s])
            info["reserve"] = sorted(state.reserve[s])
            info["deck"] = sorted(state.deck[s])
            visible.update(info["hand"], info["reserve"], info["deck"])
        seats.append(info)
    supply = {}
    for d in SUPPLY_DECKS:
        pile = state.supply[d]
        supply[d] = {"row": list(pile["row"]), "deck_count": len(pile["deck"]),
                     "discard": list(pile["discard"])}
        visible.update(c for c in pile["row"] if c)
        visible.update(pile["discard"])
    arena_top = state.arena_deck[-1] if state.arena_deck else None
    if arena_top:
        visible.add(arena_top)
    visible.update(state.boasts)
    visible.update(state.removed)
    return {
        "seat": seat, "seats_count": state.n, "round": state.round, "rounds": state.rounds,
        "phase": state.phase, "active": state.active, "crowds_favor": state.cf,
        "tokens_left": state.tokens_left, "seats": seats, "supply": supply,
        "arena_deck_top": arena_top, "arena_deck_count": len(state.arena_deck),
        "boasts": list(state.boasts), "removed": list(state.removed),
        "exhausted": sorted(state.exhausted),
        "damage": dict(state.damage), "assigned": dict(state.assigned), "blessings": dict(state.blessings),
        # current Attack, Health, Agility of every Gladiator in the Arena (static bonuses applied)
        "stats": {g: [state.attack_of(g), state.health_of(g), state.agility_of(g)]
                  for seat_arena in state.arena for g in seat_arena},
        "stack": [f.to_json() for f in state.stack], "attacked": state.attacked, "tactic_used": state.tactic_used,
        "reaction_window": window_view(state),
        "late_order": list(state.late_order), "late_pos": state.late_pos, "initiative": state.initiative,
        "eliminated": [list(g) for g in state.elim], "draft_pool": list(state.draft_pool),
        "draft_order": list(state.draft_order), "winner": state.winner, "placings": list(state.placings),
        "names": {c: state.names[c] for c in visible},  # canonical JSON sorts the keys
    }


def window_view(state) -> dict | None:
    """The innermost open Reaction Window, for ``observation`` (see there)."""
    f = next((f for f in reversed(state.stack) if f.t == "window"), None)
    if f is None:
        return None
    attacker = f.attacker
    attacks = f.trigger == "attacks"
    return {"trigger": f.trigger, "seat": f.seat, "attacker": attacker,
            "attacker_seat": f.by if attacker is not None else None,
            "attacked": f.target,
            "damage": (state.attack_of(attacker) if attacks and attacker is not None else f.amount),
            "source": f.source, "source_seat": f.by, "assigned": dict(state.assigned)}
