"""Player settings, kept as JSON in the OS's user config folder.

Where: the ``settings_dir`` argument, else ``$LUDUS_CONFIG_DIR``, else
``platformdirs.user_config_dir("Ludus")``. Writes are atomic (temp file +
``os.replace``). A malformed file is never touched on load: defaults are used and
``LoadResult.problem`` says what is wrong; the first save afterwards keeps a copy of
it as ``settings.json.bad``. Keys this version does not know are kept and written
back, so a newer version's settings survive a run of an older one.
"""
from __future__ import annotations

import dataclasses
import json
import logging
import os
import shutil
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

from engine import i18n
from engine.core.limits import (
    PERCENT,
    TEXT,
    Refusal,
    check_json_depth,
    check_tree,
    clip,
    number_or,
    read_bytes,
    shorten,
)
from engine.i18n import LANGUAGES, _

FILE_NAME = "settings.json"
ENV_VAR = "LUDUS_CONFIG_DIR"
FORMAT_VERSION = 1
#: the log file (in the crash reports' folder) where settings problems are written
LOG_NAME = "ludus.log"
#: seconds a bot's move stays announced before it is played, per bot speed setting
SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}
SPEED_NAMES = tuple(SPEEDS)
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1024, 576), (1280, 720), (1600, 900), (1920, 1080))
#: the settings key of the language (a code of ``engine.i18n.LANGUAGES``; absent: the system's)
LANGUAGE_KEY = "language"


@dataclass
class Settings:
    volume: int = 70                                   # 0-100
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)         # one of WINDOW_SIZES
    extra: dict = field(default_factory=dict)          # unknown keys, written back as they were

    def to_json(self) -> dict:
        data = dict(self.extra)
        data.update(version=FORMAT_VERSION, volume=self.volume, fullscreen=self.fullscreen,
                    window_size=list(self.window_size))
        return data

    @classmethod
    def from_json(cls, data) -> Settings:
        """Settings from parsed JSON; ValueError / TypeError naming the field that is wrong."""
        if not isinstance(data, dict):
            raise TypeError(_("the file does not hold a JSON object"))
        default = cls()
        volume = data.get("volume", default.volume)
        if number_or(volume, PERCENT, None) is None:
            raise ValueError(_("'volume' must be a whole number from 0 to 100, not %(value)s") % {"value": _shown(volume)})
        volume = int(volume)
        fullscreen = data.get("fullscreen", default.fullscreen)
        if not isinstance(fullscreen, bool):
            raise TypeError(_("'fullscreen' must be true or false, not %(value)r") % {"value": fullscreen})
        size = data.get("window_size", list(default.window_size))
        if not isinstance(size, list) or tuple(size) not in WINDOW_SIZES:
            choices = ", ".join(f"[{w}, {h}]" for w, h in WINDOW_SIZES)
            raise ValueError(_("'window_size' must be one of %(choices)s, not %(value)r")
                             % {"choices": choices, "value": size})
        known = {f.name for f in dataclasses.fields(cls)} | {"version"}
        extra = {k: spelled(k, v) for k, v in data.items() if k not in known}
        return cls(volume=volume, fullscreen=fullscreen, window_size=(size[0], size[1]), extra=extra)


@dataclass(frozen=True)
class LoadResult:
    settings: Settings
    problem: str | None = None   # plain words naming the file and what is wrong


def settings_dir(override: str | os.PathLike | None = None) -> Path:
    """The folder settings live in: argument, then $LUDUS_CONFIG_DIR, then the OS default."""
    if override:
        return Path(override)
    if os.environ.get(ENV_VAR):
        return Path(os.environ[ENV_VAR])
    return Path(platformdirs.user_config_dir("Ludus", appauthor=False))


class SettingsStore:
    """Loads and saves ``settings.json`` in one folder."""

    def __init__(self, directory: str | os.PathLike | None = None):
        self.directory = settings_dir(directory)
        self.path = self.directory / FILE_NAME
        self.bad_copy_path = self.directory / (FILE_NAME + ".bad")
        self.bad_copy_pending = False  # a bad file was found; copy it aside on the next save
        self.log = True

    def load(self, *, log: bool = True) -> LoadResult:
        """The saved settings, or defaults (and a problem message) if the file is bad. A
        setting of the games' own with an unknown value (``bot_speed``) leaves the rest in
        use: that value is kept as written (for the player to fix) and reported. ``log=False``
        reads it again without writing the problem to the log a second time (the App does, once it
        knows the language the problem is to be told in)."""
        self.log = log
        try:
            raw = read_bytes(self.path, TEXT)
        except FileNotFoundError:
            return LoadResult(Settings())
        except OSError as exc:
            return self._bad(_("it cannot be read (%(why)s)") % {"why": exc.strerror or exc})
        except Refusal as exc:
            return self._bad(str(exc))
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return self._bad(_("it is not UTF-8 text"))
        try:
            check_json_depth(text, TEXT)
            data = json.loads(text)
            check_tree(data, TEXT)
        except Refusal as exc:
            return self._bad(str(exc))
        except json.JSONDecodeError as exc:
            return self._bad(_("it is not valid JSON (line %(line)d, column %(column)d: %(why)s)")
                             % {"line": exc.lineno, "column": exc.colno, "why": exc.msg})
        except (ValueError, RecursionError):
            return self._bad(_("it is not valid JSON"))
        try:
            settings = Settings.from_json(data)
        except (ValueError, TypeError) as exc:
            return self._bad(str(exc))
        problem = unknown_values(settings.extra)
        if problem is None:
            return LoadResult(settings)
        message = _("Settings file %(path)s: %(problem)s; the file is kept as it is for you to fix.") % {
            "path": self.path, "problem": problem}
        if log:
            log_problem(message)
        return LoadResult(settings, message)

    def _bad(self, problem: str) -> LoadResult:
        self.bad_copy_pending = True
        message = _("Settings file %(path)s was not used: %(problem)s. Using defaults; the file stays as it "
                    "is until you change a setting.") % {"path": self.path, "problem": clip(problem, 160)}
        if self.log:
            log_problem(message)
        return LoadResult(Settings(), message)

    def save(self, settings: Settings) -> None:
        """Write atomically; the first save after a bad load keeps ``settings.json.bad``."""
        self.directory.mkdir(parents=True, exist_ok=True)
        if self.bad_copy_pending and self.path.exists():
            shutil.copyfile(self.path, self.bad_copy_path)
        self.bad_copy_pending = False
        text = json.dumps(settings.to_json(), indent=2, sort_keys=True) + "\n"
        fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=self.directory)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise


def spelled(key: str, value):
    """A word setting as meant whatever its case or spaces (``"OFF"`` is ``"off"``, ``" Es"`` is
    ``"es"``); any other value as written (``unknown_values`` names it and the allowed words)."""
    allowed = _WORDS.get(key)
    if allowed is None or not isinstance(value, str):
        return value
    word = value.strip().lower()
    return word if word in allowed else value


def _shown(value) -> str:
    """A setting's value as the file spells it (JSON words: null, true), cut short."""
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    return shorten(value, 20)


def unknown_values(extra: dict) -> str | None:
    """Plain words for the games' own settings whose value this version cannot use (each then
    plays as its default), or None."""
    problems = []
    speed = extra.get("bot_speed", "normal")
    if speed not in SPEED_NAMES:
        problems.append(_("'bot_speed' cannot be %(value)s (choose %(choices)s), so bots play at normal speed")
                        % {"value": _shown(speed), "choices": ", ".join(SPEED_NAMES)})
    if extra.get("takeback", "on") not in TAKEBACK_MODES:
        problems.append(_("'takeback' cannot be %(value)s (choose %(choices)s), so moves can be taken back")
                        % {"value": _shown(extra.get("takeback")), "choices": ", ".join(TAKEBACK_MODES)})
    if not isinstance(extra.get("auto_forced_pass", True), bool):
        problems.append(_("'auto_forced_pass' must be true or false, so forced passes are answered at once"))
    code = extra.get(LANGUAGE_KEY, None)
    if code is not None and not (isinstance(code, str) and code in dict(LANGUAGES)):
        problems.append(_("'language' cannot be %(value)s (choose %(choices)s), so the system's language is used")
                        % {"value": _shown(code), "choices": ", ".join(c for c, _name in LANGUAGES)})
    return "; ".join(problems) or None


def log_problem(message: str) -> None:
    """One line in ``ludus.log`` in the log folder (and Python's log); never raises."""
    logging.getLogger("ludus.settings").warning(message)
    try:
        from crash import log_dir

        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        with open(folder / LOG_NAME, "a", encoding="utf-8") as handle:
            handle.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} {message}\n")
    except (OSError, ImportError):
        pass


def auto_forced_pass(app) -> bool:
    """True (the default) when a question whose only answer is to pass is answered at once for
    a human, in the games that still put such questions (so that not being asked reveals
    nothing); False to click the pass by hand."""
    return app.settings.extra.get("auto_forced_pass", True) is not False


def set_auto_forced_pass(app, on: bool) -> None:
    app.change_settings(extra={**app.settings.extra, "auto_forced_pass": bool(on)})


def bot_speed(app) -> str:
    """The bot speed setting (one of ``SPEED_NAMES``; an unknown value plays as normal)."""
    speed = app.settings.extra.get("bot_speed", "normal")
    return speed if speed in SPEED_NAMES else "normal"


def set_bot_speed(app, speed: str) -> None:
    app.change_settings(extra={**app.settings.extra, "bot_speed": speed})


def chosen_language(settings: Settings) -> str:
    """The language the player chose (``language``), else the system's (``engine.i18n.system_language``:
    a new install, or a value this version does not know, which ``unknown_values`` reports)."""
    code = settings.extra.get(LANGUAGE_KEY)
    return code if isinstance(code, str) and code in dict(LANGUAGES) else i18n.system_language()


def set_language(app, code: str) -> None:
    """Choose the language (it takes effect at once: ``App.change_settings``)."""
    app.change_settings(extra={**app.settings.extra, LANGUAGE_KEY: code})


#: take-back: "on" (in hot-seat, the other players at the screen agree first), "solo" (only
#: with one person at the screen), "off" (a serious game: no move is ever taken back)
TAKEBACK_MODES = ("on", "solo", "off")
#: the settings whose value is one of a few words, read whatever their case (``spelled``)
_WORDS = {"takeback": TAKEBACK_MODES, "bot_speed": SPEED_NAMES, LANGUAGE_KEY: tuple(c for c, _n in LANGUAGES)}


def takeback_mode(app) -> str:
    """The take-back setting (one of ``TAKEBACK_MODES``; an unknown value plays as "on")."""
    mode = app.settings.extra.get("takeback", "on")
    return mode if mode in TAKEBACK_MODES else "on"


def set_takeback_mode(app, mode: str) -> None:
    app.change_settings(extra={**app.settings.extra, "takeback": mode})
