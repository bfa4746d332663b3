"""Limits on what a file from outside may hold, checked before any game reads it.

Every reader of an outside file (saves, scenario and content TOML, settings, Tiled maps) goes
through here: a size cap read without loading more than the cap, a nesting depth found by a
scan of the raw text *before* parsing (so no parser ever recurses deeply on untrusted data),
and ``check_tree``, an iterative walk of the parsed data that refuses over-long strings and
lists, non-finite or huge numbers and too-deep nesting. Each refusal is a ``Refusal`` whose
text names where in the data the problem is (``actions[3].kind``), kept short: a hostile
string is never quoted whole into a message (a 100 kB string in a notice took minutes to lay
out).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from itertools import accumulate
from pathlib import Path

from engine.i18n import _

#: the largest file of each kind read at all (a long save is a few hundred kB)
MAX_SAVE_BYTES = 8_000_000
MAX_TEXT_BYTES = 2_000_000      # scenario, content and settings files
MAX_MAP_BYTES = 4_000_000
#: nesting depth of lists / tables / objects; a save needs 5, a scenario 4
MAX_DEPTH = 32
#: longest string anywhere (card text is the longest real one, under 2000 characters)
MAX_STRING = 10_000
#: most items in one list or table (a save's action list is the long one)
MAX_ITEMS = 500_000
#: the largest whole number anywhere (seeds included)
MAX_INT = 2 ** 63 - 1
#: the largest magnitude of a decimal number (a time in seconds; each game bounds its own, e.g. positions)
MAX_FLOAT = 1e15


class Refusal(ValueError):
    """Data that breaks a limit; ``str`` is one line naming where."""


@dataclass(frozen=True)
class Limits:
    max_bytes: int = MAX_TEXT_BYTES
    max_depth: int = MAX_DEPTH
    max_string: int = MAX_STRING
    max_items: int = MAX_ITEMS
    max_int: int = MAX_INT
    max_float: float = MAX_FLOAT


TEXT = Limits()
SAVE = Limits(max_bytes=MAX_SAVE_BYTES, max_string=2_000)
MAP = Limits(max_bytes=MAX_MAP_BYTES)


def shorten(value, room: int = 60) -> str:
    """``repr(value)`` cut to ``room`` characters, for messages that quote data."""
    text = repr(value) if not isinstance(value, str) or len(value) <= room else repr(value[:room])
    return text if len(text) <= room + 2 else text[:room] + "..."


def clip(text: str, room: int = 200) -> str:
    """``text`` cut to ``room`` characters (a message quoting a file's words stays one short line)."""
    text = " ".join(str(text).split())
    return text if len(text) <= room else text[:room] + "..."


def read_bytes(path: str | Path, limits: Limits = TEXT) -> bytes:
    """The file's bytes, refused (without reading it all) when larger than the limit.
    OSError as usual when it cannot be read."""
    path = Path(path)
    with open(path, "rb") as handle:
        data = handle.read(limits.max_bytes + 1)
    if len(data) > limits.max_bytes:
        raise Refusal(_("the file is larger than %(n)s MB") % {"n": limits.max_bytes // 1_000_000})
    return data


def decode(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Refusal(_("it is not UTF-8 text (byte %(n)s)") % {"n": exc.start}) from None


_JSON_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_TOML_STRING = re.compile(r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'|"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'|#[^\n]*')


_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
#: how a bracket changes the depth
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _bracket_depth(text: str, strings: re.Pattern) -> int:
    """The deepest nesting of brackets outside strings (and comments), without recursion (the
    running sum of +1 per opening and -1 per closing bracket, at its highest)."""
    return _depth_outside(strings.sub("", text))


def _depth_outside(bare: str) -> int:
    """``_bracket_depth`` of text whose strings (and comments) are taken out already."""
    return max(accumulate(map(_STEP.__getitem__, _NOT_BRACKET.sub("", bare)), initial=0))


def check_json_depth(text: str, limits: Limits = TEXT) -> None:
    _check_json_depth(_JSON_STRING.sub("", text), limits)


def _check_json_depth(bare: str, limits: Limits) -> None:
    if _depth_outside(bare) > limits.max_depth:
        raise Refusal(_("it is nested more than %(n)s levels deep") % {"n": limits.max_depth})


#: a file's bytes with each digit as "0" and each other byte but the quote as "x" (``_within_at_a_glance``)
_DIGITS = bytes.maketrans(b"0123456789", b"0" * 10)
_QUOTES = bytes(b if b == ord('"') else ord("x") for b in range(256))


def _within_at_a_glance(text: str, bare: str, limits: Limits) -> bool:
    """True when the JSON ``text`` (``bare``: the same without its strings) cannot break a limit
    that ``check_tree`` checks, seen from the text alone: fewer commas than a list's items; no
    run of bytes between two quotes longer than a string may be (so no string or key is; an
    escaped quote, which joins two runs into one string, sends the data to the walk); no
    exponent outside strings ("e" only in true and false) and no run of digits beyond
    ``max_int`` (nor beyond ``max_float`` where there are decimals). The depth
    is checked on the text already (``check_json_depth``). False: the walk decides, and names
    what breaks a limit. A save's thousands of small objects are checked in a few passes over
    its text this way instead of a step each."""
    if "E" in bare or bare.count("e") != bare.count("true") + bare.count("false"):
        return False
    return _within_without_exponent(text, text.encode("utf-8"), limits)


def _within_without_exponent(text: str, raw: bytes, limits: Limits, digits: bytes | None = None) -> bool:
    """``_within_at_a_glance`` of a text known to hold no exponent (``raw``: its UTF-8 bytes;
    ``digits``: ``raw.translate(_DIGITS)`` when already made)."""
    if text.count(",") >= limits.max_items or '\\"' in text:
        return False
    # (a character is a byte or more: a run of characters is no longer in bytes)
    return b"x" * (limits.max_string + 1) not in raw.translate(_QUOTES) and _short_numbers(raw, limits, digits)


def _no_exponent(raw: bytes, digits: bytes) -> bool:
    """No number of the JSON text whose UTF-8 bytes are ``raw`` (valid, without a backslash;
    ``digits``: ``raw.translate(_DIGITS)``) has an exponent: a number's "e" or "E" follows a
    digit, and each one that does here lies inside a string (an odd number of quotes before it:
    a digest's hexadecimal digits); looked at up to 16 times, else False (the walk decides)."""
    looked = 0
    for mark in (b"0e", b"0E"):
        at = digits.find(mark)
        while at != -1:
            looked += 1
            if looked > 16 or raw.count(b'"', 0, at) % 2 == 0:
                return False
            at = digits.find(mark, at + 2)
    return True


#: every byte but a quote and the four brackets (``_depth_at_a_glance`` deletes them)
_NOT_QUOTE_OR_BRACKET = bytes(b for b in range(256) if b not in b'"[]{}')


def _depth_at_a_glance(raw: bytes, most: int) -> int | None:
    """The deepest nesting of brackets outside strings in the UTF-8 bytes of a JSON text that
    holds no backslash, when at most ``most``; None when this look cannot tell (a bracket inside
    a string, brackets that do not pair, deeper than ``most``): ``_depth_outside`` decides then.
    Without a backslash a string is the bytes between two quotes: once all but quotes and
    brackets are deleted, a string holding no bracket is two quotes side by side, and when
    every quote goes so, none held one. The pairs of brackets side by side are the innermost:
    peeled a layer at a time (each pair marked before any is taken out, so two layers never
    go in one pass), the passes to peel them all are the depth. A few passes of bytes methods
    over the text where the scan of its strings stepped through each of a save's 60,000."""
    outside = raw.translate(None, _NOT_QUOTE_OR_BRACKET).replace(b'""', b"")
    if b'"' in outside:
        return None
    depth = 0
    while outside:
        peeled = outside.replace(b"[]", b"0").replace(b"{}", b"0")
        if depth == most or len(peeled) == len(outside):
            return None
        outside, depth = peeled.replace(b"0", b""), depth + 1
    return depth


def _short_numbers(raw: bytes, limits: Limits, digits: bytes | None = None) -> bool:
    """No run of digits in ``raw`` is a whole number beyond ``max_int`` or the whole part of a
    decimal (the run before a point) beyond ``max_float`` (with no exponent, the text's decimals
    are finite); only the runs as long as the smaller bound are read (a seed may be), and the
    runs after a point (decimals' fractions) are not."""
    floats = math.ceil(limits.max_float) - 1  # a whole part up to this: the decimal is below max_float
    if digits is None:
        digits = raw.translate(_DIGITS)
    run = b"0" * min(len(str(limits.max_int)), len(str(max(floats, 0))))
    at = digits.find(run)
    while at != -1:
        end = at + len(run)
        while end < len(digits) and digits[end] == 48:
            end += 1
        if at == 0 or raw[at - 1] != 46:  # 46: "."
            most = floats if end < len(raw) and raw[end] == 46 else limits.max_int
            if end - at > len(str(most)) or int(raw[at:end]) > most:  # (more digits than ``most``: beyond it)
                return False
        at = digits.find(run, end)
    return True


def check_toml_depth(text: str, limits: Limits = TEXT) -> None:
    # a [[table]] header opens and closes on its line: only values' brackets add up
    if _bracket_depth(text, _TOML_STRING) > limits.max_depth + 2:
        raise Refusal(_("it is nested more than %(n)s levels deep") % {"n": limits.max_depth})


def _where(path: tuple) -> str:
    out = ""
    for step in path:
        step = step if isinstance(step, int) else clip(str(step), 30)  # a hostile key stays short
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else step)
    return out or _("the top level")


def check_tree(data, limits: Limits = TEXT) -> None:
    """Walk parsed data (dicts, lists, scalars) without recursion; Refusal on the first
    value out of bounds, naming where it is."""
    stack: list[tuple[object, tuple, int]] = [(data, (), 0)]
    while stack:
        value, path, depth = stack.pop()
        if isinstance(value, (dict, list, tuple)) and depth < limits.max_depth and _plain_ints(value, limits):
            continue  # whole numbers in range (a save's take-back), under text keys: nothing below
        if isinstance(value, dict):
            items = list(value.items())
        elif isinstance(value, (list, tuple)):
            items = list(enumerate(value))
        else:
            _check_scalar(value, path, limits)
            continue
        if depth >= limits.max_depth:
            raise Refusal(_("%(where)s: nested more than %(n)s levels deep") % {"where": _where(path), "n": limits.max_depth})
        if len(items) > limits.max_items:
            raise Refusal(_("%(where)s: more than %(n)s entries") % {"where": _where(path), "n": limits.max_items})
        for key, item in items:
            if isinstance(key, str) and len(key) > limits.max_string:
                raise Refusal(_("%(where)s: a key longer than %(n)s characters") % {
                    "where": _where(path), "n": limits.max_string})
            if not isinstance(key, (str, int)):
                raise Refusal(_("%(where)s: a key that is not text") % {"where": _where(path)})
            stack.append((item, path + (key,), depth + 1))


def _plain_ints(value, limits: Limits) -> bool:
    """``value`` (a list, or an object under short text keys) holds only whole numbers (no
    bools) within the limits: checked at once, without a step per number (when not, the walk
    steps through it to name the one)."""
    if len(value) > limits.max_items:
        return False
    if isinstance(value, dict):
        if not set(map(type, value)) <= _TEXT or max(map(len, value), default=0) > limits.max_string:
            return False
        value = value.values()
    return set(map(type, value)) <= _INT and max(map(abs, value), default=0) <= limits.max_int


_INT, _TEXT = frozenset({int}), frozenset({str})


def _check_scalar(value, path: tuple, limits: Limits) -> None:
    if isinstance(value, str):
        if len(value) > limits.max_string:
            raise Refusal(_("%(where)s: text longer than %(n)s characters") % {
                "where": _where(path), "n": limits.max_string})
    elif isinstance(value, bool) or value is None:
        return
    elif isinstance(value, int):
        if abs(value) > limits.max_int:
            raise Refusal(_("%(where)s: the number is too large") % {"where": _where(path)})
    elif isinstance(value, float):
        if not math.isfinite(value) or abs(value) > limits.max_float:
            raise Refusal(_("%(where)s: the number %(value)s is not a usable size") % {
                "where": _where(path), "value": shorten(value, 24)})


def load_json(text: str, limits: Limits = TEXT):
    """Parse JSON text within the limits; Refusal (one line) if it is not usable JSON."""
    import json

    if len(text) > limits.max_bytes:
        raise Refusal(_("the file is larger than %(n)s MB") % {"n": limits.max_bytes // 1_000_000})
    # without a backslash (a save: ``save_text``), a few passes of bytes methods over the text
    # tell its depth and spare the walk; else, or when they cannot tell, its strings are scanned
    raw = text.encode("utf-8") if "\\" not in text else None
    if raw is None or _depth_at_a_glance(raw, limits.max_depth) is None:
        bare, raw = _JSON_STRING.sub("", text), None
        _check_json_depth(bare, limits)

    def no_constant(name):  # NaN, Infinity: not JSON, and no number the games can use
        raise Refusal(_("it holds %(name)s, which is not a number") % {"name": name})

    try:
        data = json.loads(text, parse_constant=no_constant)
    except json.JSONDecodeError as exc:
        raise Refusal(_("not a JSON file (line %(line)d, column %(column)d: %(why)s)") % {
            "line": exc.lineno, "column": exc.colno, "why": exc.msg}) from None
    except RecursionError:
        raise Refusal(_("it is nested more than %(n)s levels deep") % {"n": limits.max_depth}) from None
    except ValueError as exc:  # e.g. an integer with too many digits
        raise Refusal(_("it is not usable JSON (%(why)s)") % {"why": shorten(str(exc), 80)}) from None
    if raw is not None:
        digits = raw.translate(_DIGITS)
        within = _no_exponent(raw, digits) and _within_without_exponent(text, raw, limits, digits)
    else:
        within = _within_at_a_glance(text, bare, limits)
    if not within:
        check_tree(data, limits)
    return data


def load_toml(text: str, limits: Limits = TEXT) -> dict:
    """Parse TOML text within the limits; Refusal (one line) if it is not usable TOML."""
    import tomllib

    if len(text) > limits.max_bytes:
        raise Refusal(_("the file is larger than %(n)s MB") % {"n": limits.max_bytes // 1_000_000})
    check_toml_depth(text, limits)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise Refusal(_("not valid TOML (%(why)s)") % {"why": shorten(str(exc), 120)}) from None
    except RecursionError:
        raise Refusal(_("it is nested more than %(n)s levels deep") % {"n": limits.max_depth}) from None
    except ValueError as exc:
        raise Refusal(_("not usable TOML (%(why)s)") % {"why": shorten(str(exc), 80)}) from None
    check_tree(data, limits)
    return data


def read_toml_file(path: str | Path, limits: Limits = TEXT) -> dict:
    """Read and parse a TOML file within the limits (OSError if it cannot be read)."""
    return load_toml(decode(read_bytes(path, limits)), limits)


# -- numbers in the player's files: each use has its range ----------------------------------------

@dataclass(frozen=True)
class Span:
    """The numbers one use accepts: from ``low`` to ``high`` (both included), whole or not."""

    low: float
    high: float
    whole: bool = True


#: a moment, in seconds since 1970: up to the last second of the year 9999 (what a calendar shows)
LATEST_DATE = 253_402_300_799
DATE = Span(0, LATEST_DATE, whole=False)
#: a count of things a game or a file holds (moves, take-backs, hints, autosave numbers, rounds)
MAX_COUNT = 1_000_000_000
COUNT = Span(0, MAX_COUNT)
#: a place or a seat's number in a game (no game seats more than a few)
MAX_SEATS = 64
SEAT = Span(0, MAX_SEATS - 1)
PLACE = Span(1, MAX_SEATS)
#: a percentage (the volume)
PERCENT = Span(0, 100)


def in_span(value, span: Span, where: str):
    """``value`` when it is a number ``span`` accepts (a whole float such as ``3.0`` counts as
    whole and comes back as an int); else Refusal naming ``where`` and the numbers allowed.
    The one check every reader of a player's file puts a date, a count or a size through."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Refusal(_("%(where)s is not a number") % {"where": where})
    if isinstance(value, float) and not math.isfinite(value):
        raise Refusal(_("%(where)s is not a usable number") % {"where": where})
    if span.whole:
        if isinstance(value, float):
            if not value.is_integer():
                raise Refusal(_("%(where)s is not a whole number") % {"where": where})
            value = int(value)
    if not span.low <= value <= span.high:
        raise Refusal(_("%(where)s must be from %(low)s to %(high)s, not %(value)s") % {
            "where": where, "low": _plain(span.low), "high": _plain(span.high), "value": shorten(value, 24)})
    return value


def _plain(bound: float) -> str:
    return str(int(bound)) if float(bound).is_integer() else str(bound)


def number_or(value, span: Span, default):
    """``value`` when ``span`` accepts it, else ``default`` (a header field read for show only)."""
    try:
        return in_span(value, span, "")
    except Refusal:
        return default
