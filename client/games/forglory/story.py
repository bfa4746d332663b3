"""What the For Glory table tells the player about the moment: the Reaction Window (who is
attacked, by whom, for how much), the turn prompt, why a turn ended by itself, and the
summary of a Battle and of the game.

Only presentation: everything is read from the viewer's observation, the legal actions and
the public events (``session.events``); no rule is decided here.
"""
from __future__ import annotations

from typing import NamedTuple

from engine.i18n import N_, game_words

from .text import Words, card_title

_, ngettext, pgettext = game_words("forglory")

#: the events that end a turn of the seat they name, and the words for that turn
TURN_ENDS = {"hand_discarded": N_("Machinations Turn"), "combat_turn_ended": N_("Combat Turn"),
             "registration_finished": N_("Late Registration")}
#: what was left to do when a turn ended by itself: (said to the seat, said of another seat)
NOTHING_LEFT = {"hand_discarded": (N_("nothing left you could afford, play or reserve"),
                                   N_("nothing left they could afford, play or reserve")),
                "combat_turn_ended": (N_("nothing left you could do (no attack due, no Tactic to use)"),
                                      N_("nothing left they could do (no attack due, no Tactic to use)")),
                "registration_finished": (N_("no Gladiator left you could register"),
                                          N_("no Gladiator left they could register"))}
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
            return _("{card}'s attack").format(card=words.whose_card(attack.get('gladiator'), attack.get('seat')))
        if e.type in ("card_played", "ability_used"):
            return words.owned(e.get('seat'), e.get('name'))
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
    if not stack or stack[-1].get("t") != "window":
        return None
    f = stack[-1]
    if f.get("trigger") == "attacks":
        attacker = f.get("attacker")
        if attacker is None:
            return None
        stats = obs.get("stats", {}).get(attacker)
        who = words.whose_card(attacker, owner_of(obs, attacker))
        target = f.get("target")
        if target is not None:
            whom = words.whose_card(target, owner_of(obs, target))
            if stats:
                return _cap(ngettext("{who} attacks {whom} for {n} Damage.", "{who} attacks {whom} for {n} Damage.",
                                     stats[0]).format(who=who, whom=whom, n=stats[0]))
            return _cap(_("{who} attacks {whom}.").format(who=who, whom=whom))
        return _cap(_attacks_untargeted(who, stats[0] if stats else None))
    hits = [(g, n) for g, n in sorted(obs.get("assigned", {}).items()) if n > 0]
    if not hits:
        return None
    source = damage_source(events, words)
    return _about_to_take(hits, obs, source, words)


def _attacks_untargeted(who: str, damage: int | None) -> str:
    if damage:
        return ngettext("{who} attacks for {n} Damage; the target is chosen when this window closes.",
                        "{who} attacks for {n} Damage; the target is chosen when this window closes.",
                        damage).format(who=who, n=damage)
    return _("{who} attacks; the target is chosen when this window closes.").format(who=who)


def _about_to_take(hits, obs: dict, source: str | None, words: Words) -> str:
    parts = [ngettext("{card} is about to take {n} Damage", "{card} is about to take {n} Damage", n).format(
        card=words.whose_card(g, owner_of(obs, g)), n=n) for g, n in hits]
    text = ", ".join(parts)
    if source:
        text = _("{damage} from {source}").format(damage=text, source=source)
    return _cap(text + ".")


def _window_from_view(obs: dict, view: dict, words: Words) -> str | None:
    attacker, damage = view.get("attacker"), view.get("damage")
    if view.get("trigger") == "attacks":
        if attacker is None:
            return None
        return _cap(_attacks_untargeted(words.whose_card(attacker, view.get('attacker_seat')), damage))
    hits = [(g, n) for g, n in sorted((view.get("assigned") or obs.get("assigned", {})).items()) if n > 0]
    if not hits:
        return None
    if attacker is not None:
        source = _("{card}'s attack").format(card=words.whose_card(attacker, view.get('attacker_seat')))
    elif view.get("source") is not None and words.name_of(view.get("source")):
        source = words.owned(view.get('source_seat'), words.name_of(view.get('source')))
    else:
        source = None
    return _about_to_take(hits, obs, source, words)


# -- the prompt ---------------------------------------------------------------------------------
def prompt(decision, obs: dict, legal, events, words: Words) -> str:
    """The prompt bar for the seat deciding now, in the table's words (the engine's prompt is
    the fallback)."""
    kinds = {a.kind for a in legal}
    k = decision.kind
    if k == "reaction":
        what = reaction_window(obs, events, words)
        ask = _("Use a Reaction (highlighted), or Pass.")
        if what:
            return _("Reaction Window: {what} {ask}").format(what=what, ask=ask)
        return _("Reaction Window: {ask}").format(ask=ask)
    if k == "take_actions":
        if obs.get("tokens_left") == 0:  # the warning comes first: nothing of this Hand waits for later
            final = obs.get("round", 0) >= obs.get("rounds", 99)
            warning = _("Your last Machinations Turn of the game, before the final Battle!") if final \
                else _("Your last Machinations Turn before this round's Battle!")
            return f"{warning} {prompt(decision, {**obs, 'tokens_left': None}, legal, events, words)}"
        if kinds & set(CHOICES):
            return _("Your Machinations Turn: Buy, Play or Reserve cards (hover one to see what a click does), "
                     "then End my turn.")
        if "buyback" in kinds:
            return _("Nothing left you can afford or play — End my turn (or buy back your Reserve).")
        return _("Nothing left you can afford or play — End my turn.")
    if k == "late_registration":
        if "register" in kinds:
            return _("Late Registration: put Gladiators from your Hand into the Arena for 3 Coin each, "
                     "then Finish registering.")
        return _("Late Registration: no Gladiator you can register (3 Coin each, Influence permitting) — "
                 "Finish registering.")
    if k == "combat_turn":
        tactic = bool(kinds & {"play", "use"}) and not obs.get("tactic_used")
        if not obs.get("attacked"):
            if "attack" in kinds:
                head = _("Your Combat Turn: attack with a Ready Gladiator (required).")
                return head + (" " + _("You may also use one Tactic, before or after.") if tactic else "")
            return _("Your Combat Turn: no Ready Gladiator to attack with.") + " " + \
                (_("Use a Tactic, or End Combat Turn.") if tactic else _("End Combat Turn."))
        return _("Your Combat Turn: you have attacked.") + " " + \
            (_("You may still use one Tactic, or End Combat Turn.") if tactic else _("End Combat Turn."))
    return decision.prompt


# -- asking before a turn is given up ----------------------------------------------------------------
class Question(NamedTuple):
    question: str     # the box's title: what will be lost
    do_label: str     # the button that ends the turn anyway


def gladiators(n: int) -> str:
    """"1 Gladiator", "2 Gladiators": the count with its noun agreeing (the catalogue's plural)."""
    return ngettext("{n} Gladiator", "{n} Gladiators", n).format(n=n)


def arena_cards(n: int) -> str:
    return ngettext("{n} Arena card", "{n} Arena cards", n).format(n=n)


def and_list(names: list[str]) -> str:
    """"Cestus", "Cestus and Andabata", "Cestus, Andabata and Thraex"."""
    if len(names) <= 1:
        return "".join(names)
    return _("{most} and {last}").format(most=", ".join(names[:-1]), last=names[-1])


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
            what = _("{gladiators} and {others}").format(
                gladiators=gladiators(len(fighters)),
                others=ngettext("{n} other card", "{n} other cards", others).format(n=others))
        elif fighters:
            what = gladiators(len(fighters))
        else:
            what = ngettext("{n} playable card", "{n} playable cards", others).format(n=others)
        return Question(_("End your turn with {what} still in hand?").format(what=what),
                        _("End turn (the rest of my Hand is discarded)"))
    if k == "combat_turn":
        tactics = list(dict.fromkeys(a.get("card") for a in legal if a.kind in ("play", "use")))
        if not tactics:
            return None
        names = and_list([card_title(name_of(c)) or _("a Tactic") for c in tactics])
        return Question(_("End your Combat Turn without using {names}?").format(names=names), _("End my Combat Turn"))
    if k == "late_registration":
        fighters = list(dict.fromkeys(a.get("card") for a in legal if a.kind == "register"))
        if not fighters:
            return None
        return Question(ngettext("Finish with {n} Gladiator you could still register?",
                                 "Finish with {n} Gladiators you could still register?", len(fighters)).format(
                                     n=len(fighters)), _("Finish Late Registration"))
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
    return _cap(_("{turn} before the Arena Phase: both Reigning Champion tokens are taken.").format(
        turn=words.owned(seat, _("last Machinations Turn"))))


def turn_end_sentence(etype: str, seat: int, words: Words) -> str:
    mine, theirs = NOTHING_LEFT[etype]
    why = _(mine) if words.is_you(seat) else _(theirs)
    return _cap(_("{turn} ended by itself: {why}.").format(turn=words.owned(seat, _(TURN_ENDS[etype])), why=why))


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
                parts.append(f"{arena_cards(len(arenas))} ({names})")
                short.append(arena_cards(len(arenas)))
            if r.get("boast"):
                parts.append(_("the top Boast"))
            if r.get("crowds_favor"):
                parts.append(_("the Crowd's Favor"))
        if coins.get(seat):
            parts.append(ngettext("{n} Coin of Insurance", "{n} Coin of Insurance", coins[seat]).format(n=coins[seat]))
        short += parts[1:] if short else parts
        places.append(Place(seat, place + 1, ", ".join(parts) or _("nothing"), ", ".join(short) or _("nothing")))
    winner = ended.get("winner")
    last = end + 1 < len(events) and events[end + 1].type == "game_over"
    standing = standing_at(events, end).get(winner, [])
    why = battle_why(winner, defeats, standing, words)
    return BattleSummary(ended.get("round"), winner, places, why, last,
                         battle_why(winner, defeats, standing, words, names=False))


def battle_why(winner: int, defeats: list[str], standing: list[str], words: Words, *, names: bool = True) -> str:
    """Why ``winner`` won: alone in the Arena, the last standing (their Gladiators named, or with
    ``names`` False counted), or the tie's rule."""
    if not defeats:
        return words.act(winner, _("You were the only one with Gladiators in the Arena."),
                         _("{who} was the only one with Gladiators in the Arena."))
    if standing:
        n = len(standing)
        fighters = and_list([words.name_of(g) or '?' for g in standing]) if names else gladiators(n)
        if words.is_you(winner):
            return _cap(ngettext("Your {fighters} was still standing when the others' last Gladiator fell.",
                                 "Your {fighters} were still standing when the others' last Gladiator fell.",
                                 n).format(fighters=fighters))
        return _cap(ngettext("{who}'s {fighters} was still standing when the others' last Gladiator fell.",
                             "{who}'s {fighters} were still standing when the others' last Gladiator fell.",
                             n).format(who=words.who(winner), fighters=fighters))

    return _("The last Gladiators fell at the same moment; the tie went to {who} "
             "(the Crowd's Favor, then the seats just before it, win ties).").format(who=words.who(winner))

