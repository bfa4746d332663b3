"""Gladiatores: Blood for Roses in a few pages: what the rules summary scene shows.

Plain data, written in our own words (no sentence of the rulebook): ``SECTIONS`` are (heading,
paragraphs) in reading order; ``GLOSSARY`` is (term, meaning) for the words the table shows.
"""
from __future__ import annotations

TITLE = "Gladiatores — how to play"

SECTIONS = (
    ("How you win", (
        "Each seat is a gladiator school sending one fighter to a series of arena events (three by "
        "default, up to five). Events pay wreaths, which you place on your Wheel of Glory.",
        "At the end your Victory Points are the value of your wreaths, plus 8 for the first full wheel "
        "and 6 for the second, minus what you still owe the Bank Wheel. Level scores are split by gold "
        "wreaths, then by silver ones.",
        "The games stop after the last event, or at the end of an event in which somebody's wheel fills up.",
    )),
    ("An event, step by step", (
        "An event card names its prizes: a wreath for the winner and one for the runner-up, and a supply "
        "of crowd favour that the fighters win during the fight.",
        "Bidding: one gladiator more than there are seats is put up in the market. Seats take turns placing "
        "their marker on the next free space of a row: bronze costs 1, silver 2, gold 3 (with two seats "
        "only bronze is used, with three bronze and silver). Taking a row someone holds outbids them: they "
        "choose again at once and their space is closed. Bidding stops when everyone passes in a row.",
        "You pay with wreaths from your wheel; what they cannot cover is lent by the Bank Wheel, and that "
        "debt is taken off your score at the end. A seat that cannot pay at all gets a leftover gladiator free.",
        "Ready: your gladiator brings its own nine cards, and you draw more from the three combat decks "
        "(Attack, Defense, Effect), choosing the deck each time.",
        "Turn Order markers are then turned up; number 1 acts first. With three or more seats each seat "
        "places one secret bet on the gladiator it thinks will win; nobody can look at a bet, not even its "
        "owner, until the event is over. Then each seat keeps one Tactics card face down.",
    )),
    ("Your turn in the fight", (
        "In Turn Order, the acting gladiator does one thing: attacks another fighter with an Attack card, "
        "plays a card marked with a red triangle or a ready ability, or discards a card to draw a new one "
        "from the deck of its choice. Discarding costs 1 favour while you have any; with no Attack card "
        "it is all you can do.",
        "An attack opens an exchange. The defender may answer with a card named on the top card's BREAK "
        "banners, use a counter ability (which ends the exchange at once), or pass. The two keep answering "
        "each other until one passes: then only the card left on top takes effect.",
        "Wounds earn the attacker 1 crowd favour each and a defeat 2 more, taken from the event's supply "
        "while it lasts. A gladiator with no cards left is exhausted and out of the fight. The last one "
        "standing wins the event.",
        "Your Tactics card may be turned face up whenever the game asks you something during the event: "
        "use the Reveal button. Its effect happens at once and the card is spent.",
    )),
    ("After the event", (
        "The winner takes the first prize and what is left of the favour supply; the runner-up the second "
        "prize. Each seat's favour then becomes one wreath according to the event's bands. Winning bets "
        "pay a wreath by the odds printed for the gladiator's Turn Order.",
        "A wreath that finds your wheel full may replace one of another kind (that token goes back), or "
        "be let go.",
    )),
)

GLOSSARY = (
    ("Wheel of Glory", "Your six spaces for wreaths: their values are your Victory Points."),
    ("Bank Wheel", "The loans that paid your bids; every point owed is taken off your score."),
    ("Turn Order", "The order the gladiators act in during an event; it also sets the betting odds."),
    ("BREAK", "The banners on a card: the cards named there may be played on top of it."),
    ("exchange", "An attack and the answers played on it, until one side passes."),
    ("Tactics", "A card kept face down for the event and turned up when you choose."),
    ("crowd favour", "Won by wounding and defeating; turned into a wreath after the event."),
    ("exhausted", "Out of cards: out of the fight, though still able to take second prize."),
    ("market", "The gladiators up for bidding, with their bronze, silver and gold spaces."),
    ("outbid", "Another seat took your row: choose again at once; your old space is closed."),
    ("Victory Points", "Wreath values, full-wheel bonuses, minus bank debt."),
    ("Attack card", "Opens an exchange against another gladiator in your turn; it takes effect if it is still "
                    "on top when the exchange ends."),
    ("Defense card", "Played on an attack whose BREAK banners name it, to stop or turn it."),
    ("Effect card", "Answers like a Defense card; one with a red triangle may also be played alone in your turn."),
    ("discarding", "In your turn, throw a card away and draw one from the deck you like; it costs a favour "
                   "while you have some."),
    ("gladiator", "Your fighter for one event: its life, its extra favour, its own cards, its ability and odds."),
    ("ability", "A gladiator's special move: used once, then flipped until it is ready again."),
    ("betting", "With three or more seats: one secret chip on the fighter you expect to win, paid by its odds."),
    ("Sponsor", "An optional card dealt each event, giving your fighter a little extra."),
    ("school", "Your gladiator school: it adds its own bonus when your fighter is readied."),
    ("decks", "Attack, Defense and Effect: you choose which one each new card comes from."),
)
