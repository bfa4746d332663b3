"""Spartacus in a few pages: what the rules summary scene shows. Our own words, no sentence of
the rulebook; ``GLOSSARY`` holds the words the table uses."""
from __future__ import annotations

TITLE = "Spartacus — how to play"

SECTIONS = (
    ("How you win", (
        "Each player is the dominus of a Roman house in Capua. Influence is everything: the first house to "
        "reach 12 influence at the end of the intrigue, the market or the arena wins. If two or more get "
        "there in the same phase, their fighters settle it in the arena.",
        "To keep every game finite the table stops after 12 rounds; then the most influence wins (gold breaks "
        "ties). Every talking window is bounded too: each house makes a few offers, then passes.",
    )),
    ("Your house", (
        "Your board shows your slaves on the left, your gladiators on the right, and below them the guards you "
        "have set face up and your equipment. Gold and influence are on top; the HOST badge marks the house "
        "that hosts the games. Cards lying turned and marked are exhausted or wounded: they cannot act or fight "
        "until they are ready again.",
        "Your intrigue cards (schemes, reactions, guards kept hidden) sit under the board and only you see "
        "them. Other houses see only how many you hold.",
    )),
    ("A round, turn by turn", (
        "Upkeep: exhausted cards get ready, wounded ones roll to heal (1 dies, 2-3 stays hurt, 4-6 heals), "
        "ready slaves earn a gold each and ready gladiators cost a gold each — a gladiator you cannot or will "
        "not pay goes free.",
        "Then intrigue, market and arena, each described below.",
    )),
    ("Intrigue", (
        "From the host round the table, each house takes a turn: sell intrigue cards to the bank, use the house "
        "ability or a ready character's ability (which exhausts it), set a guard face up, and play schemes.",
        "A scheme needs influence. If yours is short, ask other houses for support: choose the house and what "
        "you promise (gold after the scheme, or a favour). The asked house accepts or declines. Support only "
        "lends influence for this scheme, and your promise is not binding: once the scheme is over you decide "
        "whether to pay. Every promise is on public record (the Promises button), kept, broken or still open.",
        "Any other house may cancel a scheme with a reaction card if it has the influence the card asks. A "
        "house a scheme is aimed at may roll one of its guards, face up or hidden in hand: 4-6 stops the scheme, "
        "1-3 does not; the guard is spent either way.",
    )),
    ("Market", (
        "The open market: in turn each house may offer another a trade of asset cards and gold on both sides "
        "(choose the house, click the cards on both boards, set the gold), or sell an asset to the bank. The "
        "other house accepts or declines. When every house passes in a row, the market closes. This is the "
        "only time cards change hands.",
        "Then the blind auctions: gold is hidden, and one market card per house comes up, one at a time. Every "
        "house bids in secret (the screen is handed over between people), then all bids show together. The "
        "highest pays the bank. Tied leaders bid again, adding gold; still tied, or nobody bid, the card is "
        "discarded. Last, the same kind of auction for the host marker, which also gives 1 influence.",
    )),
    ("Arena", (
        "The host invites two houses. Before that, any house may offer the host gold or a favour (an open promise on record) to be left out (the host "
        "may take it and still invite you — that promise goes on record). An invited house may decline, losing "
        "1 influence. If nobody else can come, the host must fight too.",
        "Each entrant picks a ready character and at most one armour, one weapon and one special item; the "
        "second sees the first's choice. The bank pays tributes to favoured fighters: 2 gold per favour marker, 6 for a champion. Then every house bets "
        "in secret, 1 to 3 gold on outcomes: a fighter wins (even money, never against your own), is wounded "
        "or is decapitated (two to one).",
    )),
    ("The duel", (
        "Fighters stand on a hex arena. Attack, defence and speed are dice pools, and also the fighter's life. "
        "Each round both roll speed for initiative; the winner chooses to go first or second. In that order "
        "each moves up to as many hexes as it has speed dice (hover to see the lit hexes, click one), then a "
        "fighter next to its enemy may attack.",
        "An attack rolls the attack dice against the defender's defence dice, both sorted high to low and "
        "paired: each attack die beating its pair wounds (ties go to the defender), and attack dice left "
        "unpaired wound on 3 or more. For each wound the owner removes one die from any pool.",
        "One empty pool: the fighter yields. Two: wounded. Three: decapitated. A yielded or wounded loser is at "
        "the host's mercy: first every other house may offer the host gold or a favour for a thumb up or down, then the "
        "host decides. A champion cannot be put to death, and a host who has a favoured fighter killed loses 1 influence per favour "
        "marker it carried. Winning gives a favour marker and 1 influence; a "
        "fourth favour makes a champion.",
    )),
    ("Hot seat", (
        "When the next person to decide is someone else at the screen, a hand-off screen hides the table: "
        "hands, hidden guards, secret bids and bets stay private. It also appears for choices out of turn, "
        "like answering an offer or rolling a guard. A question with one possible answer only (no reaction "
        "to play, no guard to roll, no gold to bid) is answered for you at once, with no hand-off, while the "
        "\"Pass at once\" setting is on.",
    )),
)

GLOSSARY = (
    ("Dominus", "The head of a house: you."),
    ("Host", "The house that hosts the games: it invites the fighters and gives the thumb."),
    ("Influence", "Standing in Capua; 12 wins. Schemes and reactions need it."),
    ("Scheme", "An intrigue card played in your turn for an effect; it needs influence."),
    ("Support", "Influence another house lends to your scheme, for a promise."),
    ("Promise", "What you said you would give for support or a deal; on public record, not binding."),
    ("Reaction", "An intrigue card that cancels another house's scheme."),
    ("Guard", "A card that may stop a scheme aimed at you on a roll of 4-6."),
    ("Exhausted", "Used this round: cannot act or fight until the next upkeep."),
    ("Wounded", "Hurt in the arena: exhausted until it heals."),
    ("Blind auction", "Everyone bids in secret at once; bids show together."),
    ("Favour", "A marker for an arena win; the bank pays tribute for it; a fourth makes a champion."),
    ("Thumb", "The host's verdict on a beaten fighter: up lives, down dies."),
)
