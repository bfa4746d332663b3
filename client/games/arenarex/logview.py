"""The arena's game log: sentences with their reasons, the rule kept for the tooltip.

``StoryLog`` turns the game's events into ``LogLine``s as they arrive (one
``explain.Narrator`` per viewer, fed batch by batch, so a damage line can say why).
The panel shows the newest lines in a strip; a click on the strip opens the full
log over the right of the map (wheel scrolls, a click or Esc closes it). Each line's
rulebook section is not printed in the line: hovering a line names it.
"""
from __future__ import annotations

import bisect
from typing import NamedTuple

import pygame

from engine.i18n import game_words, language

from ... import art
from .explain import Narrator
from .panel import LOG as STRIP

_, ngettext, pgettext = game_words("arenarex")

#: the full log over the map (design coordinates); the strip is the panel's LOG
FULL = pygame.Rect(452, 46, 464, 668)
LINE_H = 18


class LogLine(NamedTuple):
    index: int      # the event's index in the game's event list
    type: str       # the event's type
    text: str       # the sentence (with its reason)
    rule: str       # the rulebook section the engine cited ("" if none)


class StoryLog:
    def __init__(self, touching=None):
        """``touching``: see ``explain.Narrator`` (names the hazard a pushed base touches)."""
        self.touching = touching
        self.key = None
        self.done = 0
        self.entries: list[LogLine] = []
        self.narrator: Narrator | None = None

    def lines(self, events, viewer, words) -> list[LogLine]:
        """Every log line of ``events`` as ``viewer`` may read them (grown as events arrive)."""
        key = (viewer, id(events), language())  # a new language words the log again
        if key != self.key or self.done > len(events):
            self.key, self.done, self.entries, self.narrator = key, 0, [], Narrator(words, self.touching)
        if self.done < len(events):
            self.narrator.words = words
            batch = [e.view_for(viewer) for e in events[self.done:]]
            for i, (e, why) in enumerate(zip(batch, self.narrator.feed(batch), strict=True)):
                text = words.sentence(e, why)
                if text:
                    self.entries.append(LogLine(self.done + i, e.type, text, e.rule))
            self.done = len(events)
        return self.entries


def upto(entries: list[LogLine], n: int) -> list[LogLine]:
    """The lines of the first ``n`` events."""
    return entries[:bisect.bisect_left([e.index for e in entries], n)]


def tooltip(rule: str) -> str:
    where = _("Rulebook section: {rule}.").format(rule=rule) if rule else _("No rulebook section.")
    return where + " " + _("Click the log to open it in full; the wheel scrolls it.")


def _wrapped(scene, entries, width) -> list[tuple[str, str]]:
    layout, theme = scene.app.layout, scene.app.theme
    out = []
    for entry in entries:
        for line in theme.wrap(entry.text, "tiny", width, layout):
            out.append((line, entry.rule))
    return out


def _lines(scene, surface, rect: pygame.Rect, entries, top_pad: int) -> list:
    """Draw the newest lines that fit in ``rect`` (minus the scroll); returns [(screen rect, rule)]."""
    layout, theme = scene.app.layout, scene.app.theme
    p = theme.palette
    wrapped = _wrapped(scene, entries[-400:], layout.length(rect.w - 16))
    shown = max(1, (rect.h - top_pad - 2) // LINE_H)
    scene.log.scroll = min(scene.log.scroll, max(0, len(wrapped) - shown))
    end = max(min(shown, len(wrapped)), len(wrapped) - scene.log.scroll)
    hits = []
    y = rect.y + top_pad
    for line, rule in wrapped[max(0, end - shown):end]:
        img = theme.text(line, "tiny", p.text, layout)
        at = layout.point((rect.x + 8, y))
        surface.blit(img, at)
        hits.append((pygame.Rect(layout.point((rect.x, y)), (layout.length(rect.w), layout.length(LINE_H))), rule))
        y += LINE_H
    return hits


def draw_strip(scene, surface) -> None:
    layout, theme = scene.app.layout, scene.app.theme
    r = layout.rect(STRIP)
    surface.blit(art.panel(r.size, corner=layout.length(10)), r)
    p = theme.palette
    head = theme.text(_("Log"), "tiny", p.text_muted, layout)
    surface.blit(head, layout.point((STRIP.x + 8, STRIP.y + 3)))
    more = theme.text(_("▼ close the full log") if scene.log_open else _("▲ click for the full log"), "tiny", p.accent, layout)
    surface.blit(more, more.get_rect(topright=layout.point((STRIP.right - 8, STRIP.y + 3))))
    scene.log_hits = _lines(scene, surface, STRIP, scene.log_entries(), 17)


def draw_full(scene, surface) -> None:
    """The whole log over the right of the map (when opened)."""
    layout, theme = scene.app.layout, scene.app.theme
    p = theme.palette
    r = layout.rect(FULL)
    surface.blit(art.panel(r.size, corner=layout.length(12)), r)
    title = theme.text(_("Game log · wheel scrolls · click or Esc closes"), "small", p.accent, layout)
    surface.blit(title, layout.point((FULL.x + 10, FULL.y + 6)))
    scene.full_log_hits = _lines(scene, surface, FULL, scene.log_entries(), 32)
