"""The hand-off before a secret choice words the engine's prompt in the player's language (issue 39:
a Spartacus hot-seat game showed "Una elección secreta: Secretly bid gold for Net.")."""
from __future__ import annotations

import sys
from pathlib import Path

from tests.i18n.probe import _english_messages, _proper_names, english_problem

ROOT = Path(__file__).resolve().parents[2]


def test_the_secret_bid_hand_off_reads_in_spanish(monkeypatch, tmp_path):
    sys.path.insert(0, str(ROOT / "tools"))
    from screenshots_spartacus_handoff import NAMES, secret_handoff

    from engine import i18n

    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path / "data"))
    i18n.set_language("es")
    app, handoff = secret_handoff("es")
    try:
        assert handoff.reason.startswith("Una elección secreta: ")
        assert english_problem(handoff.reason, _proper_names() | set(NAMES), _english_messages()) is None
        assert "bid" not in handoff.reason and "Secretly" not in handoff.reason
    finally:
        app.close()
        i18n.set_language("en")
