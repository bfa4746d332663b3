"""The frame the two card tables (For Glory, Gladiatores) draw in, written once.

``draw_card_table`` is the order of a frame: the static layer, the top bar, the game's own
regions (``middle``), then the log, the highlights, the animations, the buttons, the menu, the
tooltip and the zoomed card over everything. ``static_layer``, ``draw_log`` and ``draw_anims`` are the
parts the two tables draw alike. Each takes the table: a ``GameTable`` holding the card tables'
two drawing parts, ``frame_drawing`` (the frame's regions) and ``pen`` (panels and text).
"""
from __future__ import annotations

import weakref

import pygame

#: the top bar both card tables draw (design units)
TOP_BAR = pygame.Rect(0, 0, 1280, 40)
#: each card table's static layer, with the key it was drawn for (gone with its table)
_LAYERS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def draw_card_table(table, surface: pygame.Surface, middle) -> None:
    """One frame of a card table; ``middle(surface, obs)`` draws the game's regions between the
    top bar and the log."""
    surface.blit(table.frame_drawing.static_layer(surface), (0, 0))
    obs = table.observation()
    table.sync_buttons()
    table.frame_drawing.draw_top(surface, obs)
    middle(surface, obs)
    if table.show_log:
        table.frame_drawing.draw_log(surface)
    table.frame_drawing.draw_highlights(surface)
    table.frame_drawing.draw_anims(surface)
    table.buttons.draw(surface, table.app.layout, table.app.theme)
    table.picking.draw(surface)
    table.draw_tooltip_for_hover(surface, table.tooltip_text)
    if table.zoom:
        table.frame_drawing.draw_zoom(surface)


def static_layer(table, surface: pygame.Surface, key: tuple, regions, log_region: pygame.Rect,
                 log_title: str) -> pygame.Surface:
    """The layer drawn once per window size (``key`` says when it must be drawn again): the
    backdrop, the top bar, the game's fixed panels (``regions(layer)``) and, while the log is
    shown, its panel titled ``log_title``."""
    kept = _LAYERS.get(table)
    if kept is not None and kept[0] == key:
        return kept[1]
    layout, p = table.app.layout, table.app.theme.palette
    layer = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() else \
        pygame.Surface(surface.get_size())
    table.app.backdrop.draw(layer, layout)
    pygame.draw.rect(layer, p.panel, layout.rect(TOP_BAR))
    pygame.draw.line(layer, p.panel_edge, layout.point((0, 40)), layout.point((1280, 40)), layout.length(1))
    regions(layer)
    if table.show_log:
        table.pen.panel(layer, log_region)
        table.pen.text(layer, log_title, "tiny", p.accent, (log_region.left + 10, log_region.top + 6),
                       max_width=log_region.width - 16)
    _LAYERS[table] = (key, layer)
    return layer


def draw_log(table, surface: pygame.Surface, region: pygame.Rect) -> None:
    """The log's lines in its panel (``region``, design units), as far back as the wheel went."""
    layout, p = table.app.layout, table.app.theme.palette
    y = region.top + 26
    for line in table.log.window(layout.length(region.width - 20), (region.height - 30) // 16):
        table.pen.text(surface, line, "tiny", p.text, (region.left + 10, y))
        y += 16


def draw_anims(table, surface: pygame.Surface, banner: tuple, *, fit_banner: bool = False, find=None,
               slide=None) -> None:
    """The table's animations: a banner across ``banner`` (a design rect; ``fit_banner`` shrinks
    its words to the band), and on the thing each names (``find(thing)``, the rect drawn this
    frame) a flash or a floating word; ``slide(surface, anim, rect, t)`` draws a game's slides."""
    layout, theme = table.app.layout, table.app.theme
    find = find or table.rects.get
    for a in table.anims:
        if table.time < a.start:
            continue
        t = a.progress(table.time)
        if a.kind == "banner":
            alpha = 1 - abs(2 * t - 1) ** 3
            rect = layout.rect(banner)
            band = pygame.Surface(rect.size, pygame.SRCALPHA)
            band.fill((20, 18, 22, int(220 * alpha)))
            surface.blit(band, rect)
            width = rect.width - layout.length(20) if fit_banner else None
            image = theme.text(a.text, "title", a.colour, layout, max_width=width).copy()
            image.set_alpha(int(255 * alpha))
            surface.blit(image, image.get_rect(center=rect.center))
            continue
        rect = find(a.thing)
        if rect is None:
            continue
        if a.kind == "flash":
            pygame.draw.rect(surface, a.colour, rect.inflate(layout.length(10 * t), layout.length(10 * t)),
                             width=max(1, layout.length(6 * (1 - t))), border_radius=layout.length(8))
        elif a.kind == "float":
            image = theme.text(a.text, "body", a.colour, layout).copy()
            image.set_alpha(int(255 * (1 - t * t)))
            box = image.get_rect(center=(rect.centerx, rect.centery - layout.length(30 * t)))
            box.clamp_ip(surface.get_rect())
            shadow = box.inflate(layout.length(12), layout.length(4))
            veil = pygame.Surface(shadow.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, int(150 * (1 - t * t))))
            surface.blit(veil, shadow)
            surface.blit(image, box)
        elif a.kind == "slide" and slide is not None:
            slide(surface, a, rect, t)
