"""The catalogues: every message of every domain translated (tools/i18n_check.py), and the
`.mo` build (tools/i18n_catalogs.py, what `make catalogs` and the PyInstaller build run)."""
import gettext

import pytest

from engine import i18n
from tools import i18n_check
from tools.i18n_catalogs import compile_to, po_path
from tools.i18n_domains import extract


@pytest.mark.parametrize("domain", i18n.DOMAINS)
def test_every_message_of_the_domain_is_translated_in_spanish(domain):
    problems = i18n_check.check(domain, "es")
    assert problems == [], f"{len(problems)} catalogue problems in {domain}:\n" + "\n".join(problems)


def test_the_shell_has_messages_to_translate():
    assert len(extract("ludus")) > 100  # the shell's words are wrapped, so extraction finds them


def test_the_check_finds_a_missing_an_untranslated_and_a_broken_message(tmp_path, monkeypatch):
    po = tmp_path / "es" / "LC_MESSAGES" / "ludus.po"
    po.parent.mkdir(parents=True)
    messages = extract("ludus")
    with_place = next(m for m in messages if not isinstance(m.msgid, tuple) and i18n_check.placeholders(m.msgid))
    plain = next(m for m in messages if not isinstance(m.msgid, tuple) and not i18n_check.placeholders(m.msgid)
                 and not m.context)
    po.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: es\\n"\n\n'
        f'msgid "{_po_quote(with_place.msgid)}"\nmsgstr "sin marcador"\n\n'
        f'msgid "{_po_quote(plain.msgid)}"\nmsgstr ""\n', encoding="utf-8")
    monkeypatch.setattr(i18n_check, "po_path", lambda domain, lang: po)
    found = i18n_check.check("ludus", "es")
    assert any("has placeholders" in line and "sin marcador" in line for line in found)
    assert any(repr(plain.msgid) in line and "untranslated" in line for line in found)
    assert any("is missing from" in line for line in found)


def _po_quote(text):
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def test_the_mo_build_answers_as_the_po_does(tmp_path):
    written = compile_to(tmp_path)
    assert tmp_path / "es" / "LC_MESSAGES" / "ludus.mo" in written
    with (tmp_path / "es" / "LC_MESSAGES" / "ludus.mo").open("rb") as handle:
        built = gettext.GNUTranslations(handle)
    in_memory = gettext.GNUTranslations(__import__("io").BytesIO(i18n.compile_po(po_path("ludus", "es"))))
    singles = [m.msgid for m in extract("ludus") if not isinstance(m.msgid, tuple) and not m.context]
    assert singles
    translated = [s for s in singles if built.gettext(s) != s]
    assert len(translated) > len(singles) // 2
    assert all(built.gettext(s) == in_memory.gettext(s) for s in singles)


def test_every_packaged_executable_bundles_the_compiled_catalogues(monkeypatch):
    from pathlib import Path

    from tests.test_release import build_spec

    built = build_spec(monkeypatch, "linux")
    datas = built["Analysis"][0].kwargs["datas"]
    bundled = {Path(src).name: dest for src, dest in datas if src.endswith(".mo")}
    assert bundled.get("ludus.mo") == str(Path("engine", "i18n", "locale", "es", "LC_MESSAGES"))
    mo = next(Path(src) for src, _dest in datas if src.endswith("ludus.mo"))
    with mo.open("rb") as handle:
        assert gettext.GNUTranslations(handle).gettext("Settings") == "Ajustes"
