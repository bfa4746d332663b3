"""Victoria: a house with 12 influence at the end of the intrigue, market or arena phase wins.
Two or more reaching it in the same phase fight in the arena at once (in turn from the host,
the winner of each duel meeting the next); the last one standing wins. Also the house safety
net (docs/rulings.md, Spartacus) and the phase order."""
from __future__ import annotations

from ..core import Event
from ..i18n import N_
from .common import WIN_INFLUENCE, ev

RULE = "Victoria"


class VictoriaMixin:
    def end_of_phase(self, phase: str, events: list[Event]) -> list[Event]:
        reachers = [s for s in self.seats_from(self.host) if self.influence[s] >= WIN_INFLUENCE]
        if len(reachers) == 1:
            return self._game_over(reachers[0], events, N_("{house} reaches {influence} influence and wins.").format(
                                       house=self.house_name(reachers[0]), influence=WIN_INFLUENCE))
        if reachers:
            events.append(ev("final_duel", RULE, N_(
                "{houses} reach {influence} influence together: they fight for the game."), {"houses": N_(" and ").join(self.house_name(s) for s in reachers), "influence": WIN_INFLUENCE}, seats=reachers))
            self.open_phase(phase)  # the duels for the game: the phase's steps are done
            self.arena = {"final": True, "entrants": [], "pending": reachers, "invited": [], "bribes": [],
                          "fighters": [], "equip": [[], []]}
            return self._next_final(events)
        return self.open_next(phase, events)

    def _next_final(self, events: list[Event]) -> list[Event]:
        a = self.arena
        queue = a["entrants"][:1] + a["pending"] if a["entrants"] else list(a["pending"])
        while len(queue) > 1:
            first, second = queue[0], queue[1]
            armed = [bool(self.characters(first)), bool(self.characters(second))]
            if all(armed):
                a["entrants"], a["pending"] = [first, second], queue[2:]
                a["fighters"], a["equip"] = [], [[], []]
                self.stack = []  # a duel for the game begins afresh
                self.push_step("fighter")
                return events
            loser = second if armed[0] or not armed[1] else first
            events.append(ev("final_forfeit", RULE, N_("{house} has nobody to send and loses the duel."),
                             {"house": self.house_name(loser)},
                             seat=loser))
            queue.remove(loser)
        return self._game_over(queue[0], events, N_("{house} wins the final duel and the game.").format(
            house=self.house_name(queue[0])))

    def final_over(self, winner: int, events: list[Event]) -> list[Event]:
        a = self.arena
        loser = [s for s in a["entrants"] if s != winner][0]
        events.append(ev("final_duel_won", RULE, N_("{house} beats {other}."),
                         {"house": self.house_name(winner), "other": self.house_name(loser)},
                         seat=winner, loser=loser))
        a["entrants"] = [winner]
        self.combat = None
        return self._next_final(events)

    def end_by_limit(self, events: list[Event]) -> list[Event]:
        top = max(self.influence)
        leaders = [s for s in range(self.num_seats) if self.influence[s] == top]
        winner = leaders[0] if len(leaders) == 1 else None
        text = (N_("{house} has the most influence when time runs out.").format(house=self.house_name(winner))
                if winner is not None else N_("Time runs out with the houses level: a draw."))
        return self._game_over(winner, events, text)

    def _game_over(self, winner: int | None, events: list[Event], text: str) -> list[Event]:
        self.over, self.winner = True, winner
        self.stack, self.window, self.sealed, self.offer = [], None, None, None
        events.append(ev("game_over", RULE, text, winner=winner, influence=list(self.influence)))
        return events
