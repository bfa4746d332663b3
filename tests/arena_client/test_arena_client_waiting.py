"""Issue 39 item 3: the top bar says who the game waits for. While a finished attack's dice wait
for Continue, the game waits for the person reading them: no bot is said to be thinking (a
newcomer waited 90 s for "Marcus is thinking…"); once Continue is pressed, the bot thinks, and
the top bar says it is a bot."""
import random
import time

import pygame
from arena_session import new_session

from client.settings import set_bot_speed
from client.table.worker import BotWorker


def test_no_bot_is_thinking_while_the_dice_wait_for_continue(arena_app):
    session = new_session(seed=4, seats=("human", "bot:random"))
    app = arena_app(session, worker_factory=lambda: BotWorker(mode="thread"))
    set_bot_speed(app, "instant")
    scene = app.top
    rng = random.Random(4)
    drawn = []
    plain = scene.turns.waiting_words

    def watched():
        words = plain()
        drawn.append((scene.story.holding, words))
        return words

    scene.turns.waiting_words = watched
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        app.step(dt=0.05)
        d = session.decision
        if scene.story.holding and d is not None and d.seat == 1:
            break
        if scene.story.holding:  # the human's own next move waits behind it: read and go on
            scene.story.release()
        if scene.my_turn() and not scene.story.busy:
            scene.play(rng.choice(session.legal_actions()))
        time.sleep(0.001)
    assert scene.story.holding and session.decision.seat == 1, "no attack held its dice before the bot's turn"
    app.step(dt=0.05)
    assert scene.turns.thinking_seat() is None
    assert scene.turns.waiting_words() == "Press Continue to go on"
    assert not any("thinking" in words for held, words in drawn if held), "a bot said thinking while dice waited"
    assert (True, "Press Continue to go on") in drawn  # drawn in the top bar
    # before, whenever a bot was working out its move, the top bar said so, naming it a bot
    assert (False, "Marcus (bot) is thinking…") in drawn
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)], dt=0.05)
    assert not scene.story.holding  # Enter is Continue
