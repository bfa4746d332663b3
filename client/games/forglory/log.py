"""For Glory's log (``table.log``): the whole game's sentences, with a note wherever a turn
ended by itself, scrolled three lines a notch back to the first line of the game.

The shared ``TableLog`` (``client/table/log.py``) with what For Glory's log says and reaches
more: the notes (``notes``: event index -> (turn-end event type, seat), written by the table as
the moves come) and the whole game instead of the last ``LOG_KEEP`` sentences.
"""
from __future__ import annotations

from ...table.log import TableLog
from . import story


class ForGloryLog(TableLog):
    """The For Glory table's log: the shared one with the turn-end notes and the whole game."""

    #: three lines a notch (a whole game is long)
    notch = 3

    def __init__(self, app, session, words, notes: dict[int, tuple[str, int]]):
        super().__init__(app, session, words)
        self.notes = notes
        self._whole_key = None
        self._whole: tuple[int, list[str]] = (0, [])

    def cache_key(self) -> tuple:
        return super().cache_key() + (len(self.notes),)

    def sentences(self, words, index: int) -> list[str]:
        lines = super().sentences(words, index)
        note = self.notes.get(index)
        if note is not None and note[0] == story.LAST_CALL:
            lines.append(story.last_call_sentence(note[1], words))
        elif note is not None:
            lines.append(story.turn_end_sentence(note[0], note[1], words))
        return lines

    def window(self, width_px: int, rows: int) -> list[str]:
        """The whole game's log wrapped to ``width_px`` (only new sentences are wrapped as it
        grows), cut to the ``rows`` lines the wheel has scrolled to: it scrolls back to the first
        line of the game, past every round."""
        layout, theme = self.app.layout, self.app.theme
        lines = self.lines()
        key = (self._cache[0], layout.scale, width_px)
        done, wrapped = (0, []) if self._whole_key != key else self._whole
        if done > len(lines):
            done, wrapped = 0, []
        if done < len(lines):
            wrapped = list(wrapped)
            for line in lines[done:]:
                wrapped.extend(theme.wrap(line, "tiny", width_px, layout))
        self._whole_key, self._whole = key, (len(lines), wrapped)
        return self.cut(wrapped, rows)
