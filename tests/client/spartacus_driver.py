"""Drives the Spartacus table through real input: the decision panel's buttons and menus, the
composers' arrows and cards clicked on the houses, hexes clicked on the duel. And the scripted
human policy of the whole-game test (a plain function of the state, so a seed replays)."""
import pygame
from table_driver import FRAME, click_at, settle

from client.table.picker import verb
from engine.spartacus.hexgrid import distance

#: while the duel's dice roll and tokens walk (the table waits on them), one frame is drawn for this
#: many: the animations are timed by the frame time given, so they play through to the same end
#: and every position after an action is still drawn; only fewer in-between pictures are made
DUEL_SKIM = 6


def skim(table):
    """The frame time to step with now: ``DUEL_SKIM`` frames' worth while the duel animates."""
    duel = table.duel
    return FRAME * DUEL_SKIM if duel is not None and duel.busy() else FRAME


def human_choice(state, legal):
    """What the scripted human plays: schemes (asking support with a promise of 1 gold), one
    trade in each market, small bids (2 when re-bidding a tie), one gold offered to the host to
    be left out and to sway a thumb, a bet, moves toward the enemy, attacks, and a thumb down."""
    kind = state.to_decide().kind
    kinds = {}
    for a in legal:
        kinds.setdefault(a.kind, []).append(a)

    def first(*names):
        return next((kinds[n][0] for n in names if n in kinds), legal[0])

    if kind == "intrigue":
        return kinds["scheme"][0] if "scheme" in kinds else first("end_turn")
    if kind == "support":
        asks = [a for a in kinds.get("ask_support", []) if a.give_gold == 1]
        return asks[0] if asks else first("abandon")
    if kind == "guard":
        return first("guard", "pass")
    if kind == "repay":
        return first("keep_promise", "break_promise")
    if kind == "market":
        trades = kinds.get("trade", [])
        if trades and state.window.made.get(0, 0) == 0:
            return ([t for t in trades if t.give_gold > 0] or trades)[0]
        return first("pass")
    if kind in ("avoid", "sway"):  # one small offer to the host in each window, then pass
        offers = [a for a in legal if a.kind in ("bribe", "sway") and a.give_gold == 1]
        return offers[0] if offers and state.window.made.get(0, 0) == 0 else first("pass")
    if kind == "bid":
        amounts = [a.amount for a in kinds["bid"]]
        want = 2 if state.auction.first == [] else 1
        return next((a for a in kinds["bid"] if a.amount == min(want, max(amounts))), kinds["bid"][0])
    if kind == "bet":
        return next((a for a in kinds["bet"] if a.bets), kinds["bet"][0])
    if kind == "move":
        cb = state.combat
        enemy = tuple(cb["pos"][1 - cb["order"][cb["turn"]]])
        return min(kinds["move"], key=lambda a: (distance(tuple(a.to), enemy), tuple(a.to)))
    if kind == "thumb":
        return next(a for a in legal if a.up is False)
    return first("pay", "accept", "pass", "invite", "fighter", "done", "go", "attack", "lose_die", "house")


def wanted_rows(action) -> dict:
    """The composer row values that make ``action``."""
    g = action.get
    if action.kind == "ask_support":
        return {"to": g("to"), "gold": g("give_gold")}
    if action.kind == "bribe":
        return {"gold": g("give_gold")}
    if action.kind == "sway":
        return {"up": g("up"), "gold": g("give_gold")}
    if action.kind == "bid":
        return {"amount": g("amount")}
    if action.kind == "trade":
        return {"to": g("to"), "give_gold": g("give_gold"), "ask_gold": g("ask_gold")}
    if action.kind == "bet":
        return {o: k for o, k in g("bets")}
    raise AssertionError(action)


def compose_clicks(table, action):
    """The next click to compose ``action``, or the submit button's."""
    layout = table.app.layout
    comp = table.composer
    assert comp is not None, f"no composer for {action}"
    if action.kind == "trade":
        if comp.row("to").value != action.get("to"):
            return click_at(table.compose_buttons["to"][1].screen_rect(layout).center)
        for card in list(action.get("give_cards")) + list(action.get("ask_cards")):
            if card not in comp.give | comp.ask:
                return click_at(table.rects[card].center)
    want = wanted_rows(action)
    for row in comp.rows:
        target = want.get(row.key, 0 if action.kind == "bet" else row.value)
        if row.value != target:
            assert any(v == target for v, _ in row.options), f"{target} not offered for {row.key}"
            return click_at(table.compose_buttons[row.key][1].screen_rect(layout).center)
    return click_at(table.submit_button.screen_rect(layout).center)


def hex_pixel(table, h):
    """A screen point the duel view reads as hex ``h``."""
    rect = table.duel.rect
    for y in range(rect.top, rect.bottom, 6):
        for x in range(rect.left, rect.right, 6):
            if table.duel.hex_at((x, y)) == tuple(h):
                return (x + 2, y + 2) if table.duel.hex_at((x + 2, y + 2)) == tuple(h) else (x, y)
    raise AssertionError(f"hex {h} is not on the screen")


def clicks_for(table, action):
    layout = table.app.layout
    if table.picking.menu is not None:
        for a, b in table.picking.menu_buttons:
            if verb(a, table.pick_keys) == verb(action, table.pick_keys):
                return click_at(b.screen_rect(layout).center)
        raise AssertionError(f"no menu entry for {action}")
    step = table.picking.step
    if step is not None and step.kind == "target":
        return click_at(table.rects[action.get(step.key)].center)
    if action.kind in ("ask_support", "bribe", "sway", "bid", "bet", "trade"):
        return compose_clicks(table, action)
    if action.kind == "move":
        return click_at(hex_pixel(table, action.to))
    for actions, button in table.choice_buttons:
        if action in actions:
            return click_at(button.screen_rect(layout).center)
    raise AssertionError(f"no button for {action}: {[b.text for _, b in table.choice_buttons]}")


def perform(app, table, action, max_frames=40):
    before = len(table.session.moves.actions)
    for _ in range(max_frames):
        settle(app, table)
        if len(table.session.moves.actions) > before:  # given while settling (a forced pass)
            break
        app.step(clicks_for(table, action), dt=FRAME)
        if len(table.session.moves.actions) > before:
            break
        app.step([], dt=FRAME)
    if len(table.session.moves.actions) > before:
        assert table.session.moves.actions[before] == action
        return
    raise AssertionError(f"{action} was not taken after {max_frames} frames (message: {table.message})")


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
