"""Engine sentences worded again in the player's language, at the moment they are drawn.

Arena Rex and Spartacus write their prompts, refusals and event sentences in English from
templates marked ``N_()`` and filled with ``str.format`` (their events are the game's record,
saved, replayed and hashed, so they never hold a translated word). A ``TemplateReader`` reads
such a sentence back against the templates with ``{fields}`` of the game's catalogue (then the
shell's), words each field again as the game says, and fills the template's translation. An
exact sentence is simply looked up; a sentence no template matches is shown as it is, which
the Spanish render tests catch.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from engine.i18n import SOURCE_LANGUAGE, catalog, catalog_generation, game_words, language

FIELD = re.compile(r"\{(\w+)\}")
#: what a field no game names may hold: any text, as little as the rest of the template allows
FREE = r".*?"


class TemplateReader:
    """``reword(text)`` for one game's word domain.

    ``field_pattern(name)`` is the regular expression a field of that name matches (``FREE``
    for any text); ``word_field(name, value)`` words a matched field in the player's language;
    ``whole(text)`` may word a sentence that is a name by itself (or return None)."""

    def __init__(self, domain: str, field_pattern: Callable[[str], str],
                 word_field: Callable[[str, str], str], whole: Callable[[str], str | None] | None = None):
        self.domain = domain
        self.gettext = game_words(domain)[0]
        self.field_pattern, self.word_field, self.whole = field_pattern, word_field, whole
        self._reword = lru_cache(maxsize=8192)(self._uncached)
        self.patterns = lru_cache(maxsize=4)(self._patterns)

    def reword(self, text: str) -> str:
        """``text`` (an engine sentence in English) in the player's language."""
        if not text or language() == SOURCE_LANGUAGE:
            return text
        return self._reword(text, language(), catalog_generation())

    def _uncached(self, text: str, lang: str, generation: int) -> str:
        exact = self.gettext(text)
        if exact != text:
            return exact
        if self.whole is not None:
            named = self.whole(text)
            if named is not None:
                return named
        for pattern, msgid in self.patterns(lang, generation):
            m = pattern.fullmatch(text)
            if m is not None:
                fields = {k: self.word_field(k, v) for k, v in m.groupdict().items()}
                return self.gettext(msgid).format(**fields)
        return text

    def _patterns(self, lang: str, generation: int) -> tuple[tuple[re.Pattern, str], ...]:
        """Every template of the catalogues, most specific first: the longest fixed words, then
        the fewest free fields (so "for {card}" reads "for Sandals of Mercury" before a free
        "{what} of {whom}" splits the card's name)."""
        names = set()
        for domain in (self.domain, "ludus"):
            messages = getattr(catalog(domain, lang), "_catalog", {})
            names.update(k for k in messages if isinstance(k, str) and FIELD.search(k))
        out = [(re.compile(self._regex(msgid), re.S), msgid) for msgid in names]
        out.sort(key=lambda p: (-len(FIELD.sub("", p[1])), self._free_fields(p[1])))
        return tuple(out)

    def _free_fields(self, msgid: str) -> int:
        return sum(1 for m in FIELD.finditer(msgid) if self.field_pattern(m.group(1)) == FREE)

    def _regex(self, msgid: str) -> str:
        seen: set[str] = set()
        parts, at = [], 0
        for m in FIELD.finditer(msgid):
            parts.append(re.escape(msgid[at:m.start()]))
            name = m.group(1)
            if name in seen:
                parts.append(f"(?P={name})")
            else:
                seen.add(name)
                parts.append(f"(?P<{name}>{self.field_pattern(name)})")
            at = m.end()
        parts.append(re.escape(msgid[at:]))
        return "".join(parts)
