"""The attack preview: before an attack is chosen, what it may do (issue 39 item 7).

Pointing at an attack's button, or at a model the active model may attack, shows a box at the
top of the map: the dice each side rolls, the successes to expect and the chance to reach the
damage tree and to deal damage through the defender's armour, with the same figures for a
Power Attack when one may follow, and what the figures leave out (Favor dice, Assists and
counterattacks are chosen later). During the Power Attack question the box stays up. Every
figure is the engine's (``engine.arenarex.odds``); this module only words and draws them.

A part of ``ArenaScene`` (``scene.odds``), made with the scene it serves. What it uses of the
scene: ``app``, ``session``, ``my_turn``, ``drag``, ``attack_frame``, ``legal``, ``buttons``,
``action_buttons``, ``hover_model`` and ``words``.
"""
from __future__ import annotations

import pygame

from engine.arenarex.board import EXHAUSTED
from engine.arenarex.odds import AttackOdds, attack_odds, preview
from engine.i18n import number

from ... import art
from . import panel as P
from .words import _, ngettext

#: the preview box, design coordinates (the top of the map, clear of the top bar)
BOX_W = 600
BOX_TOP = 46


def percent(chance: float) -> str:
    return f"{round(100 * chance)}%"


def odds_lines(odds: AttackOdds, power: AttackOdds | None, words) -> list[str]:
    """The preview's lines: a title, the dice, what to expect, the chances, the Power Attack's
    chances (when one may follow) and what is left out."""
    lines = [_("{attacker} attacks {defender}: the odds").format(attacker=words.name(odds.attacker),
                                                                  defender=words.name(odds.defender))]
    dice = _("{a} attack dice against {d} defense dice").format(a=odds.attack_dice, d=odds.defense_dice)
    if odds.bonus:
        dice += " " + ngettext("(+{n} success without rolling)", "(+{n} successes without rolling)",
                               odds.bonus).format(n=odds.bonus)
    lines.append(dice)
    lines.append(_("Expected: {a} successes against {d}, {net} net").format(
        a=number(odds.expected_attack, 1), d=number(odds.expected_defense, 1), net=number(odds.expected_net, 1)))
    if odds.boxes_to_damage is None:
        lines.append(_("{hit} chance to reach the damage tree; its boxes cannot beat ARM {arm}").format(
            hit=percent(odds.chance_hit), arm=odds.armor))
    else:
        lines.append(_("{hit} chance to reach the damage tree, {dmg} to deal damage through ARM {arm}").format(
            hit=percent(odds.chance_hit), dmg=percent(odds.chance_damage), arm=odds.armor))
    if power is not None:
        lines.append(_("As a Power Attack (+1 fatigue): {hit} to reach the tree, {dmg} to deal damage").format(
            hit=percent(power.chance_hit), dmg=percent(power.chance_damage)))
    lines.append(_("Before Favor dice, Assists and counterattacks, which are chosen later."))
    return lines


class OddsView:
    """Which attack is being looked at, and its preview box, for one scene."""

    def __init__(self, table):
        self.table = table
        self._odds_key = None
        self._odds_lines: list[str] = []

    def previewed_attack(self):
        """(attacker, defender, kind, power_only) of the attack the player is looking at, or None."""
        t = self.table
        d = t.session.decision
        if d is None or not t.my_turn() or t.drag is not None:
            return None
        if d.kind == "power_attack":
            f = t.attack_frame()
            return None if f is None else (f["attacker"], f["defender"], "action", True)
        attacks = [a for a in t.legal() if a.kind in ("attack", "opportunity_attack")]
        if not attacks:
            return None
        hovered = t.buttons.hovered
        for a in attacks:
            if hovered is not None and t.action_buttons.get(a.key()) is hovered:
                return self._attack_of(a)
        if t.hover_model is not None and t.buttons.hovered is None:
            for a in attacks:
                if a.kind == "attack" and a.get("target") == t.hover_model and not a.get("also"):
                    return self._attack_of(a)
        return None

    def _attack_of(self, a):
        t = self.table
        if a.kind == "attack":
            return a.get("by"), a.get("target"), "action", False
        odds = preview(t.session.state, a)
        return None if odds is None else (odds.attacker, odds.defender, "opportunity", False)

    def lines(self) -> list[str]:
        """The preview's lines for the attack looked at now (worked out once per decision and attack)."""
        t = self.table
        seen = self.previewed_attack()
        key = (t.session.state.decisions_made, len(t.session.moves.actions), seen)
        if key != self._odds_key:
            self._odds_key, self._odds_lines = key, []
            if seen is not None:
                state = t.session.state
                atk, dfd, kind, power_only = seen
                if atk in state.models and dfd in state.models:
                    power = None
                    if kind == "action" and (power_only or self._power_may_follow(atk)):
                        power = attack_odds(state, atk, dfd, power=True)
                    self._odds_lines = odds_lines(attack_odds(state, atk, dfd, kind=kind), power, t.words())
        return self._odds_lines

    def _power_may_follow(self, atk: str) -> bool:
        """Whether the engine will offer a Power Attack after this attack is declared (its own test:
        an Attack action by a model alone on its base that can take one more fatigue)."""
        t = self.table
        state = t.session.state
        return (len(state.pair(atk)) == 1 and state.seat_of(atk) is not None
                and state.models[atk]["fat"] + 1 <= EXHAUSTED)

    def draw(self, surface) -> None:
        t = self.table
        lines = self.lines()
        if not lines:
            return
        layout, theme = t.app.layout, t.app.theme
        p = theme.palette
        width = layout.length(BOX_W - 24)
        images = [theme.text(lines[0], "body", p.accent, layout, max_width=width)]
        images += [theme.text(line, "small", p.text, layout, max_width=width) for line in lines[1:-1]]
        images.append(theme.text(lines[-1], "tiny", p.text_muted, layout, max_width=width))
        gap = layout.length(4)
        height = sum(img.get_height() for img in images) + gap * (len(images) - 1) + layout.length(20)
        box = pygame.Rect(0, 0, layout.length(BOX_W), height)
        box.midtop = layout.point((P.MAP.centerx, BOX_TOP))
        surface.blit(art.panel(box.size, corner=layout.length(10)), box)
        y = box.top + layout.length(10)
        for img in images:
            surface.blit(img, (box.left + layout.length(12), y))
            y += img.get_height() + gap
