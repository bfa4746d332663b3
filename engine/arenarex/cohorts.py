"""Arena Rex cohorts: how many combatants a model counts for, random cohorts, the cohorts a
game is set up with and each scenario's restrictions on them, and the Ludus Benefits a cohort
earns."""
from __future__ import annotations

from ..core.errors import ConfigError
from ..i18n import N_
from .board import SCENARIO_SECTION, Board
from .content import roster

#: a cohort as the refusals name it (seat 0 is the first side; the option keys are cohort_0 and cohort_1)
SIDE_WORDS = (N_("the first side's cohort"), N_("the second side's cohort"))


def side_words(seat: int) -> str:
    return SIDE_WORDS[seat] if 0 <= seat < len(SIDE_WORDS) else f"cohort_{seat}"


def combatants(pid: str) -> int:
    """Each Stage counts as one combatant."""
    n, p = 1, roster()[pid]
    while p.next_stage:
        n += 1
        p = roster()[p.next_stage]
    return n


def random_cohort(chance, size: int, kinds: tuple[str, ...], exclude=(), titans_max: int = 1,
                  single_stage=False) -> list[str]:
    r = roster()
    pool = sorted(pid for pid, p in r.items() if not p.stage_only and p.kind in kinds and pid not in exclude
                  and not p.mount_of and (not single_stage or not p.next_stage))
    ludi = sorted({r[p].ludus for p in pool if r[p].is_gladiator and r[p].ludus != "none"})
    if ludi and "gladiator" in kinds and chance.pick("one ludus or many", 2) == 0:
        ludus = chance.choice("cohort ludus", ludi)
        first = [p for p in pool if r[p].ludus == ludus]
        chance.shuffle("cohort of the ludus", first)
        rest = [p for p in pool if p not in first]
        chance.shuffle("cohort", rest)
        pool = first + rest
    else:
        pool = list(pool)
        chance.shuffle("cohort", pool)
    out, count, titans = [], 0, 0
    for pid in pool:
        c = combatants(pid)
        p = r[pid]
        extra = [p.mount] if p.mount and p.mount in r and "titan" in kinds else []
        c += sum(combatants(x) for x in extra)
        if p.kind == "titan" or any(r[x].kind == "titan" for x in extra):
            if titans >= titans_max:
                continue
        if count + c > size:
            continue
        out.append(pid)
        out += extra
        count += c
        titans += (p.kind == "titan") + sum(r[x].kind == "titan" for x in extra)
        if count == size:
            break
    return out


def parse_cohort(text: str, seat: int) -> list[str]:
    r = roster()
    out = [x.strip() for x in text.split(",") if x.strip()]
    for pid in out:
        if pid not in r:
            raise ConfigError(N_("{side}: unknown model {name} (the models: {names})").format(
                side=side_words(seat), name=pid, names=", ".join(sorted(r))))
        if r[pid].stage_only:
            raise ConfigError(N_("{side}: {model} is a later Stage of a model; take its first Stage").format(
                side=side_words(seat), model=r[pid].name))
    return out


def ludus_benefits(pids: list[str]) -> str | None:
    """A Ludus whose gladiators are at least 75% of the cohort's gladiators (Noxius counts as any)."""
    r = roster()
    glad = [p for p in pids if r[p].is_gladiator]
    if not glad:
        return None
    wild = sum(1 for p in glad if p == "noxius")
    best, best_n = None, -1
    for ludus in ("ludus_magnus", "legio_xiii", "morituri", "zephyri", "helleniki"):
        n = sum(1 for p in glad if r[p].ludus == ludus)
        if n > best_n and n > 0:
            best, best_n = ludus, n
    if best is None:
        return None
    return best if (best_n + wild) * 4 >= 3 * len(glad) else None


def check_restrictions(scenario: str, cohorts: list[list[str]], size: int) -> None:
    r = roster()
    for seat, c in enumerate(cohorts):
        if len(set(c)) != len(c):
            raise ConfigError(N_("{side}: a cohort holds each model once").format(side=side_words(seat)))
        for pid in c:
            p = r[pid]
            if p.mount_of and p.mount_of not in c:
                pass  # a mount may come without its rider
        n = sum(combatants(p) for p in c)
        if n == 0:
            raise ConfigError(N_("{side}: a cohort needs at least one model").format(side=side_words(seat)))
    if scenario in ("munus", "primus_superiorum", "venatio", "duellum", "geminae"):
        a, b = (sum(combatants(p) for p in c) for c in cohorts)
        if a != b:
            raise ConfigError(N_("{scenario}: both cohorts must be of equal value ({a} vs {b} combatants)").format(
                scenario=SCENARIO_SECTION[scenario], a=a, b=b))
    if scenario == "primus_superiorum":
        for seat, c in enumerate(cohorts):
            titans = [p for p in c if r[p].kind == "titan"]
            if len(titans) != 1 or any(r[p].kind == "beast" for p in c):
                raise ConfigError(N_("Primus Superiorum: {side} must hold exactly one Titan, and otherwise only "
                                     "gladiators").format(side=side_words(seat)))
    if scenario == "venatio":
        kinds = [{r[p].kind for p in c} for c in cohorts]
        if not (kinds[0] == {"gladiator"} and kinds[1] == {"beast"}):
            raise ConfigError(N_("Venatio: the first side's cohort must be all gladiators, and the second side's "
                                 "all beasts"))
    if scenario == "duellum":
        for seat, c in enumerate(cohorts):
            if not any(r[p].is_gladiator and not r[p].next_stage for p in c):
                raise ConfigError(N_("Duellum: {side} needs a gladiator with a single Stage to fight the duel").format(
                    side=side_words(seat)))


def build_cohorts(s: Board) -> list[list[str]]:
    size = int(s.config.get("cohort", 3))
    scen = s.scenario
    given = [s.config.get("cohort_0"), s.config.get("cohort_1")]
    cohorts: list[list[str]] = []
    pick = s.chance.fork("cohorts")
    for seat in range(2):
        if given[seat]:
            cohorts.append(parse_cohort(given[seat], seat))
            continue
        if scen == "primus_superiorum":
            titan = random_cohort(pick, 1, ("titan",))
            cohorts.append(titan + random_cohort(pick, size - 1, ("gladiator",), titans_max=0))
        elif scen == "venatio":
            cohorts.append(random_cohort(pick, size, ("gladiator",) if seat == 0 else ("beast",), titans_max=0))
        elif scen == "duellum":
            c = random_cohort(pick, size, ("gladiator", "beast", "titan"))
            if not any(roster()[p].is_gladiator and not roster()[p].next_stage for p in c):
                c = random_cohort(pick, 1, ("gladiator",), single_stage=True) + \
                    random_cohort(pick, size - 1, ("gladiator", "beast"), titans_max=0)
            cohorts.append(c)
        else:
            cohorts.append(random_cohort(pick, size, ("gladiator", "beast", "titan")))
    # random cohorts of a scenario of equal value may come out unequal when stages or mounts do not fit
    if not given[0] and not given[1]:
        while sum(combatants(p) for p in cohorts[0]) != sum(combatants(p) for p in cohorts[1]):
            big = 0 if sum(combatants(p) for p in cohorts[0]) > sum(combatants(p) for p in cohorts[1]) else 1
            cohorts[big].pop()
    check_restrictions(scen, cohorts, size)
    return cohorts

