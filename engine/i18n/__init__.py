"""Player words in the player's language: gettext at run time, Babel for the catalogues.

Every sentence a player reads is written in English in the code, wrapped in ``_()``
(or ``ngettext`` for a count, ``pgettext`` where one English word needs two Spanish
ones), and looked up at the moment it is shown, so a change of language in Settings
takes effect on the next frame without a restart. Nothing here imports pygame: the
engine's refusals (``IllegalAction``) and the window share it.

Catalogues are per *domain*: ``ludus`` for the shell, the table and the engine core,
and one domain per game (``forglory``, ``arenarex``, ``gladiatores``, ``spartacus``)
for that game's engine and client package. A game module binds its own words with
``_, ngettext, pgettext = game_words("spartacus")``: they look in the game's catalogue
first and then in ``ludus``. The ``.po`` sources live in ``engine/i18n/locale/<lang>/
LC_MESSAGES/<domain>.po``; ``make catalogs`` builds the ``.mo`` files beside them. A
checkout without ``.mo`` files still works: the ``.po`` is compiled in memory (Babel).

Module-level constants (a table of labels, say) are marked with ``N_()``, which only
marks them for extraction, and translated where they are shown: ``_(LABELS[kind])``.
"""
from __future__ import annotations

import gettext as _gettext
import io
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

LOCALE_DIR = Path(__file__).with_name("locale")
#: the languages a player can choose, as (code, the language's own name)
LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("es", "Español"))
DOMAINS: tuple[str, ...] = ("ludus", "forglory", "arenarex", "gladiatores", "spartacus")
SOURCE_LANGUAGE = "en"

_language = SOURCE_LANGUAGE
_catalogs: dict[tuple[str, str], _gettext.NullTranslations] = {}


def language() -> str:
    """The language now in use (a code from ``LANGUAGES``)."""
    return _language


def set_language(code: str) -> None:
    """Use ``code`` from now on; every later ``_()`` answers in it."""
    global _language
    if code not in dict(LANGUAGES):
        raise ValueError(f"unknown language {code!r} (choose from: {', '.join(c for c, _n in LANGUAGES)})")
    _language = code


def system_language() -> str:
    """The system's language if Ludus speaks it, else English (the default of a new install)."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            code = value.split(":")[0].split("_")[0].split(".")[0].lower()
            return code if code in dict(LANGUAGES) else SOURCE_LANGUAGE
    try:
        import locale

        code = (locale.getlocale()[0] or "").split("_")[0].lower()
    except (ValueError, TypeError):
        code = ""
    return code if code in dict(LANGUAGES) else SOURCE_LANGUAGE


def catalog(domain: str, code: str | None = None) -> _gettext.NullTranslations:
    """The translations of one domain in one language (``NullTranslations`` in English)."""
    code = code or _language
    key = (domain, code)
    found = _catalogs.get(key)
    if found is None:
        found = _catalogs[key] = _load(domain, code)
    return found


class Broken(NamedTuple):
    """A catalogue file that could not be read: its words are English until it is mended."""

    domain: str
    language: str
    path: Path
    why: str     # what went wrong, in the reader's words (no translation: the catalogue may be the one broken)


#: the catalogues found broken since the last ``forget_catalogs``, in the order found
_broken: dict[tuple[str, str], list[Broken]] = {}


def _load(domain: str, code: str) -> _gettext.NullTranslations:
    """One domain's catalogue: the ``.mo`` when it is as new as the ``.po``, else the ``.po``;
    a file that cannot be read (empty, cut short, not a catalogue, bad offsets, an unknown or wrong
    charset, bad plural rules...) is passed over for the other, and with neither the domain
    speaks English. Each file passed over is noted (``broken``) and logged; nothing raises."""
    if code == SOURCE_LANGUAGE:
        return _gettext.NullTranslations()
    folder = LOCALE_DIR / code / "LC_MESSAGES"
    mo, po = folder / f"{domain}.mo", folder / f"{domain}.po"
    tries = [(path, read) for path, read in ((mo, _read_mo), (po, _read_po)) if _is_file(path)]
    if len(tries) == 2 and not _newer_or_same(mo, po):
        tries.reverse()  # the .po was edited since the .mo was built: its words first
    for path, read in tries:
        try:
            found = read(path)
            found.gettext("")  # the header entry: a catalogue that loads must also answer
            return found
        except Exception as exc:  # noqa: BLE001 - any damage in a file from outside: its words go English
            _note_broken(Broken(domain, code, path, _why(exc)))
    return _gettext.NullTranslations()


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:
        return False


def _newer_or_same(mo: Path, po: Path) -> bool:
    try:
        return mo.stat().st_mtime >= po.stat().st_mtime
    except OSError:
        return True


def _read_mo(path: Path) -> _gettext.GNUTranslations:
    data = path.read_bytes()
    if not data:
        raise ValueError("the file is empty")
    return _gettext.GNUTranslations(io.BytesIO(data))


def _read_po(path: Path) -> _gettext.GNUTranslations:
    return _gettext.GNUTranslations(io.BytesIO(compile_po(path)))


def _why(exc: Exception) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 120 else text[:120] + "..."


def _note_broken(found: Broken) -> None:
    _broken.setdefault((found.domain, found.language), []).append(found)
    logging.getLogger("ludus.i18n").warning("catalogue %s could not be read (%s): its words are shown in English",
                                            found.path, found.why)


def broken(code: str | None = None) -> list[Broken]:
    """Every catalogue file of language ``code`` (default: the one in use) that could not be read,
    each domain loaded first, so a damaged file is known before its game is opened."""
    code = code or _language
    for domain in DOMAINS:
        catalog(domain, code)
    return [b for (_domain, lang), found in _broken.items() if lang == code for b in found]


def compile_po(po: Path) -> bytes:
    """A ``.po`` file compiled to ``.mo`` bytes (Babel), for a checkout with no built catalogues."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as handle:
        messages = read_po(handle, abort_invalid=True)  # a damaged file is refused, not half read
    out = io.BytesIO()
    write_mo(out, messages, use_fuzzy=False)
    return out.getvalue()


#: how many times the loaded catalogues were dropped: a cache of words read from them keys on it
_generation = 0


def forget_catalogs() -> None:
    """Drop the loaded catalogues (after ``make catalogs`` or a test that writes one)."""
    global _generation
    _catalogs.clear()
    _broken.clear()
    _generation += 1


def catalog_generation() -> int:
    """Changes whenever the catalogues are dropped, so caches built from them are rebuilt."""
    return _generation


def _lookup(domain: str) -> tuple[Callable[[str], str], Callable[[str, str, int], str],
                                  Callable[[str, str], str]]:
    def gettext(message: str) -> str:
        if _language == SOURCE_LANGUAGE:
            return message
        own = catalog(domain)
        found = own.gettext(message)
        if domain != "ludus" and found == message:
            return catalog("ludus").gettext(message)
        return found

    def ngettext(singular: str, plural: str, n: int) -> str:
        if _language == SOURCE_LANGUAGE:
            return singular if n == 1 else plural
        own = catalog(domain)
        found = own.ngettext(singular, plural, n)
        if domain != "ludus" and found in (singular, plural):
            return catalog("ludus").ngettext(singular, plural, n)
        return found

    def pgettext(context: str, message: str) -> str:
        if _language == SOURCE_LANGUAGE:
            return message
        found = catalog(domain).pgettext(context, message)
        if domain != "ludus" and found == message:
            return catalog("ludus").pgettext(context, message)
        return found

    return gettext, ngettext, pgettext


def game_words(domain: str) -> tuple[Callable[[str], str], Callable[[str, str, int], str],
                                     Callable[[str, str], str]]:
    """``_``, ``ngettext`` and ``pgettext`` bound to one game's catalogue (then ``ludus``)."""
    if domain not in DOMAINS:
        raise ValueError(f"unknown word domain {domain!r}")
    return _lookup(domain)


def any_words(message: str) -> str:
    """``message`` translated by whichever catalogue has it, the games' first, then ``ludus``:
    for the engine core, which shows words a game declared (an action's ``says``) without
    knowing the game."""
    if _language == SOURCE_LANGUAGE:
        return message
    for domain in DOMAINS[1:] + DOMAINS[:1]:
        found = catalog(domain).gettext(message)
        if found != message:
            return found
    return message


def N_(message: str) -> str:
    """Marks ``message`` for extraction without translating it (translate where shown)."""
    return message


_, ngettext, pgettext = _lookup("ludus")

_PROPER_NAMES: set[str] = set()


def proper_name(name: str) -> str:
    """``name`` unchanged, marked as a proper name (a gladiator, a house, a card called by a
    name): it reads the same in every language, and the Spanish render probe does not take it
    for English left on screen."""
    _PROPER_NAMES.add(name)
    return name


def proper_names() -> frozenset[str]:
    """Every name marked with ``proper_name`` so far."""
    return frozenset(_PROPER_NAMES)


def number(value: float, decimals: int | None = None) -> str:
    """A number written the player's way (1,250 in English, 1.250 in Spanish)."""
    from babel.numbers import format_decimal

    pattern = None if decimals is None else "#,##0." + "0" * decimals if decimals else "#,##0"
    return format_decimal(value, format=pattern, locale=_language)


def moment(timestamp: float) -> str:
    """A date and time of day written the player's way ("2 Dec 2026, 14:40", "2 dic 2026, 14:40"),
    in local time (the save list)."""
    from datetime import datetime

    from babel.dates import format_datetime

    return format_datetime(datetime.fromtimestamp(timestamp), "d MMM y, HH:mm", locale=_language)


def listing(items) -> str:
    """Items joined the player's way ("1, 2 and 3", "1, 2 y 3"; English without the serial comma,
    as the English words always were)."""
    words = [str(item) for item in items]
    if _language == SOURCE_LANGUAGE or len(words) < 2:
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1] if words else ""
    from babel.lists import format_list

    return format_list(words, locale=_language)
