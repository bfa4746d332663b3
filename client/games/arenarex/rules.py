"""Arena Rex in a few pages: what the rules summary scene shows (``client.scenes.rules``).

Plain data, written in our own words (no sentence of the rulebook): ``SECTIONS`` are
(heading, paragraphs) in reading order; ``GLOSSARY`` is (term, meaning) for every word the
arena screen shows, so a hovered word can open the summary at its entry.
"""
from __future__ import annotations

TITLE = "Arena Rex — how to play"

SECTIONS = (
    ("How you win", (
        "Two cohorts of fighters meet in one arena. In the usual match (Munus) you win when your opponent "
        "has no model left in the arena. Other scenarios change the line-up, the setting-up or the goal: "
        "the setup screen names them, and each says what it asks of you.",
        "A time limit, our own house rule (the book sets none): the top bar counts the turns, and after the "
        "last one (turn 80 unless the game was set otherwise) the match stops where it stands. The side "
        "with more models in the arena wins; with as many, the side with more unmarked vitality boxes; "
        "with as many again, it is a draw.",
    )),
    ("A turn", (
        "Players take turns. On your turn you may first let one Fatigued model catch its breath (remove a "
        "fatigue; it then sits this turn out), then you activate one Ready model and act with it for as "
        "long as you like and it can: move, attack, move again. When you stop, the turn passes.",
        "The first move of an activation is free. Every further move, and every attack, costs the model "
        "a fatigue; a Power Attack costs one more. No action may push a model past Exhausted.",
    )),
    ("Fatigue", (
        "A model is Ready (no fatigue), Fatigued (one) or Exhausted (two). Only a model that starts your "
        "turn Ready can be activated or react. An Exhausted model cannot act at all and is easier to "
        "push: attacks on it gain a free push.",
    )),
    ("Clear Turn", (
        "When all your models start your turn Fatigued or Exhausted, you take a Clear Turn instead: every "
        "model of yours sheds one fatigue, and you may spend Favor on Tactics (Maneuver, Recover, your "
        "Ludus's own) before the turn passes.",
        "Last Man Standing: when you start a turn with one model left, it is a Clear Turn in which that "
        "model sheds all its fatigue and may then activate.",
    )),
    ("Moving and Engagement", (
        "A move goes up to the model's MOV in inches, never through bases or hazards. Drag the active "
        "model to move it; the preview shows how far it can go and what it costs.",
        "Two models are engaged when their bases are within 1 inch of each other, edge to edge. You can "
        "only attack a model you engage. Starting a move while engaged may draw the enemy's Opportunity Attack.",
    )),
    ("Attacking", (
        "The attacker rolls as many dice as its ATK, the defender as many as its DEF; each 4, 5 or 6 is a "
        "success. The attacker's successes above the defender's are the net successes.",
        "Net successes walk down the attacker's Damage Tree from the top, one box each, along connected "
        "boxes. Each box adds Damage and may Push, Fatigue the defender, earn Favor or Reposition the "
        "attacker. The defender's ARM is taken off the tree's Damage at the end, and what is left marks "
        "its Vitality from the left. A model whose Vitality is all marked is defeated.",
    )),
    ("Pushes and hazards", (
        "A push moves the defender 1 inch straight away from the attacker, who may then follow up 1 inch "
        "toward it. A defender on a larger base than its attacker resists one push per attack. Pushing a "
        "model into one of your own models earns an extra success once per attack.",
        "Hazards (columns, walls) give a fatigue the first time a model is pushed into them in an attack; "
        "wounding hazards (spikes, fire) deal 3 Damage that ARM does not stop; lethal hazards (pits, "
        "cliffs) defeat a model whose base touches them.",
    )),
    ("Reactions", (
        "A Ready model may answer the opponent, at the cost of a fatigue: move after an enemy moves; "
        "strike at an engaged enemy that starts a move (Opportunity Attack); roll ATK instead of DEF when "
        "attacked (Counterattack); or lend its DEF to an attacked friend (Assist). The window asks you "
        "when a reaction is possible.",
    )),
    ("Favor", (
        "Favor dice are the crowd's cheers. You start with three. You earn them from laurel boxes on a "
        "Damage Tree or a Vitality track, from the first attack of the game and from a Duel Zone. Spend "
        "them on Tactics, or add them to an attack or defence roll (a model may add up to two per turn); "
        "a Favor die showing 4 or more counts twice.",
    )),
    ("Using the arena screen", (
        "Hover a model for its card; the side panel shows its stats, Damage Tree and Vitality. Drag with "
        "the right button (or M) to measure; the wheel or +/- zooms, the arrows pan. Rolls and their "
        "results stay on screen until you have seen them. Esc opens the menu.",
    )),
)

GLOSSARY = (
    ("Activation", "Choosing your one Ready model for the turn and acting with it until you stop."),
    ("Arena wall", "The arena's edge counts as a hazard: pushed against it, a model gains a fatigue."),
    ("ARM", "Armour: taken off the Damage Tree's total. Damage from hazards and abilities ignores it."),
    ("Assist", "A reaction: a Ready model adds its DEF to a friend under attack (costs it a fatigue)."),
    ("ATK", "How many dice a model rolls to attack."),
    ("Beast", "An animal that goes Wild on its cohort's Clear Turn and attacks the nearest model."),
    ("Chain", "A chained model can never get further from its anchor than the chain's length; a push "
              "halted by the chain counts as hitting a hazard."),
    ("Clear Turn", "Taken when none of your models starts the turn Ready: every model sheds a fatigue and "
                   "you may use Tactics."),
    ("Cohort", "Your team of models for the match."),
    ("Counterattack", "A reaction: roll ATK instead of DEF; if you beat the attacker, you hit back."),
    ("Damage Tree", "The boxes on a model's card its net successes walk down, top to bottom, along "
                    "connected boxes."),
    ("DEF", "How many dice a model rolls to defend."),
    ("Deployment", "Where your models enter the arena at the start: along your own edge."),
    ("Displacement", "A Titan ending its move on other bases lifts them; they are set back touching it."),
    ("Duel Zone", "A marked place: models in it earn an extra Favor, and holding it alone at a Clear Turn "
                  "earns one."),
    ("Engagement", "Within 1 inch, base edge to base edge. You can attack only a model you engage."),
    ("Exhausted", "Two fatigue: the model can neither act nor react, and is easier to push."),
    ("Fatigue", "The cost of acting: Ready, then Fatigued, then Exhausted. Extra moves, attacks and "
                "reactions each cost one."),
    ("Fatigued", "One fatigue: the model cannot activate or react this turn."),
    ("Favor", "Dice from the crowd: earned from laurel boxes and bold play, spent on Tactics or added to "
              "rolls; a 4+ counts twice."),
    ("Follow-up", "After a push, the attacker may move up to 1 inch toward the pushed model."),
    ("Hazard", "A column or wall: pushed into it, a model gains a fatigue (once per attack)."),
    ("Last Man Standing", "A Clear Turn for a lone survivor: it sheds all fatigue and may then activate."),
    ("Lethal hazard", "A pit, cliff or deep water: a model whose base touches it is defeated."),
    ("Living hazard", "A beast loose in the arena, on nobody's side: a model pushed to within 3 inches of it "
                      "is charged and attacked by it."),
    ("Ludus", "Your school of gladiators: each has its own Tactics and passive abilities."),
    ("MOV", "How many inches a model may move in one move."),
    ("Net successes", "The attacker's successes (4+) above the defender's: they are spent on the Damage "
                      "Tree."),
    ("Opportunity Attack", "A reaction: strike an enemy that starts moving while engaged with you, with "
                           "one extra success."),
    ("Power Attack", "An attack for one more fatigue: the attacker may reroll its failed dice once."),
    ("Push", "The defender moves 1 inch straight away from the attacker; a defender on a larger base than "
             "its attacker resists one push per attack."),
    ("Ready", "No fatigue: the model can activate and react."),
    ("Reposition", "A Damage Tree box: the attacker may move up to 3 inches."),
    ("Roll card", "The card over the map that shows an attack's dice, the boxes taken on the Damage Tree "
                  "and what came of them; a die showing 4 or more is a success."),
    ("Tactics", "Favor spent on your Clear Turn: Maneuver (a free move), Recover (remove a fatigue) and "
                "your Ludus's own."),
    ("Titan", "A huge model: it cannot be pushed and walks through smaller models, displacing them."),
    ("Vitality", "The row of boxes a model's Damage marks from the left; all marked, it is defeated."),
    ("Wounding hazard", "Spikes, blades or fire: pushed into it, a model takes 3 Damage that ignores ARM."),
)
