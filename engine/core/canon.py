"""Canonical JSON: one spelling for one value, so digests agree everywhere."""
from __future__ import annotations

import hashlib
import json
import math
from typing import Any


def freeze(value: Any) -> Any:
    """Turn JSON-like data into hashable data (lists -> tuples, dicts -> sorted item tuples)."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        raise TypeError("nested mappings are not allowed in actions; use ids or tuples")
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError("non-finite numbers cannot be saved")
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"{type(value).__name__} is not a plain JSON value")


def thaw(value: Any) -> Any:
    """The JSON form of a frozen value (tuples -> lists)."""
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


def dumps(data: Any) -> str:
    """Canonical JSON text: sorted keys, no spaces, no NaN."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), allow_nan=False, ensure_ascii=True)


def digest(data: Any) -> str:
    """SHA-256 of the canonical JSON text of ``data`` (hex, first 32 digits)."""
    return hashlib.sha256(dumps(data).encode("ascii")).hexdigest()[:32]
