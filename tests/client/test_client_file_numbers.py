"""Numbers in the player's files (issue 38.3): one check (``engine.core.limits.in_span``) gives
each date, count and size the range its use needs, and every reader uses it: the record, the
settings and the saves. Whatever number a file holds, the reader accepts it or refuses it in
words; nothing downstream (the Record scene, the Load list) ever meets a number it cannot show."""
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from table_driver import FRAME

from client.scenes.record import RecordScene, entry_words
from client.settings import SettingsStore
from client.table.autosave import Damaged, inspect
from client.table.record import GameEntry, RecordStore
from engine.core import SaveError, registry
from engine.core.limits import COUNT, DATE, LATEST_DATE, PERCENT, Refusal, Span, in_span
from engine.core.saves import GameMoves, parse_save, save_text
from engine.i18n import moment

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

#: any number JSON can carry (as Python reads it): whole numbers of any size, floats, and the odd ones
NUMBERS = st.one_of(
    st.integers(min_value=-(2 ** 63), max_value=2 ** 63 - 1),
    st.floats(allow_nan=False, allow_infinity=False, min_value=-1e300, max_value=1e300),
    st.sampled_from([0, 1, -1, LATEST_DATE, LATEST_DATE + 1, 6.8e16, 68_000_000_000_000_000, 2 ** 63 - 1, 1e15,
                     3.0, 2.5, 100, 101]))


@given(NUMBERS, st.sampled_from([DATE, COUNT, PERCENT, Span(1, 64)]))
def test_the_check_accepts_exactly_the_numbers_in_range(value, span):
    inside = span.low <= value <= span.high and (not span.whole or float(value).is_integer())
    if inside:
        got = in_span(value, span, "x")
        assert got == value and (not span.whole or type(got) is int)
    else:
        with pytest.raises(Refusal) as info:
            in_span(value, span, "the field")
        assert "the field" in str(info.value)


def record_text(date=1.0, moves=3, place=1, winner=0) -> str:
    game = {"game": "forglory", "date": date, "seats": [{"name": "Livia", "controller": "human", "place": place},
                                                        {"name": "Bot", "controller": "bot:easy", "place": 2}],
            "winner": winner, "moves": moves, "takebacks": 0, "hints": 0, "game_id": "g"}
    return json.dumps({"format": "ludus-record", "version": 1, "games": [game]})


@given(date=NUMBERS, moves=NUMBERS)
def test_any_number_in_a_record_is_read_or_refused_and_what_is_read_can_be_shown(tmp_path_factory, date, moves):
    folder = tmp_path_factory.mktemp("record")
    (folder / "record.json").write_text(record_text(date, moves))
    loaded = RecordStore(folder).load()
    if loaded.problem is None:
        (entry,) = loaded.entries
        assert 0 <= entry.date <= LATEST_DATE and type(entry.moves) is int and entry.moves >= 0
        assert entry_words(entry)  # the Record scene's line for it
        assert GameEntry.from_json(json.loads(json.dumps(entry.to_json()))) == entry  # written back, read again
    else:
        assert loaded.entries == [] and "record.damaged-" in loaded.problem
        assert list(folder.glob("record.damaged-*.json"))


def test_a_huge_whole_date_is_refused_and_never_written_back_as_something_unreadable(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "record.json").write_text(record_text(date=68_000_000_000_000_000))
    loaded = RecordStore().load()
    assert loaded.problem and "date" in loaded.problem and "253402300799" in loaded.problem


def test_the_record_scene_opens_whatever_date_the_record_holds(make_app, data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    for date in (68_000_000_000_000_000, 2 ** 63 - 1, LATEST_DATE, 0, -5, 1e15):
        (data_dir / "record.json").write_text(record_text(date=date))
        app = make_app()
        app.push(RecordScene(app))
        app.step([], dt=FRAME)
        assert isinstance(app.top, RecordScene)


@given(volume=NUMBERS)
def test_any_volume_in_the_settings_is_read_or_refused_naming_the_range(tmp_path_factory, volume):
    folder = tmp_path_factory.mktemp("settings")
    (folder / "settings.json").write_text(json.dumps({"volume": volume}))
    loaded = SettingsStore(folder).load(log=False)
    if loaded.problem is None:
        assert type(loaded.settings.volume) is int and 0 <= loaded.settings.volume <= 100
        assert loaded.settings.volume == volume
    else:
        assert "volume" in loaded.problem and loaded.settings.volume == 70
        if abs(volume) <= 1e15:  # past that the file's own size limit refuses it first
            assert "0 to 100" in loaded.problem


def a_save(**meta) -> dict:
    ruleset = registry.get("forglory")
    config = ruleset.make_config(2)
    state = ruleset.new_game(config, 1)
    data = json.loads(save_text(GameMoves("forglory", config, 1).to_json(state)))
    data["meta"] = {"game": "g", **meta}
    return data


@given(saved_at=NUMBERS, seq=NUMBERS, round_=NUMBERS)
def test_any_number_in_a_saves_header_is_listed_as_a_usable_one(tmp_path_factory, saved_at, seq, round_):
    path = tmp_path_factory.mktemp("save") / "g.000001.json"
    path.write_text(json.dumps(a_save(saved_at=saved_at, seq=seq, round=round_)))
    info = inspect(path)
    assert 0 <= info.saved_at <= LATEST_DATE and moment(info.saved_at)  # what the Load list shows
    if isinstance(info, Damaged):  # a number past the file limits (1e15): listed as damaged, in words
        assert info.problem and max(abs(saved_at), abs(seq), abs(round_)) > 1e15
        return
    assert type(info.seq) is int and 0 <= info.seq
    assert info.round is None or 0 <= info.round


@given(to=NUMBERS, seat=NUMBERS)
def test_any_number_in_a_take_back_is_read_or_refused_in_words(to, seat):
    data = a_save()
    data["takebacks"] = [{"to": to, "seat": seat, "undone": [{"kind": "pass"}]}]
    try:
        moves, _digest = parse_save(json.dumps(data))
    except SaveError as exc:
        assert "take-back 1" in exc.problem or "takebacks[0]" in exc.problem
    else:
        (back,) = moves.takebacks
        assert type(back.to) is int and 0 <= back.to <= COUNT.high and type(back.seat) is int and 0 <= back.seat < 64
