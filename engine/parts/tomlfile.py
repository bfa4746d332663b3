"""Content files: TOML read with the standard library, every problem named by file, entry and
field (``ContentError``), so a bad file is refused in words a content writer can act on.

Every TOML file Ludus reads (content, scenarios) comes through ``read_toml``: it is refused
before parsing when too large, not UTF-8 or nested too deep, and after parsing when a string,
list or number is beyond ``limits`` (see ``engine/core/limits.py``)."""
from __future__ import annotations

from pathlib import Path
from typing import NoReturn

from ..core.errors import ContentError
from ..core.limits import TEXT, Limits, Refusal, read_toml_file


def read_toml(path: str | Path, limits: Limits = TEXT) -> dict:
    """The parsed file; ContentError naming the file when it cannot be read or used."""
    path = Path(path)
    try:
        return read_toml_file(path, limits)
    except FileNotFoundError:
        raise ContentError(f"{path.name}: no such file") from None
    except IsADirectoryError:
        raise ContentError(f"{path.name}: is a folder, not a file") from None
    except OSError as exc:
        raise ContentError(f"{path.name}: cannot be read ({exc.strerror or exc})") from None
    except Refusal as exc:
        raise ContentError(f"{path.name}: {exc}") from None


class TomlFile:
    """One content file; games subclass it with readers for their own fields."""

    def __init__(self, path: Path):
        self.path = path
        self.data = read_toml(path)

    def fail(self, entry: str, field_name: str, problem: str) -> NoReturn:
        raise ContentError(f"{self.path.name}: entry '{entry}', field '{field_name}': {problem}")

    def entries(self, key: str) -> list[dict]:
        """The file's ``[[key]]`` tables (at least one)."""
        value = self.data.get(key)
        if not isinstance(value, list) or not value:
            raise ContentError(f"{self.path.name}: needs a non-empty [[{key}]] list")
        return value
