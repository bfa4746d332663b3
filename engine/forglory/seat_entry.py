"""Each seat's memo of what its in-play cards give (``SeatEntry``): its abilities by kind and
what each Villa card gives, worked out from its Villa and Arena (rulebook "Patron Cards",
"Arena Abilities", "Influence"). ``legal.LegalActions._seat_entry`` keeps one per seat and
checks it against the Villa and Arena it was made from.
"""
from __future__ import annotations

from typing import NamedTuple

from .content import CardDef
from .influence import VillaTerm, villa_term

#: a named tuple made from its fields at once (its own ``__new__`` is a Python call)
_tuple_new = tuple.__new__


class AbilityGroup(NamedTuple):
    """A seat's in-play abilities of one kind (Villa, then Arena)."""
    found: tuple      #: ((card id, index, ability, is a Patron), ...)
    plain: tuple      #: ((card id, index, ability), ...), the same without the Patron flag
    patrons: frozenset  #: the Patrons among them (an Exhausted Patron's abilities are blank)


class SeatEntry(NamedTuple):
    """A seat's memo (``_seat_entry``), valid while its Villa and Arena are unchanged."""
    villa: list                       #: a copy of the Villa it was made from
    arena: list                       #: a copy of the Arena it was made from
    table: dict                       #: ability kind -> AbilityGroup (kinds with none absent)
    plan: tuple[VillaTerm, ...]       #: what each Villa card gives (see ``influence``)
    required: int                     #: the Influence the Arena's Gladiators need
    tiring: frozenset                 #: the Villa cards that count only while Ready (Patrons)
    rested: tuple[int, bool]          #: ``villa_summary`` of ``plan`` while none of ``tiring`` is Exhausted
    gives: dict                       #: card id -> the Influence it gives, for each of ``tiring``
    reservers: frozenset              #: those of ``tiring`` that let the seat Reserve Gladiators
    reserves: bool                    #: a card that always counts (an Arena card) lets it Reserve Gladiators


class _CardFacts(NamedTuple):
    """What a seat's memo (``SeatEntry``) takes from one card, worked out once per card id."""
    card: CardDef     #: the card the facts are of (an id names another card in another set-up)
    found: tuple      #: ((ability kind, (card id, index, ability, is a Patron), (card id, index, ability)), ...)
    term: VillaTerm   #: what it gives in a Villa (``influence.villa_term``)


#: card id -> its ``_CardFacts`` (as many as a game has card ids)
_FACTS: dict[str, _CardFacts] = {}


def _facts(cid: str, card: CardDef) -> _CardFacts:
    facts = _FACTS.get(cid)
    if facts is None or facts.card is not card:
        patron = card.type == "patron"
        facts = _FACTS[cid] = _CardFacts(card, tuple((ab.kind, (cid, i, ab, patron), (cid, i, ab))
                                                     for i, ab in enumerate(card.abilities)),
                                         villa_term(cid, card))
    return facts


def new_entry(villa: list, arena: list, cd: dict) -> SeatEntry:
    """The ``SeatEntry`` of a Villa and an Arena (``cd``: card id -> CardDef), in one pass over
    each (``villa_summary`` of the plan with nothing Exhausted is summed on the way)."""
    kinds: dict = {}
    plan = []
    total, reserve = 0, False          # villa_summary(plan, ())
    gives: dict = {}                   # the Patrons (exhaustible) and what each gives
    reservers = []
    reserves = False
    for cid in villa:
        facts = _facts(cid, cd[cid])
        term = facts.term
        plan.append(term)
        total += term.influence
        if term.reserve_gladiators:
            reserve = True
        if term.exhaustible:
            gives[cid] = term.influence
            if term.reserve_gladiators:
                reservers.append(cid)
        elif term.reserve_gladiators:
            reserves = True
        _group(kinds, facts.found)
    required = 0
    for cid in arena:
        card = cd[cid]
        required += card.influence
        _group(kinds, _facts(cid, card).found)
    table = {}
    for k, (found, plain) in kinds.items():
        table[k] = _tuple_new(AbilityGroup, (tuple(found), tuple(plain),
                                             frozenset([cid for cid, _i, _ab, patron in found if patron])))
    return _tuple_new(SeatEntry, (list(villa), list(arena), table, tuple(plan), required, frozenset(gives),
                                  (total, reserve), gives, frozenset(reservers), reserves))


def arena_step(entry: SeatEntry, villa: list, arena: list, cd: dict) -> SeatEntry | None:
    """``new_entry(villa, arena, cd)`` worked out from ``entry`` when only the Arena has changed,
    by one Gladiator put in last (played, registered) or one taken out (Defeated, discarded):
    the Villa's part is kept, that card's abilities are added to or left out of their groups
    (an Arena card's come after the Villa's, in Arena order). None otherwise."""
    if entry is None or entry.villa != villa:
        return None
    old = entry.arena
    if len(arena) == len(old) + 1 and arena[:-1] == old:
        cid = arena[-1]
        card = cd[cid]
        table = dict(entry.table)
        patron = frozenset((cid,)) if card.type == "patron" else frozenset()
        for kind, found, plain in _facts(cid, card).found:
            group = table.get(kind)
            table[kind] = _tuple_new(AbilityGroup, ((found,), (plain,), patron) if group is None else (
                group.found + (found,), group.plain + (plain,), group.patrons | patron))
        required = entry.required + card.influence
    elif len(arena) + 1 == len(old):
        gone = [c for c in old if c not in arena]
        if len(gone) != 1:
            return None
        cid = gone[0]
        card = cd[cid]
        table = dict(entry.table)
        for kind, _found, _plain in _facts(cid, card).found:
            group = table.get(kind)
            if group is None:
                continue  # (a second ability of that kind: its group is done)
            found = tuple([f for f in group.found if f[0] != cid])  # (each entry starts with its card id)
            if found:
                table[kind] = _tuple_new(AbilityGroup, (found, tuple([p for p in group.plain if p[0] != cid]),
                                                        group.patrons - {cid}))
            else:
                del table[kind]
        required = entry.required - card.influence
    else:
        return None
    return _tuple_new(SeatEntry, (entry.villa, list(arena), table, entry.plan, required, entry.tiring, entry.rested,
                                  entry.gives, entry.reservers, entry.reserves))


def _group(kinds: dict, found_facts) -> None:
    """A card's abilities added to ``kinds`` (kind -> ([found], [plain])), in the card's order."""
    for kind, found, plain in found_facts:
        group = kinds.get(kind)
        if group is None:
            kinds[kind] = ([found], [plain])
        else:
            group[0].append(found)
            group[1].append(plain)
