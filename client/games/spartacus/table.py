"""SpartacusTable: the Spartacus table, drawn from one seat's observation.

Layout (1280x720 design space): the top bar (round, phase, who decides, Rules / Promises /
Log / Menu); the four houses two by two (``houses``) with the influence track under them
and the stage below (your intrigue hand, the lot, the fighters, the offer, your bets); on
the right the decision panel (``panel``: prompt, choices, composer) over the game log.
During the Combate the houses give way to the hex arena: drawing and hex clicks go to a
``DuelView`` (``duelview``), and the table waits while it animates.

No rules here: buttons carry legal actions, composed offers are judged by ``check``, and a
click that matches nothing is answered by the engine's words.
"""
from __future__ import annotations

import pygame

from engine.core import Action, IllegalAction
from engine.i18n import N_, game_words, language

from ...focus import WidgetGroup
from ...table.drawing import Anim
from ...table.table import GameTable
from ...widgets import Button
from .coaching import CoachMarks
from .hintmarks import SpartacusHintMarks
from .houses import HousesDrawing
from .layout import BOARD, DUEL, HOUSE_COLOURS, PICK_KEYS, TRACK
from .overlays import OverlaysDrawing, lot_words, reveal_of
from .panel import DECISION_VERB, PanelDrawing
from .reword import house_shown, reword
from .words import Words, card_def, card_name, card_tip, gold_known, house_tip

_, ngettext, pgettext = game_words("spartacus")

SOUNDS = {"dice_rolled": "dice", "guard_rolled": "dice", "initiative_rolled": "dice", "card_sold": "buy",
          "trade_done": "buy", "auction_won": "buy", "scheme_played": "play", "die_lost": "hit",
          "decapitated": "groan", "executed": "groan", "favour_marker": "crowd", "thumb": "crowd",
          "combat_started": "battle", "game_over": "win"}

#: F1 opens the rules summary at the word for the hovered card's type, else for the decision
RULES_TERM = {"scheme": "Scheme", "reaction": "Reaction", "guard": "Guard", "support": "Support",
              "repay": "Promise", "bid": "Blind auction", "thumb": "Thumb", "sway": "Thumb", "intrigue": "Scheme",
              "invite": "Host", "upkeep": "Exhausted"}
#: the top bar's buttons: (attribute, label, tooltip), worded when drawn
TOP_BUTTONS = (("menu_button", N_("Menu"), N_("Pause: save, load, bot speed, settings (Esc)")),
               ("log_button", N_("Log"), N_("Show or hide the game log (L)")),
               ("rules_button", N_("Rules"), N_("How to play, in a few pages (F1)")),
               ("promises_button", N_("Promises"), N_("Every promise made, kept and broken, house by house (P)")),
               ("step_button", N_("Step"), N_("Right: step; Left: back; Home: start")),
               ("play_button", N_("Play / pause"), N_("Space")))
FLOAT_WORDS = {"trade_done": N_("trade done"), "promise_kept": N_("kept its word"),
               "promise_broken": N_("broke its word"), "offer_accepted": N_("took the gold")}


class SpartacusTable(CoachMarks, OverlaysDrawing, PanelDrawing, HousesDrawing, GameTable):
    #: the shared table's "Take back" button (client/table/takeback.py)
    takeback_rect = (756, 4, 134, 32)
    hint_rect = (1166, 429, 100, 24)  # the shared table's "Hint" (client/table/hint.py)
    hint_note_at = (1044, 458, 444)   # its note, over the log
    hint_marks_class = SpartacusHintMarks
    words_class = Words
    pick_keys = PICK_KEYS
    primary_kinds = ("end_turn", "pass", "done")

    def __init__(self, app, session, **kwargs):
        super().__init__(app, session, **kwargs)
        self.composer = None
        self.composer_turn = -1
        self.compose_version = 0
        self._choices_key = None
        self.choices = WidgetGroup()
        self.choice_buttons: list = []
        self.compose_buttons: dict = {}
        self.submit_button = None
        self.show_promises = False
        self.duel = None
        self._lit_key = None  # the position the duel's lit hexes were worked out for
        self._duel_key: tuple | None = None
        self.duel_feed: list = []
        self.last_roll = None      # (sentence, die, time): a guard's roll, shown on the stage
        self.last_reveal = None    # the bids of the last blind auction, shown together (``overlays.Reveal``)
        self.reveal = None         # the same, over the houses for a moment (``overlays.Reveal``)
        self.lot_now = N_("the lot")   # what is up for auction, in the engine's (English) words
        self._notes: dict = {}     # why a house is not a target of the scheme being aimed
        b = self.buttons
        self.menu_button = b.add(Button((1196, 4, 76, 32), "Menu", self.open_pause, role="body",
                                        tooltip="Pause: save, load, bot speed, settings (Esc)"))
        self.log_button = b.add(Button((1102, 4, 88, 32), "Log", self.toggle_log, role="body",
                                       tooltip="Show or hide the game log (L)"))
        self.rules_button = b.add(Button((1018, 4, 78, 32), "Rules", self.open_rules, role="body",
                                         tooltip="How to play, in a few pages (F1)"))
        self.promises_button = b.add(Button((896, 4, 116, 32), "Promises", self.toggle_promises, role="body",
                                            tooltip="Every promise made, kept and broken, house by house (P)"))
        if self.replaying:
            self.step_button = b.add(Button((820, 380, 140, 32), "Step", self.replay.step, role="body",
                                            tooltip="Right: step; Left: back; Home: start"))
            self.play_button = b.add(Button((970, 380, 140, 32), "Play / pause", self.toggle_replay, role="body",
                                            tooltip="Space"))

    # -- services ---------------------------------------------------------------------------------
    def prompt_words(self, prompt: str) -> str:
        return reword(prompt)

    def words(self):
        obs = self.observation()
        return Words([s.name for s in self.session.seats], None, self.viewer, houses=obs["houses"], hand=obs["hand"])

    def legal(self) -> list[Action]:
        """The legal actions, asked of the engine once per decision (drawing asks every frame)."""
        key = (self.session.state.decisions_made, len(self.session.moves.actions), self.my_turn())
        if getattr(self, "_legal_key", None) != key:
            self._legal_key, self._legal = key, super().legal()
        return self._legal

    def card_name(self, thing) -> str | None:
        return card_name(thing) if isinstance(thing, str) else None

    def toggle_log(self) -> None:
        self.show_log = not self.show_log

    def toggle_promises(self) -> None:
        self.show_promises = not self.show_promises

    def toggle_replay(self) -> None:
        self.replay.toggle()

    def open_rules(self) -> None:
        from ...scenes.rules import open_rules

        open_rules(self.app, "spartacus", self.help_topic(*(self.input.hover or (None, None))))

    def help_topic(self, thing, zone) -> str | None:
        """The rules summary's entry for what the mouse is over (a card: its type's word), else
        for the decision being made; None opens the summary at its top."""
        d = self.session.decision
        d_type = card_def(thing).type if isinstance(thing, str) and card_def(thing) else None
        if d_type is None and zone in ("house", "gold"):
            return rules_term("Blind auction" if zone == "gold" else "Host" if thing == self.observation()["host"]
                              else "Dominus")
        term = RULES_TERM.get(d_type) or (RULES_TERM.get(d.kind) if d is not None else None)
        return rules_term(term)

    def results_scene(self):
        return results_scene(self.app, self.session)

    # -- the flow --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        obs = self.observation()
        if obs.get("combat") and not self.show_promises:
            self.ensure_duel()
            if self.duel_feed:  # the view puts its lit hexes out on news: lit again below
                self._lit_key = None
            self.duel.update(obs, self.duel_feed, dt)
            self.duel_feed = []
            if self.duel.busy():  # the table waits while the dice roll and the tokens walk
                self.time += dt
                self.buttons.update(dt)
                return
            super().update(dt)
            # the hexes the fighter may reach, lit whatever the pointer did (after a hand-off by Space
            # or a move by the other side, no motion came to light them)
            key = (self.session.state.decisions_made, self.my_turn())
            if key != self._lit_key:
                self._lit_key = key
                self.duel.light(set(self.moves()))
            return
        else:
            self.duel_feed = self.duel_feed[-40:]
        super().update(dt)

    def answers_by_itself(self, action: Action) -> bool:
        """Any question with one answer only (a reaction or guard with nothing to play, a bid with
        no gold, an offer window with its offer made, the one house that can be invited) is
        answered at once when "Forced passes" is on, after the same hand-off a question with a
        choice would have had: every such question looks the same to whoever watches."""
        return True

    def ensure_duel(self) -> None:
        """The duel view, made when a combat is first seen and re-laid out when the window changes.
        A view made mid-duel (a loaded save, a replay step) hears the combat so far at once, so its
        pools show the dice already lost; one made as the combat starts animates it."""
        rect = self.app.layout.rect(DUEL)
        if self.duel is None:
            from .duelview import DuelView

            self.duel = DuelView(rect, colours=HOUSE_COLOURS, theme=self.app.theme)
            self._lit_key = None
            if not any(e.type == "combat_started" for e in self.duel_feed):
                events = self.session.events
                start = max((i for i, e in enumerate(events) if e.type == "combat_started"), default=None)
                if start is not None:
                    self.duel.update(self.observation(), [e.view_for(self.viewer) for e in events[start:]], 30.0)
                self.duel_feed = []
        elif self._duel_key != tuple(rect):
            self.duel.set_rect(rect)
        self._duel_key = tuple(rect)

    def on_events(self, events) -> None:
        views = [e.view_for(self.viewer) for e in events]
        self.duel_feed.extend(views)
        words = self.words()
        reveal = reveal_of(views, self.lot_now, words, self.time)
        if reveal is not None:
            self.reveal = reveal
            self.last_reveal = reveal
        for e in views:
            if e.type in SOUNDS:
                self.sfx.play(SOUNDS[e.type])
            self.animate(e)
            if e.type == "guard_rolled":
                self.last_roll = (e.get("text") or "", int(e.get("roll")), self.time)
            elif e.type == "auction_opened":
                self.lot_now = lot_words(e.get("card"))
            elif e.type == "gold_shown":
                self.last_reveal = None
        self._choices_key = None
        self._notes = {}

    def animate(self, e) -> None:
        """Changes that happen on a house: a float over its name bar, a flash on the card."""
        seat = e.get("seat")
        if e.type == "influence_changed" and isinstance(seat, int):
            delta = e.get("delta")
            self.anims.append(Anim("float", seat, self.time, 1.6, _("{delta} influence").format(delta=f"{delta:+d}"),
                                   (120, 220, 140) if delta > 0 else (240, 120, 90)))
        elif e.type in ("card_sold", "auction_won", "trade_done", "healed", "guard_declared", "favour_marker") \
                and isinstance(e.get("card"), str):
            self.anims.append(Anim("flash", e.get("card"), self.time, 1.2))
        elif e.type in ("trade_done", "promise_kept", "promise_broken", "offer_accepted") and isinstance(seat, int):
            words = _(FLOAT_WORDS[e.type])
            self.anims.append(Anim("float", seat, self.time, 1.6, words,
                                   (240, 120, 90) if e.type == "promise_broken" else (240, 228, 66)))

    def draw_anims(self, surface) -> None:
        layout = self.app.layout
        stacked: dict = {}
        for a in self.anims:
            rect = self.rects.get(a.thing)
            if rect is None:
                continue
            t = a.progress(self.time)
            if a.kind == "float":  # floats on one house stack, each on a dark plate
                row = stacked[a.thing] = stacked.get(a.thing, -1) + 1
                image = self.app.theme.text(a.text, "small", a.colour, layout)
                box = image.get_rect(midbottom=(rect.centerx, rect.bottom + layout.length(44 + 24 * row - 16 * t)))
                plate = pygame.Surface(box.inflate(layout.length(12), layout.length(4)).size, pygame.SRCALPHA)
                plate.fill((16, 14, 18, int(200 * (1 - t))))
                surface.blit(plate, plate.get_rect(center=box.center))
                image.set_alpha(int(255 * (1 - t * t)))
                surface.blit(image, box)
            else:
                pulse = int(3 + 3 * (1 - t))
                pygame.draw.rect(surface, (240, 228, 66), rect.inflate(layout.length(8), layout.length(8)),
                                 width=layout.length(pulse), border_radius=layout.length(8))

    def cancel_pick(self) -> None:
        super().cancel_pick()
        self._choices_key = None

    # -- input -------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if self.picking.menu is None and self.zoom is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_p:
                self.toggle_promises()
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
                self.open_rules()
                return True
            flow = getattr(self, "choice_flow", None)
            if flow is not None and flow.wheel_event(event, self.app.layout, self.choices.mouse):
                return True
            if self.choices.handle_event(event, self.app.layout):
                return True
            if self.duel is not None and self.in_duel() and self.duel_event(event):
                return True
        return super().handle_event(event)

    def in_duel(self) -> bool:
        return bool(self.observation().get("combat")) and not self.show_promises

    def moves(self) -> dict:
        return {tuple(a.to): a for a in self.legal() if a.kind == "move"}

    def duel_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.duel.set_hover(event.pos, set(self.moves()))
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.duel.rect.collidepoint(event.pos):
            h = self.duel.hex_at(event.pos)
            d = self.session.decision
            if h is None or d is None or d.kind != "move" or not self.my_turn():
                return False
            action = self.moves().get(tuple(h))
            if action is not None:
                self.play(action)
            else:
                self.explain(Action.make("move", to=list(h)))
            return True
        return False

    def click(self, thing, zone: str) -> None:
        if zone == "reveal":
            self.reveal = None
            return
        if zone == "pick" and self.my_turn():
            action = next((a for a in self.legal() if a.kind == "house" and a.get("house") == thing[1]), None)
            if action is not None:
                self.play(action)
                return
        comp = self.composer
        if comp is not None and comp.kind == "market" and zone == "asset" and self.my_turn():
            owner = next((s for s, row in enumerate(self.observation()["assets"]) if any(r[0] == thing for r in row)),
                         None)
            if comp.toggle(thing, owner):
                self.compose_version += 1
                return
        super().click(thing, zone)

    def confirm(self) -> None:
        """Enter: the hovered thing, else the composed offer, bid or bet, else the main choice
        (end the turn, pass, send the fighter in); with none, the decision's own words."""
        if self.input.hover is not None and (self.picking.targets() or self.picking.tab_index >= 0):
            self.click(*self.input.hover)
        elif self.composer is not None and self.my_turn() and self.composer.kind in ("bid", "bet"):
            self.submit_composer()
        elif self.primary_action() is not None:
            self.press(self.primary_action())
        elif self.my_turn():
            self.say(self.session.decision.prompt)  # kept in English; ``draw_message`` words it

    def press(self, action) -> None:
        """A button's or Enter's action: a pass or the end of a turn while something else could
        be done asks first (the action named, a way back); anything else is played."""
        others = [a for a in self.legal() if a.kind not in ("pass", "end_turn")]
        if action.kind in ("pass", "end_turn") and others:
            d = self.session.decision
            label = _(DECISION_VERB[(d.kind, action.kind)]) if (d.kind, action.kind) in DECISION_VERB else \
                self.words().verb(action)
            self.picking.ask_first(_("{choice}? You could still act.").format(choice=label), action, label,
                           back_label=_("Back"))
        else:
            self.play(action)

    def aiming(self):
        """The scheme being aimed (the card's id), while the picker asks for its house."""
        step = self.picking.step
        if step is None or step.kind != "target" or self.picking.picker is None or not self.picking.picker.pending:
            return None
        return self.picking.picker.pending[0].get("card")

    def target_prompt(self, step) -> str:
        name = card_name(self.aiming()) or _("the scheme")
        return _("Choose the house to play {card} against: click a lit name bar above. Esc cancels.").format(card=name)

    def target_note(self, seat: int) -> tuple[str, bool]:
        """What a click on a house's name bar does while a scheme is aimed: (words, True) for a
        target; for any other house, the engine's reason why not, (words, False)."""
        name = card_name(self.aiming()) or _("the scheme")
        if seat in self.picking.targets():
            return _("Click: play {card} against this house").format(card=name), True
        if seat not in self._notes:
            probe = self.picking.picker.pending[0].to_json()
            probe["target"] = seat
            try:
                self.session.check(Action.from_json(probe))
                reason = N_("it is not a target now.")
            except IllegalAction as exc:
                reason = exc.message  # the engine's plain words (your own house: aim at another)
            self._notes[seat] = reason
        return _("Not a target: {reason}").format(reason=reword(self._notes[seat])), False

    def menu_opened(self, step) -> None:
        """The picker's menu; a scheme still to be aimed says so rather than naming one house."""
        if step.kind != "verb":
            return
        for a, b in self.picking.menu_buttons:
            if a.kind == "scheme" and len({x.get("target") for x in self.picking.picker.pending
                                           if x.get("card") == a.get("card")}) > 1:
                b.text = _("Play {card}, then choose the house").format(card=card_name(a.get("card")))

    # -- drawing -----------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        self.app.backdrop.draw(surface, layout)
        for name, label, tip in TOP_BUTTONS:  # worded every frame: a change of language shows at once
            button = getattr(self, name, None)
            if button is not None:
                button.text, button.tooltip = _(label), _(tip)
        obs = self.observation()
        if obs["step"] == "bid" and isinstance(obs["ctx"], dict):  # named now, as its bids come with the next lot
            lot = obs["ctx"].get("lot")
            self.lot_now = lot_words(None if lot == "host" else lot)
        self.sync_choices()
        self.draw_top(surface, obs)
        if self.show_promises:
            self.draw_promises(surface, obs)
            self.draw_track(surface, obs)
        elif self.in_duel():
            self.ensure_duel()
            self.duel.draw(surface)
        elif obs["step"] == "house":
            self.draw_house_picker(surface, obs)
            self.draw_track(surface, obs)
        else:
            self.draw_houses(surface, obs)
            self.draw_track(surface, obs)
            self.draw_reveal(surface)
        self.draw_stage(surface, obs)
        self.draw_panel(surface, obs)
        if self.show_log:
            self.draw_log(surface)
        self.draw_targets(surface)
        self.draw_anims(surface)
        self.draw_message(surface)
        self.buttons.draw(surface, layout, self.app.theme)
        self.picking.draw(surface)
        self.draw_tooltip_for_hover(surface, self.tooltip_text)

    def draw_targets(self, surface) -> None:
        layout, p = self.app.layout, self.app.theme.palette
        for t in self.picking.targets():
            rect = self.rects.get(t)
            if rect is not None:
                pygame.draw.rect(surface, p.focus, rect.inflate(layout.length(6), layout.length(6)),
                                 width=layout.length(4), border_radius=layout.length(6))

    def draw_message(self, surface) -> None:
        if not self.message:
            return
        layout, p = self.app.layout, self.app.theme.palette
        text, _until, bad = self.message
        box = pygame.Rect(BOARD.left + 40, TRACK.top - 4, BOARD.width - 80, 40)
        pygame.draw.rect(surface, (20, 18, 22), layout.rect(box), border_radius=layout.length(8))
        pygame.draw.rect(surface, p.bad if bad else p.accent, layout.rect(box), width=layout.length(2),
                         border_radius=layout.length(8))
        self.text(surface, reword(text), "small", p.text, box.center, anchor="center", max_width=box.width - 20)

    def tooltip_text(self, thing) -> str:
        if isinstance(thing, str):
            return card_tip(thing)
        if isinstance(thing, int):
            if self.aiming() is not None:
                return self.target_note(thing)[0] + "."
            return house_tip(self.observation()["houses"][thing])
        if isinstance(thing, tuple) and thing[0] == "gold":
            known = gold_known(self.observation(), thing[1])
            tip = _("Gold is hidden while the blind auctions last.")
            return tip + ("" if known is None else "\n" + _("Known from the table: {gold} gold.").format(gold=known))
        if isinstance(thing, tuple) and thing[0] == "pick":
            return _("Click to take this house: its ability is yours for the whole game.")
        if isinstance(thing, tuple) and thing[0] == "hand":
            return _("Intrigue cards in hand, face down. A hidden guard may be among them.")
        return ""


def results_scene(app, session):
    """The results: each house by its name and influence, and why the winner won (the engine's words)."""
    from ...scenes.results import ResultsScene

    obs = session.state.observation(None)
    rewards = {s: _("{house} · {influence} influence").format(house=house_shown(house), influence=obs["influence"][s])
               for s, house in enumerate(obs["houses"])}
    reason = next((e.get("text") for e in reversed(session.events) if e.type == "game_over"), None)
    return ResultsScene(app, session, score_label=_("Influence"), rewards=rewards,
                        reason=reword(reason) if reason else reason)


def rules_term(term: str | None) -> str | None:
    """A glossary word of the English summary as the summary in the player's language names it."""
    if term is None or language() != "es":
        return term
    from .rules_es import TERMS

    return TERMS.get(term, term)


__all__ = ["SpartacusTable", "results_scene"]
