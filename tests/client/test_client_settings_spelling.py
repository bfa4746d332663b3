"""Issue 38.6: a word setting read whatever its case ("OFF" is off), any other value refused
with the allowed words named (null too); a newer Ludus's record refused as such, left as it is
and never written over; the record's cap said in the Record scene."""
import json
from types import SimpleNamespace

import pytest
from table_driver import FRAME

from client.scenes.record import RecordScene, cap_words
from client.settings import SettingsStore, bot_speed, chosen_language, takeback_mode
from client.table.record import KEEP, GameEntry, RecordStore, SeatResult
from engine import i18n

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def load(tmp_path, data: dict):
    (tmp_path / "settings.json").write_text(json.dumps(data))
    return SettingsStore(tmp_path).load(log=False)


@pytest.mark.parametrize("written, meant", [("OFF", "off"), ("Off", "off"), (" solo ", "solo"), ("ON", "on")])
def test_a_take_back_setting_in_another_case_reads_as_meant(tmp_path, written, meant):
    loaded = load(tmp_path, {"takeback": written, "bot_speed": "FAST", "language": "ES"})
    assert loaded.problem is None
    app = SimpleNamespace(settings=loaded.settings)
    assert takeback_mode(app) == meant and bot_speed(app) == "fast" and chosen_language(loaded.settings) == "es"


@pytest.mark.parametrize("written, shown", [(None, "null"), ("nope", "'nope'"), (0, "0"), (False, "false")])
def test_any_other_take_back_setting_is_refused_with_the_allowed_words_named(tmp_path, written, shown):
    loaded = load(tmp_path, {"takeback": written})
    assert loaded.problem and "'takeback' cannot be " + shown in loaded.problem
    assert "on, solo, off" in loaded.problem


def test_a_newer_record_is_refused_as_a_newer_ludus_s_and_never_written_over(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    newer = json.dumps({"format": "ludus-record", "version": 2, "games": [], "what": "a newer Ludus's"})
    (data_dir / "record.json").write_text(newer)
    loaded = RecordStore().load()
    assert loaded.newer and "made by a newer Ludus" in loaded.problem and "version 2" in loaded.problem
    assert "damaged" not in loaded.problem
    RecordStore().add(GameEntry("forglory", 5.0, (SeatResult("Livia", "human", 1),), 0))
    assert (data_dir / "record.json").read_text() == newer and not list(data_dir.glob("record.damaged-*"))


def test_the_record_scene_says_how_many_games_the_record_keeps(make_app, data_dir):
    assert KEEP == 2000 and "2,000" in cap_words()
    app = make_app()
    app.push(RecordScene(app))
    app.step([], dt=FRAME)
    drawn = []
    real = app.theme.text
    app.theme.text = lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)
    app.step([], dt=FRAME)
    assert cap_words() in drawn
    i18n.set_language("es")
    try:
        assert "2.000" in cap_words() and cap_words() != "Your record keeps your latest 2.000 games"
    finally:
        i18n.set_language("en")
