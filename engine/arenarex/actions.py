"""Every kind of Arena Rex action and what it takes (``engine/core/params.py``).

Core measures every action against these before any Arena Rex rule sees it, so a frame's
``problem`` judges only whether a well-formed action is legal now: a follow-up always names
its spot (or None to stay), a reposition its path (or None) and whether it rests, a placement
its spot. A parameter some of a kind's uses leave out is ``optional`` (an attack's ``pounce``,
a move's ``berserk``, a Maneuver's ``dictate``); one that may name nothing is ``nullable``.
"""
from __future__ import annotations

from ..core.params import BOOL, ID, INT, POINT, POINTS, Kind, Param
from .movement import MAX_PATH_POINTS


def _model(says: str = "model", name: str = "model", nullable: bool = False, optional: bool = False) -> Param:
    return Param(name, ID, says=says, nullable=nullable, optional=optional)


def _path(nullable: bool = False) -> Param:
    return Param("path", POINTS, lo=1, hi=MAX_PATH_POINTS, nullable=nullable)


def _spot(name: str = "at", nullable: bool = False, optional: bool = False) -> Param:
    return Param(name, POINT, says="spot", nullable=nullable, optional=optional)


_TARGET = _model("target", "target")
_PLACE = (_model(), _spot())

KINDS = (
    # setting up: who goes first, deployment, the Duellum pick
    Kind("go_first", says="take the first turn"),
    Kind("go_second", says="let the other player take the first turn"),
    Kind("deploy", *_PLACE, says="deploy a model"),
    Kind("pick_duelist", _model("duelist"), says="pick a duelist"),
    # a turn and an activation
    Kind("activate", _model(), _model("model to rest", "rest", nullable=True), says="activate a model"),
    Kind("end", says="end the activation"),
    Kind("move", _path(), Param("berserk", BOOL, optional=True), says="move"),
    Kind("attack", _model("attacker", "by"), _TARGET, _model("mounted partner's target", "also", nullable=True,
                                                              optional=True),
         Param("berserk", BOOL, optional=True), _spot("pounce", nullable=True, optional=True), says="attack"),
    Kind("dictate", _model(), _path(), says="use Dictate"),
    Kind("necrosis", _TARGET, says="use Necrosis"),
    Kind("war_cry", says="use War Cry"),
    Kind("rampage", says="use Rampage"),
    Kind("spite", _TARGET, says="strike with Spite"),
    # reactions and the move they answer
    Kind("pass", says="pass"),
    Kind("opportunity_attack", _model(), says="make an Opportunity Attack"),
    Kind("stall", _model(), _spot(nullable=True, optional=True), says="use Stall"),
    Kind("move_to", _path(nullable=True), says="choose where the model moves"),
    Kind("react_move", _model(), _path(), says="react with a Move"),
    Kind("counterattack", says="counterattack"),
    Kind("assist", _model(), Param("interdict", BOOL, optional=True), says="assist"),
    # an attack's stages
    Kind("power_attack", Param("power", BOOL, says="choice of a Power Attack"), says="choose a Power Attack or not"),
    Kind("hubris", Param("use", BOOL, says="choice of Hubris"), says="choose Hubris or not"),
    Kind("favor", Param("amount", INT, lo=0, says="number of Favor dice"), says="add Favor dice"),
    Kind("tree_box", Param("box", ID, says="damage tree box"), says="choose a damage tree box"),
    Kind("free_push", says="take the free push"),
    Kind("asari", says="use Asari"),
    Kind("follow_up", _spot("to", nullable=True), says="follow up"),
    Kind("reposition", _path(nullable=True), Param("rest", BOOL, says="choice to rest"), says="reposition"),
    # displacement
    Kind("place_first", Param("seat", INT, lo=0, hi=1, says="cohort"), says="choose the cohort that places first"),
    Kind("place", *_PLACE, says="place a displaced model"),
    # a clear turn: its Tactics, mounts, Wild beasts, abilities and the Ludus Tactics
    Kind("end_clear_turn", says="end the clear turn"),
    Kind("wild", _model("beast"), says="resolve a Wild beast"),
    Kind("recover", _model(), says="use Recover"),
    Kind("maneuver", _model(), _path(), _model("Dictate model", "dictate", nullable=True, optional=True),
         says="use Maneuver"),
    Kind("incite", _model("living hazard"), _TARGET, says="use Incite"),
    Kind("mount", _model("rider"), says="mount"),
    Kind("dismount", _model("rider"), _spot(), says="dismount"),
    Kind("regrowth", _model(), _model("model to heal", "heal"), says="use Regrowth"),
    Kind("rouse", _model(), says="use Rouse"),
    Kind("cleopatras_gift", _model(), says="use Cleopatra's Gift"),
    Kind("offering", _model(), says="make an Offering"),
    Kind("ambush", _model(), _TARGET, says="use Ambush"),
    Kind("blood_brothers", _model(), _model("model to heal", "heal"), says="use Blood Brothers"),
    Kind("maniple", says="use Maniple"),
    Kind("heroic_challenge", _model(), _TARGET, says="make a Heroic Challenge"),
)
