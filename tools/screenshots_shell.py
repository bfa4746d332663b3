"""Regenerate docs/screenshots/shell-*.png: the client shell at 1280x720, headless.

    python tools/screenshots_shell.py [OUT_DIR]

Writes shell-title.png, shell-title-focus.png (keyboard focus on a game card,
with its tooltip), shell-settings.png, shell-handoff.png (a long reason, wrapped), shell-notice.png (a bad
settings file) and
forglory-hotseat-bot-turn.png (two humans and a bot: the public view while the bot plays).
Settings and saves are kept in a temporary folder; nothing of the player's is read or written.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import pygame  # noqa: E402  (after the SDL variables and sys.path, on purpose)
from screenshot_kit import FRAME, command_line, folder, fresh_player, settle, window  # noqa: E402


def _key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def write_screenshots(out_dir: str | os.PathLike) -> list[Path]:
    """Render each shell screen and save it under ``out_dir``; returns the paths."""
    out = folder(out_dir)
    written = []
    with fresh_player() as config:
        with window(config) as app:
            settle(app)
            app.screenshot(out / "shell-title.png")
            written.append(out / "shell-title.png")
            app.top.open_settings()
            settle(app)
            app.screenshot(out / "shell-settings.png")
            written.append(out / "shell-settings.png")
            settle(app, [_key(pygame.K_ESCAPE)])
            settle(app, [_key(pygame.K_TAB), _key(pygame.K_RIGHT)])
            app.screenshot(out / "shell-title-focus.png")
            written.append(out / "shell-title-focus.png")
            from client.table.handoff import HandoffScene

            app.push(HandoffScene(app, "Marcus", lambda: None, seat=1, reason=(
                'House Aurelius asks for your support; it promises: "I will pay you 2 gold once the scheme is '
                'over." Accept or decline?')))
            settle(app)
            settle(app)
            app.screenshot(out / "shell-handoff.png")
            written.append(out / "shell-handoff.png")
        Path(config, "settings.json").write_text('{"volume": 70, "fullscreen": maybe}\n', encoding="utf-8")
        with window(config) as app:
            settle(app)
            app.screenshot(out / "shell-notice.png")
            written.append(out / "shell-notice.png")
        written.append(hotseat_bot_turn(out, config))
    return written


def _silent_worker(inbox, outbox) -> None:
    """A bot worker that never answers: the bot stays "thinking" for the picture."""


def hotseat_bot_turn(out: Path, config: str) -> Path:
    """For Glory with Livia and Marcus at one screen and a bot: both humans end their first turns,
    then the bot's turn is shown (the public view: no hand of either human face up)."""
    from client.table.handoff import HandoffScene
    from client.table.session import GameSession, Seat
    from client.table.worker import BotWorker

    with window(config) as app:
        session = GameSession.new("forglory", {"seats": 3, "champions": "off"},
                                  [Seat("Livia", "human"), Seat("Marcus", "human"), Seat("Aurelia", "bot:normal")], 11)
        app.play(session, worker_factory=lambda: BotWorker(mode="thread", target=_silent_worker))
        settle(app)
        table = next(s for s in app.scenes if hasattr(s, "session"))
        for _ in range(400):
            if isinstance(app.top, HandoffScene):
                app.top.ready()
                settle(app)
                continue
            d = session.decision
            if d is not None and not session.is_human(d.seat):
                break
            if table.my_turn():
                legal = session.legal_actions()
                table.play(next((a for a in legal if a.kind == "end_turn"), legal[0]))
            settle(app)
        for _ in range(30):
            app.step([], dt=FRAME)
        assert session.viewer is None and not table.drawn_faces & set(session.state.hand[0] + session.state.hand[1])
        path = out / "forglory-hotseat-bot-turn.png"
        app.screenshot(path)
        return path


if __name__ == "__main__":
    command_line(write_screenshots)
