"""What the setup screen says beside a bot level: how it fared against the level below, in
player words, read from the game's measured strengths (``engine/<game>/strength.json``, written
by ``main.py tournament --strength``; docs/bots.md). Nothing here is typed by hand: a level
without a measure says nothing."""
from __future__ import annotations

import logging
from pathlib import Path

from engine.core import ConfigError
from engine.i18n import _, ngettext
from engine.tournament.strength import Measure, against_below, load, package_file

from .table.seats import LEVEL_WORDS

log = logging.getLogger(__name__)


def measures(game: str, path: Path | None = None) -> dict[tuple[str, str], Measure]:
    """The game's measured pairings ({} when none, or when the file cannot be read: logged)."""
    try:
        return load(path or package_file(game))
    except ConfigError as exc:
        log.warning("bot strengths not shown: %s", exc)
        return {}


def sentence(item: Measure) -> str:
    """'Beats the easy bot about 9 times in 10': the share of the (strong, weak) seat pairs in
    which the strong level placed higher, to the nearest tenth."""
    weaker = _(LEVEL_WORDS.get(item.weak, item.weak))
    tenths = round(10 * item.share)
    if tenths >= 10:
        return _("Beats the %(level)s bot nearly every time") % {"level": weaker}
    if tenths <= 0:
        return _("Hardly ever beats the %(level)s bot") % {"level": weaker}
    return ngettext("Beats the %(level)s bot about %(n)d time in 10",
                    "Beats the %(level)s bot about %(n)d times in 10", tenths) % {"level": weaker, "n": tenths}


def level_words(controller: str, known: dict[tuple[str, str], Measure]) -> str:
    """The words beside a seat's controller: '' for a human or a level with no measure."""
    if not controller.startswith("bot:"):
        return ""
    item = against_below(controller.removeprefix("bot:"), known)
    return sentence(item) if item is not None else ""


def level_note(controller: str, known: dict[tuple[str, str], Measure]) -> str:
    """How much play the words rest on, for the level choice's tooltip ('' when nothing measured)."""
    item = against_below(controller.removeprefix("bot:"), known) if controller.startswith("bot:") else None
    if item is None:
        return ""
    return ngettext("Measured over %(n)d game against the %(level)s bot.",
                    "Measured over %(n)d games against the %(level)s bot.", item.games) % {
        "n": item.games, "level": _(LEVEL_WORDS.get(item.weak, item.weak))}
