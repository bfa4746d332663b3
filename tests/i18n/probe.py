"""The Spanish render probe: what the window drew while in Spanish, and what of it is not Spanish.

    from i18n.probe import spanish_probe          # tests/ is on sys.path (tests/conftest.py)

    with spanish_probe() as probe:                 # switches to Spanish, restores the language after
        app = make_app(...)                        # build the scene *inside* the probe
        app.step([], dt=1 / 60)
    assert probe.problems() == []

The probe watches the one text renderer of the window (``client.theme.Theme.text``: every
label, button, tooltip, log line and card face of the shell and the tables goes through it,
and it knows the box a label has to fit) and, for the few places that render with a
``pygame.font.Font`` of their own, every ``Font.render`` of a font made while the probe is on.

``problems()`` lists, in plain words:

- an **English message shown untranslated**: a drawn string equal to an English msgid of any
  domain (or matching one with its placeholders filled in) whose Spanish is something else
  or missing;
- **English words**: a drawn string containing a word of the stop-list (``client/spanish_check.py``,
  shared with the packaged build's selftest: common English
  words that are not Spanish), once proper names are taken out: the game titles, every name
  marked with ``engine.i18n.proper_name``, and what the test passes as ``allow`` (a word in
  single quotes with no space, a file's key such as 'volume', is data and left out too);
- a **label that overflows its box**: a text given a box (``max_width``) that is still wider
  than the box at the smallest size the layout rules let it shrink to (it would be clipped).

Numbers, symbols and single letters are never problems.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache, lru_cache

from client.spanish_check import ENGLISH_WORDS, english_words

__all__ = ["ENGLISH_WORDS", "Probe", "english_problem", "forget", "spanish_probe"]

_WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ']+")

#: placeholders of python-format and str.format messages
_PLACEHOLDER = re.compile(r"%\([^)]*\)[-#0 +]*\d*(?:\.\d+)?[sdifrgeExXoc]|%[-#0 +]*\d*(?:\.\d+)?[sdifrgeExXoc]"
                          r"|\{[^{}]*\}")


@dataclass(frozen=True)
class Drawn:
    """One string the window drew, with its box when the renderer knew it (pixels)."""
    text: str
    box: int | None
    width: int


@dataclass
class Probe:
    """What was drawn while the probe was on; ``problems()`` judges it."""
    allowed: set[str] = field(default_factory=set)
    drawn: dict[str, Drawn] = field(default_factory=dict)
    overflows: dict[tuple[str, int], Drawn] = field(default_factory=dict)

    @property
    def seen(self) -> set[str]:
        """Every string drawn so far."""
        return set(self.drawn)

    def allow(self, *texts: str) -> None:
        """Take ``texts`` as proper names (a player's typed name, a name from a test's setup)."""
        self.allowed.update(t for t in texts if t)

    def record(self, text: str, box: int | None, width: int) -> None:
        if not text or not text.strip():
            return
        if box is not None and width > box:
            self.overflows.setdefault((text, box), Drawn(text, box, width))
        if text not in self.drawn or (box is not None and self.drawn[text].box is None):
            self.drawn[text] = Drawn(text, box, width)

    def problems(self) -> list[str]:
        """Plain descriptions of every string that is not Spanish and every label that overflows."""
        names = _proper_names() | self.allowed
        english = _english_messages()
        out = []
        for text in sorted(self.drawn):
            found = english_problem(text, names, english)
            if found:
                out.append(found)
        for drawn in sorted(self.overflows.values(), key=lambda d: (d.text, d.box or 0)):
            out.append(f"overflows its box: {drawn.text!r} is {drawn.width} px wide in a box of {drawn.box} px")
        return out


def english_problem(text: str, names: Iterable[str], english: _EnglishMessages) -> str | None:
    """Why ``text`` is not Spanish, or None."""
    names = sorted(names, key=len, reverse=True)
    rest = text
    for name in names:
        if name and name in rest:
            rest = rest.replace(name, " ")
    if not re.search(r"[A-Za-zÀ-ÿ]{2}", rest):
        return None
    message = english.untranslated(text)
    if message is not None:
        return f"English message shown untranslated: {text!r} (msgid {message!r})"
    words = english_words(text, names)
    if words:
        return f"English words {', '.join(words)} in {text!r}"
    return None


class _EnglishMessages:
    """Every English msgid of every domain with what Spanish makes of it."""

    def __init__(self, pairs: Iterable[tuple[str, set[str]]]):
        self.exact: dict[str, set[str]] = {}
        self.patterns: list[tuple[re.Pattern, str, set[str]]] = []
        for msgid, spanish in pairs:
            self.exact.setdefault(msgid, set()).update(spanish)
            literal = _PLACEHOLDER.sub(" ", msgid)
            # a template whose every word the Spanish also uses ("{n} Favor" and "{n} de Favor")
            # tells nothing when it matches: the Spanish, filled in, can match it too
            same = set(_WORD.findall(literal)) <= {w for text in spanish for w in _WORD.findall(text)}
            if literal != msgid and re.search(r"[A-Za-z]{3}", literal) and not same:
                parts = _PLACEHOLDER.split(msgid)
                pattern = re.compile("^" + "(.+?)".join(re.escape(p) for p in parts) + "$", re.S)
                self.patterns.append((pattern, msgid, spanish))

    def untranslated(self, text: str) -> str | None:
        spanish = self.exact.get(text)
        if spanish is not None and text not in spanish:
            return text
        for pattern, msgid, spanish in self.patterns:
            if msgid in spanish:      # the Spanish reads the same (a name, a symbol)
                continue
            if pattern.match(text):
                return msgid
        return None


@lru_cache(maxsize=1)
def _english_messages() -> _EnglishMessages:
    """Extracted in memory (tools/i18n_domains.py), looked up in each domain's Spanish catalogue."""
    from engine import i18n
    from tools.i18n_domains import all_messages

    pairs = []
    for domain, message in all_messages():
        cat = i18n.catalog(domain, "es")
        for text in message.texts:
            spanish = set()
            for n in (1, 2, 5):
                if isinstance(message.msgid, tuple):
                    got = cat.npgettext(message.context, *message.msgid, n) if message.context \
                        else cat.ngettext(*message.msgid, n)
                else:
                    got = cat.pgettext(message.context, text) if message.context else cat.gettext(text)
                if got not in message.texts:
                    spanish.add(got)
            if not spanish:
                # untranslated; unless the catalogue says Spanish keeps it as it is
                kept = _kept_as_is(domain, message.msgid, message.context)
                spanish = {text} if kept else set()
            pairs.append((text, spanish))
    return _EnglishMessages(pairs)


def _kept_as_is(domain: str, msgid, context) -> bool:
    """True when the Spanish catalogue translates ``msgid`` by itself (msgstr == msgid)."""
    catalog = _po(domain)
    if catalog is None:
        return False
    entry = catalog.get(msgid, context=context)
    if entry is None or entry.fuzzy:
        return False
    strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
    ids = msgid if isinstance(msgid, tuple) else (msgid,)
    return bool(strings and strings[0]) and set(strings) <= set(ids)


@cache
def _po(domain: str):
    from babel.messages.pofile import read_po

    from engine.i18n import LOCALE_DIR

    path = LOCALE_DIR / "es" / "LC_MESSAGES" / f"{domain}.po"
    if not path.is_file():
        return None
    with path.open("rb") as handle:
        return read_po(handle)


def _proper_names() -> set[str]:
    from engine import i18n
    from engine.core import registry

    names = set(i18n.proper_names()) | {"Ludus", "Español", "English"}
    for entry in registry.CATALOGUE:     # published titles, and their parts ("For Glory")
        names.add(entry.title)
        names.update(part.strip() for part in re.split(r"[:+]", entry.title) if part.strip())
    return names


def forget() -> None:
    """Drop the cached messages and catalogues (after a test rewrote a catalogue)."""
    _english_messages.cache_clear()
    _po.cache_clear()


@contextmanager
def spanish_probe(allow: Iterable[str] = ()):
    """Spanish on, every drawn string recorded; yields the ``Probe``. The system language reads
    as Spanish meanwhile, so an App made inside the probe with fresh settings starts in Spanish
    (an App follows its settings: one whose settings say English stays English). Restores the
    language and stops watching on the way out."""
    import pygame

    from client import theme
    from engine import i18n

    probe = Probe()
    probe.allow(*allow)
    before = i18n.language()
    original_font = pygame.font.Font

    class WatchedFont(original_font):
        """A font that tells the probe what it renders (for code that skips ``Theme.text``)."""

        def render(self, text, *args, **kwargs):
            if isinstance(text, str):
                probe.record(text, None, 0)
            return super().render(text, *args, **kwargs)

    system = i18n.system_language
    stop = theme.watch_text(probe.record)
    pygame.font.Font = WatchedFont
    i18n.system_language = lambda: "es"  # an App made now with fresh settings starts in Spanish
    i18n.set_language("es")
    try:
        yield probe
    finally:
        i18n.set_language(before)
        i18n.system_language = system
        pygame.font.Font = original_font
        stop()
