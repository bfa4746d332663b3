"""Helper for the arena client tests: a fresh Arena Rex GameSession (no autosave)."""


def new_session(seed=3, seats=("human", "human"), **options):
    from client.table.session import GameSession, Seat
    from engine.core import registry

    ruleset = registry.get("arenarex")
    opts = {"scenario": "munus", "cohort": "3"}
    opts.update(options)
    config = ruleset.make_config(2, opts)
    names = ["Livia", "Marcus"]
    return GameSession.new("arenarex", config, [Seat(names[i], s) for i, s in enumerate(seats)], seed=seed,
                           autosave_to=False)
