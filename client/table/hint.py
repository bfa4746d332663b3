"""The table's hint: a "Hint" button and the H key, for the human seat that must decide.

What to suggest is the engine's ``engine.ai.hint.suggest``: the 'hard' search asked from the
deciding seat's own view only. Here is the window's part:

- asked in the bot worker (``worker.py``: a ``Decide`` request of level ``HINT``), off the UI
  thread, on the worker's own copy of the game, exactly as a bot decision is; the button says
  "Thinking…" meanwhile. A table with no bot seat starts its worker on the first hint;
- the answer is shown, never played: the next click that leads to it is ringed on the table
  (the button, the card, then the target the picker asks for, the menu's entry), what it will be
  done to later thinly; a game's table adds its own marks (Arena Rex the move's path, Spartacus a
  composer's rows): the marks are ``hintmarks.py``'s, a game's own a subclass of ``HintMarks``. Its reason is
  drawn in a note in player words, the move said as the table says it (a button's label, the
  game's ``words().verb``, with what it does). It goes when the position changes or on a click;
- offered only to the human whose decision it is and who holds the screen (``my_turn``),
  never in a replay, while the screen is being handed over, or once the game is over;
- hints are counted per human seat (``GameSession.note_hint``: kept in the save's meta, so a
  resumed game keeps its count), shown in the results and written into the record's entry.
  Asking again on a position already hinted shows the same hint and counts nothing.

A part of ``GameTable`` (``table.hinter``, a ``Hinter``); a game's table places the button with
``hint_rect`` (design pixels; None: the H key only), the note with ``hint_note_at`` (design x,
y, width) and draws the marks with its ``hint_marks_class``. What it uses of the table:
``app``, ``session``, ``replaying``, ``handoff_pending``, ``my_turn``, ``worker`` /
``worker_factory``, ``picking`` (its picker and menu), ``cancel_pick``, ``zoom``, ``time`` and ``say``.
"""
from __future__ import annotations

from typing import NamedTuple

import pygame

from engine.ai.hint import Hint, Reason
from engine.i18n import _, ngettext

from ..focus import WidgetGroup
from ..widgets import Button
from .hintmarks import HINT_COLOUR, HintMarks
from .takeback import POINTER_EVENTS
from .worker import HINT, BotWorker

__all__ = ["HINT_COLOUR", "Hinter", "ShownHint", "hint_words"]


class ShownHint(NamedTuple):
    """A hint on the table: the position it answers (``hint_key``), the hint and its words."""

    key: tuple
    hint: Hint
    text: str


#: a search of fewer playouts than this gives its hint as unsure (Arena Rex's quick looks): what the
#: 'hard' level itself spends on Arena Rex's most routine decision (128 playouts × 0.125)
UNSURE_PLAYOUTS = 16


def hint_words(hint: Hint, describe) -> str:
    """The hint's reason in player words; ``describe(action)`` says a move in the game's words (its
    kind, what it is done to, how much). A runner-up is named only when its words differ from the
    move's (two ways of doing the same thing are never compared by the same name)."""
    move = describe(hint.action)
    if hint.reason == Reason.ONLY:
        return _("Hint: {move}. It is the only thing you can do now.").format(move=move)
    chosen = hint.chosen
    if hint.reason == Reason.SETTLED or chosen is None:
        n = hint.choices
        if n < 2:
            return _("Hint: {move}. It stands out at a glance: no need to play out the future.").format(move=move)
        return ngettext("Hint: {move}. Of your {n} choice it stands out at a glance: no need to play out the future.",
                        "Hint: {move}. Of your {n} choices it stands out at a glance: no need to play out the future.",
                        n).format(move=move, n=n)
    share = round(100 * chosen.mean_reward)
    if hint.playouts < UNSURE_PLAYOUTS:
        return ngettext("Hint (unsure): {move}. I had time to play out only {n} future, too few to be sure: "
                        "{share} in 100 for you.",
                        "Hint (unsure): {move}. I had time to play out only {n} futures, too few to be sure: "
                        "{share} in 100 for you.", hint.playouts).format(move=move, n=hint.playouts, share=share)
    other = None
    for stat in hint.alternatives:
        if stat.action != hint.action and describe(stat.action) != move:
            other = stat
            break
    if other is None:
        return ngettext("Hint: {move}. I played it out in {n} future: {share} in 100 for you.",
                        "Hint: {move}. I played it out in {n} futures: {share} in 100 for you.",
                        hint.playouts).format(move=move, n=hint.playouts, share=share)
    other_words = describe(other.action)
    other_share = round(100 * other.mean_reward)
    if other_share >= share:  # equal to the percent: the search's order (the rule of thumb's on a tie) chose
        return ngettext("Hint: {move}. Over {n} future I played out, a close call with {other}: about {share} "
                        "in 100 for you either way.",
                        "Hint: {move}. Over {n} futures I played out, a close call with {other}: about {share} "
                        "in 100 for you either way.", hint.playouts).format(
            move=move, n=hint.playouts, other=other_words, share=share)
    return ngettext("Hint: {move}. Of the moves I compared over {n} future I played out, it did best: {share} in "
                    "100 for you; the next best, {other}: {other_share}.",
                    "Hint: {move}. Of the moves I compared over {n} futures I played out, it did best: {share} in "
                    "100 for you; the next best, {other}: {other_share}.", hint.playouts).format(
        move=move, n=hint.playouts, share=share, other=other_words, other_share=other_share)


class Hinter:
    """The hint of one table: its button and key, the question to the worker, the answer shown
    (its marks drawn by ``marks``, a ``HintMarks``)."""

    def __init__(self, table, rect: tuple[int, int, int, int] | None, marks: HintMarks):
        self.table = table
        self.marks = marks
        self.buttons = WidgetGroup(feedback=table.app.audio.tick)
        self.button = None
        #: (request id, the position's key) while the worker thinks
        self.asked: tuple[int, tuple] | None = None
        self.shown: ShownHint | None = None
        self._time = 0.0
        if rect is not None and not table.replaying:
            self.button = self.buttons.add(Button(rect, _("Hint"), self.press, role="small"))

    def key(self) -> tuple:
        s = self.table.session
        return (s.state.decisions_made, len(s.moves.actions), len(s.moves.takebacks))

    def why_not(self) -> str | None:
        """Why no hint may be asked now (player words), or None when one may."""
        table = self.table
        if table.replaying:
            return _("This is a replay.")
        if table.session.over:
            return _("The game is over.")
        if table.turns.handoff_pending is not None:
            return _("The screen is being handed over.")
        if not table.my_turn():
            return _("A hint is given only when it is your turn to choose.")
        return None

    @property
    def thinking(self) -> bool:
        return self.asked is not None

    def press(self) -> None:
        """The button or H: ask the worker, or show again the hint of this position."""
        table = self.table
        why = self.why_not()
        if why is not None:
            table.say(why, bad=True)
            return
        key = self.key()
        if self.shown is not None and self.shown.key == key:
            return  # already on the table
        if self.asked is not None and self.asked[1] == key:
            return  # still thinking
        if table.worker is None:
            table.worker = (table.worker_factory or BotWorker)()
        seat = table.session.decision.seat
        self.asked = (table.worker.ask(table.session.moves, seat, HINT), key)

    def update(self) -> None:
        """Each frame: take the worker's answer; drop a hint whose position is gone."""
        table = self.table
        key = self.key()
        if self.shown is not None and self.shown.key != key:
            self.shown = None
        if self.asked is None or table.worker is None:
            return
        request, asked_on = self.asked
        if asked_on != key:
            table.worker.forget(request)
            self.asked = None
            return
        answer = table.worker.answer(request)
        if answer is None:
            return
        self.asked = None
        status, payload = answer
        hint = None
        if status == "ok":
            try:
                hint = Hint.from_json(payload)
            except (ValueError, TypeError, KeyError):
                hint = None
        if hint is None:
            table.say(_("No hint this time: the search did not answer."), bad=True)
            return
        self.show(hint)
        table.session.note_hint(table.session.decision.seat)
        table.session.autosave()  # the count is in the save's meta: a resumed game keeps it

    def show(self, hint: Hint) -> None:
        """Put ``hint`` (an answer for the position now) on the table, in words and marks. A pick
        under way for another move is dropped (its menu or target prompt would hide the way)."""
        table = self.table
        picker = table.picking.picker
        if picker is not None and picker.pending and hint.action not in picker.pending:
            table.cancel_pick()
        self.shown = ShownHint(self.key(), hint, hint_words(hint, self.marks.describe))

    def dismiss(self) -> None:
        self.shown = None

    # -- the window's side ---------------------------------------------------------------
    def key_pressed(self, event) -> bool:
        """H, with no modifier (Ctrl+H and the like stay the game's)."""
        if event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT):
            self.press()
            return True
        return False

    def pointer(self, event) -> bool:
        """The button's share of the pointer (keys stay the table's: H is ``key_pressed``)."""
        if self.button is None or not self.visible() or event.type not in POINTER_EVENTS:
            return False
        return self.buttons.handle_event(event, self.table.app.layout)

    def visible(self) -> bool:
        table = self.table
        return table.picking.menu is None and table.zoom is None and not table.session.over and not table.replaying

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        if table.replaying:
            return
        self.update()  # (also in ``update``: a game whose story holds its update still shows the answer)
        shown = self.shown
        self.marks.marked = []
        if shown is not None and table.zoom is None:
            self.marks.draw_marks(surface, shown.hint.action)
            self.marks.draw_note(surface, shown.text, self.marks.note_place(), self.dismiss)
        button = self.button
        if button is None or not self.visible():
            return
        why = self.why_not()
        button.enabled = why is None and not self.thinking
        button.text = _("Thinking…") if self.thinking else _("Hint")
        button.tooltip = why or _("What would a strong player choose here? (H)")
        self.buttons.update(max(0.0, table.time - self._time))
        self._time = table.time
        self.buttons.draw(surface, table.app.layout, table.app.theme)
