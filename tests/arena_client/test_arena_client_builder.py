"""The cohort builder: models picked by clicking, the Ludus Benefit shown, a bad cohort
refused with the engine's reason, a good one starting the arena with exactly those models."""
import pygame


def _click(app, widget):
    pos = app.layout.rect(widget.rect).center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], dt=0.02)


def test_builder_refuses_a_bad_cohort_and_starts_a_good_one(tmp_path, monkeypatch):
    from client.app import App
    from client.games.arenarex.builder import CohortBuilderScene
    from client.games.arenarex.scene import ArenaScene
    from client.table.session import Seat

    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path / "data"))
    app = App(tmp_path / "config", initial_scene=lambda app: CohortBuilderScene(
        app, [Seat("Livia", "human"), Seat("Marcus", "human")], seed=4))
    try:
        b = app.top
        for pid in ("ban_luca", "sulla", "ywain"):
            _click(app, b.rows[pid])
        assert b.cohorts[0] == ["ban_luca", "sulla", "ywain"]
        assert any("Ludus Benefit: Legio XIII" in text for text, _ in b.side_lines(0))
        # the other side: Septimus brings his mount Dextarius, + Hermes + Iason = 4 combatants vs 3
        _click(app, b.side_buttons[1])
        for pid in ("septimus", "hermes", "iason"):
            _click(app, b.rows[pid])
        assert b.cohorts[1] == ["septimus", "dextarius", "hermes", "iason"]
        assert any("No Ludus Benefit" in text for text, _ in b.side_lines(1))
        # the count says what is wrong in words, never "4 of 3"
        assert b.side_lines(1)[0][0] == "4 combatants: 1 too many for 3 v 3"
        _click(app, b.rows["iason"])
        _click(app, b.rows["hermes"])
        assert b.side_lines(1)[0][0] == "2 of 3 combatants: 1 more to add"
        _click(app, b.rows["hermes"])
        _click(app, b.rows["iason"])
        assert b.side_lines(1)[0][0] == "4 combatants: 1 too many for 3 v 3"
        _click(app, b.start_button)
        assert b.message is not None and b.message[1]
        assert "equal value" in b.message[0] and "4 vs 3" in b.message[0].replace("3 vs 4", "4 vs 3")
        assert app.top is b
        # fix it: drop Iason; now 3 v 3 and the game starts with exactly these cohorts
        _click(app, b.rows["iason"])
        _click(app, b.start_button)
        app.step(dt=0.02)
        scene = app.top
        assert isinstance(scene, ArenaScene)
        models = scene.session.state.models
        assert sorted(m["p"] for m in models.values() if m["seat"] == 0) == ["ban_luca", "sulla", "ywain"]
        assert sorted(m["p"] for m in models.values() if m["seat"] == 1) == ["dextarius", "hermes", "septimus"]
        assert scene.observation()["benefits"][0] == "legio_xiii"
    finally:
        app.close()


def test_a_bot_side_builds_its_own_cohort(tmp_path, monkeypatch):
    from client.app import App
    from client.games.arenarex.builder import CohortBuilderScene
    from client.table.session import Seat

    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path / "data"))
    got = []
    app = App(tmp_path / "config", initial_scene=lambda app: CohortBuilderScene(
        app, [Seat("Livia", "human"), Seat("Bot 2", "bot:random")], seed=9, on_start=got.append))
    try:
        b = app.top
        assert b.random == [False, True]
        for pid in ("hroka", "frigge", "sven"):
            _click(app, b.rows[pid])
        _click(app, b.start_button)
        assert got, b.message
        session = got[0]
        assert "cohort_1" not in session.moves.config
        assert sum(1 for m in session.state.models.values() if m["seat"] == 1) >= 1
    finally:
        app.close()


def test_rows_spell_out_the_ludus_and_the_switch_is_named_random_cohort(tmp_path, monkeypatch):
    from client.app import App
    from client.games.arenarex.builder import CohortBuilderScene
    from client.games.arenarex.panel import LUDUS_NAME
    from client.table.session import Seat
    from engine.arenarex.content import roster

    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path / "data"))
    app = App(tmp_path / "config", initial_scene=lambda app: CohortBuilderScene(
        app, [Seat("Livia", "human"), Seat("Bot 2", "bot:random")], seed=9))
    try:
        b = app.top
        for pid, row in b.rows.items():
            p = roster()[pid]
            want = LUDUS_NAME[p.ludus] if p.ludus in LUDUS_NAME else p.kind.title()
            assert row.detail == want, (pid, row.detail)
        assert {b.rows["hermes"].detail, b.rows["sulla"].detail} == {"Ludus Magnus", "Legio XIII"}
        # the switch: named on screen and in its tooltip; flipping it makes the side random (and back)
        toggle = b.random_toggles[0]
        assert toggle.tooltip.startswith("Random cohort")
        drawn = []
        real_text = app.theme.text
        app.theme.text = lambda text, *a, **k: (drawn.append(text), real_text(text, *a, **k))[1]
        app.step(dt=0.02)
        app.theme.text = real_text
        assert drawn.count("Random cohort") == 2
        _click(app, toggle)
        assert b.random[0] and b.side_lines(0)[0][0].startswith("Random cohort")
        _click(app, toggle)
        assert not b.random[0]
    finally:
        app.close()
