"""Content files: TOML read with the standard library, every problem named by file, entry and
field (``ContentError``), so a bad file is refused in words a content writer can act on."""
from __future__ import annotations

import tomllib
from pathlib import Path
from typing import NoReturn

from .errors import ContentError


class TomlFile:
    """One content file; games subclass it with readers for their own fields."""

    def __init__(self, path: Path):
        self.path = path
        try:
            with open(path, "rb") as handle:
                self.data = tomllib.load(handle)
        except OSError as exc:
            raise ContentError(f"{path.name}: cannot be read ({exc.strerror})") from None
        except tomllib.TOMLDecodeError as exc:
            raise ContentError(f"{path.name}: not valid TOML ({exc})") from None

    def fail(self, entry: str, field_name: str, problem: str) -> NoReturn:
        raise ContentError(f"{self.path.name}: entry '{entry}', field '{field_name}': {problem}")

    def entries(self, key: str) -> list[dict]:
        """The file's ``[[key]]`` tables (at least one)."""
        value = self.data.get(key)
        if not isinstance(value, list) or not value:
            raise ContentError(f"{self.path.name}: needs a non-empty [[{key}]] list")
        return value
