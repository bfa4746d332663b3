"""ForGloryGuide: what the For Glory table says to a player who has not read the rulebook.

A part of ``ForGloryTable`` (``table.guide``, kept apart from the drawing of the board): the
sentences that name whose card it is, the hint of what a click will do (tooltips), the prompt of
the moment, notes when a turn ended by itself, the summary of the last Battle (and the clicks it
holds), the rules summary at the hovered word, and the engine's refusals in the table's words.
The table's hooks (``words``, ``help_topic``, ``explain``, ``say``, ``play``, the tooltip) ask
it, and the table's log (``log.py``) writes its turn-end ``notes``. What it uses of the table:
its session, viewer, observation, legal actions, picker's keys, buttons, hover, message line,
animations and clock.
"""
from __future__ import annotations

import pygame

from engine.core import Action, IllegalAction
from engine.i18n import N_, language

from ...table.picker import ActionPicker
from . import story
from .text import Words, _, card_def

#: decision kind -> the glossary word F1 opens when nothing is hovered
DECISION_TERM = {"reaction": N_("Reaction Window"), "take_actions": N_("Machinations Turn"),
                 "late_registration": N_("Late Registration"), "combat_turn": N_("Combat Turn"),
                 "influence_discard": N_("Influence"), "attack_target": N_("Attack"), "pierce_return": N_("Tactic"),
                 "draft": N_("Champion"), "champion_token": N_("Reigning Champion token")}
#: card type -> its glossary word
TYPE_TERM = {"income": N_("Income"), "patron": N_("Patron"), "gladiator": N_("Gladiator"), "scheme": N_("Scheme"),
             "tactic": N_("Tactic"), "reaction": N_("Reaction"), "boast": N_("Boast"), "arena": N_("Arena card")}


#: seconds a Battle's result holds the clicks meant for it (unless clicked away first)
BATTLE_HOLD = 6.0


class ForGloryGuide:
    """What one ``ForGloryTable`` says to its player, and the last Battle's summary."""

    def __init__(self, table):
        self.table = table
        self.notes: dict[int, tuple[str, int]] = {}     # event index -> (turn-end event type, seat)
        #: the observation ``_words`` were made for (they are made again for a new one)
        self._words_for: dict | None = None
        self._words: Words | None = None
        # the last Battle, shown in the empty Arena (a loaded game finds it in its events)
        self.battle: story.BattleSummary | None = story.battle_summary(table.session.events, self.words())
        self._battle_language = language()
        #: when the Battle's result stops holding the clicks (table time; None: it does not hold)
        self.battle_hold: float | None = None
        #: whether the message line was said through ``said`` (a message set otherwise is nobody's),
        #: and to which viewer
        self.said_to_someone = False
        self.said_to: int | None = None

    def current_battle(self) -> story.BattleSummary | None:
        """The last Battle's summary, said again when the player has changed language since."""
        table = self.table
        if self.battle is not None and self._battle_language != language():
            self.battle = story.battle_summary(table.session.events, self.words())
            self._battle_language = language()
        return self.battle

    # -- words ------------------------------------------------------------------------------------
    def words(self) -> Words:
        table = self.table
        obs = table.observation()
        if self._words_for is obs:
            return self._words
        names = obs.get("names", {})
        seen: dict[str, int] = {}
        for name in names.values():
            seen[name] = seen.get(name, 0) + 1
        # Gladiators whose name more than one card carries are named with their owner
        repeated = frozenset(n for n, k in seen.items()
                             if k > 1 and (card_def(n) is None or card_def(n).type == "gladiator"))
        self._words_for = obs
        self._words = Words([s.name for s in table.session.seats], names.get, table.viewer,
                            owner_of=lambda cid: story.owner_of(obs, cid), repeated=repeated)
        return self._words

    def prompt_text(self, decision) -> str:
        table = self.table
        return story.prompt(decision, table.observation(), table.legal(), table.session.events, self.words())

    def window_text(self) -> str | None:
        table = self.table
        return story.reaction_window(table.observation(), table.session.events, self.words())

    # -- what a click will do ------------------------------------------------------------------
    def click_hint(self, thing) -> str | None:
        """"Click: ..." for a thing of the table the viewer may use now, else None."""
        table = self.table
        if not table.my_turn():
            return None
        picker = ActionPicker(table.legal(), table.value_of, table.pick_keys)
        options = picker.for_subject(thing)
        words, obs = self.words(), table.observation()
        if not options:
            if table.viewer is None or thing not in obs["seats"][table.viewer].get("hand", ()):
                return None
            d = card_def(table.card_name(thing))
            if d is not None and d.type == "income":
                return _("Income: spent when you pay — click what to buy, and the payment offers it.")
            return _("Nothing to do with this card now.")
        seen, hints = set(), []
        for a in options:
            key = (a.kind, a.get("index"), a.get("gladiator") if a.kind == "discard" else None)
            if key not in seen:
                seen.add(key)
                hints.append(words.hint(a, obs))
        if len(hints) == 1:
            return _("Click — {hint}.").format(hint=hints[0])
        return _("Click to choose:") + "\n" + "\n".join(f"• {h}" for h in hints)

    def button_hint(self, button) -> str | None:
        table = self.table
        action = None
        if button is table.primary_button:
            action = table.primary_action()
        elif button is table.buyback_button:
            action = next((a for a in table.legal() if a.kind in ("take_token", "pierce", "buyback")), None)
        return None if action is None else self.words().hint(action, table.observation()) + "."

    def sync_hints(self) -> None:
        """Button tooltips say what a press does now."""
        table = self.table
        if table.replaying:
            return
        primary = self.button_hint(table.primary_button)
        table.primary_button.tooltip = f"{primary} (Enter)" if primary else None
        reserve = table.buyback_button.text
        hint = self.button_hint(table.buyback_button)
        table.buyback_button.tooltip = hint or (_("Pay 1 Coin per card to take your whole Reserve back into your "
                                                 "Hand") if reserve else _("Your Reserve is empty"))

    # -- the rules summary ----------------------------------------------------------------------
    def help_topic(self, thing, zone) -> str | None:
        """The rules summary's entry (a glossary word) for ``thing`` in the table's ``zone`` (what
        ``hit`` registered; a button is its own thing), else for the decision of the moment; the
        hook the shared table's F1 asks (None: the summary's top)."""
        table = self.table
        if thing is table.buyback_button:
            return N_("Buy back")
        if zone == "reserve":
            return N_("Reserve")
        if isinstance(thing, tuple) and thing[:1] == ("seat",):
            return N_("Villa")
        if thing is not None:
            d = card_def(table.card_name(thing))
            if d is not None:
                return TYPE_TERM.get(d.type)
        d = table.session.decision
        return DECISION_TERM.get(d.kind) if d is not None else None

    def rules_term(self) -> str | None:
        """The glossary word for what is under the mouse (a card's type, the Reserve, a button),
        else for the decision of the moment (``help_topic``)."""
        table = self.table
        hovered = table.buttons.hovered
        if hovered is table.buyback_button:
            term = self.help_topic(hovered, "button")
        elif table.input.hover is not None:
            term = self.help_topic(*table.input.hover)
        else:
            term = self.help_topic(None, "")
        return _(term) if term else term  # the glossary of the player's language

    def open_rules(self) -> None:
        table = self.table
        from ...scenes.rules import open_rules

        open_rules(table.app, "forglory", self.rules_term())

    def rules_line(self) -> str:
        term = self.rules_term()
        return _("F1: rules — {term}").format(term=term) if term else _("F1: rules")

    # -- the engine's words, the table's words ----------------------------------------------------
    def explain(self, action: Action) -> None:
        """As the table's, but a refusal that names the engine's internal kind is said in words."""
        table = self.table
        try:
            table.session.check(action)
        except IllegalAction as exc:
            message = exc.message
            if f"'{action.kind}'" in message:
                d = table.session.decision
                message = _("{action}: not possible now.").format(action=self.words().verb(action))
                if d is not None:
                    message += " " + self.prompt_text(d)
            table.say(message, bad=True)
            return
        table.play(action)

    # -- the message line belongs to the person it was said to ------------------------------------
    def said(self) -> None:
        """The table said something in its message line: to the viewer of now."""
        self.said_to_someone, self.said_to = True, self.table.viewer

    def forget_other_viewers_message(self) -> None:
        """A message said to one seat ("Your Combat Turn ended by itself") is gone once the
        screen shows another seat (a hand-off, the public view): it would tell the next person
        of a turn that is not theirs, while their own is still to play."""
        table = self.table
        if table.message is not None and self.said_to_someone and self.said_to != table.viewer:
            table.message = None

    # -- playing: notes and the Battle summary ----------------------------------------------------
    def played(self, action: Action, actor: int | None, before: int) -> None:
        """``action`` of the seat ``actor`` was played, its events from ``before`` on: the notes of
        turns that ended by themselves, the last call's banner, the new Battle's summary (which
        then holds the next click)."""
        table = self.table
        new = table.session.events[before:]
        words = self.words()
        for i, etype, seat in story.turn_end_notes(action, actor, new):
            self.notes[before + i] = (etype, seat)
            if seat == table.viewer and seat == actor:
                table.say(story.turn_end_sentence(etype, seat, words), bad=False)
        obs = table.observation()
        if obs["tokens_left"] == 0:  # both tokens taken: the turns still to come are the round's last
            for i, e in enumerate(new):
                if e.type == "turn_started":
                    self.notes[before + i] = (story.LAST_CALL, e.get("seat"))
                    if e.get("seat") == table.viewer:
                        self.warn_last_call(obs)
        if any(e.type == "battle_ended" for e in new):
            self.battle = story.battle_summary(table.session.events, words)
            self._battle_language = language()
            if not table.session.over:  # the result takes the next click (see ``battle_holds``)
                self.battle_hold = table.time + BATTLE_HOLD

    def warn_last_call(self, obs) -> None:
        """The banner over the table when the viewer's last Machinations Turn of the round begins."""
        table = self.table
        from ...table.drawing import Anim

        text = _("Your last Machinations Turn of the game!") if obs["round"] >= obs["rounds"] \
            else _("Your last Machinations Turn!")
        table.anims.append(Anim("banner", None, table.time, 2.2, text, (240, 228, 66)))

    def battle_holds(self) -> bool:
        """True while a Battle's result just shown in the Arena takes the clicks and keys meant
        for it: until it is clicked away, or for ``BATTLE_HOLD`` seconds."""
        table = self.table
        hold = self.battle_hold
        if hold is not None and table.time >= hold:
            self.battle_hold = hold = None
        return hold is not None and self.battle is not None

    def hold_input(self, event) -> bool:
        """While the Battle's result holds: a click or key (not Esc, not F1) dismisses it and
        does nothing else, so the click meant for the result never ends a turn."""
        if not self.battle_holds():
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            self.battle_hold = None
            return True
        if event.type == pygame.KEYDOWN and event.key not in (pygame.K_ESCAPE, pygame.K_F1):
            self.battle_hold = None
            return True
        return False

    def hover_left(self) -> bool:
        """True (and the hover forgotten) when the hovered card has left the place it was hovered
        in (played from the hand): no tooltip for it."""
        table = self.table
        if table.input.hover is not None:
            thing, zone = table.input.hover
            now = next((z for _, t, z in table.hits if t == thing), None)
            if now != zone:
                table.input.hover = None
                return True
        return False
