"""RecordScene: your record, from the title (``client/table/record.py`` keeps it).

Games played, won and lost per game, per bot level and per number of players; the recent games
with their results (one whose save is still kept opens its replay); and a chart per game of
its results over time (drawn with pygame: a dot per result, won high and lost low, and the
share won so far as a line). A damaged record is said in a notice line at the top (it was kept
aside and a new one started).
"""
from __future__ import annotations

import pygame

from engine.core import registry
from engine.core.errors import SaveError
from engine.i18n import _, moment, ngettext, number, pgettext

from .. import art
from ..focus import WidgetGroup
from ..scene import WidgetScene
from ..table.record import KEEP, GameEntry, RecordStore, Tally, results_over_time, summary
from ..table.seats import LEVEL_WORDS
from ..widgets import Button

#: recent games listed (newest first)
RECENT = 7
LEFT_X, RIGHT_X = 40, 660
TABLE_W, LIST_W = 580, 580
CHART_TOP, CHART_H = 478, 150


def outcome_words(outcome: str) -> str:
    """How one game ended for a player (a column's heading says "won" of many games: other words)."""
    return {"won": pgettext("one game", "won"), "lost": pgettext("one game", "lost"),
            "drawn": pgettext("one game", "drawn")}[outcome]


def place_words(place: int | None, seats: int) -> str:
    if place is None:
        return _("no placing")
    return _("{place} of {seats}").format(place=place, seats=seats)


def level_words(level: str) -> str:
    return _("bots: {level}").format(level=_(LEVEL_WORDS.get(level, level))) if level else _("no bots")


def seats_words(count: int) -> str:
    return ngettext("{count} player", "{count} players", count).format(count=count)


def day_and_time(date: float) -> str:
    """"3 Dec 2026, 14:02" for a moment, the player's way; a moment no calendar here can show (the
    record's loader refuses those, so only a damaged clock gives one) reads as a dash."""
    try:
        return moment(date)
    except (OverflowError, OSError, ValueError):
        return "-"


def cap_words() -> str:
    """What the record keeps: its newest ``KEEP`` games (an older one leaves it as each new one comes)."""
    return _("Your record keeps your latest {count} games; beyond that, each new game replaces the oldest.").format(
        count=number(KEEP))


def tutorials_words(count: int) -> str:
    """How many guided first games ("Learn to play") were finished, in player words."""
    if not count:
        return _("Tutorials finished: none yet (Learn to play, on the title)")
    return ngettext("Tutorials finished: %(n)d", "Tutorials finished: %(n)d", count) % {"n": count}


def entry_words(entry: GameEntry) -> str:
    """"3 Dec 2026, 14:02 · Arena Rex · Livia: won (1 of 2)" (the date the player's way)."""
    when = day_and_time(entry.date)
    game = registry.title(entry.game).partition(":")[0]
    results = "; ".join(f"{entry.seats[i].name}: {outcome_words(outcome)} "
                        f"({place_words(entry.seats[i].place, entry.seat_count)})"
                        for i, outcome in entry.human_outcomes())
    return f"{when} · {game} · {results}"


class RecordScene(WidgetScene):
    def __init__(self, app, store: RecordStore | None = None):
        super().__init__(app)
        self.store = store or RecordStore()
        loaded = self.store.load()
        self.entries, self.problem = loaded.entries, loaded.problem
        self.summary = summary(self.entries)
        from ..tutorial.progress import ProgressStore

        #: guided first games finished ("Learn to play"), every game's
        self.tutorials_finished = ProgressStore(self.store.folder).load().finished_total
        self.widgets = WidgetGroup(on_back=self.back, feedback=app.audio.tick)
        self.recent_buttons: list[tuple[GameEntry, Button]] = []
        recent = sorted(self.entries, key=lambda e: e.date, reverse=True)[:RECENT]
        for i, entry in enumerate(recent):
            saved = entry.save_path() is not None
            button = Button((RIGHT_X, 140 + 44 * i, LIST_W, 38), entry_words(entry),
                            lambda e=entry: self.open_replay(e), role="small", enabled=saved,
                            tooltip=_("Watch the replay") if saved else _("Its save is no longer kept"))
            self.recent_buttons.append((entry, self.widgets.add(button)))
        self.back_button = self.widgets.add(Button((1060, 656, 200, 50), _("Back"), self.back))
        self.widgets.focus(self.back_button, by_keyboard=False)

    def back(self) -> None:
        self.app.pop()

    def open_replay(self, entry: GameEntry) -> None:
        from ..table.autosave import load

        path = entry.save_path()
        if path is None:
            self.app.show_notice(_("No replay"), _("The save of this game is no longer kept."))
            return
        try:
            record, _state, _events, _told = load(path)
        except SaveError as exc:
            self.app.show_notice(_("No replay"), _("This game's save cannot be replayed: {why}").format(
                why=exc.problem))
            return
        self.app.open_replay(record)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return super().handle_event(event)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        getattr(self.app, "title_backdrop", self.app.backdrop).draw(surface, layout)
        head = theme.text(_("Your record"), "title", p.accent, layout)
        surface.blit(head, head.get_rect(center=layout.point((640, 44))))
        if self.problem:
            note = theme.text(self.problem, "small", p.warn, layout, max_width=layout.length(1200))
            surface.blit(note, note.get_rect(center=layout.point((640, 84))))
        self._panel(surface, (LEFT_X - 14, 100, TABLE_W + 28, 366))
        self._panel(surface, (RIGHT_X - 14, 100, LIST_W + 28, 366))
        self._tables(surface)
        self._text(surface, _("Recent games"), "body", p.accent, (RIGHT_X, 108))
        if not self.recent_buttons:  # wrapped to the list's width (the Spanish ran out of the window)
            empty = _("No finished games yet: your games appear here when they end.")
            for i, line in enumerate(theme.wrap(empty, "small", layout.length(LIST_W), layout)):
                self._text(surface, line, "small", p.text_muted, (RIGHT_X, 140 + 22 * i))
        self._charts(surface)
        self.widgets.draw(surface, layout, theme)

    def _panel(self, surface, rect) -> None:
        r = self.app.layout.rect(rect)
        surface.blit(art.panel(r.size, corner=self.app.layout.length(12)), r)

    def _text(self, surface, text, role, colour, at, right: bool = False) -> None:
        layout, theme = self.app.layout, self.app.theme
        image = theme.text(text, role, colour, layout)
        spot = image.get_rect(topright=layout.point(at)) if right else image.get_rect(topleft=layout.point(at))
        surface.blit(image, spot)

    def _tables(self, surface) -> None:
        p = self.app.theme.palette
        s = self.summary
        rows: list[tuple[str, Tally | None, str]] = [(_("By game"), None, "body")]
        for entry in registry.CATALOGUE:
            rows.append((entry.title.partition(":")[0], s.by_game.get(entry.name, Tally()), "small"))
        rows.append((_("By bot level"), None, "body"))
        rows += [(level_words(level), tally, "small") for level, tally in s.by_level.items()] or \
            [(_("no games yet"), Tally(), "small")]
        rows.append((_("By number of players"), None, "body"))
        rows += [(seats_words(n), tally, "small") for n, tally in s.by_seats.items()] or \
            [(_("no games yet"), Tally(), "small")]
        columns = ((_("played"), 350), (_("won"), 430), (_("lost"), 500), (_("drawn"), 580))
        y = 108
        for label, tally, role in rows[:15]:
            colour = p.accent if tally is None else p.text
            self._text(surface, label, role, colour, (LEFT_X, y))
            if tally is None:
                for name, x in columns:
                    self._text(surface, name, "tiny", p.text_muted, (LEFT_X + x, y + 12), right=True)
            else:
                for (_name, x), value in zip(columns, (tally.played, tally.won, tally.lost, tally.drawn), strict=True):
                    self._text(surface, str(value), role, p.text if value else p.text_muted, (LEFT_X + x, y),
                               right=True)
            y += 30 if tally is None else 24

    def _charts(self, surface) -> None:
        theme = self.app.theme
        p = theme.palette
        games = list(registry.CATALOGUE)[:4]
        width = (1240 - 40 - 20 * (len(games) - 1)) // max(1, len(games))
        for i, entry in enumerate(games):
            x = 40 + i * (width + 20)
            box = (x, CHART_TOP, width, CHART_H)
            self._panel(surface, box)
            self._text(surface, entry.title.partition(":")[0], "small", p.accent, (x + 12, CHART_TOP + 6))
            outcomes = results_over_time(self.entries, entry.name)
            self.draw_chart(surface, pygame.Rect(x + 12, CHART_TOP + 36, width - 24, CHART_H - 66), outcomes)
            if outcomes:
                share = ngettext("{won} of {played} won", "{won} of {played} won", len(outcomes)).format(
                        won=outcomes.count("won"), played=len(outcomes))
                self._text(surface, share, "tiny", p.text_muted, (x + 12, CHART_TOP + CHART_H - 24))
        self._text(surface, _("Each dot is a game: won high, lost low. The line is the share won so far."), "tiny",
                   p.text_muted, (40, CHART_TOP + CHART_H + 8))
        self._text(surface, cap_words(), "tiny", p.text_muted, (40, CHART_TOP + CHART_H + 30))
        self._text(surface, tutorials_words(self.tutorials_finished), "small", p.text, (40, CHART_TOP + CHART_H + 52))

    def draw_chart(self, surface, design: pygame.Rect, outcomes: list[str]) -> None:
        """Results over time: a dot per result (won at the top, drawn midway, lost at the bottom)
        and the share of games won so far as a line."""
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        area = layout.rect(design)
        pygame.draw.line(surface, p.panel_edge, area.midleft, area.midright, 1)
        if not outcomes:
            image = theme.text(_("no games yet"), "tiny", p.text_muted, layout)
            surface.blit(image, image.get_rect(center=area.center))
            return
        shown = outcomes[-40:]
        step = area.width / max(1, len(shown) - 1) if len(shown) > 1 else 0
        height = {"won": area.top, "drawn": area.centery, "lost": area.bottom}
        colour = {"won": p.good, "drawn": p.text_muted, "lost": p.bad}
        won, line = 0, []
        radius = max(2, layout.length(4))
        for index, outcome in enumerate(shown):
            cx = round(area.left + index * step) if len(shown) > 1 else area.centerx
            won += outcome == "won"
            line.append((cx, round(area.bottom - area.height * won / (index + 1))))
            pygame.draw.circle(surface, colour[outcome], (cx, height[outcome]), radius)
        if len(line) > 1:
            pygame.draw.lines(surface, p.accent, False, line, max(1, layout.length(2)))
