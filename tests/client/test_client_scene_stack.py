"""The App's scene stack: requests applied between frames, lifecycle order, drawing order."""
import pygame
from client_helpers import key

from client.scene import Scene


class Recorder(Scene):
    """Logs every lifecycle call as "name.hook"; runs ``on_update`` once if given."""

    def __init__(self, app, name, log, *, opaque=True, on_update=None):
        super().__init__(app)
        self.name, self.log, self.opaque, self.on_update = name, log, opaque, on_update
        self.events = []

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def resize(self, size):
        self.log.append(f"{self.name}.resize{size}")

    def handle_event(self, event):
        self.events.append(event)
        return True

    def update(self, dt):
        self.log.append(f"{self.name}.update")
        if self.on_update:
            action, self.on_update = self.on_update, None
            action()
            self.log.append(f"{self.name}.top_after_request={self.app.top.name}")

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


def _app_with(make_app, log, **kwargs):
    return make_app(initial_scene=lambda app: Recorder(app, "a", log, **kwargs))


def test_push_is_applied_after_the_frame_with_lifecycle_in_order(make_app):
    log = []
    app = _app_with(make_app, log)
    assert log == ["a.enter"]
    a = app.top
    b = Recorder(app, "b", log)
    a.on_update = lambda: app.push(b)
    log.clear()
    app.step([], dt=0.01)
    # a finished its own frame (update and draw) before b entered and a paused.
    assert log == ["a.update", "a.top_after_request=a", "a.draw", "a.pause", "b.enter"]
    assert app.scenes == (a, b)


def test_pop_and_replace(make_app):
    log = []
    app = _app_with(make_app, log)
    a = app.top
    b, c = Recorder(app, "b", log), Recorder(app, "c", log)
    app.push(b)
    app.step([], dt=0.01)
    log.clear()
    b.on_update = app.pop
    app.step([], dt=0.01)
    assert log == ["b.update", "b.top_after_request=b", "b.draw", "b.exit", "a.resume"]
    log.clear()
    app.replace(c)
    assert app.top is a  # still a request
    app.step([], dt=0.01)
    assert log == ["a.exit", "c.enter", "c.update", "c.draw"]
    assert app.scenes == (c,)


def test_emptying_the_stack_stops_the_app(make_app):
    app = _app_with(make_app, [])
    app.pop()
    assert app.step([], dt=0.01) is False
    assert not app.running and app.top is None


def test_drawing_starts_at_the_topmost_opaque_scene(make_app):
    log = []
    app = _app_with(make_app, log)
    app.push(Recorder(app, "veil", log, opaque=False))
    app.step([], dt=0.01)
    log.clear()
    app.step([], dt=0.01)
    assert [e for e in log if e.endswith(".draw")] == ["a.draw", "veil.draw"]
    app.push(Recorder(app, "table", log))
    app.push(Recorder(app, "menu", log, opaque=False))
    app.step([], dt=0.01)
    log.clear()
    app.step([], dt=0.01)
    assert [e for e in log if e.endswith(".draw")] == ["table.draw", "menu.draw"]
    assert [e for e in log if e.endswith(".update")] == ["menu.update"]  # only the top updates


def test_events_go_to_the_top_scene_and_quit_stops(make_app):
    app = _app_with(make_app, [])
    a = app.top
    b = Recorder(app, "b", [])
    app.push(b)
    app.step([], dt=0.01)
    app.step([key(pygame.K_a)], dt=0.01)
    assert [e.key for e in b.events] == [pygame.K_a] and a.events == []
    assert app.step([pygame.event.Event(pygame.QUIT)], dt=0.01) is False


def test_run_loops_until_quit(make_app):
    frames = []
    app = _app_with(make_app, [])

    def count(dt):
        frames.append(dt)
        if len(frames) == 3:
            app.quit()

    app.top.update = count
    app.run()
    assert len(frames) == 3
    assert all(0 <= dt <= 0.25 for dt in frames)


def test_module_run_accepts_the_command_line_starts(tmp_path, monkeypatch):
    import client.app
    from client.scenes.notice import NoticeScene
    from client.scenes.title import TitleScene

    seen = []

    def one_frame(app):
        app.step([], dt=0.01)
        seen.append([type(scene) for scene in app.scenes])

    monkeypatch.setattr(client.app.App, "run", one_frame)
    assert client.app.run(tmp_path, start={"game": "arenarex"}) == 0
    assert client.app.run(tmp_path, replay=("record", [])) == 0
    assert seen == [[TitleScene, NoticeScene]] * 2
