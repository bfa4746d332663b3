"""NewGameScene: choose the game, the seats (name, human or bot level), options and seed.

Nothing is silently fixed: while the choices cannot start a game, Start is
disabled and a line under it says why in plain words (the engine's own
ConfigError for seat counts and options; names must be filled and differ,
because the hand-off screen calls people by name; the seed must be a number).
The seats of the last game started (names, human or bot, how many for each game) are kept in
the settings and offered again next time.
"""
from __future__ import annotations

import pygame

from engine.core import ConfigError, registry
from engine.core.seats import BOT_LEVELS, SEAT_CHOICES
from engine.i18n import _, ngettext

from .. import art, games
from ..focus import WidgetGroup
from ..levels import level_note, level_words, measures
from ..scene import WidgetScene
from ..table.seats import DEFAULT_NAMES, LEVEL_WORDS, Seat
from ..table.session import GameSession
from ..widgets import Button, Choice, Label, TextField


def controller_choices() -> list[tuple[str, str]]:
    """(controller, player words) for a seat: Human, then the bot levels weakest to strongest
    (random, easy, normal, hard), so stepping right makes the seat stronger."""
    return [("human", _("Human"))] + [(f"bot:{lvl}", _("Bot: %(level)s") % {"level": _(LEVEL_WORDS.get(lvl, lvl))})
                                      for lvl in BOT_LEVELS]

MAX_ROWS = 5
#: the longest seat name the setup takes
NAME_LENGTH = 14
#: where the setup keeps the last seats (names, controllers, count per game) in the settings
SEATS_KEY = "seats"


class NewGameScene(WidgetScene):
    def __init__(self, app, game: str, *, on_start=None):
        super().__init__(app)
        self.games = [g for g in registry.available() if _has_table(g)] or [game]
        self.game = game if game in self.games else self.games[0]
        self.on_start = on_start or app.play
        self.names = list(DEFAULT_NAMES)
        self.controllers = ["human", "bot:easy", "bot:normal", "bot:hard", "bot:easy"]
        self.counts: dict[str, int] = {}
        self._recall()
        self.options: dict[str, str] = {}
        self.seat_count = 0
        self.seed_text = ""
        self.problem: str | None = None
        self.widgets = WidgetGroup()
        self._reset_game(self.game)

    # -- building ------------------------------------------------------------------------
    def _reset_game(self, game: str) -> None:
        self.game = game
        ruleset = registry.get(game)
        self.ruleset = ruleset
        self.seat_count = max(ruleset.min_seats, min(ruleset.max_seats, 3 if ruleset.max_seats >= 3 else 2))
        remembered = self.counts.get(game)
        if isinstance(remembered, int) and ruleset.min_seats <= remembered <= ruleset.max_seats:
            self.seat_count = remembered
        self.options = {o.name: o.default for o in ruleset.options}
        self._build()

    def _build(self) -> None:
        r = self.ruleset
        self.widgets = WidgetGroup(on_back=self.back, feedback=self.app.audio.tick)
        w = self.widgets
        # many options (with many seats) do not fit one a row: then rows close up and the options go two a row
        compact = 120 + 120 + 48 * self.seat_count + 12 + 56 * (len(r.options) + 1) > 700
        pitch = 42 if compact else 48
        x0, y = 200, 100 if compact else 120
        # two a row, or three when two a row would still run off the window (seats + options + seed)
        per_row = 2 if 100 + 120 + pitch * self.seat_count + 12 + 58 * ((len(r.options) + 2) // 2) <= 716 else 3
        col_w, col_pitch = (364, 376) if per_row == 2 else (244, 252)
        words = games.words(r.name)
        w.add(Label((x0, y, 200, 44), _("Game"), role="heading", align="left"))
        self.game_choice = w.add(Choice((x0 + 220, y, 520, 44), [(g, registry.title(g)) for g in self.games],
                                        self.game, self._game_changed, tooltip=_("Which game to play")))
        y += 60
        w.add(Label((x0, y, 200, 44), _("Seats"), role="heading", align="left"))
        counts = [(n, ngettext("%(n)d player", "%(n)d players", n) % {"n": n}
                   + (f" ({note})" if (note := games.seat_count_note(r.name, n)) else ""))
                  for n in range(r.min_seats, r.max_seats + 1)]
        self.count_choice = w.add(Choice((x0 + 220, y, 520, 44), counts, self.seat_count, self._count_changed,
                                         tooltip=_("How many seats at the table")))
        y += 60
        self.name_fields, self.controller_choices, self.level_labels = [], [], []
        self.strengths = measures(r.name)
        self.seat_rows = []
        for i in range(self.seat_count):
            self.seat_rows.append(y + pitch // 2 - 4)  # the seat's marker (shape + pips + colour) sits left of its label
            w.add(Label((x0, y, 200, pitch - 8), _("Seat %(n)d") % {"n": i + 1}, align="left"))
            field = w.add(TextField((x0 + 220, y, 250, pitch - 8), self.names[i], lambda v, i=i: self._name(i, v),
                                    max_length=NAME_LENGTH, placeholder=_("name"), tooltip=_("The name the table calls this seat")))
            choice = w.add(Choice((x0 + 490, y, 250, pitch - 8), controller_choices(), self.controllers[i],
                                  lambda v, i=i: self._controller(i, v),
                                  tooltip=self._controller_tooltip(self.controllers[i])))
            # beside the level: how it fared against the level below (the game's strength.json)
            self.level_labels.append(w.add(Label((x0 + 750, y, 324, pitch - 8),
                                                 level_words(self.controllers[i], self.strengths),
                                                 role="small", colour=self.app.theme.palette.text_muted,
                                                 align="left")))
            self.name_fields.append(field)
            self.controller_choices.append(choice)
            y += pitch
        y += 12
        self.option_choices = {}
        for i, option in enumerate(r.options):
            labels = games.option_labels(r.name).get(option.name, {})
            name = games.option_name(r.name, option.name)
            choices = [(c, words(labels.get(c, c))) for c in option.choices]
            # a value's own words where the game has them (what this scenario is), else the option's
            help_words = games.option_help(r.name, option.name, self.options[option.name]) or (
                words(option.help) if option.help else option.help)
            on_change = lambda v, n=option.name: self._option(n, v)  # noqa: E731
            if compact:
                x, top = x0 + (i % per_row) * col_pitch, y + (i // per_row) * 58
                w.add(Label((x, top, col_w, 20), name, role="small", align="left"))
                self.option_choices[option.name] = w.add(Choice((x, top + 20, col_w, 36), choices,
                                                                self.options[option.name], on_change,
                                                                tooltip=help_words))
                continue
            w.add(Label((x0, y, 210, 44), name, role="heading", align="left"))
            self.option_choices[option.name] = w.add(Choice((x0 + 220, y, 520, 44), choices, self.options[option.name],
                                                            on_change, tooltip=help_words))
            y += 56
        if compact:
            slot = len(r.options)
            x, y = x0 + (slot % per_row) * col_pitch, y + (slot // per_row) * 58
            w.add(Label((x, y, col_w, 20), _("Seed"), role="small", align="left"))
            self.seed_field = w.add(TextField((x, y + 20, min(250, col_w), 36), self.seed_text, self._seed, max_length=9,
                                              allowed=str.isdigit, placeholder=_("blank = random"),
                                              tooltip=_("The same seed and choices replay the same game")))
        else:
            w.add(Label((x0, y, 200, 44), _("Seed"), role="heading", align="left"))
            self.seed_field = w.add(TextField((x0 + 220, y, 250, 44), self.seed_text, self._seed, max_length=9,
                                              allowed=str.isdigit, placeholder=_("blank = random"),
                                              tooltip=_("The same seed and choices replay the same game")))
        self.rules_button = w.add(Button((960, 496, 220, 48), _("Rules"), self.open_rules,
                                         tooltip=_("How to play %(game)s (F1)")
                                         % {"game": registry.title(r.name).partition(':')[0]}))
        self.learn_button = None
        from engine.play.tutorial import has_tutorial

        if has_tutorial(r.name):  # the guided first game of this game (client/tutorial)
            self.learn_button = w.add(Button((960, 432, 220, 48), _("Learn to play"), self.open_learn,
                                             tooltip=_("A guided first game: a coach shows each move")))
        self.start_button = w.add(Button((960, 560, 220, 60), _("Start"), self.start))
        self.back_button = w.add(Button((960, 632, 220, 48), _("Back"), self.back))
        self._validate()

    # -- changes ---------------------------------------------------------------------------
    def _game_changed(self, game):
        self._reset_game(game)
        self.widgets.focus(self.game_choice)

    def _count_changed(self, n):
        self.seat_count = n
        self._build()
        self.widgets.focus(self.count_choice)

    def _name(self, i, value):
        self.names[i] = value
        self._validate()

    def _controller(self, i, value):
        self.controllers[i] = value
        if i < len(self.level_labels):
            self.level_labels[i].text = level_words(value, self.strengths)
            self.controller_choices[i].tooltip = self._controller_tooltip(value)
        self._validate()

    def _controller_tooltip(self, controller: str) -> str:
        base = _("Human (hot-seat at this screen) or a bot and its strength")
        note = level_note(controller, self.strengths)
        return f"{base}. {note}" if note else base

    def _option(self, name, value):
        self.options[name] = value
        own = games.option_help(self.game, name, value)
        if own and name in self.option_choices:
            self.option_choices[name].tooltip = own
        self._validate()

    def _seed(self, value):
        self.seed_text = value
        self._validate()

    def _validate(self) -> None:
        self.problem = self.find_problem()
        self.start_button.enabled = self.problem is None
        self.start_button.tooltip = self.problem

    def find_problem(self) -> str | None:
        """Why these choices cannot start a game, in plain words (None: they can)."""
        try:
            self.config = self.ruleset.make_config(self.seat_count, dict(self.options))
        except ConfigError as exc:
            return str(exc)
        names = [n.strip() for n in self.names[:self.seat_count]]
        for i, name in enumerate(names):
            if not name:
                return _("Seat %(n)d needs a name.") % {"n": i + 1}
        for i, name in enumerate(names):
            if name.lower() in [n.lower() for n in names[:i]]:
                return _("Two seats are called %(name)s: give each seat its own name, so the hand-off screen "
                         "can say who is next.") % {"name": name}
        if self.seed_text and not self.seed_text.isdigit():
            return _("The seed must be a whole number, or blank for a random one.")
        return None

    # -- actions ---------------------------------------------------------------------------
    def start(self) -> None:
        self._validate()
        if self.problem:
            return
        seats = [Seat(self.names[i].strip(), self.controllers[i]) for i in range(self.seat_count)]
        seed = int(self.seed_text) if self.seed_text else None
        self._remember()
        if games.before_play(self.app, self.game, seats, seed, self.options, self.on_start):
            return  # the game opened a scene of its own first (it starts the session)
        self.on_start(GameSession.new(self.game, self.config, seats, seed))

    def back(self) -> None:
        self.app.pop()

    # -- the seats remembered between games (settings: ``seats``) ---------------------------------
    def _recall(self) -> None:
        """The names, controllers and seat counts of the last game started (anything unreadable
        in the settings is left at its default)."""
        saved = self.app.settings.extra.get(SEATS_KEY)
        if not isinstance(saved, dict):
            return
        names, controllers, counts = saved.get("names"), saved.get("controllers"), saved.get("counts")
        for i in range(len(self.names)):
            if isinstance(names, list) and i < len(names) and isinstance(names[i], str) \
                    and 0 < len(names[i].strip()) <= NAME_LENGTH:
                self.names[i] = names[i]
            if isinstance(controllers, list) and i < len(controllers) and controllers[i] in SEAT_CHOICES:
                self.controllers[i] = controllers[i]
        if isinstance(counts, dict):
            self.counts = {g: n for g, n in counts.items() if isinstance(g, str) and type(n) is int}

    def _remember(self) -> None:
        self.counts[self.game] = self.seat_count
        extra = dict(self.app.settings.extra)
        extra[SEATS_KEY] = {"names": list(self.names), "controllers": list(self.controllers),
                            "counts": dict(self.counts)}
        self.app.change_settings(extra=extra)

    def open_learn(self) -> None:
        from ..tutorial.scenes import start_tutorial

        start_tutorial(self.app, self.game)

    def open_rules(self) -> None:
        from .rules import open_rules

        open_rules(self.app, self.game)

    def language_changed(self) -> None:
        self._build()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
            return True
        return super().handle_event(event)

    # -- scene hooks -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        getattr(self.app, "title_backdrop", self.app.backdrop).draw(surface, layout)
        title = theme.text(_("New game"), "title", p.accent, layout)
        surface.blit(title, title.get_rect(midleft=layout.point((200, 64))))
        self.widgets.draw(surface, layout, theme)
        for i, y in enumerate(getattr(self, "seat_rows", ())):  # the marker each table shows for the seat
            marker = art.seat_marker(i, layout.length(24))
            surface.blit(marker, marker.get_rect(center=layout.point((180, y))))
        if self.problem:
            lines = theme.wrap(self.problem, "small", layout.length(700), layout)
            y = layout.point((0, 600))[1]
            for line in lines[:3]:
                image = theme.text(line, "small", p.warn, layout)
                surface.blit(image, (layout.point((200, 0))[0], y))
                y += image.get_height()
        hint = theme.text(_("Tab to move  ·  Left / Right to change  ·  Enter to start  ·  Esc to go back"),
                          "small", p.text_muted, layout)
        surface.blit(hint, hint.get_rect(center=layout.point((640, 700))))


def _has_table(game: str) -> bool:
    return games.table_for(game) is not None
