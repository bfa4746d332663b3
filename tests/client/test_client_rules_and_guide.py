"""Learning the game in the window (issue 13): the rules summary of each game, the For Glory
table saying what a click will do, the Reaction Window naming who is hit, turns that end by
themselves saying why, the Battle and game summaries, names and labels that are never cut,
and the README agreeing with the title screen."""
import re
from pathlib import Path

import pygame
import pytest
from client_helpers import click, key
from table_driver import FRAME, clicks_for

from client import games
from client.games.forglory import story
from client.games.forglory.faces import FRAME as CARD_FRAME
from client.games.forglory.faces import INK, name_fit
from client.games.forglory.table import ForGloryTable
from client.games.forglory.text import Words
from client.scenes.rules import RulesScene, find_term
from client.scenes.setup import NewGameScene
from client.scenes.title import TitleScene
from client.table.session import GameSession, Seat
from engine.ai import RandomBot
from engine.core import Action, Decision, registry
from engine.core.saves import GameMoves
from engine.play.match import play_match

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Livia", "Marcus", "Aurelia", "Gaius")


# -- positions from seeded random games --------------------------------------------------------------
def _match(seats, seed):
    ruleset = registry.get("forglory")
    return play_match(ruleset, ruleset.make_config(seats, {"champions": "off"}), seed, [RandomBot()] * seats)


def position(seats, want, seeds=range(1, 40)):
    """(record, state, events) at the first decision where ``want(state)`` holds."""
    for seed in seeds:
        match = _match(seats, seed)
        state, events = match.moves.start(), []
        for i, action in enumerate(match.moves.actions):
            if want(state):
                return GameMoves("forglory", match.moves.config, seed, list(match.moves.actions[:i])), state, events
            events += state.apply(action)
    raise LookupError("no such position")


def transition(seats, want, seeds=range(1, 40)):
    """(record, state, events, action): the first action whose events satisfy ``want(events, action)``."""
    for seed in seeds:
        match = _match(seats, seed)
        state, events = match.moves.start(), []
        for i, action in enumerate(match.moves.actions):
            new = state.clone().apply(action)
            if want(new, action, state):
                return GameMoves("forglory", match.moves.config, seed, list(match.moves.actions[:i])), state, \
                    events, action
            events += state.apply(action)
    raise LookupError("no such action")


def open_table(make_app, moves, state, events, human=0):
    """The table at ``state``, seen by ``human``. Its bots never answer (a silent worker), so no
    bot thinking in real time can move before the test acts: the test plays every move itself."""
    from stalled_worker import stalled_main

    from client.table.worker import BotWorker

    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    seats = [Seat(NAMES[i], "human" if i == human else "bot:random") for i in range(state.n)]
    session = GameSession(moves, state, seats, events=list(events), autosave_to=False)
    session.take_over(human)
    app.play(session, worker_factory=lambda: BotWorker(cap=600, target=stalled_main))
    app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, ForGloryTable)
    app.step([], dt=FRAME)
    return app, table, session


def words_for(n=3, viewer=0, names=None, owners=None, repeated=frozenset()):
    names = names or {}
    owners = owners or {}
    return Words(list(NAMES[:n]), names.get, viewer, owner_of=owners.get, repeated=repeated)


# -- the rules summary ------------------------------------------------------------------------------
def test_every_playable_game_has_a_rules_summary_with_the_words_its_screen_uses():
    for game in [e.name for e in registry.CATALOGUE if games.playable_in_window(e.name)]:
        summary = games.rules_summary(game)
        assert summary is not None, f"{game} has no rules summary"
        headings = [h for h, _ in summary.sections]
        assert any("win" in h.lower() for h in headings) and any("turn" in h.lower() for h in headings)
        assert all(paragraphs for _, paragraphs in summary.sections)
    fg, ar = games.rules_summary("forglory"), games.rules_summary("arenarex")
    for word in ("Reserve", "Reaction Window", "Influence", "Bloodlust", "Buy back", "Crowd's Favor", "Boast",
                 "Late Registration", "Combat Turn", "Machinations Turn", "Exhausted", "Initiative"):
        assert find_term(fg, word) == word, word
    for word in ("Fatigue", "Engagement", "Push", "Clear Turn", "Damage Tree", "Favor", "Activation"):
        assert find_term(ar, word) == word, word
    assert find_term(fg, "reaction windows") == "Reaction Window"   # case and plural
    from client.games.forglory.guide import DECISION_TERM, TYPE_TERM

    for term in list(DECISION_TERM.values()) + list(TYPE_TERM.values()):
        assert find_term(fg, term) == term, f"F1 would open nothing for {term}"


def _sentences(text):
    return [s for s in re.split(r"(?<=[.!?:;])\s+|\n", text) if len(s.split()) >= 8]


@pytest.mark.parametrize("game, book", [("forglory", "for-glory-champions.txt"), ("arenarex", "arena-rex.txt")])
def test_the_summary_is_written_in_our_own_words(game, book):
    """No run of eight words of the rulebook appears in the summary."""
    source = Path("/work/shared/rules") / book
    if not source.exists():
        source = ROOT.parent / "shared" / "rules" / book
    if not source.exists():
        pytest.skip("the rulebook is not beside this checkout")
    norm = lambda t: re.findall(r"[a-z0-9']+", t.lower())  # noqa: E731
    book_words = norm(source.read_text(encoding="utf-8"))
    shingles = {tuple(book_words[i:i + 8]) for i in range(len(book_words) - 7)}
    summary = games.rules_summary(game)
    texts = [p for _, ps in summary.sections for p in ps] + [m for _, m in summary.glossary]
    copied = []
    for text in texts:
        w = norm(text)
        copied += [" ".join(w[i:i + 8]) for i in range(len(w) - 7) if tuple(w[i:i + 8]) in shingles]
    assert not copied, copied[:5]


def test_rules_scene_scrolls_within_its_text_and_every_line_fits(make_app):
    app = make_app()
    for game in ("forglory", "arenarex"):
        scene = RulesScene(app, game, choices=["forglory", "arenarex"])
        app.push(scene)
        app.step([], dt=FRAME)
        width = app.layout.length(scene_text_width())
        for row in scene.rows:
            image = app.theme.text(row.text, row.role, (0, 0, 0), app.layout)
            assert image.get_width() + app.layout.length(row.indent) <= width, row.text
        app.step([key(pygame.K_END)], dt=FRAME)
        assert scene.scroll == pytest.approx(max(0, scene.height - scene.view_height()))
        app.step([key(pygame.K_HOME)], dt=FRAME)
        assert scene.scroll == 0
        app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0, precise_y=-3)],
                 dt=FRAME)
        assert scene.scroll > 0
        # a section button jumps to its heading; the glossary one to the glossary
        scene.section_buttons[-1].activate()
        assert scene.scroll == pytest.approx(min(scene.anchors["Glossary"], scene.height - scene.view_height()))
        app.step([key(pygame.K_ESCAPE)], dt=FRAME)
        assert app.top is not scene


def scene_text_width():
    from client.scenes.rules import PAD, TEXT

    return TEXT.width - 2 * PAD


def test_rules_open_from_title_setup_and_pause_menu(make_app):
    app = make_app()
    title = app.top
    assert isinstance(title, TitleScene)
    app.step(click(app, rect=title.rules_button.screen_rect(app.layout)), dt=FRAME)
    assert isinstance(app.top, RulesScene) and app.top.game_choice is not None  # every game's rules
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    app.step([key(pygame.K_F1)], dt=FRAME)
    assert isinstance(app.top, RulesScene)
    app.pop()
    app.push(NewGameScene(app, "arenarex"))
    app.step([], dt=FRAME)
    setup = app.top
    app.step(click(app, rect=setup.rules_button.screen_rect(app.layout)), dt=FRAME)
    assert isinstance(app.top, RulesScene) and app.top.game == "arenarex"
    app.pop()
    session = GameSession.new("forglory", {"seats": 3}, [Seat("Livia", "human"), Seat("Marcus", "bot:random"),
                                                        Seat("Aurelia", "bot:random")], 7)
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    table.open_pause()
    app.step([], dt=FRAME)
    pause = app.top
    app.step(click(app, rect=pause.rules_button.screen_rect(app.layout)), dt=FRAME)
    assert isinstance(app.top, RulesScene) and app.top.game == "forglory"


def _reserved_reaction_in_window(state):
    d = state.to_decide()
    return (d is not None and d.seat == 0 and d.kind == "reaction" and any(state.assigned.values())
            and any(state.cd[c].type == "reaction" for c in state.reserve[0]))


def test_f1_opens_the_summary_at_the_hovered_word(make_app):
    app, table, session = open_table(make_app, *position(3, _reserved_reaction_in_window))
    chip = next(c for c in session.state.reserve[0] if session.state.cd[c].type == "reaction")
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=table.rects[chip].center, rel=(0, 0), buttons=(0, 0, 0))],
             dt=FRAME)
    app.step([key(pygame.K_F1)], dt=FRAME)
    assert isinstance(app.top, RulesScene) and app.top.marked == "Reserve"
    app.pop()
    table.input.hover = None
    app.step([key(pygame.K_F1)], dt=FRAME)
    assert app.top.marked == "Reaction Window"


# -- reactions ---------------------------------------------------------------------------------------
def test_a_reaction_window_says_who_is_hit_by_whom_and_for_how_much(make_app):
    app, table, session = open_table(make_app, *position(3, _reserved_reaction_in_window))
    state = session.state
    gid, amount = next((g, n) for g, n in state.assigned.items() if n > 0)
    owner = next(s for s in range(state.n) if gid in state.arena[s])
    prompt = table.guide.prompt_text(session.decision)
    whose = "Your" if owner == 0 else f"{NAMES[owner]}'s"
    assert f"{whose} {state.names[gid]} is about to take {amount} Damage from " in prompt
    assert "Pass" in prompt and "'" not in prompt.replace("'s", "")


def test_the_attack_window_names_the_attacker_and_its_damage():
    obs = {"stack": [{"t": "window", "trigger": "attacks", "attacker": "g1", "seat": 0}], "stats": {"g1": [4, 4, 3]},
           "seats": [{"arena": []}, {"arena": ["g1"]}, {"arena": []}], "assigned": {}}
    words = words_for(names={"g1": "Thraex"})
    text = story.reaction_window(obs, [], words)
    assert text.startswith("Marcus's Thraex attacks for 4 Damage")


def test_the_window_is_read_from_the_engines_observation_when_it_carries_it():
    """The engine's ``reaction_window`` view (attacker, its owner, the Damage, the source)."""
    words = words_for(names={"g1": "Thraex", "g2": "Gallus", "t1": "Pierce"})
    seats = [{"arena": ["g2"]}, {"arena": ["g1"]}, {"arena": []}]
    attack = {"trigger": "attacks", "attacker": "g1", "attacker_seat": 1, "damage": 4, "assigned": {}}
    assert story.reaction_window({"reaction_window": attack, "seats": seats}, [], words) == \
        "Marcus's Thraex attacks for 4 Damage; the target is chosen when this window closes."
    hit = {"trigger": "damage_assigned", "attacker": "g1", "attacker_seat": 1, "attacked": "g2", "damage": 4,
           "source": "g1", "source_seat": 1, "assigned": {"g2": 4}}
    assert story.reaction_window({"reaction_window": hit, "seats": seats}, [], words) == \
        "Your Gallus is about to take 4 Damage from Marcus's Thraex's attack."
    tactic = dict(hit, attacker=None, attacker_seat=None, source="t1", source_seat=2, assigned={"g2": 1})
    assert story.reaction_window({"reaction_window": tactic, "seats": seats}, [], words) == \
        "Your Gallus is about to take 1 Damage from Aurelia's Pierce."


def test_a_click_says_what_it_will_do_before_it_is_made(make_app):
    def reaction_in_hand(state):
        d = state.to_decide()
        return (d is not None and d.seat == 0 and d.kind == "take_actions"
                and any(state.cd[c].type == "reaction" for c in state.hand[0]))

    app, table, session = open_table(make_app, *position(3, reaction_in_hand))
    card = next(c for c in session.state.hand[0] if session.state.cd[c].type == "reaction")
    hint = table.tooltip_text(card)
    assert "Reserve: set aside face down; buy back later to use" in hint
    assert "F1: rules" in hint
    income = next(c for c in session.state.hand[0] if session.state.cd[c].type == "income")
    assert table.tooltip_text(income).startswith("Income: spent when you pay")
    table.sync_buttons()
    assert table.primary_button.tooltip.startswith("End turn")


def test_a_reserved_reaction_is_bought_back_and_played_in_one_step(make_app, monkeypatch):
    """The engine's ``buyback_play`` (card, coins, income, target ...): one click on the reserved
    card, its targets, then the payment chosen as for Buy. Where the engine does not offer it
    yet, a hand-built legal list stands in for it."""

    app, table, session = open_table(make_app, *position(3, _reserved_reaction_in_window))
    state = session.state
    legal = list(session.legal_actions())
    offers = [a for a in legal if a.kind == "buyback_play"]
    if not offers:
        chip = next(c for c in state.reserve[0] if state.cd[c].type == "reaction")
        target = next(g for g, n in state.assigned.items() if n > 0)
        income = [c for c in state.hand[0] if state.cd[c].type == "income"]
        cost = len(state.reserve[0])
        offers = [Action.make("buyback_play", card=chip, coins=cost, income=[], target=target)]
        if income:
            offers.append(Action.make("buyback_play", card=chip, coins=max(0, cost - 1), income=income[:1],
                                      target=target))
        legal += offers
        monkeypatch.setattr(session, "legal_actions", lambda: legal)
    # the offer with the most ways to pay shows the payment menu
    chosen = max(offers, key=lambda a: sum(1 for b in offers if b.card == a.card and b.get("target") == a.get("target")
                                           and b.get("source") == a.get("source")))
    played = []
    monkeypatch.setattr(table, "play", lambda action: played.append(action) or True)
    table._obs_key = None
    app.step([], dt=FRAME)
    assert "in one step" in table.tooltip_text(chosen.card)
    kinds = []
    for _ in range(8):
        if played:
            break
        if table.picking.step is not None:
            kinds.append(table.picking.step.kind)
            if table.picking.step.kind == "payment":
                assert table.picking.menu_title.startswith(f"Buy back and play {state.names[chosen.card]}")
                assert all(b.label_fits(app.layout, app.theme) for _, b in table.picking.menu_buttons)
        app.step(clicks_for(table, chosen), dt=FRAME)
    assert played == [chosen]
    assert "target" in kinds or chosen.get("target") is None
    assert "payment" in kinds or sum(1 for b in offers if b.card == chosen.card) == 1


# -- prompts, notes, summaries ------------------------------------------------------------------------
def test_after_the_attack_the_prompt_no_longer_asks_for_one():
    d = Decision(0, "combat_turn", "engine prompt", "rule")
    attack = Action.make("attack", gladiator="g1")
    tactic = Action.make("play", card="t1")
    words = words_for()
    before = story.prompt(d, {"attacked": False, "tactic_used": False}, [attack, tactic], [], words)
    assert "required" in before
    after = story.prompt(d, {"attacked": True, "tactic_used": False}, [tactic, Action.make("end_turn")], [], words)
    assert "required" not in after and "Tactic" in after
    done = story.prompt(Decision(0, "take_actions", "p", "r"), {}, [Action.make("end_turn")], [], words)
    assert done.startswith("Nothing left you can afford or play") and "End my turn" in done


def test_a_turn_that_ends_by_itself_says_why(make_app):
    def ends_by_itself(new, action, state):
        return action.kind != "end_turn" and state.to_decide().seat == 0 and state.to_decide().kind in (
            "combat_turn", "take_actions") and any(e.type in story.TURN_ENDS and e.get("seat") == 0 for e in new)

    moves, state, events, action = transition(3, ends_by_itself)
    app, table, session = open_table(make_app, moves, state, events)
    assert table.play(action)
    assert any("ended by itself" in line for line in table.log.lines())
    assert table.message is not None and "ended by itself" in table.message[0]


def test_log_lines_name_the_owner_when_gladiator_names_repeat():
    from engine.core import Event

    words = words_for(names={"a": "Cestus", "b": "Cestus"}, owners={"a": 1, "b": 0}, repeated=frozenset({"Cestus"}))
    hit = Event.make("damage_resolved", gladiator="a", amount=2, total=2)
    assert words.sentence(hit) == "Marcus's Cestus takes 2 Damage (2 in all)."
    mine = Event.make("damage_resolved", gladiator="b", amount=1, total=3)
    assert words.sentence(mine) == "Your Cestus takes 1 Damage (3 in all)."


def test_the_end_of_a_battle_and_of_the_game_are_summarised(make_app):
    def battle_ends(new, action, state):
        return any(e.type == "battle_ended" for e in new) and not any(e.type == "game_over" for e in new)

    moves, state, events, action = transition(3, battle_ends)
    app, table, session = open_table(make_app, moves, state, events)
    # the move is a bot's lone legal answer, which the table plays at once (issue 39: obvious choices are quick)
    assert session.moves.actions[-1] == action or table.play(action)
    battle = table.guide.battle
    assert battle is not None and not battle.last and len(battle.places) == 3
    assert [p.place for p in battle.places] == [1, 2, 3]
    assert "Arena card" in battle.places[0].won and "Boast" in battle.places[0].won
    assert "Crowd's Favor" in battle.places[-1].won
    assert any(w in battle.why for w in ("still standing", "only one", "tie went"))
    app.step([], dt=FRAME)  # drawn in the empty Arena without trouble
    # the whole game: placings, what each seat won, and why the winner won
    match = _match(3, moves.seed)
    replayed, all_events = match.moves.start(), []
    for a in match.moves.actions:
        all_events += replayed.apply(a)
    session = GameSession(match.moves, replayed, [Seat(n, "bot:random") for n in NAMES[:3]], events=all_events,
                          autosave_to=False)
    results = ForGloryTable(app, session).results_scene()
    assert "won the Battle of the last round" in results.reason
    assert all("Arena card" in text and "Coin" in text for text in results.rewards.values())


# -- layout --------------------------------------------------------------------------------------------
def test_every_card_name_fits_its_card_and_its_chip(make_app):
    """Every name is shown whole, never broken inside a word (the type shrinks instead), and every
    card's text fits its face at the sizes the table draws (hand, Supply, draft, zoom); the
    narrowest hand card shows at least the name, kind and numbers whole."""
    from client import art
    from client.games.forglory.faces import render_face
    from client.games.forglory.layout import HAND_CARD, HAND_CARD_NARROWEST, SUPPLY_CARD
    from engine.forglory.content import CONTENT

    app = make_app()
    theme, layout = app.theme, app.layout
    session = GameSession.new("forglory", {"seats": 3}, [Seat(n, "bot:random") for n in NAMES[:3]], 1)
    table = ForGloryTable(app, session)
    sizes = ((HAND_CARD, True), (SUPPLY_CARD, False), ((120, 168), True), ((300, 420), True),
             ((HAND_CARD_NARROWEST, HAND_CARD[1]), False))
    for (w, h), detail in sizes:
        for name, d in CONTENT.cards.items():
            frame = CARD_FRAME.get(d.type, "card_forglory_scheme")
            size = (layout.length(w), layout.length(h))
            reg = art.card_regions(frame, size)
            pad = max(1, layout.length(6 if w >= 180 else 2))
            box = reg["text"].width - 2 * pad
            role, head = name_fit(theme, layout, name, reg["title"].width - pad, reg["title"].height, box,
                                  big=size[0] >= layout.length(180), small=size[0] < layout.length(70))
            if role is not None:
                assert theme.text(name, role, INK, layout, max_width=reg["title"].width - pad).get_width() \
                    <= reg["title"].width - pad, name
            else:  # on the parchment: whole words, nothing lost, no hyphen added
                assert " ".join(head) == name, f"{name} broken at {w}px: {head}"
            problems = []
            render_face(theme, layout, name, w, h, detail=detail, problems=problems)
            assert problems == [], f"{name} at {w}x{h}: {problems}"
            chip = table.seats_drawing.chip_width(name)
            text = theme.text(name, "tiny", INK, layout, max_width=layout.length(chip - 23))
            assert text.get_width() <= layout.length(chip - 23), name


def test_payment_labels_fit_their_buttons(make_app):
    app, table, session = open_table(make_app, *position(3, lambda s: s.to_decide() is not None
                                                          and s.to_decide().seat == 0
                                                          and s.to_decide().kind == "take_actions"))
    from client.table.picker import Step

    hand = session.state.hand[0]
    words = table.words()
    long_pay = Action.make("buy", card=hand[0], income=list(hand[:6]), coins=3)
    short_pay = Action.make("buy", card=hand[0], income=[], coins=1)
    table.picking.picker = None
    from client.table.picker import ActionPicker

    table.picking.picker = ActionPicker([long_pay, short_pay], table.value_of, table.pick_keys)
    table.picking.open_menu(Step("payment", options=[short_pay, long_pay]))
    assert words.payment(long_pay)
    for _, button in table.picking.menu_buttons:
        assert button.label_fits(app.layout, app.theme), button.text
    assert table.picking.menu_rect.width <= 1240


def test_shell_buttons_labels_are_never_cut(make_app):
    app = make_app()
    for scene in (app.top, NewGameScene(app, "forglory"), NewGameScene(app, "arenarex")):
        if scene is not app.top:
            app.push(scene)
        app.step([], dt=FRAME)
        for widget in scene.widgets.widgets:
            if hasattr(widget, "label_fits") and type(widget).__name__ == "Button":
                assert widget.label_fits(app.layout, app.theme), widget.text


def test_a_long_saved_game_path_wraps_inside_its_dialog(make_app):
    app = make_app()
    path = "/home/someone/.local/share/Ludus/saves/" + "forglory-20261130-125959-a-very-long-name" * 2 + ".json"
    width = app.layout.length(680 - 96)
    lines = app.theme.wrap(f"The game was saved as {path}.", "body", width, app.layout)
    assert len(lines) > 1
    assert all(app.theme.font("body", app.layout).size(line)[0] <= width for line in lines)
    assert "".join(lines).replace(" ", "") == f"The game was saved as {path}.".replace(" ", "")


def test_a_tooltip_vanishes_when_its_card_leaves_the_hand(make_app):
    def gladiator_to_play(state):
        d = state.to_decide()
        return d is not None and d.seat == 0 and d.kind == "take_actions" and any(
            a.kind == "play" and state.cd[a.card].type == "gladiator" for a in state.legal_actions())

    app, table, session = open_table(make_app, *position(3, gladiator_to_play))
    action = next(a for a in session.legal_actions() if a.kind == "play" and session.state.cd[a.card].type == "gladiator")
    pos = table.rects[action.card].center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=FRAME)
    for _ in range(30):
        app.step([], dt=FRAME)
    assert table.input.hover is not None and table.input.hover[0] == action.card
    table.play(action)
    app.step([], dt=FRAME)
    assert table.input.hover is None


# -- README and title --------------------------------------------------------------------------------
def test_readme_and_title_screen_say_the_same_games_are_playable(make_app):
    from client.games import playable_in_window

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    playable = re.search(r"^- Playable now: (.+)\.$", text, re.M).group(1).split(", ")
    # the "coming" line lists the games with no table yet, and is absent when there are none
    coming_line = re.search(r"^- Coming, not playable yet: (.+)\.$", text, re.M)
    coming = coming_line.group(1).split(", ") if coming_line else []
    assert playable == [e.title for e in registry.CATALOGUE if playable_in_window(e.name)]
    assert coming == [e.title for e in registry.CATALOGUE if not playable_in_window(e.name)]
    app = make_app()
    title = app.top
    shown = [name for name, card in title.game_buttons.items() if card.enabled]
    assert shown == [e.name for e in registry.CATALOGUE if e.title in playable]
