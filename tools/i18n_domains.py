"""Which sources belong to which word domain, and their messages extracted in memory (Babel).

One list of paths per domain (see ``engine.i18n.DOMAINS``): the shell, the table and the
engine core speak ``ludus``; each game's engine and client package speak the game's domain.
``make catalogs`` (tools/i18n_catalogs.py) runs ``pybabel extract`` over these paths; the
catalogue check (tools/i18n_check.py) and the Spanish render probe (tests/i18n/probe.py)
extract the same messages in memory, so no step depends on a stale ``.pot``.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "engine" / "i18n" / "locale"

#: pybabel's -k options (``--no-default-keywords`` is given, so these are all)
KEYWORDS: tuple[str, ...] = ("_", "N_", "ngettext:1,2", "pgettext:1c,2")

#: per domain, the sources (a folder means every .py file below it; a glob pattern is allowed)
DOMAIN_SOURCES: dict[str, tuple[str, ...]] = {
    "ludus": ("client/*.py", "client/scenes", "client/table", "client/tutorial", "engine/core", "engine/parts",
              "engine/play", "engine/i18n"),
    "forglory": ("client/games/forglory", "engine/forglory"),
    "arenarex": ("client/games/arenarex", "engine/arenarex"),
    "gladiatores": ("client/games/gladiatores", "engine/gladiatores"),
    "spartacus": ("client/games/spartacus", "engine/spartacus"),
}


def source_files(domain: str) -> list[Path]:
    """The Python files of ``domain``, sorted (repo-relative order, stable for the .pot)."""
    files: set[Path] = set()
    for entry in DOMAIN_SOURCES[domain]:
        if any(c in entry for c in "*?["):
            files.update(p for p in ROOT.glob(entry) if p.is_file())
        else:
            files.update((ROOT / entry).rglob("*.py"))
    return sorted(files)


def _keywords() -> dict:
    from babel.messages.frontend import parse_keywords

    return parse_keywords(list(KEYWORDS))


class Message:
    """One extracted message: ``msgid`` (a str, or a (singular, plural) tuple), its context and
    the places it comes from."""

    __slots__ = ("msgid", "context", "places")

    def __init__(self, msgid, context, places):
        self.msgid, self.context, self.places = msgid, context, places

    @property
    def texts(self) -> tuple[str, ...]:
        return self.msgid if isinstance(self.msgid, tuple) else (self.msgid,)


def extract(domain: str) -> list[Message]:
    """Every message of ``domain``'s sources, merged by (msgid, context), in first-seen order."""
    from babel.messages.extract import extract_from_file

    keywords = _keywords()
    found: dict[tuple, Message] = {}
    for path in source_files(domain):
        rel = path.relative_to(ROOT).as_posix()
        for lineno, msgid, _comments, context in extract_from_file("python", str(path), keywords=keywords):
            if not msgid or (isinstance(msgid, tuple) and not msgid[0]):
                continue
            key = (msgid, context)
            if key in found:
                found[key].places.append((rel, lineno))
            else:
                found[key] = Message(msgid, context, [(rel, lineno)])
    return list(found.values())


def all_messages() -> Iterator[tuple[str, Message]]:
    """(domain, message) for every domain."""
    from engine.i18n import DOMAINS

    for domain in DOMAINS:
        for message in extract(domain):
            yield domain, message
