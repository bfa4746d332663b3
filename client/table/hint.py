"""The table's hint: a "Hint" button and the H key, for the human seat that must decide.

What to suggest is the engine's ``engine.ai.hint.suggest``: the 'hard' search asked from the
deciding seat's own view only. Here is the window's part:

- asked in the bot worker (``worker.py``: a ``Decide`` request of level ``HINT``), off the UI
  thread, on the worker's own copy of the game, exactly as a bot decision is; the button says
  "Thinking…" meanwhile. A table with no bot seat starts its worker on the first hint;
- the answer is shown, never played: the next click that leads to it is ringed on the table
  (the button, the card, then the target the picker asks for, the menu's entry:
  ``hint_next_rects``), what it will be done to later thinly; a game's table adds its own marks
  (Arena Rex the move's path, Spartacus a composer's rows: ``draw_hint_marks``). Its reason is
  drawn in a note in player words, the move said as the table says it (a button's label, the
  game's ``words().verb``, with what it does). It goes when the position changes or on a click;
- offered only to the human whose decision it is and who holds the screen (``my_turn``),
  never in a replay, while the screen is being handed over, or once the game is over;
- hints are counted per human seat (``GameSession.note_hint``: kept in the save's meta, so a
  resumed game keeps its count), shown in the results and written into the record's entry.
  Asking again on a position already hinted shows the same hint and counts nothing.

A mixin of ``GameTable``; a game's table places the button with ``hint_rect`` (design
pixels; None: the H key only) and the note with ``hint_note_at`` (design x, y, width).
"""
from __future__ import annotations

import math
from typing import ClassVar, NamedTuple

import pygame

from engine.ai.hint import Hint, Reason
from engine.core import Action
from engine.i18n import _, ngettext

from ..focus import WidgetGroup
from ..widgets import Button
from .picker import NO_KEYS, subject, verb
from .takeback import POINTER_EVENTS
from .worker import HINT, BotWorker

#: the ring drawn round what a hint is about
HINT_COLOUR = (240, 200, 60)


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


def subjects_of(action: Action) -> list:
    """The values of ``action`` that may name a thing on the table (a card, a model, a spot)."""
    out = []
    for _key, value in action.params:
        for item in value if isinstance(value, (list, tuple)) else (value,):
            if isinstance(item, (str, int)) and not isinstance(item, bool) and item not in out:
                out.append(item)
    return out


class TableHint:
    #: where the table draws its "Hint" button (design pixels; None: no button, the H key only)
    hint_rect: ClassVar[tuple[int, int, int, int] | None] = None
    #: where the hint's note goes (design x of its centre, y of its top, width)
    hint_note_at: ClassVar[tuple[int, int, int]] = (640, 48, 640)

    def init_hint(self) -> None:
        self.hint_buttons = WidgetGroup(feedback=self.app.audio.tick)
        self.hint_button = None
        #: (request id, the position's key) while the worker thinks
        self.hint_asked: tuple[int, tuple] | None = None
        self.hint_shown: ShownHint | None = None
        #: what the last frame ringed for the hint (screen rects; Arena Rex adds the path's points)
        self.hint_marked: list = []
        self._hint_time = 0.0
        if self.hint_rect is not None and not self.replaying:
            self.hint_button = self.hint_buttons.add(Button(self.hint_rect, _("Hint"), self.press_hint, role="small"))

    def hint_key(self) -> tuple:
        s = self.session
        return (s.state.decisions_made, len(s.moves.actions), len(s.moves.takebacks))

    def hint_why_not(self) -> str | None:
        """Why no hint may be asked now (player words), or None when one may."""
        if self.replaying:
            return _("This is a replay.")
        if self.session.over:
            return _("The game is over.")
        if self.handoff_pending is not None:
            return _("The screen is being handed over.")
        if not self.my_turn():
            return _("A hint is given only when it is your turn to choose.")
        return None

    @property
    def hint_thinking(self) -> bool:
        return self.hint_asked is not None

    def press_hint(self) -> None:
        """The button or H: ask the worker, or show again the hint of this position."""
        why = self.hint_why_not()
        if why is not None:
            self.say(why, bad=True)
            return
        key = self.hint_key()
        if self.hint_shown is not None and self.hint_shown.key == key:
            return  # already on the table
        if self.hint_asked is not None and self.hint_asked[1] == key:
            return  # still thinking
        if self.worker is None:
            factory = getattr(self, "worker_factory", None) or BotWorker
            self.worker = factory()
        seat = self.session.decision.seat
        self.hint_asked = (self.worker.ask(self.session.moves, seat, HINT), key)

    def update_hint(self) -> None:
        """Each frame: take the worker's answer; drop a hint whose position is gone."""
        key = self.hint_key()
        if self.hint_shown is not None and self.hint_shown.key != key:
            self.hint_shown = None
        if self.hint_asked is None or self.worker is None:
            return
        request, asked_on = self.hint_asked
        if asked_on != key:
            self.worker.forget(request)
            self.hint_asked = None
            return
        answer = self.worker.answer(request)
        if answer is None:
            return
        self.hint_asked = None
        status, payload = answer
        hint = None
        if status == "ok":
            try:
                hint = Hint.from_json(payload)
            except (ValueError, TypeError, KeyError):
                hint = None
        if hint is None:
            self.say(_("No hint this time: the search did not answer."), bad=True)
            return
        self.show_hint(hint)
        self.session.note_hint(self.session.decision.seat)
        self.session.autosave()  # the count is in the save's meta: a resumed game keeps it

    def show_hint(self, hint: Hint) -> None:
        """Put ``hint`` (an answer for the position now) on the table, in words and marks. A pick
        under way for another move is dropped (its menu or target prompt would hide the way)."""
        picker = getattr(self, "picker", None)
        if picker is not None and picker.pending and hint.action not in picker.pending:
            self.cancel_pick()
        self.hint_shown = ShownHint(self.hint_key(), hint, hint_words(hint, self.describe_for_hint))

    def describe_for_hint(self, action: Action) -> str:
        """The move as the table says it: the label of the button that gives it and it alone, else
        the game's words for it (``words().verb``)."""
        made = self.action_buttons.get(action.key())
        if made is not None and made.text:
            return made.text
        for actions, button in getattr(self, "choice_buttons", ()) or ():
            if list(actions) == [action] and button.text:
                return button.text
        if self.words_class is not None:
            try:
                return self.words().verb(action)
            except (KeyError, TypeError, ValueError, AttributeError):
                pass
        return _("this move")

    # -- the window's side ---------------------------------------------------------------
    def hint_key_pressed(self, event) -> bool:
        """H, with no modifier (Ctrl+H and the like stay the game's)."""
        if event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT):
            self.press_hint()
            return True
        return False

    def hint_event(self, event) -> bool:
        """The button's share of the pointer (keys stay the table's: H is ``hint_key_pressed``)."""
        if self.hint_button is None or not self.hint_visible() or event.type not in POINTER_EVENTS:
            return False
        return self.hint_buttons.handle_event(event, self.app.layout)

    def hint_visible(self) -> bool:
        return self.menu is None and self.zoom is None and not self.session.over and not self.replaying

    def draw_hint(self, surface: pygame.Surface) -> None:
        if self.replaying:
            return
        self.update_hint()  # (also in ``update``: a game whose story holds its update still shows the answer)
        shown = self.hint_shown
        self.hint_marked = []
        if shown is not None and self.zoom is None:
            self.draw_hint_marks(surface, shown.hint.action)
            self.draw_hint_note(surface, shown.text, self.hint_note_place())
        button = self.hint_button
        if button is None or not self.hint_visible():
            return
        why = self.hint_why_not()
        button.enabled = why is None and not self.hint_thinking
        button.text = _("Thinking…") if self.hint_thinking else _("Hint")
        button.tooltip = why or _("What would a strong player choose here? (H)")
        self.hint_buttons.update(max(0.0, self.time - self._hint_time))
        self._hint_time = self.time
        self.hint_buttons.draw(surface, self.app.layout, self.app.theme)

    def draw_hint_marks(self, surface: pygame.Surface, action: Action) -> None:
        """Ring the next click that leads to ``action`` (``hint_next_rects``: the button, the card,
        the target the picker asks for now, the menu's entry), pulsing; the things it will be done
        to later get a thin ring, so the whole move shows without inviting a click out of turn. A
        game's table may add marks of its own (Arena Rex: the move's path)."""
        layout = self.app.layout
        rects = self.hint_next_rects(action)
        later = [] if self.menu is not None else [self.rects[v] for v in self.hint_later_things(action)
                                                 if v in self.rects and self.rects[v] not in rects]
        width = max(3, layout.length(4))
        pulse = 0.5 + 0.5 * math.sin(self.time * 5.0)
        self.hint_marked += [pygame.Rect(r) for r in rects]
        for rect in later:
            grow = layout.length(3)
            pygame.draw.rect(surface, HINT_COLOUR, pygame.Rect(rect).inflate(2 * grow, 2 * grow), max(1, width // 2),
                             border_radius=layout.length(8))
        for rect in rects:
            grow = layout.length(4) + round(3 * pulse)
            pygame.draw.rect(surface, HINT_COLOUR, pygame.Rect(rect).inflate(2 * grow, 2 * grow), width,
                             border_radius=layout.length(8))

    def hint_next_rects(self, action: Action) -> list:
        """The screen rects of the click that comes next on the way to ``action``: in an open menu,
        its entry for the move (else its Cancel: the menu is another move's); while the picker asks
        for a target of this move, that target; else the buttons that give the move, or the thing
        whose click starts it (the card, the gladiator); failing all, each thing it names."""
        layout = self.app.layout
        step = self.step_now
        if self.menu is not None:  # the menu takes every click: its entry, else its Cancel
            rects = [button.screen_rect(layout) for _option, button in self.hint_menu_buttons(action)]
            cancel = getattr(self, "menu_cancel", None)
            return rects or ([cancel.screen_rect(layout)] if cancel is not None else [])
        if step is not None and step.kind == "target" and self.picker is not None:
            if action not in self.picker.pending:
                return []  # picking another move: the note says which; Esc leaves it
            value = action.get(step.key)
            return [self.rects[value]] if value in self.rects else []
        rects = [layout.rect(r) for r in self.hint_button_rects(action)]
        if rects:
            return rects
        first = subject(action, self.pick_keys)
        if first is not None and first in self.rects:
            return [self.rects[first]]
        return [self.rects[v] for v in subjects_of(action) if v in self.rects]

    def hint_later_things(self, action: Action) -> list:
        """What the move is done to after its first click: the targets the picker will ask for."""
        first = subject(action, self.pick_keys)
        out = []
        for key in self.pick_keys.targets:
            value = action.get(key)
            if value is not None and value != first and value not in out:
                out.append(value)
        return out

    def hint_button_rects(self, action: Action) -> list:
        """The design rects of the buttons that give ``action`` now: a button made for it
        (``action_buttons``, a game's ``choice_buttons``), else Enter's main button for a kind of
        ``primary_kinds``."""
        out = []
        made = self.action_buttons.get(action.key())
        if made is not None:
            out.append(made.rect)
        for actions, button in getattr(self, "choice_buttons", ()) or ():
            if action in actions and button.rect not in out:
                out.append(button.rect)
        out += [button.rect for option, button in self.hint_menu_buttons(action) if button.rect not in out]
        primary = getattr(self, "primary_button", None)
        if not out and action.kind in self.primary_kinds and primary is not None and primary.enabled:
            out.append(primary.rect)
        return out

    def hint_menu_buttons(self, action: Action) -> list:
        """The buttons of an open "What will you do?" (or "How much?", "How will you pay?") menu that
        lead to ``action``: its own, or the one of its kind of move or amount."""
        if self.menu is None:
            return []
        pairs = list(getattr(self, "menu_buttons", ()) or ())
        exact = [(a, b) for a, b in pairs if a == action]
        if exact:
            return exact
        step = getattr(self, "step_now", None)
        kind = getattr(step, "kind", None)
        if kind == "amount":
            return [(a, b) for a, b in pairs if a.get(step.key) == action.get(step.key)]
        if kind == "verb":  # the entry of the move's verb: its target, if any, is asked after it
            keys = getattr(self, "pick_keys", NO_KEYS)
            same = [(a, b) for a, b in pairs if a is not None and verb(a, keys) == verb(action, keys)]
            if same:
                return same
        if kind == "verb" and self.words_class is not None:
            try:
                said = self.words().verb(action)
            except (KeyError, TypeError, ValueError, AttributeError):
                return []
            return [(a, b) for a, b in pairs if a.kind == action.kind and b.text == said]
        return []

    def hint_note_place(self) -> tuple[int, int, int]:
        """Where the note goes: the table's place, or under an open menu (over it when no room)."""
        menu = getattr(self, "menu_rect", None) if self.menu is not None else None
        if menu is None:
            return self.hint_note_at
        below = menu.bottom + 10
        return (menu.centerx, below if below + 90 <= 720 else max(4, menu.top - 100), menu.width)

    def draw_hint_note(self, surface: pygame.Surface, text: str, place: tuple[int, int, int] | None = None) -> None:
        layout, theme = self.app.layout, self.app.theme
        x, y, w = place or self.hint_note_at
        lines = theme.wrap(text, "small", layout.length(w - 24), layout)[:8]
        images = [theme.text(line, "small", (20, 18, 22), layout) for line in lines]
        pad = layout.length(8)
        height = sum(i.get_height() for i in images) + 2 * pad
        box = pygame.Rect(0, 0, layout.length(w), height)
        box.midtop = layout.point((x, y))
        pygame.draw.rect(surface, HINT_COLOUR, box, border_radius=layout.length(8))
        pygame.draw.rect(surface, (20, 18, 22), box, 2, border_radius=layout.length(8))
        top = box.top + pad
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, top)))
            top += image.get_height()
        self.guard.panel(box, self.dismiss_hint)  # takes its clicks (``InputGuard.panel``)

    def dismiss_hint(self) -> None:
        self.hint_shown = None
