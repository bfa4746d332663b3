"""The named abilities of the FAQ's models that are choices of their own: the special actions
(Dictate, Necrosis, War Cry, Rampage), Spite with Consume Essence, Dictate and Regrowth in a
clear turn. (Stall lives with the move it halts, Interdict and Asari in the attack, Rebuff
at an attack's end, Pounce and Berserk in the activation.)"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.flow import ASK
from ..core.values import Action, Decision
from ..i18n import N_
from . import geometry as g
from .attack import declare_attack, new_attack, start_shove
from .board import ACTIONS, EXHAUSTED, FAQ, FATIGUE, RESULTS, TACTICS, ArenaRexFrame, name
from .move import new_move
from .movement import mov_of, move_candidates, path_problem
from .pushing import Repos

A = Action.make
SPECIAL_ACTIONS = {"dictate": "Dictate", "necrosis": "Necrosis", "war_cry": "War Cry", "rampage": "Rampage"}
WAR_CRY_RANGE = 3.0
REGROWTH_RANGE = 3.0


# -- special actions, in their model's activation -----------------------------------------------
def special_actions(s, act) -> list[Action]:
    """The ability actions the active model may take now (each checked by special_action_problem)."""
    mid = act.model
    effects = s.prof(mid).effects
    maybe = []
    if "dictate" in effects:
        for t in s.seat_models(s.seat_of(mid)):
            if t not in s.pair(mid) and s.body(t) == t and t not in act.dictated:
                maybe += [A("dictate", model=t, path=p) for p in move_candidates(s, t, mov_of(s, t), "maneuver", limit=3)]
    if "necrosis" in effects:
        maybe += [A("necrosis", target=t) for t in s.all_in_play() if s.is_enemy(mid, t) and s.engages(mid, t)]
    if "war_cry" in effects:
        maybe.append(A("war_cry"))
    if "rampage" in effects:
        maybe.append(A("rampage"))
    return [a for a in maybe if special_action_problem(s, act, a) is None]


def special_action_problem(s, act, a):
    """Why the active model may not take this ability action now (None if it may)."""
    mid = act.model
    what = SPECIAL_ACTIONS[a.kind]
    if a.kind not in s.prof(mid).effects:
        return ACTIONS, N_("{model} has no {what}.").format(model=name(s, mid), what=what)
    if s.models[mid]["fat"] + 1 > EXHAUSTED:
        return FATIGUE, N_("{what} costs a fatigue, and {model} may not go beyond Exhausted.").format(
            what=what, model=name(s, mid))
    if a.kind == "dictate":
        t = a.model
        if t not in s.models or not s.in_play(t) or not s.is_friend(mid, t) or t in s.pair(mid) or s.body(t) != t \
                or not any(s.prof(x).is_gladiator for x in s.pair(t)):
            return TACTICS, N_("Dictate lets another friendly gladiator in play Maneuver.")
        if t in act.dictated:
            return TACTICS, N_("Dictate: Maneuver can affect each model once per activation.")
        if s.models[t]["fat"] >= EXHAUSTED:
            return FATIGUE, N_("An Exhausted model may not declare a Move Action (FAQ).")
        return path_problem(s, t, list(a.path), mov_of(s, t), "maneuver")
    if a.kind in act.specials:
        return ACTIONS, N_("{what} may be used once per activation.").format(what=what)
    if a.kind == "necrosis":
        t = a.target
        if t not in s.models or not s.is_enemy(mid, t) or not s.engages(mid, t):
            return ACTIONS, N_("Necrosis needs an enemy model that {model} engages.").format(model=name(s, mid))
    if a.kind == "rampage" and not rampage_targets(s, mid):
        return ACTIONS, N_("Rampage needs a model within {model}'s engagement range.").format(model=name(s, mid))
    return None


def perform_special_action(s, act, a):
    mid = act.model
    what = SPECIAL_ACTIONS[a.kind]
    s.emit("ability_used", FAQ, model=mid, ability=what, **({"target": a.get("model") or a.get("target")}
                                                             if a.kind in ("dictate", "necrosis") else {}))
    s.gain_fatigue(mid, 1, ACTIONS)
    if a.kind == "dictate":
        act.dictated.append(a.model)
        s.emit("tactic_used", TACTICS, seat=s.seat_of(mid), tactic="maneuver", model=a.model, dictate=mid)
        s.stack.append(new_move(s, a.model, list(a.path), "maneuver"))
        return
    act.specials.append(a.kind)
    if a.kind == "necrosis":
        s.gain_fatigue(a.target, 1, ACTIONS)
        s.mark_damage(a.target, 1, ACTIONS, source=mid)
    elif a.kind == "war_cry":
        seat = s.seat_of(mid)
        friends = [o for o in s.seat_models(seat) if s.body(o) == o and o not in s.pair(mid)
                   and g.within(s.pos(mid), s.radius(mid), s.pos(o), s.radius(o), WAR_CRY_RANGE)]
        frames = [Repos(model=mid, seat=seat, rest_ok=True, war_cry=True)]
        frames += [Repos(model=o, seat=seat, rest_ok=False) for o in friends]
        for fr in reversed(frames):
            s.stack.append(fr)
    elif a.kind == "rampage":
        for t in reversed(rampage_targets(s, mid)):
            start_shove(s, mid, t)


def rampage_targets(s, mid) -> list[str]:
    return [o for o in s.all_in_play() if o not in s.pair(mid) and s.body(o) == o and s.engages(mid, o)]


# -- Spite and Consume Essence (Ur-Kek) -----------------------------------------------------------
@dataclass(eq=False)
class Spite(ArenaRexFrame):
    """A model with Spite, its last box marked, strikes once more before it falls."""
    t = "spite"
    model: str
    rule: str                       # the section that defeats it when the attack is over
    target: str | None = None

    def targets(self, s):
        mid = self.model
        return [o for o in s.all_in_play() if s.is_enemy(mid, o) and s.engages(mid, o)]

    def run(self, s):
        mid = self.model
        if s.models[mid]["out"]:
            s.stack.remove(self)
            return False
        if self.target is None:
            targets = self.targets(s)
            if not targets:
                s.stack.remove(self)
                s.defeat(mid, self.rule)
                return False
            if len(targets) >= 2:
                return ASK
            self.strike(s, targets[0])
            return False
        # the last attack is over
        s.stack.remove(self)
        if s.models[self.target]["out"] and "consume_essence" in s.prof(mid).effects:
            healed = min(3, s.models[mid]["dmg"])
            s.models[mid]["dmg"] -= healed
            s.emit("ability_used", RESULTS, model=mid, ability="Consume Essence")
            s.emit("healed", RESULTS, model=mid, amount=healed)
            return False
        s.defeat(mid, self.rule)
        return False

    def strike(self, s, target):
        self.target = target
        fr = new_attack(s, self.model, target, "spite")
        s.stack.append(fr)
        declare_attack(s, fr)

    def decide(self, s):
        return Decision(s.seat_of(self.model), "spite_target",
                        N_("Spite: {model} strikes one last time: choose the target.").format(model=name(s, self.model)), RESULTS)

    def candidates(self, s):
        return [A("spite", target=t) for t in self.targets(s)]

    def perform(self, s, a):
        self.strike(s, a.target)


# -- in a clear turn: Dictate pays a Maneuver with Sulla's fatigue; Regrowth ----------------------
def dictate_clear_problem(s, clear, sulla, target):
    if sulla not in s.models or s.seat_of(sulla) != clear.seat or not s.in_play(sulla) \
            or "dictate" not in s.prof(sulla).effects:
        return TACTICS, N_("Only a friendly Dictate model can pay for a Maneuver with a fatigue.")
    if target in s.pair(sulla):
        return TACTICS, N_("Dictate lets another model Maneuver.")
    if s.models[sulla]["fat"] + 1 > EXHAUSTED:
        return FATIGUE, N_("{model} may not go beyond Exhausted.").format(model=name(s, sulla))
    return None


def dictate_clear_options(s, clear) -> list[Action]:
    out = []
    maneuvered = clear.used.get("maneuver", [])
    for sulla in s.seat_models(clear.seat):
        if "dictate" not in s.prof(sulla).effects:
            continue
        for m in s.seat_models(clear.seat):
            if (s.body(m) == m and any(s.prof(x).is_gladiator for x in s.pair(m)) and m not in maneuvered
                    and s.models[m]["fat"] < EXHAUSTED and dictate_clear_problem(s, clear, sulla, m) is None):
                out += [A("maneuver", model=m, path=p, dictate=sulla)
                        for p in move_candidates(s, m, mov_of(s, m), "maneuver", limit=2)]
    return out


def regrowth_options(s, clear) -> list[Action]:
    out = []
    for m in s.seat_models(clear.seat):
        if "regrowth" not in s.prof(m).effects or m in clear.used.get("regrowth", []):
            continue
        for o in s.seat_models(clear.seat):
            if s.models[o]["dmg"] > 0 and (o == m or g.within(s.pos(m), s.radius(m), s.pos(o), s.radius(o),
                                                              REGROWTH_RANGE)):
                out.append(A("regrowth", model=m, heal=o))
    return out
