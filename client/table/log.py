"""The table's log: sentences of the events as the viewer may see them (``Event.view_for``),
wrapped, scrolled, and how far back it reaches (what the hand-off rule looks at).

A part of ``GameTable`` (``table.log``). What it uses: the App (its layout and theme, to wrap),
the session (its events and viewer) and the table's ``words()`` (the sentences). A game whose
log says more, or reaches further back, gives the table a subclass (For Glory's notes).
"""
from __future__ import annotations

from engine.i18n import language

#: the log shows (scrolls back through) the last this many sentences
LOG_KEEP = 60


class TableLog:
    """The log of one table: its sentences, the wrapped window the wheel has scrolled to."""

    #: lines one notch of the wheel scrolls
    notch = 1

    def __init__(self, app, session, words):
        self.app = app
        self.session = session
        #: the table's ``words()`` (the presentation's sentences), or None: a table with no words
        self.words = words
        #: how many wrapped lines back from the newest the wheel has scrolled
        self.scroll = 0
        #: (viewer, events, language) the sentences were written for, events done, sentences
        self._cache: tuple = (None, 0, [])
        self._wrap_key = None
        self._wrapped: list[str] = []

    def private_view(self, seat: int) -> bool:
        """True when ``seat``'s screen would show something the spectator's does not: its
        observation, or a private event among those the log can still show (the hand-off rule,
        ``GameSession.needs_handoff``)."""
        return self.session.private_for(seat, since=self.start(seat))

    def start(self, seat: int | None) -> int:
        """The index of the oldest event the log can still show to ``seat`` (the last
        ``LOG_KEEP`` sentences)."""
        events = self.session.events
        if self.words is None:
            return 0
        words = self.words()
        count = 0
        for i in range(len(events) - 1, -1, -1):
            if words.sentence(events[i].view_for(seat)):
                count += 1
                if count >= LOG_KEEP:
                    return i
        return 0

    def cache_key(self) -> tuple:
        """What the sentences are written for: a change writes them again from the first event."""
        return (self.session.viewer, id(self.session.events), language())

    def lines(self) -> list[str]:
        """The log in sentences, as the viewer may see it (grown incrementally; a new viewer, game
        or language writes it again)."""
        events = self.session.events
        key, done, lines = self._cache
        if key != self.cache_key() or done > len(events):
            key, done, lines = self.cache_key(), 0, []
        if done < len(events):
            words = self.words()
            lines = list(lines)
            for i in range(done, len(events)):
                lines.extend(self.sentences(words, i))
            done = len(events)
        self._cache = (key, done, lines)
        return lines

    def sentences(self, words, index: int) -> list[str]:
        """The log's lines for the event at ``index`` (none when the viewer's words say nothing)."""
        text = words.sentence(self.session.events[index].view_for(self.session.viewer))
        return [text] if text else []

    def window(self, width_px: int, rows: int) -> list[str]:
        """The log wrapped to ``width_px`` (tiny type; the last ``LOG_KEEP`` sentences, re-wrapped only when
        the log grows) and cut to the ``rows`` lines the wheel has scrolled to; the scroll stops
        at the oldest line."""
        layout, theme = self.app.layout, self.app.theme
        lines = self.lines()
        key = (len(lines), id(lines), layout.scale, width_px)
        if self._wrap_key != key:
            wrapped = []
            for line in lines[-LOG_KEEP:]:
                wrapped.extend(theme.wrap(line, "tiny", width_px, layout))
            self._wrap_key, self._wrapped = key, wrapped
        return self.cut(self._wrapped, rows)

    def cut(self, wrapped: list[str], rows: int) -> list[str]:
        """The ``rows`` lines of ``wrapped`` the wheel has scrolled to (the scroll stops at the oldest)."""
        self.scroll = min(self.scroll, max(0, len(wrapped) - rows))
        end = len(wrapped) - self.scroll
        return wrapped[max(0, end - rows):end]

    def scroll_by(self, steps: int) -> None:
        """The wheel: ``steps`` notches back (up) or forward (down, negative)."""
        self.scroll = max(0, self.scroll + self.notch * steps)
