"""What a scenario lets a cohort hold, model by model: the cohort builder asks before it adds a
model, so a cohort the scenario forbids is refused as it is built, not only when the battle is
set up (``cohorts.check_restrictions``, which stays the judge of the whole cohort).

Only what one model can break is asked here: the kinds a scenario allows each side (Venatio:
the first side gladiators only, the second beasts only; Primus Superiorum: one Titan and
otherwise gladiators). Equal value and Duellum's duelist are about the whole cohort and are
judged at Start. The answers are player words, marked for translation (``N_``) with ``{model}``
and ``{other}`` to fill in; the caller translates them."""
from __future__ import annotations

from typing import NamedTuple

from ..i18n import N_
from .content import roster

#: per scenario, the kinds each side's cohort may hold (a scenario not named allows every kind)
KINDS_BY_SIDE = {"venatio": ({"gladiator"}, {"beast"}),
                 "primus_superiorum": ({"gladiator", "titan"}, {"gladiator", "titan"})}
#: why a kind is refused, per scenario and side
KIND_REFUSAL = {
    ("venatio", 0): N_("In Venatio this side fights with gladiators only: {model} cannot join it."),
    ("venatio", 1): N_("In Venatio this side fields beasts only: {model} cannot join it."),
    ("primus_superiorum", 0): N_("In Primus Superiorum a cohort is one Titan and gladiators, no beasts: "
                                 "{model} cannot join it."),
}
KIND_REFUSAL[("primus_superiorum", 1)] = KIND_REFUSAL[("primus_superiorum", 0)]
MOUNT_REFUSAL = N_("{model} rides {other}, and this scenario does not let {other} join this side: "
                   "{model} cannot join it.")
SECOND_TITAN = N_("In Primus Superiorum a cohort has a single Titan, and this one already has {other}: "
                  "{model} cannot join it.")


class Refusal(NamedTuple):
    """Why a model may not join: ``words`` (an English message id) with ``model`` and ``other``
    (a model already there) to fill in."""

    words: str
    model: str
    other: str = ""


def with_mount(pid: str) -> list[str]:
    """The models that join together: a rider brings its mount."""
    p = roster()[pid]
    return [pid] + ([p.mount] if p.mount else [])


def refusal(scenario: str, side: int, cohort: list[str], pid: str) -> Refusal | None:
    """Why ``pid`` (and the mount it brings) may not join side ``side``'s ``cohort`` in
    ``scenario``, or None when it may."""
    r = roster()
    allowed = KINDS_BY_SIDE.get(scenario)
    for model in with_mount(pid):
        p = r[model]
        if allowed is not None and p.kind not in allowed[side]:
            if model != pid:  # the rider is fine, its mount is not
                return Refusal(MOUNT_REFUSAL, r[pid].name, p.name)
            return Refusal(KIND_REFUSAL[(scenario, side)], p.name)
        if scenario == "primus_superiorum" and p.kind == "titan":
            titans = [other for other in cohort if r[other].kind == "titan" and other != model]
            if titans:
                return Refusal(SECOND_TITAN, p.name, r[titans[0]].name)
    return None


def misfits(scenario: str, cohorts: list[list[str]]) -> list[tuple[int, str, Refusal]]:
    """(side, model, why) for each model already picked that ``scenario`` would refuse (after
    the scenario was changed); a rider and its mount are judged together."""
    out = []
    for side, cohort in enumerate(cohorts):
        for i, pid in enumerate(cohort):
            if roster()[pid].mount_of in cohort:
                continue  # judged with its rider
            found = refusal(scenario, side, cohort[:i], pid)
            if found is not None:
                out.append((side, pid, found))
    return out
