"""The newcomer's window probe (issue 39): every label a frame draws, where, in what box, for whom.

    probe = WindowProbe(app)            # watches the app's frames from now on
    app.step([], dt=1 / 60)
    probe.problems("table, a bid")      # [] or plain sentences naming what and where
    probe.stop()

Filled boxes (``pygame.draw.rect`` with no width: a note, a dialog's ground) are panels too,
except a hint's tag: what lies under a tag is overlapped, not hidden.

The window has one text renderer (``client.theme.Theme.text``: labels, buttons, tooltips, log
lines and card faces all go through it). The probe keeps which rendered image holds which
words, and draws each frame onto a recording copy of the window, so it sees where every such
image lands on the screen, which control drew it (the innermost widget on the call stack, else
the scene) and in which layer (the scene being drawn; tooltips, drawn last over everything on
purpose, are a layer of their own). Text drawn into an off-screen picture first (a card face
composed once) is still judged for its box and its language, only not for where it lands.

``problems()`` finds, in the frames since the last call:

- **overlap**: two labels of distinct controls in one layer whose boxes cross (a button's box is
  the button; another label's box is the text as drawn). Words drawn twice over themselves (a
  shadow) and a label under a later panel that hides it are no overlap;
- **cut**: a label still wider than its box at the smallest size it may shrink to, a label
  running out of the window, or a wrapped text whose box is too narrow for one of its words
  (``Theme.wrap`` breaks such a word into pieces: slivers of letters);
- **English in Spanish**: while the language is Spanish, a drawn string that is an English msgid
  of any catalogue (or one filled in) whose Spanish differs, or that holds common English words
  (``tests/i18n/probe.py``'s judge; proper names and what the test allows are taken out), or
  that names a content title in English whose Spanish is another (``titles``: "BASH", "EMBATE").
"""
from __future__ import annotations

import re
import sys
from typing import NamedTuple

import pygame

from client import theme as theme_module
from client.scene import Scene
from client.widgets import Widget
from engine import i18n
from tests.i18n.probe import _english_messages, _proper_names, english_problem

#: a word that is a file's path or a key may be broken at its / \\ - _ . (``Theme.wrap`` does so)
_PATHLIKE = re.compile(r"[/\\_.\-]")
#: how far two boxes must cross to count (px each way): anti-aliasing and a 1 px border touch
SLACK = 2


class Shown(NamedTuple):
    """One label on the screen."""
    text: str
    rect: pygame.Rect      # where the rendered words landed (the whole line, before any clipping)
    box: pygame.Rect       # the box it had: its widget's rect, else the words as drawn
    width: int             # rendered width (px)
    room: int | None       # the width it was given (px), if any
    owner: str             # the control that drew it ("Button 'Discard'", "ForGloryTable")
    owner_id: int
    layer: str             # the scene drawn, or "tooltip"
    order: int
    mark: bool = False     # drawn by a hint's marks (its tag), not by a control or a panel


class Cover(NamedTuple):
    """A picture or fill drawn over the screen (a panel, a dialog): what lies under it is hidden."""
    rect: pygame.Rect
    layer: str
    order: int
    widget: bool           # a control's own face (a button): it hides nothing, it overlaps


#: the table's functions that draw a hint's marks on the table (rings, paths, tags)
_MARKS = ("draw_hint_marks", "draw_hint_tag", "draw_hint_path")


def _in_marks() -> bool:
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_name in _MARKS:
            return True
        frame = frame.f_back
    return False


def _who(layout) -> tuple[str, int, str, pygame.Rect | None]:
    """The control and the layer drawing now, read off the call stack."""
    frame = sys._getframe(2)
    owner = owner_id = box = None
    layer = "tooltip"
    while frame is not None:
        name = frame.f_code.co_name
        if name in ("_draw_tooltip_now", "draw_waiting_tooltip"):
            return "tooltip", 0, "tooltip", None
        this = frame.f_locals.get("self")
        if owner is None and isinstance(this, Widget):
            owner, owner_id = f"{type(this).__name__} {getattr(this, 'text', '')!r}", id(this)
            box = this.screen_rect(layout)
        if isinstance(this, Scene):
            layer = f"{type(this).__name__}#{id(this) % 10000}"
            if owner is None:
                owner, owner_id = type(this).__name__, 0
        frame = frame.f_back
    return owner or "window", owner_id or 0, layer, box


class WindowProbe:
    """Records every label ``app`` draws until ``stop()``."""

    def __init__(self, app, allow=(), titles=()):
        self.app = app
        self.allowed = set(allow)
        #: content titles that have words of their own in Spanish ("BASH" is "EMBATE"): shown as
        #: they are on a Spanish screen, they are English left behind (no catalogue knows them)
        self.titles = re.compile(r"\b(" + "|".join(re.escape(t) for t in sorted(titles, key=len, reverse=True))
                                 + r")\b") if titles else None
        #: id of a rendered image -> (words, box, width, the image, its ink within it)
        self.images: dict[int, tuple[str, int | None, int, pygame.Surface, pygame.Rect]] = {}
        self.shown: list[Shown] = []
        self.covers: list[Cover] = []
        self.rendered: dict[tuple[str, int | None], int] = {}   # every text rendered, with its box
        self.frames = 0
        self._order = 0
        self._plain_draw = app._draw
        self._stop_watch = theme_module.watch_text(self._rendered)
        self._plain_text = theme_module.Theme.text
        probe = self

        def text(theme, words, *args, **kwargs):
            image = probe._plain_text(theme, words, *args, **kwargs)
            room = kwargs.get("max_width", args[3] if len(args) > 3 else None)
            if id(image) not in probe.images or probe.images[id(image)][3] is not image:
                probe.images[id(image)] = (words, room, image.get_width(), image, image.get_bounding_rect())
            return image
        theme_module.Theme.text = text
        self._plain_wrap = theme_module.Theme.wrap
        self.broken: dict[str, str] = {}    # a wrapped line holding a piece of a word -> the text

        def wrap(theme, words, role, width_px, layout):
            lines = probe._plain_wrap(theme, words, role, width_px, layout)
            whole = set(words.split())
            soft = [w for w in whole if _PATHLIKE.search(w)]   # may break at a / \ - _ . ("counter-attack")
            for line in lines:
                if any(w not in whole and not any(w in s for s in soft) for w in line.split()):
                    probe.broken.setdefault(line, words)
            return lines
        theme_module.Theme.wrap = wrap
        self._plain_rect = pygame.draw.rect

        def rect(surface, color, area, width=0, *args, **kwargs):   # a filled box (a note, a tag) hides
            drawn = probe._plain_rect(surface, color, area, width, *args, **kwargs)
            if width == 0 and isinstance(surface, _Recording):
                probe._filled(drawn)
            return drawn
        pygame.draw.rect = rect
        app._draw = self._draw

    def stop(self) -> None:
        pygame.draw.rect = self._plain_rect
        theme_module.Theme.text = self._plain_text
        theme_module.Theme.wrap = self._plain_wrap
        self._stop_watch()
        self.app._draw = self._plain_draw

    def _rendered(self, text, box, width) -> None:
        if text and text.strip():
            key = (text, box)
            self.rendered[key] = max(width, self.rendered.get(key, 0))

    def _draw(self) -> None:
        real = self.app.surface
        recording = _Recording(real.get_size(), self)
        self.app.surface = recording
        try:
            self._plain_draw()
        finally:
            self.app.surface = real
        real.blit(recording, (0, 0))
        self.frames += 1

    def _blitted(self, source, rect: pygame.Rect) -> None:
        self._order += 1
        found = self.images.get(id(source))
        if found is None or found[3] is not source:
            if rect.width * rect.height >= 400:
                _, owner_id, layer, _ = _who(self.app.layout)
                self.covers.append(Cover(rect.copy(), layer, self._order, bool(owner_id)))
            return
        words, room, width, _, ink = found
        if not words.strip():
            return
        if not rect.colliderect(self.app.surface.get_rect()):
            return  # parked off the window: a control not in use now
        owner, owner_id, layer, box = _who(self.app.layout)
        inked = ink.move(rect.topleft).clip(rect)  # the letters, not the line's empty ascent and descent
        self.shown.append(Shown(words, rect.copy(), box if box is not None else inked, width, room,
                                owner, owner_id, layer, self._order, _in_marks()))

    def _filled(self, rect: pygame.Rect) -> None:
        self._order += 1
        if rect.width * rect.height >= 400:
            _, owner_id, layer, _ = _who(self.app.layout)
            # a hint's tag hides nothing: words under it are an overlap, not a panel's business
            self.covers.append(Cover(rect.copy(), layer, self._order, bool(owner_id) or _in_marks()))

    # -- judging -------------------------------------------------------------------------

    def clear(self) -> None:
        self.broken.clear()
        self.shown.clear()
        self.covers.clear()
        self.rendered.clear()

    def problems(self, where: str) -> list[str]:
        """Every overlap, cut label and English string seen since the last call; then forgets them."""
        out = self._overlaps(where) + self._cuts(where) + self._english(where)
        self.clear()
        return sorted(set(out))

    def marks_over(self, rects, where: str) -> list[str]:
        """A hint's tag over any of ``rects`` (screen px: things of the table it must leave in sight,
        or regions it does not belong to); call before ``problems``, which forgets the frames."""
        out = []
        for s in self.shown:
            if not s.mark:
                continue
            for r in rects:
                cross = s.box.clip(r)
                if cross.width > SLACK and cross.height > SLACK:
                    out.append(f"{where}: the hint's tag {s.text!r} lies over {pygame.Rect(r)}")
        return sorted(set(out))

    def marks(self) -> list[Shown]:
        """The labels a hint's marks drew in the frames since the last ``problems``."""
        return [s for s in self.shown if s.mark]

    def _hidden(self, label: Shown) -> bool:
        return any(c.order > label.order and c.layer == label.layer and not c.widget
                   and c.rect.contains(label.rect) for c in self.covers)

    def _covered_between(self, a: Shown, b: Shown) -> bool:
        """True when a panel drawn after ``a`` and before ``b`` covers where they cross: ``b``
        sits on a panel of its own that hides ``a`` there."""
        cross = a.box.clip(b.box)
        return any(a.order < c.order < b.order and c.layer == a.layer and not c.widget
                   and c.rect.contains(cross) for c in self.covers)

    def _overlaps(self, where: str) -> list[str]:
        out = []
        labels = [s for s in self.shown if s.layer != "tooltip" and not self._hidden(s)]
        for i, a in enumerate(labels):
            for b in labels[i + 1:]:
                if a.layer != b.layer or (a.owner_id and a.owner_id == b.owner_id):
                    continue
                if a.text == b.text and abs(a.rect.x - b.rect.x) <= 3 and abs(a.rect.y - b.rect.y) <= 3:
                    continue  # a shadow, or the same frame drawn twice
                cross = a.box.clip(b.box)
                if cross.width <= SLACK or cross.height <= SLACK:
                    continue
                if self._covered_between(a, b):
                    continue
                out.append(f"{where}: {a.text!r} ({a.owner}) and {b.text!r} ({b.owner}) overlap at {cross}")
        return out

    def _cuts(self, where: str) -> list[str]:
        out = []
        for (text, room), width in self.rendered.items():
            if room is not None and width > room:
                out.append(f"{where}: {text!r} is cut: {width} px wide in a box of {room} px")
        drawn = {t for t, _ in self.rendered}
        for line, text in self.broken.items():  # a line too narrow for one of its words: cut into letters
            if line in drawn:
                out.append(f"{where}: {text!r} is broken inside a word to fit its box ({line!r})")
        screen = self.app.surface.get_rect()
        for s in self.shown:
            if not screen.contains(s.rect):
                out.append(f"{where}: {s.text!r} runs out of the window at {s.rect}")
        return out

    def _english(self, where: str) -> list[str]:
        if i18n.language() != "es":
            return []
        names = _proper_names() | self.allowed
        english = _english_messages()
        out = []
        for text in sorted({t for t, _ in self.rendered}):
            found = english_problem(text, names, english)
            if found:
                out.append(f"{where}: {found}")
            title = self.titles.search(text) if self.titles is not None else None
            if title:
                out.append(f"{where}: the English title {title.group(1)!r} in {text!r}")
        return out


class _Recording(pygame.Surface):
    """A window-sized picture that tells the probe of every blit and fill made on it."""

    def __init__(self, size, probe: WindowProbe):
        super().__init__(size)
        self.probe = probe

    def blit(self, source, dest, area=None, special_flags=0):
        drawn = super().blit(source, dest, area, special_flags)
        at = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
        size = pygame.Rect(area).size if area is not None else source.get_size()
        self.probe._blitted(source, pygame.Rect(at, size))
        return drawn

    def blits(self, blit_sequence, doreturn=True):
        out = []
        for item in blit_sequence:
            out.append(self.blit(*item))
        return out if doreturn else None

    def fill(self, color, rect=None, special_flags=0):
        drawn = super().fill(color, rect, special_flags)
        if rect is not None:
            self.probe._filled(drawn)
        return drawn


def judge_flow(app, probe, flow, where: str) -> list[str]:
    """A panel laid out by the one rule for button panels (``client.buttonflow.ButtonFlow``),
    judged at every view the wheel gives it, top to bottom: the probe's problems, and a choice
    that leaves the panel's area, overlaps another or never comes into sight."""
    found: list[str] = []
    seen: set[int] = set()
    over = app.layout.point(flow.area.center)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    rows = len(flow.plan.rects) + 2
    for view in range(rows):
        probe.clear()
        app.step([], dt=1 / 60)
        found.extend(probe.problems(f"{where}, view {view + 1}"))
        shown = [(i, b) for i, b in enumerate(flow.buttons) if flow.shown(i)]
        for n, (i, b) in enumerate(shown):
            seen.add(i)
            if not flow.area.contains(b.rect):
                found.append(f"{where}: {b.text!r} leaves its panel's area {flow.area} at {b.rect}")
            for _, other in shown[n + 1:]:
                if b.rect.colliderect(other.rect):
                    found.append(f"{where}: {b.text!r} and {other.text!r} overlap")
        if not flow.scrolls or flow.scroll >= flow.most:
            break
        app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0, precise_y=-1,
                                     which=0, touch=False)], dt=1 / 60)
    missing = [flow.buttons[i].text for i in range(len(flow.buttons)) if i not in seen]
    if missing:
        found.append(f"{where}: never in sight however far it scrolls: {missing}")
    return found
