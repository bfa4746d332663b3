"""The side panel and the top bar of the arena scene (design space 1280x720).

Top bar: scenario, turn, whose turn, and Clear Turn / Last Man Standing
signalled in words and with a banner colour. Panel: both Favor pools, the
selected model's card (stats, vitality bar with Favor/special boxes, fatigue,
abilities, the damage tree as a graph whose legal boxes are clickable during a
damage-tree choice) and the prompt with its buttons; ``logview`` draws the log.
"""
from __future__ import annotations

import re

import pygame

from engine.arenarex.content import roster, trees
from engine.i18n import N_, game_words, proper_name

from ... import art
from .models import BOX_MARK, FATIGUE, FATIGUE_ICON, VIT_GONE, VIT_LEFT, draw_badge
from .names import map_label
from .reword import reword
from .words import ability_words, box_label, tree_layout

_, ngettext, pgettext = game_words("arenarex")
HELP_LINES = (N_("Pan: drag the ground, or the arrow keys."), N_("Zoom: mouse wheel, or + and -; 0 resets."),
              N_("Measure: right-drag (or M, then drag)."), N_("Space skips animations; L hides the log."))
TREE_NAMES = {"brawler": N_("brawler"), "duelist": N_("duelist"), "crusher": N_("crusher"), "showman": N_("showman"),
              "beast": N_("beast"), "titan": N_("titan")}
KIND_WORDS = {"gladiator": N_("Gladiator"), "beast": N_("Beast"), "titan": N_("Titan")}
SPECIAL_WORDS = {"push": N_("push"), "fatigue": N_("fatigue"), "favor": N_("favor"), "reposition": N_("reposition"),
                 "damage": N_("damage")}

TOP = pygame.Rect(0, 0, 920, 40)
MAP = pygame.Rect(0, 40, 920, 680)
PANEL = pygame.Rect(924, 0, 356, 720)
FAVOR = pygame.Rect(932, 6, 340, 58)
CARD = pygame.Rect(932, 68, 340, 324)
TREE = pygame.Rect(940, 262, 324, 128)
PROMPT = pygame.Rect(932, 396, 340, 204)
LOG = pygame.Rect(932, 604, 340, 110)   # a header row and five lines (logview draws it)
BUTTON_TOP = 462
BUTTON_H = 30
BUTTON_GAP = 4
BOTTOM_ROW = 568
#: where the choices' buttons go (client/buttonflow.py lays them out): above the bottom row and the hint
CHOICES = pygame.Rect(PROMPT.x + 10, BUTTON_TOP, PROMPT.w - 20, BOTTOM_ROW - 8 - BUTTON_TOP)
#: the shared steps, then the card faces' type as the floor: a Tactic with its price in Spanish
#: ("Ofrenda Scorpion (2 de daño, +2 de Favor)") stays whole in the panel's one column
CHOICE_STEPS = (("body", 40), ("body", 34), ("small", 30), ("card", 30))
MORE = N_("… (point here to read all)")
SEAT_TEXT = {0: (240, 170, 60), 1: (86, 180, 233)}   # the colours of seat_1 and seat_2

LUDUS_NAME = {"ludus_magnus": "Ludus Magnus", "legio_xiii": "Legio XIII", "morituri": "Morituri",
              "zephyri": "Zephyri", "helleniki": "Helleniki"}
CLEAR_COLOUR = (0, 158, 115)
LMS_COLOUR = (204, 121, 167)


def _panel(surface, layout, theme, design_rect, edge=None):
    """A panel in the one frame style of every table (panel_bronze); ``edge`` adds a ring."""
    r = layout.rect(design_rect)
    surface.blit(art.panel(r.size, corner=layout.length(10)), r)
    if edge is not None:
        pygame.draw.rect(surface, edge, r, width=layout.length(2), border_radius=layout.length(8))
    return r


def _icon(surface, layout, name, px, pos, anchor="midleft") -> pygame.Rect:
    img = art.image(name, (layout.length(px), layout.length(px)))
    return surface.blit(img, img.get_rect(**{anchor: layout.point(pos)}))


def _text(surface, layout, theme, text, role, colour, pos, anchor="topleft", max_width=None):
    img = theme.text(text, role, colour, layout, max_width=None if max_width is None else layout.length(max_width))
    rect = img.get_rect(**{anchor: layout.point(pos)})
    surface.blit(img, rect)
    return rect


def draw_top(scene, surface, obs) -> None:
    layout, theme = scene.app.layout, scene.app.theme
    p = theme.palette
    stack = obs.get("stack") or []
    top = stack[-1] if stack else {}
    clear = top.get("t") == "clear"
    lms = clear and top.get("lms")
    colour = LMS_COLOUR if lms else CLEAR_COLOUR if clear else p.panel
    r = layout.rect(TOP)
    pygame.draw.rect(surface, colour, r)
    pygame.draw.line(surface, p.panel_edge, r.bottomleft, r.bottomright, layout.length(1))
    scen = proper_name(str(obs.get("scenario", "")).replace("_", " ").title())
    over = obs.get("over")
    d = scene.session.decision
    ink = (20, 18, 22) if clear else p.text
    left = f"{scen} · {map_label(scene.map_view.path.stem)}"
    _text(surface, layout, theme, left, "small", ink if clear else p.text_muted, (10, 20), "midleft", max_width=250)
    # who the game waits for (a named person, a bot, or a reader) keeps the right end whole; the
    # turn line takes the room left, dropping the least needed words rather than being cut
    tail = scene.turns.waiting_words() if d is not None else ""
    tail_w = min(TOP_TAIL_MAX, _design_width(theme, layout, tail, "small"))
    room = TOP_RIGHT - TOP_MSG_X - tail_w - TOP_GAP - (0 if over else TOP_BADGE)
    if over:
        w = over.get("winner")
        choices = [_("Game over: draw") if w is None else _("Game over: {seat} wins").format(
            seat=scene.session.seat_name(w))]
    else:
        choices = _turn_lines(scene, obs, clear, lms)
    msg = next((m for m in choices if _design_width(theme, layout, m, "body") <= room), choices[-1])
    rr = _text(surface, layout, theme, msg, "body", ink if clear else p.accent, (TOP_MSG_X, 20), "midleft",
               max_width=room)
    if not over:
        badge_c = (rr.right + layout.length(14), rr.centery)
        draw_badge(surface, obs.get("active", 0), badge_c, layout.length(7))
    if tail:
        _text(surface, layout, theme, tail, "small", ink if clear else p.text_muted, (TOP_RIGHT, 20), "midright",
              max_width=TOP_TAIL_MAX)


#: the top bar's turn line starts here and its right end (design pixels); the waiting words' widest
TOP_MSG_X, TOP_RIGHT, TOP_TAIL_MAX, TOP_GAP, TOP_BADGE = 280, 910, 300, 16, 28


def _design_width(theme, layout, text: str, role: str) -> float:
    """The width of ``text`` in ``role`` type, in design pixels."""
    return theme.font(role, layout).size(text)[0] / max(1e-6, layout.length(1000) / 1000) if text else 0.0


def _turn_lines(scene, obs, clear: bool, lms: bool) -> list[str]:
    """The turn line, longest first: the turn of the limit, 1-based as the results count it (it
    shows before it ends the game),
    whose turn, the round, a clear turn; shorter ones leave out whose turn (the badge and the
    waiting words say it), then the round."""
    turn_no, limit = obs.get("turn_no", 0), obs.get("turn_limit", 0)
    # the engine counts turns from 1 (its count is 0 while the sides deploy): never "Turn 0"
    turn = _("Turn {turn} of {limit}").format(turn=turn_no, limit=limit) if turn_no >= 1 else \
        _("Before turn 1 of {limit}").format(limit=limit)
    whose = _("{seat}'s turn").format(seat=scene.session.seat_name(obs.get("active", 0)))
    round_ = _("Round {round}").format(round=obs.get("round", 1)) if obs.get("scenario") == "primus_superiorum" else ""
    head = _("LAST MAN STANDING") if lms else _("CLEAR TURN") if clear else ""
    lines = []
    for parts in ([head, round_, turn, whose], [head, round_, turn], [head, turn], [turn]):
        line = " · ".join(part for part in parts if part)
        if line not in lines:
            lines.append(line)
    return lines


def draw_favor(scene, surface, obs) -> None:
    layout, theme = scene.app.layout, scene.app.theme
    p = theme.palette
    _panel(surface, layout, theme, FAVOR)
    for seat in (0, 1):
        x = FAVOR.x + 10 + seat * 170
        y = FAVOR.y + 8
        draw_badge(surface, seat, layout.point((x + 8, y + 10)), layout.length(7))
        name = scene.session.seat_name(seat)
        _text(surface, layout, theme, name, "small", SEAT_TEXT[seat], (x + 22, y + 1), max_width=130)
        favor = obs["favor"][seat]
        bene = (obs.get("benefits") or [None, None])[seat]
        tail = _("Favor {n}").format(n=favor) + (f" · {proper_name(LUDUS_NAME.get(bene, bene))}" if bene else "")
        _icon(surface, layout, "icon_favor", 16, (x + 2, y + 33))
        _text(surface, layout, theme, tail, "tiny", p.text, (x + 22, y + 26), max_width=142)


def draw_card(scene, surface, obs, mid: str | None) -> list:
    """The selected model's card; returns [(screen rect, box id)] of the tree boxes."""
    layout, theme = scene.app.layout, scene.app.theme
    p = theme.palette
    _panel(surface, layout, theme, CARD)
    hits = []
    tree_name, legal_boxes, path, tree_title, warned = None, set(), [], "", set()
    decision = scene.session.decision
    attack = scene.attack_frame(obs)
    if decision is not None and decision.kind == "tree_path" and attack is not None:
        atk = attack["attacker"]
        tree_name = attack["tree"]
        legal_boxes = {a.get("box") for a in scene.legal() if a.kind == "tree_box"}
        path = scene.tree_path_so_far()
        left = attack.get("left", 0)
        warned = {box for kind, box in scene.push_warnings() if kind == "tree_box" and box in legal_boxes}
        who = proper_name(roster()[obs['models'][atk]['p']].name)
        tree_title = (_("{model}'s damage tree · {left} left · ! = will not move") if warned else
                      _("{model}'s damage tree · {left} left — click a lit box") if legal_boxes else
                      _("{model}'s damage tree · {left} left")).format(model=who, left=left)
    if mid is None or mid not in obs["models"]:
        _text(surface, layout, theme, _("Click a model to see its card."), "small", p.text_muted,
              (CARD.x + 12, CARD.y + 12), max_width=CARD.w - 24)
        for i, line in enumerate(HELP_LINES):
            _text(surface, layout, theme, _(line), "tiny", p.text_muted, (CARD.x + 12, CARD.y + 44 + 18 * i),
                  max_width=CARD.w - 24)
    else:
        m = obs["models"][mid]
        prof = roster()[m["p"]]
        x, y = CARD.x + 12, CARD.y + 8
        draw_badge(surface, m["seat"], layout.point((x + 7, y + 12)), layout.length(7))
        _text(surface, layout, theme, proper_name(prof.name), "heading", p.accent, (x + 20, y - 2), max_width=CARD.w - 44)
        y += 34
        kind = (_(KIND_WORDS[prof.kind]) if prof.kind in KIND_WORDS else prof.kind.title()) + (
            "" if prof.ludus == "none" else f" · {proper_name(LUDUS_NAME.get(prof.ludus, prof.ludus))}")
        if m["seat"] is not None:
            kind += " · " + _("{seat}'s cohort").format(seat=scene.session.seat_name(m["seat"]))
        _text(surface, layout, theme, kind, "tiny", p.text_muted, (x, y), max_width=CARD.w - 24)
        y += 18
        stats = _("MOV {mov}   ATK {atk}   DEF {df}   ARM {arm}   Base {base}mm").format(
            mov=f"{prof.mov:g}", atk=prof.atk, df=prof.df, arm=prof.arm, base=prof.base)
        _text(surface, layout, theme, stats, "small", p.text, (x, y), max_width=CARD.w - 24)
        y += 24
        _fill, fcol, fname = FATIGUE.get(m["fat"], FATIGUE[2])
        status = _("Out of play") if m["out"] else _(fname)
        if m.get("spent"):
            status += " · " + _("Favor spent {n}").format(n=m["spent"])
        _icon(surface, layout, FATIGUE_ICON.get(m["fat"], FATIGUE_ICON[2]), 18, (x, y + 10))
        _text(surface, layout, theme, status, "small", fcol if not m["out"] else p.text_muted, (x + 24, y))
        y += 24
        # vitality boxes with their marks
        n = len(prof.vitality)
        cell = min(20, (CARD.w - 24) // max(1, n))
        for i, box in enumerate(prof.vitality):
            r = layout.rect((x + i * cell, y, cell - 2, 16))
            pygame.draw.rect(surface, VIT_GONE if i < m["dmg"] else VIT_LEFT, r)
            if box in BOX_MARK:
                pygame.draw.rect(surface, BOX_MARK[box], r, width=layout.length(2))
                if cell >= 12:
                    img = theme.text(box, "tiny", (20, 18, 22), layout)
                    surface.blit(img, img.get_rect(center=r.center))
        y += 22
        _text(surface, layout, theme, _("Vitality {left}/{n} · F = Favor box, S = special, N = next Stage").format(
            left=n - m["dmg"], n=n),
              "tiny", p.text_muted, (x, y), max_width=CARD.w - 24)
        y += 20
        lines = []
        abilities = ability_words(prof)
        for name, text in abilities:
            lines += theme.wrap(f"{name}: {text}", "tiny", layout.length(CARD.w - 24), layout)
        if prof.effects and not prof.abilities:
            lines.append(_("Abilities: {names}").format(names=", ".join(e.replace("_", " ") for e in prof.effects)))
        if not lines:
            lines = [_("Special box: {special}. No other abilities.").format(special=_(SPECIAL_WORDS.get(
                prof.special, prof.special)))]
        room = max(0, (TREE.y - 4 - y) // 16)
        full = " ".join(f"{name}: {text}" for name, text in abilities)
        scene.ability_hit = None
        if len(lines) > room and room:   # cut: the rest is read in the tooltip over the abilities
            lines = lines[:room]
            font, width = theme.font("tiny", layout), layout.length(CARD.w - 24)
            last = lines[-1].rstrip(".").split(" ")
            while len(last) > 1 and font.size(" ".join(last) + _(MORE))[0] > width:
                last.pop()
            lines[-1] = " ".join(last) + _(MORE)
            scene.ability_hit = (layout.rect((x, y, CARD.w - 24, 16 * room)), full)
        for line in lines[:room]:
            _text(surface, layout, theme, line, "tiny", p.text, (x, y))
            y += 16
        if tree_name is None:
            tree_name = prof.tree
            tree_title = _("Damage tree ({tree}) · special = {special}").format(
                tree=_(TREE_NAMES.get(tree_name, tree_name)), special=_(SPECIAL_WORDS.get(prof.special, prof.special)))
    if tree_name is not None:
        hits = draw_tree(scene, surface, tree_name, legal_boxes, path, tree_title, warned)
    return hits


def draw_tree(scene, surface, tree_name, legal_boxes, path, title, warned=frozenset()) -> list:
    """The damage tree as a graph; ``warned``: lit push boxes that will not move the target (marked "!")."""
    layout, theme = scene.app.layout, scene.app.theme
    p = theme.palette
    tree = trees()[tree_name]
    pos, depth = tree_layout(tree_name)
    rows: dict[int, int] = {}
    for d, i in pos.values():
        rows[d] = max(rows.get(d, 0), i + 1)
    area = pygame.Rect(TREE.x, TREE.y + 16, TREE.w, TREE.h - 16)
    _text(surface, layout, theme, title, "tiny", p.accent if legal_boxes else p.text_muted, (TREE.x, TREE.y),
          max_width=TREE.w)
    bw, bh = 58, 18
    centres = {}
    for bid, (d, i) in pos.items():
        n = rows[d]
        cx = area.x + area.w * (i + 0.5) / n
        cy = area.y + bh / 2 + (area.h - bh) * (d / max(1, depth - 1))
        centres[bid] = (cx, cy)
    for bid, box in tree.boxes.items():
        for nxt in box.next:
            on = bid in path and nxt in path
            pygame.draw.line(surface, p.accent if on else p.panel_edge, layout.point(centres[bid]),
                             layout.point(centres[nxt]), layout.length(3 if on else 1))
    hits = []
    for bid, box in tree.boxes.items():
        cx, cy = centres[bid]
        r = layout.rect((cx - bw / 2, cy - bh / 2, bw, bh))
        chosen = bid in path
        legal = bid in legal_boxes
        fill = (90, 70, 30) if chosen else (70, 63, 74) if legal else p.button
        pygame.draw.rect(surface, fill, r, border_radius=layout.length(4))
        edge = p.accent if legal else (200, 200, 200) if chosen else p.panel_edge
        pygame.draw.rect(surface, edge, r, width=layout.length(3 if legal else 1), border_radius=layout.length(4))
        label = box_label(box.box)
        if legal:
            label = "▶ " + label
        img = theme.text(label, "tiny", p.text if (legal or chosen) else p.text_muted, layout, max_width=r.w - 4)
        surface.blit(img, img.get_rect(center=r.center))
        if bid in warned:   # a push that will not move the target: a yellow "!" badge beside the box
            badge = pygame.Rect(0, 0, layout.length(15), layout.length(15))
            badge.midleft = (r.right + layout.length(3), r.centery)
            pygame.draw.ellipse(surface, p.warn, badge)
            mark = theme.text("!", "tiny", (20, 18, 22), layout)
            surface.blit(mark, mark.get_rect(center=badge.center))
        hits.append((r, bid))
    return hits


def draw_prompt(scene, surface, obs) -> None:
    layout, theme = scene.app.layout, scene.app.theme
    p = theme.palette
    d = scene.session.decision
    edge = p.accent if scene.my_turn() else None
    _panel(surface, layout, theme, PROMPT, edge)
    if d is None:
        text = _("The game is over.")
    elif scene.my_turn():
        text = reword(d.prompt)
    else:   # (the prompt may start with a name)
        text = _("{seat}'s choice — {prompt}").format(seat=scene.session.seat_name(d.seat), prompt=reword(d.prompt))
    y = PROMPT.y + 6
    for line in theme.wrap(text, "small", layout.length(PROMPT.w - 20), layout)[:3]:
        _text(surface, layout, theme, line, "small", p.text if scene.my_turn() else p.text_muted, (PROMPT.x + 10, y))
        y += 20
    hint = scene.hint()
    span = _hint_span(scene)
    if hint and span is not None:
        x, w = span
        lines = theme.wrap(hint, "tiny", layout.length(w), layout)
        if len(lines) > 2:  # a narrow spot keeps the gist and drops the asides in brackets
            lines = theme.wrap(re.sub(r" ?\([^)]*\)", "", hint), "tiny", layout.length(w), layout)
        lines = lines[:2]
        y = PROMPT.bottom - 4 - 17 * len(lines)
        for line in lines:
            _text(surface, layout, theme, line, "tiny", p.text_muted, (x, y), max_width=w)
            y += 17


def _hint_span(scene) -> tuple[int, int] | None:
    """Where on the prompt's bottom row the hint fits (x, width), beside any More / Show all buttons."""
    left, right = PROMPT.x + 10, PROMPT.right - 10
    for widget in scene.buttons.widgets:
        r = widget.rect
        if r.bottom <= BOTTOM_ROW:
            continue
        if r.centerx < PROMPT.centerx:
            left = max(left, r.right + 10)
        else:
            right = min(right, r.left - 10)
    return (left, right - left) if right - left >= 120 else None


def draw_message(scene, surface) -> None:
    if not scene.message:
        return
    layout, theme = scene.app.layout, scene.app.theme
    p = theme.palette
    text, _until, bad = scene.message
    img = theme.text(reword(text), "small", (20, 18, 22), layout, max_width=layout.length(880))
    r = img.get_rect(midbottom=layout.point((MAP.centerx, MAP.bottom - 8))).inflate(layout.length(20), layout.length(8))
    pygame.draw.rect(surface, p.bad if bad else p.warn, r, border_radius=layout.length(6))
    mark = "✗ " if bad else ""
    if mark:
        m = theme.text("!", "small", (20, 18, 22), layout)
        surface.blit(m, m.get_rect(midleft=(r.left + layout.length(6), r.centery)))
    surface.blit(img, img.get_rect(center=(r.centerx + (layout.length(6) if bad else 0), r.centery)))
