"""GladiatoresTable: the Gladiatores card table, drawn from one seat's observation.

Layout (1280x720 design space, ``layout``): a top bar (event, phase, who decides, the event's
crowd favour supply counting down); the arena: every gladiator's panel on its rim (owner, life,
favour, cards, Turn Order, ability, Tactics, exhausted or defeated) and, in its middle, what the
phase is about (the market, the betting chips, the Tactics cards, the exchange pile and the
decks); the prompt bar with Pass / Decline and Discard; the viewer's hand as a fan; on the right
the viewer's own school, Wheel of Glory, Bank Wheel and Tactics (with the Reveal control), and
the game log. After each event a summary overlay tells the prizes, wreaths and bets.

Every question of legality goes to the engine: clicks become actions only through the legal
list (``ActionPicker``); a click that matches nothing is explained by ``state.check``.
"""
from __future__ import annotations

import pygame

from engine.core import Action
from engine.i18n import N_

from ...buttonflow import kept
from ...table.drawing import Anim
from ...table.table import GameTable
from ...widgets import Button
from . import ready
from .asks import ask_discard, ask_primary, click_hint, primary_tooltip
from .draw import FrameDrawing
from .hand import HandDrawing
from .help import help_topic
from .hintmarks import GladiatoresHintMarks
from .layout import PICK_KEYS, RULES_AT, TAKEBACK_AT
from .pen import Pen
from .reveal import reveal_actions, take_reveal
from .ring import RingDrawing
from .story import score_line, tie_break
from .summary import EventSummaryScene
from .text import Words, _, ability_text, card_text, event_text, gladiator_text, named_text

#: the label of the main button by decision kind
PRIMARY_LABEL = {"respond": N_("Pass"), "counter_attack": N_("Decline"), "bid": N_("Keep my bid"), "swap": N_("Let it go")}
REVEAL_GAP = 0.6  # seconds between two Turn Order markers turning up
REVEAL_AT = (1168, 276, 94, 26)      # beside "face down" under the Tactics line of the viewer's panel
DRAW_REST_AT = (720, 230, 220, 40)   # beside the decks while the gladiator is readied
OFF = (-400, -400)
ROW = (680, 378, 314, 38)            # Pass and Discard, right of the prompt
ROW_STEPS = (("small", 38),)


class GladiatoresTable(GameTable):
    """The scene: the shared ``GameTable``, its buttons and clicks, and the drawing parts it
    holds (``pen``, ``frame_drawing``, ``ring_drawing``, ``hand_drawing``); the shared card
    frame calls ``pen`` and ``frame_drawing`` itself."""

    #: the shared table's "Take back" button (client/table/takeback.py)
    takeback_rect = TAKEBACK_AT
    hint_rect = (1140, 220, 122, 28)  # the shared table's "Hint" (client/table/hint.py)
    hint_note_at = (1140, 400, 256)   # its note, over the log
    hint_marks_class = GladiatoresHintMarks
    #: the tutorial coach's panel (client/tutorial/coach.py): over the game log, clear of the arena and hand
    coach_rect = (1008, 368, 264, 346)
    words_class = Words
    pick_keys = PICK_KEYS
    primary_kinds = ("pass", "decline")
    #: bids are open: a human bids in the public view, with no hand-off before it (the shared
    #: table's ``public_kinds``); the market is then drawn for ``acting_seat``
    public_kinds = frozenset({"bid"})

    def __init__(self, app, session, **kwargs):
        super().__init__(app, session, **kwargs)
        #: the drawing primitives and the cache of card faces (``pen.py``)
        self.pen = Pen(app, self.face, self.hit)
        #: the frame: static layer, top and prompt bars, log, highlights, animations (``draw.py``)
        self.frame_drawing = FrameDrawing(self)
        #: the seats' panels on the arena's rim and the arena's middle (``ring.py``)
        self.ring_drawing = RingDrawing(self)
        #: the hand and the viewer's own panel (``hand.py``)
        self.hand_drawing = HandDrawing(self)
        self.discarding = False
        self.draw_plan: list[str] = []   # the decks of the draws Draw the rest still sends (``ready``)
        self.marker_at: dict[int, float] = {}   # seat -> when its Turn Order marker turns up
        self.summaries_shown = sum(1 for e in session.events if e.type == "event_won")
        #: Pass and Discard laid out by the one rule for button panels (``sync_buttons``)
        self.row_flow = None
        b = self.buttons
        self.primary_button = b.add(Button(ROW, "Pass", self.press_primary, role="small"))
        self.discard_button = b.add(Button(ROW, "Discard", self.press_discard, role="small"))
        self.reveal_button = b.add(Button(REVEAL_AT, "Reveal", self.press_reveal, role="card",
                                          tooltip="Turn your Tactics card face up now: its effect happens at once"))
        self.draw_rest_button = b.add(Button(DRAW_REST_AT, "Draw the rest…", self.press_draw_rest, role="small",
                                             tooltip="Draw every card still to come in one go: you choose the "
                                                     "decks once (one deck, or a mix)"))
        self.menu_button = b.add(Button((1196, 4, 76, 32), "Menu", self.open_pause, role="body",
                                        tooltip="Pause: save, load, bot speed, settings (Esc)"))
        self.log_button = b.add(Button((1124, 4, 66, 32), "Log", self.toggle_log, role="body",
                                       tooltip="Show or hide the game log (L)"))
        self.rules_button = b.add(Button(RULES_AT, "Rules", self.open_rules, role="body",
                                         tooltip="How to play, in a few pages"))
        if self.replaying:
            self.primary_button.on_click = self.replay.step
            self.discard_button.on_click = self.toggle_replay
        self.label_fixed_buttons()

    def label_fixed_buttons(self) -> None:
        """The words of the buttons that always mean the same, in the player's language (set each
        frame, so a change of language in Settings shows at once)."""
        self.reveal_button.text = _("Reveal")
        self.draw_rest_button.text = _("Draw the rest…")
        self.reveal_button.tooltip = _("Turn your Tactics card face up now: its effect happens at once")
        self.draw_rest_button.tooltip = _("Draw every card still to come in one go: you choose the decks once (one "
                                          "deck, or a mix)")
        self.menu_button.text = _("Menu")
        self.menu_button.tooltip = _("Pause: save, load, bot speed, settings (Esc)")
        self.log_button.text = _("Log")
        self.log_button.tooltip = _("Show or hide the game log (L)")
        self.rules_button.text = _("Rules")
        self.rules_button.tooltip = _("How to play, in a few pages")
        if self.replaying:
            self.primary_button.text = _("Step")
            self.discard_button.text = _("Play / pause")

    # -- buttons -------------------------------------------------------------------------------
    def press_primary(self) -> None:
        action = self.primary_action()
        if action is not None:
            ask_primary(self, action)
        elif self.my_turn():
            self.explain(Action.make("pass"))

    def confirm(self) -> None:
        """Enter: the chosen thing, else the main button, asked first like a click on it."""
        if self.input.hover is not None and (self.picking.targets() or self.picking.tab_index >= 0):
            super().confirm()
        elif self.primary_action() is not None:
            self.press_primary()
        else:
            super().confirm()

    def press_draw_rest(self) -> None:
        ready.open_draw_rest(self)

    def acting_seat(self) -> int | None:
        """The seat whose own controls the screen shows: the viewer; or, in a decision answered in
        the public view (an open bid, viewer None), the human deciding it."""
        if self.viewer is not None:
            return self.viewer
        d = self.session.decision
        return d.seat if d is not None and self.my_turn() else None

    def discards(self) -> list[Action]:
        return [a for a in self.legal() if a.kind == "discard"]

    def press_discard(self) -> None:
        if not self.discards():
            if self.my_turn():
                self.explain(Action.make("discard", card=""))
            return
        self.cancel_pick()
        self.discarding = True
        cost = self.my_discard_cost()
        self.say(_("Click the card to discard (it costs 1 favour); you are asked before it goes, then draw from a "
                   "deck of your choice. Esc cancels.") if cost else
                 _("Click the card to discard; you are asked before it goes, then draw from a deck of your choice. "
                   "Esc cancels."))

    def press_reveal(self) -> None:
        actions = reveal_actions(self, self.viewer)
        if actions:
            take_reveal(self, self.viewer, actions[0])

    def toggle_log(self) -> None:
        self.show_log = not self.show_log

    def toggle_replay(self) -> None:
        self.replay.toggle()

    def open_rules(self) -> None:
        from ...scenes.rules import open_rules

        open_rules(self.app, self.session.moves.ruleset)

    def my_discard_cost(self) -> int:
        obs = self.observation()
        return obs["seats"][self.viewer]["discard_cost"] if self.viewer is not None else 0

    def cancel_pick(self) -> None:
        super().cancel_pick()
        self.discarding = False

    def sync_buttons(self) -> None:
        self.word_buttons()
        # Pass and Discard share their row by the one rule for button panels (client/buttonflow.py):
        # "Mantener mi puja" beside "Descartar: 1 favor" stays whole
        self.row_flow = kept(self.row_flow, (self.primary_button, self.discard_button), ROW,
                             self.app.layout, self.app.theme, ROW_STEPS)

    def word_buttons(self) -> None:
        """Each button's words (and whether it is live) for the decision now."""
        self.label_fixed_buttons()
        if self.replaying:
            self.primary_button.enabled = self.replay.index < len(self.replay.actions)
            self.discard_button.text = _("Pause") if self.replay.playing else _("Play")
            self.reveal_button.rect.topleft = OFF
            self.draw_rest_button.rect.topleft = OFF
            return
        mine = self.my_turn()
        d = self.session.decision
        primary = self.primary_action() if mine else None
        self.primary_button.text = _(PRIMARY_LABEL.get(d.kind, "Pass")) if primary is not None else _("Pass")
        if primary is not None and d.kind == "bid" and self.ring_drawing.bid_of(self.observation(), self.acting_seat()) is None:
            self.primary_button.text = _("Pass")  # nothing held to keep
        self.primary_button.enabled = mine and primary is not None
        self.primary_button.tooltip = primary_tooltip(self, d.kind) if primary is not None else None
        can_discard = bool(self.discards())
        cost = self.my_discard_cost() if can_discard else 0
        self.discard_button.text = (_("Discard: 1 favour") if cost else _("Discard: free")) if can_discard \
            else _("Discard")
        self.discard_button.enabled = can_discard
        self.discard_button.tooltip = _("Discard a card and draw one from the deck you choose; it costs 1 favour "
                                        "while you have any") if can_discard else None
        # the Reveal control shows while the viewer's Tactics card lies face down; it is live when the engine
        # lets the viewer reveal now (``reveal.reveal_actions``)
        me = self.observation()["seats"][self.viewer] if self.viewer is not None else None
        face_down = me is not None and me["tactics"] not in (None, "face down") and not me["tactics_revealed"]
        self.reveal_button.enabled = bool(reveal_actions(self, self.viewer))
        self.reveal_button.rect.topleft = REVEAL_AT[:2] if face_down else OFF
        drawing = ready.ready_draw(self) and ready.cards_left(self) > 1 and not self.draw_plan
        self.draw_rest_button.rect.topleft = DRAW_REST_AT[:2] if drawing else OFF
        if drawing:
            self.draw_rest_button.text = _("Draw the other {n}…").format(n=ready.cards_left(self))

    # -- drawing: the frame's part draws (the shared card frame, ``cardframe.py``, calls its parts) ---
    def draw_table(self, surface: pygame.Surface) -> None:
        self.frame_drawing.draw(surface)

    # -- the flow ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        # the shared table answers a lone legal answer by itself only when it is a pass
        # (``GameTable.forced_kinds``): a lone discard or draw waits for the human's own click
        super().update(dt)
        ready.step(self)

    def help_topic(self, thing, zone: str) -> str | None:
        topic = help_topic(thing, zone)
        return _(topic) if topic else topic  # the entry of the summary in the player's language

    # -- clicks ----------------------------------------------------------------------------------
    def click(self, thing, zone: str) -> None:
        """A hand card does its one use (attack, break, play); one with none, or any card in Discard
        mode, asks before it is discarded. A market price box bids on its row."""
        if zone == "hand" and self.my_turn() and self.picking.step is None:
            discard = next((a for a in self.discards() if a.card == thing), None)
            plays = [a for a in self.legal() if a.get("card") == thing and a.kind != "discard"]
            if discard is not None and (self.discarding or not plays):
                ask_discard(self, discard)
                return
            if plays:
                self.picking.start(plays)
                return
        if zone == "space":
            super().click(thing[1], "market")
            return
        if isinstance(thing, tuple) and (self.picking.step is None or self.picking.step.kind != "target"):
            return  # a panel: its tooltip tells about it
        super().click(thing, zone)

    def guess_action(self, thing, zone: str) -> Action | None:
        d = self.session.decision
        if d is None:
            return None
        if zone == "hand":
            if d.kind == "respond":
                return Action.make("counter", card=thing)
            if d.kind == "counter_attack":
                return Action.make("attack", card=thing)
            return Action.make("effect", card=thing)
        if zone == "market":
            return Action.make("bid", row=thing)
        if zone == "deck":
            return Action.make("draw", deck=thing)
        if zone == "ability":
            return Action.make("ability", name=thing)
        if zone == "wheel":
            return Action.make("swap", wreath=thing)
        return None

    def target_prompt(self, step) -> str:
        return _("Choose the gladiator to attack: click a highlighted panel (Tab cycles, Enter chooses, Esc cancels).")

    def tooltip_text(self, thing) -> str | None:
        if self.input.hover is not None and self.input.hover[0] == thing:
            zone = self.input.hover[1]
        else:
            zone = next((z for _, t, z in self.hits if t == thing), "")
        hint = click_hint(self, thing, zone)
        text = self._about(thing, zone)
        return f"{hint}\n{text}" if hint and text else (hint or text)

    def _about(self, thing, zone: str) -> str | None:
        obs = self.observation()
        if zone == "space":
            row, cost = thing[1], thing[2]
            return _("Row {row}'s next free space: a bid on this gladiator takes it and costs {cost}.").format(
                row=row, cost=cost)
        if zone in ("wheel_info", "bank"):
            info = obs["seats"][thing[1]]
            if zone == "bank":
                return _("Bank Wheel: you owe {n}. The bank lends what your wreaths cannot pay for a bid; every "
                         "point owed comes off your Victory Points at the end.").format(n=info['debt'])
            return _("Wheel of Glory: {score}.").format(score=score_line(info)) + "\n" + \
                _("Six spaces for the wreaths you win; a full wheel scores a bonus and may end the games.")
        if zone == "market":
            rows = obs["market"]["rows"]
            return gladiator_text(rows[thing - 1]) if 0 < thing <= len(rows) else None
        if isinstance(thing, int) or (isinstance(thing, tuple) and thing[0] == "seat"):
            seat = thing if isinstance(thing, int) else thing[1]
            info = obs["seats"][seat]
            head = f"{self.session.seat_name(seat)} — {info['school']}"
            body = gladiator_text(info["gladiator"]) if info["gladiator"] else _("No gladiator yet.")
            return f"{head}\n{score_line(info)}\n{body}"
        if isinstance(thing, tuple) and thing[0] == "event":
            laid = obs["events_laid"]
            later = "\n" + _("Still to come: {events}.").format(events=", ".join(laid)) if laid else ""
            return event_text(thing[1]) + later
        if isinstance(thing, tuple) and thing[0] == "supply":
            return _("Crowd favour still in this event's supply: wounds and defeats take it; the winner takes the "
                     "rest.")
        if isinstance(thing, tuple) and thing[0] == "tactics":
            return named_text(thing[1])
        if isinstance(thing, tuple) and thing[0] == "market":
            return gladiator_text(thing[1])
        if not isinstance(thing, str):
            return None
        text = card_text(thing)
        if text != thing:
            return text + "\n" + _("Right-click to zoom")
        for maker in (ability_text, named_text, gladiator_text):
            text = maker(thing)
            if text != thing:
                return text
        return None

    def card_name(self, thing) -> str | None:
        from .text import card_def

        return thing if isinstance(thing, str) and card_def(thing) is not None else None

    # -- events -> animation, sound and the event summary ---------------------------------------
    def on_events(self, events) -> None:
        now = self.time
        played = set()
        order = 0
        for raw in events:
            e = raw.view_for(self.viewer)
            t, g = e.type, e.get
            if t == "turn_order_revealed":
                at = now + REVEAL_GAP * order
                order += 1
                self.marker_at[g("seat")] = at
                self.anims.append(Anim("flash", g("seat"), at, 0.8, colour=(240, 228, 66)))
                played.add("shuffle")
            elif t == "card_played":
                self.anims.append(Anim("float", g("seat"), now, 1.0, g("card"), (230, 159, 0)))
                played.add("play")
            elif t == "wounded":
                self.anims.append(Anim("float", g("seat"), now + 0.3, 1.2, _("-{n} life").format(n=g('wounds')), (255, 110, 80)))
                played.add("hit")
            elif t == "gladiator_defeated":
                self.anims.append(Anim("banner", None, now, 1.5, _("{gladiator} is defeated!").format(gladiator=g('gladiator')), (255, 110, 80)))
                played.add("defeat")
            elif t == "outbid" and g("seat") == self.viewer:
                self.anims.append(Anim("banner", None, now, 1.4, _("Outbid! Choose again"), (255, 110, 80)))
            elif t == "combat_started":
                self.anims.append(Anim("banner", None, now + REVEAL_GAP * order, 1.4, _("The fight begins!"),
                                       (230, 159, 0)))
                played.add("battle")
            elif t == "tactics_revealed":
                self.anims.append(Anim("float", g("seat"), now, 1.4, _("Tactics: {card}").format(card=g('card')), (86, 180, 233)))
                played.add("crowd")
            elif t == "cards_drawn":
                played.add("draw")
            elif t == "game_over":
                played.add("win")
        for name in ("battle", "defeat", "hit", "play", "draw", "shuffle", "crowd", "win"):
            if name in played:
                self.sfx.play(name)
        won = sum(1 for e in self.session.events if e.type == "event_won")
        if won > self.summaries_shown:
            self.summaries_shown = won
            if not self.replaying:
                self.app.push(EventSummaryScene(self.app, self))

    def marker_shown(self, seat: int) -> bool:
        """False while the seat's Turn Order marker waits its turn to be turned up."""
        return self.time >= self.marker_at.get(seat, 0.0)

    def results_scene(self):
        from ...scenes.results import ResultsScene

        obs = self.session.state.observation(None)
        result = self.session.state.result()
        words = Words([seat.name for seat in self.session.seats], None, None)
        rewards = {s: score_line(info) for s, info in enumerate(obs["seats"])}
        reason = tie_break(obs, result.placings, words) if result is not None else None
        return ResultsScene(self.app, self.session, score_label="VP", rewards=rewards, reason=reason)
