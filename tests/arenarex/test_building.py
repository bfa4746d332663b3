"""The cohort builder's model-by-model check (engine/arenarex/building.py) agrees with the
scenario restrictions judged at Start (cohorts.check_restrictions): what it lets in one model at
a time never breaks a kind rule, and what it refuses would."""
import pytest

from engine.arenarex import building
from engine.arenarex.cohorts import check_restrictions, combatants
from engine.arenarex.content import roster
from engine.core.errors import ConfigError

PICKABLE = [pid for pid, p in roster().items() if not p.stage_only]


def built(scenario, side, pids):
    """The cohort the builder makes of ``pids`` clicked in order (a refused one is left out)."""
    cohort = []
    for pid in pids:
        if pid in cohort or building.refusal(scenario, side, cohort, pid) is not None:
            continue
        cohort += [m for m in building.with_mount(pid) if m not in cohort]
    return cohort


@pytest.mark.rule("arenarex", "Venatio")
def test_venatio_lets_the_first_side_take_gladiators_and_the_second_beasts_only():
    r = roster()
    gladiators, beasts = built("venatio", 0, PICKABLE), built("venatio", 1, PICKABLE)
    assert gladiators and all(r[p].kind == "gladiator" for p in gladiators)
    assert beasts and all(r[p].kind == "beast" for p in beasts)
    assert "septimus" not in gladiators  # he rides Dextarius, a Titan
    found = building.refusal("venatio", 0, [], "leo")
    assert found is not None and found.model == r["leo"].name and "gladiators only" in found.words
    # and what it built passes Start's kind rule (cut to equal value, which Start also asks)
    a, b = _equal(gladiators, beasts)
    check_restrictions("venatio", [a, b], 0)


@pytest.mark.rule("arenarex", "Primus Superiorum")
def test_primus_superiorum_takes_one_titan_and_gladiators():
    r = roster()
    for side in (0, 1):
        cohort = built("primus_superiorum", side, ["nero"] + PICKABLE)
        assert [p for p in cohort if r[p].kind == "titan"] == ["nero"]
        assert not any(r[p].kind == "beast" for p in cohort)
    second = building.refusal("primus_superiorum", 0, ["nero"], "euryale")
    assert second is not None and second.other == r["nero"].name
    a = ["nero"] + [p for p in built("primus_superiorum", 0, PICKABLE) if r[p].kind == "gladiator"][:2]
    check_restrictions("primus_superiorum", [a, list(a)], 0)


@pytest.mark.rule("arenarex", "Munus")
def test_a_scenario_without_kind_rules_refuses_nothing():
    assert all(building.refusal("munus", side, [], pid) is None for pid in PICKABLE for side in (0, 1))


@pytest.mark.rule("arenarex", "Venatio")
@pytest.mark.rule("arenarex", "Primus Superiorum")
def test_every_refusal_would_be_refused_at_start_for_its_kind():
    base = {"venatio": [["hermes"], ["leo"]], "primus_superiorum": [["nero", "hermes"], ["euryale", "iason"]]}
    refused = 0
    for scenario, start in base.items():
        for side in (0, 1):
            for pid in PICKABLE:
                if building.refusal(scenario, side, start[side], pid) is None or pid in start[side]:
                    continue
                cohorts = [list(c) for c in start]
                cohorts[side] += [m for m in building.with_mount(pid) if m not in cohorts[side]]
                cohorts[1 - side] = _padded(cohorts[1 - side], built(scenario, 1 - side, PICKABLE),
                                            sum(combatants(p) for p in cohorts[side]))
                with pytest.raises(ConfigError) as caught:
                    check_restrictions(scenario, cohorts, 0)
                assert "equal value" not in str(caught.value), (scenario, side, pid, cohorts)
                refused += 1
    assert refused > 10


def _padded(cohort, pool, want):
    """``cohort`` with models of ``pool`` added (gladiators and beasts only) up to ``want`` combatants."""
    out = list(cohort)
    for pid in pool:
        if sum(combatants(p) for p in out) >= want:
            break
        if pid not in out and roster()[pid].kind != "titan" and not roster()[pid].mount:
            out.append(pid)
    return out


def test_models_picked_before_the_scenario_changed_are_named():
    found = building.misfits("venatio", [["hermes", "leo"], ["sereqet", "iason"]])
    assert [(side, pid) for side, pid, _ in found] == [(0, "leo"), (1, "iason")]
    assert building.misfits("venatio", [["septimus", "dextarius"], []])[0][1] == "septimus"
    assert building.misfits("munus", [["hermes", "leo"], ["iason"]]) == []


def _equal(a, b):
    """Both cohorts cut to the same number of combatants (models taken in order)."""
    def total(c):
        return sum(combatants(p) for p in c)
    a, b = list(a), list(b)
    while total(a) != total(b):
        (a if total(a) > total(b) else b).pop()
    return a, b
