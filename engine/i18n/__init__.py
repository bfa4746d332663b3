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
import os
from collections.abc import Callable
from pathlib import Path

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


def _load(domain: str, code: str) -> _gettext.NullTranslations:
    if code == SOURCE_LANGUAGE:
        return _gettext.NullTranslations()
    folder = LOCALE_DIR / code / "LC_MESSAGES"
    mo, po = folder / f"{domain}.mo", folder / f"{domain}.po"
    if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as handle:
            return _gettext.GNUTranslations(handle)
    if po.is_file():
        return _gettext.GNUTranslations(io.BytesIO(compile_po(po)))
    return _gettext.NullTranslations()


def compile_po(po: Path) -> bytes:
    """A ``.po`` file compiled to ``.mo`` bytes (Babel), for a checkout with no built catalogues."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as handle:
        messages = read_po(handle)
    out = io.BytesIO()
    write_mo(out, messages, use_fuzzy=False)
    return out.getvalue()


def forget_catalogs() -> None:
    """Drop the loaded catalogues (after ``make catalogs`` or a test that writes one)."""
    _catalogs.clear()


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
