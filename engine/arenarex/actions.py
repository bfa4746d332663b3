"""Every kind of Arena Rex action and what it takes (``engine/core/params.py``).

Core measures every action against these before any Arena Rex rule sees it, so a frame's
``problem`` judges only whether a well-formed action is legal now: a follow-up always names
its spot (or None to stay), a reposition its path (or None) and whether it rests, a placement
its spot. A parameter some of a kind's uses leave out is ``optional`` (an attack's ``pounce``,
a move's ``berserk``, a Maneuver's ``dictate``); one that may name nothing is ``nullable``.
"""
from __future__ import annotations

from ..core.params import BOOL, ID, INT, POINT, POINTS, Kind, Param
from ..i18n import N_
from .movement import MAX_PATH_POINTS


def _model(says: str = "model", name: str = "model", nullable: bool = False, optional: bool = False) -> Param:
    return Param(name, ID, says=says, nullable=nullable, optional=optional)


def _path(nullable: bool = False) -> Param:
    return Param("path", POINTS, lo=1, hi=MAX_PATH_POINTS, nullable=nullable)


def _spot(name: str = "at", nullable: bool = False, optional: bool = False) -> Param:
    return Param(name, POINT, says=N_("spot"), nullable=nullable, optional=optional)


_TARGET = _model("target", "target")
_PLACE = (_model(), _spot())

KINDS = (
    # setting up: who goes first, deployment, the Duellum pick
    Kind("go_first", says=N_("take the first turn")),
    Kind("go_second", says=N_("let the other player take the first turn")),
    Kind("deploy", *_PLACE, says=N_("deploy a model")),
    Kind("pick_duelist", _model("duelist"), says=N_("pick a duelist")),
    # a turn and an activation
    Kind("activate", _model(), _model("model to rest", "rest", nullable=True), says=N_("activate a model")),
    Kind("end", says=N_("end the activation")),
    Kind("move", _path(), Param("berserk", BOOL, optional=True), says=N_("move")),
    Kind("attack", _model("attacker", "by"), _TARGET, _model("mounted partner's target", "also", nullable=True,
                                                              optional=True),
         Param("berserk", BOOL, optional=True), _spot("pounce", nullable=True, optional=True), says=N_("attack")),
    Kind("dictate", _model(), _path(), says=N_("use Dictate")),
    Kind("necrosis", _TARGET, says=N_("use Necrosis")),
    Kind("war_cry", says=N_("use War Cry")),
    Kind("rampage", says=N_("use Rampage")),
    Kind("spite", _TARGET, says=N_("strike with Spite")),
    # reactions and the move they answer
    Kind("pass", says=N_("pass")),
    Kind("opportunity_attack", _model(), says=N_("make an Opportunity Attack")),
    Kind("stall", _model(), _spot(nullable=True, optional=True), says=N_("use Stall")),
    Kind("move_to", _path(nullable=True), says=N_("choose where the model moves")),
    Kind("react_move", _model(), _path(), says=N_("react with a Move")),
    Kind("counterattack", says=N_("counterattack")),
    Kind("assist", _model(), Param("interdict", BOOL, optional=True), says=N_("assist")),
    # an attack's stages
    Kind("power_attack", Param("power", BOOL, says=N_("choice of a Power Attack")), says=N_("choose a Power Attack or not")),
    Kind("hubris", Param("use", BOOL, says=N_("choice of Hubris")), says=N_("choose Hubris or not")),
    Kind("favor", Param("amount", INT, lo=0, says=N_("number of Favor dice")), says=N_("add Favor dice")),
    Kind("tree_box", Param("box", ID, says=N_("damage tree box")), says=N_("choose a damage tree box")),
    Kind("free_push", says=N_("take the free push")),
    Kind("asari", says=N_("use Asari")),
    Kind("follow_up", _spot("to", nullable=True), says=N_("follow up")),
    Kind("reposition", _path(nullable=True), Param("rest", BOOL, says=N_("choice to rest")), says=N_("reposition")),
    # displacement
    Kind("place_first", Param("seat", INT, lo=0, hi=1, says=N_("cohort")), says=N_("choose the cohort that places first")),
    Kind("place", *_PLACE, says=N_("place a displaced model")),
    # a clear turn: its Tactics, mounts, Wild beasts, abilities and the Ludus Tactics
    Kind("end_clear_turn", says=N_("end the clear turn")),
    Kind("wild", _model("beast"), says=N_("resolve a Wild beast")),
    Kind("recover", _model(), says=N_("use Recover")),
    Kind("maneuver", _model(), _path(), _model("Dictate model", "dictate", nullable=True, optional=True),
         says=N_("use Maneuver")),
    Kind("incite", _model("living hazard"), _TARGET, says=N_("use Incite")),
    Kind("mount", _model("rider"), says=N_("mount")),
    Kind("dismount", _model("rider"), _spot(), says=N_("dismount")),
    Kind("regrowth", _model(), _model("model to heal", "heal"), says=N_("use Regrowth")),
    Kind("rouse", _model(), says=N_("use Rouse")),
    Kind("cleopatras_gift", _model(), says=N_("use Cleopatra's Gift")),
    Kind("offering", _model(), says=N_("make an Offering")),
    Kind("ambush", _model(), _TARGET, says=N_("use Ambush")),
    Kind("blood_brothers", _model(), _model("model to heal", "heal"), says=N_("use Blood Brothers")),
    Kind("maniple", says=N_("use Maniple")),
    Kind("heroic_challenge", _model(), _TARGET, says=N_("make a Heroic Challenge")),
)
