"""StoryView: the arena scene's reading of the story so far (a part of ``ArenaScene``,
``scene.story_view``, made with the scene it serves).

The log as the viewer may read it (held back to where the animations have got to),
the roll card of the attack being told with its Continue and "Rolls stay" buttons,
the marks of models a lethal hazard took, and the hazard a pushed base touches
(measured on the map, to name it in the log). Everything here is read from the
events and the observation; nothing is decided. It holds the roll card's buttons
(``card_buttons``, ``continue_button``).

What it uses of the scene: ``app``, ``session``, ``story``, ``story_log``, ``viewer``, ``words``,
``observation``, ``radius_of``, ``map_view``, ``camera``, ``font``, ``log_open``, ``show_log``,
``log_hits`` and ``full_log_hits``.
"""
from __future__ import annotations

import pygame

from ...focus import WidgetGroup
from ...widgets import Button
from . import logview, rollcard
from .words import _


class StoryView:
    """The log, the roll card and its buttons, and the fallen marks, as one scene tells them."""

    def __init__(self, table):
        self.table = table
        #: the roll card's "Rolls stay" and Continue, while a resolved attack holds the story
        self.card_buttons = WidgetGroup(feedback=table.app.audio.tick)
        self.continue_button: Button | None = None
        self._card_key = None
        self._roll_key = None
        self._roll = None
        self._fallen_key = None
        self._fallen: list = []

    def log_entries(self) -> list[logview.LogLine]:
        """The log as the viewer may read it, held back to where the story has got to."""
        t = self.table
        events = t.session.events
        told = t.story.told()
        n = len(events) if told is None else min(told, len(events))
        return logview.upto(t.story_log.lines(events, t.viewer, t.words()), n)

    def log_lines(self) -> list[str]:
        return [entry.text for entry in self.log_entries()]

    def told_count(self) -> int:
        t = self.table
        told = t.story.told()
        n = len(t.session.events)
        return n if told is None else min(told, n)

    def roll_card(self) -> rollcard.RollCard | None:
        """The attack being told (until it is resolved and its hold is over), or None."""
        t = self.table
        key = (self.told_count(), len(t.session.events), t.viewer, id(t.session.events))
        if key != self._roll_key:
            self._roll_key = key
            self._roll = rollcard.build(t.session.events, self.log_entries(), key[0], t.words())
        card = self._roll
        return None if card is None or (card.resolved and not t.story.holding) else card

    def sync_card_buttons(self) -> None:
        """Continue and the "Rolls stay" setting, on the card while a resolved attack holds the story."""
        t = self.table
        card = self.roll_card() if t.story.holding else None
        rect = None if card is None else rollcard.measure(t, card, True).rect
        key = (rollcard.stay_label(t.app), None if rect is None else tuple(rect))
        if key == self._card_key:
            return
        self._card_key = key
        group = self.card_buttons
        group.widgets.clear()
        group.focused = group.hovered = group.captured = None
        self.continue_button = None
        if rect is None:
            return
        y = rect.bottom - 40
        group.add(Button((rect.x + 12, y, min(300, rect.w - 204), 32), key[0], lambda: rollcard.next_stay(t.app),
                         role="small",
                         tooltip=_("How long a finished attack's dice stay on screen before the game goes on")))
        self.continue_button = group.add(Button((rect.right - 12 - 170, y, 170, 32), _("Continue ▸"),
                                                t.story.release, role="small",
                                                tooltip=_("Continue (Enter or Space)")))

    def fallen(self) -> list[tuple[str, tuple, str]]:
        """(model, spot, words) of every model a lethal hazard took, as far as the story has told."""
        t = self.table
        n = self.told_count()
        if self._fallen_key != (n, id(t.session.events)):
            self._fallen_key = (n, id(t.session.events))
            out = []
            events = t.session.events
            for entry in self.log_entries():
                e = events[entry.index]
                mid = e.get("model")
                if entry.type == "defeated" and e.get("at") is not None and any(
                        x.type == "hazard_contact" and x.get("model") == mid and x.get("kind") == "lethal"
                        for x in events[max(0, entry.index - 12):entry.index]):
                    out.append((mid, tuple(e.get("at")), _("{model} fell here").format(model=t.words().name(mid))))
            self._fallen = out
        return self._fallen

    def touching_hazard(self, mid: str, kind: str, at) -> str:
        """The name of the map's hazard of ``kind`` that ``mid``'s base at ``at`` touches (measured), or ''."""
        t = self.table
        r = t.radius_of(mid) if mid in t.observation()["models"] else 0.0
        for sh in t.map_view.hazards:
            if sh.kind == kind and sh.name and (sh.contains(at) or sh.edge_distance(at) <= r + 0.01):
                return sh.name
        return ""

    def log_at(self, pos):
        """The log line under ``pos`` (full log first, then the strip): its rule, or None."""
        t = self.table
        for hits in ((t.full_log_hits if t.log_open else []), t.log_hits if t.show_log else []):
            for rect, rule in hits:
                if rect.collidepoint(pos):
                    return rule
        return None

    def in_full_log(self, pos) -> bool:
        t = self.table
        return t.log_open and t.app.layout.rect(logview.FULL).collidepoint(pos)

    def draw_fallen(self, surface) -> None:
        """Where a lethal hazard took a model: a sunken base with a cross and the model's fate, for good."""
        t = self.table
        for mid, at, text in self.fallen():
            c = t.camera.to_screen(at)
            r = max(6, t.camera.length(t.radius_of(mid)))
            ring = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
            pygame.draw.circle(ring, (20, 18, 22, 150), (r + 2, r + 2), r)
            pygame.draw.circle(ring, (213, 94, 0, 230), (r + 2, r + 2), r, 3)
            surface.blit(ring, (c[0] - r - 2, c[1] - r - 2))
            k = r * 0.55
            for a, b in (((-k, -k), (k, k)), ((-k, k), (k, -k))):
                pygame.draw.line(surface, (213, 94, 0), (c[0] + a[0], c[1] + a[1]), (c[0] + b[0], c[1] + b[1]), 3)
            img = t.font(17).render(text, True, (250, 245, 232))
            bg = img.get_rect(midtop=(round(c[0]), round(c[1] + r + 4))).inflate(8, 4)
            bg.clamp_ip(t.camera.viewport)
            pygame.draw.rect(surface, (90, 30, 10), bg, border_radius=4)
            surface.blit(img, img.get_rect(center=bg.center))

