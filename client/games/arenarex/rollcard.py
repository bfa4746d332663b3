"""The roll card: an attack's dice, damage-tree boxes and results, kept on the map.

Issue 13: a roll that flashed by for a second and a half could not be read. The
card is built from the events the story has told so far (never from rules): it
appears with the first dice of an attack, grows with each box chosen and each
push, and ends with the results explained in the log's words ("Hermes takes 4
damage (1 from Leo's damage tree, 3 from the push into the Spikes)"). Once the
attack is resolved the story holds (a ``hold`` step of the animation queue) until
the player continues, or for the time the "Rolls stay" setting gives; bots wait
for it like any animation. Acting (a click on the map, a button) continues too.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import pygame

from ... import art
from .words import box_label

#: the "Rolls stay" setting: how long a resolved attack's card holds the game
STAY_KEY = "arenarex_rolls_stay"
STAY_CHOICES = (("continue", "until you continue"), ("5", "5 seconds"), ("2", "2 seconds"))
#: the card, in design coordinates: over the bottom of the map (above the message line), or over
#: the top when the fighters stand where the bottom card would hide them
CARD_W, CARD_X, CARD_TOP, CARD_BOTTOM = 620, 460, 48, 684
DIE = 34
#: event types whose log sentence is a result worth keeping on the card
RESULT_TYPES = ("pushed", "hazard_contact", "damage_marked", "defeated", "stage_advanced", "attack_broken",
                "bonus_success", "fatigue_changed", "favor_gained", "special_result", "followed_up", "repositioned")


def rolls_stay(app) -> float:
    """Seconds a resolved attack's card holds the game (inf: until the player continues)."""
    value = app.settings.extra.get(STAY_KEY, "continue")
    return float("inf") if value not in ("5", "2") else float(value)


def next_stay(app) -> None:
    values = [v for v, _ in STAY_CHOICES]
    now = app.settings.extra.get(STAY_KEY, "continue")
    extra = dict(app.settings.extra)
    extra[STAY_KEY] = values[(values.index(now) + 1) % len(values)] if now in values else values[1]
    app.change_settings(extra=extra)


def stay_label(app) -> str:
    now = app.settings.extra.get(STAY_KEY, "continue")
    return "Rolls stay: " + dict(STAY_CHOICES).get(now, STAY_CHOICES[0][1])


@dataclass
class RollCard:
    start: int                      # index of the attack_declared event (the card's identity)
    title: str
    fighters: tuple = ()            # attacker, defender
    rolls: list = field(default_factory=list)      # dice_rolled events, in order
    net: int | None = None
    counter: str | None = None      # the model whose counterattack won, if one did
    boxes: list = field(default_factory=list)      # box labels chosen, in order
    results: list = field(default_factory=list)    # log sentences of the results
    resolved: bool = False


def build(events, entries, n: int, words) -> RollCard | None:
    """The card of the last attack declared among the first ``n`` events (None before any dice)."""
    start = next((i for i in range(min(n, len(events)) - 1, -1, -1) if events[i].type == "attack_declared"), None)
    if start is None:
        return None
    e = events[start]
    card = RollCard(start, words.sentence(e).rstrip("."), (e.get("attacker"), e.get("defender")))
    for i in range(start + 1, min(n, len(events))):
        ev = events[i]
        t = ev.type
        if t == "dice_rolled":
            card.rolls.append(ev)
        elif t == "attack_result":
            card.net = ev.get("net")
            if ev.get("counter") and (ev.get("net") or 0) > 0:
                card.counter = words.name(ev.get("attacker"))
        elif t == "tree_path_chosen":
            card.boxes.append("free push" if ev.get("box") == "free_push" else box_label(str(ev.get("result"))))
        elif t == "attack_resolved":
            card.resolved = True
            if not ev.get("damage"):
                card.results.append("No damage.")
            break
    if not card.rolls and card.net is None and not card.boxes:
        return None
    end = i + 1 if card.resolved else min(n, len(events))
    for entry in entries:
        if start < entry.index < end and entry.type in RESULT_TYPES:
            card.results.append(entry.text)
    return card


@dataclass
class Measured:
    rect: pygame.Rect               # design coordinates
    tree: list                      # the net-successes / damage-tree line, wrapped
    lines: list                     # the results, wrapped (the newest that fit)


def measure(scene, card: RollCard, held: bool) -> Measured:
    layout, theme = scene.app.layout, scene.app.theme
    width = layout.length(CARD_W - 24)
    lines = []
    for line in card.results:
        lines += theme.wrap(line, "small", width, layout)
    lines = lines[-(8 if held else 10):]
    tree = ""
    if card.net is not None:
        many = f"{card.net} net success{'es' if card.net != 1 else ''}"
        tree = f"{card.counter}'s counterattack wins: {many}" if card.counter else many if card.net else \
            "No net successes: the damage tree is not used"
    if card.boxes:
        tree += (" · " if tree else "") + "Damage tree: " + " → ".join(card.boxes)
    tree_lines = theme.wrap(tree, "small", width, layout) if tree else []
    height = 36 + len(card.rolls) * (DIE + 24) + 22 * len(tree_lines) + 21 * len(lines) + (44 if held else 8)
    rect = pygame.Rect(0, 0, CARD_W, min(height, CARD_BOTTOM - CARD_TOP))
    rect.midbottom = (CARD_X, CARD_BOTTOM)
    top = rect.copy()
    top.midtop = (CARD_X, CARD_TOP)
    if _covers(scene, rect, card) > _covers(scene, top, card):
        rect = top
    return Measured(rect, tree_lines, lines)


def _covers(scene, rect: pygame.Rect, card: RollCard) -> int:
    """How many of the fighters the card at ``rect`` would hide."""
    layout = scene.app.layout
    hidden = 0
    for mid in card.fighters:
        pos = scene.display_pos(mid)
        if pos is None:
            continue
        x, y = layout.to_design(scene.camera.to_screen(pos))
        r = scene.camera.length(scene.radius_of(mid)) / layout.scale + 14
        if rect.inflate(2 * r, 2 * r).collidepoint(x, y):
            hidden += 1
    return hidden


def draw(scene, surface, card: RollCard, tumble: float | None, held: bool) -> Measured:
    """Draw ``card``; ``tumble`` (0..1) while the dice are still rolling, else None."""
    layout, theme = scene.app.layout, scene.app.theme
    p = theme.palette
    m = measure(scene, card, held)
    rect = m.rect
    r = layout.rect(rect)
    surface.blit(art.panel(r.size, corner=layout.length(12)), r)
    x, y = rect.x + 12, rect.y + 8
    _blit(surface, theme.text(card.title, "body", p.accent, layout, max_width=layout.length(CARD_W - 24)), layout,
          (x, y))
    y += 30
    rnd = random.Random(int((tumble or 0) * 20))
    for ev in card.rolls:
        _blit(surface, theme.text(f"{scene.words().name(ev.get('model'))} · {ev.get('role')}", "tiny", p.text, layout),
              layout, (x, y))
        y += 18
        dx = x
        for kind, faces in (("combat", ev.get("dice") or []), ("favor", ev.get("favor_dice") or [])):
            for f in faces:
                face = rnd.randint(1, 6) if tumble is not None else f
                _die(surface, layout, theme, kind, face, (dx, y), success=tumble is None and face >= 4)
                dx += DIE + 6
        if tumble is None:
            bonus = f" (+{ev.get('bonus')})" if ev.get("bonus") else ""
            n = ev.get("successes")
            img = theme.text(f"= {n} success{'es' if n != 1 else ''}{bonus}", "small", (230, 159, 0), layout)
            _blit(surface, img, layout, (min(dx + 8, rect.right - 12 - img.get_width() / layout.scale), y + 8))
        y += DIE + 6
    if tumble is None:
        for line in m.tree:
            _blit(surface, theme.text(line, "small", p.accent, layout), layout, (x, y))
            y += 22
        for line in m.lines:
            _blit(surface, theme.text(line, "small", p.text, layout), layout, (x, y))
            y += 21
    return m


def _blit(surface, img, layout, pos) -> None:
    surface.blit(img, layout.point(pos))


def _die(surface, layout, theme, kind, face, pos, success: bool) -> None:
    size = layout.length(DIE)
    at = layout.point(pos)
    if _has_die(kind):
        surface.blit(_die_image(kind, face, size), at)
    else:
        pygame.draw.rect(surface, (250, 245, 232), (*at, size, size), border_radius=layout.length(6))
        t = theme.text(str(face), "body", (20, 18, 22), layout)
        surface.blit(t, t.get_rect(center=(at[0] + size // 2, at[1] + size // 2)))
    if success:  # a success: a ring and a tick (not colour alone)
        pygame.draw.rect(surface, (0, 158, 115), (at[0] - 2, at[1] - 2, size + 4, size + 4), layout.length(3),
                         border_radius=layout.length(6))
        tick = art.icon("ready", layout.length(15))
        surface.blit(tick, tick.get_rect(center=(at[0] + size, at[1])))


_DICE: dict[tuple, pygame.Surface] = {}


def _die_image(kind: str, face: int, size: int) -> pygame.Surface:
    from ... import assets

    img = _DICE.get((kind, face, size))
    if img is None:
        img = _DICE[(kind, face, size)] = pygame.transform.smoothscale(assets.load_image(f"die_{kind}_{face}"),
                                                                       (size, size))
    return img


def _has_die(kind: str) -> bool:
    from ... import assets

    try:
        return f"die_{kind}_1" in assets.manifest("sprites")
    except (OSError, KeyError, ValueError):
        return False
