"""Spartacus on screen in player words (issue 22, point 8): every label of the table's screens
fits its box (no type clipped, no button cut), the hidden guard's tile reads as one word, no
"House House", and the log spells dice out and gets its plurals right."""
import re

import pytest
from spartacus_driver import perform
from table_driver import FRAME, click_at

from client.games.spartacus.scenes import reach
from client.games.spartacus.table import SpartacusTable
from client.games.spartacus.words import Words
from client.table.session import GameSession, Seat

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

ONE_HUMAN = [Seat("Livia", "human")] + [Seat(n, "bot:easy") for n in ("Marcus", "Aurelia", "Gaius")]

#: the moments of a game the label check visits: a stop for ``reach`` and what to do there
MOMENTS = {
    "house picker": lambda s: s.step == "house" and s.to_decide().seat == 0,
    "intrigue": lambda s: s.step == "intrigue" and s.order[s.idx] == 0 and any(
        a.kind == "scheme" and a.target is not None for a in s.legal_actions()),
    "reaction": lambda s: s.step == "reaction" and s.scheme.queue[0] == 0,
    "guard": lambda s: s.step == "guard" and s.scheme.target == 0,
    "market": lambda s: s.step == "market" and s.window.speaker == 0,
    "bid": lambda s: s.step == "bid" and s.sealed.next_seat() == 0,
    "avoid": lambda s: s.step == "avoid" and s.window.speaker == 0,
    "bet": lambda s: s.step == "bet" and s.sealed.next_seat() == 0,
    "duel": lambda s: s.step == "move",
    "thumb": lambda s: s.step == "sway" and s.window.speaker == 0,
}


class Clipped:
    """Every text the theme renders with a width to keep inside, and those that did not fit."""

    def __init__(self, theme):
        self.theme, self.plain, self.cut = theme, theme.text, []

    def __enter__(self):
        def spy(text, role, colour, layout, max_width=None, shrink=0.75):
            image = self.plain(text, role, colour, layout, max_width=max_width, shrink=shrink)
            if max_width is not None and image.get_width() > max_width:
                self.cut.append(text)
            return image
        self.theme.text = spy
        return self

    def __exit__(self, *exc):
        self.theme.text = self.plain


def buttons_of(table):
    out = [b for _, b in table.choice_buttons] + [b for b in (table.submit_button,) if b is not None]
    out += [b for pair in table.compose_buttons.values() for b in pair]
    out += [b for _, b in table.picking.menu_buttons]
    return out


@pytest.mark.parametrize("moment", sorted(MOMENTS))
def test_every_label_of_the_spartacus_screens_fits_its_box(make_app, moment):
    app = make_app()
    for seed in (51, 15, 7, 3, 22):
        session = GameSession.new("spartacus", {"seats": 4}, ONE_HUMAN, seed, autosave_to=False)
        if reach(session, MOMENTS[moment], limit=4000):
            break
    else:
        pytest.skip(f"no seed reaches {moment}")
    app.play(session)
    for _ in range(3):
        app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, SpartacusTable)
    screens = [lambda: None]
    if moment == "intrigue":  # and while a scheme is aimed: the bars' notes
        aimed = next(a for a in session.legal_actions() if a.kind == "scheme" and a.target is not None)

        def aim():
            table.act([a for a in session.legal_actions() if a.kind == "scheme" and a.card == aimed.card])
            if table.picking.menu is not None:
                entry = next(b for a, b in table.picking.menu_buttons if a.get("card") == aimed.card)
                app.step(click_at(entry.screen_rect(app.layout).center), dt=FRAME)
        screens.append(aim)
    if moment == "bid":  # and the reveal of the bids, once the bid is in
        screens.append(lambda: perform(app, table, session.legal_actions()[0]))
    for show in screens:
        show()
        with Clipped(app.theme) as spy:
            for _ in range(2):
                app.step([], dt=FRAME)
        assert not spy.cut, f"{moment}: clipped {spy.cut}"
        for b in buttons_of(table):
            assert b.label_fits(app.layout, app.theme), f"{moment}: button label cut: {b.text}"
        assert not any("House House" in b.text for b in buttons_of(table))


def test_a_hidden_guard_reads_as_one_word_on_its_tile(make_app):
    app = make_app()
    for seed in range(1, 40):
        session = GameSession.new("spartacus", {"seats": 4}, ONE_HUMAN, seed, autosave_to=False)
        if reach(session, lambda s: s.step == "intrigue" and s.order[s.idx] == 0 and any(
                a.kind == "declare_guard" for a in s.legal_actions()), limit=2000):
            break
    else:
        pytest.skip("no hidden guard in the human's hand")
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    texts, lines = [], []
    plain_text, plain_theme = table.text, app.theme.text
    table.text = lambda surface, text, *a, **k: (texts.append(text), plain_text(surface, text, *a, **k))[1]
    app.theme.text = lambda text, *a, **k: (lines.append(text), plain_theme(text, *a, **k))[1]
    try:
        app.step([], dt=FRAME)
    finally:
        app.theme.text = plain_theme
    assert "hidden" in lines, "the hidden guard's tile does not say it is hidden"
    assert "hidden" not in texts, "a second word is drawn over the tile's own line"


def test_the_log_spells_dice_out_and_says_an_attack_die():
    seats = [Seat(n, "bot:easy") for n in ("Marcus", "Aurelia", "Gaius", "Livia")]
    session = GameSession.new("spartacus", {"seats": 4}, seats, 7, autosave_to=False)
    assert reach(session, lambda s: s.over, limit=20000)
    obs = session.state.observation(0)
    words = Words([s.name for s in seats], None, 0, houses=obs["houses"])
    lines = [words.sentence(e.view_for(0)) for e in session.events]
    lines = [t for t in lines if t]
    rolled = [t for t in lines if t.startswith("Attack")]
    assert rolled, "no attack in the game: the check proved nothing"
    for line in lines:
        assert not re.search(r"\[|\]", line), line
        assert not re.search(r"\ba (?=[aeiou])", line), line
        assert not re.search(r"\b1 (cards|wounds|dice|successes|influences)\b|\(s\)", line), line
        assert not re.search(r"(House \w+) invites \1\.", line), line
    assert all(re.match(r"Attack rolls [\d ,and]+, defence ([\d ,and]+|has no dice)", t) for t in rolled), rolled[:3]
