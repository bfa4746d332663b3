"""The cohort builder refuses what the scenario forbids as the cohort is built (issue 39 item 9):
a click on a model the side may not take changes nothing and says why in player words; models
picked before the scenario changed are named; the scenario choice says what each scenario is."""
import pygame

from client.games.arenarex.buildcheck import SCENARIO_HELP, scenario_help


def _click(app, widget):
    pos = app.layout.rect(widget.rect).center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], dt=0.02)


def builder(tmp_path, monkeypatch, scenario):
    from client.app import App
    from client.games.arenarex.builder import CohortBuilderScene
    from client.table.session import Seat

    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path / "data"))
    return App(tmp_path / "config", initial_scene=lambda app: CohortBuilderScene(
        app, [Seat("Livia", "human"), Seat("Marcus", "human")], seed=4, options={"scenario": scenario}))


def scenario_choice(b):
    from client.widgets import Choice
    from engine.arenarex.scenarios import SCENARIOS

    return next(w for w in b.widgets.widgets if isinstance(w, Choice) and w.value in SCENARIOS)


def test_venatio_refuses_a_beast_for_the_gladiators_as_it_is_clicked(tmp_path, monkeypatch):
    app = builder(tmp_path, monkeypatch, "venatio")
    try:
        b = app.top
        _click(app, b.rows["hermes"])
        _click(app, b.rows["leo"])
        assert b.cohorts[0] == ["hermes"]
        text, bad = b.message
        assert bad and "Leo" in text and "gladiators only" in text and "cohort_" not in text
        _click(app, b.rows["septimus"])  # his mount is a Titan
        assert b.cohorts[0] == ["hermes"] and "Septimus" in b.message[0]
        _click(app, b.side_buttons[1])
        _click(app, b.rows["hermes"])
        assert b.cohorts[1] == [] and "beasts only" in b.message[0]
        _click(app, b.rows["leo"])
        assert b.cohorts[1] == ["leo"] and b.message is None
    finally:
        app.close()


def test_a_change_of_scenario_names_the_models_it_forbids_and_keeps_them(tmp_path, monkeypatch):
    app = builder(tmp_path, monkeypatch, "munus")
    try:
        b = app.top
        for pid in ("hermes", "leo"):
            _click(app, b.rows[pid])
        choice = scenario_choice(b)
        assert choice.tooltip == scenario_help("munus")
        while b.scenario != "venatio":
            choice.cycle(1)
        assert b.cohorts[0] == ["hermes", "leo"]  # nothing taken out unasked
        assert b.message[1] and "Livia" in b.message[0] and "Leo" in b.message[0]
        assert choice.tooltip == scenario_help("venatio") != scenario_help("munus")
    finally:
        app.close()


def test_each_scenario_says_what_it_is():
    from engine.arenarex.scenarios import SCENARIOS

    assert set(SCENARIO_HELP) == set(SCENARIOS)
    helps = [scenario_help(s) for s in SCENARIOS]
    assert len(set(helps)) == len(helps)
    assert all(h.startswith(name) for h, name in zip(helps, ("Munus", "Primus Superiorum", "Venatio", "Damnatio",
                                                            "Vinculi", "Duellum", "Geminae"), strict=True))


def test_the_setup_scenario_tooltip_follows_the_scenario(tmp_path, monkeypatch):
    from client.app import App
    from client.scenes.setup import NewGameScene

    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path / "data"))
    app = App(tmp_path / "config")
    try:
        setup = NewGameScene(app, "arenarex", on_start=lambda session: None)
        choice = setup.option_choices["scenario"]
        seen = set()
        for _ in range(3):
            assert choice.tooltip == scenario_help(setup.options["scenario"])
            seen.add(choice.tooltip)
            choice.cycle(1)
        assert len(seen) == 3
        setup._build()  # rebuilt (another language, a seat count): the chosen scenario's words stay
        assert setup.option_choices["scenario"].tooltip == scenario_help(setup.options["scenario"])
    finally:
        app.close()
