"""For Glory in a few pages: what the rules summary scene shows (``client.scenes.rules``).

Plain data, written in our own words (no sentence of the rulebook): ``SECTIONS`` are
(heading, paragraphs) in reading order; ``GLOSSARY`` is (term, meaning) for every word the
table shows, so a hovered word can open the summary at its entry.
"""
from __future__ import annotations

TITLE = "For Glory — how to play"

SECTIONS = (
    ("How you win", (
        "You run a gladiator school. The game lasts three rounds with three seats, two rounds with four "
        "(and three in the two-seat house variant). Each round ends in one Battle where every seat's "
        "Gladiators fight at once.",
        "Whoever still has a Gladiator standing when all the others have fallen wins that Battle. Winning "
        "the Battle of the last round wins the game; nothing else counts then. The Battles before it hand "
        "out rewards that make you stronger for the last one.",
    )),
    ("A round", (
        "A round has two parts. First the Machinations Phase: seats take turns one after the other, "
        "building their deck and putting Gladiators into the Arena. Then the Arena Phase: a last chance "
        "to add Gladiators (Late Registration), then the Battle.",
        "The Machinations Phase goes on until both Reigning Champion tokens have been taken and the turn "
        "of the seat holding the Crowd's Favor has come round.",
    )),
    ("Your Machinations Turn", (
        "Do these as often as you like and in any order, then press End my turn:",
        "• Buy a card from the Supply (the nine face-up cards in the middle). It goes to your discard "
        "pile, so you will draw it in a later turn.",
        "• Play a card from your Hand: a Gladiator goes into the Arena, a Patron into your Villa, a "
        "Scheme does what it says and is discarded.",
        "• Reserve a Tactic or Reaction card: it waits face down beside you until you buy it back.",
        "When you end the turn, the cards left in your Hand are discarded, the Supply is refilled and you "
        "draw seven new cards. If the Bloodlust of your Gladiators reaches the number on the top Boast, "
        "you take a Reigning Champion token; on a later turn you may take the second one too, or leave it "
        "(the table asks).",
    )),
    ("Paying", (
        "Costs are paid with Income cards from your Hand (each is worth the Coin printed on it) and Coin "
        "tokens, mixed as you like. An Income card's Coin must be spent at once: there is no change, so "
        "the table suggests the payment that wastes least. Coin tokens can be kept for later; you gain "
        "one whenever one of your Gladiators is Defeated.",
    )),
    ("Gladiators and Influence", (
        "A Gladiator needs Influence to stand in the Arena: the Influence of your Gladiators together may "
        "never be more than the Influence your ready Patrons give. If a Patron becomes exhausted and you "
        "fall short, you must discard Gladiators until you fit again (they count as Defeated).",
        "Bloodlust is the sum of your Gladiators' Bloodlust numbers; it decides when you take a Reigning "
        "Champion token.",
    )),
    ("The Reserve", (
        "Tactics are used in the Battle and Reactions only when something happens, so drawing one in the "
        "Machinations Phase is often too early. Reserve it: it lies face down beside you, out of your "
        "deck.",
        "You can buy your whole Reserve back into your Hand at any moment, for 1 Coin per card in it "
        "(always all of it). In a Reaction Window the table offers a reserved Reaction as one step: buy "
        "back, then play it at once.",
    )),
    ("The Arena Phase", (
        "Late Registration: starting after the Crowd's Favor, each seat once may put Gladiators from its "
        "Hand into the Arena for 3 Coin each (Influence still applies).",
        "The Battle: the seat whose Gladiators have the most Agility has the Initiative and takes the "
        "first Combat Turn; then turns go round the table. On your Combat Turn, attacking is compulsory "
        "while one of your Gladiators is Ready, and one Tactic may come before or after the attack.",
        "Attack: your Gladiator is exhausted, a Reaction Window opens (\"when a Gladiator attacks\"), then "
        "you choose an opposing Gladiator and deal it Damage equal to the attacker's Attack.",
        "When every Gladiator in the Arena is exhausted, all are readied (their Damage stays) and the "
        "Initiative is worked out again.",
    )),
    ("Damage and Reactions", (
        "Damage is first assigned: it hangs over the Gladiator. Then a Reaction Window opens: starting "
        "with the seat whose turn it is, each seat in turn may use one Reaction or pass, until every seat "
        "passes in a row. Reactions can prevent, move or add Damage. Then all assigned Damage lands at "
        "once.",
        "A Gladiator whose Damage reaches its Health is Defeated: it goes to its owner's discard pile and "
        "the owner gains 1 Coin token (Insurance). A Blessing on a Gladiator is spent to stop all the "
        "Damage assigned to it.",
    )),
    ("After a Battle", (
        "The last seat with Gladiators wins; the others are placed in the order they lost their last one "
        "(ties go to the Crowd's Favor, then the seats just before it).",
        "Before the last round, places earn rewards: the winner takes the top Arena cards (3 with four "
        "seats, 2 with three) into the Villa and the top Boast into the discard pile; second and third "
        "take fewer Arena cards; the last place takes the Crowd's Favor. Arena cards give lasting "
        "abilities.",
        "Every Gladiator then leaves the Arena for its owner's discard pile, everyone fills the Hand up to "
        "seven, and the next round begins.",
    )),
    ("Champions (optional)", (
        "With Champions, each seat has an upgradable Gladiator whose first level is shuffled into the "
        "starting deck. Holding it, you may play it like any Gladiator, or pay the next level's cost to "
        "replace it with that level (into your discard pile), one level at a time.",
    )),
    ("Using the table", (
        "Hover anything to see what a click would do and the full card text; right-click zooms a card. "
        "Highlighted cards are the ones you can use now. The prompt bar says what the game waits for.",
        "F1 (or the Rules button) opens this summary at the word under the mouse. Esc opens the menu, "
        "L hides the log, Tab and Enter choose without the mouse.",
    )),
)

GLOSSARY = (
    ("Agility", "A Gladiator's speed. The seat with the most Agility in the Arena has the Initiative."),
    ("Arena card", "A reward for placing well in a Battle: it sits in your Villa and gives an ability for the "
                   "rest of the game."),
    ("Attack", "A Gladiator's strength: the Damage it deals when it attacks. Also the action of your Combat "
               "Turn, required while you have a Ready Gladiator."),
    ("Battle", "The fight at the end of each round. The last seat with a Gladiator in the Arena wins it."),
    ("Blessing", "A token on a Gladiator. The next time Damage is assigned to it, the Blessing is spent and "
                 "all that Damage is stopped."),
    ("Bloodlust", "How eager your Gladiators are for a fight: their Bloodlust numbers added up. When it "
                  "reaches the top Boast, you take a Reigning Champion token."),
    ("Boast", "The pile of numbered cards beside the Arena deck: the top one is the Bloodlust needed for a "
              "Reigning Champion token. The Battle winner takes it (it does nothing in a deck)."),
    ("Buy", "Take a card from the Supply, paying its cost; it goes to your discard pile."),
    ("Buy back", "Pay 1 Coin per card in your Reserve to take all of it back into your Hand, at any time."),
    ("Champion", "An upgradable Gladiator (optional). Pay the next level's cost to swap the card in your "
                 "Hand for the stronger level."),
    ("Coin", "What cards cost. Paid with Income cards from your Hand and Coin tokens; Income cards give no "
             "change, tokens can be kept."),
    ("Combat Turn", "Your turn in a Battle: one Attack (required with a Ready Gladiator) and at most one "
                    "Tactic, in either order."),
    ("Crowd's Favor", "A token held by one seat: it wins ties, and its holder's turn decides when the Arena "
                      "Phase starts. The last place of a Battle takes it."),
    ("Damage", "Assigned first, then a Reaction Window, then it lands. A Gladiator is Defeated when its "
               "Damage reaches its Health. Damage stays until the Battle ends."),
    ("Defeated", "A Gladiator whose Damage reached its Health: to its owner's discard pile, and the owner "
                 "gains 1 Coin token (Insurance)."),
    ("Exhausted", "Turned sideways. An exhausted Gladiator cannot attack until readied; an exhausted Patron "
                  "gives no Influence and no abilities until your next turn."),
    ("Gladiator", "A fighter: Attack, Health, Agility, the Bloodlust it adds and the Influence it needs. It "
                  "stays in the Arena until Defeated or until the Battle is over."),
    ("Health", "How much Damage a Gladiator can take before it is Defeated."),
    ("Income", "A card worth Coin when spent from your Hand."),
    ("Influence", "Given by your ready Patrons. Your Gladiators' Influence together may never be more; fall "
                  "short and you must discard Gladiators."),
    ("Initiative", "Who takes the first Combat Turn: the seat with the most Agility (ties: the Crowd's "
                   "Favor)."),
    ("Insurance", "The 1 Coin token you gain whenever one of your Gladiators is Defeated."),
    ("Late Registration", "At the start of the Arena Phase, each seat once may put Gladiators from its Hand "
                          "into the Arena for 3 Coin each."),
    ("Machinations Turn", "Your turn before the Battle: Buy, Play and Reserve as you like, then end the turn "
                          "and draw seven."),
    ("Patron", "A card for your Villa that gives Influence and sometimes an ability."),
    ("Play", "Put a card from your Hand to use: Gladiators into the Arena, Patrons into the Villa, Schemes "
             "and Tactics do what they say."),
    ("Reaction", "A card or ability used only in a Reaction Window that matches it (\"when Damage is "
                 "assigned\", \"when a Gladiator attacks\")."),
    ("Reaction Window", "A pause after an attack is declared or Damage is assigned: each seat in turn may "
                        "use one Reaction or pass, until all pass in a row."),
    ("Ready", "Upright: a ready Gladiator can attack, a ready Patron gives its Influence."),
    ("Reigning Champion token", "Taken when your Bloodlust reaches the top Boast; a seat that already holds "
                                "one may take the second or leave it. When both are taken, the Arena Phase "
                                "comes."),
    ("Reserve", "Your face-down pile of saved Tactics and Reactions. Reserving is free; buying back costs 1 "
                "Coin per card and takes them all."),
    ("Scheme", "A card (or a Patron's ability) used on your Machinations Turn only."),
    ("Supply", "The three decks in the middle (Economy, Gladiator, Training) and their nine face-up cards "
               "you can buy."),
    ("Tactic", "A card or ability used on your Combat Turn, at most one per turn."),
    ("Villa", "Where your Patrons and won Arena cards stay for the whole game."),
)
