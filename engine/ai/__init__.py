"""Game-agnostic bots written against the engine contract alone."""
from .bots import Bot, PolicyBot, RandomBot
from .kit import SearchKit
from .levels import LEVELS, make_bot
from .search import RootStat, SearchBot, SearchStats
from .view import SeatView, seat_view

__all__ = ["Bot", "PolicyBot", "RandomBot", "SearchKit", "SearchBot", "SearchStats", "RootStat", "LEVELS",
           "make_bot", "SeatView", "seat_view"]
