"""The catalogue check: every message a player can read is translated, placeholders kept.

    python -m tools.i18n_check [DOMAIN ...]        (default: every domain; exit 1 on a problem)

Extracts the messages of each domain in memory (the same sources and keywords as
``make catalogs``, tools/i18n_domains.py) and reads each language's ``.po``; lists every
msgid that is missing from the catalogue, untranslated (an empty msgstr, or an empty plural
form) or fuzzy, and every msgstr whose format placeholders (``%(name)s``, ``%d``, ``{name}``)
differ from its msgid's. A plural form may leave the count out ("una carta") but never adds
a placeholder. tests/i18n/test_catalogs.py runs it per domain, so CI does too.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.i18n_catalogs import TARGETS, po_path  # noqa: E402
from tools.i18n_domains import extract  # noqa: E402

_PLACEHOLDER = re.compile(r"%\([^)]*\)[-#0 +]*\d*(?:\.\d+)?[sdifrgeExXoc]|%[-#0 +]*\d*(?:\.\d+)?[sdifrgeExXoc]"
                          r"|\{[^{}]*\}")


def placeholders(text: str) -> list[str]:
    """The format placeholders of ``text``, sorted (``%%`` and ``{{`` are not placeholders)."""
    text = text.replace("%%", "").replace("{{", "").replace("}}", "")
    return sorted(_PLACEHOLDER.findall(text))


def _where(message) -> str:
    return ", ".join(f"{path}:{line}" for path, line in message.places[:3]) + \
        (f" (+{len(message.places) - 3} more)" if len(message.places) > 3 else "")


def check(domain: str, lang: str = "es") -> list[str]:
    """Every problem of ``domain``'s ``lang`` catalogue, one plain line each ([] when clean)."""
    from babel.messages.pofile import read_po

    messages = extract(domain)
    po = po_path(domain, lang)
    rel = f"{lang}/LC_MESSAGES/{domain}.po"
    if not po.is_file():
        return [f"{rel} is missing ({len(messages)} messages to translate; run `make catalogs`)"] if messages else []
    with po.open("rb") as handle:
        catalog = read_po(handle)
    problems = []
    for message in messages:
        label = " / ".join(repr(t) for t in message.texts)
        if message.context:
            label += f" [context {message.context!r}]"
        entry = catalog.get(message.msgid, context=message.context)
        if entry is None:
            problems.append(f"{domain}: {label} ({_where(message)}) is missing from {rel}")
            continue
        strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        if isinstance(message.msgid, tuple) and len(strings) < catalog.num_plurals:
            strings = strings + ("",) * (catalog.num_plurals - len(strings))
        if not all(strings):
            problems.append(f"{domain}: {label} ({_where(message)}) is untranslated in {rel}")
            continue
        if entry.fuzzy:
            problems.append(f"{domain}: {label} ({_where(message)}) is fuzzy in {rel} (check it, then drop the flag)")
            continue
        wanted = placeholders(message.texts[-1])
        for string in strings:
            got = placeholders(string)
            plural_may_drop = isinstance(message.msgid, tuple) and set(got) <= set(wanted)
            if got != wanted and not plural_may_drop:
                problems.append(f"{domain}: {label} ({_where(message)}) has placeholders {wanted} but its "
                                f"translation {string!r} in {rel} has {got}")
    return problems


def main(argv: list[str]) -> int:
    from engine.i18n import DOMAINS

    domains = argv or list(DOMAINS)
    unknown = [d for d in domains if d not in DOMAINS]
    if unknown:
        print(f"unknown domain {unknown[0]!r} (choose from: {', '.join(DOMAINS)})", file=sys.stderr)
        return 2
    total = 0
    for domain in domains:
        for lang in TARGETS:
            found = check(domain, lang)
            total += len(found)
            for line in found:
                print(line)
    print(f"catalogue problems: {total}" if total else "every message translated", file=sys.stderr)
    return 1 if total else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
