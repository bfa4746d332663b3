"""The window's tables are built from parts, not piled from mixins (issue 42, "Done when": no class
in ``client/table`` or ``client/games`` inherits from more than 3 project classes).

What is counted (``python -m tools.class_parents``): for each class defined in a module of
``client.table`` or ``client.games``, the project classes in its whole MRO (classes defined in
this repository's ``client`` or ``engine`` packages), itself and ``object`` left out; the direct
bases from the project are counted too.
A class above the bar is allowed only with the ceiling it has come down to (``CEILINGS``: the
whole MRO, then the direct bases); it may never go up, and once it comes down the ceiling must be
lowered with it (the test says so), until every class is at the bar and ``CEILINGS`` is empty.
"""
from tools.class_parents import classes, parents

#: the issue's bar: project classes a class may inherit from (its whole MRO)
BAR = 3
#: the classes still above the bar: (project classes in the MRO, direct project bases) reached
CEILINGS = {
    "client.games.spartacus.table.SpartacusTable": (6, 5),
    "client.games.arenarex.scene.ArenaScene": (9, 8),
}


def counts(cls) -> tuple[int, int]:
    """(project classes in the MRO but itself, direct project bases): ``tools.class_parents``'s count."""
    mine = parents(cls)
    return len(mine), sum(1 for base in cls.__bases__ if base in mine)


def test_no_table_class_inherits_from_more_project_classes_than_its_ceiling():
    found = {f"{cls.__module__}.{cls.__qualname__}": cls for cls in classes()}
    assert "client.games.arenarex.scene.ArenaScene" in found and "client.table.table.GameTable" in found
    above = {}
    for name, cls in found.items():
        whole, direct = counts(cls)
        if whole > BAR:
            above[name] = (whole, direct)
    for name, (whole, direct) in above.items():
        assert name in CEILINGS, f"{name} inherits from {whole} project classes, more than {BAR}"
        ceiling = CEILINGS[name]
        assert (whole, direct) <= ceiling and whole <= ceiling[0] and direct <= ceiling[1], \
            f"{name} went up: {whole} project classes ({direct} direct), its ceiling is {ceiling}"
    for name, ceiling in CEILINGS.items():
        assert name in found, f"{name} is gone: take it out of CEILINGS"
        assert above.get(name) == ceiling, \
            f"{name} came down to {counts(found[name])}: lower its ceiling ({ceiling}) with it"

