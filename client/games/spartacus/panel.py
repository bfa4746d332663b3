"""PanelDrawing: the top bar, the decision panel (prompt, one button per choice or group of
choices, the composer of an offer, bid or bet), the log, and the public promise record. A
mixin of ``SpartacusTable``. Buttons carry legal actions only; a composed offer goes to the
engine's ``check`` first, so its refusal comes back in the engine's words."""
from __future__ import annotations

import pygame

from engine.i18n import N_, game_words, language
from engine.spartacus.common import ROUND_LIMIT

from ...buttonflow import ButtonFlow
from ...focus import WidgetGroup
from ...widgets import Button
from .compose import composer_for
from .layout import BOARD, LOG, PANEL, PHASE_LABEL, STEP_LABEL, TOP
from .reword import capital, house_shown, reword

_, ngettext, pgettext = game_words("spartacus")

#: action kinds built by a composer, never shown as buttons of their own
COMPOSED = {"ask_support", "bribe", "sway", "bid", "bet", "trade"}
#: what a button says for a group of choices of one kind (a menu then asks which)
GROUP_LABEL = {"sell": N_("Sell an intrigue card to the bank…"), "scheme": N_("Play a scheme…"),
               "declare_guard": N_("Set a guard face up…"), "ability": N_("Use a character's ability…"),
               "house_ability": N_("Use your house ability…"), "react": N_("Cancel it with a reaction…"),
               "guard": N_("Roll a guard against it…"), "release": N_("Release a gladiator…"),
               "invite": N_("Invite a house…"), "fighter": N_("Choose your fighter…"), "equip": N_("Equip your fighter…"),
               "sell_asset": N_("Sell an asset to the bank…"), "house": N_("Choose your house…"),
               "lose_die": N_("Choose the die to lose…"), "move": N_("Move: click a lit hex")}
ROW_H = 30
DECIDING = N_("deciding")
#: a promise in the record, as its line begins
PROMISE_STATUS = {"kept": N_("KEPT"), "broken": N_("BROKEN"), "open": N_("OPEN")}
#: what a choice says in the decision it answers (the same kind means different things)
DECISION_VERB = {("invitation", "accept"): N_("Accept: send a fighter to the games"),
                 ("invitation", "decline"): N_("Decline: lose 1 influence"),
                 ("answer_offer", "accept"): N_("Accept the offer"), ("answer_offer", "decline"): N_("Decline the offer"),
                 ("reaction", "pass"): N_("Let the scheme be"), ("guard", "pass"): N_("Let it be (keep your guards)"),
                 ("avoid", "pass"): N_("Pass: make no offer"), ("sway", "pass"): N_("Pass: let the host decide"),
                 ("market", "pass"): N_("Done trading (pass)")}


class PanelDrawing:
    # -- the choices -------------------------------------------------------------------------------
    def decision_key(self):
        return (self.session.state.decisions_made, self.viewer, self.my_turn(), self.compose_version,
                self.turns.handoff_pending, language())

    def sync_choices(self) -> None:
        key = self.decision_key()
        if key == self._choices_key:
            return
        self._choices_key = key
        self.choices = WidgetGroup(feedback=self.app.audio.tick)
        self.choice_buttons: list[tuple[list, Button]] = []
        self.choice_flow = None
        self.compose_buttons: dict[str, tuple[Button, Button]] = {}
        self.submit_button = None
        d = self.session.decision
        if d is None or not self.my_turn():
            self.composer = None
            return
        legal = self.legal()
        if self.composer is None or self.composer_turn != self.session.state.decisions_made:
            self.composer = composer_for(d.kind, legal, d.seat, self.observation(), self.words())
            self.composer_turn = self.session.state.decisions_made
        y = PANEL.top + 104
        comp = self.composer
        if comp is not None:
            y += 20
            for row in comp.rows:
                prev = self.choices.add(Button((PANEL.left + 226, y, 30, ROW_H - 4), "<",
                                               lambda r=row: self.step_row(r, -1), role="body"))
                nxt = self.choices.add(Button((PANEL.right - 46, y, 30, ROW_H - 4), ">",
                                              lambda r=row: self.step_row(r, 1), role="body"))
                self.compose_buttons[row.key] = (prev, nxt)
                y += ROW_H
            y += 38  # room for the preview's two lines (a bribe's or a sway's promise too), over no button
            self.submit_button = self.choices.add(Button((PANEL.left + 12, y, PANEL.width - 24, ROW_H),
                                                         _(comp.submit), self.submit_composer, role="body"))
            y += ROW_H + 6
        groups: dict[str, list] = {}
        for a in legal:
            if a.kind not in COMPOSED:
                groups.setdefault(a.kind, []).append(a)
        words = self.words()
        entries = []
        for kind, actions in groups.items():
            if kind == "move":
                entries.append((actions, _(GROUP_LABEL["move"]), None))
            elif len(actions) <= 3 and kind not in ("sell", "sell_asset") or kind == "house":
                entries += [([a], _(DECISION_VERB[(d.kind, a.kind)]) if (d.kind, a.kind) in DECISION_VERB else words.verb(a),
                             lambda a=a: self.press(a))
                            for a in actions]
            else:
                entries.append((actions, _(GROUP_LABEL[kind]) if kind in GROUP_LABEL else words.verb(actions[0]) + "…",
                                lambda acts=actions: self.act(acts)))
        for actions, label, press in _one_per_label(entries):
            b = self.choices.add(Button((0, 0, PANEL.width - 24, ROW_H), label, press, role="body",
                                        enabled=press is not None))
            self.choice_buttons.append((actions, b))
        # the shared rule (``client/buttonflow.py``): columns, then smaller rows, then a scroll
        area = pygame.Rect(PANEL.left + 12, y, PANEL.width - 24, PANEL.bottom - 8 - y)
        self.choice_flow = ButtonFlow([b for _, b in self.choice_buttons], area, self.app.layout, self.app.theme)

    def step_row(self, row, delta: int) -> None:
        row.step(delta)
        if self.composer is not None and self.composer.kind == "market" and row.key == "to":
            self.composer.ask = set()  # the cards asked belonged to the house no longer chosen
        self.compose_version += 1

    def submit_composer(self) -> None:
        action = self.composer.build() if self.composer else None
        if action is None:
            self.say(_("That offer is not possible now."), bad=True)
            return
        self.explain(action)

    # -- drawing ---------------------------------------------------------------------------------
    def draw_top(self, surface, obs) -> None:
        layout, p = self.app.layout, self.app.theme.palette
        pygame.draw.rect(surface, p.panel, layout.rect(TOP))
        phase = _(PHASE_LABEL[obs["phase"]]) if obs["phase"] in PHASE_LABEL else obs["phase"]
        step = _(STEP_LABEL[obs["step"]]) if obs["step"] in STEP_LABEL else ""
        # the round limit (our safety net, docs/rulings.md) shows before it ends the game
        when = _("Round {round} of {limit}").format(round=obs["round"], limit=ROUND_LIMIT) + " · " if obs["round"] else ""
        self.text(surface, f"{when}{phase}" + (f" · {step}" if step else ""), "small", p.accent,
                  (12, 20), anchor="midleft", max_width=440)
        d = self.session.decision
        if d is not None:  # left of the Take back button (table.takeback_rect), never under it
            who = self.turns.waiting_words()  # who the game waits for: a named person or a bot
            self.text(surface, who, "small", p.text, (460, 20), anchor="midleft", max_width=290)

    def draw_panel(self, surface, obs) -> None:
        layout, p = self.app.layout, self.app.theme.palette
        self.panel(surface, PANEL)
        d = self.session.decision
        if d is None:
            self.text(surface, _("The game is over."), "body", p.accent, (PANEL.left + 14, PANEL.top + 12))
            return
        mine = self.my_turn()
        head = _("Your decision") if mine else _("{house} decides").format(house=self.words().house(d.seat))
        if d.secret:
            head += _(" (secret)")
        self.text(surface, head, "body", p.accent, (PANEL.left + 14, PANEL.top + 10))
        prompt = reword(d.prompt) if mine else self.others_deciding_words(d)
        if mine and self.aiming() is not None:
            prompt = self.target_prompt(self.picking.step)
        elif mine and d.kind in ("reaction", "guard"):  # what letting it be would let happen
            prompt += " " + self.scheme_words(obs)
        layout = self.app.layout
        small = len(self.app.theme.wrap(prompt, "small", layout.length(PANEL.width - 28), layout)) <= 3
        self.wrapped(surface, prompt, "small" if small else "tiny", p.text, (PANEL.left + 14, PANEL.top + 38),
                     PANEL.width - 28, line=19 if small else 15, max_lines=3 if small else 4)
        comp = self.composer if mine else None
        if comp is not None:
            y = PANEL.top + 104
            self.text(surface, _(comp.title), "small", p.accent, (PANEL.left + 14, y))
            y += 20
            for row in comp.rows:
                label = capital(reword(row.label))
                theme = self.app.theme
                if theme.fits(label, "tiny", layout, layout.length(206)):
                    self.text(surface, label, "tiny", p.text_muted, (PANEL.left + 14, y + 13), anchor="midleft",
                              max_width=206)
                else:  # a bet's outcome names a house ("El luchador de Casa de Vetio es decapitado"): two lines
                    for i, part in enumerate(theme.wrap(label, "tiny", layout.length(206), layout)[:2]):
                        self.text(surface, part, "tiny", p.text_muted, (PANEL.left + 14, y + 6 + 14 * i),
                                  anchor="midleft", max_width=206)
                self.text(surface, reword(row.words), "tiny", p.text, ((PANEL.left + 256 + PANEL.right - 46) / 2, y + 13),
                          anchor="center", max_width=PANEL.right - PANEL.left - 310)
                y += ROW_H
            preview = comp.preview(self.words())
            if preview:
                self.wrapped(surface, preview, "tiny", p.warn, (PANEL.left + 14, y + 2), PANEL.width - 28, line=15,
                             max_lines=2)
        flow = getattr(self, "choice_flow", None)
        if flow is not None:
            flow.follow(self.choices.focused if self.choices.keyboard_focus else None)
            flow.draw_bar(surface, layout, self.app.theme)
        self.choices.draw(surface, layout, self.app.theme)

    def scheme_words(self, obs) -> str:
        """What the scheme in play does, in its card's words."""
        from .words import card_def, card_name, card_text

        sch = obs["ctx"].get("scheme") if isinstance(obs["ctx"], dict) else None
        d = card_def(sch["card"]) if sch else None
        return f"{card_name(sch['card'])}: {card_text(d)}" if d is not None else ""

    def others_deciding_words(self, d) -> str:
        """What the screen says while another house decides (its prompt speaks to that house, not to you)."""
        if d.secret:
            return _("A secret choice is being made; you will see every answer together.")
        house = self.words().house(d.seat)
        if self.session.is_human(d.seat):
            return _("{house} has the screen next.").format(house=house)
        step = self.observation()["step"]
        return _("Waiting for {house}: {step}.").format(house=house, step=_(STEP_LABEL.get(step, DECIDING)))

    def draw_log(self, surface) -> None:
        layout, p = self.app.layout, self.app.theme.palette
        self.panel(surface, LOG)
        self.text(surface, _("Game log (L hides, wheel scrolls)"), "tiny", p.accent, (LOG.left + 10, LOG.top + 6))
        y = LOG.top + 24
        for line in self.log.window(layout.length(LOG.width - 20), (LOG.height - 30) // 16):
            self.text(surface, line, "tiny", p.text, (LOG.left + 10, y))
            y += 16

    def draw_promises(self, surface, obs) -> None:
        """The public promise record, per house: kept, broken, still open."""
        p = self.app.theme.palette
        self.panel(surface, BOARD)
        self.text(surface, _("Promises on record (P closes)"), "body", p.accent, (BOARD.left + 16, BOARD.top + 10))
        houses = obs["houses"]
        y = BOARD.top + 44
        if not obs["promises"]:
            self.text(surface, _("No house has promised anything yet."), "small", p.text_muted, (BOARD.left + 16, y))
        colour = {"kept": p.good, "broken": p.bad, "open": p.warn}
        for s, house in enumerate(houses):
            mine = [q for q in obs["promises"] if q[1] == s]
            if not mine:
                continue
            t = obs["trust"][s]
            self.text(surface, _("{house}: {kept} kept, {broken} broken, {open} open").format(
                house=house_shown(house), kept=t["kept"], broken=t["broken"], open=t["open"]), "small", p.text,
                      (BOARD.left + 16, y))
            y += 22
            for _id, _by, to, text, status in mine[-4:]:
                whom = house_shown(houses[to]) if to is not None else _("everyone")
                self.text(surface, _("{status} to {house}: \"{promise}\"").format(
                    status=_(PROMISE_STATUS.get(status, status)), house=whom, promise=reword(text)), "tiny",
                    colour.get(status, p.text),
                          (BOARD.left + 32, y), max_width=BOARD.width - 48)
                y += 17
            y += 6
            if y > BOARD.bottom - 30:
                break


def _one_per_label(entries):
    """One button per choice the player can tell apart: two copies of a card in hand ("Set
    Bodyguard face up as a guard" twice) are one button, holding both actions (a hint for either
    marks it); pressing it plays the first."""
    out, by_label = [], {}
    for actions, label, press in entries:
        same = by_label.get(label)
        if same is not None and len(actions) == 1 and len(same[0]) >= 1 and same[2] is not None and press is not None:
            same[0].extend(actions)
            continue
        entry = (list(actions), label, press)
        by_label.setdefault(label, entry)
        out.append(entry)
    return out
