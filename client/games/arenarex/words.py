"""Plain-words log lines and button labels for Arena Rex events and actions.

A log line is the sentence alone (``Hermes is pushed 1.00", stopped by the Column.``);
the rulebook section the engine cited (``e.rule``) is kept beside it for the log's
tooltip, not in the line. ``sentence(e, why)`` takes the reason ``explain.Narrator``
read from the events before it (who took damage, and why). Names come from the
roster (content data), never from rules code; a model of the deciding seat is
"your Hermes" on buttons, so an attack on one's own model says so.
"""
from __future__ import annotations

from functools import cache

from engine.arenarex.content import roster, trees

TACTIC = {"recover": "Recover", "maneuver": "Maneuver", "incite": "Incite", "rouse": "Rouse", "offering": "Offering",
          "ambush": "Ambush", "blood_brothers": "Blood Brothers", "maniple": "Maniple",
          "heroic_challenge": "Heroic Challenge"}
BOX_LABEL = {"push": "Push", "fatigue": "Fatigue", "favor": "Favor", "reposition": "Reposition", "special": "Special"}
FAT = {0: "Ready", 1: "Fatigued", 2: "Exhausted"}


def plural(n, one: str, many: str | None = None) -> str:
    """'1 success', '2 successes', '0 successes' (``many`` defaults to ``one`` + 's')."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def box_label(box: str) -> str:
    if box.startswith("d") and box[1:].isdigit():
        return f"{box[1:]} dmg"
    return BOX_LABEL.get(box, box)


class ArenaWords:
    def __init__(self, seat_names: list[str], models: dict, viewer: int | None = None, places: dict | None = None):
        """``places``: the map's hazard names by the engine's stopper id (``"lethal:2"`` -> ``"Pit"``)."""
        self.seat_names = seat_names
        self.models = models
        self.viewer = viewer
        self.places = places or {}

    def place_name(self, stop: str) -> str:
        return self.places.get(stop, "")

    def is_own(self, mid) -> bool:
        """Whether ``mid`` belongs to the seat looking at the screen (the decider, on its turn)."""
        return self.viewer is not None and mid is not None and (self.models.get(mid) or {}).get("seat") == self.viewer

    def target(self, mid) -> str:
        """A model as a target on a button: "your Hermes" when it belongs to the deciding seat."""
        return f"your {self.name(mid)}" if self.is_own(mid) else self.name(mid)

    def own_target(self, a) -> bool:
        """Whether an action's target (or second target) is a model of the deciding seat."""
        return any(self.is_own(a.get(k)) for k in ("target", "also"))

    def name(self, mid) -> str:
        if mid is None:
            return "?"
        m = self.models.get(mid)
        if m is None:
            pid = str(mid).split(":", 1)[-1].split("#")[0]
            p = roster().get(pid)
            return p.name if p else str(mid)
        return roster()[m["p"]].name

    def seat(self, seat) -> str:
        if seat is None:
            return "the arena"
        return self.seat_names[seat] if 0 <= seat < len(self.seat_names) else f"Seat {seat + 1}"

    # -- the log ----------------------------------------------------------------------------
    def sentence(self, e, why: str | None = None) -> str:
        """The log line of ``e`` (no rule tag: that is ``e.rule``, shown in the log's tooltip)."""
        text = self.text(e, why)
        if text is None:  # an event type this file has no words for yet (a test keeps this empty)
            text = f"{e.type.replace('_', ' ').capitalize()}."
        return text

    def text(self, e, why: str | None = None) -> str | None:  # noqa: C901 (one branch per event type, flat on purpose)
        """The log line of an event ("" for none), or None when there are no words for its type."""
        t, g, n = e.type, e.get, self.name
        because = f" ({why})" if why else ""
        if t == "first_player_chosen":
            return f"{self.seat(g('seat'))} takes the first turn."
        if t == "model_deployed":
            return f"{n(g('model'))} is deployed."
        if t == "turn_started":
            return f"Turn {g('turn')}: {self.seat(g('seat'))}."
        if t == "activated":
            return f"{n(g('model'))} activates."
        if t == "rested":
            return f"{n(g('model'))} rests."
        if t == "activation_ended":
            return ""
        if t == "move_declared":
            return f"{n(g('model'))} declares a move{' (free)' if g('free') else ' (+1 fatigue)'}."
        if t == "moved":
            return f"{n(g('model'))} moves {_dist(g('from'), g('to'))}."
        if t == "reaction_declared":
            what = str(g("reaction")).replace("_", " ")
            return f"{n(g('model'))} reacts: {what}{' (Brave)' if g('brave') else ''}."
        if t == "attack_declared":
            kind = g("kind")
            label = {"action": "attacks", "opportunity": "makes an Opportunity Attack on", "wild": "(wild) attacks",
                     "incite": "is incited against", "counter": "counterattacks", "ambush": "ambushes"}.get(kind, "attacks")
            return f"{n(g('attacker'))} {label} {n(g('defender'))}."
        if t == "power_attack_declared":
            return f"{n(g('model'))} makes it a Power Attack."
        if t == "dice_rolled":
            dice = " ".join(str(d) for d in g("dice") or [])
            fav = g("favor_dice") or []
            extra = f" + Favor {' '.join(str(d) for d in fav)}" if fav else ""
            bonus = f" (+{g('bonus')} bonus)" if g("bonus") else ""
            return f"{n(g('model'))} rolls {g('role')}: {dice}{extra} = {plural(g('successes'), 'success', 'successes')}{bonus}."
        if t == "attack_result":
            return f"{n(g('attacker'))} nets {g('net')} against {n(g('defender'))}."
        if t == "tree_path_chosen":
            box = g("box")
            return f"{n(g('model'))} takes {'a free push' if box == 'free_push' else box_label(g('result'))}."
        if t == "special_result":
            return f"{n(g('model'))}'s special: {g('effect')}."
        if t == "pushed":
            if g("resisted"):
                why = {"immovable": "a Titan cannot be pushed",
                       "larger base": "its larger base resists one push each attack"}.get(g("stopped_by"), g("stopped_by"))
                return f"{n(g('model'))} resists the push ({why})."
            stop = g("stopped_by")
            if stop and (g("distance") or 0) < 0.005:  # already against it: not moved at all
                return f"{n(g('model'))} cannot be pushed any further (already against {self._stop(stop)})."
            why = f", stopped by {self._stop(stop)}" if stop else ""
            return f"{n(g('model'))} is pushed {g('distance') or 0:.2f}\"{why}."
        if t == "followed_up":
            return f"{n(g('model'))} follows up {_dist(g('from'), g('to'))}."
        if t == "repositioned":
            return f"{n(g('model'))} repositions {_dist(g('from'), g('to'))}{' and rests' if g('rest') else ''}."
        if t == "hazard_contact":
            what = {"hazard": "a hazard", "wounding": "a wounding hazard", "lethal": "a lethal hazard"}.get(g("kind"), "a hazard")
            return f"{n(g('model'))} touches {what}{' while displaced' if g('displaced') else ''}!"
        if t == "damage_marked":
            return f"{n(g('model'))} takes {g('amount')} damage{because}."
        if t == "fatigue_changed":
            return f"{n(g('model'))} is now {FAT.get(g('new'), g('new'))}{because}."
        if t == "favor_gained":
            why = f" ({g('why')})" if g("why") else ""
            return f"{self.seat(g('seat'))} gains {g('amount')} Favor{why}."
        if t == "favor_spent":
            why = f" ({g('why')})" if g("why") else ""
            return f"{self.seat(g('seat'))} spends {g('amount')} Favor{why}."
        if t == "defeated":
            return f"{n(g('model'))} is defeated{because}!"
        if t == "stage_advanced":
            return f"{self.name(g('model'))} rises to its next Stage."
        if t == "displaced":
            return f"{n(g('model'))} is displaced by {n(g('by'))}."
        if t == "placed":
            return f"{n(g('model'))} is placed beside {n(g('by'))}."
        if t == "displacement_order":
            return f"{self.seat(g('first'))} places first."
        if t == "attack_resolved":
            return f"{n(g('attacker'))}'s attack on {n(g('defender'))} deals {g('damage')} damage."
        if t == "attack_broken":
            return f"The attack is broken off ({plural(g('lost'), 'success', 'successes')} lost)."
        if t == "clear_turn":
            what = "Last Man Standing" if g("last_man_standing") else "Clear Turn"
            return f"{self.seat(g('seat'))}: {what}."
        if t == "clear_turn_ended":
            return f"{self.seat(g('seat'))} ends the clear turn."
        if t == "last_man_standing":
            return f"{n(g('model'))} stands alone and activates."
        if t == "tactic_used":
            who = f" with {n(g('model'))}" if g("model") else ""
            return f"{self.seat(g('seat'))} uses {TACTIC.get(g('tactic'), g('tactic'))}{who}."
        if t == "duelist_picked":
            if g("model") is None:
                return f"{self.seat(g('seat'))} has secretly chosen a duelist."
            return f"{self.seat(g('seat'))} secretly chooses {n(g('model'))} to duel."
        if t == "duelists_revealed":
            return "The duelists are revealed."
        if t == "game_over":
            w = g("winner")
            head = "Draw" if w is None else f"{self.seat(w)} wins"
            return f"{head}: {g('why')}."
        if t in ("mounted", "dismounted"):
            return f"{n(g('model'))} {t} {n(g('mount'))}."
        if t == "chain_broken":
            return f"{n(g('model'))}'s chain is broken."
        if t == "shifted":
            return f"{n(g('model'))} is shifted."
        if t == "healed":
            return f"{n(g('model'))} heals {g('amount')}."
        if t == "bonus_success":
            return f"{n(g('friend'))} lends a bonus success."
        if t == "move_halted":
            return f"{n(g('model'))} is halted by {n(g('by'))}."
        if t == "ability_used":
            return f"{n(g('model'))} uses {g('ability')}."
        if t == "wild":
            tie = f" (drawn among {g('tied')} equally near)" if (g("tied") or 1) > 1 else ""
            return f"{n(g('model'))} runs wild at the nearest model, {n(g('target'))}{tie}."
        if t == "living_hazard_triggered":
            return f"{n(g('model'))} is roused and goes for {n(g('target'))}."
        if t == "round_started":
            return f"Round {g('round')} begins."
        return None

    def stopper(self, stop: str) -> str:
        """What stopped a push, in words ("Otho", "the arena wall", "the Pit")."""
        return self._stop(stop)

    def _stop(self, stop: str) -> str:
        if stop.startswith("model:"):
            return self.name(stop[6:])
        if stop == "edge":
            return "the arena wall"
        if self.place_name(stop):
            return f"the {self.place_name(stop)}"
        kind = stop.split(":")[0]
        return {"hazard": "a hazard", "wounding": "a wounding hazard", "lethal": "a lethal hazard",
                "chain": "the chain", "duel_zone": "the edge of the duel zone",
                "immovable": "nothing (immovable)"}.get(kind, kind.replace("_", " "))

    def compass(self, mid, at) -> str:
        """Which way ``at`` lies from the model (its mount when riding): north is up the screen."""
        import math

        m = self.models.get(mid) or {}
        body = self.models.get(m.get("mounted")) if m.get("mounted") else m
        pos = (body or {}).get("pos")
        if not pos:
            return "side"
        ang = math.degrees(math.atan2(-(at[1] - pos[1]), at[0] - pos[0])) % 360
        names = ["east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east"]
        return names[round(ang / 45) % 8]

    # -- buttons -----------------------------------------------------------------------------
    def verb(self, a) -> str:  # noqa: C901
        k, g, n = a.kind, a.get, self.name
        if k == "go_first":
            return "Go first"
        if k == "go_second":
            return "Go second"
        if k == "activate":
            rest = g("rest")
            return f"Activate {n(g('model'))}" + (f" (rest {n(rest)})" if rest else "")
        if k == "end":
            return "End activation"
        if k == "pass":
            return "Pass"
        if k == "attack":
            also = g("also")
            text = f"{n(g('by'))} attacks {self.target(g('target'))}" + (f" + {self.target(also)}" if also else "")
            return text + (" (Berserk)" if g("berserk") else "")
        if k == "opportunity_attack":
            return f"Opportunity Attack with {n(g('model'))}"
        if k == "counterattack":
            return "Counterattack"
        if k == "assist":
            return f"{'Interdict' if g('interdict') else 'Assist'} with {n(g('model'))}"
        if k == "stall":
            ban = self.models.get(g("model")) or {}
            where = f": halt it {_dist(ban.get('at'), g('at'))} from him" if g("at") and ban.get("at") else ""
            return f"Stall with {n(g('model'))}{where}"
        if k == "asari":
            return "Asari: 1 Favor for +1 success"
        if k == "dictate":
            return f"Dictate: {n(g('model'))} → {self.compass(g('model'), g('path')[-1])}"
        if k == "necrosis":
            return f"Necrosis on {n(g('target'))}"
        if k in ("war_cry", "rampage"):
            return k.replace("_", " ").title()
        if k == "regrowth":
            return f"Regrowth: {n(g('model'))} heals {n(g('heal'))}"
        if k == "maneuver" and g("dictate"):
            where = self.compass(g("model"), g("path")[-1])
            short = "".join(part[0].upper() for part in where.split("-"))   # north-west -> NW (a button is narrow)
            return f"Maneuver {n(g('model'))} → {short} ({n(g('dictate'))}'s fatigue)"
        if k == "react_move":
            return f"Move {n(g('model'))} in reaction"
        if k == "power_attack":
            return "Power Attack (+1 fatigue)" if g("power") else "Normal attack"
        if k == "favor":
            amt = g("amount")
            return "No Favor dice" if amt == 0 else f"{amt} Favor {'die' if amt == 1 else 'dice'}"
        if k == "tree_box":
            return f"Box {g('box')}"
        if k == "free_push":
            return "Free push (Exhausted target)"
        if k == "follow_up":
            return "No follow-up" if g("to") is None else "Follow up"
        if k == "reposition":
            base = "Stay" if g("path") is None else "Reposition"
            return base + (" and rest" if g("rest") else "")
        if k == "move_to":
            return "Stay" if g("path") is None else "Move"
        if k == "end_clear_turn":
            return "End clear turn"
        if k == "dismount" and g("at") is not None:
            return f"Dismount {n(g('model'))} to the {self.compass(g('model'), g('at'))}"
        if k in TACTIC or k in ("wild", "mount", "dismount"):
            who = n(g("model")) if g("model") else ""
            tgt = f" → {self.target(g('target'))}" if g("target") else ""
            heal = f" heals {n(g('heal'))}" if g("heal") else ""
            return f"{TACTIC.get(k, k.title())} {who}{tgt}{heal}".strip()
        if k == "place_first":
            return f"{self.seat(g('seat'))} places first"
        if k in ("duellum_pick", "pick_duelist"):
            return f"Duelist: {n(g('model'))}"
        return k.replace("_", " ").capitalize()


def _dist(a, b) -> str:
    if not a or not b:
        return ""
    import math
    return f'{math.hypot(b[0] - a[0], b[1] - a[1]):.2f}"'


@cache
def tree_layout(tree_name: str) -> tuple[dict[str, tuple[int, int]], int]:
    """Box id -> (depth, index within depth) for drawing a damage tree as a graph."""
    tree = trees()[tree_name]
    depth = {tree.top: 0}
    order = [tree.top]
    for bid in order:
        for nxt in tree.boxes[bid].next:
            d = depth[bid] + 1
            if nxt not in depth or depth[nxt] < d:
                depth[nxt] = d
                if nxt not in order:
                    order.append(nxt)
    # settle depths (a box reached by paths of different length sits at its longest)
    changed = True
    while changed:
        changed = False
        for bid in tree.boxes:
            for nxt in tree.boxes[bid].next:
                if depth.get(nxt, 0) < depth.get(bid, 0) + 1:
                    depth[nxt] = depth[bid] + 1
                    changed = True
    rows: dict[int, list[str]] = {}
    for bid in tree.boxes:
        rows.setdefault(depth.get(bid, 0), []).append(bid)
    out = {}
    for d, ids in rows.items():
        for i, bid in enumerate(ids):
            out[bid] = (d, i)
    return out, max(rows) + 1
