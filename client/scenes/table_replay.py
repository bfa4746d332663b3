"""The replay viewer's part of the table: stepping a record (forward, back, play / pause).

A mixin of ``GameTable``: the replay viewer is the same table with no controllers.
"""
from __future__ import annotations

from engine.core import Action


class TableReplay:
    def setup_replay(self, actions: list[Action]) -> None:
        self.replay_actions = list(actions)
        self.replay_index = 0
        self.replay_playing = False
        self.replay_timer = 0.0

    def update_replay(self, dt: float) -> None:
        if not self.replay_playing:
            return
        self.replay_timer += dt
        if self.replay_timer >= max(0.05, self.pace()):
            self.replay_timer = 0.0
            if not self.replay_step():
                self.replay_playing = False

    def replay_step(self) -> bool:
        if self.replay_index >= len(self.replay_actions):
            return False
        events = self.session.apply(self.replay_actions[self.replay_index])
        self.replay_index += 1
        self._obs_key = None
        self.on_events(events)
        return True

    def replay_seek(self, index: int) -> None:
        """Rebuild the position after ``index`` actions (stepping back replays from the start)."""
        index = max(0, min(len(self.replay_actions), index))
        session = self.session
        session.state = session.record.start()
        session.record.actions = []
        session.events = []
        for action in self.replay_actions[:index]:
            session.apply(action)
        self.replay_index = index
        self._obs_key = None
        self.anims.clear()

