"""Spanish shell tests: headless SDL (before pygame is imported), an App factory whose settings
live in the test's own folder, and the language put back to English after every test."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from engine import i18n  # noqa: E402


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.fixture
def spanish():
    """Spanish for this test (and the language as it was after)."""
    before = i18n.language()
    i18n.set_language("es")
    yield
    i18n.set_language(before)


@pytest.fixture
def make_app(user_folders):
    """Apps with settings in this test's config folder; closed after the test."""
    from client.app import App

    apps = []

    def make(**kwargs):
        kwargs.setdefault("settings_dir", user_folders["config"])
        app = App(**kwargs)
        app.quick_load = 60.0  # a save loads before open_save returns, however busy the machine
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.close()
