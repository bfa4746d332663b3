"""The Clear Turn (and Last Man Standing): fatigue comes off, a controlled duel zone pays,
then Tactics, mounting and dismounting, Regrowth and Dictate, and every Wild beast's attack,
in the order the player chooses. The Ludus Tactics are data (``LUDUS_TACTICS``)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..core.flow import ASK, push
from ..core.values import Action, Decision
from ..i18n import N_
from . import geometry as g
from .abilities import dictate_clear_options, dictate_clear_problem, regrowth_options
from .activation import attack_targets, start_activation
from .attack import declare_attack, new_attack
from .beasts import wild_attack
from .board import (
    BEASTS,
    CLEAR,
    DUEL_ZONE,
    EXHAUSTED,
    FATIGUE,
    HELLENIKI,
    LEGIO,
    LM,
    LMS,
    MORITURI,
    MOUNTS,
    READY,
    TACTICS,
    ZEPHYRI,
    ArenaRexFrame,
    P,
)
from .move import new_move
from .movement import mov_of, move_candidates, path_problem
from .pushing import Repos, shift

A = Action.make


def start_clear(s, seat, lms=None):
    s.emit("clear_turn", LMS if lms else CLEAR, seat=seat, last_man_standing=lms is not None)
    done = set()
    will = s.benefits[seat] == "morituri"
    for m in s.seat_models(seat):
        b = s.body(m)
        if b in done:
            continue
        done.add(b)
        n = 2 if (lms or will) else 1
        s.gain_fatigue(b, -n, LMS if lms else (MORITURI if will else CLEAR))
    for zone in s.zones():
        if s.zone_controller(zone) == seat:
            s.gain_favor(seat, 1, DUEL_ZONE, why="controls a duel zone")
    wild = [m for m in s.seat_models(seat) if s.prof(m).kind == "beast" and not s.models[m]["mounted"]]
    s.stack.append(Clear(seat=seat, lms=lms, wild=wild))


@dataclass(eq=False)
class Clear(ArenaRexFrame):
    """``lms``: the last model standing (it activates at the end); ``wild``: beasts still to
    attack; ``used``: per Tactic or ability, the models it affected this clear turn (or just
    the key, for those used once per clear turn)."""
    t = "clear"
    seat: int
    lms: str | None
    wild: list[str]
    used: dict[str, list[str]] = field(default_factory=dict)

    def run(self, s):
        self.wild = [b for b in self.wild if s.in_play(b)]
        return ASK if self.two_choices(s) else True

    def two_choices(self, s) -> bool:
        """True when ``candidates`` surely lists two or more, told from its first entries alone (the
        end or each Wild beast's attack, then each recovery): the decision is asked then without
        working out the maneuvers and the rest until the list is asked for (a playout's policy
        never asks it); otherwise the flow lists them (a lone choice is taken unasked)."""
        if len(self.wild) >= 2:
            return True
        return s.favor[self.seat] >= 1 and any(
            s.body(m) == m and s.models[m]["fat"] > 0 for m in s.seat_models(self.seat))

    def decide(self, s):
        return Decision(self.seat, "clear_turn",
                        N_("Clear turn: use Tactics, mount or dismount, resolve Wild beasts, or end the clear turn."), CLEAR)

    def candidates(self, s):
        seat = self.seat
        out = []
        if not self.wild:
            out.append(A("end_clear_turn"))
        for b in self.wild:
            out.append(A("wild", model=b))
        mine = s.seat_models(seat)
        fav = s.favor[seat]
        if fav >= 1:
            for m in mine:
                if s.body(m) == m and s.models[m]["fat"] > 0:
                    out.append(A("recover", model=m))
            maneuvered = self.used.get("maneuver", [])
            for m in mine:
                if (s.body(m) == m and any(s.prof(x).is_gladiator for x in s.pair(m)) and m not in maneuvered
                        and s.models[m]["fat"] < EXHAUSTED):
                    for p in move_candidates(s, m, mov_of(s, m), "maneuver", limit=4):
                        out.append(A("maneuver", model=m, path=p))
            for lh in s.living_hazards():
                if lh not in self.used.get("incite", []):
                    for t in attack_targets(s, lh):
                        out.append(A("incite", model=lh, target=t))
        for m in mine:
            p = s.prof(m)
            mount = f"{seat}:{p.mount}" if p.mount else None
            if mount and mount in s.models and s.in_play(mount):
                if not (s.models[m]["fat"] == READY and s.models[mount]["fat"] == READY):
                    continue
                if s.models[m]["mounted"]:
                    for spot in dismount_spots(s, m, mount)[:4]:
                        out.append(A("dismount", model=m, at=list(spot)))
                elif g.in_contact(s.pos(m), s.radius(m), s.pos(mount), s.radius(mount)) and not s.models[mount]["rider"]:
                    out.append(A("mount", model=m))
        out += regrowth_options(s, self) + dictate_clear_options(s, self)
        ludus = s.benefits[seat]
        glad = [m for m in mine if s.prof(m).is_gladiator and s.prof(m).ludus == ludus]
        for tactic in LUDUS_TACTICS:
            if tactic.ludus == ludus and fav >= tactic.cost and not (tactic.once and tactic.kind in self.used):
                out += tactic.options(s, self, glad, mine)
        return out

    def problem(self, s, a):
        if a in s.legal_actions():
            return None
        seat = self.seat
        if a.kind == "end_clear_turn" and self.wild:
            return BEASTS, N_("Every Wild beast must attack before the clear turn ends.")
        if a.kind == "maneuver":
            m = a.model
            if m not in s.models or s.seat_of(m) != seat or not s.in_play(m):
                return TACTICS, N_("Maneuver needs a friendly gladiator in play.")
            if m in self.used.get("maneuver", []):
                return TACTICS, N_("Maneuver can affect each model once per clear turn.")
            if a.get("dictate") is not None:
                p = dictate_clear_problem(s, self, a.dictate, m)
                if p is not None:
                    return p
            elif s.favor[seat] < 1:
                return TACTICS, N_("Maneuver costs 1 Favor.")
            if s.models[m]["fat"] >= EXHAUSTED:
                return FATIGUE, N_("An Exhausted model may not declare a Move Action.")
            if not any(s.prof(x).is_gladiator for x in s.pair(m)):
                return TACTICS, N_("Maneuver moves gladiators only.")
            return path_problem(s, m, list(a.path), mov_of(s, m), "maneuver")
        if a.kind == "dismount":
            m = a.model
            if m not in s.models or not s.models[m]["mounted"] or s.seat_of(m) != seat:
                return MOUNTS, N_("Only a mounted rider of yours can dismount.")
            mount = s.models[m]["mounted"]
            if s.models[m]["fat"] != READY:
                return MOUNTS, N_("Mounting and dismounting need both models Ready.")
            at = P(a.at)
            geo = s.geo()
            rr = s.prof(m).radius
            if g.edge_gap(at, rr, s.pos(mount), s.radius(mount)) > 1.0 + g.CONTACT_TOL:
                return MOUNTS, N_("A dismounting rider is placed within 1 inch of the mount.")
            if not geo.inside_arena(at, rr) or geo.overlaps(at, rr, ignore=[m]):
                return MOUNTS, N_("The rider does not fit there.")
            return None
        return CLEAR, s.explain_illegal(a, self.decide(s))

    def perform(self, s, a):
        seat = self.seat
        k = a.kind
        if k == "end_clear_turn":
            s.stack.remove(self)
            s.emit("clear_turn_ended", CLEAR, seat=seat)
            if self.lms and s.in_play(self.lms):
                s.emit("last_man_standing", LMS, model=self.lms)
                start_activation(s, s.body(self.lms))
            else:
                push(s, "start", seat=1 - seat)
        elif k == "wild":
            self.wild.remove(a.model)
            wild_attack(s, a.model)
        elif k == "regrowth":
            self.used.setdefault("regrowth", []).append(a.model)
            s.emit("ability_used", CLEAR, model=a.model, ability="Regrowth", target=a.heal)
            s.models[a.heal]["dmg"] -= 1
            s.emit("healed", CLEAR, model=a.heal, amount=1)
        elif k == "recover":
            s.spend_pool(seat, 1, TACTICS, why="Recover")
            s.emit("tactic_used", TACTICS, seat=seat, tactic="recover", model=a.model)
            s.gain_fatigue(a.model, -1, TACTICS)
        elif k == "maneuver":
            if a.get("dictate") is not None:
                s.emit("ability_used", TACTICS, model=a.dictate, ability="Dictate", target=a.model)
                s.gain_fatigue(a.dictate, 1, TACTICS)
            else:
                s.spend_pool(seat, 1, TACTICS, why="Maneuver")
            self.used.setdefault("maneuver", []).append(a.model)
            s.emit("tactic_used", TACTICS, seat=seat, tactic="maneuver", model=a.model)
            s.stack.append(new_move(s, a.model, list(a.path), "maneuver"))
        elif k == "incite":
            s.spend_pool(seat, 1, TACTICS, why="Incite")
            self.used.setdefault("incite", []).append(a.model)
            s.emit("tactic_used", TACTICS, seat=seat, tactic="incite", model=a.model)
            fr = new_attack(s, a.model, a.target, "incite", chooser=seat)
            s.stack.append(fr)
            declare_attack(s, fr)
        elif k == "mount":
            mount = f"{seat}:{s.prof(a.model).mount}"
            s.set_pos(a.model, None)
            s.models[a.model]["mounted"] = mount
            s.models[mount]["rider"] = a.model
            s.emit("mounted", MOUNTS, model=a.model, mount=mount)
        elif k == "dismount":
            mount = s.models[a.model]["mounted"]
            s.models[a.model]["mounted"] = None
            s.models[mount]["rider"] = None
            s.set_pos(a.model, P(a.at))
            s.emit("dismounted", MOUNTS, model=a.model, mount=mount, at=list(s.pos(a.model)), why="clear turn")
        else:
            tactic = TACTIC_BY_KIND[k]
            if tactic.cost:
                s.spend_pool(seat, tactic.cost, tactic.rule, why=tactic.title)
            marks = self.used.setdefault(k, [])
            marks += [a.get(p) for p in tactic.marks]
            extra = {"skl": s.prof(a.model).skl} if k == "cleopatras_gift" else {}
            s.emit("tactic_used", tactic.rule, seat=seat, tactic=k, **dict(a.params), **extra)
            tactic.effect(s, self, a)


def dismount_spots(s, rider, mount):
    geo = s.geo()
    rr = s.prof(rider).radius
    mpos = s.pos(mount)
    return geo.free_contact_spots(mpos, s.radius(mount) + 0.5, rr, ignore=[mount, rider], step_degrees=45)


# =========================================================================================
# the Ludus Tactics (Ludus Benefits): who may use them, their Favor cost, what they do
# =========================================================================================
@dataclass(frozen=True)
class LudusTactic:
    kind: str                       # the action's kind (the Tactic in lower snake_case)
    title: str                      # its name in the rulebook
    ludus: str
    rule: str                       # the rulebook section
    cost: int                       # Favor from the pool
    once: bool                      # once per clear turn (else: ``marks`` once each)
    marks: tuple[str, ...]          # the action's model parameters it may affect once per clear turn
    options: Callable               # (s, clear, gladiators of the Ludus, own models) -> actions
    effect: Callable                # (s, clear, action): what it does, after its tactic_used event


def _rouse_options(s, clear, glad, mine):
    return [A("rouse", model=m) for m in glad if s.models[m]["fat"] < EXHAUSTED]


def _rouse(s, clear, a):
    s.gain_fatigue(a.model, 1, LM)
    s.gain_favor(clear.seat, 1, LM, why="Rouse")


def _gift_options(s, clear, glad, mine):
    return [A("cleopatras_gift", model=m) for m in mine
            if s.prof(m).skl and m not in clear.used.get("cleopatras_gift", [])]


def _gift(s, clear, a):
    skl = s.prof(a.model).skl
    if skl == "sap":
        for o in s.all_in_play():
            if s.is_enemy(a.model, o) and s.engages(a.model, o):
                s.gain_fatigue(o, 1, MORITURI)
    elif skl == "mend":
        healed = min(2, s.models[a.model]["dmg"])
        s.models[a.model]["dmg"] -= healed
        s.emit("healed", MORITURI, model=a.model, amount=healed)


def _offering_options(s, clear, glad, mine):
    return [A("offering", model=m) for m in mine if s.vitality_left(m) > 2]


def _offering(s, clear, a):
    s.mark_damage(a.model, 2, MORITURI)
    s.gain_favor(clear.seat, 2, MORITURI, why="Offering")


def _ambush_options(s, clear, glad, mine):
    return [A("ambush", model=m, target=t) for m in glad if m not in clear.used.get("ambush", [])
            for t in attack_targets(s, m) if s.is_enemy(m, t)]


def _ambush(s, clear, a):
    fr = new_attack(s, a.model, a.target, "ambush")
    fr.stage = "tree"
    fr.left = 1 + (1 if fr.exhausted_defender else 0)
    fr.free_push = fr.exhausted_defender
    s.stack.append(fr)


def _brothers_options(s, clear, glad, mine):
    done = clear.used.get("blood_brothers", [])
    return [A("blood_brothers", model=m, heal=o) for m in glad if m not in done and s.vitality_left(m) > 2
            for o in glad if o != m and o not in done and s.models[o]["dmg"] > 0]


def _brothers(s, clear, a):
    s.mark_damage(a.model, 2, ZEPHYRI)
    healed = min(2, s.models[a.heal]["dmg"])
    s.models[a.heal]["dmg"] -= healed
    s.emit("healed", ZEPHYRI, model=a.heal, amount=healed)


def _maniple_options(s, clear, glad, mine):
    return [A("maniple")] if glad else []


def _maniple(s, clear, a):
    glad = [m for m in s.seat_models(clear.seat) if s.prof(m).is_gladiator and s.prof(m).ludus == "legio_xiii"
            and s.body(m) == m]
    for m in reversed(glad):
        s.stack.append(Repos(model=m, seat=clear.seat, rest_ok=False))


def _challenge_options(s, clear, glad, mine):
    done = clear.used.get("heroic_challenge", [])
    return [A("heroic_challenge", model=m, target=e) for m in glad if m not in done
            for e in s.seat_models(1 - clear.seat) if s.prof(e).is_gladiator and e not in done and s.body(e) == e]


def _challenge(s, clear, a):
    for x, y in ((a.model, a.target), (a.target, a.model)):
        if s.in_play(x) and s.in_play(y):
            shift(s, x, g.unit(s.pos(x), s.pos(y)), 3.0, HELLENIKI)


#: in the order they are offered
LUDUS_TACTICS = (
    LudusTactic("rouse", "Rouse", "ludus_magnus", LM, 0, True, (), _rouse_options, _rouse),
    LudusTactic("cleopatras_gift", "Cleopatra's Gift", "morituri", MORITURI, 2, False, ("model",), _gift_options, _gift),
    LudusTactic("offering", "Offering", "morituri", MORITURI, 0, True, (), _offering_options, _offering),
    LudusTactic("ambush", "Ambush", "zephyri", ZEPHYRI, 1, False, ("model",), _ambush_options, _ambush),
    LudusTactic("blood_brothers", "Blood Brothers", "zephyri", ZEPHYRI, 0, False, ("model", "heal"),
                _brothers_options, _brothers),
    LudusTactic("maniple", "Maniple", "legio_xiii", LEGIO, 2, True, (), _maniple_options, _maniple),
    LudusTactic("heroic_challenge", "Heroic Challenge", "helleniki", HELLENIKI, 2, False, ("model", "target"),
                _challenge_options, _challenge),
)
TACTIC_BY_KIND = {t.kind: t for t in LUDUS_TACTICS}
