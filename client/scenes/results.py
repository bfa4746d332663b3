"""ResultsScene: placings, scores and rewards, the seed; rematch, watch the replay, or back to title."""
from __future__ import annotations

import pygame

from engine.core import registry
from engine.i18n import _, ngettext, number

from .. import art
from ..focus import WidgetGroup
from ..scene import WidgetScene
from ..table.seats import controller_words
from ..widgets import Button


class ResultsScene(WidgetScene):
    def __init__(self, app, session, *, score_label: str | None = None, rewards: dict[int, str] | None = None,
                 reason: str | None = None):
        super().__init__(app)
        self.session = session
        self.result = session.state.result()
        self.score_label = score_label  # None: "Score" in the player's language
        self.rewards = rewards or {}
        self.reason = reason  # a game's own words for why the winner won
        self._build()
        self.widgets.focus(self.rematch_button, by_keyboard=False)

    def _build(self) -> None:
        self.widgets = WidgetGroup(on_back=self.to_title, feedback=self.app.audio.tick)
        self.rematch_button = self.widgets.add(Button((250, 600, 240, 58), _("Rematch"), self.rematch,
                                                      tooltip=_("Same seats and options, a new seed")))
        self.replay_button = self.widgets.add(Button((520, 600, 240, 58), _("Watch replay"), self.replay))
        self.title_button = self.widgets.add(Button((790, 600, 240, 58), _("Back to title"), self.to_title))

    def language_changed(self) -> None:
        self._build()

    def rematch(self) -> None:
        self.app.play(self.session.rematch())

    def replay(self) -> None:
        self.app.open_replay(self.session.moves)

    def to_title(self) -> None:
        self.app.to_title()

    def draw(self, surface: pygame.Surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        getattr(self.app, "title_backdrop", self.app.backdrop).draw(surface, layout)
        s = self.session
        title = theme.text(registry.title(s.moves.ruleset), "heading", p.text_muted, layout)
        surface.blit(title, title.get_rect(center=layout.point((640, 60))))
        r = self.result
        winner = _("A draw") if r is None or r.winner is None else _("%(name)s wins!") % {"name": s.seat_name(r.winner)}
        head = theme.text(winner, "title", p.accent, layout)
        head_rect = surface.blit(head, head.get_rect(center=layout.point((640, 130))))
        if r is not None and r.winner is not None:
            laurel = art.icon("laurel", layout.length(56))
            gap = layout.length(16)
            surface.blit(laurel, laurel.get_rect(midright=(head_rect.left - gap, head_rect.centery)))
            surface.blit(laurel, laurel.get_rect(midleft=(head_rect.right + gap, head_rect.centery)))
        y = 200
        if self.reason:  # the whole reason: a long one steps down the type scale rather than stop mid-way
            role = "small"
            lines = theme.wrap(self.reason, role, layout.length(840), layout)
            if len(lines) > 2:
                role = "tiny"
                lines = theme.wrap(self.reason, role, layout.length(840), layout)
            for line in lines[:5]:
                image = theme.text(line, role, p.text, layout)
                surface.blit(image, image.get_rect(midtop=layout.point((640, y - 28))))
                y += 24 if role == "small" else 18
            y += 8
        placings = list(r.placings) if r else []
        pitch = 64 if y + 64 * len(placings) <= 548 else max(50, (548 - y) // max(1, len(placings)))
        for rank, seat in enumerate(placings):
            colour = p.accent if rank == 0 else p.text
            row = layout.rect((220, y, 840, pitch - 8))
            surface.blit(art.panel(row.size, corner=layout.length(12)), row)
            if rank == 0:
                pygame.draw.rect(surface, colour, row.inflate(layout.length(4), layout.length(4)),
                                 width=layout.length(2), border_radius=layout.length(10))
            place = theme.text(f"{rank + 1}.", "heading", colour, layout)
            mid = y + (pitch - 8) // 2
            surface.blit(place, place.get_rect(midleft=layout.point((244, mid))))
            marker = art.seat_marker(seat, layout.length(26))
            surface.blit(marker, marker.get_rect(midright=layout.point((296, mid))))
            label = f"{s.seat_name(seat)}  ({controller_words(s.seats[seat].controller)})"
            name = theme.text(label, "button", colour, layout, max_width=layout.length(380))
            surface.blit(name, name.get_rect(midleft=layout.point((300, mid))))
            # a game's own words for what each seat won, else its score
            score = r.scores[seat] if r and seat < len(r.scores) else None
            score_label = self.score_label or _("Score")
            right = self.rewards.get(seat) or (f"{score_label}: {number(score)}" if score is not None else "")
            if right:
                image = theme.text(right, "body", p.text_muted, layout, max_width=layout.length(360))
                surface.blit(image, image.get_rect(midright=layout.point((1036, mid))))
            y += pitch
        decisions = len(s.moves.actions)
        seed = theme.text(ngettext("Seed %(seed)s  ·  %(n)s decision  ·  the same seed, seats and options replay "
                                   "this game", "Seed %(seed)s  ·  %(n)s decisions  ·  the same seed, seats and "
                                   "options replay this game", decisions) % {"seed": s.moves.seed, "n": number(decisions)},
                          "small", p.text_muted, layout)
        surface.blit(seed, seed.get_rect(center=layout.point((640, 560))))
        hints = hints_line(s)
        if hints:
            image = theme.text(hints, "small", p.text_muted, layout, max_width=layout.length(1000))
            surface.blit(image, image.get_rect(center=layout.point((640, 582))))
        self.widgets.draw(surface, layout, theme)


def hints_line(session) -> str:
    """How many hints each person asked for ("Hints: Livia 2 · Marcus none"); empty with no person."""
    counts = getattr(session, "hints", {})
    parts = []
    for seat in session.humans:
        n = counts.get(seat, 0)
        parts.append(ngettext("%(name)s asked for %(n)s hint", "%(name)s asked for %(n)s hints", n)
                     % {"name": session.seat_name(seat), "n": number(n)})
    return "  ·  ".join(parts)
