"""The coach: a tutorial's steps shown over a game's real table.

``coached(table_class)`` makes the game's own table scene coached: the same board, clicks and
menus, with the coach's panel (the step's words, in the player's language), a pulsing frame round
what to use now (``highlights``: the card, model or spot the step names, the button, or, once a
menu or a target choice is open, the entry or target that leads to the step's move), and one gate:
every move the learner makes passes ``play``, and a move that is not the step's is refused with a
friendly word and the step again; the game is left exactly as it was (the engine never sees the
move). The bots' moves pass untouched: their answers are fixed by the tutorial's seed and level
(``engine.play.tutorial.prove`` has played them).

After each step the place is kept (``progress.py``: the step and the moves so far), so Esc leaves
and the tutorial resumes there. Take-backs and the "Forced passes" shortcut are off: every move of
the lesson is the learner's, in order. After the last step the table stops, the tutorial counts as
finished (the Record shows it) and ``DoneScene`` offers a normal game against easy bots.
"""
from __future__ import annotations

import math

import pygame

from engine import i18n
from engine.core.saves import Standing
from engine.i18n import _
from engine.play.tutorial import Step, Tutorial, matches, names_of

from .. import art
from ..focus import WidgetGroup
from ..widgets import Button
from .progress import ProgressStore

#: seconds between the last step's move and the end screen (the result is seen first)
DONE_DELAY = 2.5
#: the coach's panel (design space) unless a table says where: For Glory's column of other seats
COACH_RECT = (8, 48, 240, 504)


def coached(table_class: type) -> type:
    """The coached kind of a game's table scene (made once per kind)."""
    made = _made.get(table_class)
    if made is None:
        made = _made[table_class] = type(f"Coached{table_class.__name__}", (Coach, table_class), {})
    return made


_made: dict[type, type] = {}


class Coach:
    """Mixin in front of a game's table scene (``coached``)."""

    def __init__(self, app, session, *, tutorial: Tutorial, step: int = 0, store: ProgressStore | None = None,
                 **kwargs):
        super().__init__(app, session, **kwargs)
        self.tutorial = tutorial
        self.step_index = step
        self.store = store or ProgressStore()
        #: the friendly word after a move that is not the step's (None: none now)
        self.coach_note: str | None = None
        #: how many moves were refused (tests read it)
        self.refused = 0
        self.done_at: float | None = None
        self.done_shown = False
        self.takeback.refused_by = self.refuse  # a lesson takes nothing back: the step is said again
        self.coach_panel = pygame.Rect(getattr(self, "coach_rect", COACH_RECT))
        self.coach_widgets = WidgetGroup(feedback=app.audio.tick)
        self.leave_button = self.coach_widgets.add(Button(
            (self.coach_panel.left + 12, self.coach_panel.bottom - 40, self.coach_panel.width - 24, 30),
            _("Leave (Esc)"), self.leave, role="body", tooltip=_("Back to the title; the tutorial goes on from "
                                                                 "this step next time")))

    # -- the step -----------------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        steps = self.tutorial.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    @property
    def lesson_over(self) -> bool:
        return self.step is None

    def learner_decides(self) -> bool:
        d = self.session.decision
        return d is not None and d.seat == self.tutorial.learner

    def play(self, action) -> bool:
        """The one gate: the learner's move must be the step's; any other is refused unchanged."""
        learner = self.tutorial.learner
        theirs = (action.seat == learner) if isinstance(action, Standing) else self.learner_decides()
        if not theirs:
            return super().play(action)
        step = self.step
        if step is None or isinstance(action, Standing) or not matches(step, action, names_of(self.session.state)):
            self.refuse()
            return False
        if not super().play(action):
            return False
        self.coach_note = None
        self.step_index += 1
        if self.lesson_over:
            self.store.note_finished(self.tutorial.game)
            self.done_at = self.time + DONE_DELAY
        else:
            self.keep_place()
        return True

    def refuse(self) -> None:
        self.refused += 1
        self.cancel_pick()
        self.coach_note = _("Good idea, but not yet: this lesson needs another move first. Here is the step again.")
        self.say(self.coach_note, bad=False)

    def keep_place(self) -> None:
        try:
            self.store.keep_place(self.tutorial.game, self.step_index,
                                  [entry.to_json() for entry in self.session.moves.actions])
        except OSError as exc:
            self.say(_("Your place in the tutorial could not be kept: %(why)s.") % {"why": exc.strerror or exc},
                     bad=True)

    def leave(self) -> None:
        """Esc: back to the title; the tutorial resumes from this step next time."""
        if not self.lesson_over:
            self.keep_place()
        self.app.to_title()

    # -- what the coach switches off ------------------------------------------------------------
    def answers_by_itself(self, action) -> bool:
        return False  # a forced pass is a step of the lesson too

    def update(self, dt: float) -> None:
        if self.done_at is None:
            super().update(dt)
            return
        self.time += dt  # the lesson is over: the bots wait, the last blow is seen, then the end screen
        self.anims = [a for a in self.anims if self.time < a.start + a.duration]
        if self.time >= self.done_at and not self.done_shown:
            self.done_shown = True
            from .done import DoneScene

            self.app.push(DoneScene(self.app, self.tutorial, [s.name for s in self.session.seats]))

    def at_rest(self) -> bool:
        return False if self.done_at is not None and not self.done_shown else super().at_rest()

    # -- input ----------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.picking.menu is None \
                and self.zoom is None and not (self.picking.picker is not None and self.picking.picker.active):
            self.leave()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and self.picking.menu is None:
            if self.coach_widgets.handle_event(event, self.app.layout):
                return True
            if event.type != pygame.MOUSEMOTION and self.app.layout.rect(self.coach_panel).collidepoint(event.pos):
                return True  # the panel covers what is under it
        return super().handle_event(event)

    # -- what to light up -------------------------------------------------------------------------
    def highlights(self) -> list[pygame.Rect]:
        """Screen rects of what to use now for the step (empty while another seat decides)."""
        step = self.step
        if step is None:
            return []
        names = names_of(self.session.state)
        if self.picking.menu is None:
            own = self.coach_lights(step, names)  # a table's own controls: a map, a composed bid, a hex
            if own is not None:
                return own
        if not self.my_turn() or not self.learner_decides():
            return []
        if self.picking.menu is not None:
            out = []
            for action, button in self.picking.menu_buttons:
                if action is not None and self._menu_fits(step, action, names):
                    out.append(button.screen_rect(self.app.layout))
            return out[:1] if self.picking.step is not None and self.picking.step.kind == "payment" else out
        now = self.picking.step
        if now is not None and now.kind == "target":
            want = dict(step.params).get(now.key)
            return [self.rects[t] for t in now.options if t in self.rects
                    and (want is None or t == want or names.get(t) == want)]
        light = step.highlight
        if light.button is not None:
            button = getattr(self, f"{light.button}_button", None)
            return [button.screen_rect(self.app.layout)] if button is not None and button.enabled else []
        out = []
        for rect, thing, zone in self.hits:
            if light.zone is not None and zone != light.zone and not zone.startswith(f"{light.zone}:"):
                continue
            if light.thing in (thing, str(thing)) or self.card_name(thing) == light.thing \
                    or (isinstance(thing, (str, int)) and names.get(thing) == light.thing):  # a numbered spot "2", the engine's name
                out.append(rect)
        return out[:1]

    def _menu_fits(self, step: Step, action, names: dict) -> bool:
        """A menu entry leads to the step's move: its kind, and the things the step names that the
        entry already names (the rest is asked later, or is the learner's choice)."""
        if action.kind != step.kind:
            return False
        for key, want in step.params:
            got = action.get(key)
            if got is not None and key in self.pick_keys.subjects and got != want and names.get(got) != want:
                return False
        return True

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_coach(surface)

    def draw_coach(self, surface: pygame.Surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        pulse = 0.5 + 0.5 * math.sin(self.time * 5.0)
        colour = tuple(round(a + (b - a) * pulse) for a, b in zip(p.focus, (255, 255, 255), strict=True))
        for rect in self.highlights():  # a dark edge, then the pulsing ring: seen on any card colour
            gap, ring = layout.length(6), max(2, layout.length(5))
            outer = rect.inflate(gap * 2, gap * 2)
            pygame.draw.rect(surface, (0, 0, 0), outer.inflate(ring, ring), width=ring,
                             border_radius=layout.length(10))
            pygame.draw.rect(surface, colour, outer, width=ring, border_radius=layout.length(8))
        panel = layout.rect(self.coach_panel)
        surface.blit(art.panel(panel.size, corner=layout.length(12)), panel)
        pygame.draw.rect(surface, p.accent, panel, width=layout.length(2), border_radius=layout.length(12))
        x, y = panel.left + layout.length(12), panel.top + layout.length(10)
        width = panel.width - layout.length(24)
        language = i18n.language()
        heading = self.tutorial.title_in(language)
        if self.step is not None:
            heading = _("Step %(n)d of %(count)d") % {"n": self.step_index + 1, "count": len(self.tutorial.steps)}
        for line in theme.wrap(heading, "small", width, layout):
            image = theme.text(line, "small", p.accent, layout)
            surface.blit(image, (x, y))
            y += image.get_height() + layout.length(2)
        y += layout.length(6)
        paragraphs = []
        if self.coach_note:
            paragraphs.append((self.coach_note, p.warn))
        if self.step is not None:
            paragraphs.append((self.step.text(language), p.text))
            if not self.learner_decides():
                paragraphs.append((self.turns.waiting_words(), p.text_muted))
        else:
            paragraphs.append((_("Well fought! The lesson is over."), p.good))
        bottom = panel.bottom - layout.length(48)
        for text, tone in paragraphs:
            for line in theme.wrap(text, "card", width, layout):
                image = theme.text(line, "card", tone, layout)
                if y + image.get_height() > bottom:
                    break
                surface.blit(image, (x, y))
                y += image.get_height() + layout.length(1)
            y += layout.length(8)
        self.leave_button.text = _("Leave (Esc)")
        self.coach_widgets.draw(surface, layout, theme)
