"""Fase de arena, Apuestas and Derrota.

The host invites two houses to the games; an invited house may decline for -1 influence;
before the invitations the other houses may offer the host gold or a favour to be left out
(never asset cards). A free slot the others cannot fill is the host's own. The entrants, in invitation
order, choose a ready fighter and at most one equipment card of each type, the second
seeing the first. The bank pays tributes to favoured fighters; every house bets in secret at
once; the fighters duel (``combate``). Then the Derrota: a yielded or wounded loser is at
the host's mercy, a thumb any house may try to sway with gold or a favour; the winner gains a favour
marker and its house 1 influence.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, Decision, Event
from ..i18n import N_
from ..parts.negotiation import NegotiationWindow, Offer, Terms
from ..parts.sealed import SealedRound
from .common import ACCEPT, DECLINE, FAVOUR_PROMISE, MAX_STAKE, PASS, SpartacusFrame, act, asked, ev
from .content import content

RULE = "Fase de arena"
BETS = "Apuestas"
DEFEAT = "Derrota"
#: Apuestas: (kind, odds)
ODDS = {N_("wins"): (1, 1), N_("is wounded"): (2, 1), N_("is decapitated"): (2, 1)}
FAVOURS_FOR_CHAMPION = 3


class ArenaMixin:
    def eligible(self) -> list[int]:
        """Houses with a ready character: only those can be invited."""
        return [s for s in self.seats_from(self.host) if any(self.ready(k) for k in self.characters(s))]

    def start_arena(self, events: list[Event]) -> list[Event]:
        self.open_phase("arena")
        eligible = self.eligible()
        if len(eligible) < 2:
            events.append(ev("no_games", RULE, N_("Fewer than two houses can send a fighter: there are no games.")))
            return self.end_of_phase("arena", events)
        self.arena = {"final": False, "invited": [], "entrants": [], "bribes": [], "fighters": [], "equip": [],
                      "pending": []}
        talkers = [s for s in eligible if s != self.host]
        self.window = NegotiationWindow(tuple(talkers), 1)
        self.push_step("avoid")
        events.append(ev("games_announced", RULE, N_("{house} will host the games."),
                         {"house": self.house_name(self.host)}))
        return events

    # -- offers to be left out ----------------------------------------------------------------

    def _arena_offer_problem(self, seat: int, action: Action, build) -> str | None:
        """Why ``action`` is not an offer of gold (any amount the house holds) or a favour to the host."""
        if action.kind not in ("bribe", "sway"):
            return N_("You cannot {move} now: offer the host gold or a favour, or pass.").format(
                move=self.move_words(action))
        if not self.window.offers_left(seat):
            return N_("You have made your offer to the host already.")
        gold = action.get("give_gold")
        if type(gold) is not int or not 0 <= gold <= self.gold[seat]:
            return N_("You can offer the host from 0 (a favour) to {gold} gold.").format(gold=self.gold[seat])
        return None if action == build(gold) else N_("That is not an offer to the host.")

    def _answer_avoid(self, offer: Offer, accepted: bool) -> list[Event]:
        if not accepted:
            return [ev("offer_declined", RULE, N_("The host declines."), seat=self.host, to=offer.sender)]
        events = [ev("offer_accepted", RULE, N_("The host takes {price} from {house}."),
                     {"price": self.price_words(offer), "house": self.house_name(offer.sender)}, seat=self.host, to=offer.sender, gold=offer.give.gold)]
        events += self._take_price(offer, RULE)
        promise, made = self.ledger.make(self.host, offer.sender, N_("I will not invite {house} to these games.").format(
                                             house=self.house_name(offer.sender)), rule=RULE)
        self.arena["bribes"].append([promise.id, offer.sender])
        return events + [made]

    def _take_price(self, offer: Offer, rule: str) -> list[Event]:
        """The host takes what an accepted arena offer gives: the gold moves now; a favour is owed."""
        if not offer.give.gold:
            return [self.owe_favour(offer.sender, self.host, rule)]
        self.gold[offer.sender] -= offer.give.gold
        self.gold[self.host] += offer.give.gold
        return []

    # -- invitations ----------------------------------------------------------------------------
    def _invitable(self) -> list[int]:
        """Whom the host may invite now (the host's own seat included when allowed or forced)."""
        a = self.arena
        free = 2 - len(a["entrants"])
        eligible = self.eligible()
        others = [s for s in eligible if s != self.host and s not in a["invited"]]
        host_can = self.host in eligible and self.host not in a["entrants"]
        if host_can and len(others) < free:
            return [self.host]
        return others + ([self.host] if host_can else [])

    def _next_invite(self, events: list[Event]) -> list[Event]:
        a = self.arena
        if len(a["entrants"]) == 2:
            self._settle_bribes(events)
            a["fighters"], a["equip"] = [], [[], []]
            self.swap_step("fighter")
            return events
        eligible = self.eligible()
        others = [s for s in eligible if s != self.host and s not in a["invited"]]
        host_can = self.host in eligible and self.host not in a["entrants"]
        if len(a["entrants"]) + len(others) + host_can < 2:
            self._settle_bribes(events)
            events.append(ev("no_games", RULE, N_("Too few houses come to the games: there are none this round.")))
            return self.end_of_phase("arena", events)
        self.swap_step("invite")
        return events

    def _settle_bribes(self, events: list[Event]) -> None:
        for promise_id, seat in self.arena["bribes"]:
            events.append(self.ledger.settle(promise_id, seat not in self.arena["invited"], rule=RULE))
        self.arena["bribes"] = []

    # -- fighters and equipment ----------------------------------------------------------------
    def _chooser(self) -> int:
        a = self.arena
        return a["entrants"][len(a["fighters"]) - (1 if self.step == "equip" else 0)]

    # -- Apuestas ------------------------------------------------------------------------------------
    def outcomes(self) -> list[tuple[str, str, int]]:
        """(outcome in player words, kind, entrant seat) for the coming combat."""
        return [(N_("{house}'s fighter {result}").format(house=self.house_name(s), result=kind), kind, s) for kind in ODDS for s in self.arena["entrants"]]

    def allowed_outcomes(self, seat: int) -> list[str]:
        """A dominus never bets against its own fighter (docs/rulings.md, Spartacus)."""
        out = []
        entrants = self.arena["entrants"]
        for text, kind, s in self.outcomes():
            if seat in entrants and ((kind == "wins" and s != seat) or (kind != "wins" and s == seat)):
                continue
            out.append(text)
        return out

    def odds(self, outcome: str) -> tuple[int, int]:
        return next(ODDS[kind] for text, kind, _ in self.outcomes() if text == outcome)

    def bet_options(self, seat: int) -> list[tuple[tuple[str, int], ...]]:
        """The bets the legal list offers: none, or one outcome at 1-3 gold (``check`` also
        accepts several outcomes at once)."""
        return [()] + [((o, k),) for o in self.allowed_outcomes(seat) for k in range(1, min(MAX_STAKE, self.gold[seat]) + 1)]

    # -- Derrota --------------------------------------------------------------------------------------
    def end_games(self, winner_side: int | None, zeros: int, events: list[Event]) -> list[Event]:
        """The combat is over: ``winner_side`` 0 or 1 (None: no victor), the loser's empty pools."""
        a = self.arena
        seats, cards = a["entrants"], a["fighters"]
        if a["final"]:
            return self.final_over(None if winner_side is None else seats[winner_side], events)
        loser_side = None if winner_side is None else 1 - winner_side
        result = {"wins": None if winner_side is None else seats[winner_side]}
        state_of = {0: None, 1: "yielded", 2: "wounded", 3: "decapitated"}[zeros] if loser_side is not None else None
        happened = {}
        for text, kind, s in self.outcomes():
            if kind == "wins":
                happened[text] = result["wins"] == s
            else:
                happened[text] = loser_side is not None and seats[loser_side] == s and state_of == kind.split()[-1]
        settled, _ = self.book.settle(lambda o: happened.get(o), rule=BETS)
        for e in settled:
            self.gold[e.seat] += e.paid - e.stake if e.type == "bet_won" else -e.stake
        events += settled
        if winner_side is None:
            events.append(ev("no_victor", "Combate", N_("Neither fighter falls: the crowd goes home unsatisfied.")))
            return self._arena_over(events)
        win_card, lose_card = cards[winner_side], cards[loser_side]
        owner = seats[winner_side]
        if win_card in self.champion or self.favour.get(win_card, 0) >= FAVOURS_FOR_CHAMPION:
            self.favour.pop(win_card, None)
            if win_card not in self.champion:
                self.champion.add(win_card)
                events.append(ev("champion_marker", DEFEAT, N_("{card} is now a champion."),
                                 {"card": self.name(win_card)},
                                 card=win_card, seat=owner))
        else:
            self.favour[win_card] = self.favour.get(win_card, 0) + 1
            events.append(ev("favour_marker", DEFEAT, N_("{card} wins the crowd's favour."),
                             {"card": self.name(win_card)},
                             card=win_card, seat=owner, favour=self.favour[win_card]))
        self.change_influence(owner, 1, DEFEAT, events, N_("wins in the arena"))
        loser = seats[loser_side]
        if state_of == "decapitated":
            self.discard_asset(lose_card)
            events.append(ev("decapitated", DEFEAT, N_("{card} is decapitated."),
                             {"card": self.name(lose_card)}, card=lose_card,
                             seat=loser))
            return self._arena_over(events)
        if state_of == "wounded":
            self.wounded.add(lose_card)
            self.exhausted.add(lose_card)
            events.append(ev("wounded", DEFEAT, N_("{card} is wounded and at the host's mercy."),
                             {"card": self.name(lose_card)},
                             card=lose_card, seat=loser))
        else:
            events.append(ev("yielded", DEFEAT, N_("{card} yields and is at the host's mercy."),
                             {"card": self.name(lose_card)},
                             card=lose_card, seat=loser))
        if lose_card in self.champion:
            events.append(ev("thumb", DEFEAT, N_("The crowd will not let {card} die: thumb up."),
                             {"card": self.name(lose_card)},
                             seat=self.host, card=lose_card, up=True))
            return self._arena_over(events)
        a["mercy"], a["sways"] = lose_card, []
        talkers = [s for s in self.seats_from(self.host) if s != self.host]
        self.window = NegotiationWindow(tuple(talkers), 1)
        self.swap_step("sway")
        return events

    def _answer_sway(self, offer: Offer, accepted: bool) -> list[Event]:
        if not accepted:
            return [ev("offer_declined", DEFEAT, N_("The host declines."), seat=self.host, to=offer.sender)]
        up = self.arena["asked_up"]
        events = [ev("offer_accepted", DEFEAT, N_("The host takes {price} from {house}."),
                     {"price": self.price_words(offer), "house": self.house_name(offer.sender)}, seat=self.host, to=offer.sender, gold=offer.give.gold)]
        events += self._take_price(offer, DEFEAT)
        promise, made = self.ledger.make(self.host, offer.sender, (N_("Thumb up for {card}.") if up else N_("Thumb down for {card}.")).format(
                                             card=self.name(self.arena['mercy'])), rule=DEFEAT)
        self.arena["sways"].append([promise.id, up])
        return events + [made]

    def _arena_over(self, events: list[Event]) -> list[Event]:
        self.arena, self.combat = None, None
        return self.end_of_phase("arena", events)


def avoid_offer(seat: int, host: int, gold: int) -> Offer:
    """An offer to the host to be left out: gold, or at 0 gold a favour (a promise)."""
    return Offer(seat, host, Terms(gold=gold), Terms(), "" if gold else FAVOUR_PROMISE)


def sway_action(seat: int, host: int, gold: int, up: bool) -> Action:
    fields = avoid_offer(seat, host, gold).action("sway").fields
    return Action.make("sway", up=up, **fields)


def bet_action(seat: int, bets) -> Action:
    return Action.hidden(seat, ("bets",), "bet", bets=[list(b) for b in bets])


# -- the steps, as frames of the flow machine (engine/core/flow.py) ------------------------------

@dataclass
class AvoidStep(SpartacusFrame):
    t = "avoid"

    def decide(self, s) -> Decision:
        return asked(s.window.speaker, "avoid", N_("Offer the host gold or a favour to be left out of the games, or pass."),
                     RULE)

    def candidates(self, s) -> list[Action]:
        seat = s.window.speaker
        out = [PASS]
        if s.window.offers_left(seat):
            out += [avoid_offer(seat, s.host, g).action("bribe") for g in range(min(MAX_STAKE, s.gold[seat]) + 1)]
        return out

    def why_not(self, s, action: Action) -> str | None:
        """The legal list names 0-3 gold (what bots weigh); the book sets no price (line 59), so any
        gold the house holds is accepted (ruling 9)."""
        seat = s.window.speaker
        if action == PASS:
            return None
        return s._arena_offer_problem(seat, action, lambda g: avoid_offer(seat, s.host, g).action("bribe"))

    def perform(self, s, action: Action) -> list[Event]:
        seat = s.window.speaker
        if action.kind == "pass":
            s.window.passed()
            events = [ev("passed", RULE, N_("{house} passes."), {"house": s.house_name(seat)}, seat=seat)]
            if s.window.closed:
                s.window = None
                return s._next_invite(events)
            return events
        offer = Offer.from_action(seat, action)
        s.window.offered()
        s.offer, s.offer_kind = offer, "avoid"
        s.push_step("answer")
        return [ev("avoid_offered", RULE, N_("{house} offers the host {price} to be left out of the games."),
                   {"house": s.house_name(seat), "price": s.price_words(offer)}, seat=seat, to=s.host, gold=offer.give.gold, favour=not offer.give.gold)]


@dataclass
class InviteStep(SpartacusFrame):
    t = "invite"

    def decide(self, s) -> Decision:
        return asked(s.host, "invite", N_("Invite a house to the games."), RULE)

    def candidates(self, s) -> list[Action]:
        return [act("invite", seat=o) for o in s._invitable()]

    def perform(self, s, action: Action) -> list[Event]:
        seat = action.seat
        s.arena["invited"].append(seat)
        events = [ev("invitation", RULE, N_("{house} invites {other}."),
                     {"house": s.house_name(s.host), "other": s.house_name(seat)}, seat=seat)]
        if seat == s.host:
            s.arena["entrants"].append(seat)
            return s._next_invite(events)
        s.swap_step("invitation")
        return events


@dataclass
class InvitationStep(SpartacusFrame):
    t = "invitation"

    def decide(self, s) -> Decision:
        seat = s.arena["invited"][-1]
        return asked(seat, "invitation", N_("You are invited to the games: accept, or decline and lose 1 influence."),
                     RULE)

    def candidates(self, s) -> list[Action]:
        return [ACCEPT, DECLINE]

    def perform(self, s, action: Action) -> list[Event]:
        seat = s.arena["invited"][-1]
        if action.kind == "accept":
            s.arena["entrants"].append(seat)
            events = [ev("invitation_accepted", RULE, N_("{house} accepts."),
                         {"house": s.house_name(seat)}, seat=seat)]
        else:
            broke = N_(" (it has no influence to lose)") if s.influence[seat] == 0 else ""
            events = [ev("invitation_declined", RULE, N_("{house} declines the invitation{broke}."),
                         {"house": s.house_name(seat), "broke": broke},
                         seat=seat)]
            s.change_influence(seat, -1, RULE, events, N_("declines the games"))
        return s._next_invite(events)


@dataclass
class FighterStep(SpartacusFrame):
    t = "fighter"

    def decide(self, s) -> Decision:
        return asked(s._chooser(), "fighter", N_("Choose the character who fights for your house."), RULE)

    def candidates(self, s) -> list[Action]:
        seat = s._chooser()
        final = s.arena["final"]
        return [act("fighter", card=k) for k in s.characters(seat) if final or s.ready(k)]

    def perform(self, s, action: Action) -> list[Event]:
        seat = s._chooser()
        s.arena["fighters"].append(action.card)
        s.swap_step("equip")
        d = content().card(action.card)
        return [ev("fighter_entered", RULE, N_(
            "{house} sends {card} into the arena ({attack} attack, {defence} defence, {speed} speed)."), {"house": s.house_name(seat), "card": d.name, "attack": d.attack, "defence": d.defence, "speed": d.speed}, seat=seat, card=action.card)]


@dataclass
class EquipStep(SpartacusFrame):
    t = "equip"

    def decide(self, s) -> Decision:
        return asked(s._chooser(), "equip", N_(
            "Give your fighter equipment (one of each type), or send them in as they are."),
            RULE)

    def candidates(self, s) -> list[Action]:
        seat = s._chooser()
        slot = len(s.arena["fighters"]) - 1
        taken = {content().card(k).kind for k in s.arena["equip"][slot]}
        return [act("done")] + [act("equip", card=k) for k in s.assets(seat, "equipment")
                                        if content().card(k).kind not in taken]

    def perform(self, s, action: Action) -> list[Event]:
        seat = s._chooser()
        slot = len(s.arena["fighters"]) - 1
        if action.kind == "equip":
            s.arena["equip"][slot].append(action.card)
            return [ev("equipped", RULE, N_("{house} equips {card}."),
                       {"house": s.house_name(seat), "card": s.name(action.card)}, seat=seat,
                       card=action.card)]
        events: list[Event] = []
        if len(s.arena["fighters"]) < 2:
            s.swap_step("fighter")
            return events
        if s.arena["final"]:
            return s.start_combat(events)
        for side, card in enumerate(s.arena["fighters"]):
            owner = s.arena["entrants"][side]
            tribute = 6 if card in s.champion else 2 * s.favour.get(card, 0)
            if tribute:
                s.gold[owner] += tribute
                events.append(ev("tribute_paid", RULE, N_("The bank pays {house} {gold} gold in tribute to {card}."),
                                 {"house": s.house_name(owner), "gold": tribute, "card": s.name(card)}, seat=owner, card=card, gold=tribute))
        s.sealed = SealedRound("bet", tuple(s.seats_from(s.host)))
        s.swap_step("bet")
        return events


@dataclass
class BetStep(SpartacusFrame):
    t = "bet"

    def decide(self, s) -> Decision:
        return asked(s.sealed.next_seat(), "bet", N_("Secretly bet 1-3 gold on outcomes of the combat, or not at all."),
                     BETS, secret=True, round=s.sealed.seats)

    def candidates(self, s) -> list[Action]:
        seat = s.sealed.next_seat()
        return [bet_action(seat, b) for b in s.bet_options(seat)]

    def why_not(self, s, action: Action) -> str | None:
        seat = s.sealed.next_seat()
        if action.kind != "bet":
            return N_("Answer with your bets (or none).")
        pairs = list(action.bets)  # [outcome, gold] pairs: the declared type (TALLIES) is checked first
        allowed = s.allowed_outcomes(seat)
        if any(o not in allowed for o, _ in pairs) or len({o for o, _ in pairs}) != len(pairs):
            return N_("Bet on outcomes of this combat, each once, never against your own fighter.")
        if any(not 1 <= k <= MAX_STAKE for _, k in pairs):
            return N_("A bet is 1 to {most} gold on one outcome.").format(most=MAX_STAKE)
        if sum(k for _, k in pairs) > s.gold[seat]:
            return N_("You cannot bet more gold than you hold.")
        return None

    def perform(self, s, action: Action) -> list[Event]:
        seat = s.sealed.next_seat()
        s.sealed.answer(seat, [[o, int(k)] for o, k in action.bets])
        events = [ev("has_chosen", BETS, N_("{house} has made its choice."),
                     {"house": s.house_name(seat)}, seat=seat)]
        if not s.sealed.complete:
            return events
        for bettor, bets in s.sealed.reveal().items():
            for outcome, stake in bets:
                events.append(s.book.place(bettor, outcome, stake, s.odds(outcome), rule=BETS))
        s.sealed = None
        return s.start_combat(events)


@dataclass
class SwayStep(SpartacusFrame):
    t = "sway"

    def decide(self, s) -> Decision:
        return asked(s.window.speaker, "sway", N_(
            "Offer the host gold or a favour for a thumb up or down on {card}, or pass."),
            DEFEAT, {"card": s.name(s.arena['mercy'])})

    def candidates(self, s) -> list[Action]:
        seat = s.window.speaker
        out = [PASS]
        if s.window.offers_left(seat):
            for up in (True, False):
                out += [sway_action(seat, s.host, g, up) for g in range(min(MAX_STAKE, s.gold[seat]) + 1)]
        return out

    def why_not(self, s, action: Action) -> str | None:
        """As for an offer to be left out: any gold the house holds, or a favour (ruling 12, line 95)."""
        seat = s.window.speaker
        if action == PASS:
            return None
        up = action.get("up")
        if type(up) is not bool:
            return N_("Say whether you want the thumb up or down.")
        return s._arena_offer_problem(seat, action, lambda g: sway_action(seat, s.host, g, up))

    def perform(self, s, action: Action) -> list[Event]:
        seat = s.window.speaker
        if action.kind == "pass":
            s.window.passed()
            events = [ev("passed", DEFEAT, N_("{house} passes."), {"house": s.house_name(seat)}, seat=seat)]
            if s.window.closed:
                s.window = None
                s.swap_step("thumb")
            return events
        s.window.offered()
        offer = Offer.from_action(seat, action)
        s.offer, s.offer_kind = offer, "sway"
        s.push_step("answer")
        s.arena["asked_up"] = bool(action.up)
        way = N_("{house} offers the host {price} for a thumb up.") if action.up else \
            N_("{house} offers the host {price} for a thumb down.")
        return [ev("sway_offered", DEFEAT, way.format(house=s.house_name(seat), price=s.price_words(offer)), seat=seat, to=s.host, gold=offer.give.gold, up=bool(action.up),
                   favour=not offer.give.gold)]


@dataclass
class ThumbStep(SpartacusFrame):
    t = "thumb"

    def decide(self, s) -> Decision:
        return asked(s.host, "thumb", N_("{card} is at your mercy: thumb up (lives) or down (dies)."),
                     DEFEAT, {"card": s.name(s.arena['mercy'])})

    def candidates(self, s) -> list[Action]:
        return [act("thumb", up=True), act("thumb", up=False)]

    def perform(self, s, action: Action) -> list[Event]:
        card = s.arena["mercy"]
        seat = s.owner[card]
        up = bool(action.up)
        events = [ev("thumb", DEFEAT, N_("The host turns the thumb up.") if up else N_("The host turns the thumb down."), seat=s.host,
                     card=card, up=up)]
        for promise_id, wanted in s.arena["sways"]:
            events.append(s.ledger.settle(promise_id, wanted == up, rule=DEFEAT))
        if not up:
            favours = s.favour.get(card, 0)
            s.discard_asset(card)
            events.append(ev("executed", DEFEAT, N_("{card} of {house} is put to death."),
                             {"card": s.name(card), "house": s.house_name(seat)},
                             card=card, seat=seat))
            if favours:
                s.change_influence(s.host, -favours, DEFEAT, events, N_("kills a favourite of the crowd"))
        return s._arena_over(events)
