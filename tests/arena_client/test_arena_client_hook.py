"""With the one-line registration in client/tables.py (simulated here with monkeypatch,
since that file belongs to the shell), the shared paths open the arena: the setup
scene's Start, app.play, and the replay viewer."""
import pygame


def _register(monkeypatch):
    import sys

    import client.scenes.replay  # noqa: F401  (modules that imported table_for by name get the patch too)
    import client.scenes.setup  # noqa: F401
    import client.tables as tables
    from client.arena.scene import ArenaScene

    original = tables.table_for

    def patched(game):
        return ArenaScene if game == "arenarex" else original(game)
    for name, module in list(sys.modules.items()):
        if name.startswith("client") and getattr(module, "table_for", None) is original:
            monkeypatch.setattr(module, "table_for", patched)


def test_setup_scene_start_opens_the_arena(tmp_path, monkeypatch):
    from client.app import App
    from client.arena.scene import ArenaScene
    from client.scenes.setup import NewGameScene

    _register(monkeypatch)
    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path / "data"))
    app = App(tmp_path / "config")
    try:
        app.start_new_game("arenarex")
        app.step(dt=0.02)
        setup = app.top
        assert isinstance(setup, NewGameScene)
        setup.start()
        app.step(dt=0.02)
        assert isinstance(app.top, ArenaScene)
        # and the replay viewer shows the same game through the arena scene
        from client.scenes.replay import open_replay

        session = app.top.session
        for _ in range(6):
            if session.over:
                break
            session.apply(session.legal_actions()[0])
        assert open_replay(app, session.record)
        app.step(dt=0.02)
        assert isinstance(app.top, ArenaScene) and app.top.replaying
        before = app.top.replay_index
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)], dt=0.02)
        assert app.top.replay_index == before + 1
    finally:
        app.close()
