"""Each game's observation tensor schema (``tensors.py``): the fields read from
``observation(seat)``, their scales and word lists. Cards are counted by name, never by
instance id; seats are laid out from the viewer. ``python -m engine.adapters.describe``
prints the layouts (docs/openspiel.md)."""
from __future__ import annotations

from functools import cache

from ..core import registry
from .tensors import Schema, bag, flag, number, one_of, seat_of


def _seat(view) -> dict:
    return view.obs["seats"][view.seat]


def _forglory(max_seats: int) -> Schema:
    from ..forglory.content import CONTENT
    cards = list(CONTENT.cards)

    def names(ids, view):
        table = view.obs.get("names") or {}
        return [table[c] for c in ids or () if c in table]

    def zone(key):
        return lambda v: names(_seat(v).get(key), v)

    def weighted(table_key):
        def get(v):
            table = v.obs.get(table_key) or {}
            return [(v.obs["names"][c], float(n)) for c, n in table.items()
                    if c in _seat(v).get("arena", ()) and c in v.obs.get("names", {})]
        return get

    common = [
        number("round", lambda v: v.obs["round"], 3), number("rounds", lambda v: v.obs["rounds"], 3),
        one_of("phase", lambda v: v.obs["phase"], ("machinations", "late_registration", "combat", "over")),
        seat_of("active", lambda v: v.obs["active"], max_seats),
        seat_of("crowds_favor", lambda v: v.obs["crowds_favor"], max_seats),
        seat_of("initiative", lambda v: v.obs["initiative"], max_seats),
        number("tokens_left", lambda v: v.obs["tokens_left"], 10),
        flag("attacked", lambda v: v.obs["attacked"]), flag("tactic_used", lambda v: v.obs["tactic_used"]),
        number("arena_deck_count", lambda v: v.obs["arena_deck_count"], 20),
        bag("arena_deck_top", lambda v: names([v.obs["arena_deck_top"]], v), cards, 1),
        bag("boasts", lambda v: names(v.obs["boasts"], v), cards, 1),
        bag("removed", lambda v: names(v.obs["removed"], v), cards),
    ]
    for supply in ("economy", "gladiator", "training"):
        common += [bag(f"{supply}_row", lambda v, s=supply: names(v.obs["supply"][s]["row"], v), cards),
                   number(f"{supply}_deck_count", lambda v, s=supply: v.obs["supply"][s]["deck_count"], 30)]
    per_seat = [number(key, lambda v, k=key: _seat(v)[k], scale) for key, scale in
                (("hand_count", 10), ("deck_count", 40), ("reserve_count", 10), ("coins", 10), ("tokens", 10),
                 ("influence", 20), ("required", 20), ("bloodlust", 20))]
    per_seat += [bag(key, zone(key), cards) for key in
                 ("hand", "deck", "reserve", "discard", "villa", "arena", "champion_stack")]
    per_seat += [bag("arena_damage", weighted("damage"), cards, 8), bag("arena_blessings", weighted("blessings"), cards, 4),
                 flag("eliminated", lambda v: v.seat in (v.obs.get("eliminated") or ()))]
    return Schema(common, per_seat, max_seats)


def _gladiatores(max_seats: int) -> Schema:
    from ..gladiatores.cards import name_of
    from ..gladiatores.content import content
    c = content()
    cards = sorted({name_of(i) for i in _all_gladiatores_ids()})
    tactics = sorted(c.tactics)

    def card_names(ids):
        return [name_of(i) for i in ids or () if isinstance(i, str)]

    common = [
        one_of("phase", lambda v: v.obs["phase"], ("bid", "take_free", "ready", "bet", "tactics", "combat", "over")),
        one_of("step", lambda v: v.obs["step"], ("turn", "respond", "counter", "draw")),
        one_of("event", lambda v: v.obs["event"], sorted(c.events)),
        number("event_no", lambda v: v.obs["event_no"], 6), number("events_total", lambda v: v.obs["events_total"], 6),
        number("events_left", lambda v: v.obs["events_left"], 10), number("supply", lambda v: v.obs["supply"], 20),
        seat_of("active", lambda v: v.obs["active"], max_seats),
        number("deck_attack", lambda v: v.obs["decks"]["attack"], 40),
        number("deck_defense", lambda v: v.obs["decks"]["defense"], 40),
        number("deck_effect", lambda v: v.obs["decks"]["effect"], 40),
        bag("discard", lambda v: card_names(v.obs["discard"]), cards, 8),
        number("market_pile", lambda v: v.obs["market"]["pile"], 10),
    ]
    for row in range(6):  # the market's rows, as the bids name them
        common.append(one_of(f"market_row_{row + 1}", lambda v, r=row: v.obs["market"]["rows"][r], sorted(c.gladiators)))
    def exchange_seat(role: int):
        return lambda v: v.obs["exchange"][role]

    # the exchange being fought: who attacks whom, who answers the card on top, the pile of cards
    common += [
        seat_of("exchange_attacker", exchange_seat(0), max_seats), seat_of("exchange_target", exchange_seat(1), max_seats),
        seat_of("exchange_responder", exchange_seat(2), max_seats),
        seat_of("counter_seat", lambda v: v.obs["counter_seat"], max_seats),
        number("pile_height", lambda v: len(v.obs["stack"]), 6),
        bag("pile", lambda v: card_names([p[0] for p in v.obs["stack"]]), cards, 2),
        bag("pile_top", lambda v: card_names([v.obs["stack"][-1][0]] if v.obs["stack"] else []), cards, 1),
    ]
    per_seat = [
        bag("played_on_pile", lambda v: card_names([p[0] for p in v.obs["stack"] if p[1] == v.seat]), cards, 2),
        one_of("gladiator", lambda v: _seat(v)["gladiator"], sorted(c.gladiators)),
        one_of("school", lambda v: _seat(v)["school"], sorted(c.schools)),
        bag("wheel", lambda v: [w for w in _seat(v)["wheel"] if w], sorted(c.wreaths), 6),
        number("debt", lambda v: _seat(v)["debt"], 10), number("victory_points", lambda v: _seat(v)["victory_points"], 20, True),
        number("life", lambda v: _seat(v)["life"], 8), number("life_max", lambda v: _seat(v)["life_max"], 8),
        number("favour", lambda v: _seat(v)["favour"], 6), number("discard_cost", lambda v: _seat(v)["discard_cost"], 4),
        flag("ability_ready", lambda v: _seat(v)["ability_ready"]),
        one_of("out", lambda v: _seat(v)["out"], ("defeated", "exhausted")),
        number("turn_order", lambda v: _seat(v)["turn_order"], 4), number("hand_size", lambda v: _seat(v)["hand_size"], 12),
        bag("hand", lambda v: card_names(_seat(v)["hand"]), cards),
        bag("tactics_left", lambda v: _seat(v)["tactics_left"] if isinstance(_seat(v)["tactics_left"], list) else (),
            tactics, 1),
        one_of("tactics", lambda v: _seat(v)["tactics"], (*tactics, "face down")),
        flag("tactics_revealed", lambda v: _seat(v)["tactics_revealed"]), flag("bet_placed", lambda v: _seat(v)["bet_placed"]),
        bag("bids_on_rows", lambda v: [str(r + 1) for r, _, seat in v.obs["market"]["bids"] if seat == v.seat],
            [str(r) for r in range(1, 7)], 1),
    ]
    return Schema(common, per_seat, max_seats)


def _all_gladiatores_ids():
    from ..gladiatores.cards import _names
    return list(_names())


def _spartacus(max_seats: int) -> Schema:
    from ..spartacus.content import content
    from ..spartacus.phases import DECISION_STEPS
    c = content()
    cards = sorted({d.name for d in (*c.market, *c.intrigue)})

    def name(card_id):
        try:
            return c.card(card_id).name
        except (ValueError, IndexError, KeyError):  # not a card id (a word the view shows instead)
            return None

    def names(ids):
        return [name(i) for i in ids or () if isinstance(i, str)]

    common = [
        number("round", lambda v: v.obs["round"], 12),
        one_of("phase", lambda v: v.obs["phase"], ("inicio", "mantenimiento", "intriga", "mercado", "arena")),
        one_of("step", lambda v: v.obs["step"], tuple(sorted(DECISION_STEPS))),  # the round's table, phases.py
        seat_of("host", lambda v: v.obs["host"], max_seats),
        number("market_deck", lambda v: v.obs["decks"][0], 60), number("intrigue_deck", lambda v: v.obs["decks"][1], 60),
        bag("market_discard", lambda v: names(v.obs["discards"][0]), cards),
        bag("intrigue_discard", lambda v: names(v.obs["discards"][1]), cards),
        bag("lot", lambda v: names([v.obs["ctx"]["lot"]]), cards, 1),
        bag("hand", lambda v: names(v.obs["hand"]), cards),
    ]
    per_seat = [
        one_of("house", lambda v: v.obs["houses"][v.seat], [h.name for h in c.houses]),
        number("gold", lambda v: v.obs["gold"][v.seat], 30), flag("gold_hidden", lambda v: v.obs["gold"][v.seat] is None),
        number("gold_known", lambda v: v.obs["gold_known"][v.seat], 30),
        number("influence", lambda v: v.obs["influence"][v.seat], 12),
        number("hand_size", lambda v: v.obs["hand_sizes"][v.seat], 10),
        bag("assets", lambda v: names([a[0] for a in v.obs["assets"][v.seat]]), cards),
        number("promises_kept", lambda v: v.obs["trust"][v.seat]["kept"], 10),
        number("promises_broken", lambda v: v.obs["trust"][v.seat]["broken"], 10),
        number("promises_open", lambda v: v.obs["trust"][v.seat]["open"], 10),
    ]
    return Schema(common, per_seat, max_seats)


#: inches from a base's edge to a hazard beyond which the hazard field reads 0 (a push or a
#: reposition moves a model a few inches: 6" is about two pushes)
HAZARD_REACH = 6.0


def _hazard_gap(obs: dict, model: dict) -> float | None:
    """Inches from ``model``'s base edge to the nearest hazard of the map or of the play (0 when
    it touches one); None for a model off the table."""
    from ..arenarex.geometry import Area
    from ..arenarex.maps import load_arena
    at = model.get("at") or model.get("pos")
    if at is None or model.get("out"):
        return None
    areas = list(load_arena(obs["map"]).hazards)
    areas += [Area(h["kind"], "circle", circle=tuple(h["circle"])) for h in obs.get("extra_hazards") or ()]
    point = (float(at[0]), float(at[1]))
    gaps = [0.0 if a.contains_point(point) else max(0.0, a.distance_to_edge(point) - model["radius"]) for a in areas]
    return min(gaps, default=None)


def _arenarex(max_seats: int) -> Schema:
    from ..arenarex.content import roster
    profiles = sorted(roster())
    trees = sorted({p.tree for p in roster().values()})

    def models(v):
        return [m for m in v.obs["models"].values() if m["seat"] == v.seat]

    def by_profile(key, scale):
        return lambda v: [(m["p"], float(m[key] or 0) * 4.0 / scale) for m in models(v) if not m["out"]]

    def attack_model(role):
        return lambda v: v.obs["models"][v.obs["attack"][role]]

    def near_hazard(v):
        """Each model's nearness to a hazard: 1 touching one, 0 at ``HAZARD_REACH`` or beyond."""
        near = []
        for m in models(v):
            gap = _hazard_gap(v.obs, m)
            if gap is not None and gap < HAZARD_REACH:
                near.append((m["p"], 1.0 - gap / HAZARD_REACH))
        return near

    common = [
        seat_of("active", lambda v: v.obs["active"], max_seats), seat_of("first", lambda v: v.obs["first"], max_seats),
        number("turn_no", lambda v: v.obs["turn_no"], 80), number("turn_limit", lambda v: v.obs["turn_limit"], 80),
        number("round", lambda v: v.obs["round"], 10), flag("reacted", lambda v: v.obs["reacted"]),
        flag("first_attack_done", lambda v: v.obs["first_attack_done"]),
        # the attack being resolved: who strikes whom, its tree, the successes still to spend
        flag("attack_pending", lambda v: v.obs["attack"] is not None),
        seat_of("attacker_seat", lambda v: attack_model("attacker")(v)["seat"], max_seats),
        one_of("attacker", lambda v: attack_model("attacker")(v)["p"], profiles),
        seat_of("defender_seat", lambda v: attack_model("defender")(v)["seat"], max_seats),
        one_of("defender", lambda v: attack_model("defender")(v)["p"], profiles),
        one_of("attack_tree", lambda v: v.obs["attack"]["tree"], trees),
        number("attack_left", lambda v: v.obs["attack"]["left"], 6),
    ]
    per_seat = [
        number("favor", lambda v: v.obs["favor"][v.seat], 10),
        bag("fielded", lambda v: [m["p"] for m in models(v) if not m["out"]], profiles, 1),
        bag("out", lambda v: [m["p"] for m in models(v) if m["out"]], profiles, 1),
        bag("x", lambda v: [(m["p"], m["pos"][0] / 40.0 * 4) for m in models(v) if not m["out"] and m["pos"]], profiles),
        bag("y", lambda v: [(m["p"], m["pos"][1] / 40.0 * 4) for m in models(v) if not m["out"] and m["pos"]], profiles),
        bag("fatigue", by_profile("fat", 6), profiles), bag("damage", by_profile("dmg", 12), profiles),
        bag("spent", by_profile("spent", 4), profiles), bag("stage", by_profile("stage", 4), profiles),
        bag("near_hazard", near_hazard, profiles, 1),
    ]
    return Schema(common, per_seat, max_seats)


_SCHEMAS = {"forglory": _forglory, "gladiatores": _gladiatores, "spartacus": _spartacus, "arenarex": _arenarex}


class NoSchema(LookupError):
    """The game declares no tensor schema."""


@cache
def schema(game: str) -> Schema:
    """The tensor schema of ``game`` (a registered ruleset name)."""
    if game not in _SCHEMAS:
        raise NoSchema(f"the game '{game}' declares no observation tensor schema (engine/adapters/schemas.py)")
    return _SCHEMAS[game](registry.get(game).max_seats)
