"""For Glory card faces: a card drawn on its type's frame, its name never cut (it moves to
the parchment, shrinks, or is hyphenated), its numbers as icons, its text on the parchment."""
from __future__ import annotations

import pygame

from engine.i18n import proper_name, proper_names

from ... import art
from ...layout import MIN_FONT_PX
from ...theme import TYPE_SCALE
from .text import _, card_def, card_title, content_text, type_label

TYPE_COLOUR = {
    "income": (230, 159, 0), "patron": (204, 121, 167), "gladiator": (213, 94, 0),
    "scheme": (0, 114, 178), "tactic": (0, 158, 115), "reaction": (86, 180, 233),
    "boast": (240, 228, 66), "arena": (170, 140, 100),
}
CARD_BG = (56, 50, 60)
INK = (34, 26, 20)          # ink on parchment and on the frames' title bands
INK_MUTED = (92, 74, 58)
PAPER = (242, 236, 226)     # light text over the frames' dark art
#: card type -> its frame sprite (Boasts and Arena cards borrow the nearest look)
FRAME = {t: f"card_forglory_{t}" for t in ("income", "patron", "gladiator", "scheme", "tactic", "reaction")}
FRAME.update({"boast": "card_forglory_income", "arena": "card_forglory_patron"})
BACK = "card_back_forglory"


#: how far a card name may step down the type size to fit its card whole
NAME_SHRINK = 0.6


def fitted_width(theme, text: str, role: str, layout, max_width: int, shrink: float = 0.75) -> int:
    """The width in pixels ``theme.text(..., max_width=max_width, shrink=shrink)`` would give
    ``text``, measured without drawing it (a trial fit is no label on screen)."""
    px = layout.font_px(TYPE_SCALE[role])
    smallest = max(MIN_FONT_PX, round(px * shrink))
    size = px
    while size > smallest and theme._font(role, size).size(text)[0] > max_width:
        size -= 1
    return theme._font(role, size).size(text)[0]


def name_fit(theme, layout, name: str, band: int, band_h: int, box: int, *, big: bool, small: bool):
    """Where a card's name goes: (role on the title band, []) when it fits the band's ``band``
    pixels, else (None, lines) wrapped for the parchment ``box`` pixels wide, whole words only
    (a word too long for the line shrinks, down to ``NAME_SHRINK``; it is never broken)."""
    roles = ("button", "body") if big else ("card", "tiny")
    if band_h >= layout.font_px(11):
        for role in roles:
            if fitted_width(theme, name, role, layout, band) <= band:

                return role, []
    role = "body" if big else "tiny"
    font = theme.font(role, layout)
    lines, line = [], ""
    for word in name.split(" "):  # whole words: a long one shrinks (NAME_SHRINK) rather than break
        candidate = f"{line} {word}" if line else word
        if line and font.size(candidate)[0] > box:
            lines.append(line)
            line = word
        else:
            line = candidate
    lines.append(line)
    if len(lines) > 1 and name in proper_names():  # each line of a wrapped proper name is part of the name
        # (a title in plain words, "Cliente de la familia", is no name: its parts are words, such as "de")
        for part in lines:
            proper_name(part)
    return None, lines[:3]


def render_face(theme, layout, name: str, w: int, h: int, *, detail: bool,
                problems: list | None = None) -> pygame.Surface:
    """A card face on its type's frame (card_forglory_<type>), text in the frame's regions
    scaled to a card of ``w`` x ``h`` design pixels; ``detail`` adds the card's text.
    Words that could not be shown whole (a cut line, a line left out) go to ``problems``."""
    problems = [] if problems is None else problems
    W, H = layout.length(w), layout.length(h)
    d = card_def(name)
    frame = FRAME.get(d.type if d else "", "card_forglory_scheme")
    surf = art.image(frame, (W, H)).copy()
    reg = art.card_regions(frame, (W, H))
    title_r, art_r, text_r = reg["title"], reg["art"], reg["text"]
    pad = max(1, layout.length(6 if w >= 180 else 2))
    small = W < layout.length(70)  # Villa-sized: name and kind only
    big = W >= layout.length(180)  # the zoomed card: the larger steps of the type scale
    body_role = "body" if big else "tiny"
    # the name: on the title band when it fits there, else at the head of the parchment
    room = title_r.width - pad
    title = card_title(name) or name   # the key stays ``name``; the face shows the title in the player's language
    role, head = name_fit(theme, layout, title, room, title_r.height, text_r.width - 2 * pad, big=big, small=small)
    kind = ""
    text = ""
    if d is not None:
        kind = type_label(d.type)
        if d.champion:
            kind = _("Champion {level}").format(level=d.level)
        if d.type == "boast" and d.boast_value:
            kind = _("Boast {n}").format(n=d.boast_value)
        if detail and d.text:
            text = content_text(d)

            if not d.champion and not big:
                kind = ""  # the frame's badge and colour already say the type; room for the words
    icon_px = max(12, min(layout.length(48 if big else 24), art_r.height // 2, art_r.width // 3))
    if d is not None and not small:
        # cost: a coin with the number, top right of the art
        if d.cost:
            coin = art.icon("coin", icon_px)
            spot = coin.get_rect(topright=(art_r.right - pad, art_r.top + pad))
            surf.blit(coin, spot)
            num = theme.text(str(d.cost), "heading" if big else "card", INK, layout)
            surf.blit(num, num.get_rect(center=spot.center))
        # the numbers that matter, as icons over the foot of the art
        stats = _stat_icons(d)
        if stats:
            spx = max(9, min(layout.length(28 if big else 16), art_r.height // 3))
            row_h = spx + pad
            strip = pygame.Rect(art_r.left, art_r.bottom - row_h, art_r.width, row_h)
            _veil(surf, strip, 150)
            x = strip.left + pad
            for icon_name, value in stats:
                img = art.icon(icon_name, spx)
                if x + spx > strip.right:
                    break
                surf.blit(img, img.get_rect(midleft=(x, strip.centery)))
                x += spx + 1
                num = theme.text(value, "body" if big else "tiny", PAPER, layout)
                surf.blit(num, num.get_rect(midleft=(x, strip.centery)),
                          pygame.Rect(0, 0, max(0, strip.right - x), num.get_height()))
                x += num.get_width() + layout.length(4)
    # the parchment: name (if not on the band), kind, text, every word shown whole
    paragraphs = ([(title, INK)] if role is None else []) + ([(kind, INK_MUTED)] if kind else []) + \
        ([(text, INK)] if text else [])
    stats_top = art_r.bottom if (d is not None and _stat_icons(d) and not small) else art_r.top
    below_coin = art_r.top + (icon_px + pad if d is not None and d.cost and not small else 0)
    # higher and higher over the art: keeping its numbers, then its cost, then none of it
    tops = (text_r.top, stats_top, below_coin, art_r.top)
    font, lines, top = _fit_parchment(theme, layout, body_role, paragraphs, text_r, pad, tops)
    if font is None:  # last, the parchment widens to the card's rim
        rim = max(1, layout.length(2))
        text_r = pygame.Rect(rim, text_r.top, W - 2 * rim, text_r.height)
        font, lines, top = _fit_parchment(theme, layout, body_role, paragraphs, text_r, pad, tops[-1:])
    if font is None and role is not None:  # at the very last, over the title band too, the name with it
        role, paragraphs = None, [(title, INK)] + paragraphs
        font, lines, top = _fit_parchment(theme, layout, body_role, paragraphs, text_r, pad, (title_r.top,))
    if role is not None:
        title_img = theme.text(title, role, INK, layout, max_width=room)
        surf.blit(title_img, title_img.get_rect(midleft=(title_r.left + pad, title_r.centery)))
    if font is None:
        problems.append(f"{name}: {text or kind or name}")
        font, lines, top = _fit_parchment(theme, layout, body_role, paragraphs, text_r, pad, (title_r.top,),
                                          force=True)
    box = pygame.Rect(text_r.left, top, text_r.width, text_r.bottom - top)
    if top < text_r.top:
        surf.blit(art.panel(box.size, style="parchment", corner=max(3, layout.length(5))), box)
    y = box.top + pad
    for line, colour in lines:
        img = font.render(line, True, colour)
        surf.blit(img, (box.left + pad, y), pygame.Rect(0, 0, box.width - 2 * pad, img.get_height()))
        y += font.get_linesize()
    return surf


def _fit_parchment(theme, layout, role, paragraphs, text_r, pad, tops, *, force=False):
    """(font, [(line, colour)], top) for the parchment's ``paragraphs`` ((words, colour) pairs):
    the largest type, down to the smallest the layout allows, at which every word fits whole
    in a box from one of ``tops`` (the parchment's own top first, then higher over the art) to
    the card's foot; the type steps down a little before the box covers more of the art.
    (None, [], 0) when nothing fits; with ``force``, the smallest type in the last box."""
    base = layout.font_px(TYPE_SCALE[role])
    smallest = max(MIN_FONT_PX, round(base * 0.6))
    gentle = max(smallest, round(base * 0.85))
    width = text_r.width - 2 * pad
    tries = [(top, px) for top in tops for px in range(base, gentle - 1, -1)]
    tries += [(tops[-1], px) for px in range(gentle - 1, smallest - 1, -1)]
    if force:
        tries = [(tops[-1], smallest)]
    for top, px in tries:
        font = theme._font(role, px)
        lines = []
        for words, colour in paragraphs:
            wrapped = _wrap_whole(font, words, width)
            if wrapped is None and not force:
                break
            lines += [(line, colour) for line in (wrapped or [words])]
        else:
            if force or len(lines) * font.get_linesize() + 2 * pad <= text_r.bottom - top:
                return font, lines, top
    return None, [], 0


def _wrap_whole(font, words: str, width: int) -> list[str] | None:
    """``words`` in lines no wider than ``width`` px, words never broken; None when one word is
    wider than the line."""
    lines, line = [], ""
    for word in words.split(" "):
        if font.size(word)[0] > width:
            return None
        candidate = f"{line} {word}" if line else word
        if line and font.size(candidate)[0] > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    lines.append(line)
    return lines


def _veil(surface, rect, alpha: int) -> None:
    """Darken ``rect`` of a card face (text over art stays readable)."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((16, 12, 10, alpha))
    surface.blit(shade, rect)


def _stat_icons(d) -> list[tuple[str, str]]:
    """A card's numbers as (icon, value) pairs for the strip over its art."""
    if d.type == "income":
        return [("coin", f"+{d.value}")]
    if d.type == "patron":
        return [("influence", f"+{d.influence}")]
    if d.type == "gladiator":
        return [("attack", str(d.attack)), ("health", str(d.health)), ("agility", str(d.agility)),
                ("bloodlust", str(d.bloodlust)), ("influence", str(d.influence))]
    return []
