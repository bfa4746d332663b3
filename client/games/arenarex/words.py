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
from engine.i18n import N_, SOURCE_LANGUAGE, game_words, language, proper_name

_, ngettext, pgettext = game_words("arenarex")

TACTIC = {"recover": N_("Recover"), "maneuver": N_("Maneuver"), "incite": N_("Incite"), "rouse": N_("Rouse"),
          "offering": N_("Offering"), "ambush": N_("Ambush"), "blood_brothers": N_("Blood Brothers"),
          "maniple": N_("Maniple"), "heroic_challenge": N_("Heroic Challenge")}
BOX_LABEL = {"push": N_("Push"), "fatigue": N_("Fatigue"), "favor": N_("Favor"), "reposition": N_("Reposition"),
             "special": N_("Special")}
FAT = {0: N_("Ready"), 1: N_("Fatigued"), 2: N_("Exhausted")}
#: the engine's reasons for Favor gained or spent and for the end of a game (event fields), worded when shown
WHY = (N_("rested after reposition"), N_("out of play"), N_("exhausted"), N_("ended"),
       N_("hazard defeat in your activation"), N_("attack roll"), N_("defense roll"),
       N_("first attack of the game"), N_("favor box"), N_("controls a duel zone"), N_("mount defeated"),
       N_("rider defeated"), N_("clear turn"), N_("the counterattacker does not engage the attacker"),
       # how a game ends (engine/arenarex/victory.py), shown in the log's last line
       N_("controls both duel zones"), N_("the condemned gladiator was executed"),
       N_("both condemned gladiators fell"), N_("the last condemned gladiator standing"),
       N_("last player with models in the arena"), N_("no models remain on either side"),
       N_("turn limit: more models in the arena"), N_("turn limit: more vitality left"), N_("turn limit: even"))


#: how an attack is declared, by its kind (a sentence with the attacker and the defender)
ATTACK_WORDS = {"action": N_("{attacker} attacks {defender}."),
                "opportunity": N_("{attacker} makes an Opportunity Attack on {defender}."),
                "wild": N_("{attacker} (wild) attacks {defender}."),
                "incite": N_("{attacker} is incited against {defender}."),
                "counter": N_("{attacker} counterattacks {defender}."), "ambush": N_("{attacker} ambushes {defender}.")}
REACTIONS = {"counterattack": N_("counterattack"), "assist": N_("assist"),
             "opportunity_attack": N_("opportunity attack"), "move": N_("move"), "stall": N_("stall")}
ROLES = {"attack": N_("attack"), "defense": N_("defense"), "counterattack": N_("counterattack"),
         "dice_off": N_("the dice-off")}
HAZARDS = {"hazard": N_("a hazard"), "wounding": N_("a wounding hazard"), "lethal": N_("a lethal hazard")}
STOPPERS = {**HAZARDS, "chain": N_("the chain"), "duel_zone": N_("the edge of the duel zone"),
            "immovable": N_("nothing (immovable)")}
COMPASS = (N_("east"), N_("north-east"), N_("north"), N_("north-west"), N_("west"), N_("south-west"), N_("south"),
           N_("south-east"))
#: the star box's effects (special_result), worded when shown
SPECIALS = (N_("push"), N_("fatigue"), N_("favor"), N_("reposition"), N_("damage"))


def place_word(name: str) -> str:
    """A named spot of a map that comes with the game ("Pit"), in the player's language, as said inside
    a sentence ("the Pit" reads "el foso"); a name the maps added later give stays as it is."""
    words = {"Brazier": pgettext("arena place", "Brazier"), "Chain ring": pgettext("arena place", "Chain ring"),
             "Cliff": pgettext("arena place", "Cliff"), "Column": pgettext("arena place", "Column"),
             "Execution ground": pgettext("arena place", "Execution ground"),
             "Pillar": pgettext("arena place", "Pillar"), "Pit": pgettext("arena place", "Pit"),
             "Ring of Fire": pgettext("arena place", "Ring of Fire"), "Rubble": pgettext("arena place", "Rubble"),
             "Spikes": pgettext("arena place", "Spikes")}
    return words.get(name, name)


def tactic(name: str) -> str:
    """A tactic's name in the player's language."""
    return _(TACTIC[name]) if name in TACTIC else name


def fatigue_word(level) -> str:
    return _(FAT[level]) if level in FAT else str(level)


def successes(n: int) -> str:
    """'1 success', '2 successes' (the catalogue's plural forms)."""
    return ngettext("{n} success", "{n} successes", n).format(n=n)


def rerolled_words(n: int) -> str:
    """What a roll's re-roll did ('3 failed dice rolled again'): the final dice are all the card shows."""
    return ngettext("{n} failed die rolled again", "{n} failed dice rolled again", n).format(n=n)


def ability_words(profile) -> list[tuple[str, str]]:
    """A model's abilities, (name, text), in the player's language."""
    if language() != SOURCE_LANGUAGE and profile.abilities_es:
        return list(profile.abilities_es)
    return list(profile.abilities)


def box_label(box: str) -> str:
    if box.startswith("d") and box[1:].isdigit():
        return _("{n} dmg").format(n=box[1:])
    return _(BOX_LABEL[box]) if box in BOX_LABEL else box


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
        return _("your {model}").format(model=self.name(mid)) if self.is_own(mid) else self.name(mid)

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
            return proper_name(p.name) if p else str(mid)
        return proper_name(roster()[m["p"]].name)

    def seat(self, seat) -> str:
        if seat is None:
            return _("the arena")
        return self.seat_names[seat] if 0 <= seat < len(self.seat_names) else _("Seat {number}").format(number=seat + 1)

    def end_reason(self, over: dict, turn_limit: int) -> str:
        """Why the game ended, for the results screen: the scenario's goal met, or the turn limit
        (our house rule, docs/rulings.md) reached, and then what settled it."""
        why, winner = str(over.get("why", "")), over.get("winner")
        if not why.startswith("turn limit"):
            if winner is None:
                return _("Draw: {why}.").format(why=_(why))
            return _("{seat} wins: {why}.").format(seat=self.seat(winner), why=_(why))
        head = ngettext("The turn limit was reached ({n} turn, our house rule): the match stops where it stands.",
                        "The turn limit was reached ({n} turns, our house rule): the match stops where it stands.",
                        turn_limit).format(n=turn_limit)
        if why == "turn limit: more models in the arena":
            tail = _("{seat} has more models in the arena and wins.").format(seat=self.seat(winner))
        elif why == "turn limit: more vitality left":
            tail = _("Both sides have as many models; {seat} has more unmarked vitality boxes and wins.").format(
                seat=self.seat(winner))
        else:
            tail = _("Both sides have as many models and as many unmarked vitality boxes: a draw.")
        return f"{head} {tail}"

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
        because = f" ({_(why)})" if why else ""
        if t == "first_player_chosen":
            return _("{seat} takes the first turn.").format(seat=self.seat(g("seat")))
        if t == "model_deployed":
            return _("{model} is deployed.").format(model=n(g("model")))
        if t == "turn_started":
            return _("Turn {turn}: {seat}.").format(turn=g("turn"), seat=self.seat(g("seat")))
        if t == "activated":
            return _("{model} activates.").format(model=n(g("model")))
        if t == "rested":
            return _("{model} rests.").format(model=n(g("model")))
        if t == "activation_ended":
            return ""
        if t == "move_declared":
            return (_("{model} declares a move (free).") if g("free") else
                    _("{model} declares a move (+1 fatigue).")).format(model=n(g("model")))
        if t == "moved":
            return _("{model} moves {distance}.").format(model=n(g("model")), distance=_dist(g("from"), g("to")))
        if t == "reaction_declared":
            what = _(REACTIONS.get(str(g("reaction")), str(g("reaction")).replace("_", " ")))
            return (_("{model} reacts: {reaction} (Brave).") if g("brave") else
                    _("{model} reacts: {reaction}.")).format(model=n(g("model")), reaction=what)
        if t == "attack_declared":
            label = ATTACK_WORDS.get(g("kind"), ATTACK_WORDS["action"])
            return _(label).format(attacker=n(g("attacker")), defender=n(g("defender")))
        if t == "power_attack_declared":
            return _("{model} makes it a Power Attack.").format(model=n(g("model")))
        if t == "dice_rolled":
            dice = " ".join(str(d) for d in g("dice") or [])
            fav = g("favor_dice") or []
            extra = _(" + Favor {dice}").format(dice=" ".join(str(d) for d in fav)) if fav else ""
            bonus = _(" (+{n} bonus)").format(n=g("bonus")) if g("bonus") else ""
            role = _(ROLES.get(g("role"), str(g("role"))))
            text = _("{model} rolls {role}: {dice}{extra} = {successes}{bonus}.").format(
                model=n(g("model")), role=role, dice=dice, extra=extra, successes=successes(g("successes")),
                bonus=bonus)
            return _("{roll} ({rerolled})").format(roll=text.rstrip("."), rerolled=rerolled_words(g("rerolled"))) + "." \
                if g("rerolled") else text
        if t == "attack_result":
            return _("{attacker} nets {net} against {defender}.").format(
                attacker=n(g("attacker")), net=g("net"), defender=n(g("defender")))
        if t == "tree_path_chosen":
            if g("box") == "free_push":
                return _("{model} uses the free push on the Exhausted defender.").format(model=n(g("model")))
            result = str(g("result"))
            if result.startswith("d") and result[1:].isdigit():   # the box, not damage taken: said apart
                return ngettext("{model} chooses the damage tree's {n} damage box.",
                                "{model} chooses the damage tree's {n} damage box.", int(result[1:])).format(
                    model=n(g("model")), n=int(result[1:]))
            return _("{model} chooses the damage tree's {box} box.").format(model=n(g("model")), box=box_label(result))
        if t == "special_result":
            return _("{model}'s special: {effect}.").format(model=n(g("model")), effect=_(str(g("effect"))))
        if t == "pushed":
            if g("resisted"):
                why = {"immovable": _("a Titan cannot be pushed"),
                       "larger base": _("its larger base resists one push each attack")}.get(g("stopped_by"),
                                                                                            g("stopped_by"))
                return _("{model} resists the push ({why}).").format(model=n(g("model")), why=why)
            stop = g("stopped_by")
            if stop and (g("distance") or 0) < 0.005:  # already against it: not moved at all
                return _("{model} cannot be pushed any further (already against {stop}).").format(
                    model=n(g("model")), stop=self._stop(stop))
            far = f"{g('distance') or 0:.2f}\""
            if stop:
                return _("{model} is pushed {distance}, stopped by {stop}.").format(
                    model=n(g("model")), distance=far, stop=self._stop(stop))
            return _("{model} is pushed {distance}.").format(model=n(g("model")), distance=far)
        if t == "followed_up":
            return _("{model} follows up {distance}.").format(model=n(g("model")), distance=_dist(g("from"), g("to")))
        if t == "repositioned":
            return (_("{model} repositions {distance} and rests.") if g("rest") else
                    _("{model} repositions {distance}.")).format(model=n(g("model")),
                                                                  distance=_dist(g("from"), g("to")))
        if t == "hazard_contact":
            what = _(HAZARDS.get(g("kind"), HAZARDS["hazard"]))
            return (_("{model} touches {hazard} while displaced!") if g("displaced") else
                    _("{model} touches {hazard}!")).format(model=n(g("model")), hazard=what)
        if t == "damage_marked":
            return _("{model} takes {amount} damage{because}.").format(model=n(g("model")), amount=g("amount"),
                                                                     because=because)
        if t == "fatigue_changed":
            return _("{model} is now {fatigue}{because}.").format(model=n(g("model")), fatigue=fatigue_word(g("new")),
                                                                because=because)
        if t in ("favor_gained", "favor_spent"):
            why = f" ({_(g('why'))})" if g("why") else ""
            words = _("{seat} gains {amount} Favor{why}.") if t == "favor_gained" else \
                _("{seat} spends {amount} Favor{why}.")
            return words.format(seat=self.seat(g("seat")), amount=g("amount"), why=why)
        if t == "defeated":
            return _("{model} is defeated{because}!").format(model=n(g("model")), because=because)
        if t == "stage_advanced":
            return _("{model} rises to its next Stage.").format(model=self.name(g("model")))
        if t == "displaced":
            return _("{model} is displaced by {other}.").format(model=n(g("model")), other=n(g("by")))
        if t == "placed":
            return _("{model} is placed beside {other}.").format(model=n(g("model")), other=n(g("by")))
        if t == "displacement_order":
            return _("{seat} places first.").format(seat=self.seat(g("first")))
        if t == "attack_resolved":
            # the attack's own damage (its tree after ARM, and a wounding push): a hazard that took the
            # defender is its own line, so this line says "from the attack" and never contradicts it
            if not g("damage"):
                return _("{attacker}'s attack on {defender} ends with no damage from the attack itself.").format(
                    attacker=n(g("attacker")), defender=n(g("defender")))
            return ngettext("{attacker}'s attack on {defender} ends: {damage} damage from the attack.",
                            "{attacker}'s attack on {defender} ends: {damage} damage from the attack.",
                            g("damage")).format(attacker=n(g("attacker")), defender=n(g("defender")),
                                                damage=g("damage"))
        if t == "attack_broken":
            return _("{attacker} and {defender} are no longer in contact: the attack is broken off ({successes} "
                     "lost).").format(attacker=n(g("attacker")), defender=n(g("defender")),
                                      successes=successes(g("lost")))
        if t == "clear_turn":
            what = _("Last Man Standing") if g("last_man_standing") else _("Clear Turn")
            return _("{seat}: {what}.").format(seat=self.seat(g("seat")), what=what)
        if t == "clear_turn_ended":
            return _("{seat} ends the clear turn.").format(seat=self.seat(g("seat")))
        if t == "last_man_standing":
            return _("{model} stands alone and activates.").format(model=n(g("model")))
        if t == "tactic_used":
            if g("model"):
                return _("{seat} uses {tactic} with {model}.").format(seat=self.seat(g("seat")),
                                                                     tactic=tactic(g("tactic")), model=n(g("model")))
            return _("{seat} uses {tactic}.").format(seat=self.seat(g("seat")), tactic=tactic(g("tactic")))
        if t == "duelist_picked":
            if g("model") is None:
                return _("{seat} has secretly chosen a duelist.").format(seat=self.seat(g("seat")))
            return _("{seat} secretly chooses {model} to duel.").format(seat=self.seat(g("seat")), model=n(g("model")))
        if t == "duelists_revealed":
            return _("The duelists are revealed.")
        if t == "game_over":
            w = g("winner")
            if w is None:
                return _("Draw: {why}.").format(why=_(str(g("why"))))
            return _("{seat} wins: {why}.").format(seat=self.seat(w), why=_(str(g("why"))))
        if t == "mounted":
            return _("{model} mounted {mount}.").format(model=n(g("model")), mount=n(g("mount")))
        if t == "dismounted":
            return _("{model} dismounted {mount}.").format(model=n(g("model")), mount=n(g("mount")))
        if t == "chain_broken":
            return _("{model}'s chain is broken.").format(model=n(g("model")))
        if t == "shifted":
            return _("{model} is shifted.").format(model=n(g("model")))
        if t == "healed":
            return _("{model} heals {amount}.").format(model=n(g("model")), amount=g("amount"))
        if t == "bonus_success":
            return _("{model} lends a bonus success.").format(model=n(g("friend")))
        if t == "move_halted":
            return _("{model} is halted by {other}.").format(model=n(g("model")), other=n(g("by")))
        if t == "ability_used":
            return _("{model} uses {ability}.").format(model=n(g("model")), ability=self.ability(g("model"), g("ability")))
        if t == "wild":
            if (g("tied") or 1) > 1:
                return _("{model} runs wild at the nearest model, {target} (drawn among {tied} equally near).").format(
                    model=n(g("model")), target=n(g("target")), tied=g("tied"))
            return _("{model} runs wild at the nearest model, {target}.").format(model=n(g("model")),
                                                                               target=n(g("target")))
        if t == "living_hazard_triggered":
            return _("{model} is roused and goes for {target}.").format(model=n(g("model")), target=n(g("target")))
        if t == "round_started":
            return _("Round {round} begins.").format(round=g("round"))
        return None

    def ability(self, mid, name) -> str:
        """An ability's name in the player's language (the model's roster entry gives its twin)."""
        for p in roster().values():
            for (english, _text), (spanish, _es) in zip(p.abilities, p.abilities_es or p.abilities, strict=False):
                if english == name:
                    return spanish if language() != SOURCE_LANGUAGE else english
        return _(str(name))

    def stopper(self, stop: str) -> str:
        """What stopped a push, in words ("Otho", "the arena wall", "the Pit")."""
        return self._stop(stop)

    def _stop(self, stop: str) -> str:
        if stop.startswith("model:"):
            return self.name(stop[6:])
        if stop == "edge":
            return _("the arena wall")
        if self.place_name(stop):
            return _("the {place}").format(place=place_word(self.place_name(stop)))
        kind = stop.split(":")[0]
        return _(STOPPERS[kind]) if kind in STOPPERS else kind.replace("_", " ")

    def compass(self, mid, at) -> str:
        """Which way ``at`` lies from the model (its mount when riding): north is up the screen."""
        import math

        m = self.models.get(mid) or {}
        body = self.models.get(m.get("mounted")) if m.get("mounted") else m
        pos = (body or {}).get("pos")
        if not pos:
            return _("side")
        ang = math.degrees(math.atan2(-(at[1] - pos[1]), at[0] - pos[0])) % 360
        return _(COMPASS[round(ang / 45) % 8])

    # -- buttons -----------------------------------------------------------------------------
    def verb(self, a) -> str:  # noqa: C901
        k, g, n = a.kind, a.get, self.name
        if k in VERBS:
            return _(VERBS[k])
        if k == "activate":
            rest = g("rest")
            if rest:
                return _("Activate {model} (rest {other})").format(model=n(g("model")), other=n(rest))
            return _("Activate {model}").format(model=n(g("model")))
        if k == "attack":
            also = g("also")
            text = _("{model} attacks {target}").format(model=n(g("by")), target=self.target(g("target")))
            text += f" + {self.target(also)}" if also else ""
            return text + (_(" (Berserk)") if g("berserk") else "")
        if k == "opportunity_attack":
            return _("Opportunity Attack with {model}").format(model=n(g("model")))
        if k == "assist":
            return (_("Interdict with {model}") if g("interdict") else _("Assist with {model}")).format(
                model=n(g("model")))
        if k == "stall":
            ban = self.models.get(g("model")) or {}
            if g("at") and ban.get("at"):
                return _("Stall with {model}: halt it {distance} from him").format(
                    model=n(g("model")), distance=_dist(ban.get("at"), g("at")))
            return _("Stall with {model}").format(model=n(g("model")))
        if k == "dictate":
            return _("Dictate: {model} → {way}").format(model=n(g("model")), way=self.compass(g("model"), g("path")[-1]))
        if k == "necrosis":
            return _("Necrosis on {target}").format(target=n(g("target")))
        if k == "regrowth":
            return _("Regrowth: {model} heals {other}").format(model=n(g("model")), other=n(g("heal")))
        if k == "maneuver" and g("dictate"):
            where = self.compass(g("model"), g("path")[-1])
            short = "".join(part[0].upper() for part in where.split("-"))   # north-west -> NW (a button is narrow)
            return _("Maneuver {model} → {way} ({other}'s fatigue)").format(model=n(g("model")), way=short,
                                                                            other=n(g("dictate")))
        if k == "react_move":
            return _("Move {model} in reaction").format(model=n(g("model")))
        if k == "power_attack":
            return _("Power Attack (+1 fatigue)") if g("power") else _("Normal attack")
        if k == "favor":
            amt = g("amount")
            return _("No Favor dice") if amt == 0 else ngettext("{n} Favor die", "{n} Favor dice", amt).format(n=amt)
        if k == "tree_box":
            return _("Box {box}").format(box=g("box"))
        if k == "follow_up":
            return _("No follow-up") if g("to") is None else _("Follow up")
        if k == "reposition":
            if g("path") is None:
                return _("Stay and rest") if g("rest") else _("Stay")
            return _("Reposition and rest") if g("rest") else _("Reposition")
        if k == "move_to":
            return _("Stay") if g("path") is None else _("Move")
        if k == "dismount" and g("at") is not None:
            return _("Dismount {model} to the {way}").format(model=n(g("model")), way=self.compass(g("model"), g("at")))
        if k in TACTIC or k in ("wild", "mount", "dismount"):
            who = n(g("model")) if g("model") else ""
            tgt = f" → {self.target(g('target'))}" if g("target") else ""
            heal = _(" heals {model}").format(model=n(g("heal"))) if g("heal") else ""
            name = tactic(k) if k in TACTIC else _(OTHER_MOVES[k])
            return f"{name} {who}{tgt}{heal}".strip()
        if k == "place_first":
            return _("{seat} places first").format(seat=self.seat(g("seat")))
        if k in ("duellum_pick", "pick_duelist"):
            return _("Duelist: {model}").format(model=n(g("model")))
        return k.replace("_", " ").capitalize()


#: buttons that say one thing whatever the action holds
VERBS = {"go_first": N_("Go first"), "go_second": N_("Go second"), "end": N_("End activation"), "pass": N_("Pass"),
         "counterattack": N_("Counterattack"), "asari": N_("Asari: 1 Favor for +1 success"),
         "war_cry": N_("War Cry"), "rampage": N_("Rampage"), "free_push": N_("Free push (Exhausted target)"),
         "end_clear_turn": N_("End clear turn")}
OTHER_MOVES = {"wild": N_("Wild"), "mount": N_("Mount"), "dismount": N_("Dismount")}


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
