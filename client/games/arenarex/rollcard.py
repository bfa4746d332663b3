"""The roll card: an attack's dice, damage-tree boxes and results, kept on the map.

Issue 13: a roll that flashed by for a second and a half could not be read. The
card is built from the events the story has told so far (never from rules): it
appears with the first dice of an attack, grows with each box chosen and each
push, and ends with the results explained in the log's words ("Hermes takes 4
damage (1 from Leo's damage tree, 3 from the push into the Spikes)"). Once the
attack is resolved the story holds (a ``hold`` step of the animation queue) until
the player continues, or for the time the "Rolls stay" setting gives; bots wait
for it like any animation. Acting (a click on the map, a button) continues too.
With no human in any seat nobody can continue (issue 26): the card then holds only
for the bots' pace (``hold_seconds``), so a bot-only window plays to its end.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import pygame

from engine.i18n import N_

from ... import art
from .words import _, box_label, ngettext, rerolled_words, successes

#: the "Rolls stay" setting: how long a resolved attack's card holds the game
STAY_KEY = "arenarex_rolls_stay"
STAY_CHOICES = (("continue", N_("until you continue")), ("5", N_("5 seconds")), ("2", N_("2 seconds")))
#: where the card may sit, in design coordinates, in order of preference: wide over the bottom of the
#: map (above the message line) or its top, else narrower in a corner; the first that hides the
#: fewest of the fighters wins
CARD_TOP, CARD_BOTTOM = 48, 684
PLACES = ((620, "midbottom", (460, CARD_BOTTOM)), (620, "midtop", (460, CARD_TOP)),
          (470, "bottomleft", (8, CARD_BOTTOM)), (470, "bottomright", (912, CARD_BOTTOM)),
          (470, "topleft", (8, CARD_TOP)), (470, "topright", (912, CARD_TOP)))
#: the places beside a tutorial's coach panel (``client/tutorial/``: the map's left margin), right of it
COACHED_PLACES = ((556, "midbottom", (526, CARD_BOTTOM)), (556, "midtop", (526, CARD_TOP)),
                  (470, "bottomright", (912, CARD_BOTTOM)), (470, "topright", (912, CARD_TOP)))
DIE = 34
#: event types whose log sentence is a result worth keeping on the card
RESULT_TYPES = ("pushed", "hazard_contact", "damage_marked", "defeated", "stage_advanced", "attack_broken",
                "bonus_success", "fatigue_changed", "favor_gained", "special_result", "followed_up", "repositioned")


def rolls_stay(app) -> float:
    """Seconds a resolved attack's card holds the game (inf: until the player continues)."""
    value = app.settings.extra.get(STAY_KEY, "continue")
    return float("inf") if value not in ("5", "2") else float(value)


#: with no human seat, a card held "until you continue" stays this many bot paces instead
BOT_ONLY_PACES = 4


def hold_seconds(app, anyone_human: bool, pace: float) -> float:
    """How long a resolved attack's card holds the story: the "Rolls stay" setting; but with bots
    in every seat nobody is there to continue, so "until you continue" becomes
    ``BOT_ONLY_PACES`` times the bots' pace (no wait when they play instantly)."""
    stay = rolls_stay(app)
    if anyone_human or stay != float("inf"):
        return stay
    return BOT_ONLY_PACES * pace


def next_stay(app) -> None:
    values = [v for v, _ in STAY_CHOICES]
    now = app.settings.extra.get(STAY_KEY, "continue")
    extra = dict(app.settings.extra)
    extra[STAY_KEY] = values[(values.index(now) + 1) % len(values)] if now in values else values[1]
    app.change_settings(extra=extra)


def stay_label(app) -> str:
    now = app.settings.extra.get(STAY_KEY, "continue")
    return _("Rolls stay: {how_long}").format(how_long=_(dict(STAY_CHOICES).get(now, STAY_CHOICES[0][1])))


@dataclass
class RollCard:
    start: int                      # index of the attack_declared event (the card's identity)
    title: str
    fighters: tuple = ()            # attacker, defender
    spots: list = field(default_factory=list)      # (model, world point) where pushes sent models
    rolls: list = field(default_factory=list)      # dice_rolled events, in order
    net: int | None = None
    counter: str | None = None      # the model whose counterattack won, if one did
    boxes: list = field(default_factory=list)      # box labels chosen, in order
    results: list = field(default_factory=list)    # log sentences of the results
    resolved: bool = False
    bonus_why: tuple = ()           # why the attack roll gained bonus successes, in words

    def key_line(self) -> str:
        """What the dice mean: the success threshold, a Favor die's worth and the bonus's reason."""
        parts = [_("A die showing 4 or more is a success (ringed)")]
        if any(ev.get("favor_dice") for ev in self.rolls):
            parts.append(_("a Favor die's 4+ counts as two"))
        bonus = next((ev.get("bonus") for ev in self.rolls if ev.get("bonus")), 0)
        if bonus:
            parts.append(f"+{bonus}: " + _(" and ").join(_(w) for w in self.bonus_why) if self.bonus_why else
                         _("+{n} bonus").format(n=bonus))
        return "; ".join(parts) + "."


#: why an attack roll gains bonus successes
BONUS_WHY = (N_("the defender was Exhausted when attacked"), N_("an Opportunity Attack gains one"))


def build(events, entries, n: int, words) -> RollCard | None:
    """The card of the last attack declared among the first ``n`` events (None before any dice)."""
    start = next((i for i in range(min(n, len(events)) - 1, -1, -1) if events[i].type == "attack_declared"), None)
    if start is None:
        return None
    e = events[start]
    why = []
    if e.get("exhausted_defender"):
        why.append(BONUS_WHY[0])
    if e.get("kind") == "opportunity":
        why.append(BONUS_WHY[1])
    card = RollCard(start, words.sentence(e).rstrip("."), (e.get("attacker"), e.get("defender")), bonus_why=tuple(why))
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
            card.boxes.append(_("free push") if ev.get("box") == "free_push" else box_label(str(ev.get("result"))))
        elif t == "pushed" and ev.get("to") is not None:
            card.spots.append((ev.get("model"), tuple(ev.get("to"))))
        elif t == "attack_resolved":
            card.resolved = True
            if not ev.get("damage"):
                card.results.append(_("No damage."))
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
    key: list = field(default_factory=list)   # what the dice mean, wrapped


def measure(scene, card: RollCard, held: bool) -> Measured:
    """The card's place and wrapped lines: the first of ``PLACES`` (beside a coach, ``COACHED_PLACES``)
    that hides the fewest fighters."""
    best = None
    for card_w, anchor, at in COACHED_PLACES if getattr(scene, "coach_panel", None) is not None else PLACES:
        m = _measure(scene, card, held, card_w)
        setattr(m.rect, anchor, at)
        hidden = _covers(scene, m.rect, card)
        if best is None or hidden < best[0]:
            best = (hidden, m)
        if hidden == 0:
            break
    return best[1]


def _measure(scene, card: RollCard, held: bool, card_w: int) -> Measured:
    layout, theme = scene.app.layout, scene.app.theme
    if scene.card_folded == card.start:   # folded: the title alone (and the buttons while held)
        return Measured(pygame.Rect(0, 0, card_w, 40 + (40 if held else 0)), [], [])
    width = layout.length(card_w - 24)
    lines = []
    for line in card.results:
        lines += theme.wrap(line, "small", width, layout)
    lines = lines[-(8 if held else 10):]
    tree = ""
    if card.net is not None:
        many = ngettext("{n} net success", "{n} net successes", card.net).format(n=card.net)
        tree = _("{model}'s counterattack wins: {net}").format(model=card.counter, net=many) if card.counter else \
            many if card.net else _("No net successes: the damage tree is not used")
    if card.boxes:
        tree += (" · " if tree else "") + _("Damage tree: {boxes}").format(boxes=" → ".join(card.boxes))
    tree_lines = theme.wrap(tree, "small", width, layout) if tree else []
    key = theme.wrap(card.key_line(), "tiny", width, layout) if card.rolls else []
    height = 36 + len(card.rolls) * (DIE + 24) + 18 * len(key) + 22 * len(tree_lines) + 21 * len(lines) + \
        (44 if held else 8)
    return Measured(pygame.Rect(0, 0, card_w, min(height, CARD_BOTTOM - CARD_TOP)), tree_lines, lines, key)


def _covers(scene, rect: pygame.Rect, card: RollCard) -> int:
    """How many of the fighters (where they are drawn now, where they end up, where pushes sent them)
    the card would hide."""
    layout = scene.app.layout
    hidden = 0
    models = scene.observation()["models"]
    seen = [(mid, scene.drawing.display_pos(mid)) for mid in card.fighters] + \
        [(mid, scene.pos_of(mid)) for mid in card.fighters if mid in models] + card.spots
    for mid, pos in seen:
        if pos is None or mid not in models:
            continue
        x, y = layout.to_design(scene.camera.to_screen(pos))
        r = scene.camera.length(scene.radius_of(mid)) / layout.scale + 24   # and a little room around it
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
    folded = scene.card_folded == card.start
    title = (_("{title} · click to open") if folded else _("{title} · click to fold")).format(title=card.title)
    _blit(surface, theme.text(title, "body", p.accent, layout, max_width=layout.length(rect.w - 24)), layout, (x, y))
    if folded:
        return m
    y += 30
    rnd = random.Random(int((tumble or 0) * 20))
    for ev in card.rolls:
        from .words import ROLES

        role = _(ROLES.get(ev.get("role"), str(ev.get("role"))))
        label = f"{scene.words().name(ev.get('model'))} · {role}"
        if ev.get("rerolled"):   # a Power Attack (or Ekstasis) rolled failed dice again: shown, not hidden
            label += " · " + rerolled_words(ev.get("rerolled"))
        _blit(surface, theme.text(label, "tiny", (230, 159, 0) if ev.get("rerolled") else p.text, layout,
                                  max_width=layout.length(rect.w - 24)), layout, (x, y))
        y += 18
        dx = x
        for kind, faces in (("combat", ev.get("dice") or []), ("favor", ev.get("favor_dice") or [])):
            for f in faces:
                face = rnd.randint(1, 6) if tumble is not None else f
                _die(surface, layout, theme, kind, face, (dx, y), success=tumble is None and face >= 4)
                dx += DIE + 6
        if tumble is None:
            bonus = _(" (+{n} bonus)").format(n=ev.get("bonus")) if ev.get("bonus") else ""
            n = ev.get("successes")
            img = theme.text(f"= {successes(n)}{bonus}", "small", (230, 159, 0), layout)
            _blit(surface, img, layout, (min(dx + 8, rect.right - 12 - img.get_width() / layout.scale), y + 8))
        y += DIE + 6
    if tumble is None:
        for line in m.key:
            _blit(surface, theme.text(line, "tiny", p.text_muted, layout), layout, (x, y))
            y += 18
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
