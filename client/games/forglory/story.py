"""What the For Glory table tells the player about the moment: the Reaction Window (who is
attacked, by whom, for how much), the turn prompt, why a turn ended by itself, and the
summary of a Battle and of the game.

Only presentation: everything is read from the viewer's observation, the legal actions and
the public events (``session.events``); no rule is decided here.
"""
from __future__ import annotations

from typing import NamedTuple

from .text import Words

#: the events that end a turn of the seat they name, and the words for that turn
TURN_ENDS = {"hand_discarded": "Machinations Turn", "combat_turn_ended": "Combat Turn",
             "registration_finished": "Late Registration"}
#: what was left to do when a turn ended by itself
NOTHING_LEFT = {"hand_discarded": "nothing left {you} could afford, play or reserve",
                "combat_turn_ended": "nothing left {you} could do (no attack due, no Tactic to use)",
                "registration_finished": "no Gladiator left {you} could register"}
CHOICES = ("buy", "play", "reserve", "upgrade", "use", "register", "attack", "buyback_play")


def owner_of(obs: dict, cid) -> int | None:
    """The seat whose public zones (or, for the viewer, hand and reserve) hold ``cid``."""
    for s, info in enumerate(obs["seats"]):
        for key in ("arena", "villa", "discard", "hand", "reserve", "champion_stack"):
            if cid in info.get(key, ()):
                return s
    return None


def _cap(text: str) -> str:
    return text[0].upper() + text[1:] if text else text


# -- the Reaction Window ------------------------------------------------------------------------
def _window_start(events) -> int | None:
    """Index of the first ``damage_assigned`` of the Damage window open now."""
    start = None
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if e.type == "reaction_window_closed" and e.get("trigger") == "damage_assigned":
            break
        if e.type in ("battle_started", "turn_started", "combat_turn_ended"):
            break
        if e.type == "damage_assigned":
            start = i
    return start


def damage_source(events, words: Words) -> str | None:
    """Who deals the Damage of the window open now: "Marcus's Thraex's attack", "Aurelia's Pierce"."""
    start = _window_start(events)
    if start is None:
        return None
    for j in range(start - 1, -1, -1):
        e = events[j]
        if e.type == "reaction_window_closed" and e.get("trigger") == "attacks" or e.type == "attack_declared":
            attack = next((events[k] for k in range(j, -1, -1) if events[k].type == "attack_declared"), None)
            if attack is None:
                return None
            return f"{words.whose_card(attack.get('gladiator'), attack.get('seat'))}'s attack"
        if e.type in ("card_played", "ability_used"):
            return f"{words.whose(e.get('seat'))} {e.get('name')}"
        if e.type in ("battle_started", "turn_started", "combat_turn_ended"):
            return None
    return None


def reaction_window(obs: dict, events, words: Words) -> str | None:
    """One or two sentences on the Reaction Window open now, or None. The engine's
    ``reaction_window`` observation says it when it has it; else it is read from the events."""
    view = obs.get("reaction_window")
    if view is not None:
        return _window_from_view(obs, view, words)
    stack = obs.get("stack") or []
    if not stack or stack[-1].get("k") != "window":
        return None
    f = stack[-1]
    if f.get("trigger") == "attacks":
        attacker = f.get("attacker")
        if attacker is None:
            return None
        stats = obs.get("stats", {}).get(attacker)
        power = f" for {stats[0]} Damage" if stats else ""
        who = words.whose_card(attacker, owner_of(obs, attacker))
        target = f.get("target")
        if target is not None:
            return _cap(f"{who} attacks {words.whose_card(target, owner_of(obs, target))}{power}.")
        return _cap(f"{who} attacks{power}; the target is chosen when this window closes.")
    hits = [(g, n) for g, n in sorted(obs.get("assigned", {}).items()) if n > 0]
    if not hits:
        return None
    source = damage_source(events, words)
    parts = [f"{words.whose_card(g, owner_of(obs, g))} is about to take {n} Damage" for g, n in hits]
    text = ", ".join(parts) + (f" from {source}" if source else "")
    return _cap(text + ".")


def _window_from_view(obs: dict, view: dict, words: Words) -> str | None:
    attacker, damage = view.get("attacker"), view.get("damage")
    power = f" for {damage} Damage" if damage else ""
    if view.get("trigger") == "attacks":
        if attacker is None:
            return None
        return _cap(f"{words.whose_card(attacker, view.get('attacker_seat'))} attacks{power}; "
                    "the target is chosen when this window closes.")
    hits = [(g, n) for g, n in sorted((view.get("assigned") or obs.get("assigned", {})).items()) if n > 0]
    if not hits:
        return None
    if attacker is not None:
        source = f"{words.whose_card(attacker, view.get('attacker_seat'))}'s attack"
    elif view.get("source") is not None and words.name_of(view.get("source")):
        source = f"{words.whose(view.get('source_seat'))} {words.name_of(view.get('source'))}"
    else:
        source = None
    parts = [f"{words.whose_card(g, owner_of(obs, g))} is about to take {n} Damage" for g, n in hits]
    return _cap(", ".join(parts) + (f" from {source}" if source else "") + ".")


# -- the prompt ---------------------------------------------------------------------------------
def prompt(decision, obs: dict, legal, events, words: Words) -> str:
    """The prompt bar for the seat deciding now, in the table's words (the engine's prompt is
    the fallback)."""
    kinds = {a.kind for a in legal}
    k = decision.kind
    if k == "reaction":
        what = reaction_window(obs, events, words)
        ask = "Use a Reaction (highlighted), or Pass."
        return f"Reaction Window: {what} {ask}" if what else f"Reaction Window: {ask}"
    if k == "take_actions":
        if obs.get("tokens_left") == 0:  # the warning comes first: nothing of this Hand waits for later
            final = obs.get("round", 0) >= obs.get("rounds", 99)
            warning = "Your last Machinations Turn of the game, before the final Battle!" if final \
                else "Your last Machinations Turn before this round's Battle!"
            return f"{warning} {prompt(decision, {**obs, 'tokens_left': None}, legal, events, words)}"
        if kinds & set(CHOICES):
            return "Your Machinations Turn: Buy, Play or Reserve cards (hover one to see what a click does), " \
                   "then End my turn."
        extra = " (or buy back your Reserve)" if "buyback" in kinds else ""
        return f"Nothing left you can afford or play — End my turn{extra}."
    if k == "late_registration":
        if "register" in kinds:
            return "Late Registration: put Gladiators from your Hand into the Arena for 3 Coin each, " \
                "then Finish registering."
        return "Late Registration: no Gladiator you can register (3 Coin each, Influence permitting) — " \
            "Finish registering."
    if k == "combat_turn":
        tactic = bool(kinds & {"play", "use"}) and not obs.get("tactic_used")
        if not obs.get("attacked"):
            if "attack" in kinds:
                more = " You may also use one Tactic, before or after." if tactic else ""
                return f"Your Combat Turn: attack with a Ready Gladiator (required).{more}"
            return "Your Combat Turn: no Ready Gladiator to attack with. " + \
                ("Use a Tactic, or End Combat Turn." if tactic else "End Combat Turn.")
        return "Your Combat Turn: you have attacked. " + \
            ("You may still use one Tactic, or End Combat Turn." if tactic else "End Combat Turn.")
    return decision.prompt


# -- asking before a turn is given up ----------------------------------------------------------------
class Question(NamedTuple):
    question: str     # the box's title: what will be lost
    do_label: str     # the button that ends the turn anyway


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """"1 Gladiator", "2 Gladiators", "1 other card": a count with its noun agreeing."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"


def and_list(names: list[str]) -> str:
    """"Cestus", "Cestus and Andabata", "Cestus, Andabata and Thraex"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def end_question(decision, legal, name_of, type_of) -> Question | None:
    """The question to ask before End turn / Finish gives up something the seat could still do
    (``legal``: the seat's legal actions; ``name_of``, ``type_of``: a card id's name and type),
    or None when nothing would be lost."""
    kinds = {a.kind for a in legal}
    if "end_turn" not in kinds:
        return None
    k = decision.kind
    if k == "take_actions":
        playable = list(dict.fromkeys(a.get("card") for a in legal if a.kind in ("play", "upgrade")))
        if not playable:
            return None
        fighters = [c for c in playable if type_of(c) == "gladiator"]
        others = len(playable) - len(fighters)
        if fighters and others:
            what = f"{counted(len(fighters), 'Gladiator')} and {counted(others, 'other card')}"
        elif fighters:
            what = counted(len(fighters), "Gladiator")
        else:
            what = counted(others, "playable card")
        return Question(f"End your turn with {what} still in hand?", "End turn (the rest of my Hand is discarded)")
    if k == "combat_turn":
        tactics = list(dict.fromkeys(a.get("card") for a in legal if a.kind in ("play", "use")))
        if not tactics:
            return None
        names = and_list([name_of(c) or "a Tactic" for c in tactics])
        return Question(f"End your Combat Turn without using {names}?", "End my Combat Turn")
    if k == "late_registration":
        fighters = list(dict.fromkeys(a.get("card") for a in legal if a.kind == "register"))
        if not fighters:
            return None
        return Question(f"Finish with {counted(len(fighters), 'Gladiator')} you could still register?",
                        "Finish Late Registration")
    return None


# -- turns that end by themselves -----------------------------------------------------------------
def turn_end_notes(action, actor: int, new_events) -> list[tuple[int, str, int]]:
    """(index in ``new_events``, event type, seat) of every turn these events end that its seat
    did not end with End turn / Finish: the engine moves on when nothing is left to choose, and
    the table says so (``turn_end_sentence``)."""
    notes = []
    for i, e in enumerate(new_events):
        if e.type in TURN_ENDS and not (e.get("seat") == actor and action.kind == "end_turn"):
            notes.append((i, e.type, e.get("seat")))
    return notes


#: the note of a Machinations Turn that begins after both Reigning Champion tokens are taken
LAST_CALL = "last_call"


def last_call_sentence(seat: int, words: Words) -> str:
    """The log's warning that a seat's Machinations Turn is its last before the Arena Phase."""
    return _cap(f"{words.whose(seat)} last Machinations Turn before the Arena Phase: both Reigning "
                "Champion tokens are taken.")


def turn_end_sentence(etype: str, seat: int, words: Words) -> str:
    you = "you" if seat == words.viewer else "they"
    return _cap(f"{words.whose(seat)} {TURN_ENDS[etype]} ended by itself: {NOTHING_LEFT[etype].format(you=you)}.")


# -- Battles ------------------------------------------------------------------------------------
class Place(NamedTuple):
    seat: int
    place: int
    won: str          # "2 Arena cards (Capua, Verona), the Boast, 1 Coin" or "the Crowd's Favor"
    won_short: str    # the same without the cards' names: "2 Arena cards, the Boast, 1 Coin"


class BattleSummary(NamedTuple):
    round: int
    winner: int
    places: list[Place]
    why: str
    last: bool        # the Battle of the last round: it decided the game
    why_short: str    # ``why`` with the standing Gladiators counted, not named


def standing_at(events, end: int) -> dict[int, list[str]]:
    """Seat -> the Gladiators in the Arena just before ``events[end]``, from the public events
    since the last Battle (they enter by being played or registered, leave when Defeated)."""
    begin = next((i + 1 for i in range(end - 1, -1, -1) if events[i].type == "battle_ended"), 0)
    arena: dict[int, list[str]] = {}
    for e in events[begin:end]:
        if e.type == "card_played" and e.get("to") == "arena" or e.type == "gladiator_registered":
            arena.setdefault(e.get("seat"), []).append(e.get("card"))
        elif e.type == "gladiator_defeated":
            fighters = arena.get(e.get("seat"), [])
            if e.get("gladiator") in fighters:
                fighters.remove(e.get("gladiator"))
    return arena


def battle_summary(events, words: Words) -> BattleSummary | None:
    """The summary of the last Battle in ``events`` (all the game's events, public view)."""
    end = next((i for i in range(len(events) - 1, -1, -1) if events[i].type == "battle_ended"), None)
    if end is None:
        return None
    ended = events[end]
    start = next((i for i in range(end, -1, -1) if events[i].type == "battle_started"), 0)
    coins: dict[int, int] = {}
    defeats = []
    for e in events[start:end]:
        if e.type == "insurance_paid":
            coins[e.get("seat")] = coins.get(e.get("seat"), 0) + e.get("amount")
        elif e.type == "gladiator_defeated":
            defeats.append(e.get("gladiator"))
    rewards = {}
    for e in events[end + 1:]:
        if e.type == "rewards_taken":
            rewards[e.get("seat")] = e
        elif e.type in ("battle_started", "game_over"):
            break
    places = []
    for place, seat in enumerate(ended.get("placings")):
        parts, short = [], []
        r = rewards.get(seat)
        if r is not None:
            arenas = list(r.get("arenas") or ())
            if arenas:
                names = ", ".join(words.name_of(c) or "?" for c in arenas)
                parts.append(f"{counted(len(arenas), 'Arena card')} ({names})")
                short.append(counted(len(arenas), "Arena card"))
            if r.get("boast"):
                parts.append("the top Boast")
            if r.get("crowds_favor"):
                parts.append("the Crowd's Favor")
        if coins.get(seat):
            parts.append(f"{coins[seat]} Coin of Insurance")
        short += parts[1:] if short else parts
        places.append(Place(seat, place + 1, ", ".join(parts) or "nothing", ", ".join(short) or "nothing"))
    winner = ended.get("winner")
    last = end + 1 < len(events) and events[end + 1].type == "game_over"
    standing = standing_at(events, end).get(winner, [])
    why = battle_why(winner, defeats, standing, words)
    return BattleSummary(ended.get("round"), winner, places, why, last,
                         battle_why(winner, defeats, standing, words, names=False))


def battle_why(winner: int, defeats: list[str], standing: list[str], words: Words, *, names: bool = True) -> str:
    """Why ``winner`` won: alone in the Arena, the last standing (their Gladiators named, or with
    ``names`` False counted), or the tie's rule."""
    who = words.who(winner)
    if not defeats:
        return f"{who} {'were' if who == 'You' else 'was'} the only one with Gladiators in the Arena."
    if standing:
        verb = "was" if len(standing) == 1 else "were"
        if names:
            fighters = f"{words.whose(winner)} {and_list([words.name_of(g) or '?' for g in standing])}"
        else:
            fighters = f"{words.whose(winner)} {counted(len(standing), 'Gladiator')}"
        return _cap(f"{fighters} {verb} still standing when the others' last Gladiator fell.")
    return (f"The last Gladiators fell at the same moment; the tie went to {who} "
            "(the Crowd's Favor, then the seats just before it, win ties).")
