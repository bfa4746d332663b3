"""The table's log: sentences of the events as the viewer may see them (``Event.view_for``),
wrapped, scrolled, and how far back it reaches (what the hand-off rule looks at).

A mixin of ``GameTable``.
"""
from __future__ import annotations

from engine.i18n import language

#: the log shows (scrolls back through) the last this many sentences
LOG_KEEP = 60


class TableLog:
    def private_view(self, seat: int) -> bool:
        """True when ``seat``'s screen would show something the spectator's does not: its
        observation, or a private event among those the log can still show (the hand-off rule,
        ``GameSession.needs_handoff``)."""
        return self.session.private_for(seat, since=self.log_start(seat))

    def log_start(self, seat: int | None) -> int:
        """The index of the oldest event the log can still show to ``seat`` (the last
        ``LOG_KEEP`` sentences)."""
        events = self.session.events
        if self.words_class is None:
            return 0
        words = self.words()
        count = 0
        for i in range(len(events) - 1, -1, -1):
            if words.sentence(events[i].view_for(seat)):
                count += 1
                if count >= LOG_KEEP:
                    return i
        return 0


    def log_lines(self) -> list[str]:
        """The log in sentences, as the viewer may see it (grown incrementally)."""
        events = self.session.events
        viewer_key, done, lines = self._log_cache if len(self._log_cache) == 3 else (None, 0, [])
        if viewer_key != (self.viewer, id(events), language()) or done > len(events):
            viewer_key, done, lines = (self.viewer, id(events), language()), 0, []  # a new language: written again
        if done < len(events):
            words = self.words()
            lines = list(lines)
            for e in events[done:]:
                text = words.sentence(e.view_for(self.viewer))
                if text:
                    lines.append(text)
            done = len(events)
        self._log_cache = (viewer_key, done, lines)
        return lines

    def log_window(self, width_px: int, rows: int) -> list[str]:
        """The log wrapped to ``width_px`` (tiny type; the last ``LOG_KEEP`` sentences, re-wrapped only when
        the log grows) and cut to the ``rows`` lines the wheel has scrolled to; the scroll stops
        at the oldest line."""
        layout, theme = self.app.layout, self.app.theme
        lines = self.log_lines()
        key = (len(lines), id(lines), layout.scale, width_px)
        if getattr(self, "_wrap_key", None) != key:
            wrapped = []
            for line in lines[-LOG_KEEP:]:
                wrapped.extend(theme.wrap(line, "tiny", width_px, layout))
            self._wrap_key, self._wrapped = key, wrapped
        self.log_scroll = min(self.log_scroll, max(0, len(self._wrapped) - rows))
        end = len(self._wrapped) - self.log_scroll
        return self._wrapped[max(0, end - rows):end]


    def scroll_log(self, steps: int) -> None:
        self.log_scroll = max(0, self.log_scroll + steps)
