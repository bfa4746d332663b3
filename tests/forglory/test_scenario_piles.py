"""Scenario files hold only what the game could reach (issue 38.5): a card is refused in a pile
its deck's cards can never enter (a Training card in the Economy supply, an Arena card in a hand,
an Arena card in a Discard Pile...), with the file, the field and the card named."""
import pytest

from engine.core.errors import ContentError
from engine.forglory.scenario import read

SEATS = '[[seat]]\n[[seat]]\n[[seat]]\n'


def refused(tmp_path, text: str) -> str:
    path = tmp_path / "odd.toml"
    path.write_text(text)
    with pytest.raises(ContentError) as info:
        read(path)
    return str(info.value)


@pytest.mark.rule("forglory", "Setup")
@pytest.mark.parametrize("text, field, card", [
    ('[supply]\neconomy = ["Pierce"]\n' + SEATS, "economy[0]", "Pierce"),
    ('[supply]\ntraining = ["Bandage", "Samnite"]\n' + SEATS, "training[1]", "Samnite"),
    ('[supply_decks]\ngladiator = ["Tax Farming"]\n' + SEATS, "gladiator[0]", "Tax Farming"),
    ('[supply_discards]\neconomy = ["Flamma I"]\n' + SEATS, "economy[0]", "Flamma I"),
    ('arena_deck = ["Capua", "Pierce"]\n' + SEATS, "arena_deck[1]", "Pierce"),
    ('boasts = ["Capua"]\n' + SEATS, "boasts[0]", "Capua"),
    ('[[seat]]\nhand = ["Denarius", "Capua"]\n[[seat]]\n[[seat]]\n', "hand[1]", "Capua"),
    ('[[seat]]\ndeck = ["Casinum"]\n[[seat]]\n[[seat]]\n', "deck[0]", "Casinum"),
    ('[[seat]]\nchampion_stack = ["Samnite"]\n[[seat]]\n[[seat]]\n', "champion_stack[0]", "Samnite"),
])
def test_a_card_in_a_pile_it_can_never_enter_is_refused_by_name(tmp_path, text, field, card):
    message = refused(tmp_path, text)
    assert "odd.toml" in message and f"field '{field}'" in message and card in message
    assert "can never be in this pile" in message


@pytest.mark.rule("forglory", "Setup")
def test_cards_where_the_game_puts_them_are_accepted(tmp_path):
    path = tmp_path / "fine.toml"
    path.write_text('arena_deck = ["Capua"]\nboasts = ["Tavern Boast"]\n[supply]\neconomy = ["Tax Farming"]\n'
                    'training = ["Pierce"]\n[supply_discards]\ngladiator = ["Samnite"]\n'
                    '[[seat]]\nhand = ["Denarius", "Pierce", "Samnite", "Tax Farming"]\ndiscard = ["Flamma II"]\n'
                    'removed = ["Flamma I"]\nchampion_stack = ["Flamma III", "Flamma IV"]\n[[seat]]\n[[seat]]\n')
    assert read(path)["supply"]["training"] == ["Pierce"]
