"""English left on a Spanish screen: the words that give it away, and the catalogues' English.

The Spanish render probe of the tests (tests/i18n/probe.py) and the packaged build's selftest
(``client.selftest.check_spanish``) judge drawn text with the same list. The selftest has no
sources to extract messages from, so it takes the English it knows from the loaded Spanish
catalogues themselves: a drawn string equal to a msgid whose Spanish differs is English shown.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

#: common English words that are not Spanish words (so "has", "dice", "once", "me", "no",
#: "error", "total" are left out on purpose: Spanish uses them too)
ENGLISH_WORDS = frozenset("""
the and of to your you is are was were be been being with for this that these those from on off
in at by it its or not have had will would can could should must all any each every who what which
when where why how there here their they them his her she we our than then into out up down over
after before only also more most some yes new old game games play plays played playing player
players quit back settings setting continue start turn turns round rounds card cards hand hands next
save saved saves load loaded loading none cancel close menu rules help score wins won win winner lose
lost move moves attack attacks seat seats human thinking choose chosen pick pass done open show hide
sound volume fullscreen language music window resume undo replay step draw draws discard deck gold
points point left right damage wound wounds health roll rolls bet bets press click tap key keys
nothing something wait waiting ready end ends ended first last one two three four five six opponent
opponents match view log notice tip tips shortcut shortcuts file folder autosave autosaved
without against other less time times full standard scenario scenarios advanced basic event events
house houses gladiator gladiators champion market supply favour loser bid bids auction trade
offer offers accept decline reject name names table victory action actions cost costs guard guards
defend defence defense strike block dodge dead alive hit miss phase phases steps shuffle money slave
slaves scheme schemes intrigue host dealt deal deals advance random influence wager wagers bought buy
sell sold take taken give given ask asks yours mine his hers theirs own because while until yet
""".split())

_QUOTED = re.compile(r"'[^'\\s]*'")
_WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ']+")


def english_words(text: str, names: Iterable[str] = ()) -> list[str]:
    """The stop-list words in ``text`` once ``names`` (proper names) and quoted keys are taken out."""
    stripped = _QUOTED.sub(" ", text)
    for name in sorted(names, key=len, reverse=True):
        if name and name in stripped:
            stripped = stripped.replace(name, " ")
    return sorted({w.lower().strip("'") for w in _WORD.findall(stripped)} & ENGLISH_WORDS)


def catalogue_english(code: str = "es") -> set[str]:
    """Every English msgid of every domain whose ``code`` translation is something else."""
    from engine import i18n

    found: set[str] = set()
    for domain in i18n.DOMAINS:
        table = getattr(i18n.catalog(domain, code), "_catalog", {})
        for key, value in table.items():
            msgid = key[0] if isinstance(key, tuple) else key
            if msgid and msgid != value and "\x04" not in msgid:
                found.add(msgid)
    return found
