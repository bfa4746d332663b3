"""A damaged language file never keeps the window closed (issue 38.1): a catalogue (``.mo``, or a
``.po`` with no ``.mo``) that cannot be read is passed over, its domain speaks English, the file is
named in the title's notice and a line goes to the log. Each catalogue is broken each way a file
gets damaged, and the title and every game's table still open in Spanish.

The catalogues are copies in the test's own folder (``engine.i18n.LOCALE_DIR`` pointed there):
the checkout's are never touched."""
import random
import shutil
import struct

import pytest
from table_driver import FRAME

from client.games import table_for
from client.table.session import GameSession, Seat
from engine import i18n
from engine.core import registry
from engine.i18n import DOMAINS, compile_po

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAMES = ("forglory", "arenarex", "gladiatores", "spartacus")


def good_mo(po) -> bytes:
    return compile_po(po)


def with_header(mo: bytes, old: bytes, new: bytes) -> bytes:
    """``mo`` with its header's ``old`` words replaced (same length kept by padding)."""
    assert old in mo
    return mo.replace(old, new.ljust(len(old)), 1)


def bad_offsets(mo: bytes) -> bytes:
    data = bytearray(mo)
    struct.pack_into("<I", data, 12, len(mo) + 4096)  # the table of originals points past the end
    return bytes(data)


def plural_header(mo: bytes) -> bytes:
    return with_header(mo, b"Plural-Forms: nplurals=3;", b"Plural-Forms: nplurals=3; plural=os.system(1);X")


#: each way a compiled catalogue gets damaged: (name, the damaged bytes from the good ones)
MO_DAMAGE = {
    "empty": lambda mo: b"",
    "truncated": lambda mo: mo[: len(mo) // 2],
    "only the header": lambda mo: mo[:20],
    "bad magic": lambda mo: b"\x00\x01\x02\x03" + mo[4:],
    "garbage": lambda mo: random.Random(7).randbytes(len(mo)),
    "bad offsets": bad_offsets,
    "unknown charset": lambda mo: with_header(mo, b"charset=utf-8", b"charset=nonesuch"),
    "wrong charset": lambda mo: with_header(mo, b"charset=utf-8", b"charset=utf-16"),
    "newer major version": lambda mo: mo[:4] + struct.pack("<I", 7 << 16) + mo[8:],
}
#: each way a source catalogue gets damaged when there is no compiled one
PO_DAMAGE = {
    "garbage": lambda po: random.Random(8).randbytes(len(po) // 4),
    "truncated": lambda po: po[: po.index(b'msgid "', len(po) // 3) + 9],  # cut inside a message
    "unknown charset": lambda po: po.replace(b"charset=utf-8", b"charset=nonesuch", 1),
    "not UTF-8": lambda po: po.replace(b"msgstr \"", b"msgstr \"\xff\xfe", 40),
}


@pytest.fixture
def locale(tmp_path, monkeypatch):
    """A copy of the Spanish catalogues with their compiled forms, used instead of the checkout's."""
    folder = tmp_path / "locale" / "es" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    for domain in DOMAINS:
        po = i18n.LOCALE_DIR / "es" / "LC_MESSAGES" / f"{domain}.po"
        shutil.copyfile(po, folder / po.name)
        (folder / f"{domain}.mo").write_bytes(good_mo(po))
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "locale")
    i18n.forget_catalogs()
    yield folder
    i18n.forget_catalogs()
    i18n.set_language("en")


def damage(folder, domain: str, kind: str, how: str) -> None:
    mo, po = folder / f"{domain}.mo", folder / f"{domain}.po"
    if kind == "mo":  # as an installed Ludus has it: the compiled catalogue only
        mo.write_bytes(MO_DAMAGE[how](mo.read_bytes()))
        po.unlink()
    else:
        mo.unlink()
        po.write_bytes(PO_DAMAGE[how](po.read_bytes()))


CASES = [("mo", how) for how in MO_DAMAGE] + [("po", how) for how in PO_DAMAGE]


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("kind, how", CASES)
def test_each_damaged_catalogue_speaks_english_and_is_named(locale, domain, kind, how):
    damage(locale, domain, kind, how)
    i18n.set_language("es")
    found = i18n.broken()
    assert [b.path.name for b in found] == [f"{domain}.{kind}"] and found[0].why
    words = i18n.catalog(domain)
    assert words.gettext("Back") == "Back"  # English, whatever was in the file
    others = [d for d in DOMAINS if d != domain]
    assert all(i18n.catalog(d).gettext("Back") == "Volver" for d in others if d == "ludus") or domain == "ludus"


def test_a_damaged_mo_with_a_good_po_beside_it_speaks_spanish_from_the_po(locale):
    (locale / "ludus.mo").write_bytes(MO_DAMAGE["garbage"](b"x" * 400))
    i18n.set_language("es")
    assert i18n._("Back") == "Volver"
    assert [b.path.name for b in i18n.broken()] == ["ludus.mo"]


def open_everything(make_app, user_folders):
    """The title in Spanish, then each game's table; returns the App (its notice)."""
    (user_folders["config"]).mkdir(parents=True, exist_ok=True)
    (user_folders["config"] / "settings.json").write_text('{"language": "es"}')
    app = make_app(settings_dir=user_folders["config"])
    app.step([], dt=FRAME)
    assert type(app.top).__name__ == "TitleScene" and i18n.language() == "es"
    for game in GAMES:
        ruleset = registry.get(game)
        seats = [Seat("Livia", "human")] + [Seat(f"Bot {i}", "bot:easy") for i in range(2, ruleset.min_seats + 1)]
        session = GameSession.new(game, ruleset.make_config(len(seats)), seats, 3)
        session.autosave_to = False
        app.play(session)
        app.step([], dt=FRAME)
        app.step([], dt=FRAME)
        assert type(app.top) is table_for(game), game
        app.to_title()
        app.step([], dt=FRAME)
    return app


@pytest.mark.parametrize("kind, how", CASES)
def test_the_window_opens_with_every_catalogue_damaged(locale, make_app, user_folders, kind, how):
    for domain in DOMAINS:
        damage(locale, domain, kind, how)
    app = open_everything(make_app, user_folders)
    for domain in DOMAINS:
        assert f"{domain}.{kind}" in app.notice
    assert str(locale) in app.notice
    log = (user_folders["logs"] / "ludus.log").read_text(encoding="utf-8")
    assert all(str(locale / f"{domain}.{kind}") in log for domain in DOMAINS)


def test_one_damaged_game_catalogue_leaves_the_rest_in_spanish(locale, make_app, user_folders):
    damage(locale, "forglory", "mo", "bad magic")
    app = open_everything(make_app, user_folders)
    assert "forglory.mo" in app.notice and "ludus.mo" not in app.notice
    assert i18n._("Back") == "Volver"
