"""For Glory's save format before the phases were frames on the stack, read back only to check
the digest of a save written then (``ForGloryState.former_digests``, ``core.saves.load_save``).

That payload named the phase (``phase``) and its ``stack`` held only the frames above the
phase's, each with its kind under ``"k"`` and without the Reaction Window's unset (None) fields.
"""
from __future__ import annotations

from typing import Any

from ..core import canon

#: the Reaction Window's fields the former format left out while None
_OPTIONAL = ("by", "source", "target", "amount", "tactic")


def _former_frame(saved: dict[str, Any]) -> dict[str, Any]:
    out = {"k": saved["t"]}
    for name, value in saved.items():
        if name != "t" and (value is not None or name not in _OPTIONAL):
            out[name] = value
    return out


def former_digest(data: dict[str, Any], phase: str) -> str:
    """The digest of ``data`` (a state's ``to_json``, changed in place) in the former format."""
    payload = data["state"]
    payload["phase"] = phase
    payload["stack"] = [_former_frame(f) for f in payload["stack"][1:]]
    return canon.digest(data)
