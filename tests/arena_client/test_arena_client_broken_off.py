"""Issue 39 item 7: a push that breaks contact loses the attack's remaining successes, and the
window says so before and after: the "No follow-up" button names the successes it loses, and the log line says
the two models are no longer in contact (in English and in Spanish)."""
from types import SimpleNamespace

import pytest

from client.games.arenarex.buttons import Choices
from client.games.arenarex.preview import successes_lost
from client.games.arenarex.words import ArenaWords
from engine import i18n
from tests.arenarex.helpers import A, decide, events_of, go, rig
from tests.arenarex.test_combat import attack, duel, no_reaction_no_power_no_favor


def pushed_apart():
    """Iason pushes Hroka (box b of the duelist tree, 3 net successes): 1.05 inch apart unless he follows up."""
    s = duel(att="iason", dfd="hroka", gap=0.05)
    rig(s, [6, 6, 6, 6] + [1, 1, 1])
    attack(s, "0:iason", "1:hroka")
    no_reaction_no_power_no_favor(s)
    go(s, "tree_box", box="b")
    assert decide(s) == "follow_up"
    return s


@pytest.mark.rule("arenarex", "Damage Tree")
def test_the_no_follow_up_button_names_the_successes_it_throws_away():
    s = pushed_apart()
    stay = A("follow_up", to=None)
    assert successes_lost(s, stay) == 2
    follow = next(a for a in s.legal_actions() if a.kind == "follow_up" and a.get("to") is not None)
    assert successes_lost(s, follow) == 0      # following up keeps contact: nothing lost
    scene = SimpleNamespace(session=SimpleNamespace(state=s))
    words = ArenaWords(["Livia", "Marcus"], {}, 0)
    assert Choices(scene).label(stay, words) == "No follow-up · 2 successes lost"
    i18n.set_language("es")
    try:
        spanish = Choices(scene).label(stay, ArenaWords(["Livia", "Marcus"], {}, 0))
    finally:
        i18n.set_language("en")
    assert spanish.endswith(" · se pierden 2 éxitos"), spanish


@pytest.mark.rule("arenarex", "Damage Tree")
def test_the_log_says_why_the_attack_was_broken_off():
    s = pushed_apart()
    broken = events_of(go(s, "follow_up", to=None), "attack_broken")[0]
    line = ArenaWords(["Livia", "Marcus"], {}, 0).sentence(broken)
    assert "no longer in contact" in line and "(2 successes lost)" in line, line
    assert "Iason" in line and "Hroka" in line
