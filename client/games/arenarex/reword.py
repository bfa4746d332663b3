"""The Arena Rex engine's prompts, refusals and warnings in the player's language, worded at draw time.

The engine writes them in English from templates marked ``N_()`` and filled with
``str.format`` (its events, which the fingerprints hash, keep no text). A sentence is read
back against the templates of the catalogue that have ``{fields}``; a field holding a model's
name stays a name, a number stays a number, any other field is worded again the same way.
An exact sentence is simply looked up. A sentence no template matches is shown as it is,
which the Spanish render test catches.
"""
from __future__ import annotations

import re
from functools import lru_cache

from engine.arenarex.content import roster
from engine.i18n import SOURCE_LANGUAGE, catalog, game_words, language

_, ngettext, pgettext = game_words("arenarex")

_FIELD = re.compile(r"\{(\w+)\}")
#: fields that hold a model's name, and fields that hold a number
MODELS = frozenset(("model", "attacker", "defender", "target", "other"))
NUMBERS = frozenset(("n", "amount", "cost", "inches", "favor", "left", "turn", "round", "distance"))


def reword(text: str) -> str:
    """``text`` (an engine sentence in English) in the player's language."""
    if not text or language() == SOURCE_LANGUAGE:
        return text
    return _reword(text, language())


@lru_cache(maxsize=4096)
def _reword(text: str, lang: str) -> str:
    exact = _(text)
    if exact != text:
        return exact
    for pattern, msgid in _patterns(lang):
        m = pattern.fullmatch(text)
        if m is not None:
            fields = {k: (v if k in MODELS or k in NUMBERS or not v else reword(v)) for k, v in m.groupdict().items()}
            return _(msgid).format(**fields)
    return text


@lru_cache(maxsize=4)
def _patterns(lang: str) -> tuple[tuple[re.Pattern, str], ...]:
    names = set()
    for domain in ("arenarex", "ludus"):
        messages = getattr(catalog(domain, lang), "_catalog", {})
        names.update(k for k in messages if isinstance(k, str) and _FIELD.search(k))
    models = "|".join(re.escape(n) for n in sorted({p.name for p in roster().values()}, key=len, reverse=True))
    out = []
    for msgid in names:
        parts, at, seen = [], 0, set()
        for m in _FIELD.finditer(msgid):
            parts.append(re.escape(msgid[at:m.start()]))
            name = m.group(1)
            if name in seen:
                parts.append(f"(?P={name})")
            else:
                seen.add(name)
                kind = models if name in MODELS else r"[-\d.]+" if name in NUMBERS else r".*?"
                parts.append(f"(?P<{name}>{kind})")
            at = m.end()
        parts.append(re.escape(msgid[at:]))
        out.append((re.compile("".join(parts), re.S), msgid))
    out.sort(key=lambda p: -len(_FIELD.sub("", p[1])))
    return tuple(out)
