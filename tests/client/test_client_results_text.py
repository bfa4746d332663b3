"""The results screen shows a game's whole reason for the win (issue 22 point 8: For Glory's stopped
at "...Cestus and Andabata and"): a long one steps down the type scale, none is cut."""
import random

from table_driver import FRAME

from client.scenes.results import ResultsScene
from client.table.session import GameSession, Seat


def test_a_long_reason_is_shown_whole(make_app):
    app = make_app()
    session = GameSession.new("forglory", {"seats": 4, "champions": "off"},
                              [Seat(n, "bot:random") for n in ("Livia", "Marcus", "Aurelia", "Gaius")], 3,
                              autosave_to=False)
    rng = random.Random(1)
    while not session.over:
        session.apply(rng.choice(session.legal_actions()))
    reason = ("Livia wins on Glory, 14 against 12; the tie on Bloodlust went to the most Gladiators still "
              "standing: Murmillo, Retiarius, Secutor, Thraex, Hoplomachus, Dimachaerus, Cestus and Andabata "
              "and the Essedarius she bought in the last round, which no one else could match.")
    results = ResultsScene(app, session, reason=reason)
    app.push(results)
    drawn = []
    plain = app.theme.text

    def text(words, *args, **kwargs):
        drawn.append(words)
        return plain(words, *args, **kwargs)

    app.theme.text = text
    app.step([], dt=FRAME)
    app.step([], dt=FRAME)
    shown = " ".join(line for line in drawn if line and line.split()[0] in reason.split())
    assert "which no one else could match." in shown and "Cestus and Andabata and the Essedarius" in shown.replace(
        "\n", " ")
