"""The cohort builder's refusals and the scenario's description, in player words: a model the
scenario forbids a side is refused as it is clicked (``engine.arenarex.building`` judges), models
picked before the scenario changed are named, and the scenario choice says what the scenario is."""
from __future__ import annotations

from engine.arenarex.building import Refusal, misfits, refusal
from engine.arenarex.content import roster
from engine.i18n import N_

from .words import _

#: each scenario in a sentence or two of our own: how it is set up and how it is won
SCENARIO_HELP = {
    "munus": N_("Munus: the plain fight. Two cohorts of equal worth start at their own edges of the arena; "
                "the side with the last model standing wins."),
    "primus_superiorum": N_("Primus Superiorum: a long day in three rounds. Each cohort is one Titan and "
                            "gladiators; first one side's Titan faces the other's gladiators, then the other way "
                            "round, and the survivors meet in the third round. Damage and Favor carry over."),
    "venatio": N_("Venatio: a beast hunt. The first side's gladiators start in the middle of the arena, "
                  "the second side's beasts anywhere at least 15\" away; the last side standing wins."),
    "damnatio": N_("Damnatio: the second side guards a condemned gladiator chained to a pillar near its edge; "
                   "the first side wins by killing the condemned, the guards by outlasting the attackers."),
    "vinculi": N_("Vinculi: each side gets a condemned gladiator chained to one of its own models; keep yours "
                  "alive and kill theirs."),
    "duellum": N_("Duellum: each side secretly names a gladiator for a duel in a ring at the centre; the others "
                  "may step in only once a duellist has fallen. The last side standing wins."),
    "geminae": N_("Geminae: two duel rings in the arena. The first side to hold both wins; otherwise the last "
                  "side standing."),
}


def scenario_help(scenario: str) -> str:
    """What the scenario is, in the player's language (its name when we have no words)."""
    return _(SCENARIO_HELP[scenario]) if scenario in SCENARIO_HELP else scenario


def words(found: Refusal) -> str:
    return _(found.words).format(model=found.model, other=found.other)


def refusal_words(scenario: str, side: int, cohort: list[str], pid: str) -> str | None:
    """Why the builder will not add ``pid`` to this side, or None when it may."""
    found = refusal(scenario, side, cohort, pid)
    return words(found) if found is not None else None


def misfit_words(scenario: str, cohorts: list[list[str]], names: list[str]) -> str | None:
    """After a change of scenario: the first model picked that the scenario forbids, named with
    its side, and what to do (nothing is taken out unasked), or None."""
    found = misfits(scenario, cohorts)
    if not found:
        return None
    side, pid, why = found[0]
    return _("{name}'s cohort: {why} Take {model} out, or choose another scenario.").format(
        name=names[side], why=words(why), model=roster()[pid].name)
