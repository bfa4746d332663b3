"""What a game's Spanish render test holds the game to: the probe's problems that come from the
game's own words (its table, its engine's refusals and prompts, its content), not the shell's.

The shell's words (title, setup, pause menu, hand-off, results frame, the table package's picker)
belong to the ``ludus`` catalogue, which the shell's own Spanish tests check; a game test that
passes through those scenes leaves a problem to them when the drawn text is one of the shell's
messages (or a line wrapped out of one) and not one of the game's.
"""
from __future__ import annotations

import re
from functools import cache

from tests.i18n.probe import _PLACEHOLDER

_QUOTED = re.compile(r"in (['\"])(.*)\1$|: (['\"])(.*?)\3 \(msgid (['\"])(.*)\5\)$|^overflows its box: (['\"])(.*?)\7 is ")


@cache
def _messages(domain: str) -> tuple[frozenset[str], tuple[re.Pattern, ...], tuple[str, ...]]:
    from tools.i18n_domains import extract

    ids, patterns, literals = set(), [], []
    for message in extract(domain):
        for text in message.texts:
            ids.add(text)
            parts = [p for p in _PLACEHOLDER.split(text)]
            literals.extend(p.strip() for p in parts if p.strip())
            if len(parts) > 1:
                patterns.append(re.compile("^" + "(.+?)".join(re.escape(p) for p in parts) + "$", re.S))
    return frozenset(ids), tuple(patterns), tuple(literals)


def from_the_shell(problem: str, game: str, names=()) -> bool:
    """True when ``problem`` (a line of ``Probe.problems()``) is about a string of the shell's
    ``ludus`` words that is not one of ``game``'s own messages."""
    found = _QUOTED.search(problem)
    if found is None:
        return False
    text = found.group(2) or found.group(4) or found.group(8) or ""
    msgid = found.group(6)
    game_ids, game_patterns, _ = _messages(game)
    shell_ids, shell_patterns, shell_literals = _messages("ludus")
    if msgid is not None:
        if msgid in game_ids:  # shown in English although the game's catalogue has it: not the game's
            return msgid in shell_ids and _translated(game, msgid)
        return msgid in shell_ids
    if text in game_ids or any(p.match(text) for p in game_patterns):
        return False
    if text in shell_ids or any(p.match(text) for p in shell_patterns):
        return True
    chunks = [c.strip(" ()[]·:;,.") for c in re.split("|".join(re.escape(n) for n in names if n) or "$^", text)]
    return all(any(c in lit for lit in shell_literals) for c in chunks if c)


def _translated(domain: str, msgid: str) -> bool:
    from engine import i18n

    return i18n.catalog(domain, "es").gettext(msgid) != msgid


def own_problems(probe, game: str, names=()) -> list[str]:
    """``probe.problems()`` less the shell's (see ``from_the_shell``)."""
    return [p for p in probe.problems() if not from_the_shell(p, game, names)]
