"""For Glory card faces: a card drawn on its type's frame, its name never cut (it moves to
the parchment, shrinks, or is hyphenated), its numbers as icons, its text on the parchment."""
from __future__ import annotations

import pygame

from ... import art
from .text import TYPE_LABEL, card_def

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


def name_fit(theme, layout, name: str, band: int, band_h: int, box: int, *, big: bool, small: bool):
    """Where a card's name goes: (role on the title band, []) when it fits the band's ``band``
    pixels, else (None, lines) wrapped for the parchment ``box`` pixels wide."""
    roles = ("button", "body") if big else ("card", "tiny")
    if band_h >= layout.font_px(11):
        for role in roles:
            if theme.text(name, role, INK, layout, max_width=band).get_width() <= band:
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
    out = []
    for line in lines:  # a word too long even at the smallest size is hyphenated
        while theme.text(line, role, INK, layout, max_width=box, shrink=NAME_SHRINK).get_width() > box \
                and len(line) > 2:
            cut = len(line) - 3  # at least three letters go to the next line
            while cut > 1 and theme.text(line[:cut] + "-", role, INK, layout, max_width=box,
                                         shrink=NAME_SHRINK).get_width() > box:
                cut -= 1
            out.append(line[:cut] + "-")
            line = line[cut:]
        out.append(line)
    return None, out[:3]


def render_face(theme, layout, name: str, w: int, h: int, *, detail: bool) -> pygame.Surface:
    """A card face on its type's frame (card_forglory_<type>), text in the frame's regions
    scaled to a card of ``w`` x ``h`` design pixels; ``detail`` adds the card's text."""
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
    line_h = theme.font(body_role, layout).get_linesize()
    # the name: on the title band when it fits there, else at the head of the parchment
    room = title_r.width - pad
    role, head = name_fit(theme, layout, name, room, title_r.height, text_r.width - 2 * pad, big=big, small=small)
    if role is not None:
        title = theme.text(name, role, INK, layout, max_width=room)
        surf.blit(title, title.get_rect(midleft=(title_r.left + pad, title_r.centery)))
    body: list[str] = []
    kind = ""
    if d is not None:
        kind = TYPE_LABEL.get(d.type, d.type)
        if d.champion:
            kind = f"Champion {d.level}"
        if d.type == "boast" and d.boast_value:
            kind = f"Boast {d.boast_value}"
        if detail and d.text:
            body = theme.wrap(d.text, body_role, text_r.width - 2 * pad, layout)
            if not d.champion and not big:
                kind = ""  # the frame's badge and colour already say the type; room for the words
    if d is not None and not small:
        # cost: a coin with the number, top right of the art
        icon_px = max(12, min(layout.length(48 if big else 24), art_r.height // 2, art_r.width // 3))
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
    # the parchment: name (if not on the band), kind, text; it grows up over the art when it must
    lines = [(t, INK) for t in head] + ([(kind, INK_MUTED)] if kind else []) + [(t, INK) for t in body]
    need = len(lines) * line_h + 2 * pad
    box = pygame.Rect(text_r)
    if need > box.height and (detail or small):
        top = max(art_r.bottom if (d is not None and _stat_icons(d) and not small) else art_r.top,
                  box.bottom - need)
        box = pygame.Rect(box.left, top, box.width, box.bottom - top)
        surf.blit(art.panel(box.size, style="parchment", corner=max(3, layout.length(5))), box)
    y = box.top + pad
    for i, (text, colour) in enumerate(lines):
        if y + line_h > box.bottom + pad:
            break
        # a name or kind wider than the card (one long word) steps down the type size, never cut
        img = theme.text(text, body_role, colour, layout, max_width=box.width - 2 * pad,
                         shrink=NAME_SHRINK if i < len(head) + 1 else 0.75)
        surf.blit(img, (box.left + pad, y), pygame.Rect(0, 0, box.width - 2 * pad, img.get_height()))
        y += line_h
    return surf


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
