"""The seats of a game in the window: who plays each (``Seat``), their default names, the bot
levels in player words, and what a save's ``meta`` says of them (``seats_from_meta``,
``hints_from_meta``), read by the session, the replay viewer and the record alike."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.saves import GameMoves
from engine.core.seats import SEAT_CHOICES
from engine.i18n import N_, _, listing, ngettext

#: the names human seats get when nobody typed one
DEFAULT_NAMES = ("Livia", "Marcus", "Aurelia", "Gaius", "Cornelia")
#: the bot levels in player words (engine.core.seats.BOT_LEVELS), translated where shown
LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"),
               "random": N_("random")}


def controller_words(controller: str) -> str:
    """A seat's controller in player words ("human", "bot, hard"), in the player's language."""
    if controller == "human":
        return _("human")
    level = controller.removeprefix("bot:")
    return _("bot, %(level)s") % {"level": _(LEVEL_WORDS.get(level, level))}


@dataclass(frozen=True)
class Seat:
    name: str
    controller: str  # "human" or "bot:<level>"

    @property
    def is_human(self) -> bool:
        return self.controller == "human"

    def to_json(self) -> dict:
        return {"name": self.name, "controller": self.controller}


def hints_from_meta(meta, count: int) -> dict[int, int]:
    """The hints per seat a save's ``meta.hints`` holds (``{"0": 2}``); what is not a seat's count
    of hints is left out (a hand-edited save cannot make the results say nonsense)."""
    raw = meta.get("hints") if isinstance(meta, dict) else None
    if not isinstance(raw, dict):
        return {}
    out = {}
    for key, value in raw.items():
        if isinstance(key, str) and key.isdigit() and int(key) < count and isinstance(value, int) \
                and not isinstance(value, bool) and value >= 0:
            out[int(key)] = value
    return out


def seats_from_meta(moves: GameMoves, count: int) -> tuple[list[Seat], str | None]:
    """The seats a save names, and, when its ``meta.seats`` is missing or damaged, player
    words saying which seats were reset (shown on opening: never silently).

    An entry is ``{"name", "controller"}``; a bare controller string (``"bot:easy"``, as
    older ``sim --save-dir`` runs wrote) keeps its controller under a default name."""
    raw = moves.meta.get("seats") if isinstance(moves.meta, dict) else None
    seats, reset = [], []
    for i in range(count):
        entry = raw[i] if isinstance(raw, list) and i < len(raw) else None
        default = DEFAULT_NAMES[i % len(DEFAULT_NAMES)]
        if isinstance(entry, str):  # a bare controller
            entry = {"controller": entry, "name": _("Bot %(n)d") % {"n": i + 1} if entry.startswith("bot:") else default}
        entry = entry if isinstance(entry, dict) else {}
        name, controller = entry.get("name"), entry.get("controller")
        if controller not in SEAT_CHOICES or not isinstance(name, str) or not name.strip():
            reset.append(i)
            name, controller = (name if isinstance(name, str) and name.strip() else default), "human"
        seats.append(Seat(name, controller))
    if not reset:
        return seats, None
    return seats, ngettext("This save does not say who played seat %(seats)s: it is played by people here, with "
                           "default names.", "This save does not say who played seats %(seats)s: they are played by "
                           "people here, with default names.", len(reset)) % {"seats": listing(i + 1 for i in reset)}
