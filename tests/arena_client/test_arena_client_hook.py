"""Arena Rex is registered in client/tables.py, so the shared paths open the arena: the
setup scene's Start (through the cohort builder when a human plays, straight in when
only bots do), app.play, and the replay viewer."""
import pygame


def test_arena_rex_is_registered():
    from client.games import table_for
    from client.games.arenarex.scene import ArenaScene

    assert table_for("arenarex") is ArenaScene


def test_setup_scene_start_opens_the_arena(tmp_path, monkeypatch):
    from client.app import App
    from client.games.arenarex.scene import ArenaScene
    from client.scenes.setup import NewGameScene

    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path / "data"))
    app = App(tmp_path / "config")
    try:
        app.start_new_game("arenarex")
        app.step(dt=0.02)
        setup = app.top
        assert isinstance(setup, NewGameScene)
        setup.start()
        app.step(dt=0.02)
        from client.games.arenarex.builder import CohortBuilderScene

        builder = app.top
        assert isinstance(builder, CohortBuilderScene)  # a human seat picks the cohort
        builder.set_random(builder.editing, True)
        builder.start()
        app.step(dt=0.02)
        assert isinstance(app.top, ArenaScene)
        # and the replay viewer shows the same game through the arena scene
        session = app.top.session
        for _ in range(6):
            if session.over:
                break
            session.apply(session.legal_actions()[0])
        assert app.open_replay(session.moves)
        app.step(dt=0.02)
        assert isinstance(app.top, ArenaScene) and app.top.replaying
        before = app.top.replay.index
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)], dt=0.02)
        assert app.top.replay.index == before + 1
    finally:
        app.close()
