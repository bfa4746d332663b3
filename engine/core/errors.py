"""Typed errors of the engine. Every message is plain words a player can read."""
from __future__ import annotations


class LudusError(Exception):
    """Base of every error Ludus reports to a person."""


class IllegalAction(LudusError):
    """An action that the rules do not allow now. The state is left untouched.

    ``rule`` names the rulebook section (as listed in shared/rules/sections).
    """

    def __init__(self, rule: str, message: str):
        super().__init__(f"{message} [{rule}]" if rule else message)
        self.rule = rule
        self.message = message


class ConfigError(LudusError):
    """A game configuration (seats, options, scenario) that cannot start a game."""


class ContentError(LudusError):
    """A content, map or scenario file that is malformed; names file, entry, field."""


class SaveError(LudusError):
    """A save file that cannot be loaded; names the file and the problem."""

    def __init__(self, path, problem: str):
        super().__init__(f"{path}: {problem}")
        self.path = path
        self.problem = problem
