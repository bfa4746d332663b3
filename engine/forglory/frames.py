"""For Glory's steps as frames of the core flow machine (``engine/core/flow.py``).

``state.stack`` is the whole flow, innermost last, saved and loaded by core
(``FlowState.stack_json`` / ``load_stack``):

* at the bottom, the *phase* frame (``Draft``, ``Machinations``, ``LateRegistration``,
  ``Combat``): the round's turn under way. A phase frame holds no field of its own (the
  state's ``active``, ``late_order`` ... say whose turn it is), so clones share it. The phase
  changes only through ``enter_phase``, along ``PHASE_GRAPH`` (the phase graph, in one place);
  once the game is over the stack is empty;
* above it, the *interrupting* frames (``Window``, ``Attack``, ``Influence``, ``Token``,
  ``Pierce``, ``Resolution``, ``Effects``), pushed and popped as the rules open and close them.

After every action the flow runs each frame's ``run`` until someone has a real choice: a
seat is never asked a question whose only answer is "pass". Each frame's ``problem`` is the
one judge of legality (``explain.explain_illegal`` gives the plain words).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from ..core import Action, Decision, Event
from ..core.flow import ASK, Frame
from ..i18n import game_words
from .actions import TURN_ACTIONS
from .common import (
    R_ATTACK,
    R_CHAMPIONS,
    R_CHECK,
    R_COMBAT,
    R_LATE,
    R_LOSING,
    R_TACTIC,
    R_TAKE,
    R_WINDOW,
    ev,
    event,
    mk,
    target_fields,
)
from .effects import deal, resolve
from .explain import explain_illegal

_, ngettext, pgettext = game_words("forglory")


class ForGloryFrame(Frame):
    game = "forglory"
    #: True for a phase's turn (``PhaseFrame``), whose ``run`` the state's ``_apply`` tells in place
    turn_of_phase: ClassVar[bool] = False

    def decider(self, s) -> int:
        """The seat that decides while this frame is on top."""
        return self.seat

    def problem(self, s, a: Action) -> tuple[str, str] | None:
        if s.listed(a, self):
            return None
        d = self.decide(s)
        return d.rule, explain_illegal(s, a, d)

    def copy(self) -> ForGloryFrame:
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        return new


# -- the phases: the bottom frame ------------------------------------------------------------------
_DECISIONS: dict[tuple, Decision] = {}


def _fixed(seat: int, kind: str, prompt: str, rule: str) -> Decision:
    """A Decision whose prompt never changes, made once per seat, kind and prompt."""
    key = (kind, seat, prompt)
    decision = _DECISIONS.get(key)
    if decision is None:
        decision = _DECISIONS[key] = Decision(seat, kind, prompt, rule)
    return decision


class PhaseFrame(ForGloryFrame):
    """A phase's turn, at the bottom of the stack: its actions are carried out by
    ``actions.TURN_ACTIONS``. It holds no field, so a copy of the state shares it."""

    turn_of_phase: ClassVar[bool] = True

    def copy(self) -> PhaseFrame:
        return self

    def decider(self, s) -> int:
        return s.active

    def run(self, s):
        acts = self.candidates(s)
        if len(acts) == 1 and acts[0].kind == "end_turn":
            s.tell(s._end_turn(self.decider(s)))
            return False
        s.keep_listed(self, acts)
        return ASK

    def perform(self, s, a: Action) -> list[Event]:
        return TURN_ACTIONS[a.kind](s, self.decider(s), a)

    def end_turn(self, s, seat: int) -> list[Event]:
        """The seat ends its turn of this phase: what follows."""
        return []


@dataclass
class Draft(PhaseFrame):
    t: ClassVar[str] = "draft"
    turn_of_phase: ClassVar[bool] = False  # (its own ``run``: a last Champion is given unasked)

    def decider(self, s) -> int:
        return s.draft_order[0]

    def run(self, s):
        if s.draft_order and len(s.draft_pool) == 1:
            seat = s.draft_order.pop(0)
            champ = s.draft_pool.pop(0)
            s._give_champion(seat, champ)
            s.tell([ev("champion_drafted", rule=R_CHAMPIONS, seat=seat, champion=champ)])
        if not s.draft_order:
            s.tell(s._finish_setup())
            return False
        return True

    def decide(self, s) -> Decision:
        return Decision(s.draft_order[0], "draft", _("Pick your Champion."), R_CHAMPIONS)

    def candidates(self, s) -> list[Action]:
        return [mk("pick", champion=c) for c in s.draft_pool]


@dataclass
class Machinations(PhaseFrame):
    t: ClassVar[str] = "machinations"

    def decide(self, s) -> Decision:
        return _fixed(s.active, "take_actions",
                      _("Your Machinations Turn: Buy, Play or Reserve cards, then end your turn."), R_TAKE)

    def candidates(self, s) -> list[Action]:
        return s._machination_actions(s.active)

    def end_turn(self, s, seat: int) -> list[Event]:
        return s._end_machinations(seat)


@dataclass
class LateRegistration(PhaseFrame):
    t: ClassVar[str] = "late_registration"

    def decider(self, s) -> int:
        return s.late_order[s.late_pos]

    def decide(self, s) -> Decision:
        return _fixed(s.late_order[s.late_pos], "late_registration",
                      _("Late Registration: put Gladiators into the Arena for Coin, then finish."), R_LATE)

    def candidates(self, s) -> list[Action]:
        return s._late_actions(s.late_order[s.late_pos])

    def end_turn(self, s, seat: int) -> list[Event]:
        return s._end_registration(seat)


@dataclass
class Combat(PhaseFrame):
    t: ClassVar[str] = "combat"

    def decide(self, s) -> Decision:
        return _fixed(s.active, "combat_turn", _("Your Combat Turn: Attack (required while you have a Ready "
                      "Gladiator) and use at most one Tactic."), R_COMBAT)

    def candidates(self, s) -> list[Action]:
        return s._combat_actions(s.active)

    def end_turn(self, s, seat: int) -> list[Event]:
        return s._end_combat_turn(seat)


#: the phase graph: each phase and the phases that may follow it ("setup": the game's first
#: phase; "over": the end, an empty stack). ``enter_phase`` refuses any other step.
PHASE_GRAPH: dict[str, tuple[str, ...]] = {
    "setup": ("draft", "machinations"),            # Champions drafted first, or not
    "draft": ("machinations",),                    # the last Champion is drafted: the first turn
    "machinations": ("machinations",               # the next Machinations Turn
                     "late_registration"),         # Check for Arena Phase: the Arena Phase begins
    "late_registration": ("combat",),              # every seat has registered: the Battle
    "combat": ("machinations",                     # Resolution: the next round
               "over"),                            # the last round's Battle ended
}
#: the phase frames by kind
PHASE_FRAMES: dict[str, type[PhaseFrame]] = {f.t: f for f in (Draft, Machinations, LateRegistration, Combat)}
assert set(PHASE_GRAPH) - {"setup"} == set(PHASE_FRAMES), "every phase frame is in the graph"


def phase_of(stack: list[Frame]) -> str:
    """The phase a stack is in: its bottom frame's kind, "over" when empty."""
    return stack[0].t if stack else "over"


def enter_phase(s, phase: str, first: bool = False) -> None:
    """The phase moves on to ``phase`` along ``PHASE_GRAPH`` (``first``: the game's first
    phase): the bottom frame is replaced (kept when the phase stays), the frames above it are
    kept; "over" empties the stack."""
    stack = s.stack
    here = "setup" if first else phase_of(stack)
    if phase not in PHASE_GRAPH.get(here, ()):
        raise RuntimeError(f"forglory: the phase '{here}' is never followed by '{phase}'")
    if phase == "over":
        stack.clear()
    elif first:
        stack[:] = [PHASE_FRAMES[phase]()]
    elif stack[0].t != phase:
        stack[0] = PHASE_FRAMES[phase]()


# -- the frames that interrupt a phase ------------------------------------------------------------
#: a Reaction Window's prompt, by its trigger
def _window_prompt(trigger: str) -> str:
    if trigger == "attacks":
        return _("Reaction Window (a Gladiator attacks): use one Reaction, or pass.")
    return _("Reaction Window (Damage is assigned): use one Reaction, or pass.")


@dataclass
class Window(ForGloryFrame):
    """A Reaction Window: each seat in turn may react; it closes once every seat has passed."""
    t: ClassVar[str] = "window"
    trigger: str            #: "attacks" or "damage_assigned"
    seat: int               #: whose turn it is to react
    passes: int = 0
    used: list = field(default_factory=list)  #: "card:index" of the in-play Reactions used
    attacker: str | None = None
    by: int | None = None          #: the seat whose card dealt the Damage (or attacks)
    source: str | None = None      #: the card that dealt it
    target: str | None = None      #: the Gladiator dealt the Damage that opened the window
    amount: int | None = None      #: the Damage dealt
    tactic: str | None = None      #: a Tactic Card in play until this Damage resolves (seat ``by``'s)

    def copy(self) -> Window:
        new = super().copy()
        new.used = list(self.used)
        return new

    def run(self, s):
        n = s.n
        while self.passes < n:
            acts = self.candidates(s)
            if acts:
                s.keep_listed(self, acts)
                return ASK
            self.passes += 1
            self.seat = (self.seat + 1) % n
        s.stack.pop()
        s.tell([event("reaction_window_closed", R_WINDOW, ("trigger", self.trigger))])
        if self.trigger == "damage_assigned":
            s.tell(s._resolve_damage(self.by if self.tactic else None, self.tactic))
        return False

    def decide(self, s) -> Decision:
        return _fixed(self.seat, "reaction", _window_prompt(self.trigger), R_WINDOW)

    def candidates(self, s) -> list[Action]:
        return s._window_actions(self)

    def perform(self, s, a: Action) -> list[Event]:
        seat = self.seat
        if a.kind == "buyback_play":
            events = s._buyback(seat, a.income, a.coins)
            play = mk("play", card=a.card, **target_fields(a))
            return events + self.react(s, seat, play)
        if a.kind == "buyback":
            return s._buyback(seat, a.income, a.coins)
        return self.react(s, seat, a)

    def react(self, s, seat: int, a: Action) -> list[Event]:
        """A pass, a Reaction played or an ability used in this window."""
        if a.kind == "pass":
            self.passes += 1
            self.seat = (seat + 1) % s.n
            return [event("reaction_passed", R_WINDOW, ("seat", seat))]
        if a.kind == "use" and s.cd[a.card].abilities[a.index].kind == "free":
            return s._use(seat, a)  # a free action does not use up the seat's turn
        if a.kind == "use":
            self.used.append(f"{a.card}:{a.index}")
        self.passes = 0
        self.seat = (seat + 1) % s.n
        if a.kind == "play":
            return s._play(seat, a)
        return s._use(seat, a)


@dataclass
class Attack(ForGloryFrame):
    """The Attack's target, chosen once the "when attacks" window has closed."""
    t: ClassVar[str] = "attack"
    seat: int
    attacker: str

    def run(self, s):
        if s.owner_of_gladiator(self.attacker) < 0:
            s.stack.pop()
            return False
        targets = s._attack_targets(self.seat)
        if not targets:
            s.stack.pop()
            return False
        if len(targets) == 1:
            s.stack.pop()
            s.tell(deal(s, targets[0], s.attack_of(self.attacker), R_ATTACK,
                        source=self.attacker, by=self.seat, attack=True))
            return False
        return True

    def decide(self, s) -> Decision:
        return Decision(self.seat, "attack_target",
                        _("Choose the opposing Gladiator that {name} strikes.").format(name=s.names[self.attacker]),
                        R_ATTACK)

    def candidates(self, s) -> list[Action]:
        return [s.strike_action(g) for g in s._attack_targets(self.seat)] + s._extras(self.seat)

    def perform(self, s, a: Action) -> list[Event]:
        if a.kind != "strike":
            return TURN_ACTIONS[a.kind](s, self.seat, a)
        s.stack.pop()
        return deal(s, a.target, s.attack_of(self.attacker), R_ATTACK, source=self.attacker, by=self.seat,
                    attack=True)


@dataclass
class Influence(ForGloryFrame):
    """Influence fell below what the seat's Gladiators need: it discards Gladiators."""
    t: ClassVar[str] = "influence"
    seat: int

    def run(self, s):
        seat = self.seat
        if s.required(seat) <= s.influence(seat):
            s.stack.pop()
            return False
        cands = s._influence_candidates(seat)
        if len(cands) == 1:
            s.tell(s._remove_gladiator(seat, cands[0], R_LOSING, "influence"))
            s.tell(s._after_defeats())
            return False
        return True

    def decide(self, s) -> Decision:
        return Decision(self.seat, "influence_discard",
                        _("Your Influence fell below what your Gladiators need: discard a Gladiator."), R_LOSING)

    def candidates(self, s) -> list[Action]:
        return [mk("discard", gladiator=g) for g in s._influence_candidates(self.seat)]

    def perform(self, s, a: Action) -> list[Event]:
        return s._remove_gladiator(self.seat, a.gladiator, R_LOSING, "influence") + s._after_defeats()


_TAKE_TOKEN = Action("take_token")
_DECLINE = Action("decline")


@dataclass
class Token(ForGloryFrame):
    """The second Reigning Champion token, which the seat may take or leave."""
    t: ClassVar[str] = "token"
    seat: int

    def decide(self, s) -> Decision:
        return Decision(self.seat, "champion_token",
                        _("Your Bloodlust meets the top Boast card again: take the second Reigning "
                          "Champion token (it starts the Arena Phase), or leave it?"), R_CHECK)

    def candidates(self, s) -> list[Action]:
        return [_TAKE_TOKEN, _DECLINE]

    def perform(self, s, a: Action) -> list[Event]:
        s.stack.pop()
        if a.kind == "take_token":
            events = s._take_token(self.seat)
        else:
            events = [event("champion_token_left", R_CHECK, ("seat", self.seat))]
        return events + s._after_check(self.seat)


@dataclass
class Pierce(ForGloryFrame):
    """Pierce's offer: pay to take the Defeated Gladiator back into the Hand."""
    t: ClassVar[str] = "pierce"
    seat: int
    card: str
    coin: int

    def run(self, s):
        if self.card not in s.discard[self.seat] or len(self.candidates(s)) == 1:
            s.stack.pop()  # gone, or nothing to answer but declining
            return False
        return True

    def decide(self, s) -> Decision:
        return Decision(self.seat, "pierce_return", ngettext(
            "The Gladiator hit by {name} was Defeated: pay {n} Coin to take it back into your Hand?",
            "The Gladiator hit by {name} was Defeated: pay {n} Coin to take it back into your Hand?",
            self.coin).format(name=s.names[self.card], n=self.coin), R_TACTIC)


    def candidates(self, s) -> list[Action]:
        # a free action might raise the Coin (a buy-back cannot, and waits for the next choice)
        return s._pay_actions("pierce", self.seat, self.coin) + s._free_uses(self.seat) + [_DECLINE]

    def perform(self, s, a: Action) -> list[Event]:
        if a.kind == "decline":
            s.stack.pop()
            return []
        if a.kind != "pierce":
            return TURN_ACTIONS[a.kind](s, self.seat, a)
        s.stack.pop()
        seat = self.seat
        events = s._pay(seat, a.income, a.coins, R_TACTIC, "return")
        if self.card in s.discard[seat]:
            s.discard[seat].remove(self.card)
            s.hand[seat].append(self.card)
            events.append(ev("card_returned", rule=R_TACTIC, seat=seat, card=self.card))
        return events


@dataclass
class Resolution(ForGloryFrame):
    """Resolution, waiting below Pierce's offers from the Battle's last Defeat."""
    t: ClassVar[str] = "resolution"
    placings: list

    def run(self, s):
        s.stack.pop()
        s.tell(s._resolution(list(self.placings)))
        return False


@dataclass
class Effects(ForGloryFrame):
    """An ability's effects, waiting for the discards its cost forced."""
    t: ClassVar[str] = "effects"
    seat: int
    card: str
    index: int
    rule: str
    params: dict

    def run(self, s):
        s.stack.pop()
        target = self.params.get("target")
        ab = s.cd[self.card].abilities[self.index]
        if target is None or ab.selector in ("hand_gladiator", "supply") \
                or s.owner_of_gladiator(target) >= 0:  # a discarded target is gone
            use = mk("use", card=self.card, index=self.index, **self.params)
            s.tell(resolve(s, self.seat, self.card, ab, use, self.rule))
        return False
