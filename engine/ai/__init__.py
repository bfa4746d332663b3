"""Game-agnostic bots written against the engine contract alone."""
from .bots import Bot, ISMCTSBot, PolicyBot, RandomBot
from .levels import LEVELS, make_bot
from .view import SeatView, seat_view

__all__ = ["Bot", "ISMCTSBot", "PolicyBot", "RandomBot", "LEVELS", "make_bot", "SeatView", "seat_view"]
