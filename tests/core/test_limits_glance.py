"""The look at a JSON file's text that spares the walk of its data (``limits._within_at_a_glance``,
issue 38.4: a long save's thousands of small objects) never lets through what the walk
(``check_tree``) refuses: over random data and limits, whenever the walk refuses, the glance
says "walk it", so ``load_json`` refuses it with the walk's words."""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.limits import (
    _JSON_STRING,
    Limits,
    Refusal,
    _depth_at_a_glance,
    _depth_outside,
    _within_at_a_glance,
    check_tree,
    load_json,
)

scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-(10 ** 25), max_value=10 ** 25),
                    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12))
data = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=6),
                                                     st.dictionaries(st.text(max_size=12), inner, max_size=6)),
                    max_leaves=30)
limits = st.builds(Limits, max_string=st.integers(1, 12), max_items=st.integers(1, 7),
                   max_int=st.sampled_from([9, 999, 10 ** 6, 2 ** 63 - 1]), max_depth=st.integers(2, 8),
                   max_float=st.sampled_from([0.5, 10.0, 1e6, 1e15]))


@settings(max_examples=600, deadline=None)
@given(data, limits, st.booleans())
def test_the_glance_lets_through_only_what_the_walk_takes(value, limit, indent):
    text = json.dumps(value, indent=1 if indent else None, ensure_ascii=indent)
    try:
        check_tree(value, limit)
        refused = False
    except Refusal:
        refused = True
    if refused:
        bare = _JSON_STRING.sub("", text)
        if _depth_outside(bare) <= limit.max_depth:  # (the depth is the scan's, before the glance)
            assert not _within_at_a_glance(text, bare, limit)
        try:
            load_json(text, limit)
        except Refusal:
            pass
        else:
            raise AssertionError("load_json took what the walk refuses")


def test_a_save_sized_text_of_small_objects_is_taken_at_a_glance():
    text = json.dumps({"actions": [{"kind": "buy", "card": "c12", "income": ["c1", "c3"], "n": 4, "at": [16.5, 0.25]}] * 5000,
                       "seed": 2 ** 62, "ok": True, "none": None}, indent=1)
    assert _within_at_a_glance(text, _JSON_STRING.sub("", text), Limits())
    for spoiled in (text.replace('16.5', '1.65e1', 1), text.replace('16.5', "9" * 16 + ".5", 1), text.replace('"c12"', '"c\\"12"', 1),
                    text.replace(str(2 ** 62), "9" * 19), text.replace('"c12"', '"' + "7" * 5000 + '"', 1)):
        assert not _within_at_a_glance(spoiled, _JSON_STRING.sub("", spoiled), Limits())


@settings(max_examples=600, deadline=None)
@given(data, st.integers(0, 8), st.booleans())
def test_the_look_at_the_bytes_tells_the_depth_or_leaves_it_to_the_scan(value, most, indent):
    """``_depth_at_a_glance`` (a text without backslashes) answers the depth of the strings' scan
    when within ``most``, or None (the scan decides): never another number."""
    text = json.dumps(value, indent=1 if indent else None, ensure_ascii=indent)
    if "\\" in text:
        return
    exact = _depth_outside(_JSON_STRING.sub("", text))
    depth = _depth_at_a_glance(text.encode("utf-8"), most)
    assert depth is None or depth == exact <= most
    if exact <= most and not any(c in s for s in _JSON_STRING.findall(text) for c in "[]{}"):
        assert depth == exact


def test_brackets_inside_strings_never_hide_the_depth():
    deep = '{"a": "]]]]]]]]", "b": [[[[[1]]]]]}'
    assert _depth_at_a_glance(deep.encode(), 8) is None  # a bracket in a string: the scan decides
    try:
        load_json(deep, Limits(max_depth=5))
    except Refusal as refusal:
        assert "nested more than 5 levels" in str(refusal)
    else:
        raise AssertionError("a file nested 6 deep was taken under a limit of 5")
    assert load_json(deep, Limits(max_depth=6))["b"] == [[[[[1]]]]]
    assert _depth_at_a_glance(b'[[1],[[2]]]', 8) == 3 and _depth_at_a_glance(b'[[1],[[2]]]', 2) is None
    assert _depth_at_a_glance(b'[{"x":[]}]', 8) == 3 and _depth_at_a_glance(b'[}', 8) is None
