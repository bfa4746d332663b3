"""CohortBuilderScene: pick a scenario, a map, the cohort size, then each side's models.

Every model of the roster is a row with its card in the tooltip (stats,
vitality, abilities). Clicking a row adds it to (or removes it from) the side
being edited; rows of chosen models carry the side's shape (● / ■) as well as
its colour. Each side shows its combatant count and whether a Ludus Benefit
applies (the engine's 75% rule, ``cohorts.ludus_benefits``). Rows spell out a
gladiator's Ludus ("Legio XIII"), or the kind of a model without one ("Beast"). A side whose "Random cohort" switch
is on is built by the engine's own cohort generator (so a bot builds its own).
Start asks the engine to validate the whole config; a cohort that breaks the
scenario's restrictions is refused with the engine's reason, and nothing starts.
"""
from __future__ import annotations

import pygame

from engine.arenarex.cohorts import combatants, ludus_benefits
from engine.arenarex.content import roster
from engine.arenarex.maps import available_maps
from engine.arenarex.scenarios import SCENARIOS
from engine.core import LudusError, registry

from ... import art
from ...focus import WidgetGroup
from ...scene import WidgetScene
from ...widgets import Button, Choice, Toggle
from .buildcheck import misfit_words, refusal_words, scenario_help
from .models import SIDE_COLOUR
from .names import SCENARIO_LABEL, map_label
from .panel import KIND_WORDS, LUDUS_NAME
from .reword import reword
from .words import _, ngettext

SIDE_MARK = {0: "●", 1: "■"}   # the seat_1 circle and seat_2 square of every table
ROW_W, ROW_H, ROW_GAP = 366, 28, 3
RANDOM_X = 960          # the "Random cohort" switch; its name is drawn to its left
GRID_X, GRID_Y = 16, 112


def card_text(pid: str) -> str:
    p = roster()[pid]
    from .panel import SPECIAL_WORDS
    from .words import ability_words

    kind = (_(KIND_WORDS[p.kind]) if p.kind in KIND_WORDS else p.kind.title()) + (
        "" if p.ludus == "none" else f", {LUDUS_NAME.get(p.ludus, p.ludus)}")
    n = combatants(pid)
    lines = [ngettext("{model} — {kind}. MOV {mov} ATK {atk} DEF {df} ARM {arm}; {base} mm base; vitality {vit}; "
                      "special box: {special}; counts as {n} combatant.",
                      "{model} — {kind}. MOV {mov} ATK {atk} DEF {df} ARM {arm}; {base} mm base; vitality {vit}; "
                      "special box: {special}; counts as {n} combatants.", n).format(
        model=p.name, kind=kind, mov=f"{p.mov:g}", atk=p.atk, df=p.df, arm=p.arm, base=p.base, vit=len(p.vitality),
        special=_(SPECIAL_WORDS.get(p.special, p.special)), n=n)]
    for name, text in ability_words(p):
        lines.append(f"{name}: {text}")
    if p.mount:
        lines.append(_("Rides {model} (take it too).").format(model=roster()[p.mount].name))
    return "\n".join(lines)


class CohortBuilderScene(WidgetScene):
    def __init__(self, app, seats, *, on_start=None, seed: int | None = None, options: dict | None = None):
        """``options`` (scenario, map, cohort, living_hazards) pre-fill the choices, e.g. from the setup scene."""
        super().__init__(app)
        self.seats = list(seats)
        self.on_start = on_start or self._open_arena
        self.seed = seed
        options = dict(options or {})
        self.extra_options = {k: v for k, v in options.items()
                              if k not in ("scenario", "map", "cohort", "cohort_0", "cohort_1")}
        self.scenario = options.get("scenario", "munus")
        maps = available_maps()
        self.map = options.get("map") if options.get("map") in maps else ("colosseum" if "colosseum" in maps else maps[0])
        self.size = int(options.get("cohort", 3))
        self.cohorts: list[list[str]] = [[], []]
        self.random = [not s.is_human for s in self.seats]
        self.editing = 0 if self.seats[0].is_human else 1
        self.message: tuple[str, bool] | None = None
        self.pids = [pid for pid, p in roster().items() if not p.stage_only]
        self.build_widgets()
        self.scenario_changed()

    # -- widgets -------------------------------------------------------------------------------
    def build_widgets(self) -> None:
        w = self.widgets = WidgetGroup(on_back=self.app.pop, feedback=self.app.audio.tick)
        w.add(Choice((16, 60, 300, 40), [(s, SCENARIO_LABEL[s]) for s in SCENARIOS], self.scenario,
                     self._set("scenario"), tooltip=_("The scenario: deployment, restrictions and victory")))
        w.add(Choice((330, 60, 260, 40), [(m, map_label(m)) for m in available_maps()], self.map,
                     self._set("map"), tooltip=_("The arena where the battle is fought")))
        w.add(Choice((604, 60, 200, 40), [(n, f"{n} v {n}") for n in range(3, 9)], self.size, self._set("size"),
                     tooltip=_("Combatants per cohort (each Stage counts)")))
        self.rows: dict[str, Button] = {}
        per_col = (len(self.pids) + 1) // 2
        for i, pid in enumerate(self.pids):
            col, row = divmod(i, per_col)
            x = GRID_X + col * (ROW_W + 8)
            y = GRID_Y + row * (ROW_H + ROW_GAP)
            b = w.add(Button((x, y, ROW_W, ROW_H), "", lambda pid=pid: self.toggle_model(pid), role="small",
                             tooltip=card_text(pid)))
            self.rows[pid] = b
        self.side_buttons = []
        self.random_toggles = []
        for seat in (0, 1):
            y = 112 + seat * 250
            self.side_buttons.append(w.add(Button((776, y, 440, 34), "", lambda s=seat: self.edit(s), role="small",
                                                  tooltip=_("Click to edit this side's cohort"))))
            # the switch's name is drawn at its left ("Random cohort"); the switch says On / Off
            self.random_toggles.append(w.add(Toggle((RANDOM_X, y + 42, 150, 34), self.random[seat],
                                                    lambda v, s=seat: self.set_random(s, v),
                                                    tooltip=_("Random cohort: the game builds this side's "
                                                              "cohort (a bot builds its own)"))))
        w.add(Button((776, 650, 200, 50), _("Back"), self.app.pop, role="body"))
        self.start_button = w.add(Button((996, 650, 268, 50), _("Start the battle"), self.start, role="body"))
        self.refresh()

    def _set(self, field):
        def change(value):
            setattr(self, field, value)
            self.message = None
            if field == "scenario":
                self.scenario_changed()
            self.refresh()
        return change

    def scenario_changed(self) -> None:
        """The scenario choice says what the scenario is; models picked that it forbids are named."""
        for widget in self.widgets.widgets:
            if isinstance(widget, Choice) and widget.value in SCENARIOS:
                widget.tooltip = scenario_help(self.scenario)
        clash = misfit_words(self.scenario, [c if not self.random[s] else [] for s, c in enumerate(self.cohorts)],
                             [seat.name for seat in self.seats])
        if clash:
            self.message = (clash, True)

    def edit(self, seat: int) -> None:
        self.editing = seat
        self.refresh()

    def set_random(self, seat: int, value: bool) -> None:
        self.random[seat] = bool(value)
        self.refresh()

    def toggle_model(self, pid: str) -> None:
        side = self.cohorts[self.editing]
        p = roster()[pid]
        if pid in side:
            side.remove(pid)
            if p.mount and p.mount in side:
                side.remove(p.mount)
        else:
            refused = refusal_words(self.scenario, self.editing, side, pid)
            if refused:  # the scenario forbids it this side: said now, not only at Start
                self.message = (refused, True)
                self.refresh()
                return
            side.append(pid)
            if p.mount and p.mount not in side:
                side.append(p.mount)
        self.random[self.editing] = False
        self.random_toggles[self.editing].value = False
        self.message = None
        self.refresh()

    def refresh(self) -> None:
        r = roster()
        for pid, b in self.rows.items():
            p = r[pid]
            marks = "".join(SIDE_MARK[s] for s in (0, 1) if pid in self.cohorts[s])
            b.text = f"{marks} {p.name}".strip()
            # a gladiator's Ludus spelled out (the kind is then plain); others say their kind
            b.detail = LUDUS_NAME.get(p.ludus) or _(KIND_WORDS[p.kind])
        for seat in (0, 1):
            editing = _("▶ Editing: {side}") if seat == self.editing else _("Edit: {side}")
            self.side_buttons[seat].text = editing.format(side=f"{SIDE_MARK[seat]} {self.seats[seat].name}")

    # -- starting ----------------------------------------------------------------------------------
    def options(self) -> dict:
        opts = dict(self.extra_options)
        opts.update({"scenario": self.scenario, "map": self.map, "cohort": str(self.size)})
        for seat in (0, 1):
            if not self.random[seat]:
                opts[f"cohort_{seat}"] = ",".join(self.cohorts[seat])
        return opts

    def start(self) -> None:
        ruleset = registry.get("arenarex")
        for seat in (0, 1):
            if not self.random[seat] and not self.cohorts[seat]:
                self.message = (_("{name}'s cohort is empty: pick models, or switch on Random cohort.").format(
                    name=self.seats[seat].name), True)
                return
        try:
            config = ruleset.make_config(2, self.options())
        except LudusError as exc:
            self.message = (reword(str(exc)), True)
            return
        from ...table.session import GameSession

        session = GameSession.new("arenarex", config, self.seats, self.seed)
        self.on_start(session)

    def _open_arena(self, session) -> None:
        from ...games import table_for

        if table_for("arenarex") is not None:   # registered: the shared way in (autosave, continue, replay)
            self.app.play(session)
            return
        from .scene import ArenaScene

        self.app.to_title()
        self.app.push(ArenaScene(self.app, session))

    # -- frame -----------------------------------------------------------------------------------
    def side_lines(self, seat: int) -> list[tuple[str, tuple]]:
        p = self.app.theme.palette
        if self.random[seat]:
            return [(_("Random cohort: the game builds it at the start."), p.text_muted)]
        c = self.cohorts[seat]
        n = sum(combatants(x) for x in c)
        if n < self.size:   # what is missing or too much, not "5 of 3" (a newcomer read it as a count gone wrong)
            count = ngettext("{n} of {size} combatants: {k} more to add", "{n} of {size} combatants: {k} more to add",
                             self.size - n).format(n=n, size=self.size, k=self.size - n)
        elif n > self.size:
            count = ngettext("{n} combatants: {k} too many for {size} v {size}",
                             "{n} combatants: {k} too many for {size} v {size}", n - self.size).format(
                n=n, size=self.size, k=n - self.size)
        else:
            count = ngettext("{n} of {size} combatant", "{n} of {size} combatants", self.size).format(n=n, size=self.size)
        lines = [(count, p.good if n == self.size else p.warn)]
        bene = ludus_benefits(c) if c else None
        if bene:
            lines.append((_("Ludus Benefit: {ludus} (three quarters of the gladiators or more)").format(
                ludus=LUDUS_NAME.get(bene, bene)), p.good))
        else:
            lines.append((_("No Ludus Benefit (it needs three quarters of the gladiators from one Ludus)"), p.text_muted))
        names = ", ".join(roster()[x].name for x in c) or _("(no models yet: click rows on the left)")
        lines.append((names, p.text))
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        self.app.backdrop.draw(surface, layout)
        title = theme.text(_("Arena Rex — build the cohorts"), "title", p.accent, layout)
        surface.blit(title, title.get_rect(topleft=layout.point((16, 4))))
        hint = theme.text(_("Click a model to add it to the side being edited (again to remove); hover for its card."),
                          "small", p.text_muted, layout, max_width=layout.length(750))
        surface.blit(hint, hint.get_rect(topleft=layout.point((16, 640))))
        for seat in (0, 1):
            y = 112 + seat * 250
            box = layout.rect((770, y - 6, 500, 240))
            surface.blit(art.panel(box.size, corner=layout.length(12)), box)   # the one frame style
            if seat == self.editing:  # also said in words on the side's button ("▶ Editing")
                pygame.draw.rect(surface, SIDE_COLOUR[seat], box, width=layout.length(3), border_radius=layout.length(8))
            marker = art.seat_marker(seat, layout.length(28))
            surface.blit(marker, marker.get_rect(center=layout.point((1240, y + 17))))
            label = theme.text(_("Random cohort"), "small", p.text, layout)
            surface.blit(label, label.get_rect(midright=layout.point((RANDOM_X - 12, y + 59))))
            ty = y + 86
            for text, colour in self.side_lines(seat):
                for line in theme.wrap(text, "small", layout.length(480), layout)[:3]:
                    img = theme.text(line, "small", colour, layout)
                    surface.blit(img, layout.point((782, ty)))
                    ty += 22
        self.widgets.draw(surface, layout, theme)
        if self.message:
            text, bad = self.message
            img = theme.text(text, "small", (20, 18, 22), layout, max_width=layout.length(1240))
            r = img.get_rect(topleft=layout.point((20, 602))).inflate(layout.length(16), layout.length(8))
            pygame.draw.rect(surface, p.bad if bad else p.warn, r, border_radius=layout.length(6))
            surface.blit(img, img.get_rect(center=r.center))
