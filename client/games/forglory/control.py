"""ForGloryControl: the For Glory table's input side.

A part of ``ForGloryTable`` (``table.control``): what its buttons press and say, the clicks
that become actions (only through the legal list) and the guess of the action a click meant,
the events that become animations and sounds, and the results scene at the end. The table's
hooks (``act``, ``click``, ``open_menu``, ``card_name``, ``guess_action``, ``on_events``...)
ask it. ``PileScene`` browses a seat's discard pile.
"""
from __future__ import annotations

import math

import pygame

from engine.core import Action
from engine.i18n import N_

from ...buttonflow import ButtonFlow, kept
from ...scenes.overlay import OverlayScene
from ...table.drawing import Anim
from ...widgets import Button
from . import story
from .layout import DISCARD_RECT, PROMPT_BUTTONS, PROMPT_STEPS
from .text import Words, _, card_def, card_text, card_title, ngettext, pgettext

#: the results screen's room for the reason (``ResultsScene``: two lines of small type, 840 px wide)
RESULT_WIDTH, RESULT_ROWS = 840, 2
#: decision kind -> what the main button does then
PRIMARY_LABEL = {"take_actions": N_("End my turn"), "combat_turn": N_("End Combat Turn"),
                 "reaction": N_("Pass (no Reaction)"), "late_registration": N_("Finish registering"),
                 "pierce_return": N_("Decline Pierce"), "champion_token": N_("Leave the token")}


#: a pile's cards: rows of cards' titles, two or three to a row, smaller before they scroll
PILE_STEPS = (("card", 34), ("small", 30))


class ForGloryControl:
    """The buttons, clicks, events and results of one ``ForGloryTable``."""

    def __init__(self, table):
        self.table = table
        #: the prompt's two buttons laid out by the one rule for button panels (``sync_buttons``)
        self.prompt_flow = None

    # -- buttons -------------------------------------------------------------------------------
    def press_primary(self) -> None:
        table = self.table
        action = table.primary_action()
        if action is not None:
            table.act(action)
        else:
            d = table.session.decision
            if d is not None and table.my_turn():
                table.explain(Action.make("end_turn"))

    def press_buyback(self) -> None:
        # the second Reigning Champion token / Pierce's offer: this button takes it, the primary one declines
        table = self.table
        offer = [a for a in table.legal() if a.kind in ("take_token", "pierce")]
        if offer:
            table.act(offer)
            return
        options = [a for a in table.legal() if a.kind == "buyback"]
        if options:
            table.act(options)
        elif table.my_turn():
            table.explain(Action.make("buyback", income=[], coins=0))

    def asks_first(self, action_or_actions) -> bool:
        """True when the table's ``act`` is to ask first, and has asked: ending a turn that still
        holds something to do (``story.end_question``: the box names what will be lost)."""
        table = self.table
        actions = action_or_actions if isinstance(action_or_actions, list) else [action_or_actions]
        d = table.session.decision
        if len(actions) == 1 and actions[0].kind == "end_turn" and d is not None:
            obs = table.observation()
            ask = story.end_question(d, table.legal(), obs["names"].get,
                                     lambda cid: (card_def(obs["names"].get(cid)) or _NoDef).type)
            if ask is not None:
                table.picking.ask_first(ask.question, actions[0], ask.do_label)
                return True
        return False

    def toggle_log(self) -> None:
        table = self.table
        table.show_log = not table.show_log

    def browse_discard(self, seat=None) -> None:
        table = self.table
        obs = table.observation()
        seat = table.viewer if seat is None else seat
        if seat is None:
            return
        pile = obs["seats"][seat]["discard"]
        table.app.push(PileScene(table.app, _("{who}: discard pile ({n})").format(who=table.session.seat_name(seat),
                                                                               n=len(pile)),
                                [obs["names"].get(c, "?") for c in reversed(pile)]))

    def sync_buttons(self) -> None:
        table = self.table
        self.word_buttons()
        # the prompt's two buttons by the one rule for button panels (client/buttonflow.py)
        self.prompt_flow = kept(self.prompt_flow, (table.primary_button, table.buyback_button),
                                PROMPT_BUTTONS, table.app.layout, table.app.theme, PROMPT_STEPS)
        if not table.replaying:
            table.guide.sync_hints()

    def word_buttons(self) -> None:
        """Each button's words (and whether it is live) for the decision now."""
        table = self.table
        table.label_fixed_buttons()
        if table.replaying:
            table.primary_button.enabled = table.replay.index < len(table.replay.actions)
            table.buyback_button.text = _("Pause") if table.replay.playing else _("Play")
            table.discard_button.enabled = False
            table.discard_button.rect.topleft = (-400, -400)
            return
        mine = table.my_turn()
        primary = table.primary_action() if mine else None
        d = table.session.decision
        label = _("End turn")
        if d is not None and mine and d.kind in PRIMARY_LABEL:  # each label says what it does: one spot,
            label = _(PRIMARY_LABEL[d.kind])                    # several meanings (disabled: another's turn)
        table.primary_button.text = label
        # enabled on the player's turn even when the engine would refuse: a press then
        # shows the engine's own reason (the table writes no rules of its own)
        table.primary_button.enabled = mine
        table.primary_button.tooltip = _("Enter") if primary is not None else None
        obs = table.observation()
        me = obs["seats"][table.viewer] if table.viewer is not None else None
        reserve = me["reserve_count"] if me else 0
        table.buyback_button.text = _("Buy back ({n})").format(n=reserve) if reserve else _("Buy back")
        table.buyback_button.enabled = mine and reserve > 0
        if d is not None and d.kind in ("champion_token", "pierce_return"):
            table.buyback_button.text = _("Take token") if d.kind == "champion_token" else _("Pay for Pierce")
            table.buyback_button.enabled = mine
        table.discard_button.enabled = me is not None
        table.discard_button.rect.topleft = DISCARD_RECT[:2] if me is not None else (-400, -400)
        table.discard_button.text = _("Discard ({n})").format(n=len(me['discard'])) if me else _("Discard")

    def widen_menu(self) -> None:
        """The menu the table has just opened, widened so the longest entry (a payment of many
        cards) fits whole."""
        table = self.table
        if table.message is not None and not table.message[2]:
            table.message = None  # the target prompt of the step before is answered
        layout, theme = table.app.layout, table.app.theme
        need = max((math.ceil(theme.font(b.role, layout).size(b.text)[0] / layout.scale) + 2 * Button.PAD + 4
                    for _, b in table.picking.menu_buttons), default=0)
        width = min(1240, max(table.picking.menu_rect.width, need + 40))
        if width > table.picking.menu_rect.width:
            table.picking.menu_rect = pygame.Rect(640 - width // 2, table.picking.menu_rect.top, width, table.picking.menu_rect.height)
            for _label, b in table.picking.menu_buttons:
                b.rect = pygame.Rect(table.picking.menu_rect.left + 20, b.rect.top, width - 40, b.rect.height)
            table.picking.flow_menu()  # a long list: laid out again in the wider frame

    # -- rules-free helpers ----------------------------------------------------------------
    def value_of(self, cid) -> int:
        d = card_def(self.table.card_name(cid))
        return d.value if d is not None else 1

    def click(self, thing, zone: str) -> bool:
        """True when the click is this table's own, and done: a seat's panel opens its discard
        pile (public), unless a target is being chosen."""
        table = self.table
        if zone == "seat" and isinstance(thing, tuple) and (table.picking.step is None or table.picking.step.kind != "target"):
            self.browse_discard(thing[1])
            return True
        return False

    def guess_action(self, thing, zone: str) -> Action | None:
        table = self.table
        d = table.session.decision
        if d is None or not isinstance(thing, str):
            return None
        if zone == "supply":
            return Action.make("buy", card=thing, income=[], coins=0)
        if zone == "hand":
            if d.kind == "late_registration":
                return Action.make("register", card=thing, income=[], coins=0)
            return Action.make("play", card=thing)
        if zone == "reserve":
            return Action.make("buyback", income=[], coins=0)
        if zone.startswith("arena:"):
            owner = int(zone.split(":")[1])
            if d.kind == "attack_target":
                return Action.make("strike", target=thing)
            if d.kind == "influence_discard":
                return Action.make("discard", gladiator=thing)
            if owner == d.seat:
                return Action.make("attack", gladiator=thing)
            return Action.make("strike", target=thing)
        if zone.startswith("villa"):
            return Action.make("use", card=thing, index=0)
        return None

    def target_prompt(self, step) -> str:
        if step.key == "source":
            return _("Choose the Gladiator to take Damage from (Tab cycles, Enter chooses, Esc cancels).")
        return _("Choose a highlighted target (Tab cycles, Enter chooses, Esc cancels).")

    def draft_card_name(self, thing) -> str | None:
        """The card a Champion of the draft's pool shows (its level 1), else None."""
        if isinstance(thing, str) and thing in self.table.observation().get("draft_pool", []):
            from .text import CONTENT

            levels = CONTENT.champions.get(thing, []) if CONTENT is not None else []
            return levels[0] if levels else None
        return None

    def tooltip_text(self, thing) -> str | None:
        table = self.table
        if isinstance(thing, tuple) and thing[0] == "seat":
            return _("{who}: click to look through the discard pile.").format(who=table.session.seat_name(thing[1]))
        name = table.card_name(thing)
        if not name:
            return None
        text = card_text(name)
        obs = table.observation()
        if thing in obs.get("exhausted", []):
            text += "\n" + _("(Exhausted)")
        hint = table.guide.click_hint(thing)
        if hint:
            text = hint + "\n\n" + text
        return text + "\n" + _("Right-click to zoom") + "  ·  " + table.guide.rules_line()

    # -- events -> animation and sound ---------------------------------------------------------
    def on_events(self, events) -> None:
        table = self.table
        now = table.time
        played = set()
        for raw in events:
            e = raw.view_for(table.viewer)
            t, g = e.type, e.get
            if t == "cards_drawn" and g("seat") == table.viewer and g("cards"):
                for i, cid in enumerate(g("cards")):
                    table.anims.append(Anim("slide", ("deck", g("seat")), now + 0.05 * i, 0.35, to=cid))
                played.add("draw")
            elif t == "card_bought":
                table.anims.append(Anim("float", ("seat", g("seat")), now, 1.2, f"+ {card_title(g('name'))}", (240, 228, 66)))
                played.add("buy")
            elif t == "card_played":
                table.anims.append(Anim("flash", g("card"), now, 0.7, colour=(230, 159, 0)))
                played.add("play")
            elif t == "attack_declared":
                table.anims.append(Anim("flash", g("gladiator"), now, 0.8, colour=(213, 94, 0)))
            elif t == "damage_resolved":
                table.anims.append(Anim("float", g("gladiator"), now, 1.2, f"-{g('amount')}", (255, 110, 80)))
                played.add("hit")
            elif t == "damage_prevented":
                table.anims.append(Anim("float", g("gladiator"), now, 1.0, _("blocked"), (86, 180, 233)))
                played.add("block")
            elif t == "gladiator_defeated":
                table.anims.append(Anim("float", ("lane", g("seat")), now, 1.6,
                                       _("{name} is Defeated!").format(name=g('name')),
                                       (255, 110, 80)))
                played.add("defeat")
            elif t == "battle_started":
                table.anims.append(Anim("banner", None, now, 1.4, _("The Battle begins!"), (230, 159, 0)))
                played.add("battle")
            elif t == "champion_token_taken":
                table.anims.append(Anim("float", ("seat", g("seat")), now, 1.4, _("Reigning Champion token!"),
                                       (240, 228, 66)))
                played.add("crowd")
            elif t == "game_over":
                table.anims.append(Anim("banner", None, now, 1.5, _("The game is over"), (230, 159, 0)))
                played.add("win")
            elif t == "deck_shuffled":
                played.add("shuffle")
        for name in ("battle", "defeat", "hit", "block", "buy", "play", "draw", "shuffle", "crowd", "win"):
            if name in played:
                table.sfx.play(name)

    def results_scene(self):
        table = self.table
        from ...scenes.results import ResultsScene

        obs = table.session.state.observation(None)
        boasts: dict[int, int] = {}
        for e in table.session.events:
            if e.type == "rewards_taken" and e.get("boast"):
                boasts[e.get("seat")] = boasts.get(e.get("seat"), 0) + 1
        rewards = {}
        for s, info in enumerate(obs["seats"]):
            arenas = [c for c in info["villa"] if (card_def(obs["names"].get(c)) or _NoDef).type == "arena"]
            parts = [story.arena_cards(len(arenas))]
            if boasts.get(s):
                parts.append(ngettext("{n} Boast", "{n} Boasts", boasts[s]).format(n=boasts[s]))
            parts.append(ngettext("{n} Coin", "{n} Coin", info['coins']).format(n=info['coins']))
            if obs["crowds_favor"] == s:
                parts.append(pgettext("results", "Crowd's Favor"))
            rewards[s] = "  ·  ".join(parts)
        words = Words([seat.name for seat in table.session.seats], obs["names"].get, None)
        battle = story.battle_summary(table.session.events, words)
        reason = None
        if battle is not None:
            head = _("{who} won the Battle of the last round (round {round}), and with it the game.").format(
                who=words.who(battle.winner), round=battle.round)
            reason = f"{head} {battle.why}"
            layout = table.app.layout
            if len(table.app.theme.wrap(reason, "small", layout.length(RESULT_WIDTH), layout)) > RESULT_ROWS:
                reason = f"{head} {battle.why_short}"  # whole, in the lines the results screen gives it
        return ResultsScene(table.app, table.session, score_label=_("Arena cards"), rewards=rewards, reason=reason)


class _NoDef:
    type = ""



class PileScene(OverlayScene):
    """A browsable list of a pile's cards; hover one for its full text. However long the pile,
    every card is listed: the one rule for button panels (client/buttonflow.py) sets them in
    columns, then smaller, then scrolling (wheel, or the keyboard's focus)."""

    panel = pygame.Rect(340, 80, 600, 560)

    def __init__(self, app, title: str, names: list[str]):
        super().__init__(app)
        p = app.theme.palette
        from ...widgets import Label

        self.widgets.add(Label((self.panel.left + 30, self.panel.top + 16, self.panel.width - 60, 44), title,
                               role="heading", colour=p.accent))
        cards = [self.widgets.add(Button((self.panel.left + 30, self.panel.top + 70, self.panel.width - 60, 34),
                                         card_title(name) or name, None, role="card", tooltip=card_text(name)))
                 for name in names]
        area = pygame.Rect(self.panel.left + 30, self.panel.top + 70, self.panel.width - 60, self.panel.height - 150)
        self.flow = ButtonFlow(cards, area, app.layout, app.theme, PILE_STEPS)
        if not names:
            self.widgets.add(Label((self.panel.left + 30, self.panel.top + 80, self.panel.width - 60, 40),
                                   _("Empty."), colour=p.text_muted))
        self.close_button = self.widgets.add(Button((self.panel.centerx - 90, self.panel.bottom - 60, 180, 44),
                                                    _("Close"), self.back))

        self.widgets.focus(self.close_button, by_keyboard=False)

    def handle_event(self, event) -> bool:
        if self.flow.wheel_event(event, self.app.layout, self.widgets.mouse):
            return True
        return super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.flow.follow(self.widgets.focused if self.widgets.keyboard_focus else None)
        self.flow.draw_bar(surface, self.app.layout, self.app.theme)
