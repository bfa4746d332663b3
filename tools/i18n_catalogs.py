"""Build the word catalogues with Babel: `make catalogs`.

    python -m tools.i18n_catalogs [extract|update|compile|all]     (default: all)

For each domain of ``engine.i18n.DOMAINS`` (sources in tools/i18n_domains.py):

- ``extract``: ``pybabel extract`` into ``engine/i18n/locale/<domain>.pot`` (git-ignored);
- ``update``: ``pybabel update`` of ``engine/i18n/locale/<lang>/LC_MESSAGES/<domain>.po``
  (``--init-missing`` starts a catalogue that is not there yet);
- ``compile``: ``pybabel compile`` of each ``.po`` into its ``.mo`` (git-ignored; the window
  compiles a ``.po`` in memory when no up-to-date ``.mo`` is beside it).

``compile_to(folder)`` writes the ``.mo`` files under another folder (the PyInstaller build).
"""
from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.i18n_domains import KEYWORDS, LOCALE, ROOT, source_files  # noqa: E402

#: the languages with a catalogue (every language of engine.i18n.LANGUAGES but the source)
TARGETS = ("es",)


def pybabel(*argv: str) -> None:
    """Run one pybabel command (Babel's own command line, in this process)."""
    from babel.messages.frontend import CommandLineInterface

    CommandLineInterface().run(["pybabel", "-q", *argv])


def domains() -> tuple[str, ...]:
    from engine.i18n import DOMAINS

    return DOMAINS


def pot_path(domain: str) -> Path:
    return LOCALE / f"{domain}.pot"


def po_path(domain: str, lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"


def extract(domain: str) -> Path:
    keywords = [arg for k in KEYWORDS for arg in ("-k", k)]
    files = [str(p.relative_to(ROOT)) for p in source_files(domain)]
    pot = pot_path(domain)
    pybabel("extract", "--no-default-keywords", *keywords, "--project", "Ludus", "--sort-by-file", "--no-location",
            "--add-comments", "Translators:", "-o", str(pot), *files)
    return pot


def update(domain: str) -> None:
    """Each language's catalogue of ``domain`` brought up to the template; one is started only
    when the domain has words to translate."""
    from babel.messages.pofile import read_po

    with pot_path(domain).open("rb") as handle:
        empty = len(read_po(handle)) == 0
    for lang in TARGETS:
        if empty and not po_path(domain, lang).is_file():
            continue
        po_path(domain, lang).parent.mkdir(parents=True, exist_ok=True)
        pybabel("update", "--init-missing", "--ignore-pot-creation-date", "-i", str(pot_path(domain)), "-d", str(LOCALE),
                "-D", domain, "-l", lang)


def compile_to(folder: Path | None = None) -> list[Path]:
    """Every ``.po`` compiled to ``.mo`` (beside it, or in the same layout under ``folder``)."""
    written = []
    for domain in domains():
        for lang in TARGETS:
            po = po_path(domain, lang)
            if not po.is_file():
                continue
            out_dir = LOCALE if folder is None else Path(folder)
            mo = out_dir / lang / "LC_MESSAGES" / f"{domain}.mo"
            mo.parent.mkdir(parents=True, exist_ok=True)
            pybabel("compile", "-i", str(po), "-o", str(mo), "-D", domain, "-l", lang)
            written.append(mo)
    return written


def main(argv: list[str]) -> int:
    step = argv[0] if argv else "all"
    if step not in ("extract", "update", "compile", "all"):
        print(f"unknown step {step!r} (choose extract, update, compile or all)", file=sys.stderr)
        return 2
    for domain in domains():
        if step in ("extract", "update", "all"):
            extract(domain)
        if step in ("update", "all"):
            update(domain)
    if step in ("compile", "all"):
        compile_to()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
